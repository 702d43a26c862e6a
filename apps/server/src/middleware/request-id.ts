import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/**
 * Gives every request an id for the logs (the TPP's X-Request-ID when it is a plausible one, else a fresh
 * UUID), echoes the TPP's X-Request-ID on the response exactly as sent, as Berlin Group asks, and logs one line
 * per request when it ends. A request without one (refused for it) is answered with the id it was logged
 * under: Berlin Group has every response carry X-Request-ID, and it is what the bank's support can look up.
 */
export function createRequestIdMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    const sent = ctx.get('x-request-id');
    const requestId = /^[A-Za-z0-9._:-]{1,100}$/.test(sent) ? sent : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      // Node accepted the value as a request header, so it is a valid response header value too.
      ctx.set('X-Request-ID', sent.trim() !== '' ? sent : requestId);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Who asked, and for a refusal its first code, so that an operator can answer a TPP's "why was I refused".
      const tpp = (ctx.state.tpp as { id?: string } | undefined)?.id;
      const code = ctx.status >= 400 ? (ctx.body as { tppMessages?: { code?: string }[] } | undefined)?.tppMessages?.[0]?.code : undefined;
      ctx.state.log.info(
        { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 100) / 100, ...(tpp ? { tpp } : {}), ...(code ? { code } : {}) },
        'request',
      );
    }
  };
}
