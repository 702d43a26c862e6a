import type { Middleware } from 'koa';

/** Response headers a browser script may read: the ones the API defines or a TPP debugs with. */
const EXPOSED = ['X-Request-ID', 'Location', 'ASPSP-SCA-Approach', 'Warning', 'Retry-After', 'Signature', 'Digest', 'Allow'].join(', ');
const METHODS = 'GET, POST, PUT, DELETE';
/** A header list as a browser sends it in Access-Control-Request-Headers: tokens separated by commas. */
const HEADER_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/;

/**
 * Cross-origin access for the sandbox, so that browser-based API consoles (and a TPP's own test page) can reach
 * it: preflights are answered 204 with the methods and the requested headers allowed, and every answer to a
 * request with an Origin allows any origin and exposes the API's response headers. A signed request also needs a
 * Date header, which browsers do not let a script set: such a tool signs and sends through a server of its own,
 * and a browser request refused for its Date is told so (authenticate.ts). No cookies or other
 * credentials are involved (requests are signed), so `*` is safe here. The production API sends no CORS
 * headers: TPPs call it from their servers, where their QSealC keys are.
 */
export function createSandboxCors(): Middleware {
  return async (ctx, next) => {
    const origin = ctx.get('origin');
    if (origin === '') {
      await next();
      return;
    }
    const requestedMethod = ctx.get('access-control-request-method');
    if (ctx.method === 'OPTIONS' && requestedMethod !== '') {
      const requestedHeaders = ctx.get('access-control-request-headers');
      ctx.status = 204;
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Access-Control-Allow-Methods', METHODS);
      if (HEADER_LIST.test(requestedHeaders)) ctx.set('Access-Control-Allow-Headers', requestedHeaders);
      ctx.set('Access-Control-Max-Age', '600');
      ctx.vary('Access-Control-Request-Headers');
      return;
    }
    // Set before the request runs, so that error answers carry them too.
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Access-Control-Expose-Headers', EXPOSED);
    await next();
  };
}
