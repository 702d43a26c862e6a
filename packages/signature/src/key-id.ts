/**
 * keyId = `SN=<serial>,CA=<issuer>`: reading it and deciding whether it names the certificate received.
 */
import type { IssuerAttributeComparison } from './signature-error.js';
import { parseDistinguishedName } from './distinguished-name.js';
import type { DistinguishedName } from './distinguished-name.js';
import { matchDistinguishedNames } from './dn-match.js';
import type { NameMatch } from './dn-match.js';
import { parseSerialNumber } from './serial-number.js';

/** A keyId split into its serial text and issuer text. */
export interface KeyIdParts {
  readonly serialText: string;
  readonly issuerText: string;
}

/** Outcome of {@link matchKeyId}. */
export type KeyIdMatch =
  | { readonly ok: true; readonly issuerMatch: Exclude<NameMatch, 'none'> }
  | {
      readonly ok: false;
      readonly code: 'KEYID_MALFORMED' | 'KEYID_SERIAL_MISMATCH' | 'KEYID_ISSUER_MISMATCH';
      readonly reason: string;
      readonly comparison?: readonly IssuerAttributeComparison[];
      /** What to change, when the reason alone does not say it. */
      readonly hint?: string;
    };

/**
 * The longest keyId read. An issuer name of a real QTSP is a few hundred characters; a longer keyId is refused
 * before any parsing, so the cost of reading one stays small whatever a request sends.
 */
const MAX_KEY_ID_LENGTH = 4096;
const SERIAL_CHARACTERS = /^[0-9A-Fa-fxX: ]+$/;

/**
 * Splits a keyId; `SN=..,CA=..` as specified, `CA=..,SN=..` as some signers write it. Read by scanning, not by
 * one regular expression with several whitespace quantifiers: such an expression backtracks on a keyId like
 * `SN=` followed by thousands of spaces, and one request held the event loop for seconds (regression test in
 * key-id.test.ts). Undefined when the keyId has neither form or is longer than 4,096 characters.
 *
 * @example
 * splitKeyId('SN=1A2B,CA=CN=Test QTSP CA,O=Test QTSP,C=NO');
 * // { serialText: '1A2B', issuerText: 'CN=Test QTSP CA,O=Test QTSP,C=NO' }
 * @see service-spec.md "Authentication" (keyId: SN=<serial>,CA=<issuer>)
 */
export function splitKeyId(keyId: string): KeyIdParts | undefined {
  if (keyId.length > MAX_KEY_ID_LENGTH) return undefined;
  const text = trimUnescaped(keyId);
  return splitSerialFirst(text) ?? splitIssuerFirst(text);
}

/** `SN=<serial>,CA=<issuer>`: the serial ends at the first comma, since a serial never holds one. */
function splitSerialFirst(text: string): KeyIdParts | undefined {
  const serialStart = skipLabel(text, 0, 'SN');
  if (serialStart === undefined) return undefined;
  const comma = text.indexOf(',', serialStart);
  if (comma < 0) return undefined;
  const issuerStart = skipLabel(text, comma + 1, 'CA');
  if (issuerStart === undefined) return undefined;
  return { serialText: text.slice(serialStart, comma).trim(), issuerText: trimUnescaped(text.slice(issuerStart)) };
}

/** `CA=<issuer>,SN=<serial>`: the serial is what follows the last `,SN=`, and holds only serial characters. */
function splitIssuerFirst(text: string): KeyIdParts | undefined {
  const issuerStart = skipLabel(text, 0, 'CA');
  if (issuerStart === undefined) return undefined;
  for (let comma = text.lastIndexOf(','); comma >= issuerStart; comma = text.lastIndexOf(',', comma - 1)) {
    const serialStart = skipLabel(text, comma + 1, 'SN');
    if (serialStart === undefined) continue;
    const serial = text.slice(serialStart);
    if (!SERIAL_CHARACTERS.test(serial)) return undefined;
    return { serialText: serial.trim(), issuerText: trimUnescaped(text.slice(issuerStart, comma)) };
  }
  return undefined;
}

/**
 * Reads `<label> = ` (any case, optional whitespace around `=`, and before the label when `at` is past the start)
 * from `at`; the index after it, or undefined when the text does not continue so.
 */
function skipLabel(text: string, at: number, label: 'SN' | 'CA'): number | undefined {
  let i = at === 0 ? 0 : skipSpaces(text, at);
  // ASCII letters only: toUpperCase() would also read U+017F (long s) as S.
  const first = text.charCodeAt(i) | 0x20;
  const second = text.charCodeAt(i + 1) | 0x20;
  if (first !== label.charCodeAt(0) + 0x20 || second !== label.charCodeAt(1) + 0x20) return undefined;
  i = skipSpaces(text, i + label.length);
  if (text[i] !== '=') return undefined;
  return skipSpaces(text, i + 1);
}

