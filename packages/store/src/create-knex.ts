import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import { assertDriverInstalled } from './assert-driver-installed.js';
import { execOnConnection, type SqliteConnection } from './sqlite-connection.js';
import { cachePreparedStatements } from './statement-cache.js';
import { DEFAULT_SQLITE_FILE } from './store-options.js';
import type { StoreOptions } from './store-options.js';
import { StoreError } from './store-error.js';

/** SQLite's name for a database that lives in its connection's memory and is gone when that connection closes. */
const IN_MEMORY = ':memory:';

function buildPragmas(options: StoreOptions, inMemory: boolean): string {
  const synchronous = options.sqliteSynchronous ?? 'NORMAL';
  const busyTimeout = options.busyTimeoutMs ?? 5000;
  // journal_mode=WAL persists in the file; the others are per connection, so every new connection sets them.
  // An in-memory database has no file to keep a WAL beside (SQLite answers `memory` and stays so).
  return [
    ...(inMemory ? [] : ['PRAGMA journal_mode = WAL;']),
    `PRAGMA synchronous = ${synchronous};`,
    `PRAGMA busy_timeout = ${busyTimeout};`,
    'PRAGMA foreign_keys = ON;',
  ].join(' ');
}

/** How long a unit of work waits for a pooled connection before it fails CONNECTION_FAILED. */
const ACQUIRE_TIMEOUT_MS = 10_000;

/**
 * How long a PostgreSQL statement waits for a row or table lock before it fails (lock_timeout, SQLSTATE 55P03,
 * CONTENTION, not retried): a lock held by another session (a stuck transaction, an operator's LOCK TABLE) would
 * otherwise keep a request, and a shutdown, waiting for as long as it is held. Set on each new connection only
 * where the session has no lock_timeout of its own: one the DBA set for the role or database (ALTER ROLE ... SET),
 * or the URL gives (`?lock_timeout=`, `?options=-c lock_timeout=...`), is kept. The migrations run without it.
 */
const PG_LOCK_TIMEOUT_MS = 5_000;

function createSqliteConfig(options: StoreOptions): Knex.Config {
  const driver = options.sqliteDriver ?? 'better-sqlite3';
  assertDriverInstalled(driver);
  const inMemory = options.sqliteFile === IN_MEMORY;
  // ':memory:' is the drivers' own name for an in-memory database; resolved as a path it would become a file.
  const filename = inMemory ? IN_MEMORY : resolve(options.sqliteFile ?? DEFAULT_SQLITE_FILE);
  if (!inMemory) {
    createDirectory(dirname(filename), filename);
    createPrivateFile(filename);
  }
  const pragmas = buildPragmas(options, inMemory);
  let created = 0;
  return {
    client: driver,
    // safeIntegers: every INTEGER column reads back as a bigint, so amounts past 2^53 stay exact.
    connection: driver === 'better-sqlite3' ? { filename, options: { safeIntegers: true } } : { filename },
    useNullAsDefault: true,
    pool: {
      // knex's SQLite default, stated because the store depends on it: one connection, so the process's
      // transactions queue in order, and an in-memory database is one database (each connection to ':memory:'
      // opens a new, empty one). min 1 keeps that connection open while idle.
      min: 1,
      max: 1,
      afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) {
        created += 1;
        if (inMemory && created > 1) {
          // knex replaces a connection it gave up on; for ':memory:' the replacement would be an empty database.
          done(new StoreError('CONNECTION_LOST', 'the in-memory database was closed with its only connection; its data is gone'), connection);
          return;
        }
        execOnConnection(connection, pragmas).then(
          () => {
            if (driver === 'better-sqlite3') cachePreparedStatements(connection);
            done(null, connection);
          },
          (error: unknown) => done(error as Error, connection),
        );
      },
    },
  };
}

/** A pg connection as knex's pool hands it to `afterCreate`. */
interface PgConnection {
  query(sql: string, values: unknown[], callback: (error: Error | null) => void): void;
}

