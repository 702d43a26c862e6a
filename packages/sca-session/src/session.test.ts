import { describe, expect, it } from 'vitest';

import {
  alice,
  bob,
  consentRequest,
  FakeClock,
  grantAliceConsent,
  HOUR,
  makeDeps,
  paymentRequest,
  runSca,
  TPP,
} from '../test-support/fixtures.js';
import { completeAuthorisation } from './authorisation-complete.js';
import { findExemptingSession } from './authorisation-open.js';
import { startAuthorisation } from './authorisation-start.js';
import { findLiveSession, isSessionLive } from './session.js';

describe('SCA session lifetime (1 hour from completed SCA)', () => {
  it.each([
    ['just completed', 0, true],
    ['one millisecond before the hour', HOUR - 1, true],
    ['exactly one hour', HOUR, false],
    ['after the hour', HOUR + 1, false],
  ])('%s: live=%s', async (_name, elapsed, want) => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { session } = await grantAliceConsent(deps, clock);
    expect(session).not.toBeNull();
    clock.advance(elapsed);
    expect(isSessionLive(session!, clock.now())).toBe(want);
    expect((await findLiveSession(deps.repositories.sessions, TPP, 'session-1', clock.now())) !== undefined).toBe(want);
  });

  it('spares a consent authorisation under the live session, and not once it expired', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);

    clock.advance(HOUR - 1);
    const within = await startAuthorisation(deps, consentRequest({ psuId }), clock);
    expect(within.authorisation.scaStatus).toBe('exempted');
    expect(within.authorisation.expectedPsuId).toBe(psuId);

    clock.advance(1);
    const after = await startAuthorisation(deps, consentRequest({ psuId }), clock);
    expect(after.authorisation.scaStatus).toBe('psuIdentified');
  });

  it('never spares a payment, even under a live session (dynamic linking)', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);
    const { authorisation } = await startAuthorisation(deps, paymentRequest({ psuId, psuIdentity: undefined }), clock);
    expect(authorisation.scaStatus).toBe('psuIdentified');
  });

  it('renews: a new SCA under the same TPP-Session-ID restarts the hour', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    await grantAliceConsent(deps, clock);
    clock.advance(HOUR + 5);
    const renewed = await grantAliceConsent(deps, clock);
    expect(renewed.session?.scaCompletedAt).toBe(clock.now());
    clock.advance(HOUR - 1);
    expect(await findLiveSession(deps.repositories.sessions, TPP, 'session-1', clock.now())).toBeDefined();
    clock.advance(1);
    expect(await findLiveSession(deps.repositories.sessions, TPP, 'session-1', clock.now())).toBeUndefined();
  });

  it('asks for new SCA under a new TPP-Session-ID while the old one is live', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock, 'old');
    const { authorisation } = await startAuthorisation(deps, consentRequest({ psuId, tppSessionId: 'new' }), clock);
    expect(authorisation.scaStatus).toBe('psuIdentified');
  });

  it('invalidates the old session when SCA under the new TPP-Session-ID completes', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    await grantAliceConsent(deps, clock, 'old');
    clock.advance(10 * 60_000);
    await grantAliceConsent(deps, clock, 'new');
    const old = await deps.repositories.sessions.find(TPP, 'old');
    expect(old?.invalidatedAt).toBe(clock.now());
    expect(await findLiveSession(deps.repositories.sessions, TPP, 'old', clock.now())).toBeUndefined();
    expect(await findLiveSession(deps.repositories.sessions, TPP, 'new', clock.now())).toBeDefined();
  });

  it.each(['abort', 'reject'] as const)('leaves the old session valid when SCA under the new one ends in %s', async (decision) => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock, 'old');
    const { authorisation } = await startAuthorisation(deps, consentRequest({ psuId, tppSessionId: 'new' }), clock);
    const outcome = await completeAuthorisation(
      deps,
      { authorisationId: authorisation.authorisationId, customer: alice, context: 'PRIVATE', decision },
      clock,
    );
    expect(outcome.scaStatus).toBe('failed');
    expect(outcome.session).toBeNull();
    expect(await findLiveSession(deps.repositories.sessions, TPP, 'old', clock.now())).toBeDefined();
    expect(await findLiveSession(deps.repositories.sessions, TPP, 'new', clock.now())).toBeUndefined();
  });

  it("does not touch another PSU's or another TPP's sessions", async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    await grantAliceConsent(deps, clock, 'alice-session');
    await runSca(deps, clock, consentRequest({ tppSessionId: 'other-tpp', tppId: 'PSDNO-FSA-222' }), {
      customer: alice,
      context: 'PRIVATE',
      decision: 'approve',
    });
    expect(await findLiveSession(deps.repositories.sessions, TPP, 'alice-session', clock.now())).toBeDefined();
  });
});

