/**
 * RFC 2047 encoded-words. The signing rules let a TPP MIME-encode the whole Signature header value (when a value
 * is ISO-8859-1 or UTF-8 encoded), as `=?utf-8?B?...?=`; Q encoding is accepted too.
 */

const ENCODED_WORD = /^=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=$/;
const WORDS_ONLY = /^(=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)(\s+=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)*$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Result of {@link decodeEncodedWords}: the text, or why it could not be decoded. */
export type DecodedWords = { ok: true; text: string; encoded: boolean } | { ok: false; reason: string };

/** True when the value looks like one or more encoded-words (and nothing else). */
export function isEncodedWords(value: string): boolean {
  return value.startsWith('=?') && WORDS_ONLY.test(value);
}

/**
 * Decodes a value made only of RFC 2047 encoded-words (whitespace between adjacent words is dropped, as
 * RFC 2047 section 6.2 says); any other value is returned as is.
 */
export function decodeEncodedWords(value: string): DecodedWords {
  // A value starting with a visible ASCII character other than `=` cannot be encoded-words, even once trimmed
  // (every character trim removes is a control, a space or beyond ASCII): the usual, unencoded header.
  const first = value.charCodeAt(0);
  if (first > 0x20 && first < 0x7f && first !== 0x3d) return { ok: true, text: value, encoded: false };
  const trimmed = value.trim();
  if (!isEncodedWords(trimmed)) return { ok: true, text: value, encoded: false };
  let text = '';
  for (const word of trimmed.split(/\s+/)) {
    const match = ENCODED_WORD.exec(word);
    if (!match) return { ok: false, reason: `not an RFC 2047 encoded-word: ${word.slice(0, 40)}` };
    const charset = (match[1] ?? '').split('*')[0]!.toLowerCase();
    const encoding = (match[2] ?? '').toUpperCase();
    const payload = match[3] ?? '';
    const bytes = encoding === 'B' ? decodeB(payload) : decodeQ(payload);
    if (!bytes) return { ok: false, reason: `invalid ${encoding} encoding in RFC 2047 encoded-word` };
    const decoded = decodeCharset(bytes, charset);
    if (decoded === undefined) return { ok: false, reason: `unsupported or invalid charset ${charset} in RFC 2047 encoded-word` };
    text += decoded;
  }
  return { ok: true, text, encoded: true };
}

/** Encodes a value as one RFC 2047 encoded-word, UTF-8 and B encoding (what real signers send). */
export function encodeEncodedWord(value: string): string {
  return `=?utf-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

function decodeB(payload: string): Uint8Array | undefined {
  if (!BASE64.test(payload) || payload.length % 4 === 1) return undefined;
  return Buffer.from(payload, 'base64');
}

function decodeQ(payload: string): Uint8Array | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < payload.length; i++) {
    const ch = payload[i]!;
    if (ch === '_') bytes.push(0x20);
    else if (ch === '=') {
      const hex = payload.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return undefined;
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      const code = ch.charCodeAt(0);
      if (code < 0x21 || code > 0x7e) return undefined;
      bytes.push(code);
    }
  }
  return Uint8Array.from(bytes);
}

function decodeCharset(bytes: Uint8Array, charset: string): string | undefined {
  if (charset === 'utf-8' || charset === 'utf8') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return undefined;
    }
  }
  if (charset === 'iso-8859-1' || charset === 'latin1' || charset === 'us-ascii') {
    return Buffer.from(bytes).toString('latin1');
  }
  return undefined;
}
