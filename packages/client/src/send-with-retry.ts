/**
 * Sending a signed request with a timeout per attempt, and retrying only what is safe to repeat: GETs that met
 * a network error, a timeout or a 5xx answer, and any request answered 503 with Retry-After (the bank's word that
 * it is unavailable for a while and wrote nothing). Otherwise a POST, PUT or DELETE is sent exactly once: after a
 * lost answer or another 5xx nobody knows whether it took effect.
 */
import { ClientError } from './client-error.js';
import type { SignedHttpRequest } from './sign-http-request.js';

/**
 * How to send.
 *
 * @example
 * ```ts
 * const options: SendOptions = { fetch, timeoutMs: 30_000, retries: 2, retryDelayMs: 250, random: Math.random };
 * ```
 * @see RFC 9110 section 9.2.2 (idempotent methods)
 */
export interface SendOptions {
  readonly fetch: typeof globalThis.fetch;
  readonly timeoutMs: number;
  readonly retries: number;
  readonly retryDelayMs: number;
  readonly random: () => number;
  readonly signal?: AbortSignal | undefined;
  /** The client's clock, against which a Retry-After given as an HTTP-date is read (default: the system's). */
  readonly clock?: (() => Date) | undefined;
}

/**
 * The answer as read: status and body text, and the request of the attempt that got it.
 *
 * @example
 * ```ts
 * const { status, text } = await sendWithRetry(sign, options);
 * ```
 * @see {@link sendWithRetry}
 */
export interface SentRequest {
  readonly status: number;
  readonly text: string;
  /** The answer's headers (a signed answer's Signature, Digest and ASPSP-Signature-Certificate among them). */
  readonly headers: Headers;
  readonly request: SignedHttpRequest;
  readonly attempts: number;
}

/** The longest Retry-After the client waits out; a bank asking for more gets its 503 handed to the caller. */
export const MAX_RETRY_AFTER_MS = 30_000;

/**
 * Sends the request `sign` produces; `sign` runs again for each attempt, so each retry carries a fresh Date (and
 * the X-Request-ID the caller chooses: the client gives a GET's retry a new one, any other request's the same). Backoff: `retryDelayMs * 2^n`, half of it jittered, or the
 * answer's Retry-After when that is longer (up to {@link MAX_RETRY_AFTER_MS}).
 *
 * @example
 * ```ts
 * const sent = await sendWithRetry(() => signHttpRequest(input), options);
 * ```
 * @see RFC 9110 section 9.2.2 (only idempotent requests are repeated)
 */
export async function sendWithRetry(sign: () => SignedHttpRequest, options: SendOptions): Promise<SentRequest> {
  for (let attempt = 0; ; attempt += 1) {
    const request = sign();
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let waitMs: number;
    try {
      const response = await options.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        signal,
        redirect: 'manual',
      });
      const text = await response.text();
      const askedMs = response.status === 503 ? readRetryAfter(response.headers.get('retry-after'), (options.clock?.() ?? new Date()).getTime()) : undefined;
      // A wait the client will sit out; a longer one is handed back to the caller (a GET still retries on backoff).
      const waitable = askedMs !== undefined && askedMs <= MAX_RETRY_AFTER_MS ? askedMs : undefined;
      const retryable = request.method === 'GET' ? response.status >= 500 : waitable !== undefined;
      if (!retryable || attempt >= options.retries) return { status: response.status, text, headers: response.headers, request, attempts: attempt + 1 };
      waitMs = Math.max(computeDelay(options, attempt), waitable ?? 0);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const failure = timeout.aborted
        ? new ClientError('TIMEOUT', `${request.method} ${request.url} got no answer within ${options.timeoutMs} ms (X-Request-ID ${request.requestId})`, { cause: error, requestId: request.requestId })
        : new ClientError('NETWORK_FAILED', `${request.method} ${request.url} failed: ${describeCause(error)} (X-Request-ID ${request.requestId})`, { cause: error, requestId: request.requestId });
      // Without an answer only a GET is known to be safe to send again.
      if (request.method !== 'GET' || attempt >= options.retries) throw failure;
      waitMs = computeDelay(options, attempt);
    }
    await waitFor(waitMs, options.signal);
  }
}

/**
 * Milliseconds a Retry-After header asks for (delay-seconds, or an HTTP-date in any of its three forms), Infinity
 * for a number of seconds too large to wait for, or undefined when it is absent or unreadable.
 *
 * @example
 * readRetryAfter('5', Date.now()); // 5000
 * @see RFC 9110 section 10.2.3 (Retry-After) and section 5.6.7 (HTTP-date: IMF-fixdate, RFC 850, asctime)
 */
export function readRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return trimmed.length > 9 ? Number.POSITIVE_INFINITY : Number(trimmed) * 1000;
  // Date.parse reads almost anything ("-5" as a year), so only an HTTP-date's shapes are given to it. asctime
  // carries no zone; HTTP dates are in GMT.
  const dated = IMF_OR_RFC850.test(trimmed) ? trimmed : ASCTIME.test(trimmed) ? `${trimmed} GMT` : undefined;
  if (dated === undefined) return undefined;
  const at = Date.parse(dated);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** `Sun, 06 Nov 1994 08:49:37 GMT` and `Sunday, 06-Nov-94 08:49:37 GMT`. */
const IMF_OR_RFC850 = /^[A-Za-z]{3,9}, \d{2}[ -][A-Za-z]{3}[ -]\d{2,4} \d{2}:\d{2}:\d{2} GMT$/;
/** `Sun Nov  6 08:49:37 1994`. */
const ASCTIME = /^[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/;

function computeDelay(options: SendOptions, attempt: number): number {
  const full = options.retryDelayMs * 2 ** attempt;
  return full / 2 + options.random() * (full / 2);
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

function waitFor(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
