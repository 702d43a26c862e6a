/**
 * Account reads and consent through a real server: no consent gives 401 with scaRedirect; after the PSU
 * approves, reads with the psu-id from the redirect reach exactly the consented accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentRecord } from '@xs2a-kit/sca-session';
import { approve, attended, consentAll, expectValid, openSideStore, PRIVATE_PSU, readAuthorisationId, unattended } from './account-consent-support.js';
import { startTestServer, type TestServer, type TestTpp } from './support/test-server.js';

const DAY = 24 * 3600_000;
/** The first account of the starting state (its ids are stable). */
const STARTING_ACCOUNT = '5eed0002-0000-4000-8000-000000000001';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('account read without consent', () => {
  it('answers 401 CONSENT_INVALID with an scaRedirect to the SCA site and the proposed context', async () => {
    const res = await server.request('GET', '/v1/accounts', { headers: attended() });
    expect(res.status).toBe(401);
    expectValid('listAccounts', res);
    expect(res.json.tppMessages[0]).toMatchObject({ category: 'ERROR', code: 'CONSENT_INVALID', text: expect.stringMatching(/^No PSU-ID names the PSU/) });
    const href = new URL(res.json._links.scaRedirect.href);
    expect(href.pathname).toMatch(/\/sca\/[^/]+$/);
    expect(href.searchParams.get('context')).toBe('PRIVATE');
    expect(res.json._links.scaRedirect.verbs).toEqual(['GET']);
    // Regression (BG audit): the 401's redirect named no approach, while a 201's did.
    expect(res.headers.get('aspsp-sca-approach')).toBe('REDIRECT');
  });

  it('answers a PSU-ID the bank never issued to this TPP with PSU_CREDENTIALS_INVALID and a redirect', async () => {
    const res = await server.request('GET', `/v1/accounts/${STARTING_ACCOUNT}/balances`, {
      headers: attended({ 'psu-id': '3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65' }),
    });
    expect(res.status).toBe(401);
    expectValid('getAccountBalances', res);
    expect(res.json.tppMessages[0].code).toBe('PSU_CREDENTIALS_INVALID');
    expect(res.json._links.scaRedirect.href).toContain('/sca/');
  });

  it.each([
    ['/v1/accounts/no-such-account'],
    ['/v1/accounts/no-such-account/balances'],
    ['/v1/accounts/no-such-account/transactions?bookingStatus=both'],
    ['/v1/card-accounts/no-such-account/transactions?bookingStatus=both'],
  ])('answers an id that names no account (%s) with 404 RESOURCE_UNKNOWN, not an SCA loop', async (path) => {
    const res = await server.request('GET', path, { headers: attended() });
    expect(res.status).toBe(404);
    expect(res.json.tppMessages[0]).toMatchObject({ category: 'ERROR', code: 'RESOURCE_UNKNOWN', path: 'account-id' });
    expect(res.json._links).toBeUndefined();
  });

  it('names the SCA session itself when TPP-Session-ID is absent, and hands it back on the redirect', async () => {
    const res = await server.request('GET', '/v1/card-accounts', { headers: unattended() });
    expect(res.status).toBe(401);
    expectValid('listCardAccounts', res);
    const consented = await approve(server, res.json._links.scaRedirect.href, { customerNumber: PRIVATE_PSU });
    expect(consented.tppSessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(consented.psuId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects a TPP-Redirect-URI the bank cannot send the PSU back to with 400', async () => {
    const res = await server.request('GET', '/v1/accounts', { headers: attended({ 'tpp-redirect-uri': 'ftp://tpp.example/cb' }) });
    expect(res.status).toBe(400);
    expectValid('listAccounts', res);
  });
});

describe('account reads with consent', () => {
  it('lists only the consented accounts, with links and balances on request', async () => {
    const list = await server.request('GET', '/v1/accounts', { headers: attended() });
    const store = await openSideStore(server);
    const own = await store.accounts.listAccountsByCustomer(PRIVATE_PSU);
    await store.close();
    const chosen = own[0]!.accountId;
    const { psuId } = await approve(server, list.json._links.scaRedirect.href, { customerNumber: PRIVATE_PSU, accounts: [chosen] });

    const res = await server.request('GET', '/v1/accounts?withBalance=true', { headers: attended({ 'psu-id': psuId }) });
    expect(res.status).toBe(200);
    expectValid('listAccounts', res);
    expect(res.json.accounts.map((a: { resourceId: string }) => a.resourceId)).toEqual([chosen]);
    const [account] = res.json.accounts;
    expect(account).toMatchObject({ iban: own[0]!.iban, bban: own[0]!.bban, currency: 'NOK', usage: 'PRIV', status: 'enabled' });
    expect(account._links.balances.href).toBe(`/v1/accounts/${chosen}/balances`);
    expect(account.balances.map((b: { balanceType: string }) => b.balanceType)).toEqual(['expected', 'interimAvailable']);

    const other = await server.request('GET', `/v1/accounts/${own[1]!.accountId}`, { headers: attended({ 'psu-id': psuId }) });
    expect(other.status).toBe(401);
    expectValid('getAccount', other);
    expect(other.json.tppMessages[0].code).toBe('CONSENT_INVALID');
  });

  it('reads one account, its balances, and 404 for a card account id on the account path', async () => {
    const { psuId } = await consentAll(server);
    const list = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': psuId }) });
    expect(list.status).toBe(200);
    expect(list.json.accounts).toHaveLength(2);
    const id = list.json.accounts[0].resourceId as string;

    const one = await server.request('GET', `/v1/accounts/${id}`, { headers: attended({ 'psu-id': psuId }) });
    expect(one.status).toBe(200);
    expectValid('getAccount', one);
    expect(one.json.account.resourceId).toBe(id);
    expect(one.json.account.balances).toBeUndefined();

    const balances = await server.request('GET', `/v1/accounts/${id}/balances`, { headers: attended({ 'psu-id': psuId }) });
    expect(balances.status).toBe(200);
    expectValid('getAccountBalances', balances);
    expect(balances.json.account).toEqual({ iban: one.json.account.iban, bban: one.json.account.bban, currency: 'NOK' });
    // Totalkonto: 18 000.00 booked, one pending -250.00, no credit line.
    expect(balances.json.balances).toEqual([
      { balanceType: 'expected', balanceAmount: { currency: 'NOK', amount: '17750.00' }, creditLimitIncluded: false },
      { balanceType: 'interimAvailable', balanceAmount: { currency: 'NOK', amount: '17750.00' }, creditLimitIncluded: true },
    ]);

    const cards = await server.request('GET', '/v1/card-accounts', { headers: attended({ 'psu-id': psuId }) });
    const cardId = cards.json.cardAccounts[0].resourceId as string;
    const wrongPath = await server.request('GET', `/v1/accounts/${cardId}`, { headers: attended({ 'psu-id': psuId }) });
    expect(wrongPath.status).toBe(404);
    expectValid('getAccount', wrongPath);
    expect(wrongPath.json.tppMessages[0].code).toBe('RESOURCE_UNKNOWN');
  });

  it('reads with a PSU-ID sent in upper case, as a UUID may be', async () => {
    const { psuId } = await consentAll(server);
    const res = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': psuId.toUpperCase() }) });
    expect(res.status, res.text).toBe(200);
    expect(res.json.accounts.length).toBeGreaterThan(0);
  });

  // Review L: the URN form passed the header's UUID check, then was not found, and the TPP was sent to SCA again.
  it('reads with a PSU-ID sent in the URN form of its UUID (urn:uuid:...)', async () => {
    const { psuId } = await consentAll(server);
    const res = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': `urn:uuid:${psuId}` }) });
    expect(res.status, res.text).toBe(200);
    expect(res.json.accounts.length).toBeGreaterThan(0);
  });

  it("answers another customer's account 403 RESOURCE_UNKNOWN, not an SCA the PSU could never complete", async () => {
    // A session of its own: the shared one belongs to the PSU of the other tests.
    const session = { 'tpp-session-id': 'session-another-psu' };
    const first = await server.request('GET', '/v1/accounts', { headers: attended(session) });
    const { psuId } = await approve(server, first.json._links.scaRedirect.href, { customerNumber: '12085592767' });
    const res = await server.request('GET', `/v1/accounts/${STARTING_ACCOUNT}/balances`, { headers: attended({ ...session, 'psu-id': psuId }) });
    expect(res.status).toBe(403);
    expectValid('getAccountBalances', res);
    expect(res.json.tppMessages[0]).toMatchObject({ code: 'RESOURCE_UNKNOWN', path: 'account-id' });
    expect(res.json._links?.scaRedirect).toBeUndefined();
  });

  // Regression (outside review, t15/t23): reach was checked in any context, so an own account read with a
  // PSU-Corporate-ID, or a company account read without one, got 401 with an scaRedirect for ever: the consent
  // the request's headers name (private, or that agreement's) can never cover the account.
  it('answers an account out of reach in the context the headers name 403 RESOURCE_UNKNOWN, not an SCA loop', async () => {
    const session = { 'tpp-session-id': 'session-context-reach' };
    const first = await server.request('GET', '/v1/accounts', { headers: attended(session) });
    const { psuId } = await approve(server, first.json._links.scaRedirect.href, { customerNumber: PRIVATE_PSU });
    const agreements = await server.request('GET', '/v1/agreements', { headers: attended({ ...session, 'psu-id': psuId }) });
    const corporate = { ...session, 'psu-id': psuId, 'psu-corporate-id': agreements.json.agreements[0].id as string };
    const expectOutOfReach = async (accountId: string, headers: Record<string, string>) => {
      const res = await server.request('GET', `/v1/accounts/${accountId}/balances`, { headers: attended(headers) });
      expect(res.status, res.text).toBe(403);
      expectValid('getAccountBalances', res);
      expect(res.json.tppMessages[0]).toMatchObject({ code: 'RESOURCE_UNKNOWN', path: 'account-id' });
      expect(res.json._links?.scaRedirect).toBeUndefined();
    };
    // No consent under the agreement yet: an SCA for one would not cover the PSU's own account either.
    await expectOutOfReach(STARTING_ACCOUNT, corporate);

    const store = await openSideStore(server);
    const { agreementId } = (await store.sandbox.listAgreements()).find((a) => a.name === 'Testfirma 2 fullmakt')!;
    await store.close();
    const list = await server.request('GET', '/v1/accounts', { headers: attended(corporate) });
    await approve(server, list.json._links.scaRedirect.href, { customerNumber: PRIVATE_PSU, context: 'CORPORATE', agreementId });
    const companyAccount = (await server.request('GET', '/v1/accounts', { headers: attended(corporate) })).json.accounts[0].resourceId as string;
    await expectOutOfReach(STARTING_ACCOUNT, corporate);
    await expectOutOfReach(companyAccount, { ...session, 'psu-id': psuId });
    // Each account in its own context reads as before.
    for (const [accountId, headers] of [[STARTING_ACCOUNT, { ...session, 'psu-id': psuId }], [companyAccount, corporate]] as const) {
      const res = await server.request('GET', `/v1/accounts/${accountId}/balances`, { headers: attended(headers) });
      expect(res.status, res.text).toBe(200);
    }
  });

  it('keeps one TPP from reading with another TPP\'s psu-id', async () => {
    const { psuId } = await consentAll(server);
    const other = await server.createTpp('PSDNO-FSA-987654321', ['PSP_AI']);
    const res = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': psuId }), tpp: other });
    expect(res.status).toBe(401);
    expectValid('listAccounts', res);
    expect(res.json.tppMessages[0].code).toBe('PSU_CREDENTIALS_INVALID');
    expect(res.json._links.scaRedirect).toBeDefined();
  });

  it('refuses a TPP without the AISP role', async () => {
    const pisp = await server.createTpp('PSDNO-FSA-555555555', ['PSP_PI']);
    const res = await server.request('GET', '/v1/accounts', { headers: attended(), tpp: pisp });
    expect(res.status).toBe(401);
    expectValid('listAccounts', res);
    expect(res.json.tppMessages[0].code).toBe('ROLE_INVALID');
  });
});

describe('consent through the sandbox approval operation (the SCA pages\' path)', () => {
  it('grants the consent that account reads then use', async () => {
    const first = await server.request('GET', '/v1/accounts', { headers: attended({ 'tpp-session-id': 'headless' }) });
    const authorisationId = new URL(first.json._links.scaRedirect.href).pathname.split('/').pop();
    const approved = await server.request('POST', `/v1/sandbox/authorisations/${authorisationId}/approve`, {
      body: { customerNumber: PRIVATE_PSU, decision: 'approve', context: 'PRIVATE' },
    });
    expect(approved.status).toBe(200);
    const psuId = new URL(approved.json.redirectUrl).searchParams.get('psu-id') ?? '';
    const res = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': psuId, 'tpp-session-id': 'headless' }) });
    expect(res.status).toBe(200);
    expectValid('listAccounts', res);
    expect(res.json.accounts).toHaveLength(2);
  });
});

describe('consent state seen by later reads', () => {
  /** Consents to everything, then rewrites the stored consent as the PSU or time would have changed it. */
  async function consentThen(change: (consent: ConsentRecord, now: number) => ConsentRecord): Promise<string> {
    const { psuId } = await consentAll(server);
    const store = await openSideStore(server);
    const consent = await store.consents.findLatest(server.tpp.id, psuId, null);
    await store.consents.save(change(consent!, server.clock().getTime()));
    await store.close();
    return psuId;
  }

  it('answers a consent older than 180 days with 401 CONSENT_EXPIRED and a new scaRedirect', async () => {
    // grantedAt stays the newest, so this remains the consent the read finds.
    const psuId = await consentThen((c, now) => ({ ...c, expiresAt: now - DAY }));
    const res = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': psuId }) });
    expect(res.status).toBe(401);
    expectValid('listAccounts', res);
    expect(res.json.tppMessages[0].code).toBe('CONSENT_EXPIRED');
    expect(res.json._links.scaRedirect).toBeDefined();
  });

  it('answers a consent the PSU revoked with 403 CONSENT_UNKNOWN', async () => {
    const psuId = await consentThen((c, now) => ({ ...c, revokedAt: now }));
    const res = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': psuId }) });
    expect(res.status).toBe(403);
    expectValid('listAccounts', res);
    expect(res.json.tppMessages[0].code).toBe('CONSENT_UNKNOWN');
  });

  it('marks an account reached online with SCA only once an attended read of it has answered (a 404 marks nothing)', async () => {
    const before = server.clock().getTime() - 80 * DAY;
    const psuId = await consentThen((c) => ({ ...c, accounts: c.accounts.map((a) => ({ ...a, lastOnlineScaAt: before })) }));
    const store = await openSideStore(server);
    const stamps = async () => {
      const consent = await store.consents.findLatest(server.tpp.id, psuId, null);
      return new Map(consent!.accounts.map((a) => [a.accountId, a.lastOnlineScaAt]));
    };
    try {
      const consented = [...(await stamps()).keys()];
      const accountId = (await Promise.all(consented.map(async (id) => ((await store.accounts.findAccountById(id)) ? id : undefined)))).find(Boolean)!;
      // The PSU is present under the live session of its SCA (session-1), but the transaction does not exist.
      const missing = await server.request('GET', `/v1/accounts/${accountId}/transactions/no-such-transaction`, { headers: attended({ 'psu-id': psuId }) });
      expect(missing.status).toBe(404);
      expect([...(await stamps()).values()].every((at) => at === before)).toBe(true);
      const served = await server.request('GET', `/v1/accounts/${accountId}/balances`, { headers: attended({ 'psu-id': psuId }) });
      expect(served.status).toBe(200);
      const after = await stamps();
      expect(after.get(accountId)).toBeGreaterThan(before + 79 * DAY);
      expect([...after].filter(([id]) => id !== accountId).every(([, at]) => at === before)).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('needs a fresh SCA (401 CONSENT_INVALID) for unattended transactions of an account not reached online for 90 days', async () => {
    const psuId = await consentThen((c, now) => ({ ...c, accounts: c.accounts.map((a) => ({ ...a, lastOnlineScaAt: now - 91 * DAY })) }));
    const accountId = (await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': psuId, 'tpp-session-id': 'other-session' }) })).json.accounts[0].resourceId;
    const res = await server.request('GET', `/v1/accounts/${accountId}/transactions`, { headers: unattended({ 'psu-id': psuId }) });
    expect(res.status).toBe(401);
    expectValid('listAccountTransactions', res);
    expect(res.json.tppMessages[0]).toMatchObject({ code: 'CONSENT_INVALID', text: expect.stringMatching(/90 days/) });
    expect(res.json._links.scaRedirect).toBeDefined();
    // Balances have no such rule.
    expect((await server.request('GET', `/v1/accounts/${accountId}/balances`, { headers: unattended({ 'psu-id': psuId }) })).status).toBe(200);
  });
});


// Regression (black-box review): a PSU could not revoke a consent; the sandbox decision knew no way to withdraw.
describe('withdrawing access through the sandbox decision (revoke)', () => {
  const decide = (tpp: TestTpp, authorisationId: string, decision: string) =>
    server.request('POST', `/v1/sandbox/authorisations/${authorisationId}/approve`, {
      body: { customerNumber: PRIVATE_PSU, decision, context: 'PRIVATE' },
      tpp,
    });
  const askForConsent = async (tpp: TestTpp) => {
    const res = await server.request('POST', '/v1/bank-offered-consents', { headers: attended({ 'tpp-session-id': 'withdraw' }), tpp });
    expect(res.status).toBe(201);
    return readAuthorisationId(res.json._links.scaRedirect.href);
  };

  it('revokes the consent: reads answer 403 CONSENT_UNKNOWN without a redirect until the PSU gives a new consent', async () => {
    const tpp = await server.createTpp('PSDNO-FSA-246813579', ['PSP_AI']);
    const granted = await decide(tpp, await askForConsent(tpp), 'approve');
    const psuId = new URL(granted.json.redirectUrl).searchParams.get('psu-id') ?? '';
    const read = () => server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': psuId, 'tpp-session-id': 'withdraw' }), tpp });
    expect((await read()).status).toBe(200);

    const withdrawn = await decide(tpp, await askForConsent(tpp), 'revoke');
    expect(withdrawn.status).toBe(200);
    expectValid('decideSandboxAuthorisation', withdrawn);
    expect(withdrawn.json.scaStatus).toBe('finalised');
    const back = new URL(withdrawn.json.redirectUrl).searchParams;
    expect([back.get('psu-id'), back.get('tpp-session-id'), back.get('context'), back.get('consent')]).toEqual([psuId, 'withdraw', 'PRIVATE', 'revoked']);

    const refused = await read();
    expect(refused.status).toBe(403);
    expectValid('listAccounts', refused);
    expect(refused.json.tppMessages[0].code).toBe('CONSENT_UNKNOWN');
    expect(refused.json._links).toBeUndefined();

    const again = await decide(tpp, await askForConsent(tpp), 'approve');
    expect(new URL(again.json.redirectUrl).searchParams.get('consent')).toBeNull();
    expect((await read()).status).toBe(200);
  });

  it('answers a withdrawal with nothing to withdraw 403 CONSENT_UNKNOWN and leaves the authorisation open', async () => {
    const tpp = await server.createTpp('PSDNO-FSA-135792468', ['PSP_AI']);
    const authorisationId = await askForConsent(tpp);
    const res = await decide(tpp, authorisationId, 'revoke');
    expect(res.status).toBe(403);
    expect(res.json.tppMessages[0].code).toBe('CONSENT_UNKNOWN');
    expect((await decide(tpp, authorisationId, 'approve')).json.scaStatus).toBe('finalised');
  });
});
