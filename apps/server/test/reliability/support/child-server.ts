/**
 * The reference server in a child process (the sources through tsx, resolved like the tests resolve them),
 * so a test can SIGKILL it in the middle of a write load and start it again on the same database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './settings.js';

export interface ChildServer {
  readonly url: string;
  readonly process: ChildProcess;
  /** Lines the server logged at warn level or above (errors of requests included). */
  readonly problems: string[];
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `apps/server/src/main.ts` with `env` on a free port and waits until it logs that it is ready.
 * `gcOnSignal` lets SIGUSR2 run a full garbage collection in the child (for memory samples).
 */
export function startChildServer(env: Record<string, string>, options: { gcOnSignal?: boolean } = {}): Promise<ChildServer> {
  const gc = options.gcOnSignal ? ['--expose-gc', '--import', new URL('./gc-on-signal.mjs', import.meta.url).href] : [];
  const child = spawn(process.execPath, [...gc, '--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.json'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const problems: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${problems.join('\n')}`)), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => problems.push(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        let entry: { level?: number; msg?: string; url?: string };
        try {
          entry = JSON.parse(line);
        } catch {
          continue;
        }
        if (entry.msg === 'xs2a-kit server ready' && entry.url) {
          clearTimeout(timer);
          resolve({
            url: entry.url,
            process: child,
            problems,
            kill: async (signal) => {
              if (child.exitCode === null && child.signalCode === null) child.kill(signal);
              await exited;
            },
          });
        } else if ((entry.level ?? 0) >= 40) problems.push(line);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready: ${problems.join('\n')}`));
    });
  });
}

/** The part of a knex instance the tests use (knex is the store package's dependency, not the server's). */
export interface Database {
  (table: string): any;
  raw(sql: string, bindings?: readonly unknown[]): Promise<any>;
  destroy(): Promise<void>;
}

/** knex, loaded from the store package, on the server's database (read only for SQLite). */
export function openDatabase(connection: { sqliteFile: string } | { url: string }): Database {
  const requireFromStore = createRequire(join(ROOT, 'packages/store/package.json'));
  const knex = requireFromStore('knex') as (config: Record<string, unknown>) => Database;
  return 'url' in connection
    ? knex({ client: 'pg', connection: connection.url, pool: { min: 0, max: 2 } })
    : knex({ client: 'better-sqlite3', connection: { filename: connection.sqliteFile, readonly: true }, useNullAsDefault: true });
}

/** A fresh PostgreSQL database for one test (removed by the returned `drop`). */
export async function createPostgresDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = openDatabase({ url: adminUrl });
  const name = `${prefix}_${process.pid}_${Date.now()}`.toLowerCase();
  await admin.raw(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
