/**
 * The source of "now" for every time rule in this package, in epoch milliseconds. Injected so that session,
 * consent and access-limit rules can be tested without waiting.
 *
 * @example
 * ```ts
 * const fixed: Clock = { now: () => Date.parse('2025-01-01T12:00:00Z') };
 * ```
 */
export interface Clock {
  now(): number;
}

/**
 * The wall clock, for production use.
 *
 * @example
 * ```ts
 * await completeAuthorisation(deps, input, systemClock);
 * ```
 * @see {@link Clock}
 */
export const systemClock: Clock = { now: () => Date.now() };
