import { describe, expect, it } from 'vitest';

import {
  alice,
  bob,
  carol,
  codeOf,
  config,
  consentRequest,
  FakeClock,
  grantAliceConsent,
  makeDeps,
  MINUTE,
  paymentRequest,
  REDIRECT,
  runSca,
  TPP,
} from '../test-support/fixtures.js';
import { checkAccountAccess } from './account-access.js';
import { completeAuthorisation, failObsoleteAuthorisation } from './authorisation-complete.js';
import { openAuthorisation, readAuthorisation } from './authorisation-open.js';
import { startAuthorisation } from './authorisation-start.js';
import { findGrantedConsent, listCustomerConsents } from './consent.js';
import { derivePsuCorporateId, derivePsuId } from './psu-id.js';

const alicePsuId = derivePsuId(config.bankNamespace, TPP, alice.customerNumber);

describe('startAuthorisation: request checks', () => {
  it.each([
    ['payment without PSU-ID or X-PSU-IDENTITY', paymentRequest({ psuIdentity: undefined }), 'HTTP_HEADER_REQUIRED', 'PSU-ID'],
    ['basket without PSU-ID or X-PSU-IDENTITY', paymentRequest({ object: { kind: 'basket', basketId: 'b-1' }, psuIdentity: undefined }), 'HTTP_HEADER_REQUIRED', 'PSU-ID'],
    ['single-SCA payment without PSU-Context', paymentRequest({ psuContext: undefined }), 'HTTP_HEADER_REQUIRED', 'PSU-Context'],
    ['unknown PSU-Context value', paymentRequest({ psuContext: 'BUSINESS' }), 'FORMAT_ERROR', 'PSU-Context'],
    ['no TPP-Session-ID', consentRequest({ tppSessionId: undefined }), 'HTTP_HEADER_REQUIRED', 'TPP-Session-ID'],
    ['no TPP-Redirect-URI', consentRequest({ tppRedirectUri: undefined }), 'HTTP_HEADER_REQUIRED', 'TPP-Redirect-URI'],
    ['plain-http TPP-Redirect-URI', consentRequest({ tppRedirectUri: 'http://tpp.example/cb' }), 'FORMAT_ERROR', 'TPP-Redirect-URI'],
    ['PSU-Corporate-ID never issued', consentRequest({ psuCorporateId: '00000000-0000-4000-8000-000000000000' }), 'CORPORATE_ID_INVALID', 'PSU-Corporate-ID'],
    // An id never issued is that first, not a contradiction (payment-flow.test.ts has PRIVATE with an issued one).
    ['PSU-Context PRIVATE with a PSU-Corporate-ID never issued', paymentRequest({ psuCorporateId: '00000000-0000-4000-8000-000000000000' }), 'CORPORATE_ID_INVALID', 'PSU-Corporate-ID'],
  ] as const)('%s: %s', async (_name, request, code, header) => {
    const deps = makeDeps();
    await expect(startAuthorisation(deps, request, new FakeClock())).rejects.toMatchObject({ code, header });
  });

  it('a payment\'s cancellation, like a basket, needs no PSU-Context: the PSU chooses the context during SCA', async () => {
    const object = { kind: 'payment', paymentService: 'payments', paymentProduct: 'sepa-credit-transfers', paymentId: 'pay-1', purpose: 'cancellation' } as const;
    const { authorisation } = await startAuthorisation(makeDeps(), paymentRequest({ object, psuContext: undefined }), new FakeClock());
    expect(authorisation).toMatchObject({ scaStatus: 'received', psuContext: null, psuIdentityHint: alice.customerNumber });
  });

  it('a consent needs no PSU-ID: the SCA identifies the PSU', async () => {
    const { authorisation } = await startAuthorisation(makeDeps(), consentRequest(), new FakeClock());
    expect(authorisation.scaStatus).toBe('received');
  });
});

