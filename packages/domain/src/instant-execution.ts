import { getBankToday } from './clock.js';
import { createId, getTimestamp } from './context.js';
import type { DomainContext } from './context.js';
import { DomainError } from './errors.js';
import type { Payment, PaymentProduct } from './payment-types.js';
import type { Repositories } from './repositories.js';
import { settleClaimedPayment } from './settlement.js';

/**
 * Whether a product is an instant payment (Straks): executed at once, never left waiting for funds.
 *
 * @example
 * isInstantProduct('instant-norwegian-domestic-credit-transfers-straks'); // true
 * @see spec/openapi.yaml, InstantNorwegianDomesticCreditTransferStraks
 */
export function isInstantProduct(product: PaymentProduct): boolean {
  return product === 'instant-norwegian-domestic-credit-transfers-straks';
}

/**
 * Whether an authorised payment is executed as its SCA completes rather than by a batch run: an instant single
 * or bulk payment that is due (no execution date, or one not after the bank's today). Periodic payments are
 * standing orders, which the bank runs on their own dates; a bulk dated ahead waits for its date like any other.
 *
 * @example
 * isDueForInstantExecution(payment, '2026-03-02');
 */
export function isDueForInstantExecution(payment: Payment, today: string): boolean {
  if (!isInstantProduct(payment.product) || payment.service === 'periodic-payments') return false;
  return payment.requestedExecutionDate === undefined || payment.requestedExecutionDate <= today;
}

/**
 * Executes an instant payment the PSU has just authorised (ACTC or ACWC), in the caller's unit of work, so the
 * authorisation and the execution commit together: claimed (ACSP) and settled as a batch run settles it, except
 * that too little money rejects it at once (RJCT, or PART for a bulk with some transfers paid; fundsAvailable
 * false) instead of leaving it to wait for a later run.
 *
 * @example
 * const executed = await executeInstantPayment(ctx, repos, authorised); // ACSC, or RJCT without funds
 * @see settleClaimedPayment
 */
export async function executeInstantPayment(ctx: DomainContext, repos: Repositories, payment: Payment): Promise<Payment> {
  const now = getTimestamp(ctx);
  const claimed = await repos.payments.update(payment.paymentId, [payment.transactionStatus], { transactionStatus: 'ACSP', updatedAt: now });
  if (claimed === undefined) throw new DomainError('STATUS_INVALID', `payment ${payment.paymentId} changed status meanwhile`);
  await settleClaimedPayment(repos, claimed, { now, today: getBankToday(ctx.clock), newId: () => createId(ctx), mayWaitForFunds: false });
  const executed = await repos.payments.findById(payment.paymentId);
  if (executed === undefined) throw new DomainError('RESOURCE_UNKNOWN', `payment ${payment.paymentId} is unknown`);
  return executed;
}
