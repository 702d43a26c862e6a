import type { Clock } from '@xs2a-kit/domain';
import type { Knex } from 'knex';
import { createRecordCodec } from '../record-codec.js';

/**
 * One batch run: a scheduled slot (e.g. `2026-03-02T09:00+01:00`) or an on-demand trigger, who ran it, and what it
 * did. The slot is unique, so of two server processes reaching the same scheduled time only one runs it.
 *
 * @example
 * const run: BatchRun = { runId, slot: '2026-03-02T09:00', trigger: 'scheduled', runner: 'pid-1', status: 'running',
 *   startedAt: '2026-03-02T08:00:00.000Z', finishedAt: null, settled: 0, accepted: 0, rejected: 0 };
 * @see BATCH_TIMES in @xs2a-kit/domain
 */
export interface BatchRun {
  readonly runId: string;
  readonly slot: string;
  readonly trigger: 'scheduled' | 'on-demand';
  readonly runner: string;
  readonly status: 'running' | 'finished' | 'failed';
  readonly startedAt: string;
  readonly finishedAt: string | null;
  /** Payments settled (ACSC/ACSP), accepted without funds (ACCP), and rejected (RJCT) by the run. */
  readonly settled: number;
  readonly accepted: number;
  readonly rejected: number;
}

/**
 * What a finished (or failed) batch run reports.
 *
 * @example
 * const outcome: BatchRunOutcome = { status: 'finished', settled: 3, accepted: 1, rejected: 0 };
 * @see BatchRun
 */
export type BatchRunOutcome = Pick<BatchRun, 'settled' | 'accepted' | 'rejected'> & { readonly status: 'finished' | 'failed' };

/**
 * Batch runs. `claim` inserts the run, started now by the store's clock, unless its slot is taken (`INSERT ...
 * ON CONFLICT (slot) DO NOTHING`) and answers the run only to the caller that inserted it; `finish` stamps the
 * end the same way. Each payment is still claimed on its own with the
 * payments' compare-and-set, so a crashed run leaves its unprocessed payments for the next slot.
 *
 * @example
 * const run = await store.batchRuns.claim({ runId, slot, trigger: 'scheduled', runner });
 * if (run === undefined) return; // another process has this slot
 */
export interface BatchRunRepository {
  claim(run: Pick<BatchRun, 'runId' | 'slot' | 'trigger' | 'runner'>): Promise<BatchRun | undefined>;
  finish(runId: string, outcome: BatchRunOutcome): Promise<BatchRun | undefined>;
  findBySlot(slot: string): Promise<BatchRun | undefined>;
  /** The most recent runs first, at most `limit`. */
  listRecent(limit: number): Promise<BatchRun[]>;
}

const codec = createRecordCodec<BatchRun>({
  runId: ['run_id', 'text'],
  slot: ['slot', 'text'],
  trigger: ['trigger', 'text'],
  runner: ['runner', 'text'],
  status: ['status', 'text'],
  startedAt: ['started_at', 'text'],
  finishedAt: ['finished_at', 'text'],
  settled: ['settled', 'integer'],
  accepted: ['accepted', 'integer'],
  rejected: ['rejected', 'integer'],
});

/**
 * Batch runs on knex.
 *
 * @example
 * const batchRuns = createBatchRunRepository(db, { now: () => new Date() });
 * @see BatchRunRepository
 */
export function createBatchRunRepository(db: Knex, clock: Clock): BatchRunRepository {
  async function findByRunId(runId: string): Promise<BatchRun | undefined> {
    const row = (await db('batch_runs').where({ run_id: runId }).first()) as Record<string, unknown> | undefined;
    return row === undefined ? undefined : codec.fromRow(row);
  }
  return {
    async claim(run) {
      const startedAt = clock.now().toISOString();
      const full: BatchRun = { ...run, status: 'running', startedAt, finishedAt: null, settled: 0, accepted: 0, rejected: 0 };
      const inserted = (await db('batch_runs').insert(codec.toRow(full)).onConflict('slot').ignore().returning('run_id')) as
        | { run_id: string }[]
        | number[];
      // PostgreSQL and SQLite both answer RETURNING rows; an ignored insert answers none.
      return inserted.length === 0 ? undefined : full;
    },
    async finish(runId, outcome) {
      await db('batch_runs').where({ run_id: runId }).update({
        status: outcome.status,
        finished_at: clock.now().toISOString(),
        settled: outcome.settled,
        accepted: outcome.accepted,
        rejected: outcome.rejected,
      });
      return findByRunId(runId);
    },
    async findBySlot(slot) {
      const row = (await db('batch_runs').where({ slot }).first()) as Record<string, unknown> | undefined;
      return row === undefined ? undefined : codec.fromRow(row);
    },
    async listRecent(limit) {
      const rows = (await db('batch_runs').orderBy('started_at', 'desc').limit(limit)) as Record<string, unknown>[];
      return rows.map((row) => codec.fromRow(row));
    },
  };
}
