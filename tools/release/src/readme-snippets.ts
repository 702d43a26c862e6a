/**
 * The package READMEs mark the code a stranger would copy with an HTML comment right above the fence:
 * `<!-- consumer-test: <file name> -->` for a file (a `.ts` file is type-checked and run, a `.mjs` file run as it
 * is) and `<!-- consumer-test: sh -->` for shell steps. The consumer test runs exactly these blocks, so a README
 * example that stops working fails CI.
 *
 * @example
 * const snippets = readReadmeSnippets(join(ROOT, 'packages/client/README.md'));
 * // [{ name: 'sh', code: 'npm init -y\n…' }, { name: 'first-call.mjs', code: "import { readFileSync } …" }]
 */
import { readFileSync } from 'node:fs';

export interface ReadmeSnippet {
  /** The file name from the marker, or `sh` for shell steps. */
  readonly name: string;
  readonly code: string;
}

const MARKED_BLOCK = /<!--\s*consumer-test:\s*(\S+)\s*-->\s*\n```[^\n]*\n([\s\S]*?)\n```/g;

/** Every marked block of one README, in order. */
export function readReadmeSnippets(readmePath: string): ReadmeSnippet[] {
  const text = readFileSync(readmePath, 'utf8');
  return [...text.matchAll(MARKED_BLOCK)].map((match) => ({ name: match[1] ?? '', code: `${match[2] ?? ''}\n` }));
}

/**
 * Turns the README's shell steps into what the test runs: `npm init` is dropped (the test made the project) and
 * each `npm install` is checked against the tarballs the test installed instead of the registry (the packages are
 * not published yet), then dropped. Returns the remaining lines.
 */
export function prepareShellSteps(code: string, installed: readonly string[]): string[] {
  const steps: string[] = [];
  for (const line of code.split('\n').map((l) => l.trim())) {
    if (line === '' || line.startsWith('#') || /^npm init\b/.test(line)) continue;
    const install = /^npm install\s+(.*)$/.exec(line);
    if (install) {
      const missing = (install[1] ?? '').split(/\s+/).filter((name) => !installed.includes(name));
      if (missing.length > 0) throw new Error(`the README installs ${missing.join(', ')}, which the test did not pack`);
      continue;
    }
    steps.push(line);
  }
  return steps;
}
