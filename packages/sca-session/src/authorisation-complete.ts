import { SCA_FAILURES, failAuthorisation, isAuthorisationOverdue, type FailedAuthorisation, type ObsoleteReason } from './authorisation-failure.js';
import { findExemptingSession, findUndecidedAuthorisation } from './authorisation-open.js';
import type { ScaDeps } from './authorisation-start.js';
import type { Clock } from './clock.js';
import { findGrantedConsent, isConsentActive, revokeConsent } from './consent.js';
import { grantConsent } from './consent-grant.js';
import { ScaError } from './errors.js';
import type { ScaConfig } from './config.js';
import { derivePsuCorporateId, derivePsuId } from './psu-id.js';
import { findCustomerAgreement, listReachableAccounts, type ScaCustomer } from './reachable-accounts.js';
import type { AuthorisationRecord, ConsentRecord, PsuContext, ScaObject, ScaSessionRecord, ScaStatus } from './records.js';
import { buildSuccessRedirect, type FailureRedirectParams } from './redirect-url.js';
import { assertScaStatusChange } from './sca-status.js';
import { openSession } from './session.js';

/**
 * The PSU's answer on the SCA site (or the sandbox's headless approval).
 *
 * @example
 * ```ts
 * const input: CompleteAuthorisationInput = {
 *   authorisationId, customer, context: 'CORPORATE', agreementId: 'agr-1', decision: 'approve',
 * };
 * ```
 */
export interface CompleteAuthorisationInput {
  readonly authorisationId: string;
  /** The customer who authenticated. */
  readonly customer: ScaCustomer;
  readonly context: PsuContext;
  /**
   * Required in CORPORATE context: one of the customer's agreements. Null, like leaving it out, names none, so an
   * exempting session's `agreementId` (null outside CORPORATE context) can be passed as it is.
   */
  readonly agreementId?: string | null | undefined;
  /** `revoke`: for a consent authorisation only, withdraw the access the PSU gave the TPP in this context. */
  readonly decision: 'approve' | 'reject' | 'abort' | 'revoke';
  /** For a consent: the accounts the PSU chose. Omitted: every account reachable in the context. */
  readonly consentAccounts?: readonly string[] | undefined;
}

/**
 * What completing an authorisation did. The payments it was about still need the SCA's effect, in the same
 * transaction, before the PSU is sent to `redirectUrl` with a 303: `@xs2a-kit/domain`'s `applyScaOutcome`
 * authorises the payment or basket in `authorise`, a cancellation, or rejects what the PSU `rejected`.
 *
 * @example
 * ```ts
 * const outcome = await completeAuthorisation(deps, input, clock);
 * await applyScaOutcome(domainContext, outcome, { psu }); // @xs2a-kit/domain
 * ctx.status = 303; ctx.redirect(outcome.redirectUrl);
 * ```
 * @see {@link buildSuccessRedirect}, {@link buildFailureRedirect}
 */
export interface CompletedAuthorisation {
  readonly scaStatus: ScaStatus;
  readonly authorisation: AuthorisationRecord;
  readonly redirectUrl: string;
  /** The session opened or renewed by the SCA (success only); for an exempted completion, the live session that exempted it, unchanged. */
  readonly session: ScaSessionRecord | null;
  /** The consent granted (success of a consent authorisation only). */
  readonly consent: ConsentRecord | null;
  /** The consent the PSU withdrew (a consent authorisation completed with `revoke` only). */
  readonly revokedConsent: ConsentRecord | null;
  /** The payment or basket the PSU authorised (success only). */
  readonly authorise: Extract<ScaObject, { kind: 'payment' | 'basket' }> | null;
  /** What the failure redirect reports (failure only). */
  readonly failure: FailureRedirectParams | null;
  /**
   * True only when the PSU the request named said no within the time allowed: the one failure that rejects the
   * payment. An abort, an expiry, or another customer's answer fails the SCA but leaves the payment waiting.
   */
  readonly rejected: boolean;
}

