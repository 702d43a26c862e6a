/**
 * Request headers as the verifier sees them: names case-insensitive, repeated headers joined.
 */

/**
 * Request headers in the shape of Node's `IncomingHttpHeaders`: any name case, a repeated header as an array.
 *
 * @example
 * ```ts
 * const headers: RequestHeaders = { date: 'Wed, 01 Jan 2025 00:00:00 GMT', 'X-Request-ID': ['a', 'b'] };
 * ```
 * @see RFC 7230 section 3.2.2 (field order; repeated fields combine with commas)
 */
export type RequestHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A header after normalisation: joined value and how many times it occurred. */
export interface HeaderEntry {
  readonly value: string;
  readonly count: number;
}

/**
 * The look-ups verification makes, by lower-case name: answered from the headers object itself when it allows
 * (`readHeaders`), else from the `Map` of {@link normaliseHeaders}. A string and a number rather than a
 * {@link HeaderEntry}: a verification allocates nothing to read a header.
 */
export interface HeaderLookup {
  /** The value as normaliseHeaders gives it (trimmed, repeats joined with `, `), or undefined when absent. */
  value(name: string): string | undefined;
  /** How many times the header was sent; 0 when absent. */
  count(name: string): number;
}

/**
 * Lower-cases names and joins repeated values with `, ` (the signing-string rule of draft-cavage section 2.3),
 * trimming each value's surrounding whitespace.
 */
export function normaliseHeaders(headers: RequestHeaders): Map<string, HeaderEntry> {
  const result = new Map<string, HeaderEntry>();
  for (const name in headers) {
    const joined = joinValues(headers[name]);
    if (!joined) continue;
    const key = name.toLowerCase();
    const previous = result.get(key);
    result.set(key, previous ? { value: `${previous.value}, ${joined.value}`, count: previous.count + joined.count } : joined);
  }
  return result;
}

/**
 * A {@link HeaderLookup} over normalised headers, such as {@link normaliseHeaders} returns.
 *
 * @example
 * ```ts
 * const value = lookUpMap(normaliseHeaders({ Date: 'Wed, 01 Jan 2025 00:00:00 GMT' })).value('date');
 * ```
 * @see RFC 7230 section 3.2.2 (repeated fields combine with commas)
 */
export function lookUpMap(map: ReadonlyMap<string, HeaderEntry>): HeaderLookup {
  return { value: (name) => map.get(name)?.value, count: (name) => map.get(name)?.count ?? 0 };
}

/**
 * `name.toLowerCase() === name`, remembered for the names seen (a server sees the same few dozen header names
 * on every request), since toLowerCase makes a copy even of a lower-case name.
 */
export function isLowerCaseName(name: string): boolean {
  if (LOWER_CASE_NAMES.has(name)) return true;
  if (name.toLowerCase() !== name) return false;
  if (LOWER_CASE_NAMES.size < MAX_REMEMBERED_NAMES) LOWER_CASE_NAMES.add(name);
  return true;
}

const LOWER_CASE_NAMES = new Set<string>();
const MAX_REMEMBERED_NAMES = 1024;

/** One header's values trimmed and joined, or undefined when it has none. */
function joinValues(raw: RequestHeaders[string]): HeaderEntry | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'string') return { value: raw.trim(), count: 1 };
  if (raw.length === 0) return undefined;
  return { value: raw.length === 1 ? raw[0]!.trim() : raw.map((v) => v.trim()).join(', '), count: raw.length };
}

/** True when a value would break the line structure of the signing string. */
export function containsLineBreak(value: string): boolean {
  return value.includes('\n') || value.includes('\r');
}
