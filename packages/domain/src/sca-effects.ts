import { authoriseBasket, rejectBasketAuthorisation } from './basket-service.js';
import type { DomainContext } from './context.js';
import { authorisePayment, authorisePaymentCancellation, rejectPaymentAuthorisation } from './payment-lifecycle.js';
import type { PaymentProduct, PaymentService, PsuIdentity } from './payment-types.js';

/**
 * What an authorisation is about, as `@xs2a-kit/sca-session` records it (its `ScaObject`): a payment (or the
 * cancellation of one), a signing basket, a consent, or the identification of a PSU.
 */
export type ScaTarget =
  | {
      readonly kind: 'payment';
      readonly paymentService: string;
      readonly paymentProduct: string;
      readonly paymentId: string;
      readonly purpose?: 'initiation' | 'cancellation';
    }
  | { readonly kind: 'basket'; readonly basketId: string }
  | { readonly kind: 'consent' }
  | { readonly kind: 'user-identification' };

/**
 * The part of a completed authorisation that decides its effect on payments: `@xs2a-kit/sca-session`'s
 * `completeAuthorisation` returns it (`CompletedAuthorisation` fits this shape as it is).
 */
export interface ScaOutcome {
  readonly authorisation: { readonly tppId: string; readonly object: ScaTarget };
  /** The payment or basket the PSU authorised; null when the SCA failed or authorised no payment. */
  readonly authorise: ScaTarget | null;
}

/**
 * Applies a completed SCA to the payments it was about, in the caller's unit of work (run it in the same
 * transaction as `completeAuthorisation`, so that the SCA and its effect commit together or not at all):
 * - approved payment: `authorisePayment` (ACTC, ACWC, or RJCT when the PSU may not use the debtor account);
 *   approved cancellation: `authorisePaymentCancellation` (CANC); approved basket: `authoriseBasket`;
 * - rejected by the PSU: the payment, or each payment of the basket still waiting for SCA, becomes RJCT; a
 *   rejected cancellation leaves the payment as it was;
 * - aborted, expired, or a consent or identification: no payment changes.
 *
 * This is what the reference server does after its SCA pages; a bank's own SCA site calls the same.
 *
 * @example
 * await store.withTransaction(async (tx) => {
 *   const outcome = await completeAuthorisation({ repositories: tx, config }, { authorisationId, customer, context, decision }, scaClock);
 *   await applyScaOutcome({ uow: joinUnitOfWork(tx), clock }, outcome, { decision, psu: { customerNumber, context } });
 * });
 * @see service-spec.md "Authentication" (SCA flow) and "Events" (redirect after failed SCA)
 */
export async function applyScaOutcome(
  ctx: DomainContext,
  outcome: ScaOutcome,
  options: { readonly decision: 'approve' | 'reject' | 'abort'; readonly psu: PsuIdentity },
): Promise<void> {
  const tppId = outcome.authorisation.tppId;
  const approved = outcome.authorise;
  if (approved?.kind === 'basket') {
    await authoriseBasket(ctx, { tppId, basketId: approved.basketId, psu: options.psu });
    return;
  }
  if (approved?.kind === 'payment') {
    const address = toPaymentAddress(tppId, approved);
    if (approved.purpose === 'cancellation') await authorisePaymentCancellation(ctx, address);
    else await authorisePayment(ctx, { ...address, psu: options.psu });
    return;
  }
  if (options.decision !== 'reject') return;
  const object = outcome.authorisation.object;
  if (object.kind === 'basket') await rejectBasketAuthorisation(ctx, { tppId, basketId: object.basketId });
  else if (object.kind === 'payment' && object.purpose !== 'cancellation') await rejectPaymentAuthorisation(ctx, toPaymentAddress(tppId, object));
}

// The service and product were recorded from a routed, validated request; a payment that does not match them is
// not found (RESOURCE_UNKNOWN), so nothing acts on another payment.
function toPaymentAddress(tppId: string, target: Extract<ScaTarget, { kind: 'payment' }>) {
  return { tppId, paymentId: target.paymentId, service: target.paymentService as PaymentService, product: target.paymentProduct as PaymentProduct };
}
