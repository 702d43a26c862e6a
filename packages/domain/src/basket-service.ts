import { getTimestamp, createId } from './context.js';
import type { DomainContext } from './context.js';
import { DomainError, isDomainError } from './errors.js';
import { authoriseInTransaction, transitionPayment } from './payment-lifecycle.js';
import { findOwnPayment } from './payment-service.js';
import { canStartPaymentAuthorisation, listAllowedOperations } from './payment-status.js';
import type { Payment, PsuIdentity } from './payment-types.js';
import type { Repositories } from './repositories.js';
import { isRepositoryRefusal } from './repository-error.js';
import { deriveBasketStatus } from './signing-basket.js';
import type { BasketStatus, SigningBasket } from './signing-basket.js';

/** At most this many payments per basket. */
const MAX_BASKET_SIZE = 10;

/**
 * A signing basket as the API shows it: its status derived from its payments at read time.
 *
 * @example
 * const { basketId, transactionStatus } = await createSigningBasket(ctx, { tppId, paymentIds });
 * @see {@link deriveBasketStatus}
 */
export interface BasketView {
  readonly basketId: string;
  readonly transactionStatus: BasketStatus;
  readonly paymentIds: readonly string[];
}

/**
 * Creates a signing basket. Errors name the entry (`paymentIds[i]`): no entries or more than 10 and duplicates
 * are `FORMAT_ERROR`; a payment that does not exist or belongs to another TPP is `RESOURCE_UNKNOWN` (the same
 * answer, so nothing leaks); a bulk or periodic payment is `REFERENCE_MIX_INVALID`; a payment that can no
 * longer be signed (not RCVD) or already sits in a basket is `REFERENCE_STATUS_INVALID`. Cross-border
 * (NCBCT) payments are allowed like every single-payment product. One PSU signs a basket: a payment initiated
 * for another PSU than the basket request names (`psu`), or than an earlier payment of the list, is
 * `REFERENCE_MIX_INVALID`; the SCA of one PSU would otherwise reject the other PSU's payment, which that PSU never
 * saw. Payments initiated without a named PSU mix with any.
 *
 * @example
 * await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [p1, p2] }); // { transactionStatus: 'RCVD', ... }
 */
export async function createSigningBasket(
  ctx: DomainContext,
  request: {
    tppId: string;
    paymentIds: readonly string[];
    psu?: PsuIdentity | undefined;
    /**
     * The customer (national identity number) the basket request names by X-PSU-IDENTITY, when `psu` is not given.
     */
    psuIdentity?: string | undefined;
    /**
     * The customer each payment's initiation named by X-PSU-IDENTITY, for payments initiated without a PSU-ID (the
     * SCA package keeps it with the payment's authorisation, whose SCA only that person may then pass).
     */
    namedByIdentity?: ((paymentId: string) => Promise<string | undefined>) | undefined;
  },
): Promise<BasketView> {
  const { paymentIds } = request;
  if (paymentIds.length === 0 || paymentIds.length > MAX_BASKET_SIZE) {
    throw new DomainError('FORMAT_ERROR', `a signing basket holds 1 to ${MAX_BASKET_SIZE} payments`, {
      path: 'paymentIds',
    });
  }
  paymentIds.forEach((id, i) => {
    if (paymentIds.indexOf(id) !== i) {
      throw new DomainError('FORMAT_ERROR', `payment ${id} is listed twice`, { path: `paymentIds[${i}]` });
    }
  });
  return ctx.uow.withTransaction(async (repos) => {
    const payments: Payment[] = [];
    // The PSU the basket is for: the one the request names, else the first payment that names one.
    const requested = request.psu?.customerNumber ?? nonEmpty(request.psuIdentity);
    let signer = requested === undefined ? undefined : { customerNumber: requested, named: 'the PSU this basket request names' };
    for (const [i, paymentId] of paymentIds.entries()) {
      const path = `paymentIds[${i}]`;
      const payment = await findOwnPayment(repos, { tppId: request.tppId, paymentId }, path);
      if (payment.service !== 'payments') {
        throw new DomainError('REFERENCE_MIX_INVALID', `${payment.service} cannot be placed in a signing basket`, { path });
      }
      // Named by PSU-ID (kept with the payment), else by X-PSU-IDENTITY (review L: a basket mixed two people's
      // payments named that way, and one person's SCA then rejected the other's payment).
      const named = payment.psu?.customerNumber ?? nonEmpty(await request.namedByIdentity?.(paymentId));
      if (named !== undefined) {
        if (signer !== undefined && named !== signer.customerNumber) {
          throw new DomainError('REFERENCE_MIX_INVALID', `payment ${paymentId} was initiated for another PSU than ${signer.named}: one PSU signs a basket`, { path });
        }
        signer ??= { customerNumber: named, named: `the payment at paymentIds[${i}]` };
      }
      if (!listAllowedOperations(payment.transactionStatus).includes('addToBasket')) {
        throw new DomainError('REFERENCE_STATUS_INVALID', `a payment in status ${payment.transactionStatus} cannot be signed`, {
          path,
        });
      }
      if ((await repos.baskets.findByPaymentId(paymentId)) !== undefined) {
        throw new DomainError('REFERENCE_STATUS_INVALID', 'the payment already belongs to a signing basket', { path });
      }
      payments.push(payment);
    }
    const basket: SigningBasket = {
      basketId: createId(ctx),
      tppId: request.tppId,
      paymentIds: [...paymentIds],
      createdAt: getTimestamp(ctx),
    };
    try {
      await repos.baskets.insert(basket);
    } catch (error) {
      // Another basket claimed one of these payments between the check above and this insert (PostgreSQL at
      // READ COMMITTED; SQLite serialises writers): the store's unique key on the entries refused the second.
      if (isRepositoryRefusal(error, 'CONFLICT')) {
        throw new DomainError('REFERENCE_STATUS_INVALID', 'a payment of this request was placed in another signing basket at the same moment', { path: 'paymentIds' });
      }
      // Or a sandbox reset removed a payment read above before this insert committed (its foreign key refused).
      if (isRepositoryRefusal(error, 'REFERENCE_INVALID')) {
        throw new DomainError('RESOURCE_UNKNOWN', 'a payment of this request was removed at the same moment (a sandbox reset)', { path: 'paymentIds' });
      }
      throw error;
    }
    return toView(basket, payments);
  });
}

