import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { assertDriverInstalled, isMissingPackage } from './assert-driver-installed.js';
import { isStoreError } from './store-error.js';

const NO_SUCH_PACKAGE = 'xs2a-kit-no-such-driver';
const dir = mkdtempSync(join(tmpdir(), 'xs2a-driver-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Node's own error for `run`, so the tests see the shape Node really gives (no hand-made look-alike). */
async function catchError(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

/** A require rooted in a project whose `pg` is installed but broken: its package.json points at no file. */
function createBrokenPgRoot(): NodeJS.Require {
  const project = join(dir, 'broken');
  mkdirSync(join(project, 'node_modules', 'pg'), { recursive: true });
  writeFileSync(join(project, 'node_modules', 'pg', 'package.json'), JSON.stringify({ name: 'pg', main: './no-such-file.js' }));
  return createRequire(join(project, 'index.js'));
}

describe('isMissingPackage on the errors Node really throws', () => {
  it.each([
    ['require of a package not installed (MODULE_NOT_FOUND)', { given: () => createRequire(import.meta.url).resolve(NO_SUCH_PACKAGE), packageName: NO_SUCH_PACKAGE, want: true }],
    ['import of a package not installed (ERR_MODULE_NOT_FOUND)', { given: () => import(NO_SUCH_PACKAGE), packageName: NO_SUCH_PACKAGE, want: true }],
    ['require of another missing package', { given: () => createRequire(import.meta.url).resolve(NO_SUCH_PACKAGE), packageName: 'pg', want: false }],
    ['require of a package whose name starts the same', { given: () => createRequire(import.meta.url).resolve(`${NO_SUCH_PACKAGE}-pool`), packageName: NO_SUCH_PACKAGE, want: false }],
    ['import of another missing package', { given: () => import(NO_SUCH_PACKAGE), packageName: 'pg', want: false }],
    ['a package installed with a main that points at no file', { given: () => createBrokenPgRoot().resolve('pg'), packageName: 'pg', want: false }],
    ['an error that is not about modules', { given: () => JSON.parse('{'), packageName: 'pg', want: false }],
  ])('%s', async (_name, { given, packageName, want }) => {
    const error = await catchError(given);
    expect(isMissingPackage(error, packageName)).toBe(want);
  });

  it('answers false for what is not an Error, even with the code and message', () => {
    expect(isMissingPackage({ code: 'MODULE_NOT_FOUND', message: "Cannot find module 'pg'" }, 'pg')).toBe(false);
  });
});

/**
 * Runs assertDriverInstalled for every driver in a child process, resolving from an empty directory without
 * NODE_PATH: the pnpm shim that starts vitest puts the workspace's whole store on NODE_PATH, where every driver
 * would be found. The child sees what a user who installed no driver sees.
 */
function checkDriversFromEmptyDirectory(): unknown[] {
  const empty = join(dir, 'empty');
  mkdirSync(empty, { recursive: true });
  const source = new URL('./assert-driver-installed.ts', import.meta.url).href;
  const script = `
    import { createRequire } from 'node:module';
    const { assertDriverInstalled } = await import(${JSON.stringify(source)});
    const results = [];
    for (const driver of ['pg', 'better-sqlite3', 'sqlite3']) {
      try {
        assertDriverInstalled(driver, createRequire(${JSON.stringify(join(empty, 'index.js'))}));
        results.push({ driver, thrown: false });
      } catch (error) {
        results.push({ driver, name: error.name, code: error.code, message: error.message, causeCode: error.cause?.code });
      }
    }
    console.log(JSON.stringify(results));`;
  const { NODE_PATH: _ignored, ...env } = process.env;
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, env, encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as unknown[];
}

describe('assertDriverInstalled', () => {
  it('a driver not installed: CONFIG_INVALID naming the package and its install command, Node\'s error the cause', () => {
    expect(checkDriversFromEmptyDirectory()).toEqual([
      { driver: 'pg', name: 'StoreError', code: 'CONFIG_INVALID', message: "the PostgreSQL driver 'pg' is not installed: npm install pg", causeCode: 'MODULE_NOT_FOUND' },
      { driver: 'better-sqlite3', name: 'StoreError', code: 'CONFIG_INVALID', message: "the SQLite driver 'better-sqlite3' is not installed: npm install better-sqlite3", causeCode: 'MODULE_NOT_FOUND' },
      { driver: 'sqlite3', name: 'StoreError', code: 'CONFIG_INVALID', message: "the SQLite driver 'sqlite3' is not installed: npm install sqlite3", causeCode: 'MODULE_NOT_FOUND' },
    ]);
  });

  it('a driver found but broken: CONFIG_INVALID that does not claim it is missing', async () => {
    const error = await catchError(() => assertDriverInstalled('pg', createBrokenPgRoot()));
    expect(isStoreError(error, 'CONFIG_INVALID')).toBe(true);
    expect((error as Error).message).toMatch(/^cannot find the database driver 'pg': /);
  });

  it.each(['pg', 'better-sqlite3', 'sqlite3'] as const)('finds %s where knex loads it (the store installs every driver for its tests)', (driver) => {
    expect(() => assertDriverInstalled(driver)).not.toThrow();
  });
});
