/**
 * Command-line options of `pnpm bench`: which groups to run and how long each load lasts.
 *
 *   pnpm bench -- --only signature,sqlite --duration 6 --warmup 2 --connections 50
 */

/** Longest a server warm-up may last; it normally ends sooner, when its pool of signed requests is spent. */
export const WARMUP_CAP_SECONDS = 15;

/**
 * Signed requests each server process answers before a measured run: enough for the JIT to settle at any
 * connection count.
 *
 * @example
 * countServerWarmup(50); // 2000
 */
export function countServerWarmup(connections: number): number {
  return Math.max(connections * 40, 2000);
}

export const GROUPS = ['signature', 'iso', 'drivers', 'sqlite', 'postgres', 'prism'] as const;
export type Group = (typeof GROUPS)[number];

export interface BenchOptions {
  readonly groups: readonly Group[];
  readonly connections: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  readonly maxPool: number;
  readonly postgresUrl: string;
  /** Write results/latest.json and BENCHMARKS.md (off for partial runs unless asked). */
  readonly write: boolean;
}

/**
 * Reads argv. `--only` takes a comma-separated list of groups (the Koa baseline always runs with any HTTP
 * group, since every HTTP figure is a ratio against it); BENCHMARKS.md is rewritten only by a full run or with
 * `--write`.
 *
 * @example
 * readBenchOptions(['--only', 'signature']); // { groups: ['signature'], ... }
 */
export function readBenchOptions(argv: readonly string[]): BenchOptions {
  const args = argv.filter((a) => a !== '--');
  const value = (name: string): string | undefined => {
    const i = args.indexOf(name);
    if (i >= 0) return args[i + 1];
    return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
  };
  const only = value('--only');
  const groups = only === undefined ? [...GROUPS] : only.split(',').map((g) => g.trim());
  const unknown = groups.filter((g) => !(GROUPS as readonly string[]).includes(g));
  if (unknown.length > 0) throw new Error(`unknown group(s) ${unknown.join(', ')}; choose from ${GROUPS.join(', ')}`);
  const number = (name: string, fallback: number) => {
    const raw = value(name);
    const parsed = raw === undefined ? fallback : Number(raw);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
    return parsed;
  };
  return {
    groups: groups as Group[],
    connections: number('--connections', 50),
    durationSeconds: number('--duration', 6),
    warmupSeconds: number('--warmup', 2),
    maxPool: number('--max-pool', 15_000),
    postgresUrl: value('--postgres') ?? process.env.XS2A_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    write: only === undefined || args.includes('--write'),
  };
}
