import type { UnitOfWork } from '@xs2a-kit/domain';
import type { Knex } from 'knex';
import { createKnex } from './create-knex.js';
import { readDialect } from './dialect.js';
import type { Dialect } from './dialect.js';
import { migrateSchema } from './migrate-schema.js';
import { translateDriverError } from './map-driver-error.js';
import { runTransaction } from './run-transaction.js';
import { StoreError } from './store-error.js';
import type { StoreOptions } from './store-options.js';
import { bindRepositories } from './store-repositories.js';
import type { RepositoryContext, StoreRepositories } from './store-repositories.js';

/**
 * The repositories inside one unit of work, all bound to its transaction. `withTransaction` here nests (a
 * savepoint), so a domain service that opens its own unit of work can run inside the caller's: a payment made by
 * the domain and its authorisation saved by the caller then commit together.
 *
 * @example
 * await store.withTransaction(async (repos) => {
 *   const payment = await initiatePayment({ uow: repos, clock }, request);
 *   await repos.authorisations.save(authorisationFor(payment));
 * });
 */
export interface TransactionRepositories extends StoreRepositories, UnitOfWork {
  withTransaction<T>(work: (repos: TransactionRepositories) => Promise<T>): Promise<T>;
  /** Reads inside this transaction (it sees the transaction's own writes). */
  read<T>(work: (repos: TransactionRepositories) => Promise<T>): Promise<T>;
}

/**
 * The store: every repository of `@xs2a-kit/domain` and `@xs2a-kit/sca-session` plus its own, each call on its own
 * when used directly, and {@link Store.withTransaction} (the domain's {@link UnitOfWork}) for work that must be
 * whole. Operations that write several rows (a basket and its entries, an account and its balance, an access
 * count) are atomic even when called directly.
 *
 * @example
 * const store = await createStore({ sqliteFile: './data/xs2a.sqlite' });
 * await store.withTransaction((repos) => repos.payments.findById(id));
 * await store.close();
 */
export interface Store extends StoreRepositories, UnitOfWork {
  readonly dialect: Dialect;
  /**
   * Runs `work` in one transaction: commit when it resolves, rollback when it rejects (the error passes through).
   * A transaction that loses to a concurrent one (deadlock, serialisation failure, SQLite busy) is rolled back
   * and run again, so `work` must not have effects outside the repositories it is given. On SQLite the
   * process's transactions run one at a time; never call the store's own repositories from inside `work` there.
   */
  withTransaction<T>(work: (repos: TransactionRepositories) => Promise<T>): Promise<T>;
  /**
   * Runs read-only `work` on the pool, without a transaction: each statement sees what is committed when it
   * runs (see the domain's {@link UnitOfWork.read}). Saves the BEGIN and COMMIT round trips and knex's
   * per-transaction setup that dominated a GET.
   */
  read<T>(work: (repos: StoreRepositories) => Promise<T>): Promise<T>;
  /** Applies the migrations not yet applied (createStore already does unless `migrate: false`). */
  migrate(): Promise<void>;
  /**
   * Resolves when the database answers and holds the store's tables (for /ready); rejects with CONNECTION_FAILED
   * when it does not answer, QUERY_FAILED when its tables cannot be read.
   */
  ping(): Promise<void>;
  /** Closes the pool; later calls answer CLOSED. */
  close(): Promise<void>;
}

function bindTransaction(trx: Knex.Transaction, context: Parameters<typeof bindRepositories>[1]): TransactionRepositories {
  const unit: Pick<TransactionRepositories, 'withTransaction' | 'read'> = {
    withTransaction: (work) => runTransaction(trx, (inner) => work(bindTransaction(inner, context))),
    read: (work) => work(repos),
  };
  const repos = bindRepositories(trx, context, unit);
  return repos;
}

/**
 * Opens the store and, unless `migrate: false`, brings its schema up to date: SQLite by default (a file, created
 * with its directory on first start), PostgreSQL when `url` is given.
 *
 * @example
 * const store = await createStore({ url: process.env.DATABASE_URL });
 * app.context.store = store;
 * @see {@link StoreOptions}
 */
