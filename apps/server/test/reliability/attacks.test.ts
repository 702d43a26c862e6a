/**
 * Attacks on the reference server: replayed requests, swapped and expired certificates, a certificate without
 * the PSD2 role in production mode, header injection over raw sockets, oversized headers and bodies, slow
 * clients, and path traversal and SQL injection strings in every path and query parameter of every operation.
 * Every refusal must be a 4xx with the spec's error body; nothing may answer 5xx or leak internals.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, type OperationId } from '@xs2a-kit/schema';
import { createTestCertificateAuthority, createTestCertificates, createTestTppCertificate, type TestCertificate } from '@xs2a-kit/signature';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { findErrorContractBreach } from './support/error-contract.js';
import { createFigures } from './support/figures.js';
import { encodeHostile, HOSTILE_STRINGS } from './support/hostile-values.js';
import { buildRawRequest, dribbleHeaders, exchangeRaw, withholdBody } from './support/raw-socket.js';
import { pisHeaders, seedResources, singleBody, type SeededResources } from './support/resources.js';
import { runPool, sendRequest, signHeaders, type OutgoingRequest } from './support/signed-client.js';

const figures = createFigures('attacks');
let server: TestServer;
let seeded: SeededResources;

// The request log, kept to check that what a client was sent is what gets logged.
const logLines: { msg?: string; status?: number; path?: string }[] = [];

beforeAll(async () => {
  server = await startTestServer({}, { logger: pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line) as { msg?: string }) }) });
  seeded = await seedResources(server);
});
afterAll(async () => {
  figures.write();
  await server?.close();
});

/** Internals that must never reach a TPP: file contents, SQL engine messages, stack frames, driver names. */
const LEAK = /root:x:0:0|\[extensions\]|SQLITE_|sqlite_master|syntax error|knex|pg_catalog|relation "|at [\w.<>]+ \(|\.ts:\d+|node_modules|ECONNREFUSED/i;

async function send(request: OutgoingRequest, certificate: TestCertificate, extra: { requestId?: string } = {}) {
  const headers = signHeaders(request, { certificate, ...extra });
  return { res: await sendRequest(server.url, request, headers), headers };
}

function expectRefused(operationId: OperationId | undefined, status: number, json: unknown, expected?: { status: number; code: string }) {
  figures.add('attacksTried');
  expect(status).toBeGreaterThanOrEqual(400);
  expect(findErrorContractBreach(operationId, status, json)).toBeUndefined();
  if (expected) {
    expect(status).toBe(expected.status);
    expect((json as { tppMessages: { code: string }[] }).tppMessages[0]?.code).toBe(expected.code);
  }
}

describe('replay', () => {
  it('refuses a captured signed POST sent again (same X-Request-ID, same TPP), and creates nothing the second time', async () => {
    const request = { method: 'POST', path: '/v1/payments/norwegian-domestic-credit-transfers', headers: { ...pisHeaders(), 'content-type': 'application/json' }, body: JSON.stringify(singleBody('7.00')) };
    const captured = signHeaders(request, { certificate: server.tpp.certificate });
    const first = await sendRequest(server.url, request, captured);
    expect(first.status).toBe(201);
    const again = await sendRequest(server.url, request, captured);
    expectRefused('initiateNorwegianDomesticCreditTransfer', again.status, again.json, { status: 400, code: 'FORMAT_ERROR' });
    expect(again.json.tppMessages[0].path).toBe('X-Request-ID');
    expect(again.json.paymentId).toBeUndefined();
  });

  it('refuses a replayed signed GET and a re-dated request that reuses the X-Request-ID', async () => {
    const request = { method: 'GET', path: `/v1/payments/norwegian-domestic-credit-transfers/${seeded.single}/status` };
    const captured = signHeaders(request, { certificate: server.tpp.certificate });
    expect((await sendRequest(server.url, request, captured)).status).toBe(200);
    const again = await sendRequest(server.url, request, captured);
    expectRefused('getPaymentStatus', again.status, again.json, { status: 400, code: 'FORMAT_ERROR' });
    const redated = signHeaders(request, { certificate: server.tpp.certificate, requestId: captured['x-request-id']! });
    const third = await sendRequest(server.url, request, redated);
    expectRefused('getPaymentStatus', third.status, third.json, { status: 400, code: 'FORMAT_ERROR' });
  });

  it('refuses a captured request whose Date is older than the 60 s window', async () => {
    const request = { method: 'GET', path: '/v1/sandbox/customers' };
    const stale = signHeaders(request, { certificate: server.tpp.certificate, mode: 'stale-date' });
    const res = await sendRequest(server.url, request, stale);
    expectRefused('listSandboxCustomers', res.status, res.json, { status: 400, code: 'TIMESTAMP_INVALID' });
  });
});

