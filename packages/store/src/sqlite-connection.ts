/**
 * The connection a SQLite driver hands to knex: better-sqlite3 runs SQL synchronously and throws (its connections
 * have `pragma`), sqlite3 answers through a callback.
 */
export interface SqliteConnection {
  exec(sql: string, callback?: (error: Error | null) => void): unknown;
  prepare(sql: string): unknown;
  pragma?: unknown;
}

/**
 * Runs SQL without results (pragmas) on a driver connection of either kind.
 *
 * @example
 * await execOnConnection(connection, 'PRAGMA synchronous = FULL');
 */
export function execOnConnection(connection: SqliteConnection, sql: string): Promise<void> {
  if (typeof connection.pragma === 'function') {
    try {
      connection.exec(sql);
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
  return new Promise((resolve, reject) => connection.exec(sql, (error) => (error ? reject(error) : resolve())));
}
