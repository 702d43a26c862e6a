/**
 * The reference server under load: built JavaScript (apps/server/dist/main.js) in child processes, sandbox
 * mode, on a fresh SQLite file or on a PostgreSQL database of its own, one or two processes (two listen on
 * two ports and the load is split between them, as behind a load balancer). Logs at warn, so the one line
 * per request the server writes at info is not part of the figures.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countServerWarmup, WARMUP_CAP_SECONDS } from './bench-options.js';
import { toHttpRow, type HttpBaseline, type HttpRow, type ProcessRow } from './bench-results.js';
import {
  cardTransactionsRequest,
  customersRequest,
  makeBasketRequest,
  makePeriodicPaymentRequest,
  makeSinglePaymentRequest,
  readPaymentId,
} from './bench-requests.js';
import { findFreePort, startChildServer, type ChildServer } from './child-process.js';
import { createBenchDatabase } from './postgres-database.js';
import type { PreparedRequest, RequestTemplate } from './prepared-request.js';
import { runLoad, type LoadResult } from './run-load.js';
import { signPool, signTemplate, type Signer } from './sign-pool.js';

export const SERVER_MAIN = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));
export const SERVER_LOG_LEVEL = 'warn';

export type Operation = 'customers' | 'customers-signed-in-loop' | 'transactions' | 'periodic' | 'basket';

export interface LoadSettings {
  readonly connections: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  /** Most requests signed for one run; a run ends early when its pool is spent. */
  readonly maxPool: number;
}

