/**
 * The alternatives the reference server is held against over HTTP: the bare Koa + @koa/router hello world
 * (the floor of any Koa server on this machine) and Stoplight Prism mocking spec/openapi.yaml with request
 * validation (what a team might run as a sandbox instead).
 */
import { fileURLToPath } from 'node:url';
import { toHttpRow, type HttpBaseline, type HttpRow, type ProcessRow } from './bench-results.js';
import { customersRequest } from './bench-requests.js';
import { findFreePort, startChildServer } from './child-process.js';
import type { PreparedRequest } from './prepared-request.js';
import { runLoad } from './run-load.js';
import type { LoadSettings } from './server-scenarios.js';
import { signPool, type Signer } from './sign-pool.js';

const KOA_HELLO = fileURLToPath(new URL('./koa-hello.ts', import.meta.url));
const PRISM_CLI = fileURLToPath(new URL('../node_modules/@stoplight/prism-cli/dist/index.js', import.meta.url));
const SPEC = fileURLToPath(new URL('../../../spec/openapi.yaml', import.meta.url));

export interface BaselineFigures {
  readonly row: HttpRow;
  readonly process: ProcessRow;
}

/**
 * The bare Koa hello world in a child process: warm-up, then the measured run.
 *
 * @example
 * const { row } = await measureKoaBaseline(settings);
 */
export async function measureKoaBaseline(settings: Pick<LoadSettings, 'connections' | 'durationSeconds' | 'warmupSeconds'>): Promise<BaselineFigures> {
  const port = await findFreePort();
  const server = await startChildServer({ name: 'bare Koa', args: ['--import', 'tsx', KOA_HELLO], env: { PORT: String(port) }, port, readyPath: '/hello' });
  try {
    const hello: PreparedRequest = { method: 'GET', path: '/hello', headers: {} };
    const targets = [{ url: server.url, requests: () => hello }];
    await runLoad({ targets, connections: settings.connections, durationSeconds: settings.warmupSeconds });
    const result = await runLoad({ targets, connections: settings.connections, durationSeconds: settings.durationSeconds, servers: [server] });
    const memory = server.readMemory();
    return {
      row: toHttpRow('baseline', 'bare Koa + @koa/router hello world', result, settings.connections, { rps: result.rps, cpuUsPerRequest: result.serverCpuUsPerRequest }),
      process: { name: 'bare Koa (started through tsx)', readyMs: [server.readyMs], rssMb: [memory?.rssMb ?? Number.NaN], peakRssMb: [memory?.peakRssMb ?? Number.NaN] },
    };
  } finally {
    await server.stop();
  }
}

/**
 * Prism mocking the spec with request validation on (violations answered as errors), logging at warn like the
 * server, sent the same signed GET of sandbox customers. Prism checks headers against the spec but neither
 * verifies the signature nor refuses replays, so its pool is reused.
 *
 * @example
 * const { row } = await measurePrism(signer, settings, koa);
 */
export async function measurePrism(signer: Signer, settings: LoadSettings, baseline: HttpBaseline | undefined): Promise<BaselineFigures> {
  const port = await findFreePort();
  const server = await startChildServer({
    name: 'Prism',
    args: [PRISM_CLI, 'mock', SPEC, '-p', String(port), '-h', '127.0.0.1', '--errors', '-v', 'warn'],
    port,
    readyPath: '/v1/sandbox/customers',
    accept: (status) => status > 0,
    timeoutMs: 60_000,
  });
  try {
    const pool = await signPool(signer, Array.from({ length: 500 }, () => customersRequest));
    let index = 0;
    const targets = [{ url: server.url, requests: () => pool[index++ % pool.length]! }];
    await runLoad({ targets, connections: settings.connections, durationSeconds: settings.warmupSeconds });
    const result = await runLoad({ targets, connections: settings.connections, durationSeconds: settings.durationSeconds, servers: [server] });
    const memory = server.readMemory();
    return {
      row: toHttpRow('alternative', 'Prism mock (request validation), same signed GET customers', result, settings.connections, baseline),
      process: { name: 'Prism mock', readyMs: [server.readyMs], rssMb: [memory?.rssMb ?? Number.NaN], peakRssMb: [memory?.peakRssMb ?? Number.NaN] },
    };
  } finally {
    await server.stop();
  }
}
