/**
 * Sending a signed request with a timeout per attempt, and retrying only what is safe to repeat: GETs that met
 * a network error, a timeout or a 5xx answer. A POST, PUT or DELETE is sent exactly once.
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
  readonly request: SignedHttpRequest;
  readonly attempts: number;
}

/**
 * Sends the request `sign` produces; `sign` runs again for each attempt, so each retry carries a fresh Date (and
 * the same X-Request-ID, when the caller keeps it). Backoff: `retryDelayMs * 2^n`, half of it jittered.
 *
 * @example
 * ```ts
 * const sent = await sendWithRetry(() => signHttpRequest(input), options);
 * ```
 * @see RFC 9110 section 9.2.2 (only idempotent requests are repeated)
 */
export async function sendWithRetry(sign: () => SignedHttpRequest, options: SendOptions): Promise<SentRequest> {
  let attempt = 0;
  for (;;) {
    const request = sign();
    const maxRetries = request.method === 'GET' ? options.retries : 0;
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let failure: ClientError;
    try {
      const response = await options.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        signal,
        redirect: 'manual',
      });
      const text = await response.text();
      if (response.status < 500 || attempt >= maxRetries) return { status: response.status, text, request, attempts: attempt + 1 };
      failure = new ClientError('NETWORK_FAILED', `HTTP ${response.status}`);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      failure = timeout.aborted
        ? new ClientError('TIMEOUT', `${request.method} ${request.url} got no answer within ${options.timeoutMs} ms (X-Request-ID ${request.requestId})`, { cause: error })
        : new ClientError('NETWORK_FAILED', `${request.method} ${request.url} failed: ${describeCause(error)} (X-Request-ID ${request.requestId})`, { cause: error });
      if (attempt >= maxRetries) throw failure;
    }
    await waitFor(computeDelay(options, attempt), options.signal);
    attempt += 1;
  }
}

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
