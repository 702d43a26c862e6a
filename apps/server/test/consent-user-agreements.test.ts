/**
 * Bank-offered consent, PSU identification and corporate agreements through a real server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, attended, consentAll, expectValid, openSideStore, PRIVATE_PSU, readAuthorisationId, REDIRECT_URI } from './account-consent-support.js';
import { startTestServer, type TestServer, type TestTpp } from './support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const scaHeaders = (extra: Record<string, string> = {}) => ({
  'tpp-redirect-uri': REDIRECT_URI,
  'tpp-session-id': 'consent-session',
  'psu-ip-address': '192.0.2.10',
  ...extra,
});

describe('consent operations', () => {
  it.each([
    ['createConsent', '/v1/consents', { access: { allPsd2: 'allAccounts' }, recurringIndicator: true }],
    ['createConsent', '/v1/consents', undefined],
    ['createBankOfferedConsent', '/v1/bank-offered-consents', undefined],
  ] as const)('%s at %s answers 201 with only an SCA redirect, whatever the body', async (operationId, path, body) => {
    const res = await server.request('POST', path, { headers: scaHeaders(), ...(body === undefined ? {} : { body }) });
    expect(res.status).toBe(201);
    expectValid(operationId, res);
    expect(Object.keys(res.json)).toEqual(['_links']);
    expect(new URL(res.json._links.scaRedirect.href).searchParams.get('context')).toBe('PRIVATE');
    expect(res.json._links.scaStatus.href).toMatch(/\/v1\/authorisations\/[^/]+$/);
  });

  it('grants a consent through that redirect which account reads then use', async () => {
    const res = await server.request('POST', '/v1/bank-offered-consents', { headers: scaHeaders({ 'psu-context': 'PRIVATE' }) });
    const { psuId, tppSessionId } = await approve(server, res.json._links.scaRedirect.href, { customerNumber: PRIVATE_PSU });
    expect(tppSessionId).toBe('consent-session');
    const accounts = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': psuId }) });
    expect(accounts.status).toBe(200);
    expect(accounts.json.accounts).toHaveLength(2);
  });

  it('rejects a PSU-Context other than PRIVATE or CORPORATE with 400', async () => {
    const res = await server.request('POST', '/v1/consents', { headers: scaHeaders({ 'psu-context': 'FAMILY' }) });
    expect(res.status).toBe(400);
    expectValid('createConsent', res);
  });
});

describe('PSU identification for a PISP-only journey', () => {
  it.each([
    ['getUser', '/v1/user'],
    ['getUsersAlias', '/v1/users'],
  ] as const)('%s (%s) answers 200 with an SCA redirect whose approval issues a psu-id', async (operationId, path) => {
    const pisp = await server.createTpp(`PSDNO-FSA-${operationId === 'getUser' ? '111111111' : '222222222'}`, ['PSP_PI']);
    const res = await server.request('GET', path, { headers: scaHeaders({ 'psu-context': 'PRIVATE' }), tpp: pisp });
    expect(res.status).toBe(200);
    expectValid(operationId, res);
    expect(res.json._links.scaRedirect.verbs).toEqual(['GET']);
    const { psuId } = await approve(server, res.json._links.scaRedirect.href, { customerNumber: PRIVATE_PSU });
    expect(psuId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // A user identification grants no account consent.
    const agreements = await server.request('GET', '/v1/agreements', { headers: attended({ 'psu-id': psuId }), tpp: pisp });
    expect(agreements.status).toBe(200);
  });
});

// A TPP's first call carries no TPP-Session-ID: it has none until a success redirect hands it one (Tink's sparebank
// agent sends tpp-session-id only from then on, portal-facts §7). These four starts refused that call with 400
// HTTP_HEADER_REQUIRED; the bank now names the session, as it already did for account reads.
describe('regression: consent and user-identification starts without TPP-Session-ID', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const firstCall = (): Record<string, string> => {
    const { 'tpp-session-id': _none, ...headers } = scaHeaders({ 'psu-context': 'PRIVATE' });
    return headers;
  };

  /** Approves the authorisation behind an scaRedirect headlessly and returns the success redirect's parameters. */
  async function approveHeadless(scaRedirect: string, tpp: TestTpp): Promise<URLSearchParams> {
    const decided = await server.request('POST', `/v1/sandbox/authorisations/${encodeURIComponent(readAuthorisationId(scaRedirect))}/approve`, {
      body: { customerNumber: PRIVATE_PSU, decision: 'approve', context: 'PRIVATE' },
      tpp,
    });
    expect(decided.status).toBe(200);
    expect(decided.json.scaStatus).toBe('finalised');
    return new URL(decided.json.redirectUrl).searchParams;
  }

  it.each([
    ['createConsent', 'POST', '/v1/consents', 201, 'PSDNO-FSA-610000001'],
    ['createBankOfferedConsent', 'POST', '/v1/bank-offered-consents', 201, 'PSDNO-FSA-610000002'],
    ['getUser', 'GET', '/v1/user', 200, 'PSDNO-FSA-610000003'],
    ['getUsersAlias', 'GET', '/v1/users', 200, 'PSDNO-FSA-610000004'],
  ] as const)('%s (%s %s) answers %i with scaRedirect and hands back the session it named', async (operationId, method, path, status, organisation) => {
    const tpp = await server.createTpp(organisation, ['PSP_AI', 'PSP_PI']);
    const started = await server.request(method, path, { headers: firstCall(), tpp });
    expect(started.status).toBe(status);
    expectValid(operationId, started);
    expect(started.json._links.scaRedirect.href).toContain('/sca/');

    const back = await approveHeadless(started.json._links.scaRedirect.href, tpp);
    const tppSessionId = back.get('tpp-session-id') ?? '';
    const psuId = back.get('psu-id') ?? '';
    expect(tppSessionId).toMatch(UUID);
    expect(psuId).toMatch(UUID);

    const later = attended({ 'tpp-session-id': tppSessionId, 'psu-id': psuId });
    const accounts = await server.request('GET', '/v1/accounts', { headers: later, tpp });
    expectValid('listAccounts', accounts);
    if (operationId === 'createConsent' || operationId === 'createBankOfferedConsent') {
      // The consent chosen during that SCA serves the read straight away.
      expect(accounts.status).toBe(200);
      expect(accounts.json.accounts).toHaveLength(2);
      return;
    }
    // Identifying the PSU grants no consent, so the read asks for one; but the session the bank named is live,
    // so that consent needs no second authentication (exempted) and, once chosen, the read goes through.
    expect(accounts.status).toBe(401);
    expect(accounts.json.tppMessages[0].code).toBe('CONSENT_INVALID');
    const consentLink = accounts.json._links.scaRedirect.href as string;
    const scaStatus = await server.request('GET', `/v1/authorisations/${encodeURIComponent(readAuthorisationId(consentLink))}`, { headers: later, tpp });
    expect(scaStatus.status).toBe(200);
    expect(scaStatus.json.scaStatus).toBe('exempted');
    const consented = await approveHeadless(consentLink, tpp);
    expect(consented.get('tpp-session-id')).toBe(tppSessionId);
    const after = await server.request('GET', '/v1/accounts', { headers: later, tpp });
    expect(after.status).toBe(200);
    expectValid('listAccounts', after);
    expect(after.json.accounts).toHaveLength(2);
  });
});

