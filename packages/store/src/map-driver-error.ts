import { StoreError } from './store-error.js';

/** The fields the PostgreSQL (`pg`) and SQLite (`better-sqlite3`, `sqlite3`) drivers put on their errors. */
interface DriverErrorFields {
  readonly code?: unknown;
  readonly errno?: unknown;
  /** pg: the PostgreSQL source function that raised it. */
  readonly routine?: unknown;
}

function readCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as DriverErrorFields).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether the error, or one it wraps, is PostgreSQL's lock_timeout (55P03): a lock held by another session was not
 * granted in time. It is CONTENTION too, but not to be retried: waiting again only multiplies the wait.
 *
 * @example
 * if (isLockTimeout(error)) throw translateDriverError(error);
 */
export function isLockTimeout(error: unknown): boolean {
  for (let at: unknown = error; typeof at === 'object' && at !== null; at = (at as { cause?: unknown }).cause) {
    if (readCode(at) === '55P03') return true;
  }
  return false;
}

/**
 * Tells whether a driver error means "another transaction got in the way; running the same work again may well
 * succeed": PostgreSQL serialisation failures (40001) and deadlocks (40P01), SQLite busy and locked errors
 * (another process holds the write lock past the busy timeout, or a read snapshot went stale before its write).
 *
 * @example
 * if (isRetryableConflict(error) && attempt < 5) continue;
 * @see https://www.postgresql.org/docs/current/mvcc-serialization-failure-handling.html
 * @see https://www.sqlite.org/rescode.html#busy_snapshot
 */
export function isRetryableConflict(error: unknown): boolean {
  const code = readCode(error);
  if (code === undefined) return false;
  return code === '40001' || code === '40P01' || code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
}

/**
 * Turns a driver error into a {@link StoreError} with a stable code, keeping the driver error as `cause`.
 * A `StoreError` passes through unchanged, and so does any error that does not come from a driver (those are
 * the caller's own, thrown inside a unit of work).
 *
 * @example
 * try { await query; } catch (error) { throw translateDriverError(error); }
 * @see https://www.postgresql.org/docs/current/errcodes-appendix.html
 * @see https://www.sqlite.org/rescode.html
 */
export function translateDriverError(error: unknown): unknown {
  if (error instanceof StoreError) return error;
  // knex's pool gave no connection within its acquire timeout (every connection is held, or new ones hang), so
  // nothing was sent. The store sets no query timeouts, the other source of this error.
  if (error instanceof Error && error.name === 'KnexTimeoutError') {
    // knex's own text blames a missing .transacting(trx): advice for a developer, not for whoever runs the server.
    return new StoreError('CONNECTION_FAILED', 'no database connection became free in time: the database does not answer, or every connection is busy', { cause: error });
  }
  const code = readCode(error);
  if (code === undefined) return error;
  const message = error instanceof Error ? error.message : String(error);
  const kind = classifyCode(code, message, (error as DriverErrorFields).routine);
  return kind === undefined ? error : new StoreError(kind, message, { cause: error });
}

/**
 * Failures to open a connection, so no statement of the caller's work reached the database: refused, unknown host,
 * and PostgreSQL refusing at start-up (too many connections 53300, not accepting connections yet
 * 57P03, unable to establish 08001, rejected 08004).
 */
const CONNECT_REFUSED: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', '53300', '57P03', '08001', '08004']);

/**
 * A connection that broke under a statement (reset, broken pipe, timed out, terminated by the server). An
 * unreachable host or network is here too: an open connection whose retransmissions fail reports it as well.
 */
const CONNECTION_BROKEN: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * PostgreSQL's checks of the database while it opens a session (postinit.c, CheckMyDatabase): a database with
 * ALLOW_CONNECTIONS false, a common maintenance step, refuses there with 55000, a code that elsewhere means a
 * statement's object is in the wrong state. Only a refusal raised there is a connection failure.
 */
const SESSION_START_ROUTINES: ReadonlySet<string> = new Set(['CheckMyDatabase', 'InitPostgres']);

function classifyCode(code: string, message: string, routine: unknown): StoreError['code'] | undefined {
  // PostgreSQL SQLSTATE classes: 23 integrity, 40 transaction rollback, 08 connection, 57 operator intervention,
  // 28 authorisation (wrong role or password), 3D no such database, 55000 from the session's start (not accepting
  // connections). A connection that could not be opened sent
  // nothing (CONNECTION_FAILED); one that broke may have carried a COMMIT the database applied (CONNECTION_LOST).
  if (code === '23505') return 'CONFLICT';
  if (code === '23503' || code === '23514') return 'REFERENCE_INVALID';
  // 55P03: a lock was not granted within lock_timeout; the statement, and its transaction, changed nothing.
  if (code === '40001' || code === '40P01' || code === '55P03') return 'CONTENTION';
  if (CONNECT_REFUSED.has(code) || /^(28|3D)/.test(code)) return 'CONNECTION_FAILED';
  if (code === '55000' && typeof routine === 'string' && SESSION_START_ROUTINES.has(routine)) return 'CONNECTION_FAILED';
  if (CONNECTION_BROKEN.has(code) || /^(08|57P)/.test(code)) return 'CONNECTION_LOST';
  if (/^[0-9A-Z]{5}$/.test(code) && /^(22|23|42)/.test(code)) return 'QUERY_FAILED';
  // better-sqlite3 names the extended result code; node-sqlite3 only says SQLITE_CONSTRAINT and puts the rest in
  // the message.
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 'CONFLICT';
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === 'SQLITE_CONSTRAINT_CHECK') return 'REFERENCE_INVALID';
  if (code === 'SQLITE_CONSTRAINT') return /UNIQUE|PRIMARY KEY/.test(message) ? 'CONFLICT' : 'REFERENCE_INVALID';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'CONTENTION';
  if (code === 'SQLITE_CANTOPEN' || code === 'SQLITE_NOTADB') return 'CONNECTION_FAILED';
  if (code.startsWith('SQLITE_')) return 'QUERY_FAILED';
  return undefined;
}
