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
    throw new StoreError('MIGRATION_FAILED', `migrations failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
