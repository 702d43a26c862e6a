import { MAX_BODY_DEPTH } from './text-rules.js';

/** What {@link findJsonTextProblem} found, and where (a dotted path, as in tppMessages.path). */
export interface JsonTextProblem {
  readonly path: string;
  /**
   * `repeated`: an object member named twice. `inexact`: a number whose literal differs from the shortest text
   * of the value JSON.parse gives it (more significant digits than a double carries, or past its range): the
   * text every later step reads (amounts go through it) would not be the one sent.
   */
  readonly kind: 'repeated' | 'inexact';
}

/**
 * Finds what JSON.parse hides in a text it has accepted: an object member named twice, or a number it rounds.
 *
 * A member named twice: JSON.parse keeps the last of two same-named members without a word (RFC 8259 4: such
 * behaviour is unpredictable), so `{"amount":"1.00","amount":"150.00"}` would be executed as 150.00 while a
 * proxy, a firewall or the TPP's own log that keeps the first value shows 1.00. The Digest cannot help: it covers
 * the bytes, not their meaning.
 *
 * A rounded number: the mock-data API takes amounts as JSON numbers (the portal's scripts send them), and
 * `0.1000000000000000055511151231257827` or `1e-400` became 0.10 and 0.00 before any rule saw them, so an
 * amount with too many decimals was stored rounded instead of refused (RFC 8259 6: numbers beyond a double's
 * precision are not interoperable). A number is refused when what it parses to, written back in its shortest
 * form, is not the number as written: so also 2^60 written out in full (1152921504606846976 reads back as
 * 1152921504606847000), which the bank would not read as sent either.
 *
 * Only structure is tracked: one pass over the characters, the keys of each open object in a set, names compared
 * after unescaping (`"a"` and `"\u0061"` are one name).
 *
 * @returns the first problem, or undefined
 * @example
 * findJsonTextProblem('{"instructedAmount":{"amount":"1.00","amount":"150.00"}}'); // { path: 'instructedAmount.amount', kind: 'repeated' }
 * findJsonTextProblem('{"balances":[{"amount":1e-400}]}'); // { path: 'balances[0].amount', kind: 'inexact' }
 */
export function findJsonTextProblem(text: string): JsonTextProblem | undefined {
  // One frame per open container: the member names seen (objects) or the next index (arrays), and its path.
  const frames: { keys: Set<string> | undefined; index: number; path: string }[] = [];
  let pendingKey: string | undefined;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const end = findStringEnd(text, i);
      const frame = frames[frames.length - 1];
      // A string is a member name when it opens a member of the innermost object (followed by a colon).
      if (frame?.keys !== undefined && pendingKey === undefined && nextSignificant(text, end + 1) === 0x3a /* : */) {
        const raw = text.slice(i + 1, end);
        const name = raw.includes('\\') ? (JSON.parse(text.slice(i, end + 1)) as string) : raw;
        const path = frame.path === '' ? name : `${frame.path}.${name}`;
        if (frame.keys.has(name)) return { path, kind: 'repeated' };
        frame.keys.add(name);
        pendingKey = path;
      }
      i = end + 1;
      continue;
    }
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      // Deeper than any body the bank takes: the depth rule refuses it next (text-rules), so stop here rather
      // than build paths for a hostile nesting.
      if (frames.length >= MAX_BODY_DEPTH) return undefined;
      frames.push({ keys: c === 0x7b ? new Set() : undefined, index: 0, path: childPath(frames, pendingKey) });
      pendingKey = undefined;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      frames.pop();
      pendingKey = undefined;
    } else if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39) /* 0-9 */) {
      const end = findNumberEnd(text, i);
      if (!isExactNumber(text.slice(i, end))) return { path: childPath(frames, pendingKey), kind: 'inexact' };
      i = end;
      continue;
    } else if (c === 0x2c /* , */) {
      const frame = frames[frames.length - 1];
      if (frame !== undefined && frame.keys === undefined) frame.index += 1;
      pendingKey = undefined;
    }
    i += 1;
  }
  return undefined;
}

/** The path of a value (a container or a number) that starts now: the member it is the value of, or its index in the enclosing array. */
function childPath(frames: readonly { keys: Set<string> | undefined; index: number; path: string }[], pendingKey: string | undefined): string {
  const parent = frames[frames.length - 1];
  if (parent === undefined) return '';
  if (parent.keys !== undefined) return pendingKey ?? parent.path;
  return `${parent.path}[${parent.index}]`;
}

/** Index of the closing quote of the string that opens at `start`. */
function findStringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x5c /* \ */) i += 2;
    else if (c === 0x22) return i;
    else i += 1;
  }
  return text.length;
}

/** The first character code after white space from `start` on (NaN at the end). */
function nextSignificant(text: string, start: number): number {
  let i = start;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return c;
    i += 1;
  }
  return Number.NaN;
}

/** Index just past the number literal that starts at `start` (JSON.parse has checked its form). */
function findNumberEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && /[0-9.eE+-]/.test(text[i] as string)) i += 1;
  return i;
}

/** A plain literal of at most 15 significant digits always parses to a double whose shortest text is itself. */
const SHORT_PLAIN_NUMBER = /^-?\d{1,15}$|^-?(?=[\d.]{1,16}$)\d+\.\d+$/;

/** Whether the literal's exact value is the value JSON.parse gives it. */
function isExactNumber(literal: string): boolean {
  if (SHORT_PLAIN_NUMBER.test(literal)) return true;
  const parsed = Number(literal);
  if (!Number.isFinite(parsed)) return false;
  return canonicalDecimal(literal) === canonicalDecimal(String(parsed));
}

/** A decimal literal (with or without exponent) as "<digits>e<exponent>", no leading or trailing zeros; 0 as "0". */
function canonicalDecimal(literal: string): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(literal);
  if (match === null) return literal;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  let digits = `${whole}${fraction}`.replace(/^0+/, '');
  if (digits === '') return '0';
  let power = Number(exponent) - fraction.length;
  const trailing = /0+$/.exec(digits)?.[0].length ?? 0;
  digits = digits.slice(0, digits.length - trailing);
  power += trailing;
  return `${sign}${digits}e${power}`;
}
