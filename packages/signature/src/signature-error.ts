/**
 * Every failure of this package is a {@link SignatureError} with a stable `code`. The server maps codes to
 * HTTP statuses and tppMessages codes in one table; nobody branches on message text.
 */

/**
 * The closed set of failure codes. Verification codes are grouped by the step (1-11 of the verification) that
 * raises them; `INPUT_INVALID` is for programming errors in calls to `signRequest` or the test certificate
 * factory.
 *
 * @example
 * ```ts
 * if (error instanceof SignatureError && error.code === 'DIGEST_MISMATCH') status = 400;
 * ```
 * @see draft-cavage-http-signatures-10 section 2 (the Signature header this package verifies)
 */
export type SignatureErrorCode =
  // step 1: Signature header
  | 'SIGNATURE_MISSING'
  | 'HEADER_TOO_LARGE'
  | 'HEADER_INJECTION'
  // step 2: Signature parameters
  | 'SIGNATURE_MALFORMED'
  // step 3: TPP-Signature-Certificate
  | 'CERTIFICATE_MISSING'
  | 'CERTIFICATE_INVALID'
  // step 4: keyId
  | 'KEYID_MALFORMED'
  | 'KEYID_SERIAL_MISMATCH'
  | 'KEYID_ISSUER_MISMATCH'
  // step 5: algorithm
  | 'ALGORITHM_UNSUPPORTED'
  | 'ALGORITHM_MISMATCH'
  // step 6: headers parameter
  | 'HEADERS_MALFORMED'
  | 'SIGNED_HEADER_ABSENT'
  | 'HEADERS_MISSING_REQUIRED'
  // step 7: Date (and the draft's created/expires parameters)
  | 'DATE_MISSING'
  | 'DATE_INVALID'
  | 'DATE_SKEW'
  | 'SIGNATURE_EXPIRED'
  // step 8: Digest
  | 'DIGEST_MISSING'
  | 'DIGEST_MALFORMED'
  | 'DIGEST_UNSUPPORTED'
  | 'DIGEST_MISMATCH'
  // step 10: the signature itself
  | 'SIGNATURE_INVALID'
  // step 11: certificate validity and trust
  | 'CERTIFICATE_NOT_YET_VALID'
  | 'CERTIFICATE_EXPIRED'
  | 'CERTIFICATE_UNTRUSTED'
  | 'CERTIFICATE_KEY_USAGE'
  | 'QCSTATEMENT_MISSING'
  | 'CERTIFICATE_NOT_SEAL'
  | 'CERTIFICATE_ROLE_MISSING'
  | 'CERTIFICATE_REVOKED'
  // the bank's revocation source did not answer in time, or failed: the bank's outage, not a verdict
  | 'REVOCATION_UNAVAILABLE'
  // not a verification failure: a caller passed something unusable to signRequest or the factory
  | 'INPUT_INVALID';

/**
 * The eleven verification steps, in the order they run.
 *
 * @example
 * ```ts
 * const name: VerificationStep = 'digest'; // step 8
 * ```
 * @see Berlin Group NextGenPSD2 Implementation Guidelines 1.3, section 12 (signature verification)
 */
export type VerificationStep =
  | 'signature-header'
  | 'signature-parameters'
  | 'certificate'
  | 'key-id'
  | 'algorithm'
  | 'signed-headers'
  | 'date'
  | 'digest'
  | 'signing-string'
  | 'signature'
  | 'certificate-trust'
  | 'input';

/**
 * The certificate as the bank reads it, so that a TPP can compare it with what it sent.
 *
 * @example
 * ```ts
 * const s: CertificateSummary = error.details.certificate!;
 * console.log(`SN=${s.serialHex},CA=${s.issuer}`);
 * ```
 * @see RFC 4514 section 2 (the issuer and subject strings), RFC 5280 section 4.1.2.2 (serialNumber)
 */
export interface CertificateSummary {
  /** Upper-case hexadecimal without leading zeros, as keyId wants it. */
  readonly serialHex: string;
  readonly serialDecimal: string;
  /** Issuer distinguished name in RFC 2253 form (last RDN first): what keyId's `CA=` should hold. */
  readonly issuer: string;
  /** The issuer for reading: certificate order, names such as organizationIdentifier spelt out. */
  readonly issuerReadable: string;
  readonly subject: string;
  readonly notBefore: string;
  readonly notAfter: string;
  /** SHA-256 of the DER encoding, lower-case hex. */
  readonly fingerprint: string;
}

