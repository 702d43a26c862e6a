import type { Middleware } from 'koa';
import type { OperationDescriptor } from '@xs2a-kit/schema';
import type { TppMessage } from '../http/api-problem.js';
import { stringifyResponse } from '../http/amount-json.js';
import { linkHeaders } from '../http/link-headers.js';
import { answersWithListedCodes } from '../http/listed-codes.js';
import type { ResponseSigner } from '../http/response-signer.js';
import type { OperationHandler, OperationRequest } from '../operations/request-context.js';
import { originForm } from './authenticate.js';

/**
 * Calls the operation's handler with the validated request and writes its result: the body serialised
 * through the active fixes (amount-as-string), warnings appended to tppMessages and in a Warning header, the
 * headers the body's links imply (ASPSP-SCA-Approach, Location), and the body signed when the bank signs
 * responses. `publicUrl` makes a Location taken from a link relative to the API root absolute.
 */
export function createHandlerRunner(operation: OperationDescriptor, handler: OperationHandler, clock: () => Date, signer?: ResponseSigner, publicUrl = ''): Middleware {
  // An answer held to the specification's code list has no code for a notice (Berlin Group's is WARNING, not
  // listed): its notices go in the Warning header alone. A property of the operation, decided once.
  const headerOnly = answersWithListedCodes(operation.method, operation.path);
  return async (ctx) => {
    const request: OperationRequest = {
      operation,
      requestId: ctx.state.requestId,
      tpp: ctx.state.tpp,
      path: ctx.state.path ?? {},
      query: ctx.state.query ?? {},
      headers: ctx.state.headers ?? {},
      body: ctx.state.body,
      fixes: ctx.state.fixes ?? new Set(),
      now: clock(),
      raw: { method: ctx.method, target: originForm(ctx.req.url ?? ctx.url), headers: ctx.request.headers, body: ctx.state.rawBody ?? new Uint8Array(0) },
    };
    const result = await handler(request);
    const warnings: TppMessage[] = [...(ctx.state.warnings ?? []), ...(result.messages ?? [])];
    let body = result.body;
    const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
    if (warnings.length > 0 && isObject && !headerOnly) {
      const existing = (body as { tppMessages?: TppMessage[] }).tppMessages ?? [];
      body = { ...(body as object), tppMessages: [...existing, ...warnings] };
    }
    // Every WARNING the answer carries, the handler's own (a status read's lacking funds) included.
    const warned = isObject && !headerOnly ? ((body as { tppMessages?: TppMessage[] }).tppMessages ?? []).filter((m) => m.category === 'WARNING') : warnings;
    if (warned.length > 0) ctx.set('Warning', warned.map((w) => `299 - "${toWarnText(w.text ?? w.code)}"`).join(', '));
    for (const [name, value] of Object.entries(result.headers ?? {})) ctx.set(name, value);
    ctx.set(linkHeaders(result.status, body, publicUrl));
    ctx.status = result.status;
    if (body === undefined) {
      ctx.body = null;
      return;
    }
    ctx.type = 'application/json; charset=utf-8';
    // Sandbox operations take no x-accept-fix and their contract types amounts as strings whatever the date (a
    // sandbox run as of 2019 wrote them as numbers).
    const text = stringifyResponse(body, operation.sandboxOnly || request.fixes.has('amount-as-string'));
    if (signer) ctx.set(signer.sign(text, request.headers['x-request-id']));
    ctx.body = text;
  };
}

/**
 * A warning's text as a Warning header's quoted text: printable ASCII, quotes turned into apostrophes, a
 * backslash and anything else percent-encoded as UTF-8 (a query parameter named `€` reads `%E2%82%AC`, as it was
 * sent on the wire; a backslash `%5C`, since dropped it made `longer-name\s` read as the catalogue's
 * `longer-names`). A header value cannot hold what a text may: Node refuses anything past U+00FF or a line
 * break, and refusing it here, after the handler committed a payment, answered 500 for a payment that existed.
 * The body's tppMessages keep the text as it is.
 */
function toWarnText(text: string): string {
  // Quotes become apostrophes rather than vanish: `value "longer-names" is not in...` must not read as if the
  // value longer-names itself were unknown.
  return text.replace(/[^\x20-\x7E]+/g, (run) => encodeURIComponent(run.replace(LONE_SURROGATE, '\uFFFD'))).replace(/"/g, "'").replace(/\\/g, '%5C');
}

/** Half of a UTF-16 pair without its other half, which encodeURIComponent refuses. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
