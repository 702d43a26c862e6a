/**
 * The sandbox card account operations through a real server: the portal's bodies, balances, and the detailed
 * transaction listing (bookingStatus, dates, offset, limit, stable order, pending as ids).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateResponseBody, type OperationId } from '@xs2a-kit/schema';
import { attended, consentAll } from './account-consent-support.js';
import { startTestServer, type TestResponse, type TestServer } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function expectValid(operationId: OperationId, res: TestResponse, status: number): void {
  expect(res.status, res.text).toBe(status);
  if (res.json !== undefined) expect(validateResponseBody(operationId, res.status, res.json)).toBeUndefined();
}

const portalCard = {
  customerNumber: '13039319955',
  maskedPan: '1234xxxxxxxx4321',
  currency: 'NOK',
  creditLimit: { currency: 'NOK', amount: 1000 },
  // EVRY's seed script (init_13039319955_private.sh) sends both types.
  balances: [
    { balanceAmount: { currency: 'NOK', amount: 0 }, balanceType: 'EXPECTED', referenceDate: '2020-01-01', lastChangeDateTime: '2019-10-14T13:55:45.494Z', lastCommittedTransaction: 'test' },
    { balanceAmount: { currency: 'NOK', amount: 0 }, balanceType: 'AUTHORISED', referenceDate: '2020-01-01', lastChangeDateTime: '2019-10-14T13:55:45.494Z', lastCommittedTransaction: 'test' },
  ],
  cardId: '1',
  cardIdVNo: '2',
  accountNumber: '123412341234',
  expiry: '2020-01-01',
  name: 'Test',
  product: 'Basic Credit',
  status: 'ENABLED',
};

const portalCardTransaction = {
  cardTransactionId: 'test',
  terminalId: 'tid',
  bookingDate: '2019-05-08',
  transactionDate: '2018-06-07',
  transactionAmount: { currency: 'NOK', amount: 100 },
  originalAmount: { currency: 'NOK', amount: 100 },
  merchantCategoryCode: 'BOB',
  markupFee: { currency: 'NOK', amount: 10 },
  markupFeePercentage: '20',
  cardAcceptorId: '',
  cardAcceptorAddress: { street: '', buildingNumber: '', postalCode: '', city: '', country: '' },
  maskedPan: '',
  transactionDetails: '',
  invoiced: 'true',
  proprietaryBankTransactionCode: '',
};

describe('sandbox card accounts', () => {
  let cardId: string;
  const txPath = () => `/v1/sandbox/card-accounts/${encodeURIComponent(cardId)}/transactions`;

  it('creates a card account from the portal body and reads it back', async () => {
    const res = await server.request('POST', '/v1/sandbox/card-accounts', { body: portalCard });
    expectValid('createSandboxCardAccount', res, 201);
    // Every field of the portal's body comes back as sent, except the amounts (decimal strings) and the status (lower case).
    const { balances: _balances, creditLimit: _creditLimit, status: _status, ...kept } = portalCard;
    expect(res.json).toMatchObject({ ...kept, creditLimit: { amount: '1000.00', currency: 'NOK' }, status: 'enabled' });
    cardId = res.json.resourceId;
    const read = await server.request('GET', `/v1/sandbox/card-accounts/${encodeURIComponent(cardId)}`);
    expectValid('getSandboxCardAccount', read, 200);
    expect(read.json).toEqual(res.json);
  });

  it.each([
    ['an unknown owner', { ...portalCard, customerNumber: '0' }, 'customerNumber'],
    ['a masked PAN that is not one', { ...portalCard, maskedPan: 'abc' }, 'maskedPan'],
    ['a missing currency', { customerNumber: '13039319955', maskedPan: '1234xxxxxxxx4321' }, 'currency'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const res = await server.request('POST', '/v1/sandbox/card-accounts', { body });
    expectValid('createSandboxCardAccount', res, 400);
    expect(res.json.tppMessages[0].path).toContain(field);
  });

  it('changes the balance and keeps the card transactions', async () => {
    const added = await server.request('POST', txPath(), { body: [portalCardTransaction] });
    expectValid('createSandboxCardAccountTransactions', added, 201);
    const res = await server.request('PUT', `/v1/sandbox/card-accounts/${encodeURIComponent(cardId)}/balances`, {
      body: { balances: [{ balanceType: 'AUTHORISED', balanceAmount: { amount: -1234.5, currency: 'NOK' } }] },
    });
    expectValid('updateSandboxCardAccountBalances', res, 200);
    expect(res.json.balances[0].balanceAmount).toEqual({ amount: '-1234.50', currency: 'NOK' });
    const read = await server.request('GET', `/v1/sandbox/card-accounts/${encodeURIComponent(cardId)}`);
    expect(read.json.balances[0].balanceAmount.amount).toBe('-1234.50');
    const list = await server.request('GET', `${txPath()}?bookingStatus=both`);
    expect(list.json.cardTransactions.booked.map((t: any) => t.cardTransactionId)).toEqual(['test']);
  });

  it('lists the portal transaction with whole-unit integer amounts, pending ones by id', async () => {
    const added = await server.request('POST', txPath(), {
      body: [{ cardTransactionId: 'test-2', bookingStatus: 'pending', transactionDate: '2019-05-09', transactionAmount: { currency: 'NOK', amount: 50 } }],
    });
    expectValid('createSandboxCardAccountTransactions', added, 201);
    const res = await server.request('GET', `${txPath()}?bookingStatus=both`);
    expectValid('listSandboxCardAccountTransactions', res, 200);
    expect(res.json).toEqual({
      cardAccount: { maskedPan: '1234xxxxxxxx4321' },
      cardTransactions: {
        booked: [
          {
            cardTransactionId: 'test',
            bookingDate: '2019-05-08',
            transactionDate: '2018-06-07',
            transactionAmount: { currency: 'NOK', amount: 100 },
            originalAmount: { currency: 'NOK', amount: 100 },
            merchantCategoryCode: 'BOB',
          },
        ],
        pending: ['test-2'],
      },
    });
    const booked = await server.request('GET', `${txPath()}?bookingStatus=booked`);
    expect(booked.json.cardTransactions.pending).toEqual([]);
    const pending = await server.request('GET', `${txPath()}?bookingStatus=pending`);
    expect(pending.json.cardTransactions).toEqual({ booked: [], pending: ['test-2'] });
  });

  it('pages the starting card transactions in one stable order and filters by date', async () => {
    const customers = await server.request('GET', '/v1/sandbox/customers?withAccounts=true');
    const path = `/v1/sandbox/card-accounts/${encodeURIComponent(customers.json[1].cardAccounts[0])}/transactions`;
    const all = await server.request('GET', `${path}?bookingStatus=booked`);
    expectValid('listSandboxCardAccountTransactions', all, 200);
    const ids = all.json.cardTransactions.booked.map((t: any) => t.cardTransactionId);
    expect(ids.length).toBeGreaterThan(2);
    expect((await server.request('GET', `${path}?bookingStatus=booked`)).json).toEqual(all.json);
    const paged: string[] = [];
    for (let offset = 0; offset < ids.length; offset += 2) {
      const page = await server.request('GET', `${path}?bookingStatus=booked&offset=${offset}&limit=2`);
      expectValid('listSandboxCardAccountTransactions', page, 200);
      paged.push(...page.json.cardTransactions.booked.map((t: any) => t.cardTransactionId));
    }
    expect(paged).toEqual(ids);
    const dates = all.json.cardTransactions.booked.map((t: any) => t.bookingDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const day = dates[0];
    const filtered = await server.request('GET', `${path}?bookingStatus=booked&fromDate=${day}&toDate=${day}`);
    expect(filtered.json.cardTransactions.booked.every((t: any) => t.bookingDate === day)).toBe(true);
    const past = await server.request('GET', `${path}?bookingStatus=both&toDate=2000-01-01`);
    expect(past.json.cardTransactions).toEqual({ booked: [], pending: [] });
  });

  it.each([
    ['no bookingStatus', '', 'QUERY_PARAMETER_REQUIRED', 'bookingStatus'],
    ['an unknown bookingStatus', '?bookingStatus=all', 'FORMAT_ERROR', 'bookingStatus'],
    ['limit 0', '?bookingStatus=both&limit=0', 'FORMAT_ERROR', 'limit'],
    ['a negative offset', '?bookingStatus=both&offset=-1', 'FORMAT_ERROR', 'offset'],
    ['fromDate after toDate', '?bookingStatus=both&fromDate=2020-02-01&toDate=2020-01-01', 'FORMAT_ERROR', 'fromDate'],
  ])('refuses %s with 400', async (_name, query, code, field) => {
    const res = await server.request('GET', `${txPath()}${query}`);
    expectValid('listSandboxCardAccountTransactions', res, 400);
    expect(res.json.tppMessages[0]).toMatchObject({ code, path: expect.stringContaining(field) });
  });

  it.each([
    ['a booking date before the transaction date', [{ ...portalCardTransaction, cardTransactionId: 'x1', bookingDate: '2018-06-06' }], '[0].bookingDate'],
    ['a future transaction date', [{ ...portalCardTransaction, cardTransactionId: 'x2', transactionDate: '2999-01-01', bookingDate: '2999-01-01' }], '[0].transactionDate'],
    ['a cardTransactionId in use', [portalCardTransaction], '[0].cardTransactionId'],
    ['an amount that is not whole units', [{ ...portalCardTransaction, cardTransactionId: 'x3', transactionAmount: { currency: 'NOK', amount: 1.5 } }], 'transactionAmount'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const res = await server.request('POST', txPath(), { body });
    expectValid('createSandboxCardAccountTransactions', res, 400);
    expect(res.json.tppMessages[0].path).toContain(field);
  });

  // Regression: EVRY's seed script init_transactions_for_a_single_card_account.sh sends the portal body with
  // "invoiced": "", refused with 400 "[0].invoiced must be of type boolean". An empty value is one left unset: false.
  it('takes the seed script\'s "invoiced": "" as not invoiced', async () => {
    const card = await server.request('POST', '/v1/sandbox/card-accounts', { body: { ...portalCard, maskedPan: '1234xxxxxxxx9999' } });
    expectValid('createSandboxCardAccount', card, 201);
    const path = `/v1/sandbox/card-accounts/${encodeURIComponent(card.json.resourceId)}/transactions`;
    const added = await server.request('POST', path, { body: [{ ...portalCardTransaction, invoiced: '' }] });
    expectValid('createSandboxCardAccountTransactions', added, 201);
    expect(added.json.map((t: any) => t.cardTransactionId)).toEqual(['test']);

    // The sandbox listing leaves invoiced out; the account-information read gives it.
    const { psuId } = await consentAll(server);
    const read = await server.request('GET', `/v1/card-accounts/${encodeURIComponent(card.json.resourceId)}/transactions?bookingStatus=booked&dateFrom=2019-01-01`, {
      headers: attended({ 'psu-id': psuId }),
    });
    expect(read.status, read.text).toBe(200);
    expect(read.json.cardTransactions.booked).toEqual([expect.objectContaining({ cardTransactionId: 'test', invoiced: false })]);
    // Regression: the script's all-empty cardAcceptorAddress ("country": "") came back as an address our own
    // response schema refuses; an address without a country is left out.
    expectValid('listCardAccountTransactions', read, 200);
    expect(read.json.cardTransactions.booked[0].cardAcceptorAddress).toBeUndefined();
  });

  it('a generated cardTransactionId is 32 characters and the same in the sandbox listing and the AIS', async () => {
    const card = await server.request('POST', '/v1/sandbox/card-accounts', { body: { ...portalCard, maskedPan: '1234xxxxxxxx7777' } });
    expectValid('createSandboxCardAccount', card, 201);
    const path = `/v1/sandbox/card-accounts/${encodeURIComponent(card.json.resourceId)}/transactions`;
    const { cardTransactionId: _given, ...withoutId } = portalCardTransaction;
    const added = await server.request('POST', path, { body: [{ ...withoutId, cardAcceptorAddress: { townName: 'Bergen', country: 'NO' } }] });
    expectValid('createSandboxCardAccountTransactions', added, 201);
    const id = added.json[0].cardTransactionId as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const listed = await server.request('GET', `${path}?bookingStatus=booked`);
    expect(listed.json.cardTransactions.booked.map((t: any) => t.cardTransactionId)).toEqual([id]);
    const { psuId } = await consentAll(server);
    const read = await server.request('GET', `/v1/card-accounts/${encodeURIComponent(card.json.resourceId)}/transactions?bookingStatus=booked&dateFrom=2019-01-01`, {
      headers: attended({ 'psu-id': psuId }),
    });
    expectValid('listCardAccountTransactions', read, 200);
    expect(read.json.cardTransactions.booked).toEqual([expect.objectContaining({ cardTransactionId: id, cardAcceptorAddress: expect.objectContaining({ country: 'NO' }) })]);
  });

  it('the seeded pending card transaction has the same id in the sandbox listing and the AIS', async () => {
    await server.request('POST', '/v1/sandbox/initialize');
    const seeded = '5eed0003-0000-4000-8000-000000000001';
    const mock = await server.request('GET', `/v1/sandbox/card-accounts/${seeded}/transactions?bookingStatus=pending`);
    expect(mock.json.cardTransactions.pending).toHaveLength(1);
    const { psuId } = await consentAll(server);
    const read = await server.request('GET', `/v1/card-accounts/${seeded}/transactions?bookingStatus=pending`, { headers: attended({ 'psu-id': psuId }) });
    expect(read.status, read.text).toBe(200);
    expect(read.json.cardTransactions.pending.map((t: { cardTransactionId: string }) => t.cardTransactionId)).toEqual(mock.json.cardTransactions.pending);
  });

  it('refuses what the AIS could not show right: foreign charge, foreign or negative limit, balances without one clear ledger balance, an unknown country', async () => {
    const created = await server.request('POST', '/v1/sandbox/card-accounts', { body: { ...portalCard, maskedPan: '1234xxxxxxxx6666' } });
    const path = `/v1/sandbox/card-accounts/${encodeURIComponent(created.json.resourceId)}`;
    const cases: [OperationId, string, string, unknown, string][] = [
      ['createSandboxCardAccount', 'POST', '/v1/sandbox/card-accounts', { ...portalCard, creditLimit: { currency: 'EUR', amount: 500 } }, 'creditLimit.currency'],
      ['createSandboxCardAccount', 'POST', '/v1/sandbox/card-accounts', { ...portalCard, creditLimit: { currency: 'NOK', amount: -5 } }, 'creditLimit.amount'],
      ['createSandboxCardAccount', 'POST', '/v1/sandbox/card-accounts', { ...portalCard, balances: [...portalCard.balances, { balanceType: 'expected', balanceAmount: { currency: 'NOK', amount: 7 } }] }, 'balances[2].balanceType'],
      ['updateSandboxCardAccountBalances', 'PUT', `${path}/balances`, { balances: [{ balanceType: 'interimBooked', balanceAmount: { amount: 1, currency: 'NOK' } }, { balanceType: 'interimAvailable', balanceAmount: { amount: 2, currency: 'NOK' } }] }, 'balances'],
      ['createSandboxCardAccountTransactions', 'POST', `${path}/transactions`, [{ ...portalCardTransaction, cardTransactionId: 'fx', transactionAmount: { currency: 'EUR', amount: 1 } }], '[0].transactionAmount.currency'],
      ['createSandboxCardAccountTransactions', 'POST', `${path}/transactions`, [{ ...portalCardTransaction, cardTransactionId: 'xx', cardAcceptorAddress: { country: 'XX' } }], '[0].cardAcceptorAddress.country'],
    ];
    for (const [op, method, target, body, field] of cases) {
      const res = await server.request(method, target, { body });
      expectValid(op, res, 400);
      expect(res.json.tppMessages[0]).toMatchObject({ code: 'FORMAT_ERROR', path: expect.stringContaining(field) });
    }
    // Nothing of the refused requests was kept: the card's balance and transactions are as created.
    const read = await server.request('GET', path);
    expect(read.json.balances).toEqual([expect.objectContaining({ balanceAmount: { amount: '0.00', currency: 'NOK' } })]);
    const list = await server.request('GET', `${path}/transactions?bookingStatus=both`);
    expect(list.json.cardTransactions).toEqual({ booked: [], pending: [] });
  });

  it('answers 404 RESOURCE_UNKNOWN for an unknown card account', async () => {
    const cases: [OperationId, string, string, unknown?][] = [
      ['getSandboxCardAccount', 'GET', '/v1/sandbox/card-accounts/nope'],
      ['listSandboxCardAccountTransactions', 'GET', '/v1/sandbox/card-accounts/nope/transactions?bookingStatus=both'],
      ['createSandboxCardAccountTransactions', 'POST', '/v1/sandbox/card-accounts/nope/transactions', [portalCardTransaction]],
      ['updateSandboxCardAccountBalances', 'PUT', '/v1/sandbox/card-accounts/nope/balances', { balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: 1, currency: 'NOK' } }] }],
    ];
    for (const [op, method, path, body] of cases) {
      const res = await server.request(method, path, body === undefined ? {} : { body });
      expectValid(op, res, 404);
      expect(res.json.tppMessages[0].code).toBe('RESOURCE_UNKNOWN');
    }
  });

  // Regression (review I): an id long enough that the 512-character text ended inside it lost its path.
  it('names mockCardAccountId for an unknown id of any length', async () => {
    for (const id of ['nope', 'a'.repeat(480), 'a'.repeat(500), 'b'.repeat(2000)]) {
      const res = await server.request('GET', `/v1/sandbox/card-accounts/${id}/transactions?bookingStatus=both`);
      expectValid('listSandboxCardAccountTransactions', res, 404);
      expect(res.json.tppMessages[0], `id of ${id.length}`).toMatchObject({ code: 'RESOURCE_UNKNOWN', path: 'mockCardAccountId' });
      expect(res.json.tppMessages[0].text.length).toBeLessThanOrEqual(512);
    }
  });
});

// Regression: before amount-as-string became default (2020-08-01) the sandbox's own answers wrote their string
// amounts as JSON numbers, and honoured x-accept-fix, which sandbox operations do not take.
describe('sandbox answers on a clock before amount-as-string was default (XS2A_NOW 2020-01-15)', () => {
  it('keep their amounts strings, with or without x-accept-fix', async () => {
    const early = await startTestServer({ XS2A_NOW: '2020-01-15T10:00:00Z' });
    try {
      const created = await early.request('POST', '/v1/sandbox/card-accounts', { body: portalCard });
      expectValid('createSandboxCardAccount', created, 201);
      expect(created.json.creditLimit).toEqual({ currency: 'NOK', amount: '1000.00' });
      expect(created.text).toContain('"amount":"1000.00"');
      const read = await early.request('GET', `/v1/sandbox/card-accounts/${encodeURIComponent(created.json.resourceId)}`, { headers: { 'x-accept-fix': 'amount-as-string' } });
      expect(read.text).toContain('"amount":"1000.00"');
    } finally {
      await early.close();
    }
  });
});
