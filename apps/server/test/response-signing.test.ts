import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRequest } from '@xs2a-kit/signature';
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
