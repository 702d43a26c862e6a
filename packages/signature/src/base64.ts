/**
 * Strict base64: the decoded bytes must encode back to exactly the text received, so that two different texts
 * never stand for the same signature or digest.
 */

/**
 * Decodes padded, canonical base64 (RFC 4648 section 4); undefined for anything else. Node's decoder skips
 * characters outside the alphabet and reads `-` and `_` as `+` and `/`, so the text itself is checked: ASCII only,
 * no `-` or `_`, a length that is a multiple of four, at most two `=` and only at the end, zero in the bits that
 * padding leaves unused, and every other character decoded - a skipped or misplaced one leaves the bytes short.
 * Together that is what encoding the bytes back to this very text checks, without writing the text again.
 */
export function decodeCanonicalBase64(text: string): Buffer | undefined {
  const length = text.length;
  if (length === 0 || length % 4 !== 0) return undefined;
  if (Buffer.byteLength(text, 'utf8') !== length || text.includes('-') || text.includes('_')) return undefined;
  const padding = text.charCodeAt(length - 1) !== EQUALS ? 0 : text.charCodeAt(length - 2) === EQUALS ? 2 : 1;
  // The character before the padding carries the last byte's low bits, then bits no byte uses: those are zero.
  const last = sextet(text.charCodeAt(length - padding - 1));
  if (last < 0 || (padding > 0 && (last & (padding === 1 ? 0b11 : 0b1111)) !== 0)) return undefined;
  const bytes = Buffer.from(text, 'base64');
  return bytes.byteLength === (length / 4) * 3 - padding ? bytes : undefined;
}

/** True when the text is padded, canonical base64. */
export function isCanonicalBase64(text: string): boolean {
  return decodeCanonicalBase64(text) !== undefined;
}

const EQUALS = 0x3d;

/** The 6-bit value of a character of the standard alphabet; -1 for any other. */
function sextet(code: number): number {
  if (code >= 0x41 && code <= 0x5a) return code - 0x41; // A-Z
  if (code >= 0x61 && code <= 0x7a) return code - 0x61 + 26; // a-z
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 52; // 0-9
  if (code === 0x2b) return 62; // +
  return code === 0x2f ? 63 : -1; // /
}
