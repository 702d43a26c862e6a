import type { Middleware } from 'koa';
import type { OperationDescriptor } from '@xs2a-kit/schema';
import { ApiProblem } from '../http/api-problem.js';
import { toApiProblem } from '../http/error-table.js';
import type { Tpp } from '../operations/request-context.js';

/** What the server needs from signature verification; the composition root adapts @xs2a-kit/signature. */
export interface RequestAuthenticator {
  authenticate(request: {
    readonly method: string;
    /** The request target exactly as sent (path and query, not re-encoded). */
    readonly target: string;
    readonly headers: Readonly<Record<string, string | string[] | undefined>>;
    readonly body: Uint8Array;
    readonly signedHeaders: readonly string[];
    /** Whether a body must come with Digest: where the operation's header rules require Digest. */
    readonly digestRequired: boolean;
  }): Promise<Tpp>;
  /**
   * Undoes the replay record of a read the bank failed to answer (5xx), so that a retry with the same X-Request-ID
   * (as clients retry GETs) is processed, not refused as a replay. A state-changing request keeps its record.
   */
  release?(tppId: string, requestId: string): Promise<void>;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

/**
 * The request target in origin form, which `(request-target)` signs (draft-cavage section 2.3: path and query):
 * a request line in absolute form (`GET http://host/v1/... HTTP/1.1`, which RFC 9112 section 3.2.2 has servers
 * accept) loses its scheme and authority.
 */
export function originForm(target: string): string {
  if (target.startsWith('/')) return target;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (!absolute) return target;
  const rest = target.slice(absolute[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Verifies the request's signature; a failure throws the signature package's error (mapped to 400/401). */
export function createAuthentication(operation: OperationDescriptor, authenticator: RequestAuthenticator): Middleware {
  // The spec's header table leaves Digest out for the signing basket (and it is optional where the body is, as
  // for the consent whose body is ignored): there a body without Digest is accepted, uncovered by the signature.
  const digestRequired = operation.requiredHeaderParams.includes('Digest');
  return async (ctx, next) => {
    const tpp = await authenticator
      .authenticate({
        method: ctx.method,
        target: originForm(ctx.req.url ?? ctx.url),
        headers: ctx.request.headers,
        body: ctx.state.rawBody ?? new Uint8Array(0),
        signedHeaders: operation.signedHeaders,
        digestRequired,
      })
      .catch((error: unknown) => {
        throw explainBrowserDate(error, ctx.get('origin'), ctx.get('date'));
      });
    ctx.state.tpp = tpp;
    // The replay record just written is the request's own bookkeeping, undone or kept below: what the error
    // handler weighs is whether the handler wrote.
    if (ctx.state.writes) ctx.state.writes.writes = 0;
    try {
      await next();
    } catch (error) {
      const problem = toApiProblem(error);
      if (problem !== undefined && problem.status < 500) throw error;
      if (!SAFE_METHODS.has(ctx.method)) {
        // A state-changing request that failed in its handler may have committed before the failure (a COMMIT
        // whose answer was lost, a read after the write): its X-Request-ID stays used, so that a retry with it is
        // refused instead of run twice, and the answer is a 500 whose outcome is unknown, never a retryable 503.
        ctx.state.outcomeUnknown = true;
        throw error;
      }
      // A read the bank failed: its retry must not be refused as a replay. If the database is what failed,
      // forgetting may fail too; the original error is the one to report. Forgetting is the request's own
      // bookkeeping, like the record itself: it does not count as the request having written (it turned a
      // read's 503 "nothing written, retry" into a 500).
      const writes = ctx.state.writes?.writes;
      await authenticator.release?.(tpp.id, String(ctx.request.headers['x-request-id'] ?? '')).catch(() => undefined);
      if (ctx.state.writes && writes !== undefined) ctx.state.writes.writes = writes;
      throw error;
    }
  };
}

/**
 * A browser never sends a Date header a page's script sets (Fetch lists Date among the forbidden request headers),
 * so a browser-based console that signs requests is refused for a missing Date however it signs. When the refused
 * request came from a browser (it has an Origin) without a Date, the answer says why, instead of only that Date is
 * missing or unsigned, which the tool's author cannot fix in the browser.
 */
function explainBrowserDate(error: unknown, origin: string, date: string): unknown {
  if (origin === '' || date !== '') return error;
  const problem = toApiProblem(error);
  const [first, ...rest] = problem?.messages ?? [];
  if (problem === undefined || problem.status >= 500 || first === undefined) return error;
  const text = `${first.text ?? ''} A browser does not send a Date header a script sets (it is a forbidden request header), so this API cannot be called from browser JavaScript: sign and send requests from a server.`;
  const explained = new ApiProblem(problem.status, first.code, text.trim(), first.path, problem.links, problem.headers);
  explained.messages.push(...rest);
  return explained;
}
