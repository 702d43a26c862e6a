import type { Knex } from 'knex';
import { isLockTimeout, isRetryableConflict, translateDriverError } from './map-driver-error.js';
import { StoreError, isStoreError } from './store-error.js';

/** How often a transaction that lost to a concurrent one is run again before giving up with `CONTENTION`. */
const MAX_ATTEMPTS = 8;

function isRetryable(error: unknown): boolean {
  // Eight tries of a lock timeout made a request wait 40 s.
  if (isLockTimeout(error)) return false;
  if (isStoreError(error, 'CONTENTION')) return true;
  if (isRetryableConflict(error)) return true;
  return error instanceof Error && error.cause !== undefined && isRetryableConflict(error.cause);
}

function pause(attempt: number): Promise<void> {
  // Full jitter on an exponential ceiling, so two processes that collided do not collide again in step.
  const ceilingMs = Math.min(200, 5 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceilingMs));
}

/**
 * Runs `work` in one database transaction: commits when it resolves, rolls back when it rejects. At the top level
 * a transaction that loses to a concurrent one (PostgreSQL deadlock or serialisation failure, SQLite busy) is
 * rolled back and run again, up to 8 times, so `work` must only touch the database it is given. Inside an open
 * transaction it nests as a savepoint and never retries: after a deadlock PostgreSQL has already aborted the
 * outer transaction, so only the outermost level can start again.
 *
 * @example
 * const account = await runTransaction(knex, (trx) => trx('accounts').where({ account_id: id }).first());
 * @see https://www.postgresql.org/docs/current/mvcc-serialization-failure-handling.html
 */
export async function runTransaction<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  if (db.isTransaction === true) {
    try {
      return await db.transaction(work);
    } catch (error) {
      throw translateDriverError(error);
    }
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isRetryable(error)) throw translateDriverError(error);
      if (attempt >= MAX_ATTEMPTS) {
        throw new StoreError('CONTENTION', `transaction lost to concurrent ones ${attempt} times`, { cause: error });
      }
      await pause(attempt);
    }
  }
}

/**
 * Runs a repository operation that issues more than one statement so that it is whole: in the caller's
 * transaction when there is one, else in a transaction of its own.
 *
 * @example
 * await runAtomically(db, async (trx) => { await trx('baskets').insert(row); await trx('basket_entries').insert(entries); });
 * @see runTransaction
 */
export function runAtomically<T>(db: Knex, work: (trx: Knex) => Promise<T>): Promise<T> {
  return db.isTransaction === true ? work(db) : runTransaction(db, work);
}
