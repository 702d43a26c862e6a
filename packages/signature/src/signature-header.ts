/**
 * The Signature header's parameters: `keyId="..",algorithm="..",headers="..",signature=".."`, in any order.
 */

/** The parameters of a Signature header as received (values unchanged). */
export interface SignatureParameters {
  readonly keyId: string;
  readonly algorithm: string;
  /** Listed names exactly as received; `headersGiven` is false when the parameter was absent. */
  readonly headers: readonly string[];
  readonly headersGiven: boolean;
  readonly signature: string;
  readonly created?: string;
  readonly expires?: string;
}

/** Outcome of {@link parseSignatureParameters}. */
export type ParsedParameters = { ok: true; value: SignatureParameters } | { ok: false; reason: string };

const KNOWN = new Set(['keyid', 'algorithm', 'headers', 'signature', 'created', 'expires']);
// Sticky patterns read in place at lastIndex: no copy of the rest of the header per parameter.
const NAME = /\s*([A-Za-z][A-Za-z0-9_-]*)\s*=\s*/y;
const BARE = /[0-9]+/y;
const SEPARATOR = /\s*(,|$)/y;

/**
 * Parses the parameter list. Values are quoted strings taken literally (a backslash belongs to the value:
 * keyId issuers carry RFC 4514 escapes), except that a backslash keeps the character after it - a quote
 * included - from ending the value (the quoted-pair of a quoted-string); `created` and `expires` may also be
 * bare integers. Unknown parameters are ignored as the draft asks; a known parameter given twice is an error.
 * A keyId holding unescaped quotes (`CA=O="Bank, Inc+Co",C=NO`, an RFC 2253 quoted value) is read when nothing
 * else reads the header: its value then ends at the quote that a known parameter or the end follows.
 *
 * @example
 * ```ts
 * parseSignatureParameters('keyId="SN=1,CA=O=\\"Bank, Inc\\",C=NO",algorithm="rsa-sha256",signature="AA=="').ok; // true
 * ```
 * @see draft-cavage-http-signatures-10 section 2.1, RFC 7230 section 3.2.6 (quoted-string), RFC 2253 section 3
 */
export function parseSignatureParameters(value: string): ParsedParameters {
  const canonical = readCanonicalParameters(value);
  if (canonical) return checkTimes(canonical);
  const general = readParameters(value, false);
  if (general.ok || !value.includes('"')) return checkTimes(general);
  const lenient = readParameters(value, true);
  return checkTimes(lenient.ok ? lenient : general);
}

const CREATED = /^[0-9]{1,15}$/;
const EXPIRES = /^[0-9]{1,15}(?:\.[0-9]{1,9})?$/;

/**
 * `created` is an integer and `expires` a decimal number of seconds since 1970 (draft-cavage-12 sections 2.1.4
 * and 2.1.5): anything else would compare as NaN and so pass every time check unseen.
 */
function checkTimes(parsed: ParsedParameters): ParsedParameters {
  if (!parsed.ok) return parsed;
  const { created, expires } = parsed.value;
  if (created !== undefined && !CREATED.test(created)) return { ok: false, reason: 'parameter created must be a whole number of seconds since 1970' };
  if (expires !== undefined && !EXPIRES.test(expires)) return { ok: false, reason: 'parameter expires must be a number of seconds since 1970' };
  return parsed;
}

const EQUALS = 0x3d;
const QUOTE = 0x22;
const COMMA = 0x2c;
const BACKSLASH = 0x5c;

/**
 * The form nearly every signer writes, `name="value",name="value"` with nothing in between, read with index
 * scans. Undefined for anything else - whitespace, bare values, a parameter twice, one missing - which the
 * general reader then reads, or rejects with its reason; on this form both readers agree.
 */
