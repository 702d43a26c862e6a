import type { Knex } from 'knex';

/**
 * The tables behind `@xs2a-kit/sca-session`: authorisations, SCA sessions, consents, issued PSU ids, and the
 * unattended-access counters. Instants are epoch milliseconds in `bigint` columns, as the records hold them.
 * `access_counters` has one row per (TPP, account, resource): the row every `recordWithinLimit` locks first,
 * which serialises concurrent calls for the same key even across processes; `access_calls` holds the calls.
 *
 * @example
 * await knex.migrate.latest({ migrationSource: createMigrationSource() });
 * @see UNATTENDED_CALL_LIMIT and UNATTENDED_WINDOW_MS in @xs2a-kit/sca-session
 */
export const createScaTables: Knex.Migration = {
  async up(knex) {
    await knex.schema.createTable('authorisations', (table) => {
      table.text('authorisation_id').primary();
      table.text('object_kind').notNullable();
      // The payment or basket id when the object is one; indexed for "the authorisations of this payment".
      table.text('object_id');
      table.text('object').notNullable();
      table.text('sca_status').notNullable();
      table.text('tpp_id').notNullable();
      table.text('tpp_session_id').notNullable();
      table.text('tpp_redirect_uri').notNullable();
      table.boolean('tpp_redirect_preferred').notNullable();
      table.text('psu_id_hint');
      table.text('psu_identity_hint');
      table.text('auth_method_preferred');
      table.text('psu_context');
      table.text('expected_psu_id');
      table.text('expected_agreement_id');
      table.bigInteger('created_at').notNullable();
      table.bigInteger('expires_at').notNullable();
      table.bigInteger('completed_at');
      table.text('psu_id');
      table.text('customer_number');
      table.text('context');
      table.text('agreement_id');
      table.text('psu_corporate_id');
      table.text('failure_code');
      table.index(['object_id']);
    });
    await knex.schema.createTable('sca_sessions', (table) => {
      table.text('tpp_id').notNullable();
      table.text('tpp_session_id').notNullable();
      table.text('psu_id').notNullable();
      table.text('customer_number').notNullable();
      table.text('context').notNullable();
      table.text('agreement_id');
      table.text('psu_corporate_id');
      table.text('authorisation_id').notNullable();
      table.bigInteger('sca_completed_at').notNullable();
      table.bigInteger('expires_at').notNullable();
      table.bigInteger('invalidated_at');
      table.primary(['tpp_id', 'tpp_session_id']);
      table.index(['tpp_id', 'psu_id']);
    });
    await knex.schema.createTable('consents', (table) => {
      table.text('consent_id').primary();
      table.text('tpp_id').notNullable();
      table.text('psu_id').notNullable();
      table.text('customer_number').notNullable();
      table.text('context').notNullable();
      table.text('agreement_id');
      table.text('psu_corporate_id');
      table.text('accounts').notNullable();
      table.bigInteger('granted_at').notNullable();
      table.bigInteger('expires_at').notNullable();
      table.bigInteger('revoked_at');
      table.text('authorisation_id').notNullable();
      table.index(['tpp_id', 'psu_id', 'agreement_id', 'granted_at']);
      table.index(['customer_number']);
    });
    await knex.schema.createTable('issued_identities', (table) => {
      table.text('tpp_id').notNullable();
      table.text('id').notNullable();
      table.text('kind').notNullable();
      table.text('customer_number').notNullable();
      table.text('customer_type').notNullable();
      table.text('agreement_id');
      table.bigInteger('issued_at').notNullable();
      table.primary(['tpp_id', 'id']);
    });
    await knex.schema.createTable('access_counters', (table) => {
      table.text('tpp_id').notNullable();
      table.text('account_id').notNullable();
      table.text('resource').notNullable();
      table.bigInteger('last_attempt_at').notNullable();
      table.primary(['tpp_id', 'account_id', 'resource']);
    });
    await knex.schema.createTable('access_calls', (table) => {
      table.increments('call_id');
      table.text('tpp_id').notNullable();
      table.text('account_id').notNullable();
      table.text('resource').notNullable();
      table.bigInteger('at').notNullable();
      table.index(['tpp_id', 'account_id', 'resource', 'at']);
    });
  },
  async down(knex) {
    for (const name of ['access_calls', 'access_counters', 'issued_identities', 'consents', 'sca_sessions', 'authorisations']) {
      await knex.schema.dropTableIfExists(name);
    }
  },
};
