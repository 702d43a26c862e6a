import type { Knex } from 'knex';

/**
 * Keeps the TPP's name (its certificate's organisation) with each authorisation, so that the PSU's SCA pages name
 * the provider as the PSU knows it rather than by its registration number. Authorisations started before the
 * migration keep none, and their pages show the registration number as before.
 *
 * @example
 * await knex.migrate.latest({ migrationSource: createMigrationSource() });
 */
export const addAuthorisationTppName: Knex.Migration = {
  async up(knex) {
    await knex.schema.alterTable('authorisations', (table) => {
      table.text('tpp_name');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('authorisations', (table) => {
      table.dropColumn('tpp_name');
    });
  },
};
