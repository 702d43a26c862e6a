import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { getNextBatchRun, runBatch, type DomainContext } from '@xs2a-kit/domain';
import type { Store } from '@xs2a-kit/store';

export interface BatchSchedulerDeps {
  readonly store: Store;
  readonly domain: DomainContext;
  readonly clock: () => Date;
  readonly logger: Logger;
}

/**
 * Runs every scheduled batch slot (the domain's BATCH_TIMES, Oslo time) that fell in (since, until]. Each
 * slot is claimed in the store first, so with several server processes on one database exactly one of them
 * runs it; the payments inside are claimed one by one as well.
 *
 * @returns the end of the interval, the next call's `since`
 * @see service-spec.md "What the service does" rule 10
 */
export async function runDueBatches(deps: BatchSchedulerDeps, since: Date, until: Date): Promise<Date> {
  for (let at = getNextBatchRun(since); at.getTime() <= until.getTime(); at = getNextBatchRun(at)) {
    const runId = randomUUID();
    const claimed = await deps.store.batchRuns.claim({ runId, slot: `scheduled:${at.toISOString()}`, trigger: 'scheduled', runner: `${hostname()}:${process.pid}` });
    if (!claimed) continue;
    try {
      const report = await runBatch(deps.domain);
      await deps.store.batchRuns.finish(runId, {
        status: 'finished',
        settled: report.settled.length + report.partiallySettled.length,
        accepted: report.waitingForFunds.length,
        rejected: report.rejected.length,
      });
      deps.logger.info({ slot: at.toISOString(), settled: report.settled.length, rejected: report.rejected.length }, 'scheduled batch run');
    } catch (error) {
      await deps.store.batchRuns.finish(runId, { status: 'failed', settled: 0, accepted: 0, rejected: 0 });
      deps.logger.error({ err: error, slot: at.toISOString() }, 'scheduled batch run failed');
    }
  }
  return until;
}

/**
 * Checks every `intervalMs` for slots that fell due since the last check (from server start on: slots missed
 * while no server ran are not replayed; their payments wait for the next slot). Sandbox mode only.
 */
export function startBatchScheduler(deps: BatchSchedulerDeps, intervalMs = 30_000): { stop(): void } {
  let since = deps.clock();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueBatches(deps, since, deps.clock())
      .then((until) => {
        since = until;
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'batch scheduler failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
