/**
 * Renders a run: the targets of issue 9 decided from the figures, the Markdown tables, and the files
 * (tools/bench/results/latest.json, and BENCHMARKS.md at the repository root).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { countServerWarmup, WARMUP_CAP_SECONDS } from './bench-options.js';
import type { BenchResults, DriverRow, HttpRow, MicroRow, ProcessRow, TargetRow } from './bench-results.js';

export const RESULTS_FILE = fileURLToPath(new URL('../results/latest.json', import.meta.url));
export const BENCHMARKS_FILE = fileURLToPath(new URL('../../../BENCHMARKS.md', import.meta.url));

const find = (rows: readonly HttpRow[], group: string, name: string) => rows.find((r) => r.group.startsWith(group) && r.name.startsWith(name));
const fixed = (n: number | undefined, digits = 2) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits));

/**
 * Decides each target of issue 9 that the run has figures for.
 *
 * @example
 * const targets = decideTargets(results.http, results.processes, results.micro, results.drivers);
 */
export function decideTargets(
  http: readonly HttpRow[],
  processes: readonly ProcessRow[],
  micro: readonly MicroRow[],
  drivers: readonly DriverRow[] = [],
): TargetRow[] {
  const targets: TargetRow[] = [];
  const customers = find(http, 'sqlite', 'signed GET /v1/sandbox/customers');
  if (customers?.ratio !== undefined) {
    // The rate decides; the CPU comparison beside it says how much of the gap is the load generator's share.
    const cpu = customers.cpuRatio === undefined ? '' : ` (server CPU per request: ${fixed(customers.cpuRatio)}x of Koa's)`;
    targets.push({ target: 'signed GET customers >= 0.5x bare Koa rps', figure: `${fixed(customers.ratio)}x${cpu}`, met: customers.ratio >= 0.5 });
    targets.push({ target: 'signed GET customers p99 < 10 ms (50 connections)', figure: `${fixed(customers.p99Ms, 1)} ms`, met: customers.p99Ms < 10 });
  }
  // Durable is FULL (every commit synced, production's default); NORMAL (the sandbox's) is shown beside it.
  const periodic = find(http, 'sqlite', 'signed POST periodic');
  const durablePeriodic = find(http, 'every commit synced', 'signed POST periodic');
  const committed = durablePeriodic ?? periodic;
  if (committed?.ratio !== undefined) {
    const cpu = committed.cpuRatio === undefined ? '' : ` (${committed === durablePeriodic ? 'FULL' : 'NORMAL'} server CPU per request: ${fixed(committed.cpuRatio)}x of Koa's)`;
    targets.push({
      target: 'signed POST periodic payment committed durably to SQLite >= 0.35x bare Koa',
      figure: [durablePeriodic ? `FULL ${fixed(durablePeriodic.ratio)}x` : undefined, periodic ? `NORMAL ${fixed(periodic.ratio)}x` : undefined].filter(Boolean).join(', ') + cpu,
      met: committed.ratio >= 0.35,
    });
  }
  const pgOne = find(http, 'postgres, 1', 'signed POST periodic');
  const pgTwo = find(http, 'postgres, 2', 'signed POST periodic');
  if (pgOne && pgTwo) targets.push({ target: 'PostgreSQL periodic payment: two processes > one', figure: `${pgTwo.rps.toFixed(0)} vs ${pgOne.rps.toFixed(0)} rps (${fixed(pgTwo.rps / pgOne.rps)}x)`, met: pgTwo.rps > pgOne.rps });
  const warm = micro.find((m) => m.name.includes('warm'));
  const viaHttpSignature = micro.find((m) => m.name.startsWith('http-signature'));
  if (warm) targets.push({ target: 'warm verify <= 1.3x bare crypto.verify', figure: `${fixed(warm.ratio)}x`, met: warm.ratio <= 1.3 });
  if (warm && viaHttpSignature) targets.push({ target: 'warm verify faster than http-signature', figure: `${fixed(warm.microseconds, 1)} vs ${fixed(viaHttpSignature.microseconds, 1)} us`, met: warm.microseconds < viaHttpSignature.microseconds });
  const prism = find(http, 'alternative', 'Prism');
  if (prism && customers) targets.push({ target: 'ahead of Prism on the same GET', figure: `${customers.rps.toFixed(0)} vs ${prism.rps.toFixed(0)} rps (${fixed(customers.rps / prism.rps)}x)`, met: customers.rps > prism.rps });
  const sqlite = processes.find((p) => p.name.startsWith('sqlite, 1') && !p.name.includes('restart'));
  if (sqlite) {
    targets.push({ target: 'start to ready < 1.5 s on SQLite (fresh file: migrate and seed)', figure: `${sqlite.readyMs.map((ms) => ms.toFixed(0)).join(', ')} ms`, met: sqlite.readyMs.every((ms) => ms < 1500) });
    targets.push({ target: 'RSS < 200 MB at the end of the load (SQLite server)', figure: `${sqlite.rssMb.map((mb) => mb.toFixed(0)).join(', ')} MB (peak ${sqlite.peakRssMb.map((mb) => mb.toFixed(0)).join(', ')})`, met: sqlite.rssMb.every((mb) => mb < 200) });
  }
  if (drivers.length > 0) {
    targets.push({
      target: "the store's default SQLite driver (better-sqlite3) is the faster one through knex",
      figure: drivers.map((d) => `${d.synchronous} ${fixed(d.ratio)}x`).join(', '),
      met: drivers.every((d) => d.ratio > 1),
    });
  }
  return targets;
}

