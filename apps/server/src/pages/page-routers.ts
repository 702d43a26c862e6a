import type Router from '@koa/router';
import type { ServerConfig } from '../config.js';
import type { HandlerDeps } from '../handlers/handler-deps.js';
import { createScaRouter } from '../sca-site/sca-router.js';
import { createLandingRouter } from './landing-page.js';

/** The bank's HTML pages: the SCA site always, and in sandbox mode the landing page. */
export function createPageRouters(deps: HandlerDeps, config: ServerConfig): Router[] {
  const routers = [createScaRouter(deps, config.basePath)];
  if (config.mode === 'sandbox') routers.push(createLandingRouter(deps, config.basePath));
  return routers;
}
