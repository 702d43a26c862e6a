/**
 * Strict base64: the decoded bytes must encode back to exactly the text received, so that two different texts
 * never stand for the same signature or digest.
 */

/**
 * Decodes padded, canonical base64 (RFC 4648 section 4); undefined for anything else. Node's decoder skips
 * characters outside the alphabet, so the round trip also rejects those.
 */
export function decodeCanonicalBase64(text: string): Buffer | undefined {
  if (text.length === 0) return undefined;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : undefined;
}

/** True when the text is padded, canonical base64. */
export function isCanonicalBase64(text: string): boolean {
  return decodeCanonicalBase64(text) !== undefined;
}
