import { setFlagsFromString } from 'node:v8';

/** What the entry point did about V8's heap growth, for the start-up log. */
export type HeapPolicy =
  | { readonly applied: true; readonly heapGrowingPercent: number }
  | { readonly applied: false; readonly reason: 'disabled' | 'operator-flag' };

export interface HeapPolicyInput {
  /** XS2A_HEAP_GROWING_PERCENT; 0 leaves V8's own policy. */
  readonly heapGrowingPercent: number;
  /** The flags node was started with (`process.execArgv`). */
  readonly execArgv: readonly string[];
  /** NODE_OPTIONS, which node also reads its flags from. */
  readonly nodeOptions: string | undefined;
  /** Sets a V8 flag; `v8.setFlagsFromString` unless a test passes its own. */
  readonly setFlags?: (flags: string) => void;
}

const OPERATOR_FLAG = /(^|\s)--heap[-_]growing[-_]percent(=|\s|$)/;

/**
 * Makes V8 grow the heap by at most `heapGrowingPercent` over the live data after each full collection, instead of
 * its usual factor of up to 4, which is sized for the machine's whole memory rather than for one server among
 * several. The server's live data is small (about 40 MB after the bench's load) and its garbage is short-lived, so
 * collecting sooner keeps the resident set near the live data at no measurable cost in throughput. V8 reads this
 * flag whenever it sizes the heap after a collection, so setting it once the process runs takes effect from the
 * next collection on. A `--heap-growing-percent` the operator gave node (command line or NODE_OPTIONS) wins.
 *
 * Only the server's entry point calls this: a process that embeds `startServer` keeps its own heap settings.
 *
 * @example
 * const policy = applyHeapPolicy({ heapGrowingPercent: config.heapGrowingPercent, execArgv: process.execArgv, nodeOptions: process.env.NODE_OPTIONS });
 * @see BENCHMARKS.md (resident memory after the load, with and without it)
 */
export function applyHeapPolicy(input: HeapPolicyInput): HeapPolicy {
  if (input.heapGrowingPercent === 0) return { applied: false, reason: 'disabled' };
  if (input.execArgv.some((flag) => OPERATOR_FLAG.test(flag)) || OPERATOR_FLAG.test(input.nodeOptions ?? '')) {
    return { applied: false, reason: 'operator-flag' };
  }
  (input.setFlags ?? setFlagsFromString)(`--heap-growing-percent=${input.heapGrowingPercent}`);
  return { applied: true, heapGrowingPercent: input.heapGrowingPercent };
}