describe('PSU identification', () => {
  it('X-PSU-IDENTITY alone is accepted and kept as a hint for the SCA site', async () => {
    const deps = makeDeps();
    const { authorisation } = await startAuthorisation(deps, paymentRequest(), new FakeClock());
    expect(authorisation).toMatchObject({ scaStatus: 'received', psuIdentityHint: alice.customerNumber, expectedPsuId: null });
  });

  it('an unknown PSU-ID leads to identification, never a silent match', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    // Alice's real psu-id, but never issued to this TPP: the bank must not trust it.
    const request = paymentRequest({ psuId: alicePsuId, psuIdentity: undefined });
    const { authorisation } = await startAuthorisation(deps, request, clock);
    expect(authorisation).toMatchObject({ scaStatus: 'received', expectedPsuId: null, psuIdHint: alicePsuId });
    // Whoever authenticates is the PSU; Bob gets his own id back, not the hint.
    const outcome = await completeAuthorisation(
      deps,
      { authorisationId: authorisation.authorisationId, customer: bob, context: 'PRIVATE', decision: 'approve' },
      clock,
    );
    expect(outcome.authorisation.psuId).toBe(derivePsuId(config.bankNamespace, TPP, bob.customerNumber));
  });

  it('a PSU-ID issued to this TPP identifies the PSU, and only that PSU can complete', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    await grantAliceConsent(deps, clock);
    const { authorisation } = await startAuthorisation(deps, paymentRequest({ psuId: alicePsuId, psuIdentity: undefined, psuContext: undefined }), clock);
    expect(authorisation).toMatchObject({ scaStatus: 'psuIdentified', expectedPsuId: alicePsuId });

    const outcome = await completeAuthorisation(
      deps,
      { authorisationId: authorisation.authorisationId, customer: bob, context: 'PRIVATE', decision: 'approve' },
      clock,
    );
    expect(outcome.scaStatus).toBe('failed');
    const back = new URL(outcome.redirectUrl).searchParams;
    expect(back.get('code')).toBe('PSU_CREDENTIALS_INVALID');
    expect(back.get('status')).toBe('401');
  });

  it("a psu-id issued to another TPP is unknown here", async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const other = await runSca(deps, clock, consentRequest({ tppId: 'PSDNO-FSA-222' }), {
      customer: alice,
      context: 'PRIVATE',
      decision: 'approve',
    });
    const { authorisation } = await startAuthorisation(
      deps,
      paymentRequest({ psuId: other.authorisation.psuId ?? '', psuIdentity: undefined }),
      clock,
    );
    expect(authorisation.expectedPsuId).toBeNull();
  });
});

