import type { Clock } from '@xs2a-kit/domain';
import type { Knex } from 'knex';

/**
 * Replay protection: the (TPP, X-Request-ID) pairs already accepted. `remember` inserts the pair, stamped with
 * the store's clock, with `INSERT ... ON CONFLICT DO NOTHING` and answers whether this call was the first to do
 * so, which holds also when two server processes receive the same captured request at once. `forgetOlderThan`
 * prunes pairs older than the Date window (a replay outside it fails the signature's date check anyway) and
 * answers how many it removed.
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
export function createRequestReplayRepository(db: Knex, clock: Clock): RequestReplayRepository {
  return {
    async remember(tppId, requestId) {
      const seenAt = clock.now().getTime();
      const inserted = (await db('seen_requests')
        .insert({ tpp_id: tppId, request_id: requestId, seen_at: seenAt })
        .onConflict(['tpp_id', 'request_id'])
        .ignore()
        .returning('request_id')) as unknown[];
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
