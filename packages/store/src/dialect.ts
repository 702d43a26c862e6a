import type { Knex } from 'knex';

/**
 * The two databases the store runs on.
 *
 * @example
 * const dialect: Dialect = 'sqlite';
 * @see {@link StoreOptions}
 */
export type Dialect = 'sqlite' | 'postgres';

/**
 * Which of the two databases a knex instance (or transaction) talks to.
 *
 * @example
 * if (readDialect(knex) === 'postgres') query.forUpdate();
 * @see Dialect
 */
export function readDialect(knex: Knex): Dialect {
  const name: unknown = (knex.client as { dialect?: unknown }).dialect;
  return name === 'postgresql' ? 'postgres' : 'sqlite';
}

/**
 * Adds the column that remembers creation order to a table whose key is a UUID. PostgreSQL gets a `bigserial`
 * beside the primary key; SQLite needs none, because every ordinary SQLite table has an implicit, increasing
 * `rowid` (a new row always gets a rowid above every existing one unless the largest is 2^63-1).
 *
 * @example
 * await knex.schema.createTable('customers', (table) => { addCreationOrder(table, dialect); });
 * @see https://www.sqlite.org/autoinc.html
 */
export function addCreationOrder(table: Knex.CreateTableBuilder, dialect: Dialect): void {
  if (dialect === 'postgres') table.bigIncrements('seq', { primaryKey: false });
}

/**
 * The column to order by for "creation order" listings: `seq` on PostgreSQL, `rowid` on SQLite.
 *
 * @example
 * knex('customers').orderBy(getCreationOrderColumn(dialect, 'customers'));
 * @see addCreationOrder
 */
export function getCreationOrderColumn(dialect: Dialect, table?: string): string {
  const column = dialect === 'postgres' ? 'seq' : 'rowid';
  return table === undefined ? column : `${table}.${column}`;
}
