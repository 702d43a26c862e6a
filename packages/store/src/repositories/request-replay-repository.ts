import type { Clock } from '@xs2a-kit/domain';
import type { Knex } from 'knex';
import { readDialect } from '../dialect.js';
import { execOnConnection, type SqliteConnection } from '../sqlite-connection.js';
import type { SqliteSynchronous } from '../store-options.js';

/**
 * Replay protection: the (TPP, X-Request-ID) pairs already accepted. `remember` inserts the pair, stamped with
 * the store's clock, with `INSERT ... ON CONFLICT DO NOTHING` and answers whether this call was the first to do
 * so, which holds also when two server processes receive the same captured request at once. `forgetOlderThan`
 * prunes pairs older than the Date window (a replay outside it fails the signature's date check anyway) and
 * answers how many it removed.
 *
 * Outside a transaction `remember` commits without waiting for the disk (PostgreSQL: `synchronous_commit` off
 * for its own commit; SQLite with `synchronous` FULL: NORMAL for its own commit). The pair becomes durable with
 * the next durable commit, normally the request's own writes, since both databases sync their log in order: a
 * crash or power loss can lose the pair only together with everything the request wrote after it, and a resend
 * after the loss is then rightly processed as new. It saves one of the two log syncs of a state-changing request.
 * Other connections see the pair as soon as `remember` answers, as before.
 *
 * @example
 * if (!(await store.requestIds.remember('NO-FSA-1', requestId))) refuseReplay();
 * await store.requestIds.forgetOlderThan(5 * 60_000);
 */
export interface RequestReplayRepository {
  remember(tppId: string, requestId: string): Promise<boolean>;
  /**
   * Forgets one pair: for a request the bank failed to process (a 5xx, nothing written), so that the TPP's retry
   * with the same X-Request-ID is processed instead of refused as a replay.
   */
  forget(tppId: string, requestId: string): Promise<void>;
  forgetOlderThan(ageMs: number): Promise<number>;
}

/**
 * The replay guard on knex (`seen_requests`, primary key (tpp_id, request_id), indexed on seen_at).
 *
 * @example
 * const requestIds = createRequestReplayRepository(db, { now: () => new Date() });
 * @see RequestReplayRepository
 */
export function createRequestReplayRepository(
  db: Knex,
  clock: Clock,
  options: { readonly sqliteSynchronous?: SqliteSynchronous | undefined } = {},
): RequestReplayRepository {
  const insert = (tppId: string, requestId: string) =>
    db('seen_requests')
      .insert({ tpp_id: tppId, request_id: requestId, seen_at: clock.now().getTime() })
      .onConflict(['tpp_id', 'request_id'])
      .ignore()
      .returning('request_id');
  // Inside a transaction the pair commits with it, as durably as the transaction asks.
  const relax = db.isTransaction ? 'none' : readDialect(db) === 'postgres' ? 'postgres' : options.sqliteSynchronous === 'FULL' ? 'sqlite' : 'none';
  return {
    async remember(tppId, requestId) {
      if (relax === 'postgres') {
        const result = (await db.raw(ASYNC_COMMIT_INSERT, [tppId, requestId, clock.now().getTime()])) as { rows: unknown[] };
        return result.rows.length > 0;
      }
      const inserted = (relax === 'sqlite' ? await insertWithoutSync(db, () => insert(tppId, requestId)) : await insert(tppId, requestId)) as unknown[];
      return inserted.length > 0;
    },
    async forget(tppId, requestId) {
      await db('seen_requests').where({ tpp_id: tppId, request_id: requestId }).delete();
    },
    async forgetOlderThan(ageMs) {
      const cutoff = clock.now().getTime() - ageMs;
      return Number(await db('seen_requests').where('seen_at', '<', cutoff).delete());
    },
  };
}

/**
 * The insert as one autocommitted statement whose own transaction does not wait for the WAL flush: `set_config`
 * with is_local true lasts until that transaction ends, and PostgreSQL reads `synchronous_commit` as it commits.
 * One round trip, like the plain insert (`SET LOCAL` would need BEGIN and COMMIT around it).
 * @see https://www.postgresql.org/docs/current/wal-async-commit.html
 */
const ASYNC_COMMIT_INSERT = `insert into seen_requests (tpp_id, request_id, seen_at)
  select ?::text, ?::text, ?::bigint where set_config('synchronous_commit', 'off', true) is not null
  on conflict (tpp_id, request_id) do nothing returning request_id`;

/**
 * Runs one autocommitted statement on a SQLite connection held for the purpose, with `synchronous` NORMAL for its
 * commit and FULL again after it, also when it fails. In WAL mode a NORMAL commit is written to the WAL but not
 * synced; the next FULL commit syncs the whole WAL file, this commit's frames (written before it) included.
 * Holding the connection keeps every other statement, above all another request's COMMIT, off it meanwhile. The
 * setting is changed on the driver's connection directly: through knex it would cost more than the fsync saved.
 */
async function insertWithoutSync<T>(db: Knex, statement: () => Knex.QueryBuilder): Promise<T> {
  const connection = (await db.client.acquireConnection()) as SqliteConnection;
  try {
    await execOnConnection(connection, 'PRAGMA synchronous = NORMAL');
    try {
      return (await statement().connection(connection)) as T;
    } finally {
      await execOnConnection(connection, 'PRAGMA synchronous = FULL');
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}
