/**
 * The sandbox account and agreement operations, fill and the on-demand batch run, through a real server, with
 * the portal's mock-data bodies (amounts as JSON numbers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBankToday } from '@xs2a-kit/domain';
import { validateResponseBody, type OperationId } from '@xs2a-kit/schema';
import { startTestServer, type TestResponse, type TestServer } from './support/test-server.js';

let server: TestServer;
let totalkonto: string;
beforeAll(async () => {
  server = await startTestServer();
  const list = await server.request('GET', '/v1/sandbox/customers?withAccounts=true');
  totalkonto = list.json[0].accounts[0];
});
afterAll(() => server.close());

function expectValid(operationId: OperationId, res: TestResponse, status: number): void {
  expect(res.status, res.text).toBe(status);
  if (res.json !== undefined) expect(validateResponseBody(operationId, res.status, res.json)).toBeUndefined();
}

const portalAccount = {
  customerNumber: '13039319955',
  accountName: 'Ekstrakonto',
  bban: '95360573002',
  iban: 'NO0995360573002',
  currency: 'NOK',
  product: 'Totalkonto',
  cashAccountType: 'CACC',
  creditLine: 0,
  balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: 18000, currency: 'NOK' } }],
};

const portalTransaction = {
  amount: -100,
  currency: 'NOK',
  valueDate: '2019-05-08',
  bookingDate: '2019-05-08',
  remittanceInformationUnstructured: 'Test',
  creditorName: 'Creditor',
  creditorAccount: { bban: '95360573002' },
  debtorName: 'Test Testperson 3',
  debtorAccount: { iban: 'NO7809232911044' },
  bankTransactionCode: 'PMNT',
};

describe('sandbox accounts', () => {
  let accountId: string;

  // Review: the spec let limits be negative (the amount schema's rule) while the bank refused them.
  it.each([-5, '-5.00'])('refuses a negative creditLine (%s) with 400 FORMAT_ERROR at creditLine, as the spec now says', async (creditLine) => {
    const res = await server.request('POST', '/v1/sandbox/accounts', { body: { ...portalAccount, bban: '95360573010', iban: undefined, creditLine } });
    expect(res.status).toBe(400);
    expect(res.json.tppMessages).toEqual([expect.objectContaining({ code: 'FORMAT_ERROR', path: 'creditLine' })]);
  });

  it('creates an account from the portal body and reads it back with its balance as a decimal string', async () => {
    const res = await server.request('POST', '/v1/sandbox/accounts', { body: portalAccount });
    expectValid('createSandboxAccount', res, 201);
    expect(res.json).toMatchObject({ customerNumber: '13039319955', bban: '95360573002', iban: 'NO0995360573002', currency: 'NOK', creditLine: '0.00' });
    expect(res.json.balances[0].balanceAmount).toEqual({ amount: '18000.00', currency: 'NOK' });
    accountId = res.json.id;
    const read = await server.request('GET', `/v1/sandbox/accounts/${encodeURIComponent(accountId)}`);
    expectValid('getSandboxAccount', read, 200);
    expect(read.json).toEqual(res.json);
    const owner = await server.request('GET', '/v1/sandbox/customers?withAccounts=true');
    expect(owner.json[0].accounts).toContain(accountId);
  });

  it.each([
    ['an unknown owner', { ...portalAccount, customerNumber: '00000000000', bban: '95360573010', iban: undefined }, 'customerNumber', 400],
    ['a bban in use (409 CONFLICT, as a taken customer number)', portalAccount, 'bban', 409],
    ['neither bban nor iban', { customerNumber: '13039319955', currency: 'NOK' }, 'bban', 400],
    ['a bban in print format', { ...portalAccount, bban: '1234.56.78901', iban: undefined }, 'bban', 400],
    ['a balance in another currency', { ...portalAccount, bban: '95360573010', iban: undefined, balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: 1, currency: 'EUR' } }] }, 'balances[0].balanceAmount.currency', 400],
    ['too many decimals', { ...portalAccount, bban: '95360573010', iban: undefined, balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: 1.234, currency: 'NOK' } }] }, 'balances[0].balanceAmount.amount', 400],
    ['no currency', { customerNumber: '13039319955', bban: '95360573010' }, 'currency', 400],
  ])('answers 4xx naming the field for %s', async (_name, body, field, status) => {
    const res = await server.request('POST', '/v1/sandbox/accounts', { body });
    expectValid('createSandboxAccount', res, status);
    expect(res.json.tppMessages[0].path).toContain(field);
  });

  it("accepts the portal's exact Totalkonto body, whose BBAN fails MOD11 while its IBAN's mod 97 holds", async () => {
    const body = {
      customerNumber: '13039319955',
      accountName: 'Totalkonto',
      bban: '09232911044',
      iban: 'NO7809232911044',
      currency: 'NOK',
      product: 'Totalkonto',
      cashAccountType: 'CACC',
      creditLine: 0,
      balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: 18000, currency: 'NOK' } }],
    };
    const res = await server.request('POST', '/v1/sandbox/accounts', { body });
    expectValid('createSandboxAccount', res, 201);
    expect(res.json).toMatchObject({ bban: '09232911044', iban: 'NO7809232911044', accountName: 'Totalkonto', product: 'Totalkonto' });
    expect(res.json.balances[0].balanceAmount).toEqual({ amount: '18000.00', currency: 'NOK' });
    const wrongMod97 = await server.request('POST', '/v1/sandbox/accounts', { body: { ...body, bban: '09232911045', iban: 'NO7809232911045' } });
    expectValid('createSandboxAccount', wrongMod97, 400);
    expect(wrongMod97.json.tppMessages[0].path).toContain('iban');
  });

  it('changes the balance with PUT .../balances', async () => {
    const res = await server.request('PUT', `/v1/sandbox/accounts/${encodeURIComponent(accountId)}/balances`, {
      body: { balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: -250.5, currency: 'NOK' } }] },
    });
    expectValid('updateSandboxAccountBalances', res, 200);
    expect(res.json.balances[0].balanceAmount).toEqual({ amount: '-250.50', currency: 'NOK' });
    const read = await server.request('GET', `/v1/sandbox/accounts/${encodeURIComponent(accountId)}`);
    expect(read.json.balances[0].balanceAmount.amount).toBe('-250.50');
  });

  it('refuses a balance update with no balances, or on an unknown account', async () => {
    const empty = await server.request('PUT', `/v1/sandbox/accounts/${encodeURIComponent(accountId)}/balances`, { body: { balances: [] } });
    expectValid('updateSandboxAccountBalances', empty, 400);
    expect(empty.json.tppMessages[0].path).toContain('balances');
    const unknown = await server.request('PUT', '/v1/sandbox/accounts/nope/balances', {
      body: { balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: 1, currency: 'NOK' } }] },
    });
    expectValid('updateSandboxAccountBalances', unknown, 404);
    expect(unknown.json.tppMessages[0].code).toBe('RESOURCE_UNKNOWN');
  });

  it('adds the portal transactions, lists them and reads one', async () => {
    const res = await server.request('POST', `/v1/sandbox/accounts/${encodeURIComponent(accountId)}/transactions`, {
      body: [portalTransaction, { amount: 42, currency: 'NOK', bookingStatus: 'pending', valueDate: '2019-05-09' }],
    });
    expectValid('createSandboxAccountTransactions', res, 201);
    expect(res.json[0]).toMatchObject({ bookingStatus: 'booked', transactionAmount: { amount: '-100.00', currency: 'NOK' }, creditorName: 'Creditor' });
    expect(res.json[1]).toMatchObject({ bookingStatus: 'pending', transactionAmount: { amount: '42.00', currency: 'NOK' } });
    expect(res.json[1].bookingDate).toBeUndefined();

    const list = await server.request('GET', `/v1/sandbox/accounts/${encodeURIComponent(accountId)}/transactions`);
    expectValid('listSandboxAccountTransactions', list, 200);
    expect(list.json.map((t: any) => t.transactionId)).toEqual([res.json[1].transactionId, res.json[0].transactionId]);

    const one = await server.request('GET', `/v1/sandbox/accounts/${encodeURIComponent(accountId)}/transactions/${encodeURIComponent(res.json[0].transactionId)}`);
    expectValid('getSandboxAccountTransaction', one, 200);
    expect(one.json).toEqual(res.json[0]);
  });

  it('keeps a purpose code of the ISO 20022 list and serves it with the transaction', async () => {
    const res = await server.request('POST', `/v1/sandbox/accounts/${encodeURIComponent(accountId)}/transactions`, { body: [{ ...portalTransaction, purposeCode: 'ELEC' }] });
    expectValid('createSandboxAccountTransactions', res, 201);
    expect(res.json[0].purposeCode).toBe('ELEC');
  });

  it('books a transaction without dates today', async () => {
    const res = await server.request('POST', `/v1/sandbox/accounts/${encodeURIComponent(accountId)}/transactions`, { body: [{ amount: '1.00', currency: 'NOK' }] });
    expectValid('createSandboxAccountTransactions', res, 201);
    expect(res.json[0].bookingStatus).toBe('booked');
    expect(res.json[0].bookingDate).toBe(res.json[0].valueDate);
  });

  it.each([
    ['a booking date after the value date', [{ ...portalTransaction, bookingDate: '2019-05-09' }], '[0].bookingDate'],
    ['a future booking date', [{ ...portalTransaction, bookingDate: '2999-01-01', valueDate: '2999-01-01' }], '[0].bookingDate'],
    ['a future value date', [portalTransaction, { ...portalTransaction, bookingDate: '2019-05-08', valueDate: '2999-01-01' }], '[1].valueDate'],
    ['another currency than the account', [{ ...portalTransaction, currency: 'EUR' }], '[0].currency'],
    ['a missing amount', [{ currency: 'NOK' }], 'amount'],
    ['an empty array', [], ''],
    // Regression (review I): any four characters were kept and served in the AIS, where Berlin Group's schema
    // allows only the ExternalPurpose1Code list.
    ['a purpose code outside ISO 20022 ExternalPurpose1Code', [{ ...portalTransaction, purposeCode: 'XXXX' }], '[0].purposeCode'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const res = await server.request('POST', `/v1/sandbox/accounts/${encodeURIComponent(accountId)}/transactions`, { body });
    expectValid('createSandboxAccountTransactions', res, 400);
    expect(res.json.tppMessages[0].code).toBe('FORMAT_ERROR');
    expect(res.json.tppMessages[0].path ?? '').toContain(field);
  });

  it('pages and filters the starting transactions in one stable order', async () => {
    const path = `/v1/sandbox/accounts/${encodeURIComponent(totalkonto)}/transactions`;
    const all = await server.request('GET', path);
    expectValid('listSandboxAccountTransactions', all, 200);
    expect(all.json.length).toBeGreaterThan(4);
    const pages = [];
    for (let offset = 0; offset < all.json.length; offset += 3) {
      const page = await server.request('GET', `${path}?offset=${offset}&limit=3`);
      expectValid('listSandboxAccountTransactions', page, 200);
      pages.push(...page.json);
    }
    expect(pages).toEqual(all.json);
    const booked = all.json.filter((t: any) => t.bookingStatus === 'booked');
    const day = booked[0].bookingDate;
    const sameDay = await server.request('GET', `${path}?fromDate=${day}&toDate=${day}`);
    expect(sameDay.json.every((t: any) => (t.bookingDate ?? t.valueDate) === day)).toBe(true);
  });

  it.each([
    ['limit 0', '?limit=0', 'limit'],
    ['a negative offset', '?offset=-1', 'offset'],
    ['a date that is not a date', '?fromDate=yesterday', 'fromDate'],
  ])('refuses %s with 400', async (_name, query, field) => {
    const res = await server.request('GET', `/v1/sandbox/accounts/${encodeURIComponent(totalkonto)}/transactions${query}`);
    expectValid('listSandboxAccountTransactions', res, 400);
    expect(res.json.tppMessages[0].path).toContain(field);
  });

  it('answers 404 RESOURCE_UNKNOWN for unknown ids, naming the path parameter', async () => {
    const cases: [OperationId, string, string, string, unknown?][] = [
      ['getSandboxAccount', 'GET', '/v1/sandbox/accounts/nope', 'mockAccountId'],
      ['listSandboxAccountTransactions', 'GET', '/v1/sandbox/accounts/nope/transactions', 'mockAccountId'],
      ['createSandboxAccountTransactions', 'POST', '/v1/sandbox/accounts/nope/transactions', 'mockAccountId', [portalTransaction]],
      ['getSandboxAccountTransaction', 'GET', `/v1/sandbox/accounts/${encodeURIComponent(totalkonto)}/transactions/nope`, 'mockTransactionId'],
      ['getSandboxAccountTransaction', 'GET', '/v1/sandbox/accounts/nope-account/transactions/nope', 'mockAccountId'],
      ['getSandboxCardAccount', 'GET', '/v1/sandbox/card-accounts/nope-card', 'mockCardAccountId'],
      ['getSandboxCustomer', 'GET', '/v1/sandbox/customers/nope-customer', 'customerId'],
      ['getPayment', 'GET', '/v1/payments/norwegian-domestic-credit-transfers/nope-payment', 'paymentId'],
      ['getPaymentStatus', 'GET', '/v1/payments/norwegian-domestic-credit-transfers/nope-payment/status', 'paymentId'],
      ['getSigningBasket', 'GET', '/v1/signing-baskets/nope-basket', 'basketId'],
    ];
    for (const [op, method, path, parameter, body] of cases) {
      const res = await server.request(method, path, body === undefined ? {} : { body });
      expectValid(op, res, 404);
      expect(res.json.tppMessages[0], path).toMatchObject({ code: 'RESOURCE_UNKNOWN', path: parameter });
    }
  });
});

describe('sandbox agreements', () => {
  it('lists private and corporate agreements', async () => {
    const res = await server.request('GET', '/v1/sandbox/agreements');
    expectValid('listSandboxAgreements', res, 200);
    expect(new Set(res.json.map((a: any) => a.ownerType))).toEqual(new Set(['PRIVATE', 'CORPORATE']));
  });

  it('creates a corporate agreement from the portal body and adds an engagement', async () => {
    const res = await server.request('POST', '/v1/sandbox/agreements', {
      body: { owner: '18129215603', name: 'Testfirma 2', engagements: [{ customer: '13039319955', account: { iban: 'NO4615030012345' }, roles: ['VIEW', 'REGISTER'] }] },
    });
    expectValid('createSandboxAgreement', res, 201);
    expect(res.json).toMatchObject({ owner: '18129215603', ownerType: 'CORPORATE', engagements: [{ customer: '13039319955', account: { iban: 'NO4615030012345' } }] });

    const added = await server.request('POST', `/v1/sandbox/agreements/${encodeURIComponent(res.json.id)}/engagements`, {
      body: { customer: '12085592767', account: { iban: 'NO7686620069509' }, roles: ['REGISTER', 'VIEW'], registerLimit: 0, approvalLimit: 0 },
    });
    expectValid('addSandboxAgreementEngagement', added, 201);
    expect(added.json.engagements).toHaveLength(2);
    expect(added.json.engagements[1]).toMatchObject({ customer: '12085592767', registerLimit: '0.00' });
  });

  it.each([
    ['a private owner', { owner: '13039319955', name: 'X' }, 'owner', 400],
    ['an unknown owner', { owner: '00000000', name: 'X' }, 'owner', 400],
    ['an account the owner does not have', { owner: '18129215603', name: 'X', engagements: [{ customer: '13039319955', account: { iban: 'NO1009232911007' }, roles: ['VIEW'] }] }, 'engagements[0].account.iban', 400],
    ['an unknown role', { owner: '18129215603', name: 'X', engagements: [{ customer: '13039319955', account: { iban: 'NO4615030012345' }, roles: ['OWN'] }] }, 'roles', 400],
  ])('refuses %s naming the field', async (_name, body, field, status) => {
    const res = await server.request('POST', '/v1/sandbox/agreements', { body });
    expectValid('createSandboxAgreement', res, status);
    expect(res.json.tppMessages[0].path).toContain(field);
  });

  it('answers 404 for an engagement on an unknown agreement', async () => {
    const res = await server.request('POST', '/v1/sandbox/agreements/nope/engagements', {
      body: { customer: '12085592767', account: { iban: 'NO7686620069509' }, roles: ['VIEW'] },
    });
    expectValid('addSandboxAgreementEngagement', res, 404);
    expect(res.json.tppMessages[0].code).toBe('RESOURCE_UNKNOWN');
  });
});

describe('sandbox fill and batch run', () => {
  it('fills the chosen accounts with the asked number of transactions, never in the future', async () => {
    const before = await server.request('GET', `/v1/sandbox/accounts/${encodeURIComponent(totalkonto)}/transactions`);
    const res = await server.request('POST', '/v1/sandbox/fill', { body: { accountIds: [totalkonto], months: 2, transactionsPerMonth: 5, seed: 7 } });
    expectValid('fillSandbox', res, 201);
    expect(res.json).toEqual({ accounts: [{ accountId: totalkonto, transactionsCreated: 10 }] });
    const after = await server.request('GET', `/v1/sandbox/accounts/${encodeURIComponent(totalkonto)}/transactions`);
    expect(after.json.length).toBe(before.json.length + 10);
    // The bank's today (Oslo), which is already tomorrow in UTC terms late in the evening.
    const today = getBankToday({ now: () => new Date() });
    expect(after.json.every((t: any) => (t.bookingDate ?? '') <= today)).toBe(true);
  });

  it('fills every account without a body and refuses an unknown account id', async () => {
    const res = await server.request('POST', '/v1/sandbox/fill');
    expectValid('fillSandbox', res, 201);
    expect(res.json.accounts.length).toBeGreaterThanOrEqual(8);
    expect(res.json.accounts.every((a: any) => a.transactionsCreated === 30)).toBe(true);
    const unknown = await server.request('POST', '/v1/sandbox/fill', { body: { accountIds: ['nope'] } });
    expectValid('fillSandbox', unknown, 400);
    expect(unknown.json.tppMessages[0]).toMatchObject({ code: 'RESOURCE_UNKNOWN', path: 'accountIds[0]' });
    const months = await server.request('POST', '/v1/sandbox/fill', { body: { months: 13 } });
    expectValid('fillSandbox', months, 400);
    expect(months.json.tppMessages[0].path).toContain('months');
  });

  it('runs the batch on demand and reports the run', async () => {
    const res = await server.request('POST', '/v1/sandbox/batch-runs');
    expectValid('runSandboxBatch', res, 201);
    expect(res.json).toMatchObject({ runId: expect.any(String), processed: [], otherPayments: expect.any(Number) });
    expect(res.json.finishedAt >= res.json.startedAt).toBe(true);
    // spec, general rule 3: date-times are YYYY-MM-DDThh:mm:ss+00:00, not JavaScript's 2026-11-25T04:27:11.368Z
    expect(res.json.startedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(res.json.finishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
  });
});
