import { SCA_FAILURES, failAuthorisation, isAuthorisationOverdue } from './authorisation-failure.js';
import type { ScaDeps } from './authorisation-start.js';
import type { Clock } from './clock.js';
import { ScaError } from './errors.js';
import type { AuthorisationRecord, ScaSessionRecord } from './records.js';
import type { AuthorisationRepository } from './repositories.js';
import { isFinalScaStatus } from './sca-status.js';
import { findLiveSession } from './session.js';

/**
 * What the SCA site should do when the PSU arrives: show the authorisation, or (it expired) send the PSU back
 * to the TPP with a failure.
 *
 * @example
 * ```ts
 * const opened = await openAuthorisation(deps, ctx.params.authorisationId, clock);
 * if (opened.kind === 'expired') ctx.redirect(opened.redirectUrl);
 * ```
 */
export type OpenedAuthorisation =
  | { readonly kind: 'open'; readonly authorisation: AuthorisationRecord }
  | { readonly kind: 'expired'; readonly authorisation: AuthorisationRecord; readonly redirectUrl: string };

/**
 * Called when the PSU opens the SCA site: an authorisation still `received` or `psuIdentified` becomes `started`
 * (`exempted` stays, it needs no authentication). One past its expiry becomes `failed` with `SCA_EXPIRED` and
 * comes back with the failure redirect. Throws `SCA_NOT_FOUND` for an unknown id and `STATUS_INVALID` for one
 * already finalised or failed.
 *
 * @example
 * ```ts
 * const opened = await openAuthorisation(deps, authorisationId, clock);
 * ```
 */
export async function openAuthorisation(
  deps: ScaDeps,
  authorisationId: string,
  clock: Clock,
): Promise<OpenedAuthorisation> {
  const record = await findUndecidedAuthorisation(deps.repositories.authorisations, authorisationId);
  const now = clock.now();
  if (isAuthorisationOverdue(record, now)) {
    const failed = await failAuthorisation(deps.repositories.authorisations, deps.config, record, SCA_FAILURES.expired, now);
    return { kind: 'expired', authorisation: failed.authorisation, redirectUrl: failed.redirectUrl };
  }
  if (record.scaStatus === 'received' || record.scaStatus === 'psuIdentified') {
    const started: AuthorisationRecord = { ...record, scaStatus: 'started' };
    await deps.repositories.authorisations.save(started);
    return { kind: 'open', authorisation: started };
  }
  return { kind: 'open', authorisation: record };
}

/**
 * For an `exempted` authorisation: the live SCA session that spares the PSU a new authentication (spec, SCA flow
 * item 5), so that an SCA site asks for no login and acts for the session's PSU, in the session's context and
 * agreement. Undefined for any other authorisation, and once that session has ended (its hour is over, or SCA
 * under another TPP-Session-ID replaced it): the PSU then logs in as for any other authorisation.
 *
 * @example
 * ```ts
 * const session = await findExemptingSession(deps, opened.authorisation, clock);
 * if (session !== undefined) showChoices(session.customerNumber, session.context, session.agreementId);
 * ```
 * @see the TPP-Session-ID request header
 */
export async function findExemptingSession(
  deps: ScaDeps,
  authorisation: AuthorisationRecord,
  clock: Clock,
): Promise<ScaSessionRecord | undefined> {
  if (authorisation.scaStatus !== 'exempted') return undefined;
  const session = await findLiveSession(deps.repositories.sessions, authorisation.tppId, authorisation.tppSessionId, clock.now());
  // The session under that TPP-Session-ID may since have been renewed for another PSU or agreement.
  const same = session !== undefined && session.psuId === authorisation.expectedPsuId && session.agreementId === authorisation.expectedAgreementId;
  return same ? session : undefined;
}

/**
 * Reads an authorisation for its `scaStatus` link, on behalf of the TPP that created it. Another TPP's
 * authorisation is reported as `SCA_NOT_FOUND`, like a missing one. An open authorisation past its expiry is
 * reported `failed` with `SCA_EXPIRED` (completed at its expiry), the status the PSU would meet, without writing
 * it: a read takes no turn with a decision, so it must not save over one committed meanwhile. Opening or
 * completing it records the failure.
 *
 * @example
 * ```ts
 * const { scaStatus } = await readAuthorisation(deps, { authorisationId, tppId }, clock);
 * ctx.body = { scaStatus };
 * ```
 */
export async function readAuthorisation(
  deps: ScaDeps,
  request: { readonly authorisationId: string; readonly tppId: string },
  clock: Clock,
): Promise<AuthorisationRecord> {
  const record = await deps.repositories.authorisations.find(request.authorisationId);
  if (record === undefined || record.tppId !== request.tppId) {
    throw new ScaError('SCA_NOT_FOUND', 'No such authorisation', { path: 'authorisationId' });
  }
  if (!isFinalScaStatus(record.scaStatus) && isAuthorisationOverdue(record, clock.now())) {
    return { ...record, scaStatus: 'failed', completedAt: record.expiresAt, failureCode: SCA_FAILURES.expired.code };
  }
  return record;
}

/**
 * The authorisation a PSU may still act on: `SCA_NOT_FOUND` for an unknown id, `STATUS_INVALID` for one already
 * finalised or failed. Opening, completing and failing an authorisation all start here (internal).
 *
 * @example
 * const record = await findUndecidedAuthorisation(deps.repositories.authorisations, authorisationId);
 */
export async function findUndecidedAuthorisation(authorisations: AuthorisationRepository, authorisationId: string): Promise<AuthorisationRecord> {
  const record = await authorisations.find(authorisationId);
  if (record === undefined) throw new ScaError('SCA_NOT_FOUND', 'No such authorisation', { path: 'authorisationId' });
  if (isFinalScaStatus(record.scaStatus)) {
    throw new ScaError('STATUS_INVALID', `The authorisation is already ${record.scaStatus}`);
  }
  return record;
}
