/**
 * A PostgreSQL database of its own for one bench run, created from the test server's URL and dropped
 * afterwards, so runs never see each other's rows (psql is the client; no driver needed here).
 */
import { execFileSync } from 'node:child_process';

export interface BenchDatabase {
  readonly url: string;
  drop(): void;
}

/**
 * Creates `xs2a_bench_<pid>_<time>` next to the database of `adminUrl`.
 *
 * @example
 * const db = createBenchDatabase('postgres://postgres@127.0.0.1:5432/test');
 */
export function createBenchDatabase(adminUrl: string): BenchDatabase {
  const name = `xs2a_bench_${process.pid}_${Date.now().toString(36)}`;
  runSql(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runSql(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

function runSql(url: string, sql: string): void {
  execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { stdio: ['ignore', 'ignore', 'pipe'] });
}