function readCanonicalParameters(text: string): ParsedParameters | undefined {
  const reused = reuseLastParameters(text);
  if (reused) return { ok: true, value: reused };
  let keyId: string | undefined;
  let algorithm: string | undefined;
  let headers: string | undefined;
  let signature: string | undefined;
  let created: string | undefined;
  let expires: string | undefined;
  let signatureStart = -1; // where the signature's value starts, while it is the last parameter read
  let i = 0;
  while (i < text.length) {
    const start = i;
    signatureStart = -1;
    if (!isLetter(text.charCodeAt(i))) return undefined;
    i += 1;
    while (isNameCharacter(text.charCodeAt(i))) i += 1;
    const end = i;
    if (text.charCodeAt(i) !== EQUALS || text.charCodeAt(i + 1) !== QUOTE) return undefined;
    const close = text.indexOf('"', i + 2);
    // `\"` is a quote inside the value (a quoted-string's quoted-pair): the general reader reads those.
    if (close < 0 || text.charCodeAt(close - 1) === BACKSLASH) return undefined;
    i = close + 1;
    if (i < text.length) {
      if (text.charCodeAt(i) !== COMMA) return undefined;
      i += 1;
      if (i >= text.length) return undefined; // a trailing comma: the general reader names it
    }
    // Names compared in place (no copies), ignoring case as the general reader's toLowerCase does; unknown
    // ones are ignored.
    if (isName(text, start, end, 'keyid')) {
      if (keyId !== undefined) return undefined;
      keyId = text.slice(end + 2, close);
    } else if (isName(text, start, end, 'algorithm')) {
      if (algorithm !== undefined) return undefined;
      algorithm = text.slice(end + 2, close);
    } else if (isName(text, start, end, 'headers')) {
      if (headers !== undefined) return undefined;
      headers = text.slice(end + 2, close);
    } else if (isName(text, start, end, 'signature')) {
      if (signature !== undefined) return undefined;
      signature = text.slice(end + 2, close);
      signatureStart = end + 2;
    } else if (isName(text, start, end, 'created')) {
      if (created !== undefined) return undefined;
      created = text.slice(end + 2, close);
    } else if (isName(text, start, end, 'expires')) {
      if (expires !== undefined) return undefined;
      expires = text.slice(end + 2, close);
    }
  }
  if (!keyId || !algorithm || !signature) return undefined;
  const value = toParameters(keyId, algorithm, headers, signature, created, expires);
  if (signatureStart >= 0) {
    last.prefix = text.slice(0, signatureStart);
    // A list of its own: the caller's may go out in error details and reports.
    last.parameters = { ...value, headers: value.headers.slice() };
  }
  return { ok: true, value };
}

/**
 * The last canonical header read whose final parameter was the signature: its text up to the signature's value,
 * and its parameters. A TPP signs its requests with the same keyId, algorithm and headers, so most headers are
 * this prefix and a new signature value.
 */
const last: { prefix: string; parameters: SignatureParameters | undefined } = { prefix: '', parameters: undefined };

/**
 * The parameters of a header that is the last one's prefix, a non-empty value without quotes, and the closing
 * quote - what the scan would read from it - else undefined.
 */
function reuseLastParameters(text: string): SignatureParameters | undefined {
  const { prefix, parameters: previous } = last;
  if (previous === undefined || text.length < prefix.length + 2 || text.charCodeAt(text.length - 1) !== QUOTE || text.charCodeAt(text.length - 2) === BACKSLASH) return undefined;
  // slice and === compare like memcmp; startsWith walks the characters one by one.
  if (text.indexOf('"', prefix.length) !== text.length - 1 || text.slice(0, prefix.length) !== prefix) return undefined;
  const value: Mutable<SignatureParameters> = {
    keyId: previous.keyId,
    algorithm: previous.algorithm,
    headers: previous.headers.slice(), // each request its own list: it goes out in error details and reports
    headersGiven: previous.headersGiven,
    signature: text.slice(prefix.length, text.length - 1),
  };
  if (previous.created !== undefined) value.created = previous.created;
  if (previous.expires !== undefined) value.expires = previous.expires;
  return value;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The general reader: whitespace, bare integers, the `Signature ` prefix, and every error with its reason. With
 * `quotesInKeyId`, keyId's value ends only at a quote followed by the end or by a known parameter.
 */
function readParameters(value: string, quotesInKeyId: boolean): ParsedParameters {
  let text = value.trim();
  // Some clients copy the Authorization form `Signature keyId=...` into the Signature header.
  if (/^signature\s+[A-Za-z]+\s*=/i.test(text)) text = text.replace(/^signature\s+/i, '');
  const found = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    NAME.lastIndex = i;
    const nameMatch = NAME.exec(text);
    if (!nameMatch) return { ok: false, reason: `expected name="value" at character ${i + 1}` };
    const name = nameMatch[1]!;
    i += nameMatch[0].length;
    let paramValue: string;
    if (text[i] === '"') {
      const end = findClosingQuote(text, i + 1, quotesInKeyId && name.toLowerCase() === 'keyid');
      if (end < 0) return { ok: false, reason: `unterminated quoted value of ${name}` };
      paramValue = text.slice(i + 1, end);
      i = end + 1;
    } else {
      BARE.lastIndex = i;
      const bare = BARE.exec(text);
      if (!bare) return { ok: false, reason: `value of ${name} must be quoted` };
      paramValue = bare[0];
      i += bare[0].length;
    }
    const key = name.toLowerCase();
    if (KNOWN.has(key)) {
      if (found.has(key)) return { ok: false, reason: `parameter ${name} given twice` };
      found.set(key, paramValue);
    }
    SEPARATOR.lastIndex = i;
    const rest = SEPARATOR.exec(text);
    if (!rest) return { ok: false, reason: `expected a comma after the value of ${name}` };
    i += rest[0].length;
    if (rest[1] === ',' && i >= text.length) return { ok: false, reason: 'trailing comma' };
  }
  const keyId = found.get('keyid');
  const algorithm = found.get('algorithm');
  const signature = found.get('signature');
  for (const [name, v] of [['keyId', keyId], ['algorithm', algorithm], ['signature', signature]] as const) {
    if (v === undefined || v === '') return { ok: false, reason: `parameter ${name} is missing or empty` };
  }
  return { ok: true, value: toParameters(keyId!, algorithm!, found.get('headers'), signature!, found.get('created'), found.get('expires')) };
}

