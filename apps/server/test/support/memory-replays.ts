import type { RequestReplayRepository } from '@xs2a-kit/store';

/**
 * The store's replay table in memory, with the same contract (`remember` answers whether this call was the first),
 * exposing the pairs it holds so a test can see which requests reached it.
 *
 * @example
 * const replays = createMemoryReplays();
 * createSignatureAuthenticator({ mode: 'sandbox', trustAnchors: undefined, clock, replays });
 */
export function createMemoryReplays(): RequestReplayRepository & { readonly pairs: Set<string> } {
  const pairs = new Set<string>();
  return {
    pairs,
    remember: async (tppId, requestId) => {
      const key = `${tppId}\n${requestId}`;
      if (pairs.has(key)) return false;
      pairs.add(key);
      return true;
    },
    forget: async (tppId, requestId) => {
      pairs.delete(`${tppId}\n${requestId}`);
    },
    forgetOlderThan: async () => 0,
  };
}
