/**
 * Card accounts and the x-accept-fix effects on account-information responses, through a real server: each fix
 * before its made-default date (opt-in only) and after it (always on), and corporate context.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCardTransactions, createCardAccount, getBankToday, addDays } from '@xs2a-kit/domain';
import { approve, attended, consentAll, CORPORATE_PSU, expectValid, openSideStore, PRIVATE_PSU, unattended } from './account-consent-support.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const LONG_NAME = 'Mastercard Platinum Reise og Fritid med utvidet forsikring'; // 58 characters

/** A server with a long-named card account holding one EUR purchase, and a PSU who consented to everything. */
async function prepare(env: Record<string, string> = {}) {
  const server = await startTestServer(env);
  const store = await openSideStore(server);
  const clock = { now: server.clock };
  const ctx = { uow: store, clock };
  const card = await createCardAccount(ctx, { customerNumber: PRIVATE_PSU, maskedPan: '525412******9876', currency: 'NOK', name: LONG_NAME, product: 'Platinum' });
  await addCardTransactions(ctx, {
    cardAccountId: card.cardAccountId,
    body: [{
      cardTransactionId: 'eur-purchase-1',
      transactionDate: addDays(getBankToday(clock), -3),
      bookingDate: addDays(getBankToday(clock), -2),
      transactionAmount: { amount: '-115.40', currency: 'NOK' },
      originalAmount: { amount: '-10.00', currency: 'EUR' },
      merchantCategoryCode: '5812',
      maskedPan: '525412******9876',
      transactionDetails: 'Café i Paris',
    }],
  });
  await store.close();
  const { psuId } = await consentAll(server);
  return { server, psuId, cardId: card.cardAccountId };
}

