/**
 * JSON for the text columns that keep whole documents (a payment's request, a transaction's details). JSON has
 * no bigint, and a float would lose minor units past 2^53, so every bigint is written as a tagged object
 * `{"$bigint":"<digits>"}` and turned back into a bigint on reading. Text columns (not `jsonb`) keep the document
 * byte for byte on both databases.
 */

const BIGINT_TAG = '$bigint';

/**
 * Serialises a value whose leaves may include bigints.
 *
 * @example
 * encodeJson({ minor: 10023n, currency: 'NOK' }); // '{"minor":{"$bigint":"10023"},"currency":"NOK"}'
 * @see decodeJson
 */
export function encodeJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? { [BIGINT_TAG]: item.toString() } : item,
  );
}

/**
 * Parses what {@link encodeJson} wrote, restoring bigints.
 *
 * @example
 * decodeJson<{ minor: bigint }>('{"minor":{"$bigint":"5"}}').minor; // 5n
 * @see encodeJson
 */
export function decodeJson<T>(text: string): T {
  return JSON.parse(text, (_key, item: unknown) => {
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      const keys = Object.keys(item);
      const tagged = (item as Record<string, unknown>)[BIGINT_TAG];
      if (keys.length === 1 && typeof tagged === 'string' && /^-?\d+$/.test(tagged)) return BigInt(tagged);
    }
    return item;
  }) as T;
}
