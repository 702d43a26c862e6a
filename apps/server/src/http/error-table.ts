import { SignatureError } from '@xs2a-kit/signature';
import { ApiProblem, type Links, type MessageCode } from './api-problem.js';
import { describeSignatureError } from './signature-text.js';

/** How one package error code is answered: HTTP status and the tppMessages code. */
interface Mapping {
  readonly status: number;
  readonly code: MessageCode;
  /** Status when the error names a field of the request body rather than the resource in the path. */
  readonly bodyStatus?: number;
  /** Seconds the answer's Retry-After asks the TPP to wait: set for the bank's temporary unavailability (503). */
  readonly retryAfterSeconds?: number;
}

const m = (status: number, code: MessageCode, bodyStatus?: number): Mapping => ({ status, code, ...(bodyStatus ? { bodyStatus } : {}) });
const unavailable = (retryAfterSeconds: number): Mapping => ({ status: 503, code: 'SYSTEM_ERROR', retryAfterSeconds });

/**
 * The single table from a package's error code to an HTTP status and a tppMessages code.
 * Keys are `<error class name>.<code>`. Statuses follow the spec's Errors section where it speaks
 * (signature missing or invalid, its certificate included: 400; KID errors: 400; corporate without
 * PSU-Corporate-ID: 400) and the
 * Berlin Group code table elsewhere.
 */