describe('completeAuthorisation', () => {
  it('approves a single-SCA payment: identifies the PSU, opens the session, hands back the payment to authorise', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const outcome = await runSca(deps, clock, paymentRequest(), { customer: alice, context: 'PRIVATE', decision: 'approve' });
    expect(outcome).toMatchObject({
      scaStatus: 'finalised',
      consent: null,
      authorise: { kind: 'payment', paymentId: 'pay-1' },
      session: { psuId: alicePsuId, tppSessionId: 'session-1', context: 'PRIVATE' },
    });
    expect(outcome.redirectUrl).toBe(
      `${REDIRECT}&psu-id=${alicePsuId}&tpp-session-id=session-1&context=PRIVATE`,
    );
    const issued = await deps.repositories.identities.find(TPP, alicePsuId);
    expect(issued).toMatchObject({ kind: 'psu', customerNumber: alice.customerNumber });
  });

  it('starts a basket SCA without PSU-Context: the header is not listed for baskets, the PSU chooses the context', async () => {
    const deps = makeDeps();
    const { authorisation } = await startAuthorisation(
      deps,
      paymentRequest({ object: { kind: 'basket', basketId: 'b-2' }, psuContext: undefined }),
      new FakeClock(),
    );
    expect(authorisation.psuContext).toBeNull();
  });

  it.each([
    ['another customer than X-PSU-IDENTITY names', { psuIdentity: alice.customerNumber }, bob, 'failed'],
    ['the customer X-PSU-IDENTITY names', { psuIdentity: bob.customerNumber }, bob, 'finalised'],
    ['anyone when no X-PSU-IDENTITY was sent (a basket: the SCA identifies the PSU)', { psuIdentity: undefined, psuId: 'not-issued', object: { kind: 'basket', basketId: 'b-2' } as const }, bob, 'finalised'],
  ])('completes or refuses by who authenticates: %s', async (_name, overrides, customer, want) => {
    const deps = makeDeps();
    const outcome = await runSca(deps, new FakeClock(), paymentRequest(overrides), { customer, context: 'PRIVATE', decision: 'approve' });
    expect(outcome.scaStatus).toBe(want);
    if (want === 'failed') {
      expect(outcome.authorise).toBeNull();
      expect(new URL(outcome.redirectUrl).searchParams.get('code')).toBe('PSU_CREDENTIALS_INVALID');
    }
  });

  it('approves a basket in corporate context with psu-corporate-id in the redirect', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const outcome = await runSca(
      deps,
      clock,
      paymentRequest({ object: { kind: 'basket', basketId: 'b-1' }, psuContext: 'CORPORATE', psuIdentity: carol.customerNumber }),
      { customer: carol, context: 'CORPORATE', agreementId: 'agr-1', decision: 'approve' },
    );
    const corporateId = derivePsuCorporateId(config.bankNamespace, TPP, 'agr-1');
    expect(outcome.authorise).toEqual({ kind: 'basket', basketId: 'b-1' });
    const back = new URL(outcome.redirectUrl).searchParams;
    expect(back.get('psu-corporate-id')).toBe(corporateId);
    expect(back.get('context')).toBe('CORPORATE');
    expect(back.get('state')).toBe('abc');
  });

  it.each([
    ['context other than PSU-Context', paymentRequest({ psuContext: 'CORPORATE' }), { customer: alice, context: 'PRIVATE' }, 'SCA_INVALID'],
    ['corporate without an agreement', consentRequest(), { customer: carol, context: 'CORPORATE' }, 'SCA_INVALID'],
    ['corporate with a null agreement', consentRequest(), { customer: carol, context: 'CORPORATE', agreementId: null }, 'SCA_INVALID'],
    ['an agreement the customer lacks', consentRequest(), { customer: carol, context: 'CORPORATE', agreementId: 'agr-x' }, 'SCA_INVALID'],
    ['PRIVATE context for a corporate customer', consentRequest(), { customer: carol, context: 'PRIVATE' }, 'SCA_INVALID'],
    ['an empty account choice', consentRequest(), { customer: alice, context: 'PRIVATE', consentAccounts: [] }, 'CONSENT_INVALID'],
    ['a disabled account', consentRequest(), { customer: alice, context: 'PRIVATE', consentAccounts: ['acc-a3'] }, 'CONSENT_INVALID'],
    ["someone else's account", consentRequest(), { customer: alice, context: 'PRIVATE', consentAccounts: ['acc-b1'] }, 'CONSENT_INVALID'],
    ['a VIEW-only engagement', consentRequest(), { customer: carol, context: 'CORPORATE', agreementId: 'agr-1', consentAccounts: ['acc-c2'] }, 'CONSENT_INVALID'],
  ] as const)('refuses %s with %s and leaves the authorisation open', async (_name, request, completion, code) => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { authorisation } = await startAuthorisation(deps, request, clock);
    const input = { authorisationId: authorisation.authorisationId, decision: 'approve' as const, ...completion };
    expect(await codeOf(() => completeAuthorisation(deps, input, clock))).toBe(code);
    expect((await deps.repositories.authorisations.find(authorisation.authorisationId))?.scaStatus).toBe('received');
  });

  it.each([
    ['reject', '400', 'SCA_INVALID', true],
    ['abort', '400', 'SCA_INVALID', false],
  ] as const)('%s fails the authorisation and redirects with status %s', async (decision, status, code, rejected) => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const outcome = await runSca(deps, clock, paymentRequest(), { customer: alice, context: 'PRIVATE', decision });
    expect(outcome).toMatchObject({ scaStatus: 'failed', authorise: null, session: null, rejected });
    const back = new URL(outcome.redirectUrl).searchParams;
    expect([back.get('system'), back.get('status'), back.get('code'), back.get('state')]).toEqual(['sca', status, code, 'abc']);
    expect(back.get('psu-id')).toBeNull();
  });

  // Regression (review): a refusal was taken from whoever answered, so another customer could reject the named
  // PSU's payment (and, through a basket, several), and a refusal after the 15 minutes counted too.
  it.each([
    ['another customer than the one X-PSU-IDENTITY named', paymentRequest({ psuIdentity: alice.customerNumber }), 0, 'PSU_CREDENTIALS_INVALID'],
    ['the named PSU, after the 15 minutes', paymentRequest({ psuIdentity: alice.customerNumber }), 15 * MINUTE, 'SCA_EXPIRED'],
  ] as const)('a refusal by %s fails the SCA without rejecting the payment', async (_name, request, elapsed, code) => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { authorisation } = await startAuthorisation(deps, request, clock);
    clock.advance(elapsed);
    const answerer = elapsed === 0 ? bob : alice;
    const outcome = await completeAuthorisation(deps, { authorisationId: authorisation.authorisationId, customer: answerer, context: 'PRIVATE', decision: 'reject' }, clock);
    expect(outcome).toMatchObject({ scaStatus: 'failed', rejected: false });
    expect(new URL(outcome.redirectUrl).searchParams.get('code')).toBe(code);
  });

  it('refuses a second completion with STATUS_INVALID and an unknown id with SCA_NOT_FOUND', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const done = await grantAliceConsent(deps, clock);
    const again = { authorisationId: done.authorisation.authorisationId, customer: alice, context: 'PRIVATE', decision: 'approve' } as const;
    expect(await codeOf(() => completeAuthorisation(deps, again, clock))).toBe('STATUS_INVALID');
    expect(await codeOf(() => completeAuthorisation(deps, { ...again, authorisationId: 'nope' }, clock))).toBe('SCA_NOT_FOUND');
  });
});

