import type { AccessCallRepository, AccessWindow } from '@xs2a-kit/sca-session';
import type { Knex } from 'knex';
import { readInteger } from '../row-values.js';
import { runAtomically } from '../run-transaction.js';

/**
 * Unattended-access counters on knex, safe under concurrency and across processes. `recordWithinLimit` runs in
 * one transaction that first upserts the (TPP, account, resource) row of `access_counters` with
 * `INSERT ... ON CONFLICT DO UPDATE`: on PostgreSQL that takes the row lock, so a second call for the same key
 * waits until the first has committed; on SQLite it takes the database's write lock. Only then are the calls in
 * the window counted and the new one stored when under the limit, so five simultaneous calls record exactly four.
 * Calls at or before the window start are deleted on the way.
 *
 * @example
 * const window = await createAccessCallRepository(db).recordWithinLimit(call, call.at - 86_400_000, 4);
 * @see AccessCallRepository and UNATTENDED_CALL_LIMIT in @xs2a-kit/sca-session
 */
export function createAccessCallRepository(db: Knex): AccessCallRepository {
  return {
    async recordWithinLimit(call, windowStart, limit): Promise<AccessWindow> {
      const key = { tpp_id: call.tppId, account_id: call.accountId, resource: call.resource };
      return runAtomically(db, async (trx) => {
        await trx('access_counters')
          .insert({ ...key, last_attempt_at: call.at })
          .onConflict(['tpp_id', 'account_id', 'resource'])
          .merge({ last_attempt_at: call.at });
        const rows = (await trx('access_calls')
          .select('at')
          .where(key)
          .andWhere('at', '>', windowStart)
          .orderBy('at')) as { at: unknown }[];
        const callTimes = rows.map((row) => readInteger(row.at));
        const recorded = callTimes.length < limit;
        if (recorded) await trx('access_calls').insert({ ...key, at: call.at });
        await trx('access_calls').where(key).andWhere('at', '<=', windowStart).delete();
        return { recorded, callTimes };
      });
    },
  };
}
