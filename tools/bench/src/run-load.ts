/**
 * One load run with autocannon against one or more servers at once (the two-process scenario splits its
 * connections and its request pool between two ports). Latencies are collected per response (2xx only) so
 * percentiles over several targets are exact rather than averaged.
 */
import autocannon from 'autocannon';
import type { PreparedRequest } from './prepared-request.js';

/** Where to send and what: a pool of prepared requests, or a function making the next one. */
export interface LoadTarget {
  readonly url: string;
  readonly requests: readonly PreparedRequest[] | (() => PreparedRequest);
}

export interface LoadOptions {
  readonly targets: readonly LoadTarget[];
  /** Connections in all, split evenly over the targets. */
  readonly connections: number;
  readonly durationSeconds: number;
  /** Called with every response body (only when given: reading bodies costs the client time). */
  readonly onBody?: (status: number, body: string) => void;
  /** The processes serving the targets, whose CPU time over the run is divided by the requests answered. */
  readonly servers?: readonly { readCpuSeconds(): number | undefined }[];
}

export interface LoadResult {
  readonly requests: number;
  readonly ok: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly seconds: number;
  readonly rps: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Status codes other than 2xx seen, with counts (a run with these measured the wrong thing). */
  readonly statuses: Readonly<Record<string, number>>;
  /** Requests reused because a pool ran out (they fail as replays; should be 0). */
  readonly overrun: number;
  /**
   * CPU time the serving processes used per answered request, in microseconds (undefined without `servers` or
   * off Linux). Unlike the rate it does not depend on how much of the machine the load generator takes, which
   * on two cores shared with autocannon is a large part.
   */
  readonly serverCpuUsPerRequest: number | undefined;
}

/**
 * Runs the load for `durationSeconds`, or until every pool is used (a pool is never reused: each request
 * carries its own X-Request-ID), whichever comes first; requests per second count 2xx answers only.
 *
 * @example
 * const result = await runLoad({ targets: [{ url, requests: pool }], connections: 50, durationSeconds: 6 });
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const perTarget = Math.max(1, Math.floor(options.connections / options.targets.length));
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let overrun = 0;
  const cpuBefore = sumCpu(options.servers);
  const started = performance.now();
  // autocannon notices a spent `amount` only at its next one-second tick: timing to the last answer keeps that
  // idle tail (up to a second of a 5-10 s run) out of the rate.
  let lastAnswer = started;
  const results = await Promise.all(
    options.targets.map((target) => {
      const next = makeSource(target.requests, () => (overrun += 1));
      const pooled = Array.isArray(target.requests) ? (target.requests as readonly PreparedRequest[]).length : undefined;
      return new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: target.url,
            connections: perTarget,
            duration: options.durationSeconds,
            // A pool ends the run when spent; keep a margin for requests autocannon prepares but never sends.
            ...(pooled === undefined ? {} : { amount: Math.max(perTarget, pooled - 2 * perTarget) }),
            requests: [
              {
                setupRequest: (request) => {
                  const prepared = next();
                  return { ...request, method: prepared.method, path: prepared.path, headers: prepared.headers, body: prepared.body ?? '' } as typeof request;
                },
                ...(options.onBody ? { onResponse: (status: number, body: string) => options.onBody!(status, body) } : {}),
              },
            ],
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        const stop = setTimeout(() => instance.stop(), options.durationSeconds * 1000 + 500);
        instance.on('done', () => clearTimeout(stop));
        instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
          lastAnswer = performance.now();
          if (status >= 200 && status < 300) latencies.push(ms);
          else statuses[status] = (statuses[status] ?? 0) + 1;
        });
      });
    }),
  );
  const cpuAfter = sumCpu(options.servers);
  const seconds = Math.max(lastAnswer - started, 1) / 1000;
  latencies.sort((a, b) => a - b);
  const ok = latencies.length;
  const non2xx = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  const answered = ok + non2xx;
  return {
    requests: ok + non2xx,
    ok,
    non2xx,
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    seconds,
    rps: ok / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    statuses,
    overrun,
    serverCpuUsPerRequest: cpuBefore !== undefined && cpuAfter !== undefined && answered > 0 ? ((cpuAfter - cpuBefore) * 1e6) / answered : undefined,
  };
}

function sumCpu(servers: LoadOptions['servers']): number | undefined {
  if (!servers || servers.length === 0) return undefined;
  let total = 0;
  for (const server of servers) {
    const seconds = server.readCpuSeconds();
    if (seconds === undefined) return undefined;
    total += seconds;
  }
  return total;
}

function makeSource(requests: LoadTarget['requests'], onOverrun: () => void): () => PreparedRequest {
  if (typeof requests === 'function') return requests;
  const pool = requests as readonly PreparedRequest[];
  let index = 0;
  return () => {
    if (index >= pool.length) onOverrun();
    return pool[Math.min(index++, pool.length - 1)]!;
  };
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