describe('authorisation expiry (15 minutes)', () => {
  it.each([
    ['one millisecond before', 15 * MINUTE - 1, 'finalised'],
    ['exactly 15 minutes', 15 * MINUTE, 'failed'],
  ] as const)('%s: %s', async (_name, elapsed, want) => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { authorisation } = await startAuthorisation(deps, paymentRequest(), clock);
    clock.advance(elapsed);
    const outcome = await completeAuthorisation(
      deps,
      { authorisationId: authorisation.authorisationId, customer: alice, context: 'PRIVATE', decision: 'approve' },
      clock,
    );
    expect(outcome.scaStatus).toBe(want);
    if (want === 'failed') {
      expect(new URL(outcome.redirectUrl).searchParams.get('code')).toBe('SCA_EXPIRED');
      expect(outcome.session).toBeNull();
    }
  });

  it('an expired authorisation opened on the SCA site still sends the PSU back with a failure', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { authorisation } = await startAuthorisation(deps, consentRequest(), clock);
    clock.advance(20 * MINUTE);
    const opened = await openAuthorisation(deps, authorisation.authorisationId, clock);
    expect(opened.kind).toBe('expired');
    if (opened.kind !== 'expired') return;
    const back = new URL(opened.redirectUrl);
    expect(back.origin + back.pathname).toBe('https://tpp.example/callback');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ state: 'abc', status: '401', code: 'SCA_EXPIRED' });
    expect(opened.authorisation.scaStatus).toBe('failed');
  });

  it('opening in time marks it started; the TPP reads the status, other TPPs cannot', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { authorisation, links } = await startAuthorisation(deps, paymentRequest(), clock);
    expect(links.scaRedirect.href).toBe(`https://sca.bank.example/sca/${authorisation.authorisationId}`);
    expect(links.scaStatus.href).toBe(
      `https://api.bank.example/v1/periodic-payments/norwegian-domestic-credit-transfers/pay-1/authorisations/${authorisation.authorisationId}`,
    );
    const opened = await openAuthorisation(deps, authorisation.authorisationId, clock);
    expect(opened.authorisation.scaStatus).toBe('started');
    const read = { authorisationId: authorisation.authorisationId, tppId: TPP };
    expect((await readAuthorisation(deps, read, clock)).scaStatus).toBe('started');
    expect(await codeOf(() => readAuthorisation(deps, { ...read, tppId: 'PSDNO-FSA-222' }, clock))).toBe('SCA_NOT_FOUND');
    clock.advance(15 * MINUTE);
    expect(await readAuthorisation(deps, read, clock)).toMatchObject({ scaStatus: 'failed', failureCode: 'SCA_EXPIRED', completedAt: authorisation.expiresAt });
    // Reported, not written: the read takes no turn with a decision, so it never saves over one.
    expect((await deps.repositories.authorisations.find(authorisation.authorisationId))?.scaStatus).toBe('started');
    expect((await openAuthorisation(deps, authorisation.authorisationId, clock)).kind).toBe('expired');
    expect((await deps.repositories.authorisations.find(authorisation.authorisationId))?.scaStatus).toBe('failed');
  });
});

