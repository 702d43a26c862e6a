/**
 * Prints the README's "Reliability figures" section from the figures a run of the suite left behind:
 * `npx vitest run apps/server/test/reliability && npx tsx apps/server/test/reliability/support/render-figures.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIGURES_DIR, SCALE } from './settings.js';

type Figures = Record<string, number | string>;

function read(file: string): Figures {
  const path = join(FIGURES_DIR, `${file}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Figures) : {};
}

const fuzz = read('fuzz');
const attacks = read('attacks');
const isolation = read('isolation');
const durability = read('durability');
const concurrency = read('concurrency');
const resources = read('resources');
const n = (value: number | string | undefined) => Number(value ?? 0).toLocaleString('en-GB');
const statuses = JSON.parse(String(fuzz.statuses ?? '{}')) as Record<string, number>;
const fiveHundreds = Object.entries(statuses).filter(([s]) => Number(s) >= 500 || s === '0').reduce((sum, [, c]) => sum + c, 0);
const day = String(fuzz.at ?? new Date().toISOString()).slice(0, 10);

const lines = [
  '## Reliability figures',
  '',
  `From one run of \`npx vitest run apps/server/test/reliability\` (scale ${SCALE}, ${day}, two shared cores); the`,
  'suite runs in CI at this size, `XS2A_RELIABILITY_SCALE=10` runs ten times as many requests.',
  '',
  '| figure | value |',
  '| --- | --- |',
  `| requests fuzzed (${n(fuzz.operations)} operations, generated from the spec, seed ${fuzz.seed}) | ${n(fuzz.requestsFuzzed)} in ${fuzz.seconds} s (${n(fuzz.requestsPerSecond)}/s, slowest ${n(fuzz.slowestMs)} ms) |`,
  `| fuzzed requests answered 5xx, hung or dropped | ${n(fiveHundreds)} |`,
  `| error bodies breaking the spec's ErrorResponse or status-code table | ${n(fuzz.failures)} |`,
  `| attacks tried (replay, certificates, production roles, raw-socket injection, sizes, slow clients, traversal and SQL injection in every path and query parameter) | ${n(attacks.attacksTried)} |`,
  `| faults injected (SIGKILL under write load: SQLite and PostgreSQL; requests in flight at the kills) | ${n(durability.faultsInjected)} (${n(durability.requestsInFlightAtKill)}) |`,
  `| acknowledged writes checked after restart (payments, baskets) | ${n(durability.acknowledgedPaymentsChecked)}, ${n(durability.acknowledgedBasketsChecked)} |`,
  `| **acknowledged writes lost** | **${n(durability.acknowledgedWritesLost)}** |`,
  `| cross-TPP attempts (every id-taking operation, baskets, psu-id) | ${n(isolation.crossTppAttempts)} |`,
  `| **cross-TPP reads** | **${n(isolation.crossTppReads)}** |`,
  `| two servers on one PostgreSQL: payments settled twice, lost updates | ${n(concurrency.paymentsSettledTwice)}, ${n(concurrency.lostUpdates)} |`,
  `| memory: heap growth after warm-up over ${n(resources.requests)} signed GETs from ${n(resources.certificates)} certificates | ${resources.heapGrowthMb} MB |`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