/**
 * What the run says about the GET target's reach: any signed request costs at least a bare Koa request plus one
 * RSA-2048 verify, so Koa's CPU per request over that sum is the best CPU ratio a server doing nothing else could
 * show. Undefined when the run lacks one of the three figures.
 *
 * @example
 * const note = describeSignedFloor(results.http, results.micro); // "The floor of a signed request ..."
 */
export function describeSignedFloor(http: readonly HttpRow[], micro: readonly MicroRow[]): string | undefined {
  const koa = http.find((r) => r.group === 'baseline')?.cpuUsPerRequest;
  const verify = micro.find((m) => m.name.startsWith('bare crypto.verify'))?.microseconds;
  const customers = find(http, 'sqlite', 'signed GET /v1/sandbox/customers');
  if (koa === undefined || verify === undefined || customers?.cpuUsPerRequest === undefined) return undefined;
  const floor = koa + verify;
  return (
    `The floor of a signed request in this run: the bare Koa hello world's ${koa.toFixed(0)} us of CPU per request plus one bare RSA-2048 ` +
    `crypto.verify's ${verify.toFixed(1)} us makes ${floor.toFixed(0)} us, so a server doing nothing but verify would reach at most ` +
    `${(koa / floor).toFixed(2)}x of Koa's rate per core. The signed GET of customers used ${customers.cpuUsPerRequest.toFixed(0)} us ` +
    `(CPU ratio ${fixed(customers.cpuRatio)}x): ${(customers.cpuUsPerRequest - floor).toFixed(0)} us for everything else it does ` +
    '(headers, Digest, Date and certificate checks, replay record, routing, the SQLite read, the JSON answer, and its share of GC).'
  );
}

