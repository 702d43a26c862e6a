import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createKnex } from './create-knex.js';
import { createStore } from './create-store.js';
import { TEST_PG_URL } from './testing/store-factories.js';
import { isStoreError } from './store-error.js';

const dir = mkdtempSync(join(tmpdir(), 'xs2a-knex-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createKnex: waiting for a connection', () => {
  it.each([
    ['SQLite', () => createKnex({ sqliteFile: join(dir, 'acquire', 'store.sqlite') })],
    ['PostgreSQL', () => createKnex({ url: TEST_PG_URL })],
  ])('%s gives up after 10 s, not knex\'s 60 s (longer than a client waits for an answer)', async (_name, make) => {
    const knex = make();
    try {
      expect((knex.client as { config: { acquireConnectionTimeout?: number } }).config.acquireConnectionTimeout).toBe(10_000);
    } finally {
      await knex.destroy();
    }
  });
});

describe('createKnex on SQLite', () => {
  it.each([
    ['the default NORMAL', undefined, 1n],
    ['FULL when asked', 'FULL' as const, 2n],
  ])('creates the directory, sets WAL, foreign keys, busy timeout and %s', async (_name, sqliteSynchronous, want) => {
    const sqliteFile = join(dir, `a-${String(want)}`, 'b', 'store.sqlite');
    const knex = createKnex({ sqliteFile, ...(sqliteSynchronous === undefined ? {} : { sqliteSynchronous }) });
    try {
      const read = async (pragma: string) => ((await knex.raw(`PRAGMA ${pragma}`)) as Record<string, unknown>[])[0];
      expect(await read('journal_mode')).toEqual({ journal_mode: 'wal' });
      expect(await read('synchronous')).toEqual({ synchronous: want });
      expect(await read('foreign_keys')).toEqual({ foreign_keys: 1n });
      expect(await read('busy_timeout')).toEqual({ timeout: 5000n });
      expect(existsSync(sqliteFile)).toBe(true);
    } finally {
      await knex.destroy();
    }
  });

  it.each([
    ['a URL of another database', { url: 'mysql://x' }],
    ['a schema that is not a plain identifier', { url: 'postgres://x', schema: 'a; drop table b' }],
  ])('refuses %s (CONFIG_INVALID)', (_name, options) => {
    let error: unknown;
    try {
      createKnex(options);
    } catch (caught) {
      error = caught;
    }
    expect(isStoreError(error, 'CONFIG_INVALID')).toBe(true);
  });
});

describe('createStore when PostgreSQL cannot be used', () => {
  const base = new URL(TEST_PG_URL);
  it.each([
    ['nothing listens on the port', Object.assign(new URL(base), { port: '1' }).href],
    ['the database does not exist', Object.assign(new URL(base), { pathname: '/xs2a_no_such_database' }).href],
    ['the role does not exist', Object.assign(new URL(base), { username: 'xs2a_no_such_role' }).href],
  ])('%s: CONNECTION_FAILED, not MIGRATION_FAILED', async (_name, url) => {
    let error: unknown;
    try {
      // knex's "Acquire connection error" goes to a silent sink, not into the test output.
      const store = await createStore({ url, poolSize: 2, log: { warn: () => undefined, error: () => undefined, debug: () => undefined } });
      await store.close();
    } catch (caught) {
      error = caught;
    }
    expect(isStoreError(error, 'CONNECTION_FAILED')).toBe(true);
    expect((error as Error).message).toMatch(/^database cannot be reached: /);
  });
});

describe('createStore log option', () => {
  it("routes knex's own messages to the given sink, one call per message", async () => {
    const messages: string[] = [];
    const log = { warn: (m: string) => messages.push(`warn ${m}`), error: (m: string) => messages.push(`error ${m}`), debug: () => undefined };
    const url = Object.assign(new URL(TEST_PG_URL), { port: '1' }).href;
    await expect(createStore({ url, poolSize: 1, log })).rejects.toMatchObject({ code: 'CONNECTION_FAILED' });
    expect(messages.some((m) => m.startsWith('warn Acquire connection error'))).toBe(true);
  });
});
