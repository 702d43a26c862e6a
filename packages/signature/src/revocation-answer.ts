/**
 * Asking the bank's revocation source within a time limit. An OCSP responder or CRL download that hangs must not
 * hold a TPP's request (and its connection) open without end: past the limit, or when the source fails, the
 * answer is "unavailable", which the caller reports as the bank's outage rather than as the TPP's fault.
 */
import type { RevocationQuery, RevocationStatus } from './trust-policy.js';

/** The longest delay Node's timers (setTimeout, AbortSignal.timeout) honour; past it they fire at once. */
export const MAX_TIMER_MS = 2_147_483_647;

/** How long a revocation check may take when the policy does not say: 5 seconds. */
export const DEFAULT_REVOCATION_TIMEOUT_MS = 5_000;

/** The source's answer, or why there is none. */
export type RevocationAnswer = { readonly status: RevocationStatus } | { readonly unavailable: string };

/**
 * Runs `check` for `query`, giving up after `timeoutMs` (`Infinity` waits as long as the check takes). A check
 * that throws, rejects or answers something other than `good` or `revoked` is unavailable too: accepting the
 * certificate then would turn the source's outage into a silent pass.
 *
 * @example
 * const answer = await askRevocation(checkRevocation, query, 2_000);
 * if ('unavailable' in answer) console.warn(answer.unavailable);
 * @see RFC 6960 section 2.2 (an OCSP responder's "unknown" is no answer either), RFC 5280 section 6.3
 */
export async function askRevocation(
  check: (query: RevocationQuery) => Promise<RevocationStatus>,
  query: RevocationQuery,
  timeoutMs: number,
): Promise<RevocationAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<RevocationAnswer>((resolve) => {
    if (Number.isFinite(timeoutMs)) {
      timer = setTimeout(() => resolve({ unavailable: `the revocation check did not answer within ${timeoutMs} ms` }), timeoutMs);
      timer.unref();
    }
  });
  const asked = (async (): Promise<RevocationAnswer> => {
    try {
      const status: unknown = await check(query);
      if (status === 'good' || status === 'revoked') return { status };
      return { unavailable: `the revocation check answered ${JSON.stringify(status)?.slice(0, 40) ?? String(status)}, not 'good' or 'revoked'` };
    } catch (error) {
      return { unavailable: `the revocation check failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 1000) };
    }
  })();
  try {
    return await Promise.race([asked, late]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
