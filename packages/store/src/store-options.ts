import type { Clock } from '@xs2a-kit/domain';

/**
 * How durable a SQLite commit is. In WAL mode `NORMAL` writes every commit to the WAL file before answering but
 * syncs it to disk only at checkpoints: a committed transaction survives the process being killed (SIGKILL, a
 * crash), because the operating system already has the bytes; only a power loss or kernel crash can lose the
 * last commits (never corrupting the database). `FULL` syncs the WAL on every commit and survives power loss
 * too, at the price of one fsync per commit.
 *
 * @example
 * const durability: SqliteSynchronous = 'FULL';
 * @see https://www.sqlite.org/pragma.html#pragma_synchronous and https://www.sqlite.org/wal.html
 */
export type SqliteSynchronous = 'NORMAL' | 'FULL';

/**
 * Options of {@link createStore}. Give `url` (`postgres://...`) for PostgreSQL; otherwise the store opens the
 * SQLite file `sqliteFile` (default `./data/xs2a-kit.sqlite`), creating its directory when missing.
 *
 * @example
 * const options: StoreOptions = { url: 'postgres://postgres@127.0.0.1:5432/test', schema: 'xs2a' };
 */
export interface StoreOptions {
  /** A PostgreSQL connection URL (`postgres://` or `postgresql://`). */
  readonly url?: string;
  /**
   * The SQLite database file; ignored when `url` is given. `':memory:'` is a database in memory (for tests): it
   * lives on the store's one connection and is gone after `close()`; each store opened so starts empty.
   */
  readonly sqliteFile?: string;
  /** The source of "now" for the store's own stamps (batch runs, seen request ids). Default: the wall clock. */
  readonly clock?: Clock;
  /** PostgreSQL only: the schema to keep every table in (created when missing); the connections' search_path. */
  readonly schema?: string;
  /** PostgreSQL only: the most connections the pool opens (default 10). */
  readonly poolSize?: number;
  /** SQLite only: default `NORMAL` (see {@link SqliteSynchronous}). */
  readonly sqliteSynchronous?: SqliteSynchronous;
  /** SQLite only: the knex client; `better-sqlite3` (the default) measured faster, `sqlite3` is kept for the bench. */
  readonly sqliteDriver?: 'better-sqlite3' | 'sqlite3';
  /** SQLite only: how long a write waits for another process's lock before failing busy (default 5000 ms). */
  readonly busyTimeoutMs?: number;
  /** Bring the schema up to date on start (default true). */
  readonly migrate?: boolean;
  /**
   * Where knex's own messages go (such as "Acquire connection error" while the database is down), one message
   * per call. Default: knex's console output, which spans several lines.
   */
  readonly log?: StoreLog;
  /**
   * Called as a statement that may change data (insert, update, delete, DDL) is sent, before it runs, in the async
   * context of the caller that issued it. A server can tell from it whether a failed request may have written
   * anything (so whether "nothing was written" is true of it); reads, BEGIN, COMMIT and ROLLBACK do not call it.
   */
  readonly onWrite?: () => void;
  /**
   * Called, in the same async context, when a statement reported to `onWrite` failed without changing anything:
   * it gave up waiting for a lock (SQLite busy, another process holding the write lock past the busy timeout), lost
   * to a concurrent transaction, or reached no database. A server that counts writes takes that one back, so a
   * request refused that way is still one that wrote nothing.
   */
  readonly onWriteRefused?: () => void;
}

/** A sink for the database client's messages: a structured logger's methods fit (`pino`'s take a string). */
export interface StoreLog {
  warn(message: string): void;
  error(message: string): void;
  debug(message: string): void;
}

/** The default SQLite file, relative to the working directory. */
export const DEFAULT_SQLITE_FILE = './data/xs2a-kit.sqlite';
