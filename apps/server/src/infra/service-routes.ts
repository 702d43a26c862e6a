import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Router from '@koa/router';
import { isStoreError } from '@xs2a-kit/store';
import type { Registry } from 'prom-client';

export interface ServiceRouteOptions {
  readonly registry: Registry;
  /** Resolves when the database answers; rejects otherwise. */
  readonly ping: () => Promise<void>;
  readonly specYaml: string;
}

const require = createRequire(import.meta.url);
const swaggerDir = dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/**
 * Operational routes outside the API: /health (the process answers), /ready (the database answers),
 * /metrics (Prometheus), /openapi.yaml (the spec, raw) and /docs (Swagger UI served from the npm package,
 * no CDN).
 */
export function createServiceRouter(options: ServiceRouteOptions): Router {
  const router = new Router({ sensitive: true });
  router.get('health', '/health', (ctx) => {
    ctx.body = { status: 'UP' };
  });
  router.get('ready', '/ready', async (ctx) => {
    try {
      await options.ping();
      ctx.body = { status: 'READY' };
    } catch (error) {
      ctx.status = 503;
      const missing = isStoreError(error, 'QUERY_FAILED');
      ctx.body = { status: 'NOT_READY', reason: missing ? "the database answers, but the server's tables cannot be read (missing: migrate, or restart)" : 'the database does not answer' };
    }
  });
  router.get('metrics', '/metrics', async (ctx) => {
    ctx.type = options.registry.contentType;
    ctx.body = await options.registry.metrics();
  });
  router.get('openapi', '/openapi.yaml', (ctx) => {
    ctx.type = 'application/yaml; charset=utf-8';
    ctx.body = options.specYaml;
  });
  router.get('docs', '/docs', (ctx) => {
    // The page's links are relative (so that they work under any base path): from /docs/ they would point
    // into /docs/docs/, so that address is sent to /docs instead.
    if (ctx.path.endsWith('/')) {
      ctx.status = 301;
      ctx.redirect('../docs');
      return;
    }
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = docsPage();
  });
  router.get('docsAsset', '/docs/:file', (ctx) => {
    const file = ctx.params.file ?? '';
    // Own names only: /docs/constructor found Object.prototype's member and read a file that is not there (500).
    const type = Object.hasOwn(SWAGGER_FILES, file) ? SWAGGER_FILES[file] : undefined;
    if (!type) return;
    ctx.type = type;
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = readFileSync(join(swaggerDir, ctx.params.file ?? ''));
  });
  return router;
}

function docsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>xs2a-kit API documentation</title>
<link rel="stylesheet" href="docs/swagger-ui.css">
<link rel="icon" href="docs/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<noscript><p>This documentation needs JavaScript. Without it, read the API description itself: <a href="openapi.yaml">openapi.yaml</a>.</p></noscript>
<script src="docs/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: 'openapi.yaml', dom_id: '#swagger-ui', deepLinking: true });</script>
</body>
</html>`;
}
