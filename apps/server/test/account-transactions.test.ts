/**
 * Account transactions through a real server (sandbox mode): bookingStatus, paging and its links, the default
 * page of 200, sandbox accounts paging pending and booked alike (the spec's rule that date and limit do not
 * reduce pending transactions is for real accounts only; the domain's 'ais' view, used in production, is tested
 * in packages/domain), details by the stable transactionId, and the limits of reads without the PSU present (4
 * per 24 hours, 90 days back).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addTransactions, getBankToday, type AccountTransactionBody } from '@xs2a-kit/domain';
import { attended, consentAll, expectValid, openSideStore, PRIVATE_PSU, unattended } from './account-consent-support.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let psuId: string;
/** Totalkonto: the starting state's ten booked and one pending transaction, plus what beforeAll adds. */
let totalkonto: string;
/** Regningskonto: only the starting state. */
let regningskonto: string;
let today: string;

beforeAll(async () => {
  server = await startTestServer();
  const store = await openSideStore(server);
  const [first, second] = await store.accounts.listAccountsByCustomer(PRIVATE_PSU);
  totalkonto = first!.accountId;
  regningskonto = second!.accountId;
  const clock = { now: server.clock };
  today = getBankToday(clock);
  // 200 more booked transactions within the last 60 days, and one booked 100 days ago (outside 90 days).
  const recent: AccountTransactionBody[] = Array.from({ length: 200 }, (_, i) => ({
    amount: -(i + 1),
    currency: 'NOK',
    bookingDate: addDays(today, -(i % 60) - 1),
    valueDate: addDays(today, -(i % 60) - 1),
    creditorName: `Butikk ${i}`,
    remittanceInformationUnstructured: `Kjøp ${i}`,
  }));
  const old: AccountTransactionBody = { amount: -42, currency: 'NOK', bookingDate: addDays(today, -100), valueDate: addDays(today, -100), creditorName: 'Gammel', remittanceInformationUnstructured: 'Gammelt kjøp' };
  await addTransactions({ uow: store, clock }, { accountId: totalkonto, body: [...recent, old] });
  await store.close();
  psuId = (await consentAll(server)).psuId;
});

afterAll(async () => {
  await server.close();
});

const read = (path: string, headers = attended({ 'psu-id': psuId })) => server.request('GET', path, { headers });

