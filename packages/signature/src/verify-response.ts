import type { TppIdentity, VerifyRequestOptions } from './trust-policy.js';
import type { RequestHeaders } from './request-headers.js';
import { createStepError } from './steps.js';
import { verifyRequest } from './verify-request.js';

/** What a signed response signs: its body's Digest, its Date and the X-Request-ID of the request it answers. */
export const RESPONSE_SIGNED_HEADERS: readonly string[] = ['digest', 'date', 'x-request-id'];

/**
 * A response as the TPP received it: its headers (ASPSP-Signature-Certificate among them) and the raw body bytes.
 *
 * @example
 * ```ts
 * const input: VerifyResponseInput = { headers: Object.fromEntries(response.headers), body: new Uint8Array(await response.arrayBuffer()) };
 * ```
 */
export interface VerifyResponseInput {
  readonly headers: RequestHeaders;
  readonly body?: Uint8Array | undefined;
  /** The X-Request-ID the TPP sent; the response must answer that one (else SIGNATURE_INVALID). */
  readonly requestId?: string | undefined;
}

/**
 * Verifies a bank's signed response (spec, Authentication rule 7: the TPP should verify such signatures) with the
 * rules requests are verified by: the certificate in ASPSP-Signature-Certificate, Digest over the body bytes, Date
 * within the allowed skew, and a Signature covering digest, date and x-request-id. `options.trust` says whose seal
 * is trusted: in production the bank's QTSP roots. Resolves to the signer (the bank) or throws
 * SignatureError as verifyRequest does; a response answering another X-Request-ID than `requestId` is
 * `SIGNATURE_INVALID`.
 *
 * @example
 * ```ts
 * const bank = await verifyResponse({ headers, body, requestId }, { clock: () => new Date(), trust: { mode: 'production', trustAnchors: [qtspRoot] } });
 * ```
 * @see {@link verifyRequest}
 */
export async function verifyResponse(input: VerifyResponseInput, options: VerifyRequestOptions): Promise<TppIdentity> {
  const headers: Record<string, string | readonly string[] | undefined> = {};
  for (const [name, value] of Object.entries(input.headers)) {
    const lower = name.toLowerCase();
    // The request verifier reads the signer's certificate from TPP-Signature-Certificate; a response carries it in
    // ASPSP-Signature-Certificate, and a TPP-Signature-Certificate there would not be the bank's.
    if (lower === 'tpp-signature-certificate') continue;
    headers[lower === 'aspsp-signature-certificate' ? 'tpp-signature-certificate' : lower] = value;
  }
  const signer = await verifyRequest(
    { method: 'GET', target: '/', headers, body: input.body },
    { ...options, signedHeadersWhenPresent: options.signedHeadersWhenPresent ?? RESPONSE_SIGNED_HEADERS, digestRequiredWithBody: true },
  );
  const answered = headers['x-request-id'];
  if (input.requestId !== undefined && answered !== input.requestId) {
    throw createStepError('SIGNATURE_INVALID', 'signed-headers', `The response answers X-Request-ID ${String(answered)}, not the request's ${input.requestId}`, {
      header: 'x-request-id',
      hint: 'A signed answer names the X-Request-ID of the request it answers; this one belongs to another request.',
    });
  }
  return signer;
}