export interface ServerSetup {
  readonly group: string;
  readonly database: { readonly kind: 'sqlite' } | { readonly kind: 'postgres'; readonly adminUrl: string };
  readonly processes: 1 | 2;
  readonly operations: readonly Operation[];
  /** Also time a second start on the database the first one filled (SQLite only). */
  readonly measureRestart?: boolean;
  /** Extra environment of the server processes, such as a setting the run compares. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface ServerFigures {
  readonly rows: HttpRow[];
  readonly processes: ProcessRow[];
}

const NAMES: Readonly<Record<Operation, string>> = {
  customers: 'signed GET /v1/sandbox/customers',
  'customers-signed-in-loop': 'signed GET /v1/sandbox/customers, signed in setupRequest',
  transactions: 'signed GET card transactions (bookingStatus=both)',
  periodic: 'signed POST periodic payment',
  basket: 'signed POST signing basket',
};

/**
 * Starts the processes, runs each operation (warm-up, then the measured run), reads memory after the load,
 * stops everything and removes the database.
 *
 * @example
 * const figures = await measureServer({ group: 'sqlite', database: { kind: 'sqlite' }, processes: 1, operations: ['customers'] }, signer, settings, koa);
 */
export async function measureServer(setup: ServerSetup, signer: Signer, settings: LoadSettings, baseline: HttpBaseline | undefined): Promise<ServerFigures> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build first (npx -y pnpm@10.34.9 run build)`);
  const dir = mkdtempSync(join(tmpdir(), 'xs2a-bench-'));
  const database = setup.database.kind === 'postgres' ? createBenchDatabase(setup.database.adminUrl) : undefined;
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    LOG_LEVEL: SERVER_LOG_LEVEL,
    XS2A_MODE: 'sandbox',
    ...(database ? { DATABASE_URL: database.url } : { XS2A_SQLITE_FILE: join(dir, 'sandbox.sqlite') }),
    ...setup.env,
  };
  const servers: ChildServer[] = [];
  const rows: HttpRow[] = [];
  const processes: ProcessRow[] = [];
  const label = `${setup.group}, ${setup.processes} process${setup.processes > 1 ? 'es' : ''}`;
  try {
    // Processes start one after the other: the second must not race the first one's migration and seeding.
    for (let i = 0; i < setup.processes; i += 1) servers.push(await startServerProcess(env));
    const row = (operation: Operation | 'single', result: LoadResult): HttpRow =>
      toHttpRow(label, operation === 'single' ? 'signed POST single payment (makes the basket payments)' : NAMES[operation], result, settings.connections, baseline);
    const urls = servers.map((s) => s.url);
    const load = { urls, servers };
    for (const operation of setup.operations) {
      if (operation === 'basket') {
        const ids: string[] = [];
        const collect = (status: number, body: string) => {
          const id = readPaymentId(status, body);
          if (id) ids.push(id);
        };
        rows.push(row('single', await measureOperation(load, signer, settings, () => makeSinglePaymentRequest(), collect)));
        rows.push(row('basket', await measureOperation(load, signer, settings, (i) => makeBasketRequest(ids[i]!), undefined, ids.length)));
      } else if (operation === 'customers-signed-in-loop') {
        const send = () => signTemplate(signer, customersRequest);
        const seconds = Math.max(1, Math.round(settings.durationSeconds / 2));
        rows.push(row(operation, await runLoad({ targets: urls.map((url) => ({ url, requests: send })), connections: settings.connections, durationSeconds: seconds, servers })));
      } else {
        const make = operation === 'customers' ? () => customersRequest : operation === 'transactions' ? () => cardTransactionsRequest : () => makePeriodicPaymentRequest();
        rows.push(row(operation, await measureOperation(load, signer, settings, make)));
      }
    }
    const memory = servers.map((s) => s.readMemory());
    processes.push({
      name: label,
      readyMs: servers.map((s) => s.readyMs),
      rssMb: memory.map((m) => m?.rssMb ?? Number.NaN),
      peakRssMb: memory.map((m) => m?.peakRssMb ?? Number.NaN),
    });
    if (setup.measureRestart && setup.database.kind === 'sqlite') {
      for (const server of servers.splice(0)) await server.stop();
      const again = await startServerProcess(env);
      servers.push(again);
      processes.push({ name: `${label}, restart on the filled file`, readyMs: [again.readyMs], rssMb: [again.readMemory()?.rssMb ?? Number.NaN], peakRssMb: [again.readMemory()?.peakRssMb ?? Number.NaN] });
    }
  } finally {
    for (const server of servers) await server.stop();
    database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { rows, processes };
}

async function startServerProcess(env: Record<string, string>): Promise<ChildServer> {
  const port = await findFreePort();
  return startChildServer({ name: 'reference server', args: [SERVER_MAIN], env: { ...env, PORT: String(port) }, port, readyPath: '/health' });
}

/**
 * Warm-up on a small pool (its rate sizes the real pool), then the measured run on a freshly signed pool.
 * `limit` caps how many templates exist (a basket per collected payment).
 */
async function measureOperation(
  { urls, servers }: { readonly urls: readonly string[]; readonly servers: readonly ChildServer[] },
  signer: Signer,
  settings: LoadSettings,
  make: (index: number) => RequestTemplate,
  onBody?: (status: number, body: string) => void,
  limit = Number.POSITIVE_INFINITY,
): Promise<LoadResult> {
  let made = 0;
  const templates = (count: number) => Array.from({ length: Math.min(count, limit - made) }, () => make(made++));
  // Long enough for the JIT to settle: a 400-request warm-up ran at a few hundred requests per second, sized the
  // measured pool from that, and the measured run then spent it in two seconds of a still-warming process. A
  // basket needs a payment of its own: the warm-up takes at most a quarter of what there is. Each process gets
  // the whole warm-up (two processes sharing one had run their first measured operation still warming).
  const warmCount = Math.min(countServerWarmup(settings.connections) * urls.length, Math.floor(limit / 4));
  const warmPool = await signPool(signer, templates(warmCount));
  // The pool, not the clock, ends the warm-up: at a few hundred writes per second two seconds were a few hundred
  // requests per process. The cap only bounds a server that has slowed to a crawl.
  const warm = await runLoad({
    targets: splitPool(warmPool, urls),
    connections: settings.connections,
    durationSeconds: Math.max(settings.warmupSeconds, WARMUP_CAP_SECONDS),
    ...(onBody ? { onBody } : {}),
  });
  // The warm-up runs colder than the real run, hence the margin; a spent pool only ends the run early.
  const wanted = Math.max(settings.connections * 20, Math.ceil(warm.rps * settings.durationSeconds * 1.6));
  const pool = await signPool(signer, templates(Math.min(settings.maxPool, wanted)));
  return runLoad({ targets: splitPool(pool, urls), connections: settings.connections, durationSeconds: settings.durationSeconds, servers, ...(onBody ? { onBody } : {}) });
}

/** Deals a pool of signed requests round-robin over the servers' URLs, one load target each. */
export function splitPool(pool: readonly PreparedRequest[], urls: readonly string[]) {
  return urls.map((url, i) => ({ url, requests: pool.filter((_, j) => j % urls.length === i) }));
}
