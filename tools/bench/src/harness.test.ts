/**
 * Smoke test of the bench harness: it runs, and its figures have the expected shape. It never asserts a
 * speed (the machine is shared; speed is what `pnpm bench` reports, not what a test decides).
 */
import { platform } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createTestCertificates } from '@xs2a-kit/signature';
import { measureKoaBaseline } from './baseline-scenarios.js';
import { parseCpuSeconds, readCpuSeconds } from './child-process.js';
import { readBenchOptions } from './bench-options.js';
import { decideTargets, describeSignedFloor, renderMarkdown } from './bench-report.js';
import type { HttpRow } from './bench-results.js';
import { measureIso } from './iso-scenario.js';
import { measureSignature } from './signature-scenario.js';

describe('bench harness', () => {
  it('measures the signature micro-benchmarks', async () => {
    const { qseal } = await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-123456789', roles: ['PSP_PI'] });
    const figures = await measureSignature(qseal, { rounds: 1, roundMs: 20, warmupMs: 20 });
    for (const figure of [figures.bare, figures.warm, figures.cold, figures.httpSignature, figures.signOne, figures.takeFromPool]) {
      expect(figure.operations).toBeGreaterThan(0);
      expect(Number.isFinite(figure.microseconds)).toBe(true);
    }
  });

  it('measures the iso checks, each table with its baseline first', () => {
    const rows = measureIso({ durationMs: 5, warmupMs: 1 });
    expect(rows.map((r) => r.name)).toEqual([
      'baseline: bare regex test', 'isValidAmount', 'parseAmount to bigint (errors caught)',
      'baseline: bare regex test', 'parseAmount to bigint',
      'baseline: bare shape regex', 'isValidIban',
    ]);
    for (const row of rows) expect(row.opsPerSecond).toBeGreaterThan(0);
    expect(rows.filter((r) => r.name.startsWith('baseline')).every((r) => r.ratio === 1)).toBe(true);
  });

  it('loads the bare Koa baseline in a child process for about a second', async () => {
    const { row, process } = await measureKoaBaseline({ connections: 4, durationSeconds: 1, warmupSeconds: 0.2 });
    expect(row.requests).toBeGreaterThan(0);
    expect(row.non2xx).toBe(0);
    expect(row.p99Ms).toBeGreaterThanOrEqual(row.p50Ms);
    expect(process.readyMs[0]).toBeGreaterThan(0);
    // The server's own CPU per request is read from /proc on Linux (the only platform CI runs on), and the
    // baseline compared with itself is 1.
    if (platform() === 'linux') {
      expect(row.cpuUsPerRequest).toBeGreaterThan(0);
      expect(row.cpuRatio).toBe(1);
    }
    const markdown = renderMarkdown({
      date: '2026-01-01T00:00:00.000Z',
      machine: { cpus: 'cpu', cores: 2, memoryGb: 4, node: 'v20', os: 'linux', loadAverage: [0, 0, 0] },
      settings: { connections: 4, durationSeconds: 1, warmupSeconds: 0.2, serverLogLevel: 'warn', only: ['prism'] },
      http: [row],
      processes: [process],
      micro: [],
      iso: [],
      drivers: [],
      targets: decideTargets([row], [process], []),
      notes: [],
    });
    expect(markdown).toContain('| baseline | bare Koa + @koa/router hello world |');
    expect(markdown).toContain('| CPU us/req | CPU ratio |');
  }, 60_000);

  it('decides the durable-write target on the FULL row and shows the NORMAL one beside it', () => {
    const row = (group: string, name: string, ratio: number): HttpRow => ({ group, name, rps: ratio * 1000, p50Ms: 1, p99Ms: 2, ratio, requests: 10, non2xx: 0, statuses: { 201: 10 }, seconds: 1, connections: 50 });
    const rows = [
      row('sqlite, 1 process', 'signed POST periodic payment', 0.4),
      row('every commit synced (XS2A_SQLITE_SYNCHRONOUS=FULL), sqlite, 1 process', 'signed POST periodic payment', 0.3),
    ];
    const target = decideTargets(rows, [], []).find((t) => t.target.includes('committed durably'));
    expect(target).toEqual({ target: 'signed POST periodic payment committed durably to SQLite >= 0.35x bare Koa', figure: 'FULL 0.30x, NORMAL 0.40x', met: false });
  });

  it('reads utime and stime from a /proc stat line whose command name holds spaces and parentheses', () => {
    const line = '4242 (node (vitest) 1) S 1 4242 4242 0 -1 4194304 900 0 0 0 1234 56 0 0 20 0 11 0 22689 3133440 393 18446744073709551615';
    expect(parseCpuSeconds(line)).toBeCloseTo(12.9, 10);
    expect(parseCpuSeconds('garbage')).toBeUndefined();
  });

  it.runIf(platform() === 'linux')('reads this process\'s CPU time from /proc as Node counts it', () => {
    // Spin until the kernel's 10 ms tick has moved the counter, then compare with Node's own account.
    const start = { proc: readCpuSeconds(process.pid)!, node: process.cpuUsage() };
    const deadline = performance.now() + 3000;
    while (readCpuSeconds(process.pid)! < start.proc + 0.05 && performance.now() < deadline) Math.sqrt(Math.random());
    const used = readCpuSeconds(process.pid)! - start.proc;
    const node = process.cpuUsage(start.node);
    expect(used).toBeGreaterThan(0.045);
    expect(Math.abs(used - (node.user + node.system) / 1e6)).toBeLessThan(0.05);
    expect(readCpuSeconds(undefined)).toBeUndefined();
    expect(readCpuSeconds(2 ** 30)).toBeUndefined();
  });

  it('shows the server CPU comparison beside the rate in the GET target', () => {
    const get: HttpRow = { group: 'sqlite, 1 process', name: 'signed GET /v1/sandbox/customers', rps: 2000, p50Ms: 20, p99Ms: 40, ratio: 0.1, cpuUsPerRequest: 300, cpuRatio: 0.14, requests: 9, non2xx: 0, statuses: {}, seconds: 1, connections: 50 };
    expect(decideTargets([get], [], [])[0]).toEqual({ target: 'signed GET customers >= 0.5x bare Koa rps', figure: "0.10x (server CPU per request: 0.14x of Koa's)", met: false });
  });

  it('works out the floor of a signed request from the Koa CPU and the bare verify of the same run', () => {
    const koa: HttpRow = { group: 'baseline', name: 'bare Koa + @koa/router hello world', rps: 40000, p50Ms: 1, p99Ms: 5, ratio: 1, cpuUsPerRequest: 20, cpuRatio: 1, requests: 9, non2xx: 0, statuses: {}, seconds: 1, connections: 50 };
    const get: HttpRow = { ...koa, group: 'sqlite, 1 process', name: 'signed GET /v1/sandbox/customers', rps: 4000, ratio: 0.1, cpuUsPerRequest: 200, cpuRatio: 0.1 };
    const verify = { name: 'bare crypto.verify (pre-parsed key)', microseconds: 20, opsPerSecond: 50000, ratio: 1 };
    const note = describeSignedFloor([koa, get], [verify]);
    expect(note).toContain('makes 40 us');
    expect(note).toContain('at most 0.50x');
    expect(note).toContain('160 us for everything else');
    expect(describeSignedFloor([koa, get], [])).toBeUndefined();
  });

  it.each([
    ['every group, BENCHMARKS.md written', [], { groups: ['signature', 'iso', 'drivers', 'sqlite', 'postgres', 'prism'], write: true }],
    ['a subset, JSON only', ['--', '--only', 'signature'], { groups: ['signature'], write: false }],
    ['a subset written on request', ['--only=sqlite,prism', '--write', '--duration', '3'], { groups: ['sqlite', 'prism'], write: true, durationSeconds: 3 }],
  ] as const)('reads options: %s', (_name, argv, want) => {
    expect(readBenchOptions(argv)).toMatchObject(want);
  });

  it('refuses an unknown group', () => {
    expect(() => readBenchOptions(['--only', 'mysql'])).toThrow(/unknown group/);
  });
});