/**
 * What the bank saw and expected, so that a TPP can fix its request without guessing. Only the fields that
 * belong to the failed step are set.
 *
 * @example
 * ```ts
 * if (error.code === 'DIGEST_MISMATCH') console.log(error.details.digest?.computed);
 * ```
 * @see RFC 3230 section 4.3.2 (Digest), draft-cavage-http-signatures-10 section 2.3 (signing string)
 */
export interface SignatureErrorDetails {
  /** 1-11, the step that failed (0 for INPUT_INVALID). */
  readonly step: number;
  readonly stepName: VerificationStep;
  /** What to change, in plain words. */
  readonly hint: string;
  /** The request header concerned, lower-case. */
  readonly header?: string;
  readonly limitBytes?: number;
  readonly actualBytes?: number;
  readonly received?: string;
  readonly expected?: string;
  readonly keyIdReceived?: string;
  /** The keyId the bank builds from the certificate it received. */
  readonly keyIdExpected?: string;
  readonly certificate?: CertificateSummary;
  readonly issuerComparison?: readonly IssuerAttributeComparison[];
  readonly signedHeaders?: readonly string[];
  readonly missingHeaders?: readonly string[];
  readonly signingString?: string;
  readonly digest?: DigestComparison;
  readonly clock?: ClockComparison;
  readonly requiredRoles?: readonly string[];
  readonly roles?: readonly string[];
}

/**
 * One attribute of the issuer in keyId compared with the certificate's issuer. `status`: `match`; `different`
 * (the certificate's issuer has this type with another value); `unexpected` (it has no such attribute);
 * `missing` (keyId leaves out an attribute it must name: any of CN, O, OU, L, ST and C, or any at all when keyId
 * is not in the reduced form); `omitted` (left out, as the reduced CN, O, OU, L, ST, C form may).
 *
 * @example
 * ```ts
 * const row: IssuerAttributeComparison = { type: 'O', oid: '2.5.4.10', received: 'Bank', certificate: ['Bank AS'], status: 'different' };
 * ```
 * @see RFC 4517 section 4.2.15 (distinguishedNameMatch)
 */
export interface IssuerAttributeComparison {
  readonly type: string;
  readonly oid: string;
  readonly received?: string;
  readonly certificate: readonly string[];
  readonly status?: 'match' | 'different' | 'unexpected' | 'missing' | 'omitted';
}

/**
 * Digest received against digest computed over the exact body bytes.
 *
 * @example
 * ```ts
 * const d: DigestComparison = { received: 'SHA-256=abc=', computed: 'SHA-256=xyz=', bodyBytes: 17 };
 * ```
 * @see RFC 3230 section 4.3.2, RFC 5843 section 2
 */
export interface DigestComparison {
  readonly received?: string;
  readonly computed: string;
  readonly bodyBytes: number;
}

/**
 * The bank's clock against the request's Date header.
 *
 * @example
 * ```ts
 * const c: ClockComparison = { now: '2025-01-01T00:00:00.000Z', date: 'Wed, 01 Jan 2025 00:01:01 GMT', skewSeconds: 61, allowedSeconds: 60 };
 * ```
 * @see RFC 7231 section 7.1.1.2 (Date)
 */
export interface ClockComparison {
  readonly now: string;
  readonly date?: string;
  /** Request time minus bank time, seconds; positive when the TPP's clock is ahead. */
  readonly skewSeconds?: number;
  readonly allowedSeconds?: number;
}

/**
 * The one error class of this package. `message` is a short single line (usable as tppMessages.text);
 * `details` hold everything a TPP needs to fix the request.
 *
 * @example
 * ```ts
 * try { await verifyRequest(input, options); }
 * catch (error) { if (error instanceof SignatureError) console.log(error.code, error.details.hint); }
 * ```
 * @see draft-cavage-http-signatures-10 section 2.5 (verification), Berlin Group NextGenPSD2 1.3 section 12
 */
export class SignatureError extends Error {
  override readonly name = 'SignatureError';
  readonly code: SignatureErrorCode;
  readonly details: SignatureErrorDetails;

  constructor(code: SignatureErrorCode, message: string, details: SignatureErrorDetails) {
    super(message);
    this.code = code;
    this.details = details;
  }
}