/** What may follow keyId's closing quote when keyId holds quotes: the end, or a comma and a known parameter. */
const AFTER_KEY_ID = /\s*(?:$|,\s*(?:keyId|algorithm|headers|signature|created|expires)\s*=)/iy;

/**
 * Index of the quote that ends a value starting at from, or -1: a backslash escapes the character after it. Read
 * with index scans that only move forward, so a value full of backslashes costs no more than one pass.
 */
function findClosingQuote(text: string, from: number, quotesInside: boolean): number {
  let quote = text.indexOf('"', from);
  let backslash = text.indexOf('\\', from);
  while (quote >= 0) {
    if (backslash >= 0 && backslash < quote) {
      const next = backslash + 2;
      if (next > quote) quote = text.indexOf('"', next); // this quote was the escaped character
      backslash = text.indexOf('\\', next);
      continue;
    }
    AFTER_KEY_ID.lastIndex = quote + 1;
    if (!quotesInside || AFTER_KEY_ID.test(text)) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return -1;
}

function toParameters(
  keyId: string,
  algorithm: string,
  headersText: string | undefined,
  signature: string,
  created: string | undefined,
  expires: string | undefined,
): SignatureParameters {
  // draft-cavage section 2.1.6: without a headers parameter only the Date header is signed.
  const headers = headersText === undefined ? ['date'] : splitOnSpaces(headersText);
  const value: Mutable<SignatureParameters> = { keyId, algorithm, headers, headersGiven: headersText !== undefined, signature };
  if (created !== undefined) value.created = created;
  if (expires !== undefined) value.expires = expires;
  return value;
}

/** `text.split(' ')` (every space splits, so doubled spaces give empty names), without the runtime call. */
function splitOnSpaces(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let space = text.indexOf(' '); space >= 0; space = text.indexOf(' ', start)) {
    parts.push(text.slice(start, space));
    start = space + 1;
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * Whether text[start, end) - name characters only - is the lower-case name in any case. Setting bit 5 lower-cases
 * an ASCII letter and leaves digits, `-` and `_` unequal to any letter.
 */
function isName(text: string, start: number, end: number, name: string): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) {
    if ((text.charCodeAt(start + i) | 0x20) !== name.charCodeAt(i)) return false;
  }
  return true;
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function isNameCharacter(code: number): boolean {
  return isLetter(code) || (code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x2d;
}

/** Formats parameters the way EVRY's signer and most Berlin Group clients do. */
export function formatSignatureParameters(params: {
  keyId: string;
  algorithm: string;
  headers: readonly string[];
  signature: string;
}): string {
  return `keyId="${params.keyId}",algorithm="${params.algorithm}",headers="${params.headers.join(' ')}",signature="${params.signature}"`;
}
