import type { Knex } from 'knex';

/**
 * Indexes payments by debtor BBAN, as `debtor_iban` already is: the logical-duplicate check of bulk and instant
 * payments reads the payments from the candidate's debtor account (`PaymentRepository.listIdsByDebtor`), and
 * Norwegian domestic payments name their accounts by BBAN. Before, that check read every live payment of the bank
 * on each initiation.
 *
 * @example
 * await knex.migrate.latest({ migrationSource: createMigrationSource() });
 */
export const addPaymentDebtorBbanIndex: Knex.Migration = {
  async up(knex) {
    await knex.schema.alterTable('payments', (table) => {
      table.index(['debtor_bban']);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('payments', (table) => {
      table.dropIndex(['debtor_bban']);
    });
  },
};