describe('certificates', () => {
  it('refuses a signature kept while the certificate is swapped for another TPP\'s', async () => {
    const other = await server.createTpp('PSDNO-FSA-222222222');
    const request = { method: 'GET', path: `/v1/payments/norwegian-domestic-credit-transfers/${seeded.single}` };
    const swapped = signHeaders(request, { certificate: server.tpp.certificate, mode: 'swapped-certificate', otherCertificate: other.certificate });
    const res = await sendRequest(server.url, request, swapped);
    expectRefused('getPayment', res.status, res.json, { status: 400, code: 'SIGNATURE_INVALID' });
    expect(res.text).not.toContain('Grocer');
  });

  it('refuses a tampered signature and a body changed after signing', async () => {
    const request = { method: 'POST', path: '/v1/payments/norwegian-domestic-credit-transfers', headers: { ...pisHeaders(), 'content-type': 'application/json' }, body: JSON.stringify(singleBody()) };
    const bad = await sendRequest(server.url, request, signHeaders(request, { certificate: server.tpp.certificate, mode: 'bad-signature' }));
    expectRefused('initiateNorwegianDomesticCreditTransfer', bad.status, bad.json, { status: 400, code: 'SIGNATURE_INVALID' });
    const headers = signHeaders(request, { certificate: server.tpp.certificate });
    const changed = await sendRequest(server.url, { ...request, body: JSON.stringify(singleBody('9999.00')) }, headers);
    expectRefused('initiateNorwegianDomesticCreditTransfer', changed.status, changed.json, { status: 400, code: 'SIGNATURE_INVALID' });
  });

  it.each([
    ['expired', { notBefore: new Date(Date.now() - 400 * 86_400_000), notAfter: new Date(Date.now() - 86_400_000) }, 'CERTIFICATE_EXPIRED'],
    ['not yet valid', { notBefore: new Date(Date.now() + 86_400_000), notAfter: new Date(Date.now() + 400 * 86_400_000) }, 'CERTIFICATE_INVALID'],
  ])('refuses a certificate that is %s with 400 (a signature that cannot be validated)', async (_name, validity, code) => {
    const { qseal } = await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-333333333', roles: ['PSP_PI', 'PSP_AI'], ...validity });
    const { res } = await send({ method: 'GET', path: `/v1/payments/norwegian-domestic-credit-transfers/${seeded.single}` }, qseal);
    expectRefused('getPayment', res.status, res.json, { status: 400, code });
  });
});

