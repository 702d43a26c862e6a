import type { Context, Middleware } from 'koa';
import type { App } from '../app.js';
import { PAYMENT_PRODUCT_VALUES } from '@xs2a-kit/schema';
import { ApiProblem, tppError } from '../http/api-problem.js';
import { toApiProblem } from '../http/error-table.js';
import { refuseTooManyHeaders } from '../http/header-count.js';
import { refuseBadHost } from '../http/host-header.js';
import { ReplayRecordFailure } from '../http/replay-record-failure.js';
import { linkHeaders } from '../http/link-headers.js';
import { answersWithListedCodes, toListedCodes } from '../http/listed-codes.js';
import { nameUnknownResource } from '../http/unknown-resource.js';
import { findAnsweredStatus } from '../http/socket-answer.js';
import { trackWrites, type WriteRecord } from '../infra/write-tracker.js';
import type { ResponseSigner } from '../http/response-signer.js';

/** Payment paths: the second segment after the service is the product (the fee-information path included). */
const PAYMENT_PATH = /\/v1\/(?:payments|periodic-payments|bulk-payments)\/([^/]+)/;
const OTHER_PRODUCT_SEGMENTS: readonly string[] = ['instant-norwegian-credit-transfers-straks'];

/**
 * Mounted first: turns every thrown error into a status and a tppMessages body. Only 4xx answers show the
 * error's own text; anything unexpected is logged with its stack and answered 500 SYSTEM_ERROR with a
 * neutral text and the request id, so no internal detail leaks (503 with Retry-After when the database is out of
 * reach or the store is closing). A request whose client aborted it mid-body is
 * a 400 logged at debug: a reset from the client is not the bank's failure (a reset from the database is).
 */
export function createErrorHandler(options: { readonly responseSigner?: ResponseSigner | undefined } = {}): Middleware {
  const signer = options.responseSigner;
  return async (ctx, next) => {
    const writes: WriteRecord = { writes: 0 };
    ctx.state.writes = writes;
    try {
      // HTTP/1.1 requires Host (RFC 9112 3.2); Node is told not to answer its absence with an empty 400 itself.
      if (ctx.req.headers.host === undefined && ctx.req.httpVersion !== '1.0') {
        throw new ApiProblem(400, 'FORMAT_ERROR', 'An HTTP/1.1 request must carry a Host header.', 'Host');
      }
      refuseTooManyHeaders(ctx.req.rawHeaders);
      refuseBadHost(ctx.req.rawHeaders);
      await trackWrites(writes, next);
      if (ctx.status === 404 && ctx.body === undefined) throw describeUnknownPath(ctx.method, ctx.path);
      // The router's answer to a method the resource does not offer (501 for one no route knows), with Allow set.
      if ((ctx.status === 405 || ctx.status === 501) && (ctx.body === undefined || ctx.body === null)) {
        throw new ApiProblem(405, 'SERVICE_INVALID', `This resource does not support ${ctx.method.slice(0, 20)}; it offers ${ctx.response.get('Allow') || 'no method'}.`);
      }
    } catch (error) {
      const problem = toApiProblem(error);
      if (problem && problem.status < 500) {
        ctx.status = problem.status;
        // An unknown id from the path: name the parameter, as a body field at fault is named.
        const named = problem.status === 404 ? nameUnknownResource(problem.messages, ctx.params ?? {}) : problem.messages;
        // The periodic Norwegian domestic transfer answers with the specification's own code list alone.
        const messages = answersWithListedCodes(ctx.method, ctx.path) ? toListedCodes(named, problem.status) : named;
        ctx.body = { tppMessages: messages, ...(problem.links ? { _links: problem.links } : {}) };
        // A 401 asking for consent offers scaRedirect like a 201 does, so it names the approach too.
        ctx.set(linkHeaders(problem.status, ctx.body));
        ctx.set(problem.headers ?? {});
        // RFC 9110 15.5.6: a 405 lists what the resource offers. A method refused for the resource's state
        // (DELETE of a payment already rejected: CANCELLATION_INVALID) leaves the route's other methods.
        if (problem.status === 405 && !ctx.response.get('Allow')) ctx.set('Allow', listOtherMethods(ctx));
        signAnswer(ctx, signer);
        return;
      }
      if (ctx.req.readableAborted) {
        // The client went away while its request was being read: nothing reaches it, and it is no fault of the
        // bank's, so it is neither logged as an error nor counted as a 5xx.
        ctx.state.log?.debug({ err: error }, 'client closed the connection before its request arrived');
        ctx.status = findAnsweredStatus(ctx.req.socket) ?? 400;
        ctx.body = { tppMessages: [tppError('FORMAT_ERROR', 'The request did not arrive whole: the connection closed before its body ended.')] };
        return;
      }
      const failure = settleBankFailure(ctx, error, problem);
      ctx.status = failure.status;
      ctx.set(failure.headers);
      const text = error instanceof ReplayRecordFailure && failure.status === 500
        ? `The bank could not record this request's X-Request-ID and carried out nothing else of it; send it again with a new X-Request-ID (request id ${failure.requestId}).`
        : describeFailure(failure.status, failure.outcomeUnknown, failure.requestId);
      ctx.body = { tppMessages: [tppError('SYSTEM_ERROR', text)] };
      signAnswer(ctx, signer);
    }
  };
}

