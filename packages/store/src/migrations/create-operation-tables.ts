import type { Knex } from 'knex';

/**
 * What the running service keeps for itself: batch runs (one row per scheduled slot, so a slot runs once even
 * with two server processes), TPP contact e-mail addresses, and the (TPP, X-Request-ID) pairs already seen, for
 * replay protection.
 *
 * @example
 * await knex.migrate.latest({ migrationSource: createMigrationSource() });
 * @see {@link BatchRunRepository}, {@link TppContactRepository}, {@link RequestReplayRepository}
 */
export const createOperationTables: Knex.Migration = {
  async up(knex) {
    await knex.schema.createTable('batch_runs', (table) => {
      table.text('run_id').primary();
      table.text('slot').notNullable().unique();
      table.text('trigger').notNullable();
      table.text('runner').notNullable();
      table.text('status').notNullable();
      table.text('started_at').notNullable();
      table.text('finished_at');
      table.integer('settled').notNullable().defaultTo(0);
      table.integer('accepted').notNullable().defaultTo(0);
      table.integer('rejected').notNullable().defaultTo(0);
      table.index(['started_at']);
    });
    await knex.schema.createTable('tpp_contacts', (table) => {
      table.text('tpp_id').primary();
      table.text('email').notNullable();
      table.text('updated_at').notNullable();
    });
    await knex.schema.createTable('seen_requests', (table) => {
      table.text('tpp_id').notNullable();
      table.text('request_id').notNullable();
      table.bigInteger('seen_at').notNullable();
      table.primary(['tpp_id', 'request_id']);
      table.index(['seen_at']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('seen_requests');
    await knex.schema.dropTableIfExists('tpp_contacts');
    await knex.schema.dropTableIfExists('batch_runs');
  },
};