describe('an exempted authorisation', () => {
  it('completes for the session PSU without new authentication, and fails for anyone else', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);
    const first = await startAuthorisation(deps, consentRequest(), clock);
    expect(first.authorisation).toMatchObject({ scaStatus: 'exempted', expectedPsuId: psuId });
    const done = await completeAuthorisation(
      deps,
      { authorisationId: first.authorisation.authorisationId, customer: alice, context: 'PRIVATE', decision: 'approve', consentAccounts: ['acc-a2'] },
      clock,
    );
    expect(done.consent?.accounts.map((a) => a.accountId)).toEqual(['acc-a2']);

    const second = await startAuthorisation(deps, consentRequest(), clock);
    const other = await completeAuthorisation(
      deps,
      { authorisationId: second.authorisation.authorisationId, customer: bob, context: 'PRIVATE', decision: 'approve' },
      clock,
    );
    expect(new URL(other.redirectUrl).searchParams.get('code')).toBe('PSU_CREDENTIALS_INVALID');
  });

  // Regression (review, 2026-11-25): an exempted completion renewed the session for another hour, so a TPP
  // could keep one SCA alive for ever by completing an exempted authorisation (GET /v1/user) every hour.
  it('leaves the session to end an hour after the SCA the PSU performed', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { session } = await grantAliceConsent(deps, clock);
    clock.advance(HOUR - 10);
    const { authorisation } = await startAuthorisation(deps, consentRequest(), clock);
    expect(authorisation.scaStatus).toBe('exempted');
    const done = await completeAuthorisation(
      deps,
      { authorisationId: authorisation.authorisationId, customer: alice, context: 'PRIVATE', decision: 'approve', consentAccounts: ['acc-a2'] },
      clock,
    );
    expect(done.scaStatus).toBe('finalised');
    expect(done.session).toMatchObject({ scaCompletedAt: session!.scaCompletedAt, expiresAt: session!.expiresAt });
    clock.advance(10);
    expect(await findLiveSession(deps.repositories.sessions, TPP, 'session-1', clock.now())).toBeUndefined();
    const after = await startAuthorisation(deps, consentRequest(), clock);
    expect(after.authorisation.scaStatus).not.toBe('exempted');
  });

  // Review: the session's agreementId is null outside CORPORATE context, and completeAuthorisation took only
  // string | undefined, so every SCA site wrote `?? undefined` to pass the session on.
  it("completes with the exempting session's own fields, its null agreement included", async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    await grantAliceConsent(deps, clock);
    const { authorisation } = await startAuthorisation(deps, consentRequest(), clock);
    const session = await findExemptingSession(deps, authorisation, clock);
    expect(session).toMatchObject({ context: 'PRIVATE', agreementId: null });
    const { context, agreementId } = session!;
    const done = await completeAuthorisation(
      deps,
      { authorisationId: authorisation.authorisationId, customer: alice, context, agreementId, decision: 'approve' },
      clock,
    );
    expect(done.scaStatus).toBe('finalised');
    expect(done.authorisation.agreementId).toBeNull();
  });
});

// Review: a live session exempted a request that named another person by X-PSU-IDENTITY (the answer came for the
// session's PSU, so the TPP took one person's psu-id for another's), or asked for another context (no choice could
// complete it, and it stayed open until it expired).
describe('what a live session does not exempt', () => {
  it.each([
    ['another person named by X-PSU-IDENTITY', { psuIdentity: bob.customerNumber }, 'received'],
    ['the session PSU named by X-PSU-IDENTITY', { psuIdentity: alice.customerNumber }, 'exempted'],
    ['another context (CORPORATE) than the session\'s', { psuContext: 'CORPORATE' }, 'received'],
    ['the session\'s own context', { psuContext: 'PRIVATE' }, 'exempted'],
  ] as const)('%s', async (_name, overrides, scaStatus) => {
    const deps = makeDeps();
    const clock = new FakeClock();
    await grantAliceConsent(deps, clock);
    const started = await startAuthorisation(deps, consentRequest(overrides), clock);
    expect(started.authorisation.scaStatus).toBe(scaStatus);
  });
});

describe('findExemptingSession', () => {
  it('gives the live session of an exempted authorisation, and nothing once the session has ended', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { psuId } = await grantAliceConsent(deps, clock);
    const exempted = await startAuthorisation(deps, consentRequest(), clock);
    expect(await findExemptingSession(deps, exempted.authorisation, clock)).toMatchObject({ psuId, customerNumber: alice.customerNumber, context: 'PRIVATE' });
    clock.advance(HOUR);
    expect(await findExemptingSession(deps, exempted.authorisation, clock)).toBeUndefined();
  });

  it('gives nothing for an authorisation that is not exempted', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    await grantAliceConsent(deps, clock);
    const payment = await startAuthorisation(deps, paymentRequest(), clock);
    expect(await findExemptingSession(deps, payment.authorisation, clock)).toBeUndefined();
  });

  // Review: an authorisation exempted by a PRIVATE session could be approved in CORPORATE context, which no SCA covered.
  it('keeps an exempted authorisation to the context of its session', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    // Alice as a private customer who also acts under a company agreement.
    const withAgreement = { ...alice, agreements: [{ agreementId: 'agr-a', engagements: [{ accountId: 'acc-c1', roles: ['VIEW', 'REGISTER'] }] }] };
    await runSca(deps, clock, consentRequest(), { customer: withAgreement, context: 'PRIVATE', decision: 'approve' });
    const exempted = await startAuthorisation(deps, consentRequest(), clock);
    expect(exempted.authorisation.scaStatus).toBe('exempted');
    const input = { authorisationId: exempted.authorisation.authorisationId, customer: withAgreement, decision: 'approve' } as const;
    await expect(completeAuthorisation(deps, { ...input, context: 'CORPORATE', agreementId: 'agr-a' }, clock)).rejects.toMatchObject({ code: 'SCA_INVALID' });
    expect((await completeAuthorisation(deps, { ...input, context: 'PRIVATE' }, clock)).scaStatus).toBe('finalised');
  });
});
