/**
 * `pnpm bench`: every benchmark of issue 9 in one run, so each figure is a ratio against a baseline measured
 * minutes apart on the same machine. Needs a build first (`npx -y pnpm@10.34.9 run build`): the reference
 * server runs as built JavaScript.
 *
 *   pnpm bench                              every group; writes results/latest.json and BENCHMARKS.md
 *   pnpm bench -- --only signature          a subset (signature, iso, drivers, sqlite, postgres, prism); JSON only
 *   pnpm bench -- --only sqlite --write     a subset, also rewriting BENCHMARKS.md
 *   options: --duration 6 --warmup 1 --connections 50 --max-pool 15000 --postgres <url>
 */
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { createTestCertificates } from '@xs2a-kit/signature';
import { measureKoaBaseline, measurePrism } from './baseline-scenarios.js';
import { readBenchOptions } from './bench-options.js';
import { decideTargets, renderMarkdown, writeResults, RESULTS_FILE, BENCHMARKS_FILE } from './bench-report.js';
import type { BenchResults, DriverRow, HttpRow, IsoRow, MicroRow, ProcessRow } from './bench-results.js';
import { measureIso } from './iso-scenario.js';
import { measureServer, SERVER_LOG_LEVEL, type LoadSettings } from './server-scenarios.js';
import { toSigner } from './sign-pool.js';
import { measureSignature } from './signature-scenario.js';
import { measureSqliteDrivers } from './sqlite-driver-scenario.js';

const HEADER = `# Benchmarks

Made by \`pnpm bench\` (tools/bench, see its README in tools/bench/src/main.ts). Every figure is a ratio against a baseline
measured in the same run: HTTP against a bare Koa + @koa/router hello world, the signature package against a bare
\`crypto.verify\`. **The machine is shared with other engineers working at the same time** (2 cores, other test runs
and builds alongside), so absolute figures move from run to run; the ratios are the figures to compare.
`;

const options = readBenchOptions(process.argv.slice(2));
const settings: LoadSettings = {
  connections: options.connections,
  durationSeconds: options.durationSeconds,
  warmupSeconds: options.warmupSeconds,
  maxPool: options.maxPool,
};
const log = (text: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);
const http: HttpRow[] = [];
const processes: ProcessRow[] = [];
const micro: MicroRow[] = [];
const notes: string[] = [];
const startLoad = loadavg();

const { qseal } = await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-123456789', roles: ['PSP_AI', 'PSP_PI', 'PSP_IC'] });
const signer = toSigner(qseal);

if (options.groups.includes('signature')) {
  log('signature: bare crypto.verify, warm, cold, http-signature, client signing');
  const f = await measureSignature(qseal);
  for (const r of [f.bare, f.warm, f.cold, f.httpSignature, f.signOne, f.takeFromPool]) {
    micro.push({ name: r.name, microseconds: r.microseconds, opsPerSecond: r.opsPerSecond, ratio: r.ratio });
  }
  notes.push(
    `Client side, signing in autocannon's setupRequest costs ${f.signOne.microseconds.toFixed(0)} us per request (an RSA-2048 private-key operation) on the load generator's core, against ${f.takeFromPool.microseconds.toFixed(3)} us to take a pre-signed request from a pool; the HTTP runs therefore pre-sign a pool (worker threads, before the run) sized from the warm-up rate, and a run ends early when its pool is spent.`,
  );
}

const iso: IsoRow[] = [];
if (options.groups.includes('iso')) {
  log('iso: amount validation and parsing, IBAN checks');
  iso.push(...measureIso());
}

const drivers: DriverRow[] = [];
if (options.groups.includes('drivers')) {
  log('drivers: better-sqlite3 and sqlite3 through knex');
  drivers.push(...(await measureSqliteDrivers()));
}

const httpGroups = options.groups.filter((g) => g !== 'signature' && g !== 'iso' && g !== 'drivers');
let koaRps: number | undefined;
if (httpGroups.length > 0) {
  log('baseline: bare Koa hello world');
  const koa = await measureKoaBaseline(settings);
  koaRps = koa.row.rps;
  http.push(koa.row);
  processes.push(koa.process);
}
if (options.groups.includes('sqlite')) {
  log('sqlite: reference server, one process');
  const f = await measureServer(
    { group: 'sqlite', database: { kind: 'sqlite' }, processes: 1, operations: ['customers', 'customers-signed-in-loop', 'transactions', 'periodic', 'basket'], measureRestart: true },
    signer, settings, koaRps,
  );
  http.push(...f.rows);
  processes.push(...f.processes);
}
if (options.groups.includes('postgres')) {
  for (const count of [1, 2] as const) {
    log(`postgres: reference server, ${count} process(es)`);
    const f = await measureServer({ group: 'postgres', database: { kind: 'postgres', adminUrl: options.postgresUrl }, processes: count, operations: ['periodic', 'basket'] }, signer, settings, koaRps);
    http.push(...f.rows);
    processes.push(...f.processes);
  }
}
if (options.groups.includes('prism')) {
  log('prism: mock with request validation');
  const f = await measurePrism(signer, settings, koaRps);
  http.push(f.row);
  processes.push(f.process);
}
if (koaRps !== undefined) {
  // The machine's load drifts over minutes; a second baseline at the end shows by how much.
  log('baseline again: bare Koa hello world');
  const again = await measureKoaBaseline(settings);
  http.push({ ...again.row, name: `${again.row.name} (again, after the other runs)`, ratio: again.row.rps / koaRps });
  notes.push(`The bare Koa baseline measured ${koaRps.toFixed(0)} rps before the server runs and ${again.row.rps.toFixed(0)} rps after them (${((again.row.rps / koaRps - 1) * 100).toFixed(0)}%): ratios carry at least that much noise from the shared machine. Ratios use the first.`);
}

const cpuList = cpus();
const results: BenchResults = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpuList[0]?.model.trim() ?? 'unknown',
    cores: cpuList.length,
    memoryGb: totalmem() / 1024 ** 3,
    node: process.version,
    os: `${platform()} ${release()}`,
    loadAverage: startLoad,
  },
  settings: { connections: settings.connections, durationSeconds: settings.durationSeconds, warmupSeconds: settings.warmupSeconds, serverLogLevel: SERVER_LOG_LEVEL, only: options.groups },
  http,
  processes,
  micro,
  iso,
  drivers,
  targets: decideTargets(http, processes, micro, drivers),
  notes,
};
const markdown = renderMarkdown(results);
writeResults(results, markdown, HEADER, options.write);
console.log(`\n${markdown}`);
log(`wrote ${RESULTS_FILE}${options.write ? ` and ${BENCHMARKS_FILE}` : ''}`);
