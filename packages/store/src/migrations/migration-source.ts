import type { Knex } from 'knex';
import { addAuthorisationTppName } from './add-authorisation-tpp-name.js';
import { addCardIdVersion } from './add-card-id-version.js';
import { addPaymentDebtorBbanIndex } from './add-payment-debtor-bban-index.js';
import { addPaymentRejectionReason } from './add-payment-rejection-reason.js';
import { createOperationTables } from './create-operation-tables.js';
import { createPaymentTables } from './create-payment-tables.js';
import { createSandboxTables } from './create-sandbox-tables.js';
import { createScaTables } from './create-sca-tables.js';

/** The migrations in the order they apply. Names are stored in `knex_migrations`: never rename one. */
const MIGRATIONS: readonly (readonly [string, Knex.Migration])[] = [
  ['0001-sandbox-tables', createSandboxTables],
  ['0002-payment-tables', createPaymentTables],
  ['0003-sca-tables', createScaTables],
  ['0004-operation-tables', createOperationTables],
  ['0005-card-id-version', addCardIdVersion],
  ['0006-payment-rejection-reason', addPaymentRejectionReason],
  ['0007-authorisation-tpp-name', addAuthorisationTppName],
  ['0008-payment-debtor-bban-index', addPaymentDebtorBbanIndex],
];

/**
 * The store's migrations as a knex migration source: compiled into the package, so they run from `dist` without
 * knex looking for files at run time.
 *
 * @example
 * await knex.migrate.latest({ migrationSource: createMigrationSource() });
 * @see https://knexjs.org/guide/migrations.html#custom-migration-sources
 */
export function createMigrationSource(): Knex.MigrationSource<string> {
  return {
    getMigrations: async () => MIGRATIONS.map(([name]) => name),
    getMigrationName: (name) => name,
    getMigration: async (name) => {
      const found = MIGRATIONS.find(([candidate]) => candidate === name);
      if (found === undefined) throw new Error(`unknown migration ${name}`);
      return found[1];
    },
  };
}
