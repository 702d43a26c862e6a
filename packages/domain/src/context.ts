import type { Clock } from './clock.js';
import type { UnitOfWork } from './repositories.js';

/**
 * What every domain service needs: the unit of work (the store), the clock, and optionally an id generator
 * (default: random UUIDs from the platform's Web Crypto, available in Node 20, browsers and edge runtimes).
 *
 * @example
 * const ctx: DomainContext = { uow: createMemoryStore(), clock: { now: () => new Date() } };
 * @see {@link UnitOfWork}, {@link Clock}
 */
export interface DomainContext {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly newId?: () => string;
  /**
   * Whether this deployment executes payments itself, as the sandbox simulates the bank: an instant (Straks)
   * payment is then executed as its SCA completes (batch runs, started by the caller, execute the others). Off by
   * default: in production the bank's own systems execute what the API authorised, and the domain leaves
   * authorised payments for them.
   */
  readonly executesPayments?: boolean;
  /**
   * The first bank date (YYYY-MM-DD) on which SEPA and cross-border payments must carry structured creditor data.
   * Default 2026-08-13, the sandbox's (`STRUCTURED_ADDRESS_ENFORCED_FROM`); a production deployment gives
   * 2026-11-15 (`STRUCTURED_ADDRESS_ENFORCED_FROM_PRODUCTION`).
   */
  readonly structuredAddressFrom?: string;
}

/**
 * A new identifier from the context's generator, or a random UUID.
 *
 * @example
 * const paymentId = createId(ctx);
 * @see RFC 4122 (UUIDs; the default generator makes random ones, version 4)
 */
export function createId(ctx: DomainContext): string {
  return ctx.newId === undefined ? globalThis.crypto.randomUUID() : ctx.newId();
}

/**
 * The current instant as an ISO 8601 timestamp string (UTC).
 *
 * @example
 * const createdAt = getTimestamp(ctx);
 * @see ISO 8601
 */
export function getTimestamp(ctx: DomainContext): string {
  return ctx.clock.now().toISOString();
}
