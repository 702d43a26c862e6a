/**
 * Profiles the built reference server under one operation's load, the way BENCHMARKS.md's analysis was made:
 * the server runs with `node --cpu-prof`, a warm-up of 2000 signed requests, then a measured pool; it prints
 * requests per second, the server's CPU time per request (Linux /proc) and memory, and, from the profile, the
 * functions and packages that spent the most CPU. Not part of `pnpm bench`: a tool for finding where time goes.
 *
 *   npx tsx tools/bench/src/profile-server.ts --database sqlite --operation periodic [--requests 5000]
 *   options: --database sqlite|postgres  --operation customers|transactions|periodic  --processes 1|2
 *            --requests N (measured pool)  --node-flag <flag> (repeatable, e.g. --max-old-space-size=160)
 *            --no-profile (only the figures)  --postgres <admin url>  --synchronous NORMAL|FULL (SQLite;
 *            default: the sandbox's NORMAL; the bench's durable write row uses FULL)
 *
 * Needs a build first (`npx -y pnpm@10.34.9 run build`). Profiles land in tools/bench/results/profiles/.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestCertificates } from '@xs2a-kit/signature';
import { cardTransactionsRequest, customersRequest, makePeriodicPaymentRequest } from './bench-requests.js';
import { countServerWarmup } from './bench-options.js';
import { findFreePort, startChildServer, type ChildServer } from './child-process.js';
import { summariseProfile, type CpuProfile } from './cpu-profile.js';
import { createBenchDatabase } from './postgres-database.js';
import type { RequestTemplate } from './prepared-request.js';
import { runLoad } from './run-load.js';
import { SERVER_MAIN, SERVER_LOG_LEVEL, splitPool } from './server-scenarios.js';
import { signPool, toSigner } from './sign-pool.js';

const PROFILES_DIR = fileURLToPath(new URL('../results/profiles/', import.meta.url));
const CONNECTIONS = 50;

const args = process.argv.slice(2).filter((a) => a !== '--');
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
};
const database = option('--database', 'sqlite');
const operation = option('--operation', 'customers');
const processes = Number(option('--processes', '1'));
const requests = Number(option('--requests', '5000'));
const profile = !args.includes('--no-profile');
const synchronous = option('--synchronous', '');
const nodeFlags = args.flatMap((a, i) => (args[i - 1] === '--node-flag' ? [a] : []));
const templates: Readonly<Record<string, () => RequestTemplate>> = {
  customers: () => customersRequest,
  transactions: () => cardTransactionsRequest,
  periodic: () => makePeriodicPaymentRequest(),
};
const make = templates[operation];
if (!make || !['sqlite', 'postgres'].includes(database) || !['', 'NORMAL', 'FULL'].includes(synchronous) || ![1, 2].includes(processes) || !(requests > 0)) {
  console.error('usage: profile-server.ts --database sqlite|postgres --operation customers|transactions|periodic [--processes 1|2] [--requests N] [--synchronous NORMAL|FULL]');
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'xs2a-profile-'));
const db = database === 'postgres' ? createBenchDatabase(option('--postgres', process.env.XS2A_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test')) : undefined;
const profileDir = join(PROFILES_DIR, `${new Date().toISOString().replace(/[:.]/g, '-')}-${database}-${operation}`);
const servers: ChildServer[] = [];
mkdirSync(profileDir, { recursive: true });
try {
  for (let i = 0; i < processes; i += 1) {
    const port = await findFreePort();
    // Only the first process is profiled; a second one shares the load as behind a load balancer.
    const flags = i === 0 && profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...nodeFlags] : nodeFlags;
    servers.push(
      await startChildServer({
        name: 'reference server',
        args: [...flags, SERVER_MAIN],
        port,
        readyPath: '/health',
        env: {
          HOST: '127.0.0.1',
          PORT: String(port),
          LOG_LEVEL: SERVER_LOG_LEVEL,
          XS2A_MODE: 'sandbox',
          ...(db ? { DATABASE_URL: db.url } : { XS2A_SQLITE_FILE: join(dir, 'sandbox.sqlite'), ...(synchronous ? { XS2A_SQLITE_SYNCHRONOUS: synchronous } : {}) }),
        },
      }),
    );
  }
  const { qseal } = await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-123456789', roles: ['PSP_AI', 'PSP_PI', 'PSP_IC'] });
  const signer = toSigner(qseal);
  const urls = servers.map((s) => s.url);
  const warm = await signPool(signer, Array.from({ length: countServerWarmup(CONNECTIONS) * processes }, make));
  await runLoad({ targets: splitPool(warm, urls), connections: CONNECTIONS, durationSeconds: 15 });
  const pool = await signPool(signer, Array.from({ length: requests }, make));
  const first = servers[0]!;
  // Only the first process's CPU: with two, it answered about half the requests.
  const result = await runLoad({ targets: splitPool(pool, urls), connections: CONNECTIONS, durationSeconds: 30, servers: [first] });
  const used = (result.serverCpuUsPerRequest ?? Number.NaN) * result.requests;
  const memory = first.readMemory();
  console.log(`${database}, ${operation}, ${processes} process(es), ${CONNECTIONS} connections${nodeFlags.length ? `, node ${nodeFlags.join(' ')}` : ''}`);
  console.log(`  ${result.rps.toFixed(0)} rps, ${result.requests} requests (${result.non2xx} not 2xx), p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms`);
  console.log(`  first process: ${(used / (result.requests / processes)).toFixed(0)} us of CPU per request it answered; RSS ${memory?.rssMb.toFixed(0)} MB (peak ${memory?.peakRssMb.toFixed(0)})`);
  for (const server of servers.splice(0)) await server.stop();
  if (profile) {
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (file === undefined) throw new Error(`no profile was written to ${profileDir}`);
    const summary = summariseProfile(JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile);
    console.log(`\n  profile ${join(profileDir, file)} (busy ${summary.busyMs.toFixed(0)} ms; shares of busy time)`);
    console.log('  by package:');
    for (const row of summary.packages.slice(0, 12)) console.log(`    ${(row.share * 100).toFixed(1).padStart(5)}%  ${row.name}`);
    console.log('  by function (self time):');
    for (const row of summary.functions.slice(0, 25)) console.log(`    ${(row.share * 100).toFixed(1).padStart(5)}%  ${row.name}`);
  }
} finally {
  for (const server of servers) await server.stop();
  db?.drop();
  rmSync(dir, { recursive: true, force: true });
}