export async function createStore(options: StoreOptions = {}): Promise<Store> {
  const knex = createKnex(options.url === undefined ? options : { ...options, poolSize: Math.max(2, options.poolSize ?? 10) });
  const { onWrite, onWriteRefused } = options;
  if (onWrite !== undefined) {
    knex.on('query', (query: { method?: string; sql?: string }) => {
      if (isWriteStatement(query)) onWrite();
    });
  }
  if (onWriteRefused !== undefined) {
    knex.on('query-error', (error: unknown, query: { method?: string; sql?: string }) => {
      if (isWriteStatement(query) && changedNothing(error)) onWriteRefused();
    });
  }
  const state = { closed: false };
  const context: RepositoryContext = {
    clock: options.clock ?? { now: () => new Date() },
    isClosed: () => state.closed,
    sqliteSynchronous: options.sqliteSynchronous,
  };
  const own: Omit<Store, keyof StoreRepositories> = {
    dialect: readDialect(knex),
    async withTransaction(work) {
      if (state.closed) throw new StoreError('CLOSED', 'store is closed');
      return runTransaction(knex, (trx) => work(bindTransaction(trx, context)));
    },
    async read(work) {
      if (state.closed) throw new StoreError('CLOSED', 'store is closed');
      return work(store);
    },
    migrate: () => migrateWithoutLockTimeout(knex, options),
    async ping() {
      if (state.closed) throw new StoreError('CLOSED', 'store is closed');
      try {
        await knex.raw('select 1');
      } catch (error) {
        throw new StoreError('CONNECTION_FAILED', `database does not answer: ${String(error)}`, { cause: error });
      }
      // A database that answers without the store's tables (dropped and made again empty while the process ran)
      // would fail every request: not ready (review). The table every request writes is read, one row at most.
      try {
        await knex('seen_requests').select(knex.raw('1')).limit(1);
      } catch (error) {
        throw new StoreError('QUERY_FAILED', `the database answers but its tables cannot be read (missing? run the migrations or restart): ${String(error)}`, { cause: error });
      }
    },
    async close() {
      if (state.closed) return;
      state.closed = true;
      await knex.destroy();
    },
  };
  const store: Store = bindRepositories(knex, context, own);
  if (options.migrate !== false) {
    try {
      await store.migrate();
    } catch (error) {
      await knex.destroy();
      throw error;
    }
  }
  return store;
}

/**
 * Runs the migrations. On PostgreSQL they get a small pool of their own without lock_timeout: a process waits for
 * another's migrations (an advisory lock) and a migration's DDL for the tables' running transactions, for as long
 * as that takes, where the request pool gives up after 5 s.
 */
async function migrateWithoutLockTimeout(knex: Knex, options: StoreOptions): Promise<void> {
  if (options.url === undefined) {
    await migrateSchema(knex, options.schema);
    return;
  }
  const migrator = createKnex({ ...options, poolSize: 2 }, { lockTimeoutMs: 0 });
  try {
    await migrateSchema(migrator, options.schema);
  } finally {
    await migrator.destroy();
  }
}

/**
 * Whether a failed statement is known to have changed nothing: it waited for a lock and gave up (SQLite busy or
 * locked), lost to a concurrent transaction (PostgreSQL serialisation failure or deadlock: the statement is
 * undone with its transaction), or never reached a database.
 */
function changedNothing(error: unknown): boolean {
  const translated = translateDriverError(error);
  return translated instanceof StoreError && (translated.code === 'CONTENTION' || translated.code === 'CONNECTION_FAILED');
}

const WRITE_METHODS: ReadonlySet<string> = new Set(['insert', 'update', 'del', 'delete', 'truncate', 'upsert']);
const WRITE_SQL = /^\s*(insert|update|delete|replace|upsert|merge|create|alter|drop|truncate)\b/i;

/**
 * Whether a statement knex is about to send may change data: its builder method, or for a raw statement (and
 * transaction control, which names no method) its SQL. Called for every statement, so a builder read is decided
 * without the regular expression.
 */
export function isWriteStatement(query: { readonly method?: string; readonly sql?: string }): boolean {
  if (query.method !== undefined && query.method !== 'raw') return WRITE_METHODS.has(query.method);
  return typeof query.sql === 'string' && WRITE_SQL.test(query.sql);
}
