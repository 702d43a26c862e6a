import type { Knex } from 'knex';

/**
 * Payments and signing baskets. A payment keeps its request as JSON text (every transfer, with amounts as tagged
 * bigints) and, as columns, what is queried or changes after creation: status, PSU, funds flag, dates, and the
 * total instructed amount in minor units with its currency. A basket's entries reference payments; a payment
 * sits in at most one basket (a unique key, so two processes cannot put it in two baskets at once).
 *
 * @example
 * await knex.migrate.latest({ migrationSource: createMigrationSource() });
 */
export const createPaymentTables: Knex.Migration = {
  async up(knex) {
    await knex.schema.createTable('payments', (table) => {
      table.text('payment_id').primary();
      table.text('tpp_id').notNullable();
      table.text('service').notNullable();
      table.text('product').notNullable();
      table.text('status').notNullable();
      table.boolean('funds_available');
      table.text('psu_customer_number');
      table.text('psu_context');
      table.text('psu_agreement_id');
      table.text('debtor_iban');
      table.text('debtor_bban');
      table.text('requested_execution_date');
      // The total instructed amount; null only for a bulk payment whose entries mix currencies.
      table.bigInteger('amount_minor');
      table.text('currency');
      table.integer('transfer_count').notNullable();
      table.integer('settled_transfers');
      table.text('insufficient_funds_since');
      table.text('request').notNullable();
      table.text('created_at').notNullable();
      table.text('updated_at').notNullable();
      table.index(['tpp_id']);
      // listIdsByStatus: WHERE status IN (...) ORDER BY created_at, payment_id
      table.index(['status', 'created_at', 'payment_id']);
      table.index(['debtor_iban']);
      table.index(['psu_customer_number']);
    });
    await knex.schema.createTable('baskets', (table) => {
      table.text('basket_id').primary();
      table.text('tpp_id').notNullable();
      table.text('created_at').notNullable();
      table.index(['tpp_id']);
    });
    await knex.schema.createTable('basket_entries', (table) => {
      table.text('basket_id').notNullable().references('basket_id').inTable('baskets').onDelete('CASCADE');
      table.integer('position').notNullable();
      table.text('payment_id').notNullable().unique().references('payment_id').inTable('payments');
      table.primary(['basket_id', 'position']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('basket_entries');
    await knex.schema.dropTableIfExists('baskets');
    await knex.schema.dropTableIfExists('payments');
  },
};
