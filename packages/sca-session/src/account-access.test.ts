import { describe, expect, it } from 'vitest';

import {
  alice,
  carol,
  codeOf,
  consentRequest,
  DAY,
  FakeClock,
  grantAliceConsent,
  HOUR,
  makeDeps,
  paymentRequest,
  runSca,
  TPP,
} from '../test-support/fixtures.js';
import {
  checkAccountAccess,
  recordAccountRead,
  settleAccountRead,
  type AccountAccessDecision,
  type AccountAccessRequest,
} from './account-access.js';
import { startAuthorisation } from './authorisation-start.js';
import { isConsentActive, listCustomerConsents, revokeConsent } from './consent.js';
import { ONLINE_SCA_STAMP_INTERVAL_MS } from './limits.js';
import { listReachableAccounts } from './reachable-accounts.js';

function read(psuId: string, overrides: Partial<AccountAccessRequest> = {}): AccountAccessRequest {
  return { tppId: TPP, psuId, resource: 'balances', accountId: 'acc-a1', tppSessionId: 'session-1', tppRedirectUri: 'https://tpp.example/cb', ...overrides };
}

function summary(decision: AccountAccessDecision): string {
  if (decision.kind === 'allowed') return 'allowed';
  if (decision.kind === 'needs-sca') return `needs-sca:${decision.reason}`;
  return `error:${decision.error.code}`;
}

describe('checkAccountAccess: consent', () => {
  it('allows consented accounts and lists only those', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock, 'session-1', ['acc-a1']);
    const list = await checkAccountAccess(deps, read(psuId, { resource: 'accounts', accountId: undefined }), clock);
    expect(list).toMatchObject({ kind: 'allowed', accountIds: ['acc-a1'], context: 'PRIVATE' });
    expect(summary(await checkAccountAccess(deps, read(psuId, { accountId: 'acc-a2' }), clock))).toBe(
      'needs-sca:ACCOUNT_NOT_CONSENTED',
    );
  });

  it('without a known PSU or consent the read needs SCA, with a consent authorisation ready to start', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const decision = await checkAccountAccess(deps, read('11111111-1111-5111-8111-111111111111'), clock);
    expect(summary(decision)).toBe('needs-sca:PSU_UNKNOWN');
    if (decision.kind !== 'needs-sca') return;
    const { authorisation, links } = await startAuthorisation(deps, decision.authorisation, clock);
    expect(authorisation.object).toEqual({ kind: 'consent' });
    expect(links.scaRedirect.href).toContain(authorisation.authorisationId);
  });

  it('a PSU known from a user identification but without consent needs SCA', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const identified = await runSca(
      deps,
      clock,
      { ...consentRequest(), object: { kind: 'user-identification' } },
      { customer: alice, context: 'PRIVATE', decision: 'approve' },
    );
    const decision = await checkAccountAccess(deps, read(identified.authorisation.psuId ?? ''), clock);
    expect(summary(decision)).toBe('needs-sca:CONSENT_MISSING');
  });

  it.each([
    ['one millisecond before 180 days', 180 * DAY - 1, 'allowed'],
    ['exactly 180 days', 180 * DAY, 'needs-sca:CONSENT_EXPIRED'],
  ])('consent validity: %s -> %s', async (_name, elapsed, want) => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);
    clock.advance(elapsed);
    expect(summary(await checkAccountAccess(deps, read(psuId, { psuIpAddress: '192.0.2.1' }), clock))).toBe(want);
  });

  it('a new SCA renews an expired consent', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);
    clock.advance(200 * DAY);
    await grantAliceConsent(deps, clock, 'session-2');
    expect(summary(await checkAccountAccess(deps, read(psuId), clock))).toBe('allowed');
  });

  it('revocation by the PSU gives CONSENT_UNKNOWN; only the owner can revoke', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId, consent } = await grantAliceConsent(deps, clock);
    const consentId = consent?.consentId ?? '';
    expect(await codeOf(() => revokeConsent(deps.repositories.consents, { consentId, customerNumber: carol.customerNumber }, clock))).toBe(
      'RESOURCE_UNKNOWN',
    );
    expect(await listCustomerConsents(deps.repositories.consents, alice.customerNumber, clock)).toHaveLength(1);
    clock.advance(HOUR);
    const revoked = await revokeConsent(deps.repositories.consents, { consentId, customerNumber: alice.customerNumber }, clock);
    expect(isConsentActive(revoked, clock.now())).toBe(false);
    expect(await listCustomerConsents(deps.repositories.consents, alice.customerNumber, clock)).toHaveLength(0);
    expect(summary(await checkAccountAccess(deps, read(psuId), clock))).toBe('error:CONSENT_UNKNOWN');
  });
});

