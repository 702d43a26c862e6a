/**
 * The packages from a consumer's side: build and pack them as `release:pack` does, install the tarballs with npm
 * into a fresh project outside the workspace, and there
 * - type-check (moduleResolution NodeNext, the workspace's tsc) and run a program using every package's public API
 *   (tools/release/consumer/all-packages.ts) and every example the package READMEs mark as tested;
 * - type-check an import of every entry point under moduleResolution node10 (TypeScript's default for
 *   `module: commonjs`), where subpath exports resolve only through typesVersions;
 * - follow the client README's quick start word for word (test certificates with the packed `xs2a` bin, a signed
 *   call) against a running reference sandbox, and the signature README's signed call with fetch;
 * - lint every tarball with publint (strict) and @arethetypeswrong/cli (profile esm-only: the packages are ESM only,
 *   so a CommonJS `require` is not a supported way in; see docs/releasing.md).
 *
 * The project installs `better-sqlite3` beside the tarballs, as the store README tells a SQLite user (the store's
 * drivers are optional peer dependencies, which npm does not install on its own). Everything is installed with
 * --ignore-scripts: compiling better-sqlite3 from source takes minutes on CI machines. Its native binary is copied
 * from the workspace when the versions match, so the store example still runs; otherwise the store is only
 * type-checked. Skip the whole test with XS2A_SKIP_CONSUMER_TEST=1; keep the consumer project for a look with
 * XS2A_CONSUMER_KEEP=1.
 */
import { execFile, type ExecFileOptions } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublicPackages, packPackages, pnpmCommand, ROOT, type PackedPackage } from './pack.js';
import { prepareShellSteps, readReadmeSnippets, type ReadmeSnippet } from './readme-snippets.js';

