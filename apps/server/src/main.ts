/**
 * Starts the reference server: reads and validates the configuration, opens (and migrates) the database,
 * loads the sandbox starting state on first start, listens, and drains in-flight requests on SIGTERM/SIGINT.
 */
import { startServer } from './start-server.js';
import { ConfigError, readConfig } from './config.js';

try {
  const config = readConfig(process.env);
  const running = await startServer(config);
  process.stdout.write(banner(running.url, config.mode));
  const stop = (signal: string) => {
    running.logger.info({ signal }, 'shutting down: draining in-flight requests');
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        running.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

/** What a newcomer needs after `pnpm start`: where the docs are and how to make the first signed call. */
function banner(url: string, mode: string): string {
  const lines = [
    '',
    `xs2a-kit reference server (${mode}) is listening on ${url}`,
    `  API documentation:  ${url}/docs   (raw spec: ${url}/openapi.yaml)`,
    ...(mode === 'sandbox'
      ? [
          `  Sandbox home page:  ${url}/   (test customers, x-accept-fix catalogue)`,
          '',
          'First signed call, from another terminal in this repository:',
          '  npx tsx packages/client/src/cli.ts certs create --out ./certs',
          `  npx tsx packages/client/src/cli.ts customers list --base-url ${url} --cert ./certs/qseal.pem --key ./certs/qseal-key.pem`,
        ]
      : []),
    '',
  ];
  return `${lines.join('\n')}\n`;
}