describe('checkAccountAccess: corporate context', () => {
  async function grantCarol() {
    const deps = makeDeps();
    const clock = new FakeClock();
    const outcome = await runSca(deps, clock, consentRequest(), {
      customer: carol,
      context: 'CORPORATE',
      agreementId: 'agr-1',
      decision: 'approve',
    });
    return { deps, clock, psuId: outcome.authorisation.psuId ?? '', psuCorporateId: outcome.authorisation.psuCorporateId ?? '' };
  }

  it('reaches only the agreement accounts granted with VIEW and REGISTER', async () => {
    const { deps, clock, psuId, psuCorporateId } = await grantCarol();
    const list = await checkAccountAccess(deps, read(psuId, { psuCorporateId, resource: 'accounts', accountId: undefined }), clock);
    expect(list).toMatchObject({ kind: 'allowed', accountIds: ['acc-c1'], context: 'CORPORATE', agreementId: 'agr-1' });
  });

  it.each([
    ['without PSU-Corporate-ID', undefined, 'error:HTTP_HEADER_REQUIRED'],
    ['with a PSU-Corporate-ID never issued', '00000000-0000-4000-8000-000000000000', 'error:CORPORATE_ID_INVALID'],
  ])('a corporate user %s -> %s', async (_name, psuCorporateId, want) => {
    const { deps, clock, psuId } = await grantCarol();
    const decision = await checkAccountAccess(deps, read(psuId, { psuCorporateId, accountId: 'acc-c1' }), clock);
    expect(summary(decision)).toBe(want);
    if (decision.kind === 'error') expect(decision.error.header).toBe('PSU-Corporate-ID');
  });

  it.each([
    ['CORPORATE', 'error:HTTP_HEADER_REQUIRED'],
    ['PRIVATE', 'allowed'],
  ])('a private customer known by PSU-ID with PSU-Context %s and no PSU-Corporate-ID -> %s', async (psuContext, want) => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);
    const decision = await checkAccountAccess(deps, read(psuId, { psuContext }), clock);
    expect(summary(decision)).toBe(want);
    if (decision.kind === 'error') {
      expect(decision.error.header).toBe('PSU-Corporate-ID');
      expect(decision.error.message).toContain('GET /v1/agreements');
    }
  });

  it.each([
    ['with PSU-Corporate-ID', true],
    ['without PSU-Corporate-ID', false],
  ])('a corporate user %s in PSU-Context PRIVATE gets FORMAT_ERROR naming PSU-Context', async (_name, withCorporateId) => {
    const { deps, clock, psuId, psuCorporateId } = await grantCarol();
    const headers = { psuId, psuContext: 'PRIVATE', ...(withCorporateId ? { psuCorporateId } : {}) };
    const decision = await checkAccountAccess(deps, read(psuId, { ...headers, accountId: 'acc-c1' }), clock);
    expect(summary(decision)).toBe('error:FORMAT_ERROR');
    if (decision.kind === 'error') expect(decision.error.header).toBe('PSU-Context');
    const payment = paymentRequest({ ...headers, psuIdentity: undefined });
    await expect(startAuthorisation(deps, payment, clock)).rejects.toMatchObject({ code: 'FORMAT_ERROR', header: 'PSU-Context' });
  });

  it('a corporate user starting a payment without PSU-Corporate-ID gets HTTP_HEADER_REQUIRED', async () => {
    const { deps, clock, psuId } = await grantCarol();
    const request = { ...consentRequest({ psuId }), object: { kind: 'basket', basketId: 'b' } as const };
    await expect(startAuthorisation(deps, request, clock)).rejects.toMatchObject({
      code: 'HTTP_HEADER_REQUIRED',
      header: 'PSU-Corporate-ID',
    });
  });

  it('listReachableAccounts: PRIVATE gives own enabled accounts only', () => {
    expect(listReachableAccounts(alice, 'PRIVATE')).toEqual(['acc-a1', 'acc-a2']);
    expect(listReachableAccounts(carol, 'CORPORATE', 'agr-2')).toEqual(['acc-c3']);
  });
});

