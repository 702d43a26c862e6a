import Koa from 'koa';
import Router from '@koa/router';
import type { Logger } from 'pino';
import type { ResponseSigner } from './http/response-signer.js';
import { createMetrics } from './infra/metrics.js';
import { createServiceRouter } from './infra/service-routes.js';
import type { RequestAuthenticator } from './middleware/authenticate.js';
import { createSandboxCors } from './middleware/cors.js';
import { createErrorHandler } from './middleware/error-handler.js';
import { createRequestIdMiddleware } from './middleware/request-id.js';
import { createSecurityHeaders } from './middleware/security-headers.js';
import { registerRoutes, type HandlerTable } from './operations/register-routes.js';

export interface AppOptions {
  readonly mode: 'sandbox' | 'production';
  readonly basePath: string;
  readonly bodyLimit: number;
  readonly logger: Logger;
  readonly clock: () => Date;
  /** True when `clock` is not the wall clock (XS2A_NOW, XS2A_CLOCK_OFFSET_MS): responses then carry its Date. */
  readonly clockMoved?: boolean;
  /** True when this process serves TLS itself (TLS_CERT_FILE): answers then carry Strict-Transport-Security. */
  readonly servesTls?: boolean;
  readonly handlers: HandlerTable;
  readonly authenticator: RequestAuthenticator;
  readonly ping: () => Promise<void>;
  readonly specYaml: string;
  /** Extra routers mounted under the base path (the SCA pages, the sandbox landing page). */
  readonly extraRouters?: readonly Router[];
  readonly responseSigner?: ResponseSigner | undefined;
  /** The API's public URL (base path included): Location headers are absolute under it. */
  readonly publicUrl: string;
  /** True once a shutdown drains: every answer then carries `Connection: close`. */
  readonly isDraining?: () => boolean;
}

/** The Koa application, and what its routes offer for the one request Node hands over outside it (CONNECT). */
export interface App extends Koa {
  /**
   * The methods the routes serve at a raw path, as the Allow header of a 405 lists them (the router's own 405s
   * compute it the same way); empty for a path no route serves.
   */
  readonly listAllowedMethods: (path: string) => string[];
}

/**
 * Composes the Koa application: request id and logging, the error middleware, metrics, then the operations of
 * the generated table (each with body capture and checks first), the service routes and the HTML pages. It decides nothing a package
 * could decide.
 */
export function createApp(options: AppOptions): App {
  const app = new Koa();
  app.proxy = true;
  const metrics = createMetrics();
  // Paths match case-sensitively (RFC 3986 section 6.2.2.1): /V1/SANDBOX/CUSTOMERS is no path of the spec.
  const api = new Router({ sensitive: true, ...(options.basePath ? { prefix: options.basePath } : {}) });
  registerRoutes(api, {
    mode: options.mode,
    handlers: options.handlers,
    authenticator: options.authenticator,
    clock: options.clock,
    bodyLimit: options.bodyLimit,
    responseSigner: options.responseSigner,
    publicUrl: options.publicUrl,
  });
  const service = createServiceRouter({ registry: metrics.registry, ping: options.ping, specYaml: options.specYaml });
  if (options.basePath) api.use(service.routes());

  const isDraining = options.isDraining;
  if (isDraining) {
    // Outermost, so it also sees the answers of requests that were in flight when the drain began.
    app.use(async (ctx, next) => {
      await next();
      if (isDraining()) ctx.set('Connection', 'close');
    });
  }
  // The Date header from the server's clock when XS2A_NOW or XS2A_CLOCK_OFFSET_MS moved it: Node's own is the wall
  // clock, and a TPP computing Retry-After (from the same clock) minus Date would be off by the offset. Set first,
  // so a signed response's own Date (the signer's, from this clock too) replaces it. With the wall clock Node's
  // Date is the same, and no request pays for this middleware.
  if (options.clockMoved === true) {
    const clock = options.clock;
    app.use(async (ctx, next) => {
      ctx.set('Date', clock().toUTCString());
      await next();
    });
  }
  app.use(createRequestIdMiddleware(options.logger));
  app.use(createSecurityHeaders({ servesTls: options.servesTls === true }));
  // Outside the error handler, so that it records the status the client gets (review L: inside, every error
  // answer, a 503 of an outage included, was counted as Koa's default 404, and no 5xx alert could fire).
  app.use(metrics.middleware);
  app.use(createErrorHandler({ responseSigner: options.responseSigner }));
  if (options.mode === 'sandbox') app.use(createSandboxCors());
  app.use(api.routes());
  // Not thrown: the router then sets Allow (RFC 9110 requires it on a 405), and the error middleware gives the body.
  app.use(api.allowedMethods());
  if (!options.basePath) app.use(service.routes());
  for (const router of options.extraRouters ?? []) app.use(router.routes());
  app.on('error', (error: Error) => options.logger.debug({ err: error }, 'connection error'));
  const routers = [api, ...(options.basePath ? [] : [service]), ...(options.extraRouters ?? [])];
  const listAllowedMethods = (path: string) => [...new Set(routers.flatMap((router) => router.match(path, 'GET').path.flatMap((layer) => layer.methods)))];
  return Object.assign(app, { listAllowedMethods });
}
