/**
 * Starts the reference server: reads and validates the configuration, opens (and migrates) the database,
 * loads the sandbox starting state on first start, listens, and drains in-flight requests on SIGTERM/SIGINT (at
 * most XS2A_SHUTDOWN_TIMEOUT_MS; a second signal exits at once). As a process of its own, it also sets how far V8
 * grows its heap (XS2A_HEAP_GROWING_PERCENT, infra/heap-policy.ts).
 */
import { startServer } from './start-server.js';
import { ConfigError, readConfig, type ServerConfig } from './config.js';
import { applyHeapPolicy } from './infra/heap-policy.js';

const config = readConfigOrExit();
try {
  // Before the database and the routes are loaded, so that the heap grows under the policy from the start.
  const heap = applyHeapPolicy({ heapGrowingPercent: config.heapGrowingPercent, execArgv: process.execArgv, nodeOptions: process.env.NODE_OPTIONS });
  const running = await startServer(config);
  running.logger.info({ heap }, 'V8 heap growth policy');
  // For a person at a terminal; where stdout is collected (a pipe, a file), every line stays the logger's JSON.
  if (process.stdout.isTTY) process.stdout.write(banner(running.url, config.mode));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      // A second signal: the operator does not want to wait for the drain.
      running.logger.warn({ signal }, 'second signal during shutdown: exiting now, dropping what is in flight');
      process.exit(1);
    }
    stopping = true;
    running.logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down: draining in-flight requests');
    running.close().then(
      ({ drained }) => {
        if (drained) running.logger.info('shut down: every request in flight was answered');
        else running.logger.warn({ timeoutMs: config.shutdownTimeoutMs }, 'shut down: connections still busy at the deadline were closed');
        process.exit(0);
      },
      (error: unknown) => {
        running.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (error) {
  if (error instanceof ConfigError) {
    // A file the configuration names is unusable: told like a bad variable, before any database was touched.
    console.error(error.message);
    process.exit(2);
  }
  // Anything that stops the start: one line saying what and which setting, the stack only when asked for.
  console.error(`cannot start: ${describeStartupFailure(error, config)}`);
  if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(error);
  process.exit(1);
}

/** The configuration, or every problem with it on stderr and exit code 2. */
function readConfigOrExit(): ServerConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

/** The usual reasons a start fails after the configuration was read, named by the variable to look at. */
function describeStartupFailure(error: unknown, config: ServerConfig): string {
  // The store reports a SQLite directory it cannot make as CONFIG_INVALID; the file system's reason is its cause.
  const cause = (error as { code?: string; cause?: { code?: unknown } }).code === 'CONFIG_INVALID' ? (error as { cause?: { code?: unknown } }).cause : undefined;
  const failure = (typeof cause?.code === 'string' ? cause : error) as { code?: string; message?: string; path?: string; syscall?: string };
  const message = failure.message ?? String(error);
  const database = config.databaseUrl ? 'DATABASE_URL' : 'XS2A_SQLITE_FILE';
  switch (failure.code) {
    case 'EADDRINUSE':
      return `PORT ${config.port} on HOST ${config.host} is already in use`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST ${config.host} is not an address of this machine (${failure.code})`;
    case 'EACCES':
    case 'EROFS':
    case 'ENOTDIR':
      if (failure.syscall === 'listen') return `PORT ${config.port} needs privileges this process does not have`;
      // The files the configuration names were read before; what is left is the SQLite file's directory.
      return config.databaseUrl ? `no permission: ${message}` : `XS2A_SQLITE_FILE (${config.sqliteFile}): its directory cannot be created or written: ${message}`;
    case 'ENOENT':
      // The files the configuration names, DATABASE_URL's included, were read before; this is one read since.
      return `a file named in the configuration no longer exists (${config.databaseUrl ? 'DATABASE_URL, ' : ''}TLS_CERT_FILE, TLS_KEY_FILE, TLS_CA_FILE, XS2A_RESPONSE_SIGNING_*): ${message}`;
    case 'CONNECTION_FAILED':
    case 'CONNECTION_LOST':
      return `${config.databaseUrl ? database : `${database} (${config.sqliteFile})`}: ${message}`;
    case 'MIGRATION_FAILED':
      return `${config.databaseUrl ? database : `${database} (${config.sqliteFile})`}: ${message}`;
    default:
      return /DECODER|PEM|certificate|key/i.test(message) ? `a TLS or signing certificate or key cannot be read: ${message}` : message;
  }
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
