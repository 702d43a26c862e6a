/**
 * Every failure this package reports. The codes reuse the specification's tppMessages codes where one fits, so
 * the server's single error table can pass them through unchanged; the rest are this package's own.
 *
 * - `HTTP_HEADER_REQUIRED`: a header the rule needs is absent (`header` names it).
 * - `FORMAT_ERROR`: a header value is malformed (for example TPP-Redirect-URI or PSU-Context), or PSU-Context
 *   contradicts PSU-Corporate-ID or PSU-ID.
 * - `SCA_NOT_FOUND`: no authorisation with that id.
 * - `SCA_EXPIRED`: the authorisation was not completed in time.
 * - `SCA_INVALID`: the SCA cannot be completed as asked (wrong context, missing agreement, unreachable account).
 * - `PSU_CREDENTIALS_INVALID`: the PSU who authenticated is not the PSU the request named.
 * - `CORPORATE_ID_INVALID`: a PSU-Corporate-ID this bank never issued to this TPP.
 * - `CONSENT_UNKNOWN`: the PSU revoked the consent.
 * - `CONSENT_INVALID`: the chosen consent accounts are not acceptable.
 * - `CONSENT_EXPIRED`: the consent is older than its validity.
 * - `ACCESS_EXCEEDED`: the unattended-access limit for this account is used up.
 * - `RESOURCE_UNKNOWN`: a consent or other resource does not exist for this PSU.
 * - `STATUS_INVALID`: the authorisation is already final, or the status change is not allowed.
 *
 */
export type ScaErrorCode =
  | 'HTTP_HEADER_REQUIRED'
  | 'FORMAT_ERROR'
  | 'SCA_NOT_FOUND'
  | 'SCA_EXPIRED'
  | 'SCA_INVALID'
  | 'PSU_CREDENTIALS_INVALID'
  | 'CORPORATE_ID_INVALID'
  | 'CONSENT_UNKNOWN'
  | 'CONSENT_INVALID'
  | 'CONSENT_EXPIRED'
  | 'ACCESS_EXCEEDED'
  | 'RESOURCE_UNKNOWN'
  | 'STATUS_INVALID';

/** Extra facts an error can carry for the server's response. */
export interface ScaErrorDetails {
  /** The request header the error is about, e.g. `PSU-ID` for a missing PSU identification. */
  readonly header?: string;
  /** The path parameter or body member the error is about, e.g. `authorisationId` for an unknown authorisation. */
  readonly path?: string;
  /** For `ACCESS_EXCEEDED`: epoch ms at which the next call will be allowed (for a Retry-After header). */
  readonly retryAt?: number;
  readonly cause?: unknown;
}

/**
 * The one error class of `@xs2a-kit/sca-session`. Branch on `code`, never on `message`.
 *
 * @example
 * ```ts
 * try {
 *   await startAuthorisation(deps, input, clock);
 * } catch (error) {
 *   if (error instanceof ScaError && error.code === 'HTTP_HEADER_REQUIRED') console.log(error.header); // 'PSU-ID'
 * }
 * ```
 */
export class ScaError extends Error {
  override readonly name = 'ScaError';
  readonly code: ScaErrorCode;
  readonly header: string | undefined;
  readonly path: string | undefined;
  readonly retryAt: number | undefined;

  constructor(code: ScaErrorCode, message: string, details: ScaErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.header = details.header;
    this.path = details.path;
    this.retryAt = details.retryAt;
  }
}
