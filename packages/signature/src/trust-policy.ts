/**
 * Public shapes of verification: what goes in (request, clock, trust policy) and the TPP that comes out.
 */
import type { CertificateCache } from './certificate-cache.js';
import type { Psd2Role } from './qc-statements.js';
import type { RequestHeaders } from './request-headers.js';

/**
 * A certificate given in configuration: PEM, base64 DER, or DER bytes.
 *
 * @example
 * ```ts
 * const anchor: CertificateInput = fs.readFileSync('qtsp-root.pem', 'utf8');
 * ```
 * @see RFC 7468 section 5 (PEM certificates)
 */
export type CertificateInput = string | Uint8Array;

/**
 * Which certificates are trusted. `sandbox` accepts any issuer, self-signed included (as the real sandbox
 * does), with or without organizationIdentifier; one that is present becomes the TPP id and must be of the form
 * `PSDNO-FSA-123456789` (or another registration type such as `VATNO-987654321`). `production` requires an
 * organizationIdentifier of the PSD2 form whose NCA id is the PSD2 QCStatement's NCAId in the subject,
 * a chain to one of `trustAnchors` (through `intermediates` when given; one certificate per entry), a key usage
 * of digitalSignature or nonRepudiation, the PSD2 QCStatement and, when listed, every role in `requiredRoles`.
 * Create the policy once and reuse it: parsed anchors and chain results are cached per policy object.
 *
 * @example
 * ```ts
 * const trust: TrustPolicy = { mode: 'production', trustAnchors: [rootPem], requiredRoles: ['PSP_PI'] };
 * ```
 * @see ETSI TS 119 495 sections 5.1 (PSD2 QCStatement) and 5.2.1 (organizationIdentifier), RFC 5280 section 6 (certification path validation)
 */
export type TrustPolicy =
  | { readonly mode: 'sandbox' }
  | {
      readonly mode: 'production';
      readonly trustAnchors: readonly CertificateInput[];
      readonly intermediates?: readonly CertificateInput[];
      readonly requiredRoles?: readonly Psd2Role[];
      /**
       * Asks the bank's revocation source (its CRL cache, an OCSP client) whether the TPP's certificate is
       * revoked; called on every request whose certificate passed the other checks, so cache inside. `revoked`
       * refuses the request with `CERTIFICATE_REVOKED`. Without it nothing checks revocation: a certificate the
       * QTSP revoked (an NCA withdrawing the TPP's authorisation) is accepted until it expires. A function that
       * throws or rejects, answers neither `good` nor `revoked`, or takes longer than `revocationTimeoutMs`
       * fails the verification with `REVOCATION_UNAVAILABLE`: the bank's outage, not the TPP's fault (the
       * reference server answers it 503 with Retry-After), and never a silent pass.
       */
      readonly checkRevocation?: (certificate: RevocationQuery) => Promise<RevocationStatus>;
      /**
       * How long one `checkRevocation` call may take, in whole milliseconds, before the request fails with
       * `REVOCATION_UNAVAILABLE` (default 5,000; `Infinity` waits as long as the check takes). It keeps a hung
       * OCSP responder from holding every TPP's request open. Each certificate on the path is one call (the TPP's
       * and each issuing CA's), so a verify may wait that long for each.
       */
      readonly revocationTimeoutMs?: number;
    };

/**
 * What a revocation check gets: the certificate's DER, its serial (upper-case hexadecimal, as in keyId), its
 * issuer (RFC 2253), and where its QTSP publishes revocation: the URLs of its CRL distribution points and of its
 * OCSP responders (authorityInfoAccess).
 *
 * @example
 * ```ts
 * const checkRevocation = async (q: RevocationQuery) => (revokedSerials.has(`${q.issuer}/${q.serialHex}`) ? 'revoked' : 'good');
 * ```
 * @see RFC 5280 sections 4.2.1.13 (CRL distribution points) and 5 (CRLs), RFC 6960 (OCSP), ETSI TS 119 495 section 6
 */
export interface RevocationQuery {
  readonly der: Uint8Array;
  readonly serialHex: string;
  readonly issuer: string;
  readonly crlDistributionPoints: readonly string[];
  readonly ocspUrls: readonly string[];
}

/**
 * A revocation check's answer. `good`: not revoked as far as the source knows.
 *
 * @example
 * ```ts
 * const status: RevocationStatus = 'revoked';
 * ```
 */
export type RevocationStatus = 'good' | 'revoked';

/**
 * The request as received: method, request target exactly as sent (path and query, not re-encoded), headers,
 * and the raw body bytes.
 *
 * @example
 * ```ts
 * const input: VerifyRequestInput = { method: 'POST', target: '/v1/signing-baskets', headers: req.headers, body: rawBody };
 * ```
 * @see RFC 7230 section 5.3 (request-target), draft-cavage-http-signatures-10 section 2.3
 */
export interface VerifyRequestInput {
  readonly method: string;
  readonly target: string;
  readonly headers: RequestHeaders;
  readonly body?: Uint8Array | undefined;
}

/**
 * How to verify. `signedHeadersWhenPresent` lists the headers that must be signed whenever the request carries
 * them (default: date, digest, x-request-id, psu-id, psu-corporate-id, tpp-redirect-uri); digest and
 * x-request-id are always added. `maxClockSkewSeconds` defaults to 60.
 *
 * @example
 * ```ts
 * const options: VerifyRequestOptions = { clock: () => new Date(), trust: { mode: 'sandbox' } };
 * ```
 */
export interface VerifyRequestOptions {
  readonly clock: () => Date;
  /**
   * The clock the certificate's validity (and, in production, its path) is judged by; default `clock`. A sandbox
   * that runs as of another date judges the request's Date by its moved clock, and may judge the TPP's
   * certificate, issued in real time, by the real one.
   */
  readonly certificateClock?: (() => Date) | undefined;
  readonly trust: TrustPolicy;
  readonly signedHeadersWhenPresent?: readonly string[];
  readonly maxClockSkewSeconds?: number;
  readonly cache?: CertificateCache;
  /**
   * Whether a request with a body must carry Digest (default true, as Berlin Group has it). An operation whose
   * header rules do not ask for Digest (signing basket creation, whose header list has no Digest) passes false:
   * a body without Digest is then accepted, uncovered by the signature; a Digest that is sent is still checked.
   */
  readonly digestRequiredWithBody?: boolean;
}

/**
 * The TPP a verified request came from. `id` is the organizationIdentifier of the certificate subject (such as
 * PSDNO-FSA-123456789), else (sandbox only: production requires one) the certificate's SHA-256 fingerprint.
 *
 * @example
 * ```ts
 * const tpp = await verifyRequest(input, options);
 * if (!tpp.roles.includes('PSP_PI')) throw forbidden();
 * ```
 * @see ETSI TS 119 495 section 5.2.1 (organizationIdentifier), section 5.1 (roles and NCA)
 */
export interface TppIdentity {
  readonly id: string;
  readonly organizationIdentifier: string | undefined;
  /** Subject organizationName, else commonName, else the id. */
  readonly name: string;
  readonly roles: readonly Psd2Role[];
  readonly nca: { readonly name: string; readonly id: string } | undefined;
  readonly fingerprint: string;
  readonly serialHex: string;
  readonly issuer: string;
  readonly subject: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
}
