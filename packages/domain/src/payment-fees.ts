import type { Money } from './money.js';
import type { Payment } from './payment-types.js';

/**
 * The sandbox's public price list (the specification names the Straks fee operation and the fee fields but
 * publishes no prices): a Straks (instant) transfer is free below NOK 500.00 and costs a fixed NOK 2.00 from
 * there, whatever the amount; every other product is free. No agreement of a PSU changes it. This is the amount
 * from which the fee applies.
 *
 * @example
 * STRAKS_FREE_BELOW; // { minor: 50_000n, currency: 'NOK' }
 * @see spec/openapi.yaml, operation getStraksFeeInformation
 */
export const STRAKS_FREE_BELOW: Money = { minor: 50_000n, currency: 'NOK' };

/**
 * The fixed fee of a Straks transfer of {@link STRAKS_FREE_BELOW} or more, by the sandbox's price list.
 *
 * @example
 * STRAKS_FEE; // { minor: 200n, currency: 'NOK' }
 * @see spec/openapi.yaml, operation getStraksFeeInformation
 */
export const STRAKS_FEE: Money = { minor: 200n, currency: 'NOK' };

const STRAKS = 'instant-norwegian-domestic-credit-transfers-straks';

/**
 * The fee of one Straks transfer of `amount` by the price list ({@link STRAKS_FEE} from {@link STRAKS_FREE_BELOW}).
 *
 * @example
 * priceStraksTransfer({ minor: 50_000n, currency: 'NOK' }); // { minor: 200n, currency: 'NOK' }
 */
export function priceStraksTransfer(amount: Money): Money {
  return amount.minor >= STRAKS_FREE_BELOW.minor ? STRAKS_FEE : { minor: 0n, currency: STRAKS_FEE.currency };
}

/**
 * What a payment initiation costs by the price list, as its answer states it (`transactionFees`,
 * `transactionFeeIndicator`): for Straks the fee of each transfer, summed over a bulk payment's entries, and for a
 * periodic payment the fee of one execution; zero in the payment's currency for every other product. The answer
 * agreed with the fee information operation only for amounts under the threshold: it said 0.00 and false always.
 *
 * @example
 * priceInitiation(payment); // { fees: { minor: 200n, currency: 'NOK' }, charged: true } for a NOK 500.00 Straks payment
 */
export function priceInitiation(payment: Pick<Payment, 'product' | 'transfers'>): { fees: Money; charged: boolean } {
  const currency = payment.transfers[0]?.instructedAmount.currency ?? 'NOK';
  if (payment.product !== STRAKS) return { fees: { minor: 0n, currency }, charged: false };
  const minor = payment.transfers.reduce((sum, transfer) => sum + priceStraksTransfer(transfer.instructedAmount).minor, 0n);
  return { fees: { minor, currency: STRAKS_FEE.currency }, charged: minor > 0n };
}
