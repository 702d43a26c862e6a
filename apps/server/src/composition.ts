import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type Router from '@koa/router';
import type { Logger } from 'pino';
import { loadStartingStateIfEmpty, STRUCTURED_ADDRESS_ENFORCED_FROM, STRUCTURED_ADDRESS_ENFORCED_FROM_PRODUCTION, type DomainContext } from '@xs2a-kit/domain';
import type { ScaDeps } from '@xs2a-kit/sca-session';
import { createStore } from '@xs2a-kit/store';
import type { ServerConfig } from './config.js';
import type { HandlerDeps } from './handlers/handler-deps.js';
import { createHandlerTable } from './handlers/handler-table.js';
import type { RequestAuthenticator } from './middleware/authenticate.js';
import type { HandlerTable } from './operations/register-routes.js';
import type { ConfigFiles } from './config-files.js';
import type { ResponseSigner } from './http/response-signer.js';
import { startBatchScheduler } from './infra/batch-scheduler.js';
import { createSignatureAuthenticator } from './signature-authenticator.js';
import { createPageRouters } from './pages/page-routers.js';
import { noteWrite, noteWriteRefused } from './infra/write-tracker.js';

/** Everything the app needs, built from the configuration; `close` releases it. */
export interface ComposedServices {
  readonly handlers: HandlerTable;
  readonly authenticator: RequestAuthenticator;
  readonly routers: readonly Router[];
  readonly ping: () => Promise<void>;
  readonly specYaml: string;
  readonly responseSigner: ResponseSigner | undefined;
  close(): Promise<void>;
}

/**
 * The composition root: opens the store (creating and migrating the SQLite file on first start), loads the
 * sandbox starting state when the sandbox is empty, starts the sandbox's scheduled batch runs, and wires the
 * packages into handlers and pages. The configuration's files were read and checked before (config-files.ts).
 */
export async function composeServices(config: ServerConfig, runtime: { logger: Logger; clock: () => Date; files: ConfigFiles }): Promise<ComposedServices> {
  const clock = { now: runtime.clock };
  // knex's own messages (a refused connection while the database is down) as one JSON log line each.
  const log = {
    warn: (message: string) => runtime.logger.warn({ component: 'database' }, message),
    error: (message: string) => runtime.logger.error({ component: 'database' }, message),
    debug: (message: string) => runtime.logger.debug({ component: 'database' }, message),
  };
  // onWrite: a failed request that sent a data-changing statement is never answered "503, nothing written", unless
  // the statement failed having changed nothing (onWriteRefused).
  const store = await createStore(config.databaseUrl
    ? { url: config.databaseUrl, clock, log, onWrite: noteWrite, onWriteRefused: noteWriteRefused }
    : { sqliteFile: config.sqliteFile, sqliteSynchronous: config.sqliteSynchronous, clock, log, onWrite: noteWrite, onWriteRefused: noteWriteRefused });
  // The sandbox simulates the bank's execution of payments; in production the bank's own systems execute them.
  const domain: DomainContext = {
    uow: store,
    clock,
    executesPayments: config.mode === 'sandbox',
    // service-spec, Versioning: structured creditor data is enforced from one date in the sandbox, a later one in production.
    structuredAddressFrom: config.mode === 'production' ? STRUCTURED_ADDRESS_ENFORCED_FROM_PRODUCTION : STRUCTURED_ADDRESS_ENFORCED_FROM,
  };
  if (config.mode === 'sandbox') {
    try {
      if (await loadStartingStateIfEmpty(domain)) runtime.logger.info('sandbox was empty: loaded the published starting state');
    } catch (error) {
      // Two processes starting on one empty database: the other one loaded the starting state first.
      if ((await store.sandbox.listCustomers()).length === 0) throw error;
    }
  }
  const sca: ScaDeps = {
    repositories: store,
    config: {
      bankNamespace: config.bankNamespace,
      scaBaseUrl: config.scaSiteUrl ?? config.publicUrl,
      apiBaseUrl: config.links === 'absolute' ? config.publicUrl : '',
      environment: config.mode,
    },
  };
  const authenticator = createSignatureAuthenticator({
    mode: config.mode,
    trustAnchors: runtime.files.trustAnchors,
    clock: runtime.clock,
    // The sandbox takes a request that fits either clock (a TPP's real-time tools against a moved sandbox). In
    // production a moved clock is the one clock: a certificate expired by the wall clock, or a Date fitting only
    // it, would otherwise pass (review: and the replay window would have two places in time).
    ...(config.clockOffsetMs === 0 || config.mode === 'production' ? {} : { wallClock: () => new Date() }),
    replays: store.requestIds,
    getReplays: config.getReplays,
    ...(runtime.files.revocationLists ? { checkRevocation: runtime.files.revocationLists.checkRevocation } : {}),
  });
  const deps: HandlerDeps = {
    mode: config.mode,
    store,
    domain,
    sca,
    clock: runtime.clock,
    publicUrl: config.publicUrl,
    linkBase: config.links === 'absolute' ? config.publicUrl : '',
    explainSignature: (input) => authenticator.explain(input),
  };
  const scheduler = config.mode === 'sandbox' ? startBatchScheduler({ store, domain, clock: runtime.clock, logger: runtime.logger }) : undefined;
  // A sandbox on a moved clock takes a Date by either clock: its ids are kept as much longer as the clocks are apart.
  const replayKeepMs = 10 * 60_000 + (config.mode === 'sandbox' ? Math.abs(config.clockOffsetMs) : 0);
  const cleanup = setInterval(() => {
    store.requestIds.forgetOlderThan(replayKeepMs).catch((error: unknown) => runtime.logger.warn({ err: error }, 'replay table cleanup failed'));
  }, 60_000);
  cleanup.unref();
  return {
    handlers: createHandlerTable(deps),
    authenticator,
    routers: createPageRouters(deps, config),
    ping: () => store.ping(),
    specYaml: readSpec(config.publicUrl),
    responseSigner: runtime.files.responseSigner,
    close: async () => {
      clearInterval(cleanup);
      scheduler?.stop();
      runtime.files.revocationLists?.stop();
      await store.close();
    },
  };
}

/**
 * The spec served at /openapi.yaml: the repository's spec/openapi.yaml (the same path from src and from dist),
 * with `servers` naming this server's public URL, so that /docs and tools importing the spec (Postman, code
 * generators) address this server rather than the spec's default localhost:8080.
 */
function readSpec(publicUrl: string): string {
  const spec = readFileSync(fileURLToPath(new URL('../../../spec/openapi.yaml', import.meta.url)), 'utf8');
  return spec.replace(/^servers:\n {2}- url: .*\n {4}description: .*\n(?: {6}.*\n)*/m, `servers:\n  - url: ${JSON.stringify(publicUrl)}\n    description: This server.\n`);
}
