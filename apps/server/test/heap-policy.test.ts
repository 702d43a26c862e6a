import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.js';
import { applyHeapPolicy } from '../src/infra/heap-policy.js';

describe('XS2A_HEAP_GROWING_PERCENT', () => {
  it.each([
    ['unset gives 30, the factor V8 uses when saving memory', {}, 30],
    ['0 leaves V8 its own policy', { XS2A_HEAP_GROWING_PERCENT: '0' }, 0],
    ['100 is taken as given', { XS2A_HEAP_GROWING_PERCENT: '100' }, 100],
  ])('%s', (_name, env, want) => {
    expect(readConfig(env).heapGrowingPercent).toBe(want);
  });

  it.each(['-1', '401', '1.5', 'lots'])('%s is refused, naming the variable', (value) => {
    expect(() => readConfig({ XS2A_HEAP_GROWING_PERCENT: value })).toThrow(ConfigError);
    expect(() => readConfig({ XS2A_HEAP_GROWING_PERCENT: value })).toThrow(/XS2A_HEAP_GROWING_PERCENT must be an integer from 0 to 400/);
  });
});

describe('applyHeapPolicy', () => {
  const run = (input: { heapGrowingPercent: number; execArgv?: string[]; nodeOptions?: string }) => {
    const set: string[] = [];
    const policy = applyHeapPolicy({ execArgv: [], nodeOptions: undefined, ...input, setFlags: (flags) => set.push(flags) });
    return { policy, set };
  };

  it('sets V8\'s heap growing factor from the configuration', () => {
    expect(run({ heapGrowingPercent: 30 })).toEqual({ policy: { applied: true, heapGrowingPercent: 30 }, set: ['--heap-growing-percent=30'] });
  });

  it('leaves V8 alone when the operator turned it off', () => {
    expect(run({ heapGrowingPercent: 0 })).toEqual({ policy: { applied: false, reason: 'disabled' }, set: [] });
  });

  it.each([
    ['on the command line', { execArgv: ['--heap-growing-percent=50'] }],
    ['with underscores', { execArgv: ['--heap_growing_percent=50'] }],
    ['in NODE_OPTIONS', { nodeOptions: '--max-old-space-size=512 --heap-growing-percent 50' }],
  ])('keeps a factor the operator gave node %s', (_where, given) => {
    expect(run({ heapGrowingPercent: 30, ...given })).toEqual({ policy: { applied: false, reason: 'operator-flag' }, set: [] });
  });

  it('other heap flags do not stop it: a cap on the old space and the growing factor work together', () => {
    expect(run({ heapGrowingPercent: 30, execArgv: ['--max-old-space-size=160'] }).set).toEqual(['--heap-growing-percent=30']);
  });

  // V8 ignores a flag it does not know with no more than a line on stderr: an upgrade that dropped this one
  // would silently bring back the machine-sized heap.
  it('this node\'s V8 knows the flag and takes it at run time without complaint', () => {
    const child = spawnSync(process.execPath, ['-e', "require('node:v8').setFlagsFromString('--heap-growing-percent=30'); console.log('ok')"], { encoding: 'utf8' });
    expect(child.stdout.trim()).toBe('ok');
    expect(child.stderr).toBe('');
    expect(spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout).toContain('--heap-growing-percent');
  });
});
