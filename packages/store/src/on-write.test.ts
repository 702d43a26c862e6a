import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import knexFactory from 'knex';
import { createStore, isWriteStatement } from './create-store.js';
import type { StoreOptions } from './store-options.js';
import { TEST_PG_URL } from './testing/store-factories.js';

/** better-sqlite3 ships no types: the two calls a second connection holding a lock needs. */
const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => { exec(sql: string): void; close(): void };

const dir = mkdtempSync(join(tmpdir(), 'xs2a-on-write-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('isWriteStatement', () => {
  it.each([
    [{ method: 'insert', sql: 'insert into "payments" ...' }, true],
    [{ method: 'update', sql: 'update "balances" set ...' }, true],
    [{ method: 'del', sql: 'delete from "customers" ...' }, true],
    [{ method: 'raw', sql: '  INSERT INTO seen_requests ...' }, true],
    [{ method: 'raw', sql: 'create table if not exists x (a int)' }, true],
    [{ method: 'select', sql: 'select * from "customers"' }, false],
    [{ method: 'first', sql: 'select * from "payments" limit 1' }, false],
    [{ method: 'raw', sql: 'BEGIN;' }, false],
    [{ method: 'raw', sql: 'COMMIT;' }, false],
    [{ method: 'raw', sql: 'select 1' }, false],
  ])('%j is a write: %s', (query, want) => {
    expect(isWriteStatement(query)).toBe(want);
  });
});

const schema = `xs2a_on_write_${process.pid}`;
afterAll(async () => {
  const admin = knexFactory({ client: 'pg', connection: TEST_PG_URL });
  await admin.raw('drop schema if exists ?? cascade', [schema]);
  await admin.destroy();
});

describe('createStore onWrite', () => {
  it.each([
    ['SQLite', (): StoreOptions => ({ sqliteFile: join(dir, 'store.sqlite') })],
    ['PostgreSQL (pooled connections)', (): StoreOptions => ({ url: TEST_PG_URL, schema })],
  ])('%s: reports each data-changing statement in the async context of the caller that sent it, and no read', async (_name, base) => {
    const requests = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const store = await createStore({ ...base(), onWrite: () => seen.push(requests.getStore()) });
    try {
      seen.length = 0;
      await requests.run('reader', () => store.sandbox.listCustomers());
      expect(seen).toEqual([]);
      await Promise.all([
        requests.run('first', () => store.requestIds.remember('PSDNO-FSA-1', 'r1')),
        requests.run('second', () => store.requestIds.remember('PSDNO-FSA-1', 'r2')),
      ]);
      expect(seen.sort()).toEqual(['first', 'second']);
    } finally {
      await store.close();
    }
  });
});

describe('createStore onWriteRefused', () => {
  it('regression: an insert that timed out on another process\'s SQLite lock is taken back, in the caller\'s async context', async () => {
    const file = join(dir, 'locked.sqlite');
    const requests = new AsyncLocalStorage<string>();
    const seen: string[] = [];
    const store = await createStore({
      sqliteFile: file,
      busyTimeoutMs: 50,
      onWrite: () => seen.push(`write ${String(requests.getStore())}`),
      onWriteRefused: () => seen.push(`refused ${String(requests.getStore())}`),
    });
    seen.length = 0;
    const other = new Database(file);
    try {
      other.exec('BEGIN EXCLUSIVE');
      await expect(requests.run('locked', () => store.requestIds.remember('PSDNO-FSA-1', 'r1'))).rejects.toMatchObject({ code: 'CONTENTION' });
      other.exec('ROLLBACK');
      await requests.run('free', () => store.requestIds.remember('PSDNO-FSA-1', 'r2'));
      expect(seen).toEqual(['write locked', 'refused locked', 'write free']);
    } finally {
      other.close();
      await store.close();
    }
  });
});
