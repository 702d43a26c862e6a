import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createStore } from './create-store.js';

const dir = mkdtempSync(join(tmpdir(), 'xs2a-no-driver-'));
// Nothing listens there: should the check ever let createStore through, it fails to connect instead of migrating a
// real database.
const UNREACHABLE_PG_URL = 'postgres://postgres@127.0.0.1:1/xs2a_no_driver';
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Every driver is installed for the store's own tests, so the check's resolver is replaced by one that finds none
// and throws as Node's require does (the shape itself is tested against Node in assert-driver-installed.test.ts).
vi.mock('./assert-driver-installed.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./assert-driver-installed.js')>();
  const resolver = {
    resolve(specifier: string): string {
      throw Object.assign(new Error(`Cannot find module '${specifier}'\nRequire stack:\n- ${import.meta.filename}`), { code: 'MODULE_NOT_FOUND' });
    },
  };
  return { ...actual, assertDriverInstalled: (driver: Parameters<typeof actual.assertDriverInstalled>[0]) => actual.assertDriverInstalled(driver, resolver) };
});

describe('createStore when the chosen driver is not installed', () => {
  it.each([
    ['PostgreSQL without pg', { url: UNREACHABLE_PG_URL }, "the PostgreSQL driver 'pg' is not installed: npm install pg"],
    ['SQLite without better-sqlite3', { sqliteFile: join(dir, 'default', 'bank.sqlite') }, "the SQLite driver 'better-sqlite3' is not installed: npm install better-sqlite3"],
    ['SQLite without sqlite3', { sqliteFile: join(dir, 'sqlite3', 'bank.sqlite'), sqliteDriver: 'sqlite3' as const }, "the SQLite driver 'sqlite3' is not installed: npm install sqlite3"],
  ])('%s: CONFIG_INVALID naming the package and its install command', async (_name, options, message) => {
    await expect(createStore(options)).rejects.toMatchObject({ name: 'StoreError', code: 'CONFIG_INVALID', message });
  });

  it('creates no directory for a SQLite file it cannot open', async () => {
    await expect(createStore({ sqliteFile: join(dir, 'never', 'bank.sqlite') })).rejects.toMatchObject({ code: 'CONFIG_INVALID' });
    expect(existsSync(join(dir, 'never'))).toBe(false);
  });

  it('still reports a URL of another database before a missing driver', async () => {
    await expect(createStore({ url: 'mysql://x' })).rejects.toMatchObject({ code: 'CONFIG_INVALID', message: 'url must start with postgres://' });
  });
});