const SKIP = process.env.XS2A_SKIP_CONSUMER_TEST === '1';
const BIN = join(ROOT, 'node_modules', '.bin');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a program without blocking the event loop (the sandbox answers from this same process). */
function run(file: string, args: readonly string[], options: ExecFileOptions = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(file, args, { maxBuffer: 32 * 1024 * 1024, ...options, encoding: 'utf8' }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

async function mustRun(file: string, args: readonly string[], options: ExecFileOptions = {}): Promise<string> {
  const result = await run(file, args, options);
  if (result.code !== 0) throw new Error(`${basename(file)} ${args.join(' ')} failed (${result.code}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Copies the workspace's compiled better-sqlite3 binary into the project when the versions match. */
function reuseSqliteBinary(project: string): boolean {
  const target = join(project, 'node_modules', 'better-sqlite3');
  const pnpmDir = join(ROOT, 'node_modules', '.pnpm');
  if (!existsSync(target) || !existsSync(pnpmDir)) return false;
  const version = (JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as { version: string }).version;
  const built = join(pnpmDir, `better-sqlite3@${version}`, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  if (!existsSync(built)) return false;
  mkdirSync(join(target, 'build', 'Release'), { recursive: true });
  copyFileSync(built, join(target, 'build', 'Release', 'better_sqlite3.node'));
  return true;
}

/** Module specifiers of import/export statements, `import()` and `require()` in compiled JavaScript or a .d.ts. */
function listImportedModules(code: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\b[^'"]*?\bfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\b(?:import|require)\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/** The environment of a stranger's shell: without what `pnpm run` (or vitest under it) sets for the workspace. */
function consumerEnv(): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_(config|package|lifecycle)_|pnpm_|INIT_CWD$|VITEST|NODE_OPTIONS$)/i.test(key)));
  return { ...clean, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
}

const README_PACKAGES = listPublicPackages().map((pkg) => ({ ...pkg, readme: join(pkg.dir, 'README.md') }));

/** The SQLite driver as a store user installs it: the store's own peer range. */
function readSqliteDriverSpec(): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'packages', 'store', 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> };
  return `better-sqlite3@${manifest.peerDependencies['better-sqlite3'] ?? ''}`;
}

describe.skipIf(SKIP)('packages from a consumer project outside the workspace', () => {
  let work: string;
  let project: string;
  let packed: PackedPackage[];
  let sandbox: { url: string; close(): Promise<unknown> };
  let sqliteRuns = false;
  const snippets: (ReadmeSnippet & { pkg: string })[] = README_PACKAGES.flatMap((pkg) =>
    readReadmeSnippets(pkg.readme).map((snippet) => ({ ...snippet, pkg: pkg.name })),
  );
  const env = () => ({ ...consumerEnv(), XS2A_BASE_URL: sandbox.url });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'xs2a-consumer-'));
    project = join(work, 'project');
    mkdirSync(join(project, 'src'), { recursive: true });

    // As release:pack does; through pnpm, since turbo looks for the package manager's binary.
    const pnpm = pnpmCommand();
    await mustRun(pnpm.file, [...pnpm.prefix, 'exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'], { cwd: ROOT });
    packed = await packPackages({ outDir: join(work, 'tarballs') });

    writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'xs2a-consumer', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`);
    await mustRun('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', ...packed.map((p) => p.tarball), readSqliteDriverSpec(), '@types/node@^20'], { cwd: project, env: consumerEnv() });
    sqliteRuns = reuseSqliteBinary(project);

    // The reference sandbox, as a bank or a contributor runs it (a fresh SQLite file, a free port).
    const { readConfig } = await import('../../../apps/server/src/config.js');
    const { startServer } = await import('../../../apps/server/src/start-server.js');
    const config = readConfig({ PORT: '0', XS2A_SQLITE_FILE: join(work, 'sandbox.sqlite'), LOG_LEVEL: 'silent' });
    sandbox = await startServer(config);
  }, 600_000);

  afterAll(async () => {
    await sandbox?.close();
    // XS2A_CONSUMER_KEEP=1 keeps the project (tarballs, node_modules, compiled examples) for a look after a failure.
    if (work && process.env.XS2A_CONSUMER_KEEP === '1') console.log(`consumer project kept in ${work}`);
    else if (work) rmSync(work, { recursive: true, force: true });
  });

  it('installs every package with its packed manifest: no workspace: ranges, the files promised', () => {
    expect(packed.map((p) => p.name).sort()).toEqual(README_PACKAGES.map((p) => p.name).sort());
    for (const pkg of packed) {
      const dir = join(project, 'node_modules', ...pkg.name.split('/'));
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      expect(JSON.stringify(manifest)).not.toContain('workspace:');
      expect(manifest).toMatchObject({ type: 'module', license: 'MIT', sideEffects: false, engines: { node: '^20.19.0 || >=22.12.0' } });
      expect(readdirSync(dir).sort()).toEqual(['LICENSE', 'README.md', 'dist', 'package.json']);
    }
  });

  it('schema ships no source map for a module that compiles to no code (openapi-types.js.map was 1.2 MB)', () => {
    const dist = join(project, 'node_modules', '@xs2a-kit', 'schema', 'dist');
    const typesOnly = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.js'))
      .filter((name) => readFileSync(join(dist, name), 'utf8').replace(/^\s*\/\/.*$/gm, '').trim() === 'export {};');
    expect(typesOnly).toContain(join('generated', 'openapi-types.js'));
    expect(typesOnly.filter((name) => existsSync(join(dist, `${name}.map`)))).toEqual([]);
    expect(existsSync(join(dist, 'generated', 'openapi-types.d.ts'))).toBe(true);
  });

  it('declares exactly the dependencies its shipped JavaScript and declarations import', () => {
    // knex loads the database driver named by the configuration, so the store's drivers are never imported by name.
    const loadedByKnex = new Set(['better-sqlite3', 'pg', 'sqlite3']);
    const report: Record<string, { undeclared: string[]; unused: string[] }> = {};
    for (const pkg of packed) {
      const dir = join(project, 'node_modules', ...pkg.name.split('/'));
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
      const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
      // Runtime imports of the JavaScript and type imports of the declarations (a consumer's type check needs those).
      const imported = new Set<string>();
      for (const file of readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|d\.ts)$/.test(f))) {
        for (const specifier of listImportedModules(readFileSync(join(dir, 'dist', file), 'utf8'))) {
          if (specifier.startsWith('node:') || specifier.startsWith('.')) continue;
          imported.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? ''));
        }
      }
      report[pkg.name] = {
        undeclared: [...imported].filter((name) => !declared.has(name)).sort(),
        unused: [...declared].filter((name) => !imported.has(name) && !(pkg.name === '@xs2a-kit/store' && loadedByKnex.has(name))).sort(),
      };
    }
    expect(report).toEqual(Object.fromEntries(packed.map((pkg) => [pkg.name, { undeclared: [], unused: [] }])));
  });

  it('type-checks the consumer program and every README example with moduleResolution NodeNext, then runs them', async () => {
    cpSync(join(ROOT, 'tools', 'release', 'consumer', 'all-packages.ts'), join(project, 'src', 'all-packages.ts'));
    const files = snippets.filter((s) => s.name.endsWith('.ts'));
    for (const snippet of files) writeFileSync(join(project, 'src', snippet.name), snippet.code.replaceAll('http://localhost:8080', sandbox.url));
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          verbatimModuleSyntax: true,
          skipLibCheck: false,
          types: ['node'],
          rootDir: 'src',
          outDir: 'dist',
        },
        include: ['src'],
      }),
    );
    const typecheck = await run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: project });
    expect(typecheck.stdout + typecheck.stderr).toBe('');

    const all = await mustRun(process.execPath, ['dist/all-packages.js'], { cwd: project, env: env() });
    expect(JSON.parse(all.trim().split('\n').at(-1) ?? '')).toMatchObject({ ok: true });
    for (const snippet of files) {
      if (snippet.name === 'store-usage.ts' && !sqliteRuns) continue;
      const output = await mustRun(process.execPath, [join('dist', snippet.name.replace(/\.ts$/, '.js'))], { cwd: project, env: env() });
      expect(output, `${snippet.pkg} ${snippet.name}`).not.toBe('');
    }
  }, 180_000);

  it('type-checks every entry point under moduleResolution node10 (module commonjs), without types turning to any', async () => {
    // node10 ignores `exports`: a subpath such as @xs2a-kit/schema/constants resolves there only through
    // typesVersions. Without it iso's declarations fail to resolve it, and with skipLibCheck its types silently
    // become `any`; the @ts-expect-error line below would then be unused, which tsc reports.
    const dir = join(project, 'node10');
    mkdirSync(dir, { recursive: true });
    const specifiers = packed.flatMap((pkg) => {
      const manifest = JSON.parse(readFileSync(join(project, 'node_modules', ...pkg.name.split('/'), 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
      return Object.keys(manifest.exports).filter((key) => !key.endsWith('.json')).map((key) => `${pkg.name}${key.slice(1)}`);
    });
    const lines = specifiers.map((specifier, i) => `import * as entry${i} from '${specifier}';\nexport const keys${i} = Object.keys(entry${i});`);
    lines.push("import type { IsoCurrencyCode } from '@xs2a-kit/iso';", '// @ts-expect-error not a currency code of the list', "export const bad: IsoCurrencyCode = 'NOT-A-CURRENCY';");
    writeFileSync(join(dir, 'entries.ts'), `${lines.join('\n')}\n`);
    expect(specifiers).toContain('@xs2a-kit/schema/constants');
    for (const skipLibCheck of [false, true]) {
      const options = { target: 'ES2022', module: 'commonjs', moduleResolution: 'node10', strict: true, skipLibCheck, types: ['node'], noEmit: true };
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['entries.ts'] }));
      const typecheck = await run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: dir });
      expect(typecheck.stdout + typecheck.stderr, `skipLibCheck ${String(skipLibCheck)}`).toBe('');
    }
  }, 120_000);

  it('follows the client README: test certificates with the packed xs2a bin, then a signed call to the sandbox', async () => {
    const client = join(ROOT, 'packages', 'client', 'README.md');
    const blocks = readReadmeSnippets(client);
    const shell = blocks.find((b) => b.name === 'sh');
    expect(shell, 'client README quick start').toBeDefined();
    for (const file of blocks.filter((b) => b.name !== 'sh')) writeFileSync(join(project, file.name), file.code);
    const steps = prepareShellSteps(shell?.code ?? '', packed.map((p) => p.name)).map((line) => line.replaceAll('http://localhost:8080', sandbox.url));
    expect(steps).toContain('npx xs2a certs create --out certs');
    const output = await mustRun('sh', ['-e', '-c', steps.join('\n')], { cwd: project, env: env() });
    expect(readFileSync(join(project, 'certs', 'qseal.pem'), 'utf8')).toMatch(/^-----BEGIN CERTIFICATE-----/);
    // first-call.mjs prints one line per sandbox customer: the signed call was accepted.
    expect(output).toMatch(/^\d{11} (PRIVATE|CORPORATE) /m);
  }, 120_000);

  it('runs the packed xs2a bin from node_modules/.bin', async () => {
    const help = await run(join(project, 'node_modules', '.bin', 'xs2a'), ['--help'], { cwd: project, env: env() });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('certs create');
  });

  it('loads every package with require() from CommonJS (Node 20.19+ loads ESM that way)', async () => {
    const names = packed.map((p) => p.name);
    writeFileSync(
      join(project, 'require-all.cjs'),
      `const names = ${JSON.stringify(names)};\nconsole.log(JSON.stringify(names.map((name) => [name, Object.keys(require(name)).length])));\n`,
    );
    const output = await mustRun(process.execPath, ['--no-warnings', 'require-all.cjs'], { cwd: project, env: env() });
    const loaded = JSON.parse(output.trim()) as [string, number][];
    expect(loaded.map(([name]) => name)).toEqual(names);
    for (const [name, exports] of loaded) expect(exports, name).toBeGreaterThan(0);
  });

  it('passes publint (strict) and arethetypeswrong (esm-only) for every tarball', async () => {
    const problems: string[] = [];
    for (const pkg of packed) {
      const lint = await run(join(BIN, 'publint'), ['run', pkg.tarball, '--strict', '--level', 'suggestion'], { cwd: work });
      if (lint.code !== 0 || !lint.stdout.includes('All good')) problems.push(`publint ${pkg.name}:\n${lint.stdout}${lint.stderr}`);
      const types = await run(join(BIN, 'attw'), [pkg.tarball, '--profile', 'esm-only', '--format', 'json'], { cwd: work });
      if (types.code !== 0) problems.push(`attw ${pkg.name}:\n${types.stdout}${types.stderr}`);
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
