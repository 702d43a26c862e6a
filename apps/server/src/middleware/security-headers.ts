import type { Middleware } from 'koa';

/**
 * The headers every answer carries, Koa's and those the server writes before Koa sees a request alike. A route
 * whose answer may be kept (the documentation's static files) sets its own Cache-Control over `no-store`.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/**
 * {@link SECURITY_HEADERS}, with Strict-Transport-Security when this process serves TLS itself (TLS_CERT_FILE) with
 * no proxy in front to set it: browsers then keep to HTTPS for a year, so a PSU's later visit to the SCA pages
 * cannot be downgraded to plain HTTP. The answers written before the application (a request the HTTP parser
 * refuses, 417, the 503 while the database opens) carry them too.
 *
 * @example
 * res.writeHead(417, { ...listSecurityHeaders(true), 'Content-Type': 'application/json' });
 */
export function listSecurityHeaders(servesTls: boolean): Readonly<Record<string, string>> {
  return servesTls ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': 'max-age=31536000' } : SECURITY_HEADERS;
}

/**
 * Headers that keep a browser from misreading or exposing what the server sends, on every answer (API, pages,
 * errors alike):
 * - `X-Content-Type-Options: nosniff`: a JSON answer echoing text (a 404 naming its path) is never run as a page
 *   or a script, whatever it contains;
 * - `Referrer-Policy: no-referrer`: the address of an SCA page (its authorisation id) does not travel to the TPP's
 *   site, or anywhere else, when the PSU's browser leaves it;
 * - `Cache-Control: no-store`: account data, psu-ids (the sandbox approval's redirectUrl) and payment details are
 *   kept by no cache on the way;
 * - with `servesTls` (the server's own TLS): `Strict-Transport-Security: max-age=31536000`;
 * - on HTML (the sandbox's home page, the documentation; the SCA pages set a stricter policy of their own):
 *   `Content-Security-Policy: frame-ancestors 'none'`, so no other site can frame them.
 *
 * @example
 * app.use(createSecurityHeaders());
 * @see https://owasp.org/www-project-secure-headers/
 */
export function createSecurityHeaders(options: { readonly servesTls?: boolean } = {}): Middleware {
  const headers = listSecurityHeaders(options.servesTls === true);
  return async (ctx, next) => {
    ctx.set(headers);
    await next();
    // The raw header rather than ctx.response.is('html'), which parses the media type on every answer (5 us).
    if (String(ctx.response.get('Content-Type')).startsWith('text/html') && !ctx.response.get('Content-Security-Policy')) {
      ctx.set('Content-Security-Policy', "frame-ancestors 'none'");
    }
  };
}
