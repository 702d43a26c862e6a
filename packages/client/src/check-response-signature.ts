/**
 * The client's check of the bank's signed answers (spec, Authentication rule 7), with the signature package's
 * response verifier.
 */
import { SignatureError, verifyResponse, type CertificateCache, type TrustPolicy } from '@xs2a-kit/signature';
import { ClientError } from './client-error.js';
import type { SentRequest } from './send-with-retry.js';

/**
 * Verifies one answer: its Signature over digest, date and the request's X-Request-ID, its body against Digest, and
 * the signer's certificate (ASPSP-Signature-Certificate) against `rule.trust`. An answer without Signature passes
 * unless `rule.required`. Throws ClientError RESPONSE_SIGNATURE_INVALID naming what failed.
 *
 * @example
 * ```ts
 * await checkResponseSignature(sent, { trust: { mode: 'sandbox' } }, { clock: () => new Date() });
 * ```
 */
export async function checkResponseSignature(
  sent: SentRequest,
  rule: { readonly trust: TrustPolicy; readonly required?: boolean | undefined },
  options: { readonly clock: () => Date; readonly cache?: CertificateCache },
): Promise<void> {
  const where = `${sent.request.method} ${sent.request.url} (X-Request-ID ${sent.request.requestId})`;
  if (sent.headers.get('signature') === null) {
    if (rule.required) throw new ClientError('RESPONSE_SIGNATURE_INVALID', `${where} answered ${sent.status} without a Signature, and signed answers are required`);
    return;
  }
  const headers = Object.fromEntries(sent.headers.entries());
  try {
    await verifyResponse(
      { headers, body: new Uint8Array(Buffer.from(sent.text, 'utf8')), requestId: sent.request.requestId },
      { clock: options.clock, trust: rule.trust, ...(options.cache ? { cache: options.cache } : {}) },
    );
  } catch (error) {
    if (!(error instanceof SignatureError)) throw error;
    throw new ClientError('RESPONSE_SIGNATURE_INVALID', `${where} answered ${sent.status} with a signature that does not verify: ${error.code}: ${error.message}`, { cause: error });
  }
}