describe('transaction list', () => {
  it('answers booked and pending by default (both), booked with stable ids and detail links, pending without value date', async () => {
    const res = await read(`/v1/accounts/${regningskonto}/transactions`);
    expect(res.status).toBe(200);
    expectValid('listAccountTransactions', res);
    const { booked, pending, _links } = res.json.transactions;
    expect(booked).toHaveLength(10);
    expect(pending).toHaveLength(1);
    expect(pending[0].valueDate).toBeUndefined();
    expect(pending[0]._links).toBeUndefined();
    expect(booked[0]._links.transactionDetails.href).toBe(`/v1/accounts/${regningskonto}/transactions/${booked[0].transactionId}`);
    expect(_links.account.href).toBe(`/v1/accounts/${regningskonto}`);
    expect(_links.next).toBeUndefined();
    expect(res.json.account.iban).toMatch(/^NO/);
  });

  it.each([
    ['booked', { booked: 10, pending: undefined }],
    ['pending', { booked: undefined, pending: 1 }],
    ['both', { booked: 10, pending: 1 }],
    ['all', { booked: 10, pending: 1 }],
  ] as const)('bookingStatus=%s returns only the kinds asked for', async (bookingStatus, want) => {
    const res = await read(`/v1/accounts/${regningskonto}/transactions?bookingStatus=${bookingStatus}`);
    expect(res.status).toBe(200);
    expectValid('listAccountTransactions', res);
    expect(res.json.transactions.booked?.length).toBe(want.booked);
    expect(res.json.transactions.pending?.length).toBe(want.pending);
  });

  it('rejects an unknown bookingStatus with 400 naming the parameter', async () => {
    const res = await read(`/v1/accounts/${regningskonto}/transactions?bookingStatus=information`);
    expect(res.status).toBe(400);
    expectValid('listAccountTransactions', res);
    expect(res.json.tppMessages[0].code).toBe('FORMAT_ERROR');
  });

  // Regression (review I): without consent a reversed range was answered 401 with a new SCA, and only after the
  // PSU had gone through it 400: the PSU authenticated for a request that was then refused.
  it.each([
    ['with consent', () => attended({ 'psu-id': psuId })],
    ['without consent (no PSU-ID)', () => attended()],
  ])('refuses dateFrom after dateTo with 400 at dateFrom, %s, before any SCA is started', async (_name, headers) => {
    for (const path of [`/v1/accounts/${regningskonto}/transactions`, '/v1/card-accounts/5eed0003-0000-4000-8000-000000000001/transactions']) {
      const res = await read(`${path}?bookingStatus=both&dateFrom=2026-11-20&dateTo=2026-11-01`, headers());
      expect(res.status, `${path} ${res.text}`).toBe(400);
      expect(res.json.tppMessages).toEqual([expect.objectContaining({ category: 'ERROR', code: 'FORMAT_ERROR', path: 'dateFrom', text: 'dateFrom lies after dateTo.' })]);
      expect(res.json._links).toBeUndefined();
    }
  });

  // A code the schema's list lacks (a bank's own system may hold one from a newer ISO release) is left out, so
  // the answer stays valid against Berlin Group's schema; a listed one is served.
  it('serves a purpose code of the ExternalPurpose1Code list, and leaves out one outside it', async () => {
    const store = await openSideStore(server);
    const clock = { now: server.clock };
    const day = addDays(today, -1);
    const made = (purposeCode: string, name: string): AccountTransactionBody => ({ amount: -1, currency: 'NOK', bookingDate: day, valueDate: day, creditorName: name, purposeCode });
    await addTransactions({ uow: store, clock }, { accountId: regningskonto, body: [made('SALA', 'Listed code'), made('ZZZZ', 'Unlisted code')] });
    await store.close();
    const res = await read(`/v1/accounts/${regningskonto}/transactions?bookingStatus=booked`);
    expect(res.status).toBe(200);
    expectValid('listAccountTransactions', res);
    const byName = (name: string) => res.json.transactions.booked.find((t: { creditorName?: string }) => t.creditorName === name);
    expect(byName('Listed code').purposeCode).toBe('SALA');
    expect(byName('Unlisted code')).toBeDefined();
    expect(byName('Unlisted code').purposeCode).toBeUndefined();
  });

  it('holds 200 transactions on a page without parameters, pending first, and links the next page', async () => {
    const res = await read(`/v1/accounts/${totalkonto}/transactions`);
    expect(res.status).toBe(200);
    expectValid('listAccountTransactions', res);
    expect(res.json.transactions.pending).toHaveLength(1);
    expect(res.json.transactions.booked).toHaveLength(199);
    const next = new URL(res.json.transactions._links.next.href, server.url);
    expect(next.searchParams.get('offset')).toBe('200');
    expect(next.searchParams.get('limit')).toBe('200');
    const rest = await read(`${next.pathname}${next.search}`);
    expect(rest.status).toBe(200);
    // 210 booked within 90 days and one pending; the one 100 days back is outside the default window.
    expect(rest.json.transactions.booked).toHaveLength(11);
    // The pending transaction was on the first page and is not repeated: pages never overlap.
    expect(rest.json.transactions.pending).toEqual([]);
    expect(rest.json.transactions._links.next).toBeUndefined();
    expect(new URL(rest.json.transactions._links.previous.href, server.url).searchParams.get('offset')).toBe('0');
  });

  it('pages pending and booked alike by date, offset and limit on a sandbox account', async () => {
    const res = await read(`/v1/accounts/${totalkonto}/transactions?bookingStatus=both&limit=5&offset=5&dateFrom=${addDays(today, -5)}`);
    expect(res.status).toBe(200);
    expectValid('listAccountTransactions', res);
    // The pending one (dated today) is the first of the window, so offset 5 has passed it.
    expect(res.json.transactions.booked).toHaveLength(5);
    expect(res.json.transactions.pending).toEqual([]);
    for (const t of res.json.transactions.booked) expect(t.bookingDate >= addDays(today, -5)).toBe(true);
    expect(new URL(res.json.transactions._links.previous.href, server.url).searchParams.get('offset')).toBe('0');
    const before = await read(`/v1/accounts/${totalkonto}/transactions?bookingStatus=pending&dateTo=${addDays(today, -1)}`);
    expect(before.json.transactions.pending).toEqual([]);
  });

  it('answers the lists asked for even when nothing matches (empty, never left out)', async () => {
    for (const [bookingStatus, lists] of [['booked', ['booked']], ['pending', ['pending']], ['both', ['booked', 'pending']]] as const) {
      const res = await read(`/v1/accounts/${regningskonto}/transactions?bookingStatus=${bookingStatus}&dateTo=2020-01-01`);
      expect(res.status).toBe(200);
      expectValid('listAccountTransactions', res);
      for (const list of lists) expect(res.json.transactions[list]).toEqual([]);
    }
  });

  it('reaches further back than 90 days when the PSU is present and dateFrom asks', async () => {
    const res = await read(`/v1/accounts/${totalkonto}/transactions?bookingStatus=booked&dateFrom=${addDays(today, -101)}&dateTo=${addDays(today, -99)}`);
    expect(res.status).toBe(200);
    expect(res.json.transactions.booked.map((t: { creditorName: string }) => t.creditorName)).toEqual(['Gammel']);
  });

  it('rejects dateFrom after dateTo with 400', async () => {
    const res = await read(`/v1/accounts/${totalkonto}/transactions?dateFrom=${today}&dateTo=${addDays(today, -1)}`);
    expect(res.status).toBe(400);
    expectValid('listAccountTransactions', res);
    expect(res.json.tppMessages[0]).toMatchObject({ code: 'FORMAT_ERROR', path: 'dateFrom' });
  });
});

