import type { Middleware } from 'koa';
import { resolveAcceptFix } from '@xs2a-kit/schema';
import { tppWarning, type TppMessage } from '../http/api-problem.js';

/**
 * How many x-accept-fix values without effect get a WARNING each. Every warning is also a `Warning: 299` entry,
 * and hundreds of them made a response head larger than clients read (16 KiB in Node's fetch): the TPP saw a
 * failure for a payment that was created, and a retry created it again.
 */
const MAX_ACCEPT_FIX_WARNINGS = 3;

/**
 * Resolves x-accept-fix per request against the catalogue and the server clock; unknown values warn, the first
 * few by name and the rest counted in one more warning (spec/openapi.yaml, parameter XAcceptFix).
 */
export function createAcceptFixResolution(clock: () => Date): Middleware {
  return async (ctx, next) => {
    const resolution = resolveAcceptFix(ctx.get('x-accept-fix') || undefined, clock());
    ctx.state.fixes = resolution.active;
    ctx.state.warnings = describeWarnings(resolution.warnings.map((w) => w.text));
    await next();
  };
}

function describeWarnings(texts: readonly string[]): TppMessage[] {
  const named = texts.slice(0, MAX_ACCEPT_FIX_WARNINGS).map((text) => tppWarning('WARNING', text, 'x-accept-fix'));
  const more = texts.length - named.length;
  if (more === 0) return named;
  const summary = `${more} more x-accept-fix ${more === 1 ? 'value has' : 'values have'} no effect either; send only values of this bank's catalogue.`;
  return [...named, tppWarning('WARNING', summary, 'x-accept-fix')];
}
