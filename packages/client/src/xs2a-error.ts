/**
 * The bank answered with an HTTP error status (and no SCA redirect): the status, the tppMessages of the error
 * body and the X-Request-ID of the call, so a TPP can quote it to the bank.
 */
import type { components } from '@xs2a-kit/schema';

/**
 * One entry of `tppMessages` (category, code, optional path and text).
 *
 * @example
 * ```ts
 * const message: TppMessage = { category: 'ERROR', code: 'FORMAT_ERROR', path: '/instructedAmount/amount' };
 * ```
 * @see Berlin Group NextGenPSD2 1.3 section 14.11 (tppMessages)
 */
export type TppMessage = components['schemas']['TppMessage'];

/**
 * What an {@link Xs2aError} is built from.
 *
 * @example
 * ```ts
 * const details: Xs2aErrorDetails = { status: 404, tppMessages: [], requestId: 'a1', operationId: 'getPaymentStatus', body: undefined };
 * ```
 */
export interface Xs2aErrorDetails {
  readonly status: number;
  readonly tppMessages: readonly TppMessage[];
  readonly requestId: string;
  readonly operationId: string;
  /** The parsed error body (or its text when it was not JSON). */
  readonly body: unknown;
}

/**
 * An HTTP error answer. `code` is the code of the first ERROR message (else of the first message), so callers can
 * branch on `error.code === 'REFERENCE_MIX_INVALID'` without digging into the array.
 *
 * @example
 * ```ts
 * try {
 *   await client.createSigningBasket([periodicPaymentId]);
 * } catch (error) {
 *   if (error instanceof Xs2aError && error.code === 'REFERENCE_MIX_INVALID') console.log(error.status); // 400
 * }
 * ```
 * @see Berlin Group NextGenPSD2 1.3 section 14.11 (tppMessages)
 */
export class Xs2aError extends Error {
  override readonly name = 'Xs2aError';
  readonly status: number;
  readonly tppMessages: readonly TppMessage[];
  readonly requestId: string;
  readonly operationId: string;
  readonly body: unknown;

  constructor(details: Xs2aErrorDetails) {
    super(describeError(details));
    this.status = details.status;
    this.tppMessages = details.tppMessages;
    this.requestId = details.requestId;
    this.operationId = details.operationId;
    this.body = details.body;
  }

  /** The code of the first ERROR tppMessage, else of the first message; undefined when there is none. */
  get code(): TppMessage['code'] | undefined {
    return (this.tppMessages.find((m) => m.category === 'ERROR') ?? this.tppMessages[0])?.code;
  }
}

function describeError(details: Xs2aErrorDetails): string {
  const messages = details.tppMessages.map((m) => (m.text ? `${m.code}: ${m.text}` : m.code));
  const summary = messages.length > 0 ? messages.join('; ') : 'no tppMessages';
  return `${details.operationId} failed with HTTP ${details.status} (${summary}); X-Request-ID ${details.requestId}`;
}
