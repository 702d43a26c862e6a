/**
 * A database of its own on the test PostgreSQL (XS2A_TEST_PG_URL, else the local trust-auth server) for a test
 * file, so files running side by side never share tables; dropped with every connection to it at the end.
 */
import pg from 'pg';

export const TEST_PG_URL = process.env.XS2A_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  /** The database's name, unique to this process and moment. */
  readonly name: string;
  /** The URL of the new database (TEST_PG_URL with its path replaced). */
  readonly url: string;
  drop(): Promise<void>;
}

/** Creates `<prefix>_<pid>_<ms>`; `prefix` is a lower-case identifier naming the test. */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await runAsAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => runAsAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function runAsAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