describe('failObsoleteAuthorisation', () => {
  const reason = { status: 405, code: 'CANCELLATION_INVALID', message: 'The payment is already cancelled' };

  it('fails an open authorisation and sends the PSU back to the TPP with the reason', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { authorisation } = await startAuthorisation(deps, paymentRequest(), clock);
    await openAuthorisation(deps, authorisation.authorisationId, clock);
    const failed = await failObsoleteAuthorisation(deps, authorisation.authorisationId, reason, clock);
    expect(failed).toMatchObject({ scaStatus: 'failed', session: null, consent: null, authorise: null, rejected: false });
    expect(failed.failure).toEqual({ system: expect.any(String), ...reason });
    expect(failed.authorisation).toMatchObject({ scaStatus: 'failed', failureCode: 'CANCELLATION_INVALID', completedAt: clock.now() });
    const back = new URL(failed.redirectUrl);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ state: 'abc', status: '405', code: 'CANCELLATION_INVALID', message: reason.message });
    expect((await deps.repositories.authorisations.find(authorisation.authorisationId))?.scaStatus).toBe('failed');
  });

  it('reports an authorisation that ran out of time as expired, whatever the reason given', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { authorisation } = await startAuthorisation(deps, paymentRequest(), clock);
    clock.advance(20 * MINUTE);
    const failed = await failObsoleteAuthorisation(deps, authorisation.authorisationId, reason, clock);
    expect(new URL(failed.redirectUrl).searchParams.get('code')).toBe('SCA_EXPIRED');
  });

  it('leaves a decided authorisation alone, and knows no unknown one', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { authorisation } = await startAuthorisation(deps, paymentRequest(), clock);
    await completeAuthorisation(deps, { authorisationId: authorisation.authorisationId, customer: alice, context: 'PRIVATE', decision: 'approve' }, clock);
    expect(await codeOf(() => failObsoleteAuthorisation(deps, authorisation.authorisationId, reason, clock))).toBe('STATUS_INVALID');
    expect((await deps.repositories.authorisations.find(authorisation.authorisationId))?.scaStatus).toBe('finalised');
    expect(await codeOf(() => failObsoleteAuthorisation(deps, 'no-such-id', reason, clock))).toBe('SCA_NOT_FOUND');
  });
});