/**
 * Signs an error answer as the handler runner signs a 2xx (spec, Authentication rule 7): a 401 carrying the
 * scaRedirect a TPP follows is the answer it most needs to trust. The body stays an object: Koa writes it with
 * the same JSON.stringify, so the Digest is of the bytes sent, and the request log still reads its first code.
 * The X-Request-ID follows the request-id middleware's rule (the TPP's as sent, else the bank's own), which sets
 * the same header once the answer is complete.
 */
function signAnswer(ctx: Context, signer: ResponseSigner | undefined): void {
  if (signer === undefined || ctx.body === undefined || ctx.body === null) return;
  const sent = ctx.get('x-request-id');
  ctx.set(signer.sign(JSON.stringify(ctx.body), sent.trim() !== '' ? sent : ctx.state.requestId));
}

/** How the bank's own failure of a request is answered; see {@link settleBankFailure}. */
export interface BankFailure {
  readonly status: number;
  /** Retry-After, on a 503 only. */
  readonly headers: Readonly<Record<string, string>>;
  /** A state-changing request that failed in its handler: it may have committed. */
  readonly outcomeUnknown: boolean;
  readonly requestId: string;
}

/**
 * Decides the status of a failure that is the bank's (no 4xx problem) and logs it. 503 with its Retry-After only
 * where nothing of the request was written: no data-changing statement was sent on its behalf (the store reports
 * each, and takes back one that failed having changed nothing, such as an insert that timed out on a lock held by
 * another process; a POST's replay record is accounted for by the authentication middleware). A state-changing request that
 * failed in its handler is a 500 whose outcome is unknown (that middleware marks it), and so is any request that
 * had sent a write, such as an SCA page that saved a status before failing. Used by the API's JSON answers and by
 * the SCA site's HTML pages alike.
 */
export function settleBankFailure(ctx: Context, error: unknown, problem: ApiProblem | undefined): BankFailure {
  const outcomeUnknown = ctx.state.outcomeUnknown === true;
  const wrote = ((ctx.state.writes as WriteRecord | undefined)?.writes ?? 0) > 0;
  const wanted = problem?.status ?? 500;
  const status = wanted === 503 && (outcomeUnknown || wrote) ? 500 : wanted;
  // An outage answers every request 503: one line each at warn, not a stack trace each at error.
  if (status === 503) ctx.state.log?.warn({ reason: error instanceof Error ? error.message : String(error) }, 'request refused: the database or the revocation source is unreachable, closing or busy');
  else ctx.state.log?.error({ err: error }, 'request failed');
  return { status, headers: status === 503 ? problem?.headers ?? {} : {}, outcomeUnknown, requestId: String(ctx.state.requestId ?? 'unknown') };
}

/** The neutral text of a 5xx: what the TPP may do next, and the request id for the bank's support. */
function describeFailure(status: number, outcomeUnknown: boolean, requestId: string): string {
  if (status === 503) return `The bank cannot process requests right now and wrote nothing of this one; send it again after Retry-After (request id ${requestId}).`;
  if (outcomeUnknown) {
    return `The bank could not finish the request and cannot tell whether it took effect; do not send it again unchanged, ask the bank with the request id ${requestId}.`;
  }
  return `The bank could not process the request (request id ${requestId}).`;
}

/**
 * The answer for a path no operation serves: 404 PRODUCT_UNKNOWN when it is a payment path whose product the
 * bank does not offer (Berlin Group's code for that case, naming the parameter), else 404 RESOURCE_UNKNOWN.
 */
function describeUnknownPath(method: string, path: string): ApiProblem {
  const segment = PAYMENT_PATH.exec(path)?.[1];
  const product = segment === undefined ? undefined : safeDecode(segment);
  if (product !== undefined && !(PAYMENT_PRODUCT_VALUES as readonly string[]).includes(product) && !OTHER_PRODUCT_SEGMENTS.includes(product)) {
    return new ApiProblem(404, 'PRODUCT_UNKNOWN', `Payment product ${product.slice(0, 100)} is not offered; use one of ${PAYMENT_PRODUCT_VALUES.join(', ')}.`, 'payment-product');
  }
  return new ApiProblem(404, 'RESOURCE_UNKNOWN', `No resource at ${method} ${path.slice(0, 200)}.`);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The methods the app's routes serve at the request's path, but the request's own (HEAD goes with GET). */
function listOtherMethods(ctx: Context): string {
  const offered = (ctx.app as Partial<App>).listAllowedMethods?.(ctx.path) ?? [];
  return offered.filter((method) => method !== ctx.method && !(ctx.method === 'GET' && method === 'HEAD')).join(', ');
}
