import type { Middleware } from 'koa';
import { ApiProblem, tppError } from '../http/api-problem.js';
import { toApiProblem } from '../http/error-table.js';

/**
 * Mounted first: turns every thrown error into a status and a tppMessages body. Only 4xx answers show the
 * error's own text; anything unexpected is logged with its stack and answered 500 SYSTEM_ERROR with a
 * neutral text and the request id, so no internal detail leaks.
 */
export function createErrorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new ApiProblem(404, 'RESOURCE_UNKNOWN', `No resource at ${ctx.method} ${ctx.path}.`);
      }
    } catch (error) {
      const problem = toApiProblem(error);
      if (problem && problem.status < 500) {
        ctx.status = problem.status;
        ctx.body = { tppMessages: problem.messages, ...(problem.links ? { _links: problem.links } : {}) };
        for (const [name, value] of Object.entries(problem.headers ?? {})) ctx.set(name, value);
        return;
      }
      ctx.state.log?.error({ err: error }, 'request failed');
      ctx.status = problem?.status ?? 500;
      ctx.body = {
        tppMessages: [tppError('SYSTEM_ERROR', `The bank could not process the request (request id ${String(ctx.state.requestId ?? 'unknown')}).`)],
      };
    }
  };
}