/**
 * Reads a basket of the calling TPP with its derived status; another TPP's basket is `RESOURCE_UNKNOWN`.
 *
 * @example
 * const basket = await getSigningBasket(ctx, { tppId: 'tpp-1', basketId });
 * @see {@link deriveBasketStatus}
 */
export async function getSigningBasket(ctx: DomainContext, request: { tppId: string; basketId: string }): Promise<BasketView> {
  return ctx.uow.read(async (repos) => {
    const basket = await findOwnBasket(repos, request);
    return toView(basket, await loadPayments(repos, basket));
  });
}

/**
 * Tells whether a basket in this status may still be deleted: only while none of its payments is authorised or
 * rejected (RCVD). A server offers DELETE in the basket's links by it.
 *
 * @example
 * canDeleteSigningBasket('RCVD'); // true
 * canDeleteSigningBasket('ACTC'); // false
 */
export function canDeleteSigningBasket(status: BasketStatus): boolean {
  return status === 'RCVD';
}

/**
 * Deletes a basket whose payments are all still unauthorised (basket status RCVD); the payments stay and may
 * be signed on their own or in a new basket. Once any payment is authorised (or rejected) the basket cannot be
 * deleted: `STATUS_INVALID` (a 409; Berlin Group keeps CANCELLATION_INVALID for payment cancellation).
 *
 * @example
 * await deleteSigningBasket(ctx, { tppId: 'tpp-1', basketId });
 */
export async function deleteSigningBasket(ctx: DomainContext, request: { tppId: string; basketId: string }): Promise<void> {
  await ctx.uow.withTransaction(async (repos) => {
    // Locked before its payments are read: an approval committing meanwhile is waited for and then seen.
    const basket = await findOwnBasket(repos, request, { lock: true });
    const status = deriveBasketStatus((await loadPayments(repos, basket)).map((p) => p.transactionStatus));
    if (!canDeleteSigningBasket(status)) {
      throw new DomainError('STATUS_INVALID', `a basket in status ${status} can no longer be deleted`);
    }
    await repos.baskets.delete(basket.basketId);
  });
}

