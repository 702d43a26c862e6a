import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStore } from './create-store.js';

/** better-sqlite3 ships no types: the two calls a second connection holding a lock needs. */
const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => { exec(sql: string): void; close(): void };

const dir = mkdtempSync(join(tmpdir(), 'xs2a-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migrateSchema on a SQLite file another process holds', () => {
  it('regression: names the lock held elsewhere, not a stale migration lock to release with the knex CLI', async () => {
    const file = join(dir, 'locked.sqlite');
    await (await createStore({ sqliteFile: file })).close();
    const warnings: string[] = [];
    const other = new Database(file);
    other.exec('BEGIN EXCLUSIVE');
    try {
      const log = { warn: (message: string) => warnings.push(message), error: (message: string) => warnings.push(message), debug: () => undefined };
      await expect(createStore({ sqliteFile: file, busyTimeoutMs: 50, log })).rejects.toMatchObject({
        code: 'MIGRATION_FAILED',
        message: expect.stringMatching(/^another process holds the database file's write lock/),
      });
      expect(warnings.join('\n')).not.toContain('migrate:unlock');
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });

  it('a file it can write is migrated as before, and again without change', async () => {
    const file = join(dir, 'fresh.sqlite');
    await (await createStore({ sqliteFile: file })).close();
    const store = await createStore({ sqliteFile: file });
    try {
      expect(await store.sandbox.listCustomers()).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