describe('production mode', () => {
  let production: TestServer;
  let dir: string;
  let trusted: Record<'pisp' | 'aispOnly' | 'noQc' | 'qwac', TestCertificate>;
  let untrusted: TestCertificate;

  beforeAll(async () => {
    const ca = await createTestCertificateAuthority();
    dir = mkdtempSync(join(tmpdir(), 'xs2a-anchors-'));
    writeFileSync(join(dir, 'anchors.pem'), ca.certificatePem);
    production = await startTestServer({ XS2A_MODE: 'production', XS2A_TRUST_ANCHORS: join(dir, 'anchors.pem'), XS2A_BANK_NAMESPACE: randomUUID(), XS2A_DEMO_SCA: 'true' });
    trusted = {
      pisp: await createTestTppCertificate(ca, { organizationIdentifier: 'PSDNO-FSA-400000001', roles: ['PSP_PI'] }),
      aispOnly: await createTestTppCertificate(ca, { organizationIdentifier: 'PSDNO-FSA-400000002', roles: ['PSP_AI'] }),
      noQc: await createTestTppCertificate(ca, { organizationIdentifier: 'PSDNO-FSA-400000003', qcStatement: false }),
      qwac: await createTestTppCertificate(ca, { organizationIdentifier: 'PSDNO-FSA-400000005', roles: ['PSP_PI'], kind: 'qwac' }),
    };
    untrusted = (await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-400000004', roles: ['PSP_PI', 'PSP_AI'] })).qseal;
  });
  afterAll(async () => {
    await production?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const paymentRequest = (): OutgoingRequest => ({
    method: 'POST',
    path: '/v1/payments/norwegian-domestic-credit-transfers',
    headers: { ...pisHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify(singleBody()),
  });
  const sendTo = async (request: OutgoingRequest, certificate: TestCertificate) => sendRequest(production.url, request, signHeaders(request, { certificate }));

  // Style review: this control passed on any 201 or 400. The production bank holds no accounts, so a request that
  // gets past the certificate and its role is answered by the payment rules, about the debtor account.
  it('lets a trusted certificate with PSP_PI through to the payment rules (control)', async () => {
    const res = await sendTo(paymentRequest(), trusted.pisp);
    expect(res.status).toBe(400);
    expect(res.json.tppMessages).toEqual([expect.objectContaining({ code: 'RESOURCE_UNKNOWN', path: 'debtorAccount' })]);
  });

  it.each([
    ['a trusted certificate without PSP_PI (a valid signature, the wrong role)', 'aispOnly', 401, 'ROLE_INVALID'],
    ['a trusted certificate without the PSD2 QCStatement', 'noQc', 400, 'CERTIFICATE_INVALID'],
    ['a trusted QWAC with PSP_PI used to sign (a website certificate, not a seal)', 'qwac', 400, 'CERTIFICATE_INVALID'],
  ] as const)('refuses %s with %i', async (_name, which, status, code) => {
    const res = await sendTo(paymentRequest(), trusted[which]);
    expectRefused('initiateNorwegianDomesticCreditTransfer', res.status, res.json, { status, code });
  });

  it('refuses a certificate from a CA outside the trust anchors with 400 CERTIFICATE_INVALID', async () => {
    const res = await sendTo(paymentRequest(), untrusted);
    expectRefused('initiateNorwegianDomesticCreditTransfer', res.status, res.json, { status: 400, code: 'CERTIFICATE_INVALID' });
  });

  it('does not offer the sandbox operations at all', async () => {
    const res = await sendTo({ method: 'POST', path: '/v1/sandbox/initialize' }, trusted.pisp);
    expectRefused(undefined, res.status, res.json);
    expect([404, 405]).toContain(res.status);
  });
});

describe('header injection and malformed HTTP over raw sockets', () => {
  const host = () => new URL(server.url).host;
  const signedPairs = (extra: [string, string][] = []) => {
    const headers = signHeaders({ method: 'GET', path: '/v1/sandbox/customers' }, { certificate: server.tpp.certificate });
    return [...Object.entries(headers), ...extra] as [string, string][];
  };
  const cases: [string, () => Buffer][] = [
    ['a bare LF inside a header value', () => buildRawRequest('GET', '/v1/sandbox/customers', host(), signedPairs([['X-Note', 'a\nInjected: yes']]))],
    ['a bare CR inside a header value', () => buildRawRequest('GET', '/v1/sandbox/customers', host(), signedPairs([['X-Note', 'a\rInjected: yes']]))],
    ['NUL inside a header value', () => buildRawRequest('GET', '/v1/sandbox/customers', host(), signedPairs([['X-Note', 'a\u0000b']]))],
    ['a folded (obs-fold) header line', () => buildRawRequest('GET', '/v1/sandbox/customers', host(), signedPairs([['X-Note', 'a\r\n folded']]))],
    ['a space in a header name', () => buildRawRequest('GET', '/v1/sandbox/customers', host(), signedPairs([['X Note', 'a']]))],
    ['two different Content-Length headers', () => buildRawRequest('POST', '/v1/sandbox/customers', host(), [['Content-Length', '2'], ['Content-Length', '40'], ['Content-Type', 'application/json']], '{}')],
    ['Transfer-Encoding with Content-Length (smuggling)', () => buildRawRequest('POST', '/v1/sandbox/customers', host(), [['Content-Length', '4'], ['Transfer-Encoding', 'chunked'], ['Content-Type', 'application/json']], '0\r\n\r\nGET /v1/sandbox/customers HTTP/1.1\r\nHost: x\r\n\r\n')],
    ['Latin-1 bytes in the X-Request-ID', () => buildRawRequest('GET', '/v1/sandbox/customers', host(), signedPairs().map(([n, v]) => (n === 'x-request-id' ? [n, `${v}\u00ff\u00e6`] : [n, v])))],
    ['a request line with a raw space in the target', () => Buffer.from(`GET /v1/sandbox/customers /../etc/passwd HTTP/1.1\r\nHost: ${host()}\r\n\r\n`)],
    ['a raw ../ target', () => buildRawRequest('GET', '/v1/../../../etc/passwd', host(), signedPairs())],
    ['an absolute-form target to another host', () => buildRawRequest('GET', 'http://attacker.example/v1/sandbox/customers', host(), signedPairs())],
    ['HTTP/0.9 style garbage', () => Buffer.from('\u0000\u0001\u0002 garbage\r\n\r\n')],
  ];

  it.each(cases)('answers %s with a 4xx (or closes), never 5xx, and stays up', async (_name, build) => {
    const answer = await exchangeRaw(server.url, build());
    figures.add('attacksTried');
    expect(answer.status === 0 || (answer.status >= 400 && answer.status < 500) || answer.status === 200).toBe(true);
    if (answer.status >= 400) expect(findErrorContractBreach(undefined, answer.status, answer.json)).toBeUndefined();
    expect(answer.head).not.toMatch(/\r\nInjected:/i);
    expect(answer.body).not.toMatch(LEAK);
    if (answer.status === 200) expect(answer.body).toContain('customerNumber');
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it.each([
    ['Content-Length: abc', () => Buffer.from(`POST /v1/sandbox/customers HTTP/1.1\r\nHost: ${host()}\r\nContent-Length: abc\r\n\r\n{}`), 'Content-Length is not a single decimal number'],
    ['a space in a header name', () => buildRawRequest('GET', '/v1/sandbox/customers', host(), signedPairs([['X Note', 'a']])), 'the header name "X Note" has characters a header name may not have', 'X Note'],
    // Regression (review K, TPP tools): a certificate wrapped at 64 columns got "a header name or value has
    // characters HTTP does not allow", naming no header.
    ['a certificate folded over lines (obs-fold)', () => buildRawRequest('GET', '/v1/sandbox/customers', host(), signedPairs().map(([n, v]) => (n === 'tpp-signature-certificate' ? [n, `${v.slice(0, 64)}\r\n ${v.slice(64)}`] : [n, v]))), 'the value of tpp-signature-certificate goes on over a line that starts with a space or tab', 'tpp-signature-certificate'],
    ['NUL inside a header value', () => buildRawRequest('GET', '/v1/sandbox/customers', host(), signedPairs([['X-Note', 'a\u0000b']])), 'the value of X-Note has a control character', 'X-Note'],
  ] as const)('says what is malformed: %s', async (_name, build, text, path?: string) => {
    const answer = await exchangeRaw(server.url, build());
    expect(answer.status).toBe(400);
    expect(answer.json.tppMessages[0]).toMatchObject({ code: 'FORMAT_ERROR', text: expect.stringContaining(text) });
    expect(answer.json.tppMessages[0].path).toBe(path);
  });

  it('never reflects CR/LF from X-Request-ID or TPP-Redirect-URI into response headers or links', async () => {
    const request = { method: 'POST', path: '/v1/payments/norwegian-domestic-credit-transfers', headers: { ...pisHeaders({ 'tpp-redirect-uri': 'https://tpp.example/cb?x=%0d%0aSet-Cookie:%20a=b' }), 'content-type': 'application/json' }, body: JSON.stringify(singleBody()) };
    const headers = signHeaders(request, { certificate: server.tpp.certificate, requestId: 'id%0d%0aSet-Cookie:a=b' });
    const res = await sendRequest(server.url, request, headers);
    figures.add('attacksTried');
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-request-id') ?? '').not.toMatch(/[\r\n]/);
    expect(res.text).not.toMatch(/\r|\n(?!$)/);
  });
});

describe('sizes', () => {
  it('answers headers larger than the limit with 431 and a tppMessages body', async () => {
    const answer = await exchangeRaw(server.url, buildRawRequest('GET', '/v1/sandbox/customers', new URL(server.url).host, [['X-Big', 'a'.repeat(40_000)]]));
    figures.add('attacksTried');
    expect(answer.status).toBe(431);
    expect(findErrorContractBreach(undefined, 431, answer.json)).toBeUndefined();
  });

  it('answers a body declared larger than the limit with 413 PAYLOAD_TOO_LARGE before reading it', async () => {
    const body = JSON.stringify({ customerNumber: 'x'.repeat(1_100_000) });
    const request = { method: 'POST', path: '/v1/sandbox/customers', headers: { 'content-type': 'application/json' }, body };
    const { res } = await send(request, server.tpp.certificate);
    expectRefused('createSandboxCustomer', res.status, res.json, { status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a chunked body that grows past the limit with 413', async () => {
    const host = new URL(server.url).host;
    const chunk = 'a'.repeat(64 * 1024);
    const chunks = Array.from({ length: 20 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    const head = buildRawRequest('POST', '/v1/sandbox/customers', host, [['Content-Type', 'application/json'], ['Transfer-Encoding', 'chunked']]);
    const answer = await exchangeRaw(server.url, Buffer.concat([head, Buffer.from(`${chunks}0\r\n\r\n`)]));
    figures.add('attacksTried');
    expect(answer.status).toBe(413);
    expect(findErrorContractBreach('createSandboxCustomer', 413, answer.json)).toBeUndefined();
  });
});

describe('bodies past the limit while the client is still sending', () => {
  /** Writes a signed-looking POST of `size` bytes in 64 KiB pieces, as a client does, and resolves with its answer. */
  function sendInPieces(size: number, chunked: boolean): Promise<{ status: number; error?: string; connection?: string }> {
    const url = new URL(server.url);
    return new Promise((resolve) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(size) }) };
      const req = httpRequest({ host: url.hostname, port: url.port, method: 'POST', path: '/v1/sandbox/customers', headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: String(res.headers.connection) }));
      });
      req.on('error', (error) => resolve({ status: 0, error: error.message }));
      const piece = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const write = () => {
        while (sent < size) {
          const part = piece.subarray(0, Math.min(piece.length, size - sent));
          sent += part.length;
          if (!req.write(part)) return void req.once('drain', write);
        }
        req.end();
      };
      write();
    });
  }

  // Regression: the server closed the connection at the limit while the client was still writing; its reset
  // threw the 413 away unread (EPIPE), on some of the attempts.
  it.each([
    ['declared by Content-Length', false],
    ['chunked', true],
  ])('a 3 MB body %s gets its 413 every time, and the connection is kept', async (_name, chunked) => {
    for (let i = 0; i < 4; i += 1) {
      const answer = await sendInPieces(3_000_000, chunked);
      figures.add('attacksTried');
      expect(answer).toMatchObject({ status: 413, connection: 'keep-alive' });
    }
  });

  it('a body declared far past what is worth reading (over 16 times the limit) is refused with Connection: close, unread', async () => {
    const url = new URL(server.url);
    const answer = await exchangeRaw(server.url, buildRawRequest('POST', '/v1/sandbox/customers', url.host, [['Content-Type', 'application/json'], ['Content-Length', String(20 * 1024 * 1024)]]));
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/\r\nConnection: close/i);
  });
});

describe('slow clients', () => {
  it('closes connections that dribble their headers or withhold their body, and keeps answering others meanwhile', async () => {
    const slow = Array.from({ length: 20 }, () => dribbleHeaders(server.url, 500));
    const withheld = withholdBody(server.url);
    figures.add('attacksTried', slow.length + 1);
    const latencies: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const res = await server.request('GET', '/v1/sandbox/customers');
      latencies.push(performance.now() - started);
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Math.max(...latencies)).toBeLessThan(3_000);
    // headersTimeout is 10 s and requestTimeout 30 s; the server checks them every 5 s, so 45 s bounds both.
    const bound = <T>(p: Promise<T>) => Promise.race([p, new Promise<undefined>((r) => setTimeout(() => r(undefined), 45_000))]);
    const [closed, body] = await Promise.all([Promise.all(slow.map((s) => bound(s.closed))), bound(withheld.closed)]);
    for (const s of [...slow, withheld]) s.socket.destroy();
    expect(closed.every((c) => c !== undefined)).toBe(true);
    for (const c of closed) {
      expect(c!.afterMs).toBeLessThan(45_000);
      if (c!.answer) expect(c!.answer).toMatch(/^HTTP\/1\.1 408/);
    }
    // The withheld body had its headers read, so it gets a 408 with the error contract, not a silent close.
    expect(body?.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(body?.answer).toMatch(/\r\nX-Request-ID: withheld-1\r\n/);
    expect(JSON.parse(body!.answer.slice(body!.answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR' }] });
    // ...and its request is logged with that 408 (it was logged as a 400).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logLines.some((l) => l.msg === 'request' && l.path === '/v1/sandbox/customers' && l.status === 408)).toBe(true);
  }, 60_000);
});

describe('path traversal and SQL injection in every path and query parameter of every operation', () => {
  it('answers each with a 4xx that keeps the error contract and leaks nothing', async () => {
    const jobs: { operationId: OperationId; request: OutgoingRequest; where: string; value: string }[] = [];
    const sample: Record<string, string> = {
      'payment-product': 'norwegian-domestic-credit-transfers',
      paymentId: seeded.single,
      basketId: seeded.basket,
      authorisationId: seeded.authorisations.single,
      tppId: server.tpp.id,
    };
    for (const operation of listOperations()) {
      const fill = (name: string, value: string) => operation.path.replace(/\{([^}]+)\}/g, (_m, p: string) => (p === name ? value : encodeURIComponent(sample[p] ?? '13039319955')));
      const body = operation.method === 'GET' || operation.method === 'DELETE' ? undefined : '{}';
      const headers = { ...pisHeaders(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
      for (const value of HOSTILE_STRINGS) {
        for (const raw of [false, true]) {
          for (const { name } of operation.pathParams) {
            jobs.push({ value, operationId: operation.operationId as OperationId, where: `path ${name}${raw ? ' raw' : ''}`, request: { method: operation.method, path: fill(name, encodeHostile(value, raw)), headers, ...(body ? { body } : {}) } });
          }
          for (const name of operation.queryParams) {
            jobs.push({ value, operationId: operation.operationId as OperationId, where: `query ${name}${raw ? ' raw' : ''}`, request: { method: operation.method, path: `${fill('', '')}?${name}=${encodeHostile(value, raw)}`, headers, ...(body ? { body } : {}) } });
          }
        }
      }
    }
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    await runPool(jobs.length, 8, async (i) => {
      const job = jobs[i]!;
      const res = await sendRequest(server.url, job.request, signHeaders(job.request, { certificate: server.tpp.certificate }));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      // fetch resolves dot segments ('.', '..') before sending, so such a value names another (own) resource.
      const rewritten = new URL(job.request.path, 'http://x').pathname !== job.request.path.split('?')[0];
      const breach = res.status < 400 ? (rewritten && res.status < 300 ? undefined : `status ${res.status}`) : findErrorContractBreach(job.operationId, res.status, res.json);
      if (breach) problems.push(`${job.operationId} ${job.where} ${job.request.path.slice(0, 120)}: ${breach}`);
      // The error text may repeat the hostile value itself; anything else matching LEAK is an internal leak.
      if (LEAK.test(res.text.split(JSON.stringify(job.value).slice(1, -1)).join(''))) problems.push(`${job.operationId} ${job.where}: leaked ${res.text.slice(0, 200)}`);
    });
    figures.add('attacksTried', jobs.length);
    figures.set('injectionStatuses', JSON.stringify(Object.fromEntries(statuses)));
    expect(problems.slice(0, 30)).toEqual([]);
  }, 600_000);
});
