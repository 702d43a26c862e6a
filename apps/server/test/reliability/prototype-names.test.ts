/**
 * Names of Object.prototype's members as client input (web security review: /docs/constructor found the member in
 * a plain object table and answered 500). Wherever a name, a code or an enum value a client sends is looked up,
 * these must be an unknown value: a 4xx (or a 200 that ignores them), never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const pis = { 'tpp-session-id': 'proto', 'tpp-redirect-uri': 'https://tpp.example/cb', 'psu-ip-address': '192.0.2.1', 'x-psu-identity': '13039319955', 'psu-context': 'PRIVATE' };
const periodic = (extra: Record<string, unknown>) => ({
  instructedAmount: { amount: '1.00', currency: 'NOK' },
  creditorName: 'Landlord AS',
  creditorAccount: { bban: '36240064418', currency: 'NOK' },
  debtorAccount: { bban: '09232911007', currency: 'NOK' },
  startDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
  frequency: 'Monthly',
  ...extra,
});

describe.each(NAMES)('the name %s', (name) => {
  it('as a static file, a path segment, a page and a query value: never a 5xx', async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/docs/${name}`).then((r) => r.status),
      fetch(`${server.url}/sca/${name}`).then((r) => r.status),
      server.request('GET', `/v1/payments/${name}/${name}/status`).then((r) => r.status),
      server.request('GET', `/v1/${name}`).then((r) => r.status),
      server.request('GET', `/v1/sandbox/card-accounts/${name}/transactions?bookingStatus=${name}`).then((r) => r.status),
      server.request('GET', `/v1/sandbox/customers?${name}=true`).then((r) => r.status),
    ]);
    expect(answers[0]).toBe(404);
    for (const status of answers) expect(status).toBeLessThan(500);
  });

  it('as a header value, a body member and an enum value: never a 5xx', async () => {
    const answers = await Promise.all([
      server.request('GET', '/v1/sandbox/customers', { headers: { 'x-accept-fix': name } }),
      server.request('POST', '/v1/periodic-payments/norwegian-domestic-credit-transfers', { headers: { ...pis, 'x-accept-fix': 'amount-as-string', 'psu-context': name }, body: periodic({}) }),
      server.request('POST', '/v1/periodic-payments/norwegian-domestic-credit-transfers', { headers: { ...pis, 'x-accept-fix': 'amount-as-string' }, body: periodic({ frequency: name, executionRule: name, purposeCode: name }) }),
      server.request('POST', '/v1/periodic-payments/norwegian-domestic-credit-transfers', { headers: { ...pis, 'x-accept-fix': name }, body: periodic({ [name]: 1, instructedAmount: { amount: '1.00', currency: name } }) }),
      server.request('POST', '/v1/signing-baskets', { headers: { ...pis, 'x-accept-fix': 'amount-as-string' }, body: { paymentIds: [name] } }),
    ]);
    for (const res of answers) expect(res.status, res.text).toBeLessThan(500);
  });
});
