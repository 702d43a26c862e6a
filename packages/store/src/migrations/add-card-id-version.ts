import type { Knex } from 'knex';

/**
 * Keeps a card account's `cardIdVNo` (the version of its card id, as the sandbox body carries it): the first
 * card table had no column for it, so a card account created with one answered without it.
 *
 * @example
 * await knex.migrate.latest({ migrationSource: createMigrationSource() });
 * @see operation createSandboxCardAccount (POST /v1/sandbox/card-accounts) in @xs2a-kit/schema
 */
export const addCardIdVersion: Knex.Migration = {
  async up(knex) {
    await knex.schema.alterTable('card_accounts', (table) => {
      table.text('card_id_vno');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('card_accounts', (table) => {
      table.dropColumn('card_id_vno');
    });
  },
};