const TABLE: Readonly<Record<string, Mapping>> = {
  // @xs2a-kit/schema validation issues (raised through ValidationProblem)
  'ValidationIssue.FORMAT_ERROR': m(400, 'FORMAT_ERROR'),
  'ValidationIssue.HTTP_HEADER_REQUIRED': m(400, 'HTTP_HEADER_REQUIRED'),
  'ValidationIssue.QUERY_PARAMETER_REQUIRED': m(400, 'QUERY_PARAMETER_REQUIRED'),
  'ValidationIssue.PRODUCT_UNKNOWN': m(404, 'PRODUCT_UNKNOWN'),

  // @xs2a-kit/signature. The spec answers a missing signature and one that fails validation with 400 (Berlin
  // Group: 401). The certificate is part of that validation: a signature cannot be validated without it, nor
  // with one that is unreadable, outside its validity, untrusted or unfit for signing, so those answer 400 too,
  // keeping the Berlin Group certificate codes so the TPP knows which part failed. Only a valid signature from a
  // TPP without the PSD2 role the operation needs is about authorisation: 401 ROLE_INVALID.
  'SignatureError.SIGNATURE_MISSING': m(400, 'SIGNATURE_MISSING'),
  'SignatureError.HEADER_TOO_LARGE': m(400, 'FORMAT_ERROR'),
  'SignatureError.HEADER_INJECTION': m(400, 'FORMAT_ERROR'),
  'SignatureError.SIGNATURE_MALFORMED': m(400, 'SIGNATURE_INVALID'),
  'SignatureError.CERTIFICATE_MISSING': m(400, 'CERTIFICATE_MISSING'),
  'SignatureError.CERTIFICATE_INVALID': m(400, 'CERTIFICATE_INVALID'),
  'SignatureError.KEYID_MALFORMED': m(400, 'SIGNATURE_INVALID'),
  'SignatureError.KEYID_SERIAL_MISMATCH': m(400, 'SIGNATURE_INVALID'),
  'SignatureError.KEYID_ISSUER_MISMATCH': m(400, 'SIGNATURE_INVALID'),
  'SignatureError.ALGORITHM_UNSUPPORTED': m(400, 'SIGNATURE_INVALID'),
  'SignatureError.ALGORITHM_MISMATCH': m(400, 'SIGNATURE_INVALID'),
  'SignatureError.HEADERS_MALFORMED': m(400, 'SIGNATURE_INVALID'),
  'SignatureError.SIGNED_HEADER_ABSENT': m(400, 'SIGNATURE_INVALID'),
  'SignatureError.HEADERS_MISSING_REQUIRED': m(400, 'SIGNATURE_INVALID'),
  'SignatureError.DATE_MISSING': m(400, 'HTTP_HEADER_REQUIRED'),
  'SignatureError.DATE_INVALID': m(400, 'FORMAT_ERROR'),
  'SignatureError.DATE_SKEW': m(400, 'TIMESTAMP_INVALID'),
  'SignatureError.SIGNATURE_EXPIRED': m(400, 'TIMESTAMP_INVALID'),
  'SignatureError.DIGEST_MISSING': m(400, 'HTTP_HEADER_REQUIRED'),
  'SignatureError.DIGEST_MALFORMED': m(400, 'FORMAT_ERROR'),
  'SignatureError.DIGEST_UNSUPPORTED': m(400, 'SIGNATURE_INVALID'),
  'SignatureError.DIGEST_MISMATCH': m(400, 'SIGNATURE_INVALID'),
  'SignatureError.SIGNATURE_INVALID': m(400, 'SIGNATURE_INVALID'),
  'SignatureError.CERTIFICATE_NOT_YET_VALID': m(400, 'CERTIFICATE_INVALID'),
  'SignatureError.CERTIFICATE_EXPIRED': m(400, 'CERTIFICATE_EXPIRED'),
  'SignatureError.CERTIFICATE_UNTRUSTED': m(400, 'CERTIFICATE_INVALID'),
  'SignatureError.CERTIFICATE_KEY_USAGE': m(400, 'CERTIFICATE_INVALID'),
  'SignatureError.QCSTATEMENT_MISSING': m(400, 'CERTIFICATE_INVALID'),
  'SignatureError.CERTIFICATE_NOT_SEAL': m(400, 'CERTIFICATE_INVALID'),
  'SignatureError.CERTIFICATE_ROLE_MISSING': m(401, 'ROLE_INVALID'),
  // Berlin Group's code for a seal certificate blocked by the ASPSP or the NCA: a revoked one is that.
  'SignatureError.CERTIFICATE_REVOKED': m(400, 'CERTIFICATE_BLOCKED'),
  // The bank's revocation source (an OCSP client a bank wires into checkRevocation) failed or timed out: nothing
  // was decided about the TPP's certificate and nothing was written, so the request may simply be sent again.
  'SignatureError.REVOCATION_UNAVAILABLE': unavailable(5),

  // @xs2a-kit/domain. An unknown resource in the path is 404; one named in the body (a basket's paymentIds[i])
  // is 400, as the spec's MessageCode table says. Another TPP's resource answers exactly like a missing one.
  'DomainError.FORMAT_ERROR': m(400, 'FORMAT_ERROR'),
  'DomainError.RESOURCE_UNKNOWN': m(404, 'RESOURCE_UNKNOWN', 400),
  'DomainError.EXECUTION_DATE_INVALID': m(400, 'EXECUTION_DATE_INVALID'),
  'DomainError.KID_INVALID': m(400, 'KID_INVALID'),
  'DomainError.KID_MISSING': m(400, 'KID_MISSING'),
  'DomainError.PRODUCT_INVALID': m(403, 'PRODUCT_INVALID'),
  'DomainError.PAYMENT_FAILED': m(400, 'PAYMENT_FAILED'),
  'DomainError.REFERENCE_MIX_INVALID': m(400, 'REFERENCE_MIX_INVALID'),
  'DomainError.REFERENCE_STATUS_INVALID': m(409, 'REFERENCE_STATUS_INVALID'),
  'DomainError.STATUS_INVALID': m(409, 'STATUS_INVALID'),
  'DomainError.CANCELLATION_INVALID': m(405, 'CANCELLATION_INVALID'),
  'DomainError.CONSENT_INVALID': m(401, 'CONSENT_INVALID'),
  'DomainError.CONFLICT': m(409, 'CONFLICT'),

  // @xs2a-kit/sca-session
  'ScaError.HTTP_HEADER_REQUIRED': m(400, 'HTTP_HEADER_REQUIRED'),
  'ScaError.FORMAT_ERROR': m(400, 'FORMAT_ERROR'),
  'ScaError.SCA_NOT_FOUND': m(404, 'SCA_NOT_FOUND'),
  'ScaError.SCA_EXPIRED': m(401, 'SCA_EXPIRED'),
  'ScaError.SCA_INVALID': m(400, 'SCA_INVALID'),
  'ScaError.PSU_CREDENTIALS_INVALID': m(401, 'PSU_CREDENTIALS_INVALID'),
  'ScaError.CORPORATE_ID_INVALID': m(401, 'CORPORATE_ID_INVALID'),
  'ScaError.CONSENT_UNKNOWN': m(403, 'CONSENT_UNKNOWN'),
  'ScaError.CONSENT_INVALID': m(401, 'CONSENT_INVALID'),
  'ScaError.CONSENT_EXPIRED': m(401, 'CONSENT_EXPIRED'),
  'ScaError.ACCESS_EXCEEDED': m(429, 'ACCESS_EXCEEDED'),
  'ScaError.RESOURCE_UNKNOWN': m(404, 'RESOURCE_UNKNOWN'),
  'ScaError.STATUS_INVALID': m(409, 'STATUS_INVALID'),

  // @xs2a-kit/iso: a value that breaks an ISO rule is a format error of the field, KID has its own code.
  'IsoError.CURRENCY_UNKNOWN': m(400, 'FORMAT_ERROR'),
  'IsoError.COUNTRY_UNKNOWN': m(400, 'FORMAT_ERROR'),
  'IsoError.AMOUNT_FORMAT_INVALID': m(400, 'FORMAT_ERROR'),
  'IsoError.AMOUNT_TOO_LARGE': m(400, 'FORMAT_ERROR'),
  'IsoError.AMOUNT_TOO_MANY_DECIMALS': m(400, 'FORMAT_ERROR'),
  'IsoError.CURRENCY_MISMATCH': m(400, 'FORMAT_ERROR'),
  'IsoError.IBAN_INVALID': m(400, 'FORMAT_ERROR'),
  'IsoError.BBAN_INVALID': m(400, 'FORMAT_ERROR'),
  'IsoError.BIC_INVALID': m(400, 'FORMAT_ERROR'),
  'IsoError.MASKED_PAN_INVALID': m(400, 'FORMAT_ERROR'),
  'IsoError.KID_INVALID': m(400, 'KID_INVALID'),

  // @xs2a-kit/store: the outcomes a request can cause are 4xx. A database that cannot be reached, a store that is
  // shutting down, and contention that outlasted the store's own retries are the bank's temporary unavailability:
  // 503 with Retry-After, which load balancers and TPP clients retry. In each the failed work reached no commit
  // (no connection was opened, or the transaction was rolled back). A connection that broke under a statement
  // (CONNECTION_LOST) may have carried a commit, so it stays a 500 like any other failure: the outcome is unknown.
  'StoreError.CONFLICT': m(409, 'CONFLICT'),
  'StoreError.REFERENCE_INVALID': m(400, 'FORMAT_ERROR'),
  'StoreError.NOT_FOUND': m(404, 'RESOURCE_UNKNOWN'),
  'StoreError.CONNECTION_FAILED': unavailable(5),
  'StoreError.CLOSED': unavailable(5),
  'StoreError.CONTENTION': unavailable(1),
};

