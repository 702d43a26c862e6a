/**
 * The TPP quickstart with a sandbox of its own: starts the reference server (sandbox mode, a free port, a
 * SQLite file in a temporary directory, silent logs), runs the journey against it, stops it and exits with the
 * journey's code. It always starts its own: the journey resets the sandbox it runs against, and XS2A_BASE_URL,
 * which the client's CLI reads too, may name a sandbox others share (main.ts runs the journey against it on
 * purpose). This is what `npm run quickstart` and CI run.
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
  if (given) {
    console.log(`note: XS2A_BASE_URL is set (${given}); the quickstart starts a sandbox of its own all the same, since its journey resets the sandbox it runs on. To run it against ${given}, which it would reset: XS2A_BASE_URL=${given} npx tsx examples/tpp-quickstart/src/main.ts`);
  }
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
