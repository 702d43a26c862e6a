/**
 * The closed set of reasons the store fails. Callers branch on these, never on the message:
 *
 * - `CONFIG_INVALID`: the options name no usable database (both or neither of `url` and `sqliteFile` given wrongly,
 *   a URL that is not `postgres://`, a schema name that is not a plain identifier), or the driver they choose
 *   (`better-sqlite3`, `sqlite3`, `pg`) is not installed.
 * - `CONNECTION_FAILED`: the database cannot be reached or opened, or no pooled connection became free in time:
 *   no statement of the failed work reached it, so nothing of it was written and the same work may run again.
 * - `CONNECTION_LOST`: the connection broke while a statement was under way (reset, terminated by the server).
 *   Whether the work committed is unknown: a COMMIT may have been applied before its answer was lost. Also an
 *   in-memory SQLite store (`sqliteFile: ':memory:'`) whose one connection was replaced: its data is gone.
 * - `MIGRATION_FAILED`: bringing the schema up to date failed.
 * - `CONFLICT`: a unique key is already taken (the same id twice, a payment already in another basket).
 * - `REFERENCE_INVALID`: a row refers to something that does not exist (a foreign key or check constraint).
 * - `NOT_FOUND`: an operation that must change an existing row found none (a balance of an unknown account).
 * - `CONTENTION`: a transaction kept losing to concurrent ones (deadlock, serialisation failure, SQLite busy)
 *   and gave up after its retries.
 * - `CLOSED`: the store was used after `close()`.
 * - `QUERY_FAILED`: any other database failure; `cause` holds the driver's error.
 */
export type StoreErrorCode =
  | 'CONFIG_INVALID'
  | 'CONNECTION_FAILED'
  | 'CONNECTION_LOST'
  | 'MIGRATION_FAILED'
  | 'CONFLICT'
  | 'REFERENCE_INVALID'
  | 'NOT_FOUND'
  | 'CONTENTION'
  | 'CLOSED'
  | 'QUERY_FAILED';

/**
 * The one error class of `@xs2a-kit/store`. `code` is stable; the driver's own error, when there is one, is the
 * `cause`. Errors thrown by the caller's own work inside `withTransaction` pass through unchanged.
 *
 * @example
 * try {
 *   await store.baskets.insert(basket);
 * } catch (error) {
 *   if (error instanceof StoreError && error.code === 'CONFLICT') console.log('payment already in a basket');
 * }
 * @see {@link StoreErrorCode}
 */
export class StoreError extends Error {
  override readonly name = 'StoreError';
  readonly code: StoreErrorCode;

  constructor(code: StoreErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }
}

/**
 * Tells whether a value is a {@link StoreError}, optionally with a given code.
 *
 * @example
 * if (isStoreError(error, 'CONFLICT')) return answerConflict();
 * @see StoreError
 */
export function isStoreError(value: unknown, code?: StoreErrorCode): value is StoreError {
  return value instanceof StoreError && (code === undefined || value.code === code);
}