/**
 * Completes an authorisation with the PSU's decision. The same path serves the SCA pages and the sandbox's
 * headless approval.
 *
 * - Past its expiry (15 minutes), or on `abort`: `failed`, with a failure redirect (an abort under a new
 *   TPP-Session-ID leaves the PSU's older session valid).
 * - A customer other than the PSU the request named (by an issued PSU-ID or a live session, or by
 *   X-PSU-IDENTITY): `failed` with `PSU_CREDENTIALS_INVALID`, whatever that customer decided.
 * - On `reject` by the named PSU (or any PSU when none was named): `failed` with `rejected: true`.
 * - On approval: `finalised`; the psu-id (and psu-corporate-id) are issued to the TPP, the SCA session for the
 *   TPP-Session-ID opens for one hour and the PSU's other sessions at this TPP end; a consent authorisation grants
 *   a consent on the chosen accounts.
 * - On `revoke` (consent authorisations only): `finalised`; the PSU's consent for the TPP in the chosen context
 *   (and agreement) is revoked, and the PSU goes back with the success parameters and `consent=revoked`. No
 *   session opens or renews, since the PSU granted nothing; the TPP's reads for that PSU and context answer
 *   `CONSENT_UNKNOWN` until the PSU grants a new consent.
 *
 * Throws, leaving the authorisation open for another try: `SCA_NOT_FOUND`, `STATUS_INVALID` (already final),
 * `SCA_INVALID` (context other than PSU-Context or than the live session's of an `exempted` one, missing or foreign agreement, PRIVATE for a corporate customer,
 * agreement other than PSU-Corporate-ID, `revoke` on anything but a consent), `CONSENT_INVALID` (empty or
 * unreachable account choice), `CONSENT_UNKNOWN` (`revoke` with no active consent in that context to withdraw).
 * An `SCA_INVALID` names the input at fault in its `path` (`decision`, `context` or `agreementId`) where that is
 * one of them, so an SCA site can word its page by the path rather than by the message.
 *
 * @example
 * ```ts
 * const outcome = await completeAuthorisation(deps, {
 *   authorisationId, customer, context: 'PRIVATE', decision: 'approve', consentAccounts: ['acc-1'],
 * }, clock);
 * ```
 */