/**
 * Called when the PSU completed SCA for a basket: each payment still waiting for SCA is authorised as by
 * `authorisePayment` (ACTC, ACWC, or RJCT when the PSU may not use its debtor account), all in one transaction.
 * Payments that moved on meanwhile (cancelled, held) are left as they are: the basket is not atomic. When none
 * is waiting any longer, nothing would be authorised: `STATUS_INVALID`.
 *
 * @example
 * await authoriseBasket(ctx, { tppId: 'tpp-1', basketId, psu: { customerNumber: '13039319955', context: 'PRIVATE' } });
 * @see {@link authorisePayment}
 */
export async function authoriseBasket(
  ctx: DomainContext,
  request: { tppId: string; basketId: string; psu: PsuIdentity },
): Promise<BasketView> {
  return ctx.uow.withTransaction(async (repos) => {
    // Takes turns with a deletion of the basket (see deleteSigningBasket): a basket deleted first is unknown here.
    const basket = await findOwnBasket(repos, request, { lock: true });
    const loaded = await loadPayments(repos, basket);
    // An approval that would pay nothing is refused, so that the SCA fails with the reason rather than reporting
    // a finalised approval of payments that were all cancelled, approved or rejected meanwhile.
    if (!loaded.some((payment) => canStartPaymentAuthorisation(payment))) {
      throw new DomainError('STATUS_INVALID', `no payment of signing basket ${basket.basketId} waits for authorisation any longer`);
    }
    const payments: Payment[] = [];
    for (const payment of loaded) {
      payments.push(await authoriseIfPossible(ctx, repos, payment, request.psu));
    }
    return toView(basket, payments);
  });
}

/**
 * Called when the PSU rejected the SCA of a basket: each payment still waiting for SCA becomes RJCT, as a
 * single payment whose SCA is rejected does, all in one transaction, so the basket's status (the worst case of
 * its payments) becomes RJCT. Payments that moved on meanwhile (cancelled, held) are left as they are.
 *
 * @example
 * await rejectBasketAuthorisation(ctx, { tppId: 'tpp-1', basketId });
 */
export async function rejectBasketAuthorisation(ctx: DomainContext, request: { tppId: string; basketId: string }): Promise<BasketView> {
  return ctx.uow.withTransaction(async (repos) => {
    const basket = await findOwnBasket(repos, request, { lock: true });
    const now = getTimestamp(ctx);
    const payments: Payment[] = [];
    for (const payment of await loadPayments(repos, basket)) {
      const waiting = listAllowedOperations(payment.transactionStatus).includes('authorise');
      payments.push(waiting ? await transitionPayment(repos, payment, 'RJCT', { updatedAt: now, rejectionReason: 'SCA_NOT_COMPLETED' }) : payment);
    }
    return toView(basket, payments);
  });
}

async function authoriseIfPossible(ctx: DomainContext, repos: Repositories, payment: Payment, psu: PsuIdentity): Promise<Payment> {
  try {
    return await authoriseInTransaction(ctx, repos, payment, psu);
  } catch (error) {
    if (isDomainError(error, 'STATUS_INVALID')) return payment;
    throw error;
  }
}

/**
 * The TPP's basket. With `lock`, its row is locked until the unit of work ends (see `BasketRepository.lockById`):
 * what changes the basket or its payments' statuses because of the basket (its deletion, its SCA outcome) takes
 * turns. Two processes once both succeeded, a basket approved and deleted at once: the TPP was told it was deleted
 * while its payments were paid.
 */
async function findOwnBasket(repos: Repositories, request: { tppId: string; basketId: string }, options: { lock?: boolean } = {}): Promise<SigningBasket> {
  const basket = options.lock === true ? await repos.baskets.lockById(request.basketId) : await repos.baskets.findById(request.basketId);
  if (basket === undefined || basket.tppId !== request.tppId) {
    throw new DomainError('RESOURCE_UNKNOWN', `signing basket ${request.basketId} is unknown`);
  }
  return basket;
}

async function loadPayments(repos: Repositories, basket: SigningBasket): Promise<Payment[]> {
  const payments: Payment[] = [];
  for (const id of basket.paymentIds) {
    const payment = await repos.payments.findById(id);
    if (payment !== undefined) payments.push(payment);
  }
  return payments;
}

function toView(basket: SigningBasket, payments: readonly Payment[]): BasketView {
  return {
    basketId: basket.basketId,
    transactionStatus: deriveBasketStatus(payments.map((p) => p.transactionStatus)),
    paymentIds: basket.paymentIds,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

