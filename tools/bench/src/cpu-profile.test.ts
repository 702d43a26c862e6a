import { describe, expect, it } from 'vitest';
import { packageOf, summariseProfile, type CpuProfile } from './cpu-profile.js';

describe('summariseProfile', () => {
  const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(idle)') },
      { id: 2, callFrame: frame('_query', 'file:///repo/node_modules/.pnpm/knex@3.1.0/node_modules/knex/lib/q.js', 33) },
      { id: 3, callFrame: frame('verifyRequest', 'file:///repo/packages/signature/dist/verify.js', 9) },
      { id: 4, callFrame: frame('(garbage collector)') },
    ],
    samples: [1, 2, 2, 3, 4, 1],
    timeDeltas: [500, 100, 100, 150, 50, 700],
  };

  it('leaves idle out and gives each function and package its share of busy time, largest first', () => {
    const summary = summariseProfile(profile);
    expect(summary.busyMs).toBe(0.4);
    expect(summary.packages).toEqual([
      { name: 'knex', share: 0.5 },
      { name: '@xs2a-kit/signature', share: 0.375 },
      { name: '(native)', share: 0.125 },
    ]);
    expect(summary.functions[0]).toEqual({ name: '_query knex:34', share: 0.5 });
    expect(summary.functions.map((f) => f.name)).toContain('(garbage collector) (native)');
  });
});

describe('packageOf', () => {
  it.each([
    ['file:///r/node_modules/.pnpm/@koa+router@15.0.0/node_modules/@koa/router/lib/router.js', '@koa/router'],
    ['file:///r/node_modules/pg/lib/client.js', 'pg'],
    ['file:///r/apps/server/dist/app.js', '@xs2a-kit/server'],
    ['node:internal/crypto/sig', 'node:internal/crypto/sig'],
    ['', '(native)'],
  ])('%s -> %s', (url, want) => {
    expect(packageOf(url)).toBe(want);
  });
});