function skipSpaces(text: string, at: number): number {
  let i = at;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

/**
 * Trims whitespace but keeps a space escaped at the end: RFC 2253 writes a value's trailing space as `\ `
 * (`O=Trail Bank\ `), and trimming it leaves a dangling backslash.
 *
 * @see RFC 2253 section 2.4 (a space at the end of a value is escaped)
 */
function trimUnescaped(text: string): string {
  let end = text.trimEnd().length;
  if (end < text.length) {
    let backslashes = 0;
    while (end - backslashes > 0 && text[end - backslashes - 1] === '\\') backslashes++;
    if (backslashes % 2 === 1) end++;
  }
  return text.slice(0, end).trimStart();
}

/**
 * Decides whether keyId names the certificate: the serial compared as a number, the issuer as a parsed name
 * (see `matchDistinguishedNames`). Also read: spaces written as `%20` (some signers URL-encode keyId), quotes
 * escaped as `\"` (the Signature parameter is a quoted-string), and raw UTF-8 handed over one byte per character
 * (as Node reads header values) - each tried as another reading when the text as received does not match.
 */
export function matchKeyId(keyId: string, serial: bigint, issuer: DistinguishedName): KeyIdMatch {
  let closest: Extract<KeyIdMatch, { ok: false }> | undefined;
  for (const candidate of listCandidates(keyId)) {
    const result = matchCandidate(candidate, serial, issuer);
    if (result.ok) return result;
    if (!closest || measureDistance(result) < measureDistance(closest)) closest = result;
  }
  return closest!;
}

/**
 * How far a failed reading is from naming the certificate, to report the closest one: a readable keyId before
 * an unreadable one, and of two issuers the one with fewer attributes that differ, are extra or are left out.
 */
function measureDistance(result: Extract<KeyIdMatch, { ok: false }>): number {
  if (result.code === 'KEYID_MALFORMED') return Number.POSITIVE_INFINITY;
  return (result.comparison ?? []).filter((row) => row.status !== 'match' && row.status !== 'omitted').length;
}

function matchCandidate(keyId: string, serial: bigint, issuer: DistinguishedName): KeyIdMatch {
  if (keyId.length > MAX_KEY_ID_LENGTH) {
    return { ok: false, code: 'KEYID_MALFORMED', reason: `keyId is longer than the ${MAX_KEY_ID_LENGTH} characters read` };
  }
  const parts = splitKeyId(keyId);
  if (!parts) return { ok: false, code: 'KEYID_MALFORMED', reason: 'keyId is not of the form SN=<serial>,CA=<issuer>' };
  const receivedSerial = parseSerialNumber(parts.serialText);
  if (receivedSerial === undefined) {
    return { ok: false, code: 'KEYID_MALFORMED', reason: `serial ${JSON.stringify(parts.serialText)} is not hexadecimal` };
  }
  const name = parseDistinguishedName(parts.issuerText);
  if (!name.ok) {
    return {
      ok: false, code: 'KEYID_MALFORMED', reason: `issuer is not a distinguished name: ${name.reason}`,
      ...(name.unescaped ? { hint: "Escape a ',', '+' or ';' inside an issuer value with a backslash (RFC 4514), as in O=Bank\\, Inc\\+Co." } : {}),
    };
  }
  if (name.value.length === 0) return { ok: false, code: 'KEYID_MALFORMED', reason: 'issuer is empty' };
  if (receivedSerial !== serial) {
    const decimal = /^[0-9]+$/.test(parts.serialText.trim()) && BigInt(parts.serialText.trim()) === serial;
    return {
      ok: false,
      code: 'KEYID_SERIAL_MISMATCH',
      reason: decimal
        ? 'the serial in keyId is written in decimal; write it in hexadecimal'
        : `serial ${parts.serialText} does not match the certificate's serial`,
    };
  }
  const match = matchDistinguishedNames(name.value, issuer);
  if (match.match === 'none') {
    return { ok: false, code: 'KEYID_ISSUER_MISMATCH', reason: `the issuer in keyId ${match.reason}`, comparison: match.comparison };
  }
  return { ok: true, issuerMatch: match.match };
}

function listCandidates(keyId: string): string[] {
  const candidates = [keyId];
  if (keyId.includes('\\"')) {
    // draft-cavage parameter values are quoted-strings: `\"` is a quote, and a strict writer escapes `\` too.
    candidates.push(keyId.replace(/\\(.)/g, '$1'), keyId.replace(/\\"/g, '"'));
  }
  if (/%[0-9A-Fa-f]{2}/.test(keyId)) {
    candidates.push(keyId.replace(/%20/g, ' '));
    try {
      candidates.push(decodeURIComponent(keyId));
    } catch {
      // not valid percent-encoding as a whole; the %20 variant above is still tried
    }
  }
  for (const candidate of [...candidates]) {
    const decoded = decodeRawUtf8(candidate);
    if (decoded !== undefined) candidates.push(decoded);
  }
  return [...new Set(candidates)];
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text read as UTF-8 when it is raw UTF-8 bytes, one per character (Node reads header values as latin1),
 * undefined otherwise - the same two readings the signing string is verified in.
 */
function decodeRawUtf8(text: string): string | undefined {
  if (!/[\u0080-\u00ff]/.test(text) || /[^\u0000-\u00ff]/.test(text)) return undefined;
  try {
    return UTF8.decode(Buffer.from(text, 'latin1'));
  } catch {
    return undefined;
  }
}