// Regression (black-box review): the PSU could not revoke a consent. The consent page's Reject only failed the SCA
// and left the consent in force, and nothing called revokeConsent.
describe('completeAuthorisation: revoke', () => {
  it('withdraws the consent the PSU gave, finalises, and sends the PSU back with consent=revoked and no session', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const granted = await grantAliceConsent(deps, clock, 'session-1', ['acc-a1']);
    clock.advance(MINUTE);
    const outcome = await runSca(deps, clock, consentRequest({ tppSessionId: 'session-2' }), { customer: alice, context: 'PRIVATE', decision: 'revoke' });
    expect(outcome).toMatchObject({ scaStatus: 'finalised', consent: null, session: null, authorise: null, rejected: false });
    expect(outcome.revokedConsent).toMatchObject({ consentId: granted.consent?.consentId, revokedAt: clock.now() });
    expect(outcome.redirectUrl).toBe(`${REDIRECT}&psu-id=${alicePsuId}&tpp-session-id=session-2&context=PRIVATE&consent=revoked`);
    expect(await deps.repositories.sessions.find(TPP, 'session-2')).toBeUndefined();
    expect(await findGrantedConsent(deps, { tppId: TPP, customerNumber: alice.customerNumber, agreementId: null }, clock)).toBeUndefined();
    const read = { tppId: TPP, psuId: alicePsuId, resource: 'accounts', tppSessionId: 'session-1' } as const;
    expect(await checkAccountAccess(deps, read, clock)).toMatchObject({ kind: 'error', error: { code: 'CONSENT_UNKNOWN' } });
  });

  it('withdraws an older consent still active too, and only in the chosen agreement', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    await grantAliceConsent(deps, clock, 'session-1');
    clock.advance(MINUTE);
    await grantAliceConsent(deps, clock, 'session-2', ['acc-a2']);
    await runSca(deps, clock, consentRequest(), { customer: carol, context: 'CORPORATE', agreementId: 'agr-1', decision: 'approve' });
    await runSca(deps, clock, consentRequest(), { customer: carol, context: 'CORPORATE', agreementId: 'agr-2', decision: 'approve' });
    await runSca(deps, clock, consentRequest(), { customer: alice, context: 'PRIVATE', decision: 'revoke' });
    expect(await listCustomerConsents(deps.repositories.consents, alice.customerNumber, clock)).toEqual([]);
    const corporate = await runSca(deps, clock, consentRequest(), { customer: carol, context: 'CORPORATE', agreementId: 'agr-1', decision: 'revoke' });
    expect(new URL(corporate.redirectUrl).searchParams.get('psu-corporate-id')).toBe(derivePsuCorporateId(config.bankNamespace, TPP, 'agr-1'));
    const left = await listCustomerConsents(deps.repositories.consents, carol.customerNumber, clock);
    expect(left.map((c) => c.agreementId)).toEqual(['agr-2']);
  });

  it.each([
    ['nothing to withdraw', consentRequest(), alice, 'CONSENT_UNKNOWN'],
    ['a payment, which has no access to withdraw', paymentRequest(), alice, 'SCA_INVALID'],
  ] as const)('refuses a withdrawal of %s with %s and leaves the authorisation open', async (_name, request, customer, code) => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { authorisation } = await startAuthorisation(deps, request, clock);
    const input = { authorisationId: authorisation.authorisationId, customer, context: 'PRIVATE', decision: 'revoke' } as const;
    expect(await codeOf(() => completeAuthorisation(deps, input, clock))).toBe(code);
    expect((await deps.repositories.authorisations.find(authorisation.authorisationId))?.scaStatus).toBe('received');
  });

  // Style review: the SCA pages chose their advice by the start of this error's message; the path names the input.
  it('names the input at fault on SCA_INVALID: decision for a withdrawal of a payment, context for another context', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const { authorisation } = await startAuthorisation(deps, paymentRequest(), clock);
    const revoke = { authorisationId: authorisation.authorisationId, customer: alice, context: 'PRIVATE', decision: 'revoke' } as const;
    const withdrawal = await completeAuthorisation(deps, revoke, clock).catch((error: unknown) => error);
    expect(withdrawal).toMatchObject({ name: 'ScaError', code: 'SCA_INVALID', path: 'decision' });
    const corporate = await startAuthorisation(deps, paymentRequest({ psuContext: 'CORPORATE' }), clock);
    const wrongContext = { authorisationId: corporate.authorisation.authorisationId, customer: alice, context: 'PRIVATE', decision: 'approve' } as const;
    expect(await completeAuthorisation(deps, wrongContext, clock).catch((error: unknown) => error)).toMatchObject({ code: 'SCA_INVALID', path: 'context' });
  });

  it('a withdrawal by another customer than the PSU the request named fails the SCA and revokes nothing', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    await grantAliceConsent(deps, clock);
    const outcome = await runSca(deps, clock, consentRequest({ psuId: alicePsuId }), { customer: bob, context: 'PRIVATE', decision: 'revoke' });
    expect(outcome).toMatchObject({ scaStatus: 'failed', revokedConsent: null });
    expect(new URL(outcome.redirectUrl).searchParams.get('code')).toBe('PSU_CREDENTIALS_INVALID');
    expect(await listCustomerConsents(deps.repositories.consents, alice.customerNumber, clock)).toHaveLength(1);
  });

  it('after a withdrawal a new consent gives access again', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    await grantAliceConsent(deps, clock);
    await runSca(deps, clock, consentRequest(), { customer: alice, context: 'PRIVATE', decision: 'revoke' });
    clock.advance(MINUTE);
    await grantAliceConsent(deps, clock, 'session-3', ['acc-a2']);
    const read = { tppId: TPP, psuId: alicePsuId, resource: 'balances', accountId: 'acc-a2', psuIpAddress: '192.0.2.1' } as const;
    expect(await checkAccountAccess(deps, read, clock)).toMatchObject({ kind: 'allowed', accountIds: ['acc-a2'] });
  });
});