/** The row for one package error code, if the table has one. */
export function lookupMapping(errorName: string, code: string): Mapping | undefined {
  return TABLE[`${errorName}.${code}`];
}

interface CodedError {
  readonly name: string;
  readonly code: string;
  readonly message: string;
  readonly path?: unknown;
  readonly field?: unknown;
  readonly header?: unknown;
  readonly retryAt?: unknown;
}

/**
 * Turns anything thrown by a package into an ApiProblem, or undefined when the error is not one the
 * table knows (the error middleware then answers 500 and logs it).
 */
export function toApiProblem(error: unknown, links?: Links): ApiProblem | undefined {
  if (error instanceof ApiProblem) return error;
  if (!isCoded(error)) return undefined;
  const mapping = lookupMapping(error.name, error.code);
  if (!mapping) return undefined;
  if (error instanceof SignatureError) {
    const { text, path } = describeSignatureError(error);
    const retry = mapping.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(mapping.retryAfterSeconds) };
    return new ApiProblem(mapping.status, mapping.code, text, path, links, retry);
  }
  const path = [error.path, error.field, error.header].find((value): value is string => typeof value === 'string' && value !== '');
  const status = path !== undefined && mapping.bodyStatus !== undefined ? mapping.bodyStatus : mapping.status;
  // ACCESS_EXCEEDED tells when the oldest counted call leaves the 24-hour window. An HTTP date has whole seconds:
  // rounded up, so a retry at the time named is never refused (rounded down it came up to a second early).
  const headers = typeof error.retryAt === 'number'
    ? { 'Retry-After': new Date(Math.ceil(error.retryAt / 1000) * 1000).toUTCString() }
    : mapping.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(mapping.retryAfterSeconds) };
  const text = error.name === 'StoreError' ? (STORE_TEXTS[error.code] ?? error.message) : error.message;
  return new ApiProblem(status, mapping.code, text, path, links, headers);
}

/**
 * A store failure a request can cause is told in the bank's words: the driver's message names statements, tables
 * and constraints, internals a TPP can do nothing with (review: a race between two baskets showed the INSERT).
 */
const STORE_TEXTS: Readonly<Record<string, string>> = {
  CONFLICT: 'The request collides with a change made to the same resource at the same moment; read the resource again before sending it anew.',
  REFERENCE_INVALID: 'The request refers to data that does not exist or was removed at the same moment (a sandbox reset, for one).',
  NOT_FOUND: 'The resource the request changes does not exist or was removed at the same moment.',
};

function isCoded(error: unknown): error is CodedError {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
}
