import type { ScaDeps } from './authorisation-start.js';
import type { Clock } from './clock.js';
import type { ScaConfig } from './config.js';
import { ScaError, type ScaErrorCode } from './errors.js';
import type { AuthorisationRecord } from './records.js';
import { buildFailureRedirect, type FailureRedirectParams } from './redirect-url.js';
import type { AuthorisationRepository } from './repositories.js';
import { assertScaStatusChange, isFinalScaStatus } from './sca-status.js';

/** Why an authorisation failed, as reported to the TPP in the failure redirect. */
export interface ScaFailure {
  readonly status: number;
  readonly code: ScaErrorCode;
  readonly message: string;
}

/**
 * Why what an authorisation is for can no longer take the PSU's decision, in the terms of the service's code
 * table: the HTTP status and code the same refusal has in a response, and a text for the TPP.
 *
 * @example
 * const reason: ObsoleteReason = { status: 405, code: 'CANCELLATION_INVALID', message: 'The payment is already cancelled' };
 */
export interface ObsoleteReason {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

/**
 * The failures an SCA can end in. The status the failure redirect reports is the HTTP status its code has in
 * the service's code table: SCA_INVALID 400, SCA_EXPIRED and PSU_CREDENTIALS_INVALID 401, so a TPP handles a
 * redirected failure as it handles the same code in a response.
 */
export const SCA_FAILURES = {
  expired: { status: 401, code: 'SCA_EXPIRED', message: 'The SCA was not completed in time' },
  aborted: { status: 400, code: 'SCA_INVALID', message: 'The PSU cancelled the SCA' },
  rejected: { status: 400, code: 'SCA_INVALID', message: 'The PSU rejected the request' },
  wrongPsu: {
    status: 401,
    code: 'PSU_CREDENTIALS_INVALID',
    message: 'The PSU who authenticated is not the PSU named in the request',
  },
} as const satisfies Record<string, ScaFailure>;

/** A failed authorisation and where to send the PSU. */
export interface FailedAuthorisation {
  readonly authorisation: AuthorisationRecord;
  readonly failure: FailureRedirectParams;
  readonly redirectUrl: string;
}

/** Marks an open authorisation failed and builds the failure redirect to the TPP. */
export async function failAuthorisation(
  authorisations: AuthorisationRepository,
  config: ScaConfig,
  record: AuthorisationRecord,
  failure: ScaFailure | ObsoleteReason,
  now: number,
): Promise<FailedAuthorisation> {
  assertScaStatusChange(record.scaStatus, 'failed');
  const failed: AuthorisationRecord = { ...record, scaStatus: 'failed', completedAt: now, failureCode: failure.code };
  await authorisations.save(failed);
  const params: FailureRedirectParams = { system: config.systemName ?? 'sca', ...failure };
  return { authorisation: failed, failure: params, redirectUrl: buildFailureRedirect(record.tppRedirectUri, params) };
}

/** Whether an authorisation that is still open has run out of time (at exactly `expiresAt` it has). */
export function isAuthorisationOverdue(record: AuthorisationRecord, now: number): boolean {
  return record.completedAt === null && now >= record.expiresAt;
}

/**
 * Ends an open authorisation as failed because what it authorises can no longer take a decision: a payment
 * cancelled through another cancellation authorisation, say, or rejected meanwhile. Without this the PSU would
 * be left on the bank's page with an error and the authorisation open until it expires; with it the PSU goes
 * back to the TPP through the failure redirect, which carries `reason` (status, code, message).
 *
 * Call it in a transaction of its own after the decision's transaction was rolled back, with a repository that
 * holds the authorisation's row on `find` inside a transaction (as `@xs2a-kit/store`'s does), so that it takes
 * its turn with another decision. An authorisation already decided is left alone: `STATUS_INVALID`, as
 * `completeAuthorisation` answers; an unknown one is `SCA_NOT_FOUND`.
 *
 * @example
 * ```ts
 * const failed = await failObsoleteAuthorisation(deps, authorisationId, { status: 405, code: 'CANCELLATION_INVALID', message: 'The payment is already cancelled' }, systemClock);
 * ctx.status = 303; ctx.redirect(failed.redirectUrl);
 * ```
 */
export async function failObsoleteAuthorisation(
  deps: ScaDeps,
  authorisationId: string,
  reason: ObsoleteReason,
  clock: Clock,
): Promise<FailedAuthorisation> {
  const record = await deps.repositories.authorisations.find(authorisationId);
  if (record === undefined) throw new ScaError('SCA_NOT_FOUND', 'No such authorisation');
  if (isFinalScaStatus(record.scaStatus)) {
    throw new ScaError('STATUS_INVALID', `The authorisation is already ${record.scaStatus}`);
  }
  const now = clock.now();
  // Out of time before anything could be decided: that is the truer reason.
  const failure = isAuthorisationOverdue(record, now) ? SCA_FAILURES.expired : reason;
  return failAuthorisation(deps.repositories.authorisations, deps.config, record, failure, now);
}