describe('transaction details', () => {
  it('returns one booked transaction by its transactionId, the same on every read', async () => {
    const list = await read(`/v1/accounts/${regningskonto}/transactions?bookingStatus=booked`);
    const entry = list.json.transactions.booked[3];
    const res = await read(`/v1/accounts/${regningskonto}/transactions/${entry.transactionId}`);
    expect(res.status).toBe(200);
    expectValid('getAccountTransaction', res);
    expect(res.json.transactionsDetails).toMatchObject({
      transactionId: entry.transactionId,
      bookingDate: entry.bookingDate,
      transactionAmount: entry.transactionAmount,
      remittanceInformationUnstructuredArray: [entry.remittanceInformationUnstructured],
      // Berlin Group's details links require transactionDetails: the same link the list entry carries.
      _links: { transactionDetails: entry._links.transactionDetails, account: { verbs: ['GET'] } },
    });
    const again = await read(`/v1/accounts/${regningskonto}/transactions?bookingStatus=booked`);
    expect(again.json.transactions.booked[3].transactionId).toBe(entry.transactionId);
  });

  it('answers 404 for a pending transaction and for an unknown id', async () => {
    const list = await read(`/v1/accounts/${regningskonto}/transactions?bookingStatus=pending`);
    for (const id of [list.json.transactions.pending[0].transactionId, 'no-such-transaction']) {
      const res = await read(`/v1/accounts/${regningskonto}/transactions/${id}`);
      expect(res.status).toBe(404);
      expectValid('getAccountTransaction', res);
      expect(res.json.tppMessages[0].code).toBe('RESOURCE_UNKNOWN');
    }
  });
});