export async function completeAuthorisation(
  deps: ScaDeps,
  input: CompleteAuthorisationInput,
  clock: Clock,
): Promise<CompletedAuthorisation> {
  const { repositories, config } = deps;
  const record = await findUndecidedAuthorisation(repositories.authorisations, input.authorisationId);
  const now = clock.now();
  const fail = async (failure: (typeof SCA_FAILURES)[keyof typeof SCA_FAILURES], rejected = false): Promise<CompletedAuthorisation> =>
    toFailedOutcome(await failAuthorisation(repositories.authorisations, config, record, failure, now), rejected);
  if (isAuthorisationOverdue(record, now)) return fail(SCA_FAILURES.expired);
  if (input.decision === 'abort') return fail(SCA_FAILURES.aborted);
  if (input.decision === 'revoke' && record.object.kind !== 'consent') {
    throw new ScaError('SCA_INVALID', 'Only access to accounts can be withdrawn, not this request', { path: 'decision' });
  }

  const { customer, context } = input;
  const psuId = derivePsuId(config.bankNamespace, record.tppId, customer.customerNumber);
  if (!isNamedPsu(config, record, customer.customerNumber)) return fail(SCA_FAILURES.wrongPsu);
  if (input.decision === 'reject') return fail(SCA_FAILURES.rejected, true);

  if (record.psuContext !== null && record.psuContext !== context) {
    throw new ScaError('SCA_INVALID', `The request asked for ${record.psuContext} context`, { path: 'context' });
  }
  // An exemption spares the SCA only for what the live session covers: its PSU, agreement and context.
  const exempting = await findExemptingSession(deps, record, clock);
  if (exempting !== undefined && exempting.context !== context) {
    throw new ScaError('SCA_INVALID', `The session this request rides on is in ${exempting.context} context`, { path: 'context' });
  }
  const agreementId = context === 'CORPORATE' ? findCustomerAgreement(customer, input.agreementId ?? undefined).agreementId : null;
  if (record.expectedAgreementId !== null && record.expectedAgreementId !== agreementId) {
    throw new ScaError('SCA_INVALID', 'The request named another agreement', { path: 'agreementId' });
  }
  const reachableAccounts = listReachableAccounts(customer, context, agreementId ?? undefined);
  const psuCorporateId =
    agreementId === null ? null : derivePsuCorporateId(config.bankNamespace, record.tppId, agreementId);
  const identity = { tppId: record.tppId, psuId, customerNumber: customer.customerNumber, context, agreementId, psuCorporateId };
  if (input.decision === 'revoke') return withdrawConsent(deps, record, identity, now);

  const consent =
    record.object.kind === 'consent'
      ? grantConsent(
          { ...identity, authorisationId: record.authorisationId, chosenAccounts: input.consentAccounts, reachableAccounts },
          now,
        )
      : null;
  assertScaStatusChange(record.scaStatus, 'finalised');

  await repositories.identities.save({
    tppId: record.tppId,
    id: psuId,
    kind: 'psu',
    customerNumber: customer.customerNumber,
    customerType: customer.customerType,
    agreementId: null,
    issuedAt: now,
  });
  if (psuCorporateId !== null) {
    await repositories.identities.save({
      tppId: record.tppId,
      id: psuCorporateId,
      kind: 'corporate',
      customerNumber: customer.customerNumber,
      customerType: 'CORPORATE',
      agreementId,
      issuedAt: now,
    });
  }
  if (consent !== null) await repositories.consents.save(consent);
  // The hour runs from the SCA the PSU performed (spec, SCA flow item 5): a completion the session exempted
  // performed none, so it leaves the session as it is. Renewing it here let a TPP keep a session alive on its own,
  // an exempted GET /v1/user every hour, without the PSU.
  const session =
    exempting ??
    (await openSession(repositories.sessions, { ...identity, tppSessionId: record.tppSessionId, authorisationId: record.authorisationId }, now));
  const finalised: AuthorisationRecord = { ...record, ...identity, scaStatus: 'finalised', completedAt: now };
  await repositories.authorisations.save(finalised);

  const object = record.object;
  return {
    scaStatus: 'finalised',
    authorisation: finalised,
    redirectUrl: buildSuccessRedirect(record.tppRedirectUri, { psuId, psuCorporateId, tppSessionId: record.tppSessionId, context }),
    session,
    consent,
    revokedConsent: null,
    authorise: object.kind === 'payment' || object.kind === 'basket' ? object : null,
    failure: null,
    rejected: false,
  };
}

/**
 * Ends an open authorisation as failed because what it authorises can no longer take a decision: a payment
 * cancelled through another cancellation authorisation, say, or rejected meanwhile. Without this the PSU would
 * be left on the bank's page with an error and the authorisation open until it expires; with it the PSU goes
 * back to the TPP through the failure redirect, which carries `reason` (status, code, message). The answer is
 * shaped as `completeAuthorisation`'s failed outcomes are.
 *
 * Call it in a transaction of its own after the decision's transaction was rolled back, with a repository that
 * holds the authorisation's row on `find` inside a transaction (as `@xs2a-kit/store`'s does), so that it takes
 * its turn with another decision. An authorisation already decided is left alone: `STATUS_INVALID`, as
 * `completeAuthorisation` answers; an unknown one is `SCA_NOT_FOUND`.
 *
 * @example
 * ```ts
 * const outcome = await failObsoleteAuthorisation(deps, authorisationId, { status: 405, code: 'CANCELLATION_INVALID', message: 'The payment is already cancelled' }, systemClock);
 * ctx.status = 303; ctx.redirect(outcome.redirectUrl); // outcome.scaStatus is 'failed', as from completeAuthorisation
 * ```
 */
