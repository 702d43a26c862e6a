/**
 * Regression tests for the bugs the reliability suite found, each named after the bug.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateResponseBody } from '@xs2a-kit/schema';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { findErrorContractBreach } from './support/error-contract.js';
import { authorisationFromRedirect, pisHeaders, singleBody } from './support/resources.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('regressions', () => {
  it.each([
    ['arrays', `${'['.repeat(60_000)}${']'.repeat(60_000)}`],
    ['objects', `${'{"a":'.repeat(30_000)}1${'}'.repeat(30_000)}`],
  ])('a JSON body nested 10^4 levels deep (%s) overflowed the stack and answered 500; now 400 FORMAT_ERROR', async (_kind, rawBody) => {
    const res = await server.request('POST', '/v1/sandbox/customers', { rawBody, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(validateResponseBody('createSandboxCustomer', 400, res.json)).toBeUndefined();
    expect(res.json.tppMessages[0]).toMatchObject({ code: 'FORMAT_ERROR' });
    expect(res.json.tppMessages[0].text).toMatch(/deeper than/);
  });

  it('a body nested to the limit is still parsed and validated normally', async () => {
    const rawBody = `${'['.repeat(60)}${']'.repeat(60)}`;
    const res = await server.request('POST', '/v1/sandbox/customers', { rawBody, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json.tppMessages[0].text).not.toMatch(/deeper than/);
  });

  it("another TPP could decide a TPP's authorisation through the headless sandbox SCA (and read the psu-id issued to that TPP); now 404 like an unknown one", async () => {
    const created = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { body: singleBody(), headers: pisHeaders() });
    const authorisationId = authorisationFromRedirect(created.json._links.scaRedirect.href);
    const other = await server.createTpp('PSDNO-FSA-121212121');
    const decision = { customerNumber: '13039319955', decision: 'approve', context: 'PRIVATE' };
    const res = await server.request('POST', `/v1/sandbox/authorisations/${authorisationId}/approve`, { body: decision, tpp: other });
    expect(res.status).toBe(404);
    expect(validateResponseBody('decideSandboxAuthorisation', 404, res.json)).toBeUndefined();
    expect(res.text).not.toContain('psu-id');
    const status = await server.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${created.json.paymentId}/status`);
    expect(status.json.transactionStatus).toBe('RCVD');
    const own = await server.request('POST', `/v1/sandbox/authorisations/${authorisationId}/approve`, { body: decision });
    expect(own.status).toBe(200);
  });

  it('DELETE of an authorised payment with X-PSU-IDENTITY alone asked for PSU-Context, a header the DELETE does not declare; now 202', async () => {
    const created = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { body: singleBody(), headers: pisHeaders() });
    const decision = { customerNumber: '13039319955', decision: 'approve', context: 'PRIVATE' };
    await server.request('POST', `/v1/sandbox/authorisations/${authorisationFromRedirect(created.json._links.scaRedirect.href)}/approve`, { body: decision });
    const { 'psu-context': _undeclared, ...headers } = pisHeaders();
    const res = await server.request('DELETE', `/v1/payments/norwegian-domestic-credit-transfers/${created.json.paymentId}`, { headers });
    expect(res.status).toBe(202);
    expect(validateResponseBody('cancelPayment', 202, res.json)).toBeUndefined();
    // The error contract now catches the whole class: an answer asking for a header the operation does not declare.
    const asked = { tppMessages: [{ category: 'ERROR', code: 'HTTP_HEADER_REQUIRED', path: 'PSU-Context', text: 'PSU-Context is required' }] };
    expect(findErrorContractBreach('cancelPayment', 400, asked)).toMatch(/does not declare/);
    expect(findErrorContractBreach('startPaymentAuthorisation', 400, asked)).toBeUndefined();
  });
});