describe('reads without the PSU present (no PSU-IP-Address)', () => {
  it('allows 4 balance reads per account in 24 hours; the 5th is 429 ACCESS_EXCEEDED with Retry-After', async () => {
    const headers = unattended({ 'psu-id': psuId });
    for (let i = 0; i < 4; i++) {
      const ok = await read(`/v1/accounts/${regningskonto}/balances`, headers);
      expect(ok.status).toBe(200);
      expectValid('getAccountBalances', ok);
    }
    const fifth = await read(`/v1/accounts/${regningskonto}/balances`, headers);
    expect(fifth.status).toBe(429);
    expectValid('getAccountBalances', fifth);
    expect(fifth.json.tppMessages[0].code).toBe('ACCESS_EXCEEDED');
    const retryAt = Date.parse(fifth.headers.get('retry-after') ?? '');
    expect(retryAt - server.clock().getTime()).toBeGreaterThan(23 * 3600_000);
    // The PSU present is not limited, and another account has its own budget.
    expect((await read(`/v1/accounts/${regningskonto}/balances`)).status).toBe(200);
    expect((await read(`/v1/accounts/${totalkonto}/balances`, headers)).status).toBe(200);
  });

  it('counts only reads that were served: a 404 or a 400 uses up nothing of the allowance', async () => {
    const headers = unattended({ 'psu-id': psuId });
    for (let i = 0; i < 5; i++) {
      expect((await read(`/v1/accounts/${regningskonto}/transactions/no-such-transaction`, headers)).status).toBe(404);
      expect((await read(`/v1/accounts/${regningskonto}/transactions?bookingStatus=booked&limit=0`, headers)).status).toBe(400);
    }
    for (let i = 0; i < 4; i++) {
      expect((await read(`/v1/accounts/${regningskonto}/transactions?bookingStatus=booked`, headers)).status).toBe(200);
    }
    const fifth = await read(`/v1/accounts/${regningskonto}/transactions?bookingStatus=booked`, headers);
    expect(fifth.status).toBe(429);
    expect(fifth.json.tppMessages[0].code).toBe('ACCESS_EXCEEDED');
  });

  it('counts balances served beside another read (withBalance, card details) against the same 4 a day', async () => {
    // A TPP of its own: the allowance is per account and TPP, and the tests above used this TPP's.
    const tpp = await server.createTpp('PSDNO-FSA-555000111');
    const { psuId: own } = await consentAll(server, PRIVATE_PSU, tpp);
    const as = (path: string, headers = unattended({ 'psu-id': own })) => server.request('GET', path, { headers, tpp });
    for (const path of [
      '/v1/accounts?withBalance=true',
      '/v1/accounts?withBalance=true',
      `/v1/accounts/${totalkonto}?withBalance=true`,
      `/v1/accounts/${totalkonto}/transactions?bookingStatus=booked&withBalance=true`,
    ]) {
      const res = await as(path);
      expect(res.status, `${path}: ${res.text}`).toBe(200);
    }
    // Four balance reads of Totalkonto are used up: its balances, in any form, wait for the window.
    const fifth = await as(`/v1/accounts/${totalkonto}/balances`);
    expect([fifth.status, fifth.json.tppMessages[0].code]).toEqual([429, 'ACCESS_EXCEEDED']);
    expect((await as('/v1/accounts?withBalance=true')).status).toBe(429);
    expect((await as(`/v1/accounts/${totalkonto}?withBalance=true`)).status).toBe(429);
    // Without balances the list and the details are not limited, and the PSU present never is.
    expect((await as('/v1/accounts')).status).toBe(200);
    expect((await as(`/v1/accounts/${totalkonto}`)).status).toBe(200);
    expect((await as('/v1/accounts?withBalance=true', attended({ 'psu-id': own }))).status).toBe(200);

    // A card account's details always carry its balances.
    const cards = await as('/v1/card-accounts');
    expect(cards.status).toBe(200);
    const cardId = cards.json.cardAccounts[0].resourceId as string;
    for (let i = 0; i < 3; i++) expect((await as(`/v1/card-accounts/${cardId}`)).status).toBe(200);
    const cardBalances = await as(`/v1/card-accounts/${cardId}/balances`);
    expect([cardBalances.status, cardBalances.json.tppMessages[0].code]).toEqual([429, 'ACCESS_EXCEEDED']);
  });

  // Regression (review, 2026-11-25): the accounts of a list were counted one by one, so a list refused for one
  // account over its limit used up a balance read of every account counted before it, balances never served.
  it('a read refused with 429 uses up no allowance: not the other accounts\' of a list, nor its own resource\'s', async () => {
    const tpp = await server.createTpp('PSDNO-FSA-555000222');
    const { psuId: own } = await consentAll(server, PRIVATE_PSU, tpp);
    const as = (path: string) => server.request('GET', path, { headers: unattended({ 'psu-id': own }), tpp });
    const listed = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': own }), tpp });
    const ids = (listed.json.accounts as { resourceId: string }[]).map((a) => a.resourceId);
    expect(ids.length).toBeGreaterThan(1);
    const last = ids[ids.length - 1] as string;
    for (let i = 0; i < 4; i += 1) expect((await as(`/v1/accounts/${last}/balances`)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await as('/v1/accounts?withBalance=true')).status).toBe(429);
    const first = ids[0] as string;
    // The transactions read of the first account is refused for its balances: its transaction allowance stays whole.
    for (let i = 0; i < 4; i += 1) expect((await as(`/v1/accounts/${first}/balances`)).status, `balance read ${i + 1}`).toBe(200);
    expect((await as(`/v1/accounts/${first}/transactions?bookingStatus=booked&withBalance=true`)).status).toBe(429);
    for (let i = 0; i < 4; i += 1) expect((await as(`/v1/accounts/${first}/transactions?bookingStatus=booked`)).status, `transaction read ${i + 1}`).toBe(200);
  });

  it('cuts transactions older than 90 days, even when dateFrom asks for them', async () => {
    const headers = unattended({ 'psu-id': psuId });
    const res = await read(`/v1/accounts/${totalkonto}/transactions?bookingStatus=booked&dateFrom=${addDays(today, -120)}&limit=500`, headers);
    expect(res.status).toBe(200);
    expectValid('listAccountTransactions', res);
    expect(res.json.transactions.booked).toHaveLength(210);
    expect(res.json.transactions.booked.some((t: { creditorName?: string }) => t.creditorName === 'Gammel')).toBe(false);
    // Said, so a short list is not taken for the whole history: a WARNING naming dateFrom, and a Warning header.
    const cut = addDays(today, -90);
    expect(res.json.tppMessages).toEqual([{ category: 'WARNING', code: 'WARNING', path: 'dateFrom', text: expect.stringContaining(`read back to ${cut} at most (90 days)`) }]);
    expect(res.headers.get('warning')).toContain('Without PSU-IP-Address');

    const onlyOld = await read(`/v1/accounts/${totalkonto}/transactions?dateFrom=${addDays(today, -120)}&dateTo=${addDays(today, -95)}`, headers);
    expect(onlyOld.status).toBe(200);
    expectValid('listAccountTransactions', onlyOld);
    expect(onlyOld.json.transactions.booked).toEqual([]);
    expect(onlyOld.json.transactions.pending).toEqual([]);

    // The old transaction's details, read with the PSU present, and then without: the 404 says why.
    const attendedList = await read(`/v1/accounts/${totalkonto}/transactions?bookingStatus=booked&dateFrom=${addDays(today, -101)}&dateTo=${addDays(today, -99)}`);
    const oldId = attendedList.json.transactions.booked[0].transactionId as string;
    const details = await read(`/v1/accounts/${totalkonto}/transactions/${oldId}`, headers);
    expect(details.status).toBe(404);
    expectValid('getAccountTransaction', details);
    expect(details.json.tppMessages[0]).toMatchObject({ code: 'RESOURCE_UNKNOWN', path: 'transactionId', text: expect.stringContaining(`read back to ${cut} at most`) });
    // A dateFrom inside the reach gets no warning.
    const inside = await read(`/v1/accounts/${totalkonto}/transactions?bookingStatus=booked&dateFrom=${addDays(today, -30)}`, headers);
    expect(inside.json.tppMessages).toBeUndefined();
  });
});
