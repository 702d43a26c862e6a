import type { Middleware } from 'koa';
import { validateRequestPart, type OperationDescriptor, type OperationId } from '@xs2a-kit/schema';
import { ApiProblem, tppWarning, type TppMessage } from '../http/api-problem.js';
import { BAD_PERCENT_ENCODING, findBadlyEncodedPathParameter, findBadlyEncodedQueryParameter } from '../http/percent-encoding.js';
import { checkString } from '../http/text-rules.js';
import { ValidationProblem } from '../http/validation-problem.js';

/** How many unknown query parameters get a WARNING each. */
const MAX_QUERY_WARNINGS = 3;

/**
 * Validates path parameters, query parameters and the body against the operation's rules, in that order.
 * Path and query values are coerced by the validators (`limit=10` becomes the number 10). A query parameter
 * the operation does not define is ignored with a WARNING (as an unknown x-accept-fix value is), so that a
 * misspelt `withaccounts` does not silently give an answer without accounts.
 */
export function createInputValidation(operation: OperationDescriptor): Middleware {
  const operationId = operation.operationId as OperationId;
  const known = new Set(operation.queryParams);
  return async (ctx, next) => {
    const badPath = findBadlyEncodedPathParameter(operation.path, ctx.path);
    if (badPath !== undefined) throw describeBadEncoding('Path', badPath);
    const params = (ctx as unknown as { params?: Record<string, string> }).params ?? {};
    const path: Record<string, string> = {};
    for (const { name, key } of operation.pathParams) {
      const value = params[key] ?? '';
      const problem = checkString(value, name);
      if (problem) throw new ApiProblem(400, 'FORMAT_ERROR', `Path parameter ${name} ${problem.reason}.`, name);
      path[name] = value;
    }
    const pathIssue = validateRequestPart(operationId, 'path', path);
    if (pathIssue) throw new ValidationProblem(pathIssue);

    const badQuery = findBadlyEncodedQueryParameter(ctx.querystring);
    if (badQuery !== undefined) throw describeBadEncoding('Query', badQuery);
    const query: Record<string, unknown> = {};
    let unknown = 0;
    for (const [name, value] of Object.entries(ctx.query)) {
      if (!known.has(name)) {
        // Its name is echoed in the warning, so it keeps to the text rules like every value.
        const nameProblem = checkString(name, name);
        if (nameProblem) throw new ApiProblem(400, 'FORMAT_ERROR', `A query parameter name ${nameProblem.reason}.`);
        // A few are enough to point at the mistake; a thousand would make a Warning header clients refuse.
        if (unknown++ < MAX_QUERY_WARNINGS) ctx.state.warnings = [...(ctx.state.warnings ?? []), describeUnknownQuery(name, operation.queryParams)];
        continue;
      }
      if (value === undefined) continue;
      if (Array.isArray(value)) throw new ApiProblem(400, 'FORMAT_ERROR', `Query parameter ${name} is given more than once.`, name);
      const problem = checkString(value, name);
      if (problem) throw new ApiProblem(400, 'FORMAT_ERROR', `Query parameter ${name} ${problem.reason}.`, name);
      query[name] = value;
    }
    const queryIssue = validateRequestPart(operationId, 'query', query);
    if (queryIssue) throw new ValidationProblem(queryIssue);

    const bodyIssue = validateRequestPart(operationId, 'body', ctx.state.body);
    if (bodyIssue) throw new ValidationProblem(bodyIssue);
    ctx.state.path = path;
    ctx.state.query = query;
    await next();
  };
}

function describeUnknownQuery(name: string, known: readonly string[]): TppMessage {
  const shown = name.slice(0, 60);
  const meant = known.find((k) => k.toLowerCase() === name.toLowerCase());
  const text = meant
    ? `Query parameter ${shown} was ignored: names are case-sensitive, did you mean ${meant}?`
    : `Query parameter ${shown} was ignored: this operation takes ${known.length > 0 ? known.join(', ') : 'no query parameters'}.`;
  return tppWarning('WARNING', text, shown);
}

function describeBadEncoding(kind: 'Path' | 'Query', name: string): ApiProblem {
  const shown = name.slice(0, 60);
  return new ApiProblem(400, 'FORMAT_ERROR', `${kind} parameter ${shown} ${BAD_PERCENT_ENCODING}.`, shown);
}
