/**
 * Smoke test of the bench harness: it runs, and its figures have the expected shape. It never asserts a
 * speed (the machine is shared; speed is what `pnpm bench` reports, not what a test decides).
 */
import { describe, expect, it } from 'vitest';
import { createTestCertificates } from '@xs2a-kit/signature';
import { measureKoaBaseline } from './baseline-scenarios.js';
import { readBenchOptions } from './bench-options.js';
import { decideTargets, renderMarkdown } from './bench-report.js';
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