describe('after every fix became default (server clock today)', () => {
  let server: TestServer;
  let psuId: string;
  let cardId: string;
  beforeAll(async () => ({ server, psuId, cardId } = await prepare()));
  afterAll(async () => server.close());
  const headers = () => attended({ 'psu-id': psuId });

  it('lists the consented card accounts with balances, full 70-character names and links', async () => {
    const res = await server.request('GET', '/v1/card-accounts', { headers: headers() });
    expect(res.status).toBe(200);
    expectValid('listCardAccounts', res);
    expect(res.json.cardAccounts).toHaveLength(2);
    const card = res.json.cardAccounts.find((c: { resourceId: string }) => c.resourceId === cardId);
    expect(card).toMatchObject({ maskedPan: '525412******9876', name: LONG_NAME, currency: 'NOK', status: 'enabled', usage: 'PRIV' });
    expect(card._links.transactions.href).toBe(`/v1/card-accounts/${cardId}/transactions?bookingStatus=both`);
  });

  it('reads one card account and its balances (interimBooked and forwardAvailable)', async () => {
    const one = await server.request('GET', `/v1/card-accounts/${cardId}`, { headers: headers() });
    expect(one.status).toBe(200);
    expectValid('getCardAccount', one);
    expect(one.json.cardAccount.resourceId).toBe(cardId);
    const list = await server.request('GET', '/v1/card-accounts', { headers: headers() });
    const seeded = list.json.cardAccounts.find((c: { resourceId: string }) => c.resourceId !== cardId).resourceId;
    const balances = await server.request('GET', `/v1/card-accounts/${seeded}/balances`, { headers: headers() });
    expect(balances.status).toBe(200);
    expectValid('getCardAccountBalances', balances);
    expect(balances.json.cardAccount).toEqual({ maskedPan: '123456******1234', currency: 'NOK' });
    expect(balances.json.balances).toEqual([
      { balanceType: 'interimBooked', balanceAmount: { currency: 'NOK', amount: '-1250.00' } },
      { balanceType: 'forwardAvailable', balanceAmount: { currency: 'NOK', amount: '48750.00' }, creditLimitIncluded: true },
    ]);
  });

  it('gives card transaction amounts in the corrected mapping: transactionAmount in the card currency', async () => {
    const res = await server.request('GET', `/v1/card-accounts/${cardId}/transactions?bookingStatus=booked`, { headers: headers() });
    expect(res.status).toBe(200);
    expectValid('listCardAccountTransactions', res);
    expect(res.json.cardAccount.maskedPan).toBe('525412******9876');
    expect(res.json.cardTransactions.pending).toBeUndefined();
    expect(res.json.cardTransactions.booked).toEqual([
      expect.objectContaining({
        cardTransactionId: 'eur-purchase-1',
        transactionAmount: { currency: 'NOK', amount: '-115.40' },
        originalAmount: { currency: 'EUR', amount: '-10.00' },
      }),
    ]);
  });

  it('spells the card number of a card transaction maskedPAN, as the Berlin Group cardTransaction schema does', async () => {
    const res = await server.request('GET', `/v1/card-accounts/${cardId}/transactions?bookingStatus=booked`, { headers: headers() });
    const [purchase] = res.json.cardTransactions.booked;
    expect(purchase.maskedPAN).toBe('525412******9876');
    expect(purchase).not.toHaveProperty('maskedPan');
  });

  it('pages card transactions over pending and booked alike, with links', async () => {
    const list = await server.request('GET', '/v1/card-accounts', { headers: headers() });
    const seeded = list.json.cardAccounts.find((c: { resourceId: string }) => c.resourceId !== cardId).resourceId;
    const first = await server.request('GET', `/v1/card-accounts/${seeded}/transactions?limit=2`, { headers: headers() });
    expect(first.status).toBe(200);
    expectValid('listCardAccountTransactions', first);
    expect(first.json.cardTransactions.pending).toHaveLength(1);
    expect(first.json.cardTransactions.booked).toHaveLength(1);
    // A path from the API root: the TPP calls it under its base URL.
    const rest = await server.request('GET', first.json.cardTransactions._links.next.href, { headers: headers() });
    expect(rest.json.cardTransactions.booked).toHaveLength(2);
  });

  it('gives cashAccountType as an ISO 20022 code', async () => {
    const res = await server.request('GET', '/v1/accounts', { headers: headers() });
    expectValid('listAccounts', res);
    expect(res.json.accounts.map((a: { cashAccountType: string }) => a.cashAccountType)).toEqual(['CACC', 'CACC']);
  });

  it('limits unattended card balance reads like account balance reads', async () => {
    const unattendedHeaders = unattended({ 'psu-id': psuId });
    for (let i = 0; i < 4; i++) expect((await server.request('GET', `/v1/card-accounts/${cardId}/balances`, { headers: unattendedHeaders })).status).toBe(200);
    const fifth = await server.request('GET', `/v1/card-accounts/${cardId}/balances`, { headers: unattendedHeaders });
    expect(fifth.status).toBe(429);
    expectValid('getCardAccountBalances', fifth);
    expect(fifth.headers.get('retry-after')).toBeTruthy();
  });
});

