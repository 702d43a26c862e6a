/**
 * How a repository refuses a write, so that the domain can answer the TPP in its own terms (a payment already in
 * another basket is `REFERENCE_STATUS_INVALID`, not a storage failure). The domain does not import a storage
 * package: it recognises any `Error` whose `code` is one of these, so `@xs2a-kit/store`'s `StoreError` and a
 * bank's own storage errors qualify as long as they carry the code.
 */

/**
 * - `CONFLICT`: the write would break a uniqueness rule: an id that exists, or a payment already held by another
 *   basket (a payment belongs to at most one basket).
 * - `REFERENCE_INVALID`: the write names a record that does not exist (a basket's payment id that no payment has).
 * - `NOT_FOUND`: an update of a record that does not exist.
 *
 * @example
 * const code: RepositoryErrorCode = 'CONFLICT';
 * @see {@link BasketRepository.insert}
 */
export type RepositoryErrorCode = 'CONFLICT' | 'REFERENCE_INVALID' | 'NOT_FOUND';

/**
 * A refusal by a repository of the domain's interfaces, as the in-memory store throws it. Implementations of
 * their own may throw this class or any `Error` with the same `code`.
 *
 * @example
 * throw new RepositoryError('CONFLICT', `payment ${paymentId} is already in basket ${other.basketId}`);
 * @see {@link RepositoryErrorCode}
 */
export class RepositoryError extends Error {
  override readonly name = 'RepositoryError';
  readonly code: RepositoryErrorCode;

  constructor(code: RepositoryErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** Whether a repository refused a write with `code`: by the error's `code`, whatever storage package threw it. */
export function isRepositoryRefusal(error: unknown, code: RepositoryErrorCode): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === code;
}
