import type { Middleware } from 'koa';
import { resolveAcceptFix } from '@xs2a-kit/schema';
import { tppWarning } from '../http/api-problem.js';

/** Resolves x-accept-fix per request against the catalogue and the server clock; unknown values warn. */
export function createAcceptFixResolution(clock: () => Date): Middleware {
  return async (ctx, next) => {
    const resolution = resolveAcceptFix(ctx.get('x-accept-fix') || undefined, clock());
    ctx.state.fixes = resolution.active;
    ctx.state.warnings = resolution.warnings.map((w) => tppWarning('WARNING', w.text, 'x-accept-fix'));
    await next();
  };
}
