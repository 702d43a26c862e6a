/**
 * A small RFC 4514 / RFC 2253 distinguished-name parser and writer. Libraries differ on escapes, hex values
 * and attribute names, and keyId issuers come from all of them, so the bank parses them itself.
 */
import { decodeBer, readStringValue, toHex } from './asn1-values.js';
import { findRfc2253Name, resolveAttributeType } from './dn-attribute-types.js';

/** One attribute: its OID and its value (decoded text, or `#hex` of the BER for non-string values). */
export interface DnAttribute {
  readonly oid: string;
  readonly value: string;
  /** BER encoding of the value when known (certificates), used to write `#hex` for dotted OIDs. */
  readonly ber?: Uint8Array;
}

/** RDNs in the order they are written; each RDN holds one or more attributes. */
export type DistinguishedName = readonly (readonly DnAttribute[])[];

/**
 * Outcome of {@link parseDistinguishedName}. `unescaped` marks a failure right after a separator, where the
 * likely cause is a `,`, `+` or `;` meant as part of a value but not escaped.
 */
export type ParsedName = { ok: true; value: DistinguishedName } | { ok: false; reason: string; unescaped?: boolean };

// Sticky: read in place at lastIndex, without copying the rest of the name for each attribute.
const TYPE = /(?:(?:[Oo][Ii][Dd]\.)?[0-9]+(?:\.[0-9]+)+|[A-Za-z][A-Za-z0-9-]*)/y;
const HEX_PAIR = /^[0-9A-Fa-f]{2}$/;
const NEEDS_ESCAPE = /[\\,+"<>;=\u0000-\u001f\u007f]/;
const SURROGATE = /[\uD800-\uDFFF]/;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses a string distinguished name: `type=value` pairs separated by `,` or `;` (RDNs) and `+` (multi-valued
 * RDNs), spaces and tabs allowed around separators and `=`, escapes `\,` and `\XX`, `#hex` BER values, quoted
 * values (`O="Bank, Inc+Co"`), types by name or OID.
 *
 * @example
 * ```ts
 * parseDistinguishedName('CN=Test CA;O="Bank, Inc+Co",\tC=NO'); // { ok: true, value: [[CN], [O], [C]] }
 * ```
 * @see RFC 4514 section 3, RFC 2253 sections 3 (quoted values) and 4 (`;` separators, spaces around separators)
 */
export function parseDistinguishedName(text: string): ParsedName {
  const rdns: DnAttribute[][] = [];
  let current: DnAttribute[] = [];
  let i = skipSpaces(text, 0);
  if (i >= text.length) return { ok: true, value: [] };
  let separator: string | undefined; // the one before this attribute
  for (;;) {
    TYPE.lastIndex = i;
    const typeMatch = TYPE.exec(text);
    if (!typeMatch) return failAfter(separator, `expected an attribute type at character ${i + 1}`);
    const oid = resolveAttributeType(typeMatch[0]);
    if (!oid) return failAfter(separator, `unknown attribute type ${typeMatch[0]}`);
    i = skipSpaces(text, i + typeMatch[0].length);
    if (text[i] !== '=') return failAfter(separator, `expected = after ${typeMatch[0]}`);
    i = skipSpaces(text, i + 1);
    const read = text[i] === '#' ? readHexValue(text, i) : text[i] === '"' ? readQuotedValue(text, i) : readPlainValue(text, i);
    if (!read.ok) return read;
    current.push({ oid, value: read.value });
    i = skipSpaces(text, read.end);
    if (i >= text.length) break;
    separator = text[i]!;
    if (separator === '+') {
      i = skipSpaces(text, i + 1);
      continue;
    }
    if (separator !== ',' && separator !== ';') return { ok: false, reason: `unexpected ${separator} at character ${i + 1}` };
    rdns.push(current);
    current = [];
    i = skipSpaces(text, i + 1);
    if (i >= text.length) return { ok: false, reason: `name ends with ${separator === ',' ? 'a comma' : 'a semicolon'}` };
  }
  rdns.push(current);
  return { ok: true, value: rdns };
}

/**
 * A failure to read an attribute type. After a separator the separator was most likely part of a value, left
 * unescaped (`O=Bank, Inc+Co` for `O=Bank\, Inc\+Co`): the reason says so.
 */
function failAfter(separator: string | undefined, reason: string): ParsedName {
  if (separator === undefined) return { ok: false, reason };
  return {
    ok: false,
    reason: `${reason} after '${separator}' (a '${separator}' inside a value must be escaped with a backslash)`,
    unescaped: true,
  };
}

/**
 * Writes a name in RFC 2253 form: the last RDN first, short names only where RFC 2253 section 2.3 lists them,
 * any other type as its dotted OID with the `#hex` BER value when it is known.
 */
export function formatRfc2253(name: DistinguishedName): string {
  return [...name]
    .reverse()
    .map((rdn) =>
      rdn
        .map((attribute) => {
          const short = findRfc2253Name(attribute.oid);
          if (short) return `${short}=${escapeValue(attribute.value)}`;
          return `${attribute.oid}=${attribute.ber ? `#${toHex(attribute.ber)}` : escapeValue(attribute.value)}`;
        })
        .join('+'),
    )
    .join(',');
}

/** Escapes a value per RFC 4514 section 2.4. Values that are `#hex` already are written as they are. */
export function escapeValue(value: string): string {
  // Most values need no escape at all: nothing special inside, no space or # in front, no space at the end.
  if (!NEEDS_ESCAPE.test(value) && !value.startsWith(' ') && !value.startsWith('#') && !value.endsWith(' ')) return value;
  const chars = [...value];
  return chars
    .map((ch, i) => {
      if ('\\,+"<>;='.includes(ch)) return `\\${ch}`;
      const code = ch.codePointAt(0)!;
      if (code < 0x20 || code === 0x7f) return `\\${code.toString(16).padStart(2, '0').toUpperCase()}`;
      if ((i === 0 && (ch === ' ' || ch === '#')) || (i === chars.length - 1 && ch === ' ')) return `\\${ch}`;
      return ch;
    })
    .join('');
}

type Read = { ok: true; value: string; end: number } | { ok: false; reason: string };

function readHexValue(text: string, start: number): Read {
  const match = /^#([0-9A-Fa-f]*)/.exec(text.slice(start));
  const hex = match?.[1] ?? '';
  if (hex.length === 0 || hex.length % 2 !== 0) return { ok: false, reason: `invalid #hex value at character ${start + 1}` };
  const bytes = Uint8Array.from(Buffer.from(hex, 'hex'));
  const block = decodeBer(bytes);
  if (!block) return { ok: false, reason: `#${hex.slice(0, 16)}... is not a BER encoded value` };
  const str = readStringValue(block);
  return { ok: true, value: str ?? `#${hex.toLowerCase()}`, end: start + 1 + hex.length };
}

function readQuotedValue(text: string, start: number): Read {
  const bytes: number[] = [];
  let i = start + 1;
  while (i < text.length && text[i] !== '"') {
    const step = readCharacter(text, i, bytes);
    if (step < 0) return { ok: false, reason: `invalid escape at character ${i + 1}` };
    i = step;
  }
  if (i >= text.length) return { ok: false, reason: 'unterminated quoted value' };
  return { ok: true, value: decodeBytes(bytes), end: i + 1 };
}

function readPlainValue(text: string, start: number): Read {
  // Without escapes (and surrogates, which the byte-wise reading turns into U+FFFD when lone) the value is the
  // text itself up to the separator, less the unescaped spaces before it.
  let end = start;
  while (end < text.length && !isValueEnd(text, end) && text[end] !== '\\') end++;
  if (text[end] !== '\\' && !SURROGATE.test(text.slice(start, end))) {
    let last = end;
    while (last > start && isSpace(text, last - 1)) last--;
    return { ok: true, value: text.slice(start, last), end };
  }
  const bytes: number[] = [];
  let i = start;
  let lastSignificant = 0; // number of bytes up to the last escaped or non-space character
  while (i < text.length && !isValueEnd(text, i)) {
    const escaped = text[i] === '\\';
    const step = readCharacter(text, i, bytes);
    if (step < 0) return { ok: false, reason: `invalid escape at character ${i + 1}` };
    if (escaped || !isSpace(text, i)) lastSignificant = bytes.length;
    i = step;
  }
  // Unescaped trailing spaces (and tabs) belong to the separator, not the value (RFC 4514 section 3).
  return { ok: true, value: decodeBytes(bytes.slice(0, lastSignificant)), end: i };
}

/** Appends the bytes of the character (or escape) at i; returns the next index, or -1 for a bad escape. */
function readCharacter(text: string, i: number, bytes: number[]): number {
  if (text[i] !== '\\') {
    const codePoint = text.codePointAt(i)!;
    const ch = String.fromCodePoint(codePoint);
    bytes.push(...Buffer.from(ch, 'utf8'));
    return i + ch.length;
  }
  const pair = text.slice(i + 1, i + 3);
  if (HEX_PAIR.test(pair)) {
    bytes.push(Number.parseInt(pair, 16));
    return i + 3;
  }
  const next = text[i + 1];
  if (next === undefined) return -1;
  bytes.push(...Buffer.from(next, 'utf8'));
  return i + 2;
}

function decodeBytes(bytes: number[]): string {
  const array = Uint8Array.from(bytes);
  try {
    return UTF8.decode(array);
  } catch {
    return Buffer.from(array).toString('latin1');
  }
}

/** An unescaped `,`, `;` (RFC 2253 section 4) or `+`: where a plain value ends. */
function isValueEnd(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code === 0x2c || code === 0x2b || code === 0x3b;
}

/** Space or tab: RFC 2253 section 4 allows spaces around separators, and signers write tabs too. */
function isSpace(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code === 0x20 || code === 0x09;
}

function skipSpaces(text: string, i: number): number {
  while (isSpace(text, i)) i++;
  return i;
}
