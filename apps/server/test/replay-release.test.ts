/**
 * A read the bank fails to answer (5xx) does not use up its X-Request-ID: the client's retry with the same id is
 * processed, while a request that was processed stays protected against replays (found by the operator audit: a
 * retried GET after a database outage was refused as a replay, hiding the real error). A state-changing request
 * that failed in its handler keeps its id used, since it may have committed before the failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificates, signRequest, type TestCertificate } from '@xs2a-kit/signature';
import { StoreError } from '@xs2a-kit/store';
import type { HandlerTable } from '../src/operations/register-routes.js';
import { createSignatureAuthenticator } from '../src/signature-authenticator.js';
import { createMemoryReplays } from './support/memory-replays.js';
import { startStubApp, type StubApp } from './support/stub-app.js';

const memory = createMemoryReplays();
/** The next `remember` fails with this, once. */
let rememberFails: Error | undefined;
const replays: typeof memory = {
  ...memory,
  remember: async (tppId, requestId) => {
    const failure = rememberFails;
    rememberFails = undefined;
    if (failure !== undefined) throw failure;
    return memory.remember(tppId, requestId);
  },
};
let failNext = 0;
const handlers: HandlerTable = {
  listSandboxCustomers: () => {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('the database went away');
    }
    return { status: 200, body: [] };
  },
  createSandboxCustomer: () => {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('the database went away');
    }
    return { status: 201, body: { customerId: 'c1', customerNumber: '01010112345', customerName: 'A', customerType: 'PRIVATE', accounts: [], cardAccounts: [], agreements: [], _links: { self: { href: '/v1/sandbox/customers/c1' } } } };
  },
};

let stub: StubApp;
let base: string;
let qseal: TestCertificate;

beforeAll(async () => {
  ({ qseal } = await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-123456789', roles: ['PSP_AI', 'PSP_PI'] }));
  const clock = () => new Date();
  stub = await startStubApp({ handlers, clock, authenticator: createSignatureAuthenticator({ mode: 'sandbox', trustAnchors: undefined, clock, replays }) });
  base = stub.base;
});

afterAll(() => stub.close());

/** Signs once; the same headers are sent again, as a client retries. */
function signed(method: string, path: string, body?: string): () => Promise<number> {
  const { headers } = signRequest({
    method,
    target: path,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body }),
    privateKey: qseal.privateKey,
    certificate: qseal.certificateBase64,
  });
  return async () => (await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body }) })).status;
}

describe('replay protection and the bank\'s own failures', () => {
  it('a GET that failed with 500 can be retried with its X-Request-ID; once processed, a replay is refused', async () => {
    const send = signed('GET', '/v1/sandbox/customers');
    failNext = 1;
    expect(await send()).toBe(500);
    expect(await send()).toBeLessThan(300);
    expect(await send()).toBe(400);
  });

  // Review L (operator): a connection lost under the record's insert was a plain 500, and the TPP could not tell
  // whether to retry with the same X-Request-ID (refused if the record committed) or a new one.
  it('a POST whose X-Request-ID record failed says that nothing else ran and to send it again with a new X-Request-ID', async () => {
    const body = JSON.stringify({ customerNumber: '01010112346', name: 'B', type: 'private' });
    rememberFails = new StoreError('CONNECTION_LOST', 'terminating connection due to administrator command');
    const res = await fetch(`${base}/v1/sandbox/customers`, { method: 'POST', headers: signRequest({ method: 'POST', target: '/v1/sandbox/customers', headers: { 'content-type': 'application/json' }, body, privateKey: qseal.privateKey, certificate: qseal.certificateBase64 }).headers, body });
    expect(res.status).toBe(500);
    const answer = (await res.json()) as { tppMessages: { code: string; text: string }[] };
    expect(answer.tppMessages[0]).toMatchObject({ code: 'SYSTEM_ERROR', text: expect.stringContaining('send it again with a new X-Request-ID') });
    // A database out of reach before the insert was sent stays a 503 "nothing written".
    rememberFails = new StoreError('CONNECTION_FAILED', 'connect ECONNREFUSED 127.0.0.1:5432');
    const refused = await fetch(`${base}/v1/sandbox/customers`, { method: 'POST', headers: signRequest({ method: 'POST', target: '/v1/sandbox/customers', headers: { 'content-type': 'application/json' }, body, privateKey: qseal.privateKey, certificate: qseal.certificateBase64 }).headers, body });
    expect(refused.status).toBe(503);
  });

  it('a POST that failed in its handler keeps its X-Request-ID used: it may have committed, so the same request is not run twice', async () => {
    const send = signed('POST', '/v1/sandbox/customers', JSON.stringify({ customerNumber: '01010112345', name: 'A', type: 'private' }));
    failNext = 1;
    expect(await send()).toBe(500);
    expect(await send()).toBe(400);
  });
});
