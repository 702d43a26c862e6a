import { authoriseBasket, rejectBasketAuthorisation } from './basket-service.js';
import type { DomainContext } from './context.js';
import { isDomainError } from './errors.js';
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
  /** Whether the PSU the request named refused in time: an abort, an expiry or another customer's answer is not. */
  readonly rejected: boolean;
}

/**
 * The PSU who completed the SCA, as an SCA site has them at hand: `agreementId` may also be null, as
 * `@xs2a-kit/sca-session`'s session and authorisation records hold it outside CORPORATE context.
 *
 * @example
 * const psu: ScaPsu = { customerNumber: session.customerNumber, context: session.context, agreementId: session.agreementId };
 */
export interface ScaPsu {
  readonly customerNumber: string;
  readonly context: 'PRIVATE' | 'CORPORATE';
  readonly agreementId?: string | null | undefined;
}

/**
 * Applies a completed SCA to the payments it was about, in the caller's unit of work (run it in the same
 * transaction as `completeAuthorisation`, so that the SCA and its effect commit together or not at all):
 * - approved payment: `authorisePayment` (ACTC, ACWC, or RJCT when the PSU may not use the debtor account; an
 *   instant payment is executed too: ACSC, or RJCT when the funds are lacking);
 *   approved cancellation: `authorisePaymentCancellation` (CANC; `CANCELLATION_INVALID` when the PSU may not use
 *   the debtor account in the context chosen); approved basket: `authoriseBasket`. These
 *   throw like those functions do (`STATUS_INVALID` for a payment the TPP cancelled meanwhile, and so on);
 * - rejected by the PSU (`outcome.rejected`): the payment, or each payment of the basket, still waiting for SCA
 *   becomes RJCT; one that moved on (cancelled, held) or is gone is left as it is, since there is nothing left to
 *   refuse; a rejected cancellation leaves the payment as it was;
 * - aborted, expired, answered by another customer, or a consent or identification: no payment changes.
 *
 * This is what the reference server does after its SCA pages; a bank's own SCA site calls the same.
 *
 * @example
 * await store.withTransaction(async (tx) => {
 *   const outcome = await completeAuthorisation({ repositories: tx, config }, { authorisationId, customer, context, agreementId, decision }, scaClock);
 *   await applyScaOutcome({ uow: joinUnitOfWork(tx), clock }, outcome, { psu: { customerNumber, context, agreementId } });
 * });
 */
export async function applyScaOutcome(ctx: DomainContext, outcome: ScaOutcome, options: { readonly psu: ScaPsu }): Promise<void> {
  const psu = toPsuIdentity(options.psu);
  const tppId = outcome.authorisation.tppId;
  const approved = outcome.authorise;
  if (approved?.kind === 'basket') {
    await authoriseBasket(ctx, { tppId, basketId: approved.basketId, psu });
    return;
  }
  if (approved?.kind === 'payment') {
    const address = toPaymentAddress(tppId, approved);
    if (approved.purpose === 'cancellation') await authorisePaymentCancellation(ctx, { ...address, psu });
    else await authorisePayment(ctx, { ...address, psu });
    return;
  }
  if (!outcome.rejected) return;
  const object = outcome.authorisation.object;
  if (object.kind === 'basket') {
    await ignoreGone(rejectBasketAuthorisation(ctx, { tppId, basketId: object.basketId }));
  } else if (object.kind === 'payment' && object.purpose !== 'cancellation') {
    await ignoreGone(rejectPaymentAuthorisation(ctx, toPaymentAddress(tppId, object)));
  }
}

// The payment records the PSU without an agreement rather than with a null one, as the domain's other callers do.
function toPsuIdentity({ customerNumber, context, agreementId }: ScaPsu): PsuIdentity {
  return agreementId === null || agreementId === undefined ? { customerNumber, context } : { customerNumber, context, agreementId };
}

// The TPP may delete a basket, or cancel a payment, while the PSU is on the SCA page: a refusal then has nothing
// left to refuse, and must not keep the PSU from finishing (the SCA itself still fails, and the TPP is told so).
async function ignoreGone(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (isDomainError(error, 'RESOURCE_UNKNOWN') || isDomainError(error, 'STATUS_INVALID')) return;
    throw error;
  }
}

// The service and product were recorded from a routed, validated request; a payment that does not match them is
// not found (RESOURCE_UNKNOWN), so nothing acts on another payment.
function toPaymentAddress(tppId: string, target: Extract<ScaTarget, { kind: 'payment' }>) {
  return { tppId, paymentId: target.paymentId, service: target.paymentService as PaymentService, product: target.paymentProduct as PaymentProduct };
}