/** The Markdown of a run: machine, settings, targets, HTTP, processes and the signature micro-benchmarks. */
export function renderMarkdown(results: BenchResults): string {
  const m = results.machine;
  const lines = [
    `Run on ${results.date} - ${m.cores} x ${m.cpus}, ${m.memoryGb.toFixed(0)} GB, Node ${m.node}, ${m.os}; load average at start ${m.loadAverage.map((l) => l.toFixed(2)).join(' ')}.`,
    '',
    `Settings: ${results.settings.connections} connections, ${results.settings.durationSeconds} s per run after a warm-up (${results.settings.warmupSeconds} s for the Koa baseline; ${countServerWarmup(results.settings.connections)} signed requests per process, at most ${WARMUP_CAP_SECONDS} s, for the reference server), autocannon and the servers on 127.0.0.1, server LOG_LEVEL=${results.settings.serverLogLevel}.`,
    '',
    ...section(results.targets, '### Targets (issue 9)', [
      '| target | figure | met |',
      '| --- | ---: | :---: |',
      ...results.targets.map((t) => `| ${t.target} | ${t.figure} | ${t.met ? 'yes' : '**no**'} |`),
    ]),
    ...section(
      results.http,
      '### HTTP (rps counts 2xx answers; ratio = rps / bare Koa rps of this run; CPU = the serving processes\' CPU time per answered request, all threads, and CPU ratio = bare Koa\'s CPU per request / this row\'s: the rate one core would reach relative to Koa\'s, without the load generator\'s share of the machine)',
      [
        '| group | scenario | rps | ratio | p50 ms | p99 ms | CPU us/req | CPU ratio | requests | non-2xx |',
        '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...results.http.map(
          (r) =>
            `| ${r.group} | ${r.name} | ${r.rps.toFixed(0)} | ${fixed(r.ratio)} | ${fixed(r.p50Ms, 1)} | ${fixed(r.p99Ms, 1)} | ${fixed(r.cpuUsPerRequest, 0)} | ${fixed(r.cpuRatio)} | ${r.requests} | ${r.non2xx === 0 ? 0 : `${r.non2xx} ${JSON.stringify(r.statuses)}`} |`,
        ),
      ],
    ),
    ...section(results.processes, '### Processes (start = spawn to first 200 from the readiness URL; RSS after the load, MiB)', [
      '| process | start to ready ms | RSS MB | peak RSS MB |',
      '| --- | ---: | ---: | ---: |',
      ...results.processes.map((p) => `| ${p.name} | ${p.readyMs.map((v) => v.toFixed(0)).join(', ')} | ${p.rssMb.map((v) => v.toFixed(0)).join(', ')} | ${p.peakRssMb.map((v) => v.toFixed(0)).join(', ')} |`),
    ]),
    ...section(results.micro, '### Signature (the built package, as published; typical signed POST; ratio = time / bare crypto.verify time of this run; median of interleaved rounds)', [
      '| operation | us per op | ops/s | ratio |',
      '| --- | ---: | ---: | ---: |',
      ...results.micro.map((r) => `| ${r.name} | ${fixed(r.microseconds, 1)} | ${r.opsPerSecond.toFixed(0)} | ${fixed(r.ratio)} |`),
    ]),
    ...section(results.iso, '### ISO checks (@xs2a-kit/iso, one thread; ratio = time per call / the bare regex baseline of its table)', [
      '| table | check | calls/s | ratio |',
      '| --- | --- | ---: | ---: |',
      ...results.iso.map((r) => `| ${r.table} | ${r.name} | ${r.opsPerSecond.toFixed(0)} | ${fixed(r.ratio, 1)} |`),
    ]),
    ...section(results.drivers, "### SQLite drivers through knex (payments inserted one commit each, WAL; ratio = better-sqlite3 / sqlite3; the store's default is better-sqlite3)", [
      '| synchronous | inserts | better-sqlite3 inserts/s | sqlite3 inserts/s | ratio |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...results.drivers.map((r) => `| ${r.synchronous} | ${r.inserts} | ${r.betterSqlite3PerSecond.toFixed(0)} | ${r.sqlite3PerSecond.toFixed(0)} | ${fixed(r.ratio)} |`),
    ]),
    ...(results.notes.length > 0 ? ['### Notes', '', ...results.notes.map((n) => `- ${n}`), ''] : []),
  ];
  return lines.join('\n');
}

/** A titled table, or nothing when the run has no rows for it. */
function section(rows: readonly unknown[], title: string, table: readonly string[]): string[] {
  return rows.length === 0 ? [] : [title, '', ...table, ''];
}

/** Writes latest.json and, when asked, BENCHMARKS.md. */
export function writeResults(results: BenchResults, markdown: string, benchmarksHeader: string, writeBenchmarks: boolean): void {
  mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  if (writeBenchmarks) writeFileSync(BENCHMARKS_FILE, `${benchmarksHeader}\n${markdown}`);
}
