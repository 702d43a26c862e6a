import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificates, verifyRequest, verifyResponse, type TestCertificate } from '@xs2a-kit/signature';
import { ConfigError, readConfig } from '../src/config.js';
import { startServer } from '../src/start-server.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ XS2A_SIGN_RESPONSES: 'true' });
});
afterAll(() => server.close());

describe('signed responses (XS2A_SIGN_RESPONSES)', () => {
  it('signs the body with Digest, Date and the echoed X-Request-ID; a TPP verifies it with the same rules as requests', async () => {
    const res = await server.request('GET', '/v1/sandbox/customers', { headers: { 'x-request-id': '0d9c7a55-5f0e-4b3c-9f6e-2b1f1d6a7c11' } });
    expect(res.status).toBe(200);
    const headers = Object.fromEntries(res.headers.entries());
    expect(headers['x-request-id']).toBe('0d9c7a55-5f0e-4b3c-9f6e-2b1f1d6a7c11');
    const bank = await verifyRequest(
      {
        method: 'GET',
        target: '/',
        headers: { ...headers, 'tpp-signature-certificate': headers['aspsp-signature-certificate'] },
        body: new TextEncoder().encode(res.text),
      },
      { clock: () => new Date(), trust: { mode: 'sandbox' } },
    );
    expect(bank.organizationIdentifier).toBe('NTRNO-000000000');
  });

  // Review (a bank's own SCA site in production): only 2xx answers were signed, so the 401 carrying the scaRedirect
  // a TPP follows, and every refusal, came unsigned. The TPP checks them with the signature package's verifyResponse.
  it.each([
    ['a 401 carrying the scaRedirect', 'GET', '/v1/accounts', { 'tpp-redirect-uri': 'https://tpp.example/cb', 'tpp-session-id': 's1', 'psu-ip-address': '192.0.2.1' }, 401],
    ['a 404 for an unknown resource', 'GET', '/v1/sandbox/card-accounts/nope', {}, 404],
    ['a 400 for a missing header', 'POST', '/v1/signing-baskets', { 'content-type': 'application/json' }, 400],
  ] as const)('signs %s too', async (_name, method, path, headers, status) => {
    const requestId = randomUUID();
    const res = await server.request(method, path, { headers: { ...headers, 'x-request-id': requestId }, ...(method === 'POST' ? { body: { paymentIds: ['p'] } } : {}) });
    expect(res.status, res.text).toBe(status);
    expect(res.json.tppMessages.length).toBeGreaterThan(0);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const bank = await verifyResponse({ headers: Object.fromEntries(res.headers.entries()), body: new TextEncoder().encode(res.text), requestId }, { clock: () => new Date(), trust: { mode: 'sandbox' } });
    expect(bank.organizationIdentifier).toBe('NTRNO-000000000');
  });

  it('a changed body no longer matches the signature', async () => {
    const res = await server.request('GET', '/v1/sandbox/customers');
    const headers = Object.fromEntries(res.headers.entries());
    await expect(
      verifyRequest(
        { method: 'GET', target: '/', headers: { ...headers, 'tpp-signature-certificate': headers['aspsp-signature-certificate'] }, body: new TextEncoder().encode(`${res.text} `) },
        { clock: () => new Date(), trust: { mode: 'sandbox' } },
      ),
    ).rejects.toMatchObject({ code: 'DIGEST_MISMATCH' });
  });
});