describe('before the fixes became default (XS2A_NOW 2024-09-01)', () => {
  let server: TestServer;
  let psuId: string;
  let cardId: string;
  beforeAll(async () => ({ server, psuId, cardId } = await prepare({ XS2A_NOW: '2024-09-01T10:00:00Z' })));
  afterAll(async () => server.close());
  const headers = (fix?: string) => attended({ 'psu-id': psuId, ...(fix ? { 'x-accept-fix': fix } : {}) });

  it('cuts card account names to 35 characters unless the request opts into longer-names', async () => {
    const before = await server.request('GET', `/v1/card-accounts/${cardId}`, { headers: headers() });
    expect(before.status).toBe(200);
    expectValid('getCardAccount', before);
    expect(before.json.cardAccount.name).toBe(LONG_NAME.slice(0, 35));
    const opted = await server.request('GET', `/v1/card-accounts/${cardId}`, { headers: headers('longer-names') });
    expect(opted.json.cardAccount.name).toBe(LONG_NAME);
  });

  it("answers the bank's own cashAccountType words unless the request opts into cash-account-type-iso", async () => {
    const before = await server.request('GET', '/v1/accounts', { headers: headers() });
    expectValid('listAccounts', before);
    expect(before.json.accounts.map((a: { cashAccountType: string }) => a.cashAccountType)).toEqual(['Current', 'Current']);
    const opted = await server.request('GET', '/v1/accounts', { headers: headers('cash-account-type-iso') });
    expect(opted.json.accounts.map((a: { cashAccountType: string }) => a.cashAccountType)).toEqual(['CACC', 'CACC']);
  });

  it('swaps the two card amounts, as the real service did, unless the request opts into the corrected mapping', async () => {
    const path = `/v1/card-accounts/${cardId}/transactions?bookingStatus=booked`;
    const before = await server.request('GET', path, { headers: headers() });
    expect(before.status).toBe(200);
    expectValid('listCardAccountTransactions', before);
    expect(before.json.cardTransactions.booked[0]).toMatchObject({
      transactionAmount: { currency: 'EUR', amount: '-10.00' },
      originalAmount: { currency: 'NOK', amount: '-115.40' },
    });
    // Several values, with the whitespace a real client sends after the comma.
    const opted = await server.request('GET', path, { headers: headers('longer-names, cardaccount-switch-originalamount-and-transactionamount') });
    expectValid('listCardAccountTransactions', opted);
    expect(opted.json.cardTransactions.booked[0]).toMatchObject({
      transactionAmount: { currency: 'NOK', amount: '-115.40' },
      originalAmount: { currency: 'EUR', amount: '-10.00' },
    });
  });
});

describe('corporate context', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('requires PSU-Corporate-ID for a corporate PSU (400) and serves the agreement\'s accounts with it', async () => {
    const first = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-context': 'CORPORATE' }) });
    expect(first.status).toBe(401);
    const store = await openSideStore(server);
    const agreement = (await store.sandbox.listAgreements()).find((a) => a.type === 'CORPORATE' && a.ownerCustomerNumber === CORPORATE_PSU)!;
    await store.close();
    const consented = await approve(server, first.json._links.scaRedirect.href, { customerNumber: CORPORATE_PSU, context: 'CORPORATE', agreementId: agreement.agreementId });
    expect(consented.psuCorporateId).toMatch(/^[0-9a-f-]{36}$/);

    const without = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': consented.psuId }) });
    expect(without.status).toBe(400);
    expectValid('listAccounts', without);
    expect(without.json.tppMessages[0]).toMatchObject({ code: 'HTTP_HEADER_REQUIRED', path: 'PSU-Corporate-ID' });

    const withId = await server.request('GET', '/v1/accounts', {
      headers: attended({ 'psu-id': consented.psuId, 'psu-corporate-id': consented.psuCorporateId! }),
    });
    expect(withId.status).toBe(200);
    expectValid('listAccounts', withId);
    expect(withId.json.accounts).toHaveLength(2);
    expect(withId.json.accounts.every((a: { usage: string }) => a.usage === 'ORGA')).toBe(true);
    expect(withId.json.accounts.map((a: { cashAccountType: string }) => a.cashAccountType).sort()).toEqual(['CACC', 'TAXE']);

    const cards = await server.request('GET', '/v1/card-accounts', {
      headers: attended({ 'psu-id': consented.psuId, 'psu-corporate-id': consented.psuCorporateId! }),
    });
    expect(cards.status).toBe(200);
    expectValid('listCardAccounts', cards);
    expect(cards.json.cardAccounts).toEqual([]);
  });

  it('answers a PSU-Corporate-ID never issued to this TPP with 401 CORPORATE_ID_INVALID', async () => {
    const { psuId } = await consentAll(server);
    const res = await server.request('GET', '/v1/accounts', {
      headers: attended({ 'psu-id': psuId, 'psu-corporate-id': '8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11' }),
    });
    expect(res.status).toBe(401);
    expectValid('listAccounts', res);
    expect(res.json.tppMessages[0].code).toBe('CORPORATE_ID_INVALID');
  });
});
