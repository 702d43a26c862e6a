/**
 * The closed set of error codes the domain throws. Where a `tppMessages` code of the service specification fits,
 * the value is that code, so the server maps it one to one; the rest are Berlin Group NextGenPSD2 1.3 codes.
 *
 * @example
 * const code: DomainErrorCode = 'KID_INVALID';
 * @see Berlin Group NextGenPSD2 1.3 §14.11
 */
export type DomainErrorCode =
  | 'FORMAT_ERROR'
  | 'RESOURCE_UNKNOWN'
  | 'EXECUTION_DATE_INVALID'
  | 'KID_INVALID'
  | 'KID_MISSING'
  | 'PRODUCT_INVALID'
  | 'PAYMENT_FAILED'
  | 'REFERENCE_MIX_INVALID'
  | 'REFERENCE_STATUS_INVALID'
  | 'STATUS_INVALID'
  | 'CANCELLATION_INVALID'
  | 'CONSENT_INVALID'
  /** A resource with the same identifying value exists (a sandbox customerNumber taken): HTTP 409. */
  | 'CONFLICT';

/**
 * The one error class of `@xs2a-kit/domain`. `code` is stable and drives the server's mapping to an HTTP status
 * and a `tppMessages` entry; `path` names the offending request field (`creditorAccount.iban`,
 * `payments[2].instructedAmount.amount`, `paymentIds[1]`) when there is one. Never branch on `message`.
 *
 * @example
 * throw new DomainError('EXECUTION_DATE_INVALID', 'startDate lies in the past', { path: 'startDate' });
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: DomainErrorCode;
  readonly path: string | undefined;

  constructor(code: DomainErrorCode, message: string, options: { path?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.path = options.path;
  }
}

/**
 * Tells whether a value is a {@link DomainError}, optionally with a given code.
 *
 * @example
 * if (isDomainError(err, 'KID_MISSING')) console.log(err.path);
 */
export function isDomainError(value: unknown, code?: DomainErrorCode): value is DomainError {
  return value instanceof DomainError && (code === undefined || value.code === code);
}
