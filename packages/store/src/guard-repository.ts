import { translateDriverError } from './map-driver-error.js';
import { StoreError } from './store-error.js';

/**
 * Wraps every method of a repository so that driver errors come out as {@link StoreError}s with a stable code,
 * and so that a closed store answers `CLOSED` instead of a pool error.
 *
 * @example
 * const payments = guardRepository(createPaymentRepository(db), () => state.closed);
 * @see StoreError
 */
export function guardRepository<T extends object>(repository: T, isClosed: () => boolean): T {
  const guarded: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(repository)) {
    if (typeof member !== 'function') {
      guarded[name] = member;
      continue;
    }
    const method = member as (...args: unknown[]) => Promise<unknown>;
    guarded[name] = async (...args: unknown[]): Promise<unknown> => {
      if (isClosed()) throw new StoreError('CLOSED', `store is closed (${name})`);
      try {
        return await method.apply(repository, args);
      } catch (error) {
        throw translateDriverError(error);
      }
    };
  }
  return guarded as T;
}
