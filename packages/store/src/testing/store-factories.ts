import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '@xs2a-kit/domain';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import { createStore } from '../create-store.js';
import type { Store } from '../create-store.js';
import type { StoreOptions } from '../store-options.js';

/** The PostgreSQL the tests use (trust auth on the local machine unless told otherwise). */
export const TEST_PG_URL = process.env.XS2A_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A database for one test file: opens stores on it, inspects it with a connection of its own, empties it
 * between tests, and removes it at the end.
 */
export interface StoreFactory {
  readonly name: 'sqlite' | 'postgres';
  /** Store options that reach this database (for child processes and reopening). */
  readonly options: StoreOptions;
  open(extra?: { clock?: Clock }): Promise<Store>;
  /** A separate knex connection for looking at rows directly. */
  readonly raw: Knex;
  /** Deletes every row of every store table. */
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

async function listTables(raw: Knex, dialect: 'sqlite' | 'postgres', schema?: string): Promise<string[]> {
  if (dialect === 'sqlite') {
    const rows = (await raw.raw(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'knex_%'",
    )) as { name: string }[];
    return rows.map((row) => row.name);
  }
  const result = (await raw.raw("select tablename from pg_tables where schemaname = ? and tablename not like 'knex_%'", [
    schema ?? 'public',
  ])) as { rows: { tablename: string }[] };
  return result.rows.map((row) => row.tablename);
}

/**
 * SQLite on a temporary file, in a directory that does not exist yet (the store must create it).
 *
 * @example
 * const factory = createSqliteFactory();
 * @see StoreFactory
 */
export function createSqliteFactory(): StoreFactory {
  const dir = mkdtempSync(join(tmpdir(), 'xs2a-store-'));
  const options: StoreOptions = { sqliteFile: join(dir, 'nested', 'store.sqlite') };
  let raw: Knex | undefined;
  const stores: Store[] = [];
  const factory: StoreFactory = {
    name: 'sqlite',
    options,
    async open(extra = {}) {
      const store = await createStore({ ...options, ...extra });
      stores.push(store);
      return store;
    },
    get raw() {
      raw ??= knexFactory({
        client: 'better-sqlite3',
        connection: { filename: options.sqliteFile ?? '', options: { safeIntegers: true } },
        useNullAsDefault: true,
      });
      return raw;
    },
    async reset() {
      const tables = await listTables(factory.raw, 'sqlite');
      await factory.raw.raw('PRAGMA foreign_keys = OFF');
      for (const table of tables) await factory.raw(table).delete();
      await factory.raw.raw('PRAGMA foreign_keys = ON');
    },
    async dispose() {
      for (const store of stores) await store.close();
      await raw?.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return factory;
}

/**
 * PostgreSQL in a schema of its own (`xs2a_test_<random>`), dropped at the end, so parallel test files and CI
 * runs never see each other's rows.
 *
 * @example
 * const factory = createPostgresFactory();
 * @see StoreFactory
 */
export function createPostgresFactory(): StoreFactory {
  const schema = `xs2a_test_${Math.random().toString(36).slice(2, 10)}`;
  const options: StoreOptions = { url: TEST_PG_URL, schema, poolSize: 6 };
  const raw = knexFactory({ client: 'pg', connection: TEST_PG_URL, searchPath: [schema], pool: { min: 0, max: 2 } });
  const stores: Store[] = [];
  return {
    name: 'postgres',
    options,
    raw,
    async open(extra = {}) {
      const store = await createStore({ ...options, ...extra });
      stores.push(store);
      return store;
    },
    async reset() {
      const tables = await listTables(raw, 'postgres', schema);
      if (tables.length > 0) await raw.raw(`truncate ${tables.map(() => '??').join(', ')} restart identity cascade`, tables);
    },
    async dispose() {
      for (const store of stores) await store.close();
      await raw.raw('drop schema if exists ?? cascade', [schema]);
      await raw.destroy();
    },
  };
}
