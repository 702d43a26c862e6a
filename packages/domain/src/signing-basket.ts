import type { PaymentStatus } from './payment-types.js';

/**
 * A stored signing basket. It holds only references: its status is derived from its payments
 * ({@link deriveBasketStatus}) and never stored.
 *
 * @example
 * const size = (b: SigningBasket) => b.paymentIds.length;
 */
export interface SigningBasket {
  readonly basketId: string;
  readonly tppId: string;
  readonly paymentIds: readonly string[];
  readonly createdAt: string;
}

/**
 * The basket status values.
 *
 * @example
 * const s: BasketStatus = 'PATC';
 */
export type BasketStatus = 'RCVD' | 'ACTC' | 'PATC' | 'RJCT';

/**
 * How a payment status counts in a basket: `rejected` (RJCT, CANC and the held status HOLD: the payment will
 * not go through as signed, at least for now), `unauthorised` (RCVD: still waiting for SCA) or `authorised`
 * (every status after a successful SCA, including ACCP which is accepted and only waits for funds).
 *
 * @example
 * classifyForBasket('ACCP'); // 'authorised'
 * @see {@link deriveBasketStatus}
 */
export function classifyForBasket(status: PaymentStatus): 'rejected' | 'unauthorised' | 'authorised' {
  switch (status) {
    case 'RJCT':
    case 'CANC':
    case 'HOLD':
      return 'rejected';
    case 'RCVD':
      return 'unauthorised';
    default:
      return 'authorised';
  }
}

/**
 * The basket's status as the worst case over its payments. Order, worst first:
 *
 * 1. `RJCT` — some payment is rejected, cancelled or held;
 * 2. `RCVD` — no payment is authorised yet;
 * 3. `PATC` — some but not all payments are authorised (the basket's authorisation is partly done);
 * 4. `ACTC` — every payment is authorised.
 *
 * A mix of RCVD and authorised payments is PATC rather than RCVD: PATC is exactly the "partially
 * authorised" case, so it sits between the two. An empty list counts as RCVD (a basket is never empty).
 *
 * @example
 * deriveBasketStatus(['ACTC', 'RCVD']); // 'PATC'
 * deriveBasketStatus(['ACSC', 'RJCT']); // 'RJCT'
 */
export function deriveBasketStatus(statuses: readonly PaymentStatus[]): BasketStatus {
  let authorised = 0;
  let unauthorised = 0;
  for (const status of statuses) {
    const kind = classifyForBasket(status);
    if (kind === 'rejected') return 'RJCT';
    if (kind === 'authorised') authorised += 1;
    else unauthorised += 1;
  }
  if (authorised === 0) return 'RCVD';
  return unauthorised === 0 ? 'ACTC' : 'PATC';
}
