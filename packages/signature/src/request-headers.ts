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
 * Lower-cases names and joins repeated values with `, ` (the signing-string rule of draft-cavage section 2.3),
 * trimming each value's surrounding whitespace.
 */
export function normaliseHeaders(headers: RequestHeaders): Map<string, HeaderEntry> {
  const result = new Map<string, HeaderEntry>();
  for (const name in headers) {
    const raw = headers[name];
    if (raw === undefined) continue;
    const values = typeof raw === 'string' ? [raw] : raw;
    if (values.length === 0) continue;
    const key = name.toLowerCase();
    const joined = values.length === 1 ? values[0]!.trim() : values.map((v) => v.trim()).join(', ');
    const previous = result.get(key);
    result.set(
      key,
      previous
        ? { value: `${previous.value}, ${joined}`, count: previous.count + values.length }
        : { value: joined, count: values.length },
    );
  }
  return result;
}

/** True when a value would break the line structure of the signing string. */
export function containsLineBreak(value: string): boolean {
  return value.includes('\n') || value.includes('\r');
}
