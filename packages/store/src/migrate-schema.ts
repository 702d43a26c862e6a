import type { Knex } from 'knex';
import { readDialect } from './dialect.js';
import { createMigrationSource } from './migrations/migration-source.js';
import { translateDriverError } from './map-driver-error.js';
import { StoreError } from './store-error.js';

/**
 * Brings the schema up to date with the store's migrations. On PostgreSQL several server processes may start at
 * once, so the run holds a transaction-scoped advisory lock (released on commit, or by the server when the
 * process dies) while it creates the schema and applies the migrations; a process that waited finds nothing
 * left to do. Needs two pooled connections on PostgreSQL: one holds the lock, knex migrates on another.
 *
 * @example
 * await migrateSchema(knex, 'xs2a');
 * @see https://www.postgresql.org/docs/current/explicit-locking.html#ADVISORY-LOCKS
 */
export async function migrateSchema(knex: Knex, schema: string | undefined): Promise<void> {
  const config: Knex.MigratorConfig = {
    migrationSource: createMigrationSource(),
    tableName: 'knex_migrations',
    ...(schema === undefined ? {} : { schemaName: schema }),
  };
  try {
    if (readDialect(knex) === 'sqlite') {
      await probeSqliteWrite(knex);
      await knex.migrate.latest(config);
      return;
    }
    await knex.transaction(async (lock) => {
      await lock.raw('select pg_advisory_xact_lock(hashtext(?))', [`xs2a-kit-store:${schema ?? 'public'}`]);
      if (schema !== undefined) await knex.raw('create schema if not exists ??', [schema]);
      await knex.migrate.latest(config);
    });
  } catch (error) {
    // A database that cannot be reached (or refuses the role) is not a failed migration: say what it is.
    const translated = translateDriverError(error);
    if (translated instanceof StoreError && translated.code === 'CONNECTION_FAILED') {
      throw new StoreError('CONNECTION_FAILED', `database cannot be reached: ${translated.message}`, { cause: error });
    }
    if (translated instanceof StoreError && translated.code === 'CONNECTION_LOST') {
      throw new StoreError('CONNECTION_LOST', `the connection broke during the migrations: ${translated.message}`, { cause: error });
    }
    if (error instanceof StoreError) throw error;
    throw new StoreError('MIGRATION_FAILED', `migrations failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Writes the SQLite file once (its user_version, set to what it is) before knex's migrator runs. A file that cannot
 * be written or is locked by another process then fails here, with its cause named, and not in the migrator's
 * lock table, where knex reports it as a stale migration lock and advises running its CLI.
 */
async function probeSqliteWrite(knex: Knex): Promise<void> {
  try {
    const rows = (await knex.raw('pragma user_version')) as { user_version?: unknown }[];
    await knex.raw(`pragma user_version = ${Number(rows[0]?.user_version ?? 0)}`);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_READONLY')) {
      throw new StoreError('MIGRATION_FAILED', `the database file cannot be written (the file, its directory or the file system is read-only for this process): ${String(error)}`, { cause: error });
    }
    if (typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))) {
      throw new StoreError('MIGRATION_FAILED', `another process holds the database file's write lock (a backup, an sqlite3 shell in a transaction, another server): ${String(error)}`, { cause: error });
    }
    throw error;
  }
}
