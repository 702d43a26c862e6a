/**
 * Reading column values back the same on both databases. PostgreSQL's driver answers `bigint` columns as decimal
 * strings (a JS number would lose digits past 2^53); better-sqlite3 runs with `safeIntegers`, so every SQLite
 * integer arrives as a bigint. These helpers accept either and give one JS type.
 */

/**
 * A bigint from an integer column (a minor-unit amount). Never goes through a float.
 *
 * @example
 * readBigInt('999999999999999999'); // 999999999999999999n
 */
export function readBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  throw new TypeError(`not an integer column value: ${String(value)}`);
}

/**
 * A JS number from an integer column that always fits one (epoch milliseconds, counts, positions).
 *
 * @example
 * readInteger(1767225600000n); // 1767225600000
 * @see readBigInt
 */
export function readInteger(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(readBigInt(value));
  if (!Number.isSafeInteger(number)) throw new TypeError(`integer column value out of range: ${String(value)}`);
  return number;
}

/**
 * Like {@link readInteger} but keeps SQL NULL as `null`.
 *
 * @example
 * readNullableInteger(null); // null
 * @see readInteger
 */
export function readNullableInteger(value: unknown): number | null {
  return value === null || value === undefined ? null : readInteger(value);
}

/**
 * A boolean from a PostgreSQL `boolean` or a SQLite 0/1 integer.
 *
 * @example
 * readBoolean(1n); // true
 * @see https://www.sqlite.org/datatype3.html#boolean_datatype
 */
export function readBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === 1n || value === '1' || value === 't';
}

/**
 * A text column as `string | null`.
 *
 * @example
 * readNullableText(null); // null
 * @see readOptionalText
 */
export function readNullableText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/**
 * Copies only the entries whose value is neither null nor undefined, so optional fields stay absent on the way
 * back (a stored record reads back equal to what was written, without `key: undefined` noise).
 *
 * @example
 * omitAbsent({ a: 1, b: null }); // { a: 1 }
 * @see readNullableText
 */
export function omitAbsent<T extends Record<string, unknown>>(fields: T): { [K in keyof T]?: NonNullable<T[K]> } {
  const result: { [K in keyof T]?: NonNullable<T[K]> } = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

/**
 * A bigint as the decimal text bound to an integer column. Both databases store it as an exact integer
 * (PostgreSQL casts the parameter to `bigint`; SQLite's INTEGER affinity turns well-formed integer text into an
 * integer). Binding text rather than a JS bigint also keeps knex's error messages working: knex formats the
 * bindings of a failed query into its message and cannot format a bigint.
 *
 * @example
 * writeBigInt(-10023n); // '-10023'
 * @see https://www.sqlite.org/datatype3.html#type_affinity
 */
export function writeBigInt(value: bigint): string {
  return value.toString();
}

/**
 * Like {@link writeBigInt} but keeps an absent value as SQL NULL.
 *
 * @example
 * writeNullableBigInt(undefined); // null
 * @see writeBigInt
 */
export function writeNullableBigInt(value: bigint | undefined): string | null {
  return value === undefined ? null : value.toString();
}