describe('a response-signing seal that cannot sign', () => {
  let dir: string;
  let seal: TestCertificate;
  let other: TestCertificate;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'xs2a-seal-'));
    seal = (await createTestCertificates({ organizationIdentifier: 'NTRNO-000000000', roles: [] })).qseal;
    other = (await createTestCertificates({ organizationIdentifier: 'NTRNO-000000000', roles: [] })).qseal;
    writeFileSync(join(dir, 'seal.pem'), seal.certificatePem);
    writeFileSync(join(dir, 'seal-key.pem'), seal.privateKeyPem);
    writeFileSync(join(dir, 'other-key.pem'), other.privateKeyPem);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Starts with the given key beside seal.pem; the ConfigError's problems, or [] when it started. */
  async function startWithKey(keyFile: string): Promise<readonly string[]> {
    const env = { XS2A_SIGN_RESPONSES: 'true', XS2A_RESPONSE_SIGNING_CERT: join(dir, 'seal.pem'), XS2A_RESPONSE_SIGNING_KEY: keyFile };
    const config = readConfig({ PORT: '0', XS2A_SQLITE_FILE: join(dir, 'db', 'bank.sqlite'), ...env });
    try {
      const running = await startServer(config, { logger: pino({ level: 'silent' }) });
      await running.close();
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  }

  it.each([
    ['the key of another certificate', 'other-key.pem', 'the private key does not belong to the certificate'],
    ['the certificate file given as the key', 'seal.pem', 'private key unusable'],
  ])('regression: %s stops the start, before the database exists, instead of a 500 after every committed request', async (_name, key, cause) => {
    expect(await startWithKey(join(dir, key))).toEqual([expect.stringMatching(new RegExp(`^XS2A_RESPONSE_SIGNING_CERT .* and XS2A_RESPONSE_SIGNING_KEY .* cannot sign: .*${cause}`))]);
    expect(existsSync(join(dir, 'db'))).toBe(false);
  });

  it('a key file that cannot be read is named', async () => {
    expect(await startWithKey(join(dir, 'missing.pem'))).toEqual([expect.stringContaining('XS2A_RESPONSE_SIGNING_KEY cannot be read: ENOENT')]);
  });

  it('the matching key starts', async () => {
    expect(await startWithKey(join(dir, 'seal-key.pem'))).toEqual([]);
  });

  // Review (operator): an expired seal started, and every signed answer then failed the TPP's check.
  it('a seal outside its validity dates stops the start, naming XS2A_RESPONSE_SIGNING_CERT', async () => {
    const day = 86_400_000;
    const expired = (await createTestCertificates({ organizationIdentifier: 'NTRNO-000000000', roles: [], notBefore: new Date(Date.now() - 400 * day), notAfter: new Date(Date.now() - day) })).qseal;
    writeFileSync(join(dir, 'expired.pem'), expired.certificatePem);
    writeFileSync(join(dir, 'expired-key.pem'), expired.privateKeyPem);
    const config = readConfig({ PORT: '0', XS2A_SQLITE_FILE: join(dir, 'db2', 'bank.sqlite'), XS2A_SIGN_RESPONSES: 'true', XS2A_RESPONSE_SIGNING_CERT: join(dir, 'expired.pem'), XS2A_RESPONSE_SIGNING_KEY: join(dir, 'expired-key.pem') });
    const problems = await startServer(config, { logger: pino({ level: 'silent' }) }).then(
      async (running) => (await running.close(), []),
      (error: unknown) => (error instanceof ConfigError ? error.problems : Promise.reject(error)),
    );
    expect(problems).toEqual([expect.stringMatching(/^XS2A_RESPONSE_SIGNING_CERT \(.*expired\.pem\) is expired since \d{4}-.*: every answer signed with it would fail the TPP's check$/)]);
    expect(existsSync(join(dir, 'db2'))).toBe(false);
  });

  it('a seal that ends within 30 days starts, and the start-up log says to renew it', async () => {
    const day = 86_400_000;
    const ending = (await createTestCertificates({ organizationIdentifier: 'NTRNO-000000000', roles: [], notBefore: new Date(Date.now() - day), notAfter: new Date(Date.now() + 10 * day + 3_600_000) })).qseal;
    writeFileSync(join(dir, 'ending.pem'), ending.certificatePem);
    writeFileSync(join(dir, 'ending-key.pem'), ending.privateKeyPem);
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const config = readConfig({ PORT: '0', XS2A_SQLITE_FILE: join(dir, 'db3', 'bank.sqlite'), XS2A_SIGN_RESPONSES: 'true', XS2A_RESPONSE_SIGNING_CERT: join(dir, 'ending.pem'), XS2A_RESPONSE_SIGNING_KEY: join(dir, 'ending-key.pem') });
    const running = await startServer(config, { logger });
    await running.close();
    const warned = lines.map((line) => JSON.parse(line) as { msg: string; daysLeft?: number }).find((entry) => entry.msg.startsWith('the response-signing seal expires in'));
    expect(warned).toMatchObject({ msg: 'the response-signing seal expires in 10 days: renew XS2A_RESPONSE_SIGNING_CERT before then', daysLeft: 10 });
  });
});
