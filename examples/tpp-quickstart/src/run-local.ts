/**
 * The TPP quickstart with a sandbox of its own: starts the reference server (sandbox mode, a free port, a
 * SQLite file in a temporary directory, silent logs), runs the journey against it, stops it and exits with the
 * journey's code. With XS2A_BASE_URL set it runs against that sandbox instead and starts nothing. This is what
 * `npm run quickstart` and CI run.
 *
 * @example
 * ```sh
 * npm run quickstart
 * ```
 * @see ./journey.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The reference server is a private app, not a package: the example reaches it by path, for local runs only.
import { readConfig } from '../../../apps/server/src/config.js';
import { startServer } from '../../../apps/server/src/start-server.js';
import { runJourney } from './journey.js';

async function runLocal(): Promise<number> {
  const given = process.env.XS2A_BASE_URL;
  if (given) return runJourney(given);
  const dir = mkdtempSync(join(tmpdir(), 'xs2a-quickstart-'));
  const server = await startServer(readConfig({ PORT: '0', XS2A_SQLITE_FILE: join(dir, 'sandbox.sqlite'), LOG_LEVEL: 'silent', XS2A_MODE: 'sandbox' }));
  console.log(`reference server (sandbox) at ${server.url}, SQLite in ${dir}`);
  try {
    return await runJourney(server.url);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await runLocal().catch((error: unknown) => {
  console.error(`quickstart could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return 1;
});
