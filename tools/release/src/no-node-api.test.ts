/**
 * iso, domain and sca-session promise to run outside Node (browsers, edge runtimes): their sources use the web
 * platform only. Two checks keep that promise: a text scan for Node modules and Node globals, and a type check
 * of each package's sources against lib DOM with no @types/node (`tsconfig.no-node.json`), which also catches a
 * Node API the scan cannot name. Workspace dependencies are checked through their own entry (schema is not one of
 * these packages; docs/releasing.md names the one gap that leaves).
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from './pack.js';

const run = promisify(execFile);
const NODE_FREE = ['iso', 'domain', 'sca-session'] as const;

/** Source files that ship (tests excluded), relative to the repository root. */
function listShippedSources(pkg: string): string[] {
  const dir = join(ROOT, 'packages', pkg, 'src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => relative(ROOT, join(dir, name)));
}

/** The code of a file without comments, so prose such as "another process" does not count. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const FORBIDDEN: readonly [string, RegExp][] = [
  ['a node: module', /(?:from\s+|import\s*\(\s*|import\s+)['"]node:[^'"]+['"]/],
  ['a Node core module without the node: prefix', /(?:from\s+|import\s*\(\s*)['"](?:fs|path|os|crypto|http|https|url|util|child_process|stream|buffer|events|net|worker_threads)(?:\/[^'"]*)?['"]/],
  ['require', /\brequire\s*\(/],
  ['Buffer', /\bBuffer\b/],
  ['process', /\bprocess\s*\./],
  ['__dirname or __filename', /\b__(?:dirname|filename)\b/],
];

describe.each(NODE_FREE)('@xs2a-kit/%s uses no Node API', (pkg) => {
  it('imports no Node module and touches no Node global in its shipped sources', () => {
    const findings: string[] = [];
    for (const file of listShippedSources(pkg)) {
      const code = stripComments(readFileSync(join(ROOT, file), 'utf8'));
      for (const [what, pattern] of FORBIDDEN) {
        if (pattern.test(code)) findings.push(`${file}: ${what}`);
      }
    }
    expect(findings).toEqual([]);
  });

  it('type-checks against lib DOM without @types/node', async () => {
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = await run(process.execPath, [tsc, '-p', join(ROOT, 'packages', pkg, 'tsconfig.no-node.json')], { cwd: ROOT }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result).toBe('');
  }, 120_000);
});

it('the scan finds what it looks for', () => {
  const sample = "import { readFileSync } from 'node:fs';\nconst b = Buffer.from('x');\nif (process.env.X) {}\n// another process may commit\n";
  const hits = FORBIDDEN.filter(([, pattern]) => pattern.test(stripComments(sample))).map(([what]) => what);
  expect(hits).toEqual(['a node: module', 'Buffer', 'process']);
});