describe('checkAccountAccess: unattended limits (no PSU-IP-Address)', () => {
  it('allows 4 balance reads in a sliding 24 hours, refuses the 5th, allows again when the oldest leaves the window', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);
    const first = clock.now();
    const results: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      results.push(summary(await checkAccountAccess(deps, read(psuId), clock)));
      clock.advance(HOUR);
    }
    const fifth = await checkAccountAccess(deps, read(psuId), clock);
    results.push(summary(fifth));
    expect(results).toEqual(['allowed', 'allowed', 'allowed', 'allowed', 'error:ACCESS_EXCEEDED']);
    if (fifth.kind === 'error') expect(fifth.error.retryAt).toBe(first + 24 * HOUR);

    // A refused call does not count; one millisecond before the first call leaves the window it is still refused.
    clock.advance(first + 24 * HOUR - 1 - clock.now());
    expect(summary(await checkAccountAccess(deps, read(psuId), clock))).toBe('error:ACCESS_EXCEEDED');
    clock.advance(1);
    expect(summary(await checkAccountAccess(deps, read(psuId), clock))).toBe('allowed');
    expect(summary(await checkAccountAccess(deps, read(psuId), clock))).toBe('error:ACCESS_EXCEEDED');
  });

  it('counts per account, per resource and per TPP, and never counts attended reads', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);
    for (let i = 0; i < 4; i += 1) await checkAccountAccess(deps, read(psuId), clock);
    expect(summary(await checkAccountAccess(deps, read(psuId), clock))).toBe('error:ACCESS_EXCEEDED');
    expect(summary(await checkAccountAccess(deps, read(psuId, { accountId: 'acc-a2' }), clock))).toBe('allowed');
    expect(summary(await checkAccountAccess(deps, read(psuId, { resource: 'transactions' }), clock))).toBe('allowed');
    expect(summary(await checkAccountAccess(deps, read(psuId, { psuIpAddress: '192.0.2.1' }), clock))).toBe('allowed');
    expect(summary(await checkAccountAccess(deps, read(psuId, { resource: 'account' }), clock))).toBe('allowed');
  });

  it('with countAfterRead the decision counts nothing and hands the call over; recordAccountRead counts it atomically', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);
    // Any number of allowed decisions uses up nothing while no read is recorded (reads that failed after them).
    for (let i = 0; i < 6; i += 1) {
      const decision = await checkAccountAccess(deps, read(psuId, { countAfterRead: true }), clock);
      expect(decision.kind === 'allowed' ? decision.unattendedCall : undefined).toEqual({ tppId: TPP, accountId: 'acc-a1', resource: 'balances' });
    }
    const decision = await checkAccountAccess(deps, read(psuId, { countAfterRead: true }), clock);
    if (decision.kind !== 'allowed' || decision.unattendedCall === null) throw new Error('expected an unattended call to count');
    const first = clock.now();
    // Five reads served at once race for four calls: exactly one is refused, with the time the oldest leaves.
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => recordAccountRead(deps, decision.unattendedCall!, clock)));
    const refused = outcomes.filter((o) => o !== undefined);
    expect(refused.map((e) => e?.code)).toEqual(['ACCESS_EXCEEDED']);
    expect(refused[0]?.retryAt).toBe(first + 24 * HOUR);
    // Counted calls are the same ones the decision counts without countAfterRead.
    expect(summary(await checkAccountAccess(deps, read(psuId), clock))).toBe('error:ACCESS_EXCEEDED');
    // Attended reads, and reads without the flag, carry no call to count.
    const attended = await checkAccountAccess(deps, read(psuId, { countAfterRead: true, psuIpAddress: '192.0.2.1' }), clock);
    expect(attended.kind === 'allowed' ? attended.unattendedCall : 'not allowed').toBeNull();
    const other = await checkAccountAccess(deps, read(psuId, { accountId: 'acc-a2' }), clock);
    expect(other.kind === 'allowed' ? other.unattendedCall : 'not allowed').toBeNull();
  });

  it('limits unattended transactions to the last 90 days', async () => {
    const deps = makeDeps();
    const clock = new FakeClock(Date.parse('2026-06-30T08:00:00Z'));
    const { psuId } = await grantAliceConsent(deps, clock);
    const decision = await checkAccountAccess(deps, read(psuId, { resource: 'transactions' }), clock);
    expect(decision).toMatchObject({ kind: 'allowed', transactionsFrom: '2026-04-01' });
    const attended = await checkAccountAccess(deps, read(psuId, { resource: 'transactions', psuIpAddress: '192.0.2.1' }), clock);
    expect(attended).toMatchObject({ kind: 'allowed', transactionsFrom: null });
  });

  it('counts the 90 days as calendar days across a daylight-saving change (late evening in Oslo)', async () => {
    const deps = makeDeps();
    // 23:30 on 24 November in Oslo (UTC+1); 90 calendar days earlier is 26 August, then on summer time (UTC+2),
    // where 90 × 24 hours earlier is already 00:30 on 27 August.
    const clock = new FakeClock(Date.parse('2026-11-24T22:30:00Z'));
    const { psuId } = await grantAliceConsent(deps, clock);
    const decision = await checkAccountAccess(deps, read(psuId, { resource: 'transactions' }), clock);
    expect(decision).toMatchObject({ kind: 'allowed', transactionsFrom: '2026-08-26' });
  });

  it('counts the 90 days in the bank\'s calendar: just after midnight in Oslo, still the day before in UTC', async () => {
    const deps = makeDeps();
    // 2026-06-29T22:30Z is 00:30 on 30 June in Oslo (UTC+2); 90 days earlier is 1 April there, 31 March in UTC.
    const clock = new FakeClock(Date.parse('2026-06-29T22:30:00Z'));
    const { psuId } = await grantAliceConsent(deps, clock);
    const decision = await checkAccountAccess(deps, read(psuId, { resource: 'transactions' }), clock);
    expect(decision).toMatchObject({ kind: 'allowed', transactionsFrom: '2026-04-01' });
  });

  it.each([
    ['89 days after the last online SCA', 89 * DAY, 'allowed'],
    ['90 days after the last online SCA', 90 * DAY, 'needs-sca:NO_RECENT_ONLINE_SCA'],
  ])('serves unattended transactions only for accounts reached online with SCA lately: %s', async (_name, elapsed, want) => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);
    clock.advance(elapsed);
    expect(summary(await checkAccountAccess(deps, read(psuId, { resource: 'transactions' }), clock))).toBe(want);
  });

  it('an attended read under a live SCA session refreshes the 90 days for the accounts it reached', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);
    clock.advance(80 * DAY);
    const identification = { ...consentRequest({ tppSessionId: 'live' }), object: { kind: 'user-identification' } } as const;
    const live = await runSca(deps, clock, identification, { customer: alice, context: 'PRIVATE', decision: 'approve' });
    expect(live.session?.tppSessionId).toBe('live');
    expect(summary(await checkAccountAccess(deps, read(psuId, { psuIpAddress: '192.0.2.1', tppSessionId: 'live' }), clock))).toBe(
      'allowed',
    );
    clock.advance(40 * DAY);
    expect(summary(await checkAccountAccess(deps, read(psuId, { resource: 'transactions' }), clock))).toBe('allowed');
    expect(summary(await checkAccountAccess(deps, read(psuId, { resource: 'transactions', accountId: 'acc-a2' }), clock))).toBe(
      'needs-sca:NO_RECENT_ONLINE_SCA',
    );
  });

  it('with countAfterRead an attended read marks its accounts reached only when settled, and never on a consent revoked meanwhile', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);
    clock.advance(80 * DAY);
    const identification = { ...consentRequest({ tppSessionId: 'live' }), object: { kind: 'user-identification' } } as const;
    await runSca(deps, clock, identification, { customer: alice, context: 'PRIVATE', decision: 'approve' });
    const attended = read(psuId, { psuIpAddress: '192.0.2.1', tppSessionId: 'live', countAfterRead: true });
    const decision = await checkAccountAccess(deps, attended, clock);
    if (decision.kind !== 'allowed') throw new Error(`expected allowed, got ${summary(decision)}`);
    expect(decision.onlineSca).toEqual({ consentId: decision.consentId, accountIds: ['acc-a1'] });
    expect(decision.unattendedCall).toBeNull();
    // A read that failed after the decision is never settled: ten days on, the account is past its 90 days.
    clock.advance(10 * DAY);
    expect(summary(await checkAccountAccess(deps, read(psuId, { resource: 'transactions' }), clock))).toBe('needs-sca:NO_RECENT_ONLINE_SCA');
    // Served and settled (under a new session: the first lasted an hour): the account counts as reached now.
    await runSca(deps, clock, { ...identification, tppSessionId: 'live-again' }, { customer: alice, context: 'PRIVATE', decision: 'approve' });
    const again = { ...attended, tppSessionId: 'live-again' };
    const served = await checkAccountAccess(deps, again, clock);
    if (served.kind !== 'allowed') throw new Error(`expected allowed, got ${summary(served)}`);
    await settleAccountRead(deps, served, clock);
    expect(summary(await checkAccountAccess(deps, read(psuId, { resource: 'transactions' }), clock))).toBe('allowed');
    // The PSU revokes while a read is being served: settling it afterwards does not bring the consent back.
    const during = await checkAccountAccess(deps, again, clock);
    if (during.kind !== 'allowed') throw new Error(`expected allowed, got ${summary(during)}`);
    await revokeConsent(deps.repositories.consents, { consentId: during.consentId, customerNumber: alice.customerNumber }, clock);
    clock.advance(1);
    await settleAccountRead(deps, during, clock);
    expect(summary(await checkAccountAccess(deps, again, clock))).toBe('error:CONSENT_UNKNOWN');
  });

  it('an attended read of accounts stamped within the last minute has nothing to write; a minute later it has', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock, 'live');
    const attended = read(psuId, { resource: 'accounts', accountId: undefined, psuIpAddress: '192.0.2.1', tppSessionId: 'live', countAfterRead: true });
    const reachOf = async () => {
      const decision = await checkAccountAccess(deps, attended, clock);
      if (decision.kind !== 'allowed') throw new Error(`expected allowed, got ${summary(decision)}`);
      return decision.onlineSca;
    };
    // The grant stamped every account just now.
    expect(await reachOf()).toBeNull();
    clock.advance(ONLINE_SCA_STAMP_INTERVAL_MS - 1);
    expect(await reachOf()).toBeNull();
    clock.advance(1);
    const reach = await reachOf();
    expect(reach?.accountIds).toEqual(['acc-a1', 'acc-a2']);
    await settleAccountRead(deps, { unattendedCall: null, onlineSca: reach }, clock);
    expect(await reachOf()).toBeNull();
  });

  it('an attended read without a live SCA session does not refresh the 90 days', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);
    clock.advance(80 * DAY);
    await checkAccountAccess(deps, read(psuId, { psuIpAddress: '192.0.2.1' }), clock);
    clock.advance(10 * DAY);
    expect(summary(await checkAccountAccess(deps, read(psuId, { resource: 'transactions' }), clock))).toBe(
      'needs-sca:NO_RECENT_ONLINE_SCA',
    );
  });
});
