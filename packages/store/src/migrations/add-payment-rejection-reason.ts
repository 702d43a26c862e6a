import type { Knex } from 'knex';

/**
 * Keeps why the bank rejected a payment (`Payment.rejectionReason` in `@xs2a-kit/domain`), so that its status
 * can say so: before this column a payment the PSU authorised from an account they may not use read RJCT with no
 * reason at all. Payments rejected before the migration keep no reason.
 *
 * @example
 * await knex.migrate.latest({ migrationSource: createMigrationSource() });
 * @see operation getPaymentStatus in @xs2a-kit/schema
 */
export const addPaymentRejectionReason: Knex.Migration = {
  async up(knex) {
    await knex.schema.alterTable('payments', (table) => {
      table.text('rejection_reason');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('payments', (table) => {
      table.dropColumn('rejection_reason');
    });
  },
};
