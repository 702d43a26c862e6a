import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';

/**
 * Gives every request an id for the logs (the TPP's X-Request-ID when it is a plausible one, else a fresh
 * UUID), echoes the TPP's X-Request-ID on the response exactly as sent, as Berlin Group asks, and logs one line
 * per request when it ends. A request without one (refused for it) is answered with the id it was logged
 * under: Berlin Group has every response carry X-Request-ID, and it is what the bank's support can look up.
 * `ctx.state.log`, the request's child logger, is made when first used: most requests log nothing but the
 * request line, which is skipped whole when the level leaves it out (LOG_LEVEL=warn).
 */
export function createRequestIdMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    const sent = ctx.get('x-request-id');
    const requestId = /^[A-Za-z0-9._:-]{1,100}$/.test(sent) ? sent : randomUUID();
    ctx.state.requestId = requestId;
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', { get: () => (log ??= logger.child({ requestId })), enumerable: true, configurable: true });
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      // Node accepted the value as a request header, so it is a valid response header value too.
      ctx.set('X-Request-ID', sent.trim() !== '' ? sent : requestId);
      if (!PRINTABLE_ASCII.test(sent)) keepHeaderBytes(ctx);
      if (logger.isLevelEnabled('info')) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        // Who asked, and for a refusal its first code, so that an operator can answer a TPP's "why was I refused".
        const tpp = (ctx.state.tpp as { id?: string } | undefined)?.id;
        const code = ctx.status >= 400 ? (ctx.body as { tppMessages?: { code?: string }[] } | undefined)?.tppMessages?.[0]?.code : undefined;
        ctx.state.log.info(
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 100) / 100, ...(tpp ? { tpp } : {}), ...(code ? { code } : {}) },
          'request',
        );
      }
    }
  };
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Node reads a header's bytes as Latin-1 characters, one per byte, and writes them back as Latin-1 only when the
 * headers go out on their own: sent together with a string body, they are encoded as UTF-8 with it, and an
 * X-Request-ID of UTF-8 bytes (`bjørn`, allowed with an RFC 2047 Signature) came back with every byte above 0x7F
 * doubled. A Buffer body makes Node send the headers first, so the echo is byte for byte what the TPP sent.
 */
function keepHeaderBytes(ctx: Context): void {
  const body: unknown = ctx.body;
  if (typeof body === 'string') ctx.body = Buffer.from(body);
  else if (body !== null && body !== undefined && typeof body === 'object' && !Buffer.isBuffer(body) && !isStream(body)) ctx.body = Buffer.from(JSON.stringify(body));
}

function isStream(value: object): boolean {
  return typeof (value as { pipe?: unknown }).pipe === 'function';
}
