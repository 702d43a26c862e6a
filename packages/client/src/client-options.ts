/**
 * What a client is configured with, and the PSU facts it learns along the way.
 */
import type { KeyObject } from 'node:crypto';
import type { TrustPolicy } from '@xs2a-kit/signature';

/**
 * The PSU context of the spec: PRIVATE or CORPORATE, chosen during SCA.
 *
 * @example
 * ```ts
 * const context: PsuContext = 'CORPORATE';
 * ```
 * @see the PSU-Context request header and the context parameter of the success redirect
 */
export type PsuContext = 'PRIVATE' | 'CORPORATE';

/**
 * The PSU headers a client sends once it knows them: PSU-ID (psu-id of the success redirect), PSU-Corporate-ID,
 * PSU-Context, PSU-IP-Address (only while the PSU is present) and X-PSU-IDENTITY (SCA streamlining).
 *
 * @example
 * ```ts
 * client.setPsu({ psuId: callback.psuId, psuContext: callback.context });
 * ```
 */
export interface PsuState {
  readonly psuId?: string | undefined;
  readonly psuCorporateId?: string | undefined;
  readonly psuContext?: PsuContext | undefined;
  readonly psuIpAddress?: string | undefined;
  readonly psuIdentity?: string | undefined;
}

/**
 * Options of {@link createClient}. `certificate` is the QSealC (PEM, base64 DER or DER bytes) and `privateKey` its
 * key (PEM or KeyObject). `tppSessionId` defaults to a random UUID per client. `acceptFix` defaults to
 * `['amount-as-string']` (a default since 2020, and the value the spec documents where x-accept-fix is required);
 * pass `[]` to send none. `retries` (default 2) applies to GETs, and to any
 * request answered 503 with Retry-After; `timeoutMs` (default 30 000) to each attempt.
 *
 * @example
 * ```ts
 * const options: ClientOptions = {
 *   baseUrl: 'http://localhost:8080', certificate: qseal.certificatePem, privateKey: qseal.privateKeyPem,
 *   tppRedirectUri: 'https://tpp.example/callback', psuIpAddress: '192.0.2.10',
 * };
 * ```
 * @see ACCEPT_FIX_CATALOGUE in @xs2a-kit/schema
 */
export interface ClientOptions extends PsuState {
  readonly baseUrl: string;
  readonly certificate: string | Uint8Array;
  readonly privateKey: string | KeyObject;
  readonly tppRedirectUri?: string | undefined;
  readonly tppSessionId?: string | undefined;
  readonly acceptFix?: readonly string[] | undefined;
  readonly timeoutMs?: number | undefined;
  readonly retries?: number | undefined;
  /** First retry delay in milliseconds, doubled on each further retry, with jitter (default 250). */
  readonly retryDelayMs?: number | undefined;
  readonly fetch?: typeof globalThis.fetch | undefined;
  /** The clock for the Date header, a signed answer's validity checks and a Retry-After HTTP-date (injected for tests). */
  readonly clock?: (() => Date) | undefined;
  /** Random numbers in [0, 1) for the backoff jitter (injected for tests). */
  readonly random?: (() => number) | undefined;
  /**
   * Also sign `(request-target)`, the method and path, so that the signed headers of one request cannot pass on
   * another method or path. Off by default: the spec lists the headers to sign without it, though it allows it.
   */
  readonly signRequestTarget?: boolean | undefined;
  /**
   * Verify the bank's signed responses (spec, Authentication rule 7: the TPP should), against `trust`: in
   * production the roots of the QTSP that issued the bank's QSealC (`{ mode: 'production', trustAnchors }`), in
   * the sandbox `{ mode: 'sandbox' }`. An answer whose Signature does not verify, or, with `required`, one that
   * carries none, is a ClientError RESPONSE_SIGNATURE_INVALID instead of a result. Off by default.
   */
  readonly verifyResponses?: { readonly trust: TrustPolicy; readonly required?: boolean | undefined } | undefined;
}
