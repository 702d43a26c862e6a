/** The part of a better-sqlite3 connection the cache touches. */
interface PreparingConnection {
  prepare(sql: string): unknown;
}

/** How many distinct SQL texts a connection keeps prepared; knex writes a few hundred for every query the store has. */
const MAX_STATEMENTS = 500;

/**
 * Makes a better-sqlite3 connection reuse its prepared statements. knex's better-sqlite3 client prepares the SQL
 * of every query again (parsing and planning it each time, measured as the largest single cost of a sandbox read
 * under load); the store's queries are a fixed set of texts with bindings, so a statement prepared once serves
 * every later call. Reuse is safe because knex runs each statement to completion synchronously (`all`/`run`,
 * never `iterate`), so no statement is ever in use twice at once. Bounded: past {@link MAX_STATEMENTS} texts the
 * oldest is dropped (queries built with a variable number of placeholders, `where in (?, ?, ...)`, make new texts).
 *
 * @example
 * pool: { afterCreate(connection, done) { cachePreparedStatements(connection); done(null, connection); } }
 * @see https://github.com/WiseLibs/better-sqlite3/blob/master/docs/api.md#preparestring---statement
 */
export function cachePreparedStatements(connection: PreparingConnection): void {
  const prepare = connection.prepare.bind(connection);
  const statements = new Map<string, unknown>();
  connection.prepare = (sql: string): unknown => {
    const cached = statements.get(sql);
    if (cached !== undefined) return cached;
    const statement = prepare(sql);
    if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
    statements.set(sql, statement);
    return statement;
  };
}
