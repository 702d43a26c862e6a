/**
 * The short form of an error for `tppMessages.text` (at most 512 characters, one line).
 */
import type { SignatureError } from './signature-error.js';

/** The specification's limit on tppMessages text (Limits: tppMessages text, psuMessage). */
export const TPP_MESSAGE_TEXT_LIMIT = 512;

/**
 * Formats `CODE: message` on one line, cut to 512 characters with an ellipsis.
 *
 * @example
 * ```ts
 * ctx.body = { tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', text: formatSignatureErrorText(error) }] };
 * // "DIGEST_MISMATCH: SHA-256 of the body does not match the Digest header (body: 42 bytes; bank computed SHA-256=...)"
 * ```
 * @see Berlin Group NextGenPSD2 1.3 tppMessageText (at most 512 characters)
 */
export function formatSignatureErrorText(error: SignatureError): string {
  const digest = error.details.digest;
  const computed = digest === undefined ? '' : ` (body: ${digest.bodyBytes} bytes; bank computed ${digest.computed})`;
  const text = `${error.code}: ${error.message}${computed}`.replace(/[\r\n\t]+/g, ' ');
  return text.length <= TPP_MESSAGE_TEXT_LIMIT ? text : `${text.slice(0, TPP_MESSAGE_TEXT_LIMIT - 1)}…`;
}
