import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import knexFactory from 'knex';
import { createStore, type Store } from './create-store.js';
import { createRequestReplayRepository } from './repositories/request-replay-repository.js';
import { TEST_PG_URL } from './testing/store-factories.js';
import type { StoreOptions } from './store-options.js';

/**
 * The replay record's commit on SQLite FULL skips the fsync and relies on the next durable commit. That is only
 * sound if no other statement (another request's COMMIT above all) runs on the connection while it is NORMAL, and
 * if FULL always comes back. better-sqlite3 runs every statement through Statement#run or #all, or
 * Database#exec, so recording those calls gives the exact order the connection saw.
 */
const dir = mkdtempSync(join(tmpdir(), 'xs2a-replay-commit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

interface Connection {
  prepare(sql: string): object;
  exec(sql: string): unknown;
  close(): void;
}
// Loaded untyped: the package ships no declarations, and the test needs only its prototypes.
const Database = createRequire(import.meta.url)('better-sqlite3') as { new (file: string): Connection; prototype: Connection };
const probe = new Database(':memory:');
const statementPrototype = Object.getPrototypeOf(probe.prepare('select 1')) as { run: (...args: unknown[]) => unknown; all: (...args: unknown[]) => unknown };
probe.close();
const databasePrototype = Database.prototype;
const originals = { run: statementPrototype.run, all: statementPrototype.all, exec: databasePrototype.exec };

/**
 * Records the SQL of every statement any better-sqlite3 connection runs from now on, in order; `fail` may throw
 * instead of running one.
 */
function recordStatements(fail: (sql: string) => Error | undefined = () => undefined): string[] {
  const log: string[] = [];
  for (const method of ['run', 'all'] as const) {
    vi.spyOn(statementPrototype, method).mockImplementation(function (this: { source: string }, ...args: unknown[]) {
      log.push(this.source);
      const error = fail(this.source);
      if (error) throw error;
      return originals[method].apply(this, args);
    });
  }
  vi.spyOn(databasePrototype, 'exec').mockImplementation(function (this: unknown, sql: string) {
    log.push(sql);
    return originals.exec.call(this, sql);
  });
  return log;
}

let files = 0;
/** Runs `work` on a store of its own SQLite file, and closes the store whatever happens. */
async function withStore(options: Pick<StoreOptions, 'sqliteSynchronous' | 'sqliteDriver'>, work: (store: Store) => Promise<void>): Promise<void> {
  files += 1;
  const store = await createStore({ sqliteFile: join(dir, `store-${files}.sqlite`), ...options });
  try {
    await work(store);
  } finally {
    await store.close();
  }
}

const isPragma = (sql: string, value: string) => sql.replace(/\s+/g, ' ').trim() === `PRAGMA synchronous = ${value}`;

describe('RequestReplayRepository.remember on SQLite FULL', () => {
  it('answers first and repeated pairs as before', async () => {
    await withStore({ sqliteSynchronous: 'FULL' }, async (store) => {
      expect(await store.requestIds.remember('PSDNO-FSA-1', 'r-1')).toBe(true);
      expect(await store.requestIds.remember('PSDNO-FSA-1', 'r-1')).toBe(false);
      expect(await store.requestIds.remember('PSDNO-FSA-2', 'r-1')).toBe(true);
    });
  });

  it('commits only its own insert while the connection is NORMAL, however requests interleave, and ends FULL', async () => {
    await withStore({ sqliteSynchronous: 'FULL' }, async (store) => {
      const log = recordStatements();
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 3 === 0
            ? store.requestIds.remember('PSDNO-FSA-1', `alone-${i}`)
            : i % 3 === 1
              ? store.withTransaction((unit) => unit.requestIds.remember('PSDNO-FSA-1', `in-transaction-${i}`))
              : store.sandbox.listCustomers(),
        ),
      );
      const relaxed = log.flatMap((sql, i) => (isPragma(sql, 'NORMAL') ? [i] : []));
      expect(relaxed).toHaveLength(10);
      for (const at of relaxed) {
        expect(log[at + 1]).toMatch(/^insert into `seen_requests`/i);
        expect(isPragma(log[at + 2] ?? '', 'FULL')).toBe(true);
      }
      // Every transaction's COMMIT ran under FULL: none falls inside a NORMAL stretch.
      expect(log.filter((sql) => /^commit/i.test(sql.trim()))).toHaveLength(10);
      const settings = log.filter((sql) => /pragma synchronous/i.test(sql));
      expect(isPragma(settings.at(-1) ?? '', 'FULL')).toBe(true);
    });
  });

  it('restores FULL when the insert fails, and reports the failure', async () => {
    await withStore({ sqliteSynchronous: 'FULL' }, async (store) => {
      const log = recordStatements((sql) => (/seen_requests/.test(sql) ? Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' }) : undefined));
      await expect(store.requestIds.remember('PSDNO-FSA-1', 'failing')).rejects.toMatchObject({ name: 'StoreError' });
      expect(log.map((sql) => (isPragma(sql, 'NORMAL') ? 'NORMAL' : isPragma(sql, 'FULL') ? 'FULL' : 'insert'))).toEqual(['NORMAL', 'insert', 'FULL']);
      vi.restoreAllMocks();
      // The connection was released and takes the next pair.
      expect(await store.requestIds.remember('PSDNO-FSA-1', 'after')).toBe(true);
    });
  });
});

describe('RequestReplayRepository.remember elsewhere', () => {
  it('on SQLite FULL through the sqlite3 driver (callback connections) it answers the same', async () => {
    await withStore({ sqliteSynchronous: 'FULL', sqliteDriver: 'sqlite3' }, async (store) => {
      const answers = await Promise.all(['a', 'b', 'a'].map((id) => store.requestIds.remember('PSDNO-FSA-1', id)));
      expect(answers.filter(Boolean)).toHaveLength(2);
      expect(await store.withTransaction((unit) => unit.requestIds.remember('PSDNO-FSA-1', 'c'))).toBe(true);
      expect(await store.requestIds.remember('PSDNO-FSA-1', 'c')).toBe(false);
    });
  });

  it('on SQLite NORMAL it changes no setting (no commit waits for the disk there anyway)', async () => {
    await withStore({ sqliteSynchronous: 'NORMAL' }, async (store) => {
      const log = recordStatements();
      expect(await store.requestIds.remember('PSDNO-FSA-1', 'n-1')).toBe(true);
      expect(log.some((sql) => /pragma/i.test(sql))).toBe(false);
    });
  });

  it('inside a transaction it commits with the transaction and changes no setting', async () => {
    await withStore({ sqliteSynchronous: 'FULL' }, async (store) => {
      const log = recordStatements();
      expect(await store.withTransaction((unit) => unit.requestIds.remember('PSDNO-FSA-1', 't-1'))).toBe(true);
      expect(log.some((sql) => /pragma/i.test(sql))).toBe(false);
    });
  });
});

describe('RequestReplayRepository.remember on PostgreSQL', () => {
  const schema = `xs2a_replay_commit_${process.pid}`;
  afterAll(async () => {
    const admin = knexFactory({ client: 'pg', connection: TEST_PG_URL });
    await admin.raw('drop schema if exists ?? cascade', [schema]);
    await admin.destroy();
  });

  it('refuses a pair raced in from two processes (two pools) exactly once per pair', async () => {
    const [one, two] = await Promise.all([createStore({ url: TEST_PG_URL, schema }), createStore({ url: TEST_PG_URL, schema, migrate: false })]);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? one : two).requestIds.remember('PSDNO-FSA-1', `raced-${Math.floor(i / 2)}`)));
      expect(answers.filter(Boolean)).toHaveLength(10);
      expect(await two.withTransaction((unit) => unit.requestIds.remember('PSDNO-FSA-1', 'in-transaction'))).toBe(true);
      expect(await one.requestIds.remember('PSDNO-FSA-1', 'in-transaction')).toBe(false);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('leaves the connection committing synchronously afterwards (the setting lasts for its own commit only)', async () => {
    await createStore({ url: TEST_PG_URL, schema }).then((store) => store.close());
    const db = knexFactory({ client: 'pg', connection: TEST_PG_URL, searchPath: [schema], pool: { min: 1, max: 1 } });
    try {
      const requestIds = createRequestReplayRepository(db, { now: () => new Date() });
      expect(await requestIds.remember('PSDNO-FSA-1', 'one-connection')).toBe(true);
      expect(await requestIds.remember('PSDNO-FSA-1', 'one-connection')).toBe(false);
      const shown = (await db.raw('show synchronous_commit')) as { rows: { synchronous_commit: string }[] };
      expect(shown.rows[0]?.synchronous_commit).toBe('on');
    } finally {
      await db.destroy();
    }
  });
});