function createPostgresConfig(url: string, options: StoreOptions, lockTimeoutMs: number): Knex.Config {
  if (!/^postgres(ql)?:\/\//.test(url)) throw new StoreError('CONFIG_INVALID', 'url must start with postgres://');
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
    throw new StoreError('CONFIG_INVALID', `schema must be a lower-case identifier: ${options.schema}`);
  }
  assertDriverInstalled('pg');
  return {
    client: 'pg',
    connection: url,
    pool: {
      min: 0,
      max: options.poolSize ?? 10,
      afterCreate(connection: PgConnection, done: (error: Error | null, connection: unknown) => void) {
        // Only where the session's own value is PostgreSQL's default, 0 (wait for ever); the migrations' pool (0)
        // waits for ever whatever the session says.
        const sql = lockTimeoutMs === 0
          ? "select set_config('lock_timeout', $1, false)"
          : "select set_config('lock_timeout', $1, false) where current_setting('lock_timeout') = '0'";
        connection.query(sql, [`${lockTimeoutMs}ms`], (error) => done(error, connection));
      },
    },
    ...(options.schema === undefined ? {} : { searchPath: [options.schema] }),
  };
}

/**
 * The knex instance for the options: PostgreSQL with a pool when `url` is given, else SQLite on a file in WAL
 * mode with `synchronous`, `busy_timeout` and `foreign_keys` set on every connection (knex keeps one SQLite
 * connection, so the process's writes queue in order instead of failing busy). `sqliteFile: ':memory:'` is an
 * in-memory database on that one connection, gone when the knex instance is destroyed. The driver is an optional
 * peer dependency: when it is not installed, this throws `CONFIG_INVALID` naming the package to install.
 *
 * @example
 * const knex = createKnex({ sqliteFile: '/tmp/xs2a.sqlite' });
 * const scratch = createKnex({ sqliteFile: ':memory:' });
 * @see https://knexjs.org/guide/#configuration-options
 */
export function createKnex(options: StoreOptions, internal: { readonly lockTimeoutMs?: number } = {}): Knex {
  const base = options.url === undefined ? createSqliteConfig(options) : createPostgresConfig(options.url, options, internal.lockTimeoutMs ?? PG_LOCK_TIMEOUT_MS);
  const log = options.log;
  // knex waits 60 s for a pooled connection by default: longer than a TPP client waits for its answer. After 10 s
  // the work fails CONNECTION_FAILED (nothing sent), which a server can answer 503 with Retry-After.
  const bounded: Knex.Config = { ...base, acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS };
  const config: Knex.Config = log === undefined
    ? bounded
    : { ...bounded, log: { warn: (m: string) => log.warn(m), error: (m: string) => log.error(m), debug: (m: string) => log.debug(m), deprecate: (method: string, alternative: string) => log.warn(`${method} is deprecated; use ${alternative}`) } };
  try {
    return knexFactory(config);
  } catch (error) {
    throw new StoreError('CONFIG_INVALID', `cannot set up the database client: ${String(error)}`, { cause: error });
  }
}

/**
 * Creates the database file, empty, readable and writable by its owner alone (SQLite would create it with the
 * umask's 0644, world-readable); SQLite takes an empty file as an empty database and gives its -wal and -shm files
 * the same permissions. An existing file is left as it is. A file that cannot be created is left to SQLite's open,
 * which reports it.
 */
function createPrivateFile(filename: string): void {
  try {
    closeSync(openSync(filename, 'wx', 0o600));
  } catch {
    // EEXIST (the usual case) or a path SQLite will refuse with its own error.
  }
}

/**
 * Makes the database file's directory. A path that cannot hold one (a file where a directory belongs, no
 * permission) is the caller's setting: `CONFIG_INVALID` naming it, not a bare Node error outside `StoreError`.
 */
function createDirectory(directory: string, filename: string): void {
  try {
    // Owner only, like the file: a bank's payments and customers are nobody else's to read on the machine.
    mkdirSync(directory, { recursive: true, mode: 0o700 });
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new StoreError('CONFIG_INVALID', `the SQLite file ${filename} cannot be created: its directory ${directory} cannot be made (${reason})`, { cause: error });
  }
}