export async function failObsoleteAuthorisation(
  deps: ScaDeps,
  authorisationId: string,
  reason: ObsoleteReason,
  clock: Clock,
): Promise<CompletedAuthorisation> {
  const record = await findUndecidedAuthorisation(deps.repositories.authorisations, authorisationId);
  const now = clock.now();
  // Out of time before anything could be decided: that is the truer reason.
  const failure = isAuthorisationOverdue(record, now) ? SCA_FAILURES.expired : reason;
  return toFailedOutcome(await failAuthorisation(deps.repositories.authorisations, deps.config, record, failure, now), false);
}

/** Who completed the authorisation, as the finalised record (and a consent) carries it. */
type PsuIdentity = Pick<ConsentRecord, 'tppId' | 'psuId' | 'customerNumber' | 'context' | 'agreementId' | 'psuCorporateId'>;

// The PSU, strongly authenticated, takes back what it gave this TPP in the chosen context: every consent of that
// key still active (the latest is the one reads go by; an older one left active would outlive the withdrawal on
// the bank's own consent list). The psu-id was issued when the consent was granted, so nothing is issued here.
async function withdrawConsent(deps: ScaDeps, record: AuthorisationRecord, identity: PsuIdentity, now: number): Promise<CompletedAuthorisation> {
  const { consents, authorisations } = deps.repositories;
  const clock = { now: () => now };
  const latest = await findGrantedConsent(deps, identity, clock);
  if (latest === undefined) {
    throw new ScaError('CONSENT_UNKNOWN', `There is no access of ${identity.tppId} in this context to withdraw`);
  }
  assertScaStatusChange(record.scaStatus, 'finalised');
  const active = (await consents.listByCustomer(identity.customerNumber)).filter(
    (c) => c.tppId === identity.tppId && c.psuId === identity.psuId && c.agreementId === identity.agreementId && isConsentActive(c, now),
  );
  let revoked = latest;
  for (const consent of active) {
    const done = await revokeConsent(consents, { consentId: consent.consentId, customerNumber: identity.customerNumber }, clock);
    if (consent.consentId === latest.consentId) revoked = done;
  }
  const finalised: AuthorisationRecord = { ...record, ...identity, scaStatus: 'finalised', completedAt: now };
  await authorisations.save(finalised);
  return {
    scaStatus: 'finalised',
    authorisation: finalised,
    redirectUrl: buildSuccessRedirect(record.tppRedirectUri, { ...identity, tppSessionId: record.tppSessionId, consentRevoked: true }),
    session: null,
    consent: null,
    revokedConsent: revoked,
    authorise: null,
    failure: null,
    rejected: false,
  };
}

function toFailedOutcome(failed: FailedAuthorisation, rejected: boolean): CompletedAuthorisation {
  return {
    scaStatus: 'failed',
    authorisation: failed.authorisation,
    redirectUrl: failed.redirectUrl,
    session: null,
    consent: null,
    revokedConsent: null,
    authorise: null,
    failure: failed.failure,
    rejected,
  };
}

/**
 * Whether this customer may complete the authorisation: the request named no PSU, or named this one, by PSU-ID
 * or by X-PSU-IDENTITY (a national identity number names the PSU as firmly as PSU-ID does; in the sandbox it is
 * the customer number). An SCA site asks it as soon as the PSU has logged in, so that another person is turned
 * away before being shown what the request is about, and before the authorisation fails.
 *
 * @example
 * ```ts
 * if (!isNamedPsu(config, authorisation, customer.customerNumber)) showError('This request is for another person');
 * ```
 */
export function isNamedPsu(
  config: Pick<ScaConfig, 'bankNamespace'>,
  record: Pick<AuthorisationRecord, 'tppId' | 'expectedPsuId' | 'psuIdentityHint'>,
  customerNumber: string,
): boolean {
  if (record.expectedPsuId !== null) return record.expectedPsuId === derivePsuId(config.bankNamespace, record.tppId, customerNumber);
  const namedIdentity = record.psuIdentityHint?.trim() ?? '';
  return namedIdentity === '' || namedIdentity === customerNumber;
}
