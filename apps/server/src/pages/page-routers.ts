import type Router from '@koa/router';
import type { ServerConfig } from '../config.js';
import type { HandlerDeps } from '../handlers/handler-deps.js';
import { createScaRouter } from '../sca-site/sca-router.js';
import { createLandingRouter } from './landing-page.js';

/** The bank's HTML pages: the built-in SCA site (see below), and in sandbox mode the landing page. */
export function createPageRouters(deps: HandlerDeps, config: ServerConfig): Router[] {
  // The built-in SCA pages identify a PSU by customer number: the sandbox's SCA, and production's only when the
  // operator asked for it (XS2A_DEMO_SCA); with the bank's own SCA site (XS2A_SCA_URL) they are not served.
  const builtInSca = config.scaSiteUrl === undefined && (config.mode === 'sandbox' || config.demoSca);
  const routers = builtInSca ? [createScaRouter(deps, config.basePath)] : [];
  if (config.mode === 'sandbox') routers.push(createLandingRouter(deps, config.basePath));
  return routers;
}
