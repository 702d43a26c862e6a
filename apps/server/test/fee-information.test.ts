/**
 * Straks fee information through a real server, in the specification's GET form and the real service's POST
 * form, with the sandbox price list of the domain's payment-fees.ts (free below NOK 500.00, NOK 2.00 from there),
 * and the payment initiations' answers priced by the same list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValid } from './account-consent-support.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const DEBTOR = '09232911007';
const CREDITOR = '36240064418';
const get = (query: Record<string, string>) =>
  server.request('GET', `/v1/payments/instant-norwegian-credit-transfers-straks/fee-information?${new URLSearchParams(query).toString()}`);
const post = (body: unknown) => server.request('POST', '/v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information', { body });

describe('Straks fee information (GET, query parameters)', () => {
  it.each([
    ['100.33', false, '0.00'],
    ['499.99', false, '0.00'],
    ['500.00', true, '2.00'],
    ['250000', true, '2.00'],
  ])('prices NOK %s: fee indicator %s, fee %s', async (amount, indicator, fee) => {
    const res = await get({ amount, currency: 'NOK', debtorAccount: DEBTOR, creditorAccount: CREDITOR });
    expect(res.status).toBe(200);
    expectValid('getStraksFeeInformation', res);
    expect(res.json).toEqual({ transactionFeeIndicator: indicator, transactionFees: { currency: 'NOK', amount: fee } });
  });

  it('accepts accounts given as IBANs', async () => {
    const res = await get({ amount: '900', currency: 'NOK', debtorAccount: 'NO1009232911007', creditorAccount: 'NO9136240064418' });
    expect(res.status).toBe(200);
    expect(res.json.transactionFeeIndicator).toBe(true);
  });

  it.each([
    ['a currency other than NOK', { amount: '100', currency: 'EUR', debtorAccount: DEBTOR, creditorAccount: CREDITOR }, 'currency'],
    ['three decimals in NOK', { amount: '100.333', currency: 'NOK', debtorAccount: DEBTOR, creditorAccount: CREDITOR }, 'amount'],
    ['a zero amount', { amount: '0', currency: 'NOK', debtorAccount: DEBTOR, creditorAccount: CREDITOR }, 'amount'],
    ['a BBAN failing MOD11', { amount: '100', currency: 'NOK', debtorAccount: '09232911044', creditorAccount: CREDITOR }, 'debtorAccount'],
  ])('rejects %s with 400 FORMAT_ERROR naming the parameter', async (_name, query, parameter) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expectValid('getStraksFeeInformation', res);
    expect(res.json.tppMessages[0]).toMatchObject({ code: 'FORMAT_ERROR', path: parameter });
    // The text names the query parameter as the path does (it said amount.amount, a body field, here).
    expect(res.json.tppMessages[0].text).not.toMatch(/\.amount|debtorAccount\.|creditorAccount\./);
  });

  it('requires every parameter (400 naming the missing one)', async () => {
    const res = await get({ amount: '100', currency: 'NOK', debtorAccount: DEBTOR });
    expect(res.status).toBe(400);
    expectValid('getStraksFeeInformation', res);
  });

  it('is a PISP operation: an AISP-only certificate gets 401 ROLE_INVALID', async () => {
    const aisp = await server.createTpp('PSDNO-FSA-333333333', ['PSP_AI']);
    const res = await server.request('GET', `/v1/payments/instant-norwegian-credit-transfers-straks/fee-information?amount=1&currency=NOK&debtorAccount=${DEBTOR}&creditorAccount=${CREDITOR}`, { tpp: aisp });
    expect(res.status).toBe(401);
    expectValid('getStraksFeeInformation', res);
    expect(res.json.tppMessages[0]).toMatchObject({ code: 'ROLE_INVALID', path: 'TPP-Signature-Certificate' });
  });
});

describe('Straks fee information (POST, the real service form)', () => {
  it("answers the portal's sample body like the GET form", async () => {
    const res = await post({ amount: { amount: '100.33', currency: 'NOK' }, creditorAccount: { bban: '95360573002', currency: 'NOK' }, debtorAccount: { bban: '95360573002', currency: 'NOK' } });
    expect(res.status).toBe(200);
    expectValid('requestStraksFeeInformation', res);
    expect(res.json).toEqual({ transactionFeeIndicator: false, transactionFees: { currency: 'NOK', amount: '0.00' } });
    const large = await post({ amount: { amount: '1500.00', currency: 'NOK' }, creditorAccount: { iban: 'NO9136240064418', currency: 'NOK' }, debtorAccount: { bban: DEBTOR, currency: 'NOK' } });
    expect(large.json.transactionFees).toEqual({ currency: 'NOK', amount: '2.00' });
  });

  it('says a body is missing rather than its Digest, when the request has neither', async () => {
    const res = await server.request('POST', '/v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information', { headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expectValid('requestStraksFeeInformation', res);
    expect(res.json.tppMessages).toEqual([expect.objectContaining({ code: 'FORMAT_ERROR', text: 'A JSON request body is required.' })]);
  });

  it('names body fields in its errors', async () => {
    const euro = await post({ amount: { amount: '10.00', currency: 'EUR' }, creditorAccount: { bban: CREDITOR, currency: 'NOK' }, debtorAccount: { bban: DEBTOR, currency: 'NOK' } });
    expect(euro.status).toBe(400);
    expectValid('requestStraksFeeInformation', euro);
    expect(euro.json.tppMessages[0].path).toBe('amount.currency');
    const foreign = await post({ amount: { amount: '10.00', currency: 'NOK' }, creditorAccount: { iban: 'DE89370400440532013000', currency: 'NOK' }, debtorAccount: { bban: DEBTOR, currency: 'NOK' } });
    expect(foreign.status).toBe(403);
    expectValid('requestStraksFeeInformation', foreign);
    expect(foreign.json.tppMessages[0]).toMatchObject({ code: 'PRODUCT_INVALID', path: 'creditorAccount.iban' });
  });
});

// Regression (BG audit): the templated payment routes also match the POST-only path, so GET read a payment
// called "fee-information" (404) instead of saying which method the path offers.
describe('the fee-information paths own their methods', () => {
  it.each([
    ['GET', '/v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information', 'POST'],
    ['DELETE', '/v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information', 'POST'],
    ['DELETE', '/v1/payments/instant-norwegian-credit-transfers-straks/fee-information', 'GET, HEAD'],
  ])('%s %s is 405 SERVICE_INVALID with Allow: %s', async (method, path, allow) => {
    const res = await server.request(method, path);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(res.json.tppMessages[0]).toMatchObject({ category: 'ERROR', code: 'SERVICE_INVALID' });
  });

  it('answers OPTIONS on it with its own methods only', async () => {
    const res = await server.request('OPTIONS', '/v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information');
    expect(res.status).toBe(200);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('leaves the templated routes to everything else', async () => {
    const res = await server.request('GET', '/v1/payments/instant-norwegian-domestic-credit-transfers-straks/no-such-payment');
    expect(res.status).toBe(404);
    expect(res.json.tppMessages[0].code).toBe('RESOURCE_UNKNOWN');
  });
});

// Regression (review K, payments review): the initiation answered transactionFees 0.00 and transactionFeeIndicator
// false for every payment, while the fee information priced the same Straks payment at NOK 2.00.
describe('payment initiations state the fee of the same price list', () => {
  const headers = { 'x-accept-fix': 'amount-as-string', 'tpp-session-id': 'fees-1', 'tpp-redirect-uri': 'https://tpp.example/cb', 'psu-ip-address': '192.0.2.1', 'x-psu-identity': '13039319955', 'psu-context': 'PRIVATE' };
  const transfer = (amount: string) => ({ instructedAmount: { amount, currency: 'NOK' }, creditorName: 'Kiosk AS', creditorAccount: { bban: CREDITOR, currency: 'NOK' } });
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  it.each([
    ['a Straks payment of NOK 499.99', 'payments', { ...transfer('499.99'), debtorAccount: { bban: DEBTOR, currency: 'NOK' } }, false, '0.00'],
    ['a Straks payment of NOK 500.00', 'payments', { ...transfer('500.00'), debtorAccount: { bban: DEBTOR, currency: 'NOK' } }, true, '2.00'],
    ['a periodic Straks payment of NOK 700.00 (per execution)', 'periodic-payments', { ...transfer('700.00'), debtorAccount: { bban: DEBTOR, currency: 'NOK' }, startDate: inDays(7), frequency: 'Monthly', dayOfExecution: '5' }, true, '2.00'],
    ['a bulk Straks payment of NOK 600.00, 650.00 and 100.00 (each entry)', 'bulk-payments', { debtorAccount: { bban: DEBTOR, currency: 'NOK' }, payments: [transfer('600.00'), transfer('650.00'), transfer('100.00')] }, true, '4.00'],
  ] as const)('%s', async (_name, service, body, indicator, fee) => {
    const res = await server.request('POST', `/v1/${service}/instant-norwegian-domestic-credit-transfers-straks?allowLogicalDuplicate=true`, { headers, body });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ transactionFeeIndicator: indicator, transactionFees: { currency: 'NOK', amount: fee } });
  });

  it('states a domestic payment free, in its currency', async () => {
    const res = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { headers, body: { ...transfer('900.00'), debtorAccount: { bban: DEBTOR, currency: 'NOK' } } });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ transactionFeeIndicator: false, transactionFees: { currency: 'NOK', amount: '0.00' } });
  });
});
