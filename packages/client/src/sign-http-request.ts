/**
 * Signing one HTTP request, for any method, URL and body: the SDK's calls, `xs2a sign` and `xs2a explain` all go
 * through here, so what is printed is what would be sent.
 */
import type { KeyObject } from 'node:crypto';
import { signRequest, SignatureError } from '@xs2a-kit/signature';
import { ClientError } from './client-error.js';

/**
 * A request to sign. `body` is sent as given (a string as UTF-8); the Digest is computed over those bytes.
 *
 * @example
 * ```ts
 * const input: SignHttpRequestInput = { method: 'GET', url: 'http://localhost:8080/v1/sandbox/customers', certificate, privateKey };
 * ```
 * @see signRequest in @xs2a-kit/signature
 */
export interface SignHttpRequestInput {
  readonly method: string;
  readonly url: string | URL;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  readonly body?: Uint8Array | string | undefined;
  readonly certificate: string | Uint8Array;
  readonly privateKey: string | KeyObject;
  readonly clock?: (() => Date) | undefined;
  /** Kept across the retries of one call; a random UUID when absent. */
  readonly requestId?: string | undefined;
  /** Sign `(request-target)` (method and path) first, as the spec allows. */
  readonly signRequestTarget?: boolean | undefined;
}

/**
 * A signed request, ready for fetch (or curl): lower-case headers, the exact body bytes, and the signing string
 * for debugging.
 *
 * @example
 * ```ts
 * const prepared = signHttpRequest(input);
 * await fetch(prepared.url, { method: prepared.method, headers: prepared.headers, body: prepared.body ?? null }); // null: no body (exactOptionalPropertyTypes)
 * ```
 * @see draft-cavage-http-signatures-10 section 2.3
 */
export interface SignedHttpRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The bytes signed, in an ArrayBuffer of their own: `fetch` (BodyInit) and WebCrypto take them as they are. */
  readonly body: Uint8Array<ArrayBuffer> | undefined;
  readonly requestId: string;
  readonly signingString: string;
  readonly keyId: string;
}

/**
 * Adds Digest (SHA-256 of the body bytes), Date, X-Request-ID, Signature (keyId from the certificate) and
 * TPP-Signature-Certificate, signing every one of date, digest, x-request-id, psu-id, psu-corporate-id and
 * tpp-redirect-uri the request carries. An unusable certificate or key is a `ClientError` CONFIG_INVALID.
 *
 * @example
 * ```ts
 * const signed = signHttpRequest({ method: 'POST', url, body: JSON.stringify({ paymentIds }), headers: { 'content-type': 'application/json' }, certificate, privateKey });
 * console.log(signed.headers.signature);
 * ```
 * @see signRequest in @xs2a-kit/signature; RFC 3230
 */
export function signHttpRequest(input: SignHttpRequestInput): SignedHttpRequest {
  const url = new URL(input.url);
  const method = input.method.toUpperCase();
  // A copy either way: a caller's view of a shared or larger buffer would not do as a fetch body.
  const body = input.body === undefined ? undefined : new Uint8Array(typeof input.body === 'string' ? Buffer.from(input.body, 'utf8') : input.body);
  try {
    const signed = signRequest({
      method,
      target: `${url.pathname}${url.search}`,
      headers: input.headers ?? {},
      ...(body === undefined ? {} : { body }),
      privateKey: input.privateKey,
      certificate: input.certificate,
      ...(input.clock ? { clock: input.clock } : {}),
      ...(input.requestId ? { requestId: input.requestId } : {}),
      ...(input.signRequestTarget ? { includeRequestTarget: true } : {}),
    });
    return { method, url: url.toString(), headers: signed.headers, body, requestId: signed.requestId, signingString: signed.signingString, keyId: signed.keyId };
  } catch (error) {
    if (error instanceof SignatureError) throw new ClientError('CONFIG_INVALID', `cannot sign: ${error.message}`, { cause: error });
    throw error;
  }
}