describe('corporate agreements', () => {
  it('answers an unidentified PSU with 401 PSU_CREDENTIALS_INVALID and an scaRedirect', async () => {
    const res = await server.request('GET', '/v1/agreements', { headers: attended() });
    expect(res.status).toBe(401);
    expectValid('listAgreements', res);
    expect(res.json.tppMessages[0].code).toBe('PSU_CREDENTIALS_INVALID');
    expect(res.json._links.scaRedirect.href).toContain('/sca/');
  });

  it('lists the agreements the PSU holds engagements on, under ids usable as PSU-Corporate-ID', async () => {
    const { psuId } = await consentAll(server);
    const res = await server.request('GET', '/v1/agreements', { headers: attended({ 'psu-id': psuId }) });
    expect(res.status).toBe(200);
    expectValid('listAgreements', res);
    expect(res.json.agreements).toEqual([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Testfirma 2 fullmakt', organisationNumber: '18129215603' }]);
    const corporateId = res.json.agreements[0].id as string;

    // The private consent does not reach the corporation's accounts: SCA in corporate context is needed first.
    const corporate = attended({ 'psu-id': psuId, 'psu-corporate-id': corporateId });
    const before = await server.request('GET', '/v1/accounts', { headers: corporate });
    expect(before.status).toBe(401);
    expectValid('listAccounts', before);
    expect(new URL(before.json._links.scaRedirect.href).searchParams.get('context')).toBe('CORPORATE');

    const store = await openSideStore(server);
    const { agreementId } = (await store.sandbox.listAgreements()).find((a) => a.name === 'Testfirma 2 fullmakt')!;
    await store.close();
    const consented = await approve(server, before.json._links.scaRedirect.href, { customerNumber: PRIVATE_PSU, context: 'CORPORATE', agreementId });
    expect(consented.psuCorporateId).toBe(corporateId);
    const after = await server.request('GET', '/v1/accounts', { headers: corporate });
    expect(after.status).toBe(200);
    expectValid('listAccounts', after);
    expect(after.json.accounts.map((a: { usage: string }) => a.usage)).toEqual(['ORGA', 'ORGA']);

    // Another PSU of this TPP sending that PSU-Corporate-ID: not an agreement they act under, so no SCA of
    // theirs could ever complete. 401 CORPORATE_ID_INVALID, not a redirect into that loop.
    const session = { 'tpp-session-id': 'session-other-psu' };
    const other = await server.request('GET', '/v1/accounts', { headers: attended(session) });
    const { psuId: otherPsuId } = await approve(server, other.json._links.scaRedirect.href, { customerNumber: '12085592767' });
    const crossed = await server.request('GET', '/v1/accounts', { headers: attended({ ...session, 'psu-id': otherPsuId, 'psu-corporate-id': corporateId }) });
    expect(crossed.status).toBe(401);
    expectValid('listAccounts', crossed);
    expect(crossed.json.tppMessages[0]).toMatchObject({ code: 'CORPORATE_ID_INVALID', path: 'PSU-Corporate-ID' });
    expect(crossed.json._links?.scaRedirect).toBeUndefined();
  });

  // The BG audit suspected the opposite; this is the check: the consent page offers the accounts of both contexts,
  // and ticking all of them in corporate context must not grant the private ones.
  it('a corporate-context SCA on the pages, every offered account ticked, grants no private access', async () => {
    const tpp = await server.createTpp('PSDNO-FSA-555555555');
    const offered = await server.request('POST', '/v1/bank-offered-consents', { headers: scaHeaders(), tpp });
    const link = new URL(offered.json._links.scaRedirect.href);
    const page = `${link.origin}${link.pathname}`;
    const post = (path: string, fields: URLSearchParams) =>
      fetch(`${page}/${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields.toString(), redirect: 'manual' });
    const html = await (await post('login', new URLSearchParams({ customerNumber: PRIVATE_PSU }))).text();
    const accounts = [...html.matchAll(/name="account"[^>]*value="([^"]+)"/g)].map((m) => m[1]!);
    const agreementId = /name="agreementId"[\s\S]*?value="([^"]+)"/.exec(html)?.[1];
    expect(accounts.length).toBeGreaterThan(2);
    expect(agreementId).toBeDefined();
    const decision = new URLSearchParams({ customerNumber: PRIVATE_PSU, decision: 'approve', context: 'CORPORATE', agreementId: agreementId! });
    for (const account of accounts) decision.append('account', account);
    const back = new URL((await post('decision', decision)).headers.get('location') ?? '');
    expect(back.searchParams.get('context')).toBe('CORPORATE');
    const psuId = back.searchParams.get('psu-id')!;

    const privately = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': psuId }), tpp });
    expect(privately.status).toBe(401);
    expect(privately.json.tppMessages[0].code).toBe('CONSENT_INVALID');
    expect(new URL(privately.json._links.scaRedirect.href).searchParams.get('context')).toBe('PRIVATE');
    const corporately = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': psuId, 'psu-corporate-id': back.searchParams.get('psu-corporate-id')! }), tpp });
    expect(corporately.status).toBe(200);
    expect(corporately.json.accounts.map((a: { usage: string }) => a.usage)).toEqual(['ORGA', 'ORGA']);
  });

  // Regression (outside review, t5): the list took any PSU-Corporate-ID, where every other operation answers an id
  // never issued to the TPP, or another PSU's agreement, 401 CORPORATE_ID_INVALID.
  it('checks a PSU-Corporate-ID sent with the list like every other operation: 401 CORPORATE_ID_INVALID', async () => {
    // Sessions of their own: a live SCA session of one PSU would spare the other's SCA and fail it.
    const identify = async (customerNumber: string) => {
      const session = { 'tpp-session-id': `session-agreements-${customerNumber}` };
      const first = await server.request('GET', '/v1/accounts', { headers: attended(session) });
      return (await approve(server, first.json._links.scaRedirect.href, { customerNumber })).psuId;
    };
    const psuId = await identify(PRIVATE_PSU);
    const others = await server.request('GET', '/v1/agreements', { headers: attended({ 'psu-id': await identify('12085592767') }) });
    const foreignCorporateId = others.json.agreements[0].id as string;
    for (const psuCorporateId of ['nonsense', '00000000-0000-4000-8000-000000000000', foreignCorporateId]) {
      const res = await server.request('GET', '/v1/agreements', { headers: attended({ 'psu-id': psuId, 'psu-corporate-id': psuCorporateId }) });
      expect(res.status, psuCorporateId).toBe(401);
      expectValid('listAgreements', res);
      expect(res.json.tppMessages[0]).toMatchObject({ code: 'CORPORATE_ID_INVALID', path: 'PSU-Corporate-ID' });
      expect(res.json._links?.scaRedirect).toBeUndefined();
    }
    // The PSU's own agreement's id, as a TPP holding it may send it along, lists as without it.
    const own = await server.request('GET', '/v1/agreements', { headers: attended({ 'psu-id': psuId }) });
    const again = await server.request('GET', '/v1/agreements', { headers: attended({ 'psu-id': psuId, 'psu-corporate-id': own.json.agreements[0].id }) });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(own.json);
  });

  it("lists only the agreements of this PSU, not other PSUs' ones", async () => {
    const { psuId } = await consentAll(server, '12085592767');
    const res = await server.request('GET', '/v1/agreements', { headers: attended({ 'psu-id': psuId }) });
    expect(res.status).toBe(200);
    expectValid('listAgreements', res);
    expect(res.json.agreements).toEqual([{ id: expect.any(String), name: 'Testfirma 3 fullmakt', organisationNumber: '20079518612' }]);
  });
});
