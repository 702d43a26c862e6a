/**
 * The figures of one bench run, as written to tools/bench/results/latest.json and rendered into BENCHMARKS.md.
 */
import type { LoadResult } from './run-load.js';

/**
 * One HTTP load scenario. `ratio` is requests per second over the bare Koa baseline's of the same run;
 * `cpuRatio` the same comparison made on the servers' own CPU time per request (the Koa baseline's CPU per
 * request over this row's), which leaves out the load generator's share of the two cores.
 */
export interface HttpRow {
  readonly group: string;
  readonly name: string;
  readonly rps: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly ratio: number | undefined;
  /** CPU time of the serving process(es) per answered request, microseconds (absent in runs before 2026-11-28). */
  readonly cpuUsPerRequest?: number | undefined;
  readonly cpuRatio?: number | undefined;
  readonly requests: number;
  readonly non2xx: number;
  readonly statuses: Readonly<Record<string, number>>;
  readonly seconds: number;
  readonly connections: number;
}

/** What every HTTP row of a run is compared with: the bare Koa hello world's figures. */
export interface HttpBaseline {
  readonly rps: number;
  readonly cpuUsPerRequest: number | undefined;
}

/**
 * The row of one measured load run, compared with the baseline when the run has one.
 *
 * @example
 * const row = toHttpRow('sqlite, 1 process', 'signed GET /v1/sandbox/customers', result, 50, koa);
 */
export function toHttpRow(group: string, name: string, result: LoadResult, connections: number, baseline: HttpBaseline | undefined): HttpRow {
  const cpu = result.serverCpuUsPerRequest;
  return {
    group,
    name,
    rps: result.rps,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    ratio: baseline ? result.rps / baseline.rps : undefined,
    cpuUsPerRequest: cpu,
    cpuRatio: baseline?.cpuUsPerRequest !== undefined && cpu !== undefined && cpu > 0 ? baseline.cpuUsPerRequest / cpu : undefined,
    requests: result.requests,
    non2xx: result.non2xx,
    statuses: result.statuses,
    seconds: result.seconds,
    connections,
  };
}

/** One server process (or group of processes) under test: start-up and memory. */
export interface ProcessRow {
  readonly name: string;
  /** Spawn to the first 200 from /health, per process. */
  readonly readyMs: readonly number[];
  /** Resident set after the load and its peak, MiB, per process. */
  readonly rssMb: readonly number[];
  readonly peakRssMb: readonly number[];
}

/** One in-process micro-benchmark. `ratio` is time per operation over the bare crypto.verify's. */
export interface MicroRow {
  readonly name: string;
  readonly microseconds: number;
  readonly opsPerSecond: number;
  readonly ratio: number;
}

/** One @xs2a-kit/iso check: calls per second, and time per call over its table's baseline's (1.00 for the baseline). */
export interface IsoRow {
  readonly table: string;
  readonly name: string;
  readonly opsPerSecond: number;
  readonly ratio: number;
}

/** SQLite drivers through knex and the store: payments inserted one commit each, per second. */
export interface DriverRow {
  readonly synchronous: 'NORMAL' | 'FULL';
  readonly inserts: number;
  readonly betterSqlite3PerSecond: number;
  readonly sqlite3PerSecond: number;
  /** better-sqlite3 over sqlite3. */
  readonly ratio: number;
}

/** A target of issue 9 with the figure that decides it. */
export interface TargetRow {
  readonly target: string;
  readonly figure: string;
  readonly met: boolean;
}

export interface BenchResults {
  readonly date: string;
  readonly machine: { readonly cpus: string; readonly cores: number; readonly memoryGb: number; readonly node: string; readonly os: string; readonly loadAverage: readonly number[] };
  readonly settings: { readonly connections: number; readonly durationSeconds: number; readonly warmupSeconds: number; readonly serverLogLevel: string; readonly only: readonly string[] };
  readonly http: HttpRow[];
  readonly processes: ProcessRow[];
  readonly micro: MicroRow[];
  readonly iso: IsoRow[];
  readonly drivers: DriverRow[];
  readonly targets: TargetRow[];
  readonly notes: string[];
}
