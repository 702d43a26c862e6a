import type { ScaConfig } from './config.js';
import type { ScaErrorCode } from './errors.js';
import type { AuthorisationRecord } from './records.js';
import { buildFailureRedirect, type FailureRedirectParams } from './redirect-url.js';
import type { AuthorisationRepository } from './repositories.js';
import { assertScaStatusChange } from './sca-status.js';

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
