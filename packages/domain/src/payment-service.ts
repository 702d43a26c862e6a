import { createAccountLookup } from './account-access.js';
import { getBankToday } from './clock.js';
import { createId, getTimestamp } from './context.js';
import type { DomainContext } from './context.js';
import { DomainError } from './errors.js';
import { assertNotLogicalDuplicate, isDuplicateChecked } from './logical-duplicate.js';
import { priceInitiation } from './payment-fees.js';
import type { PaymentInitiation } from './payment-request.js';
import type { Payment, PaymentProduct, PaymentService, PsuIdentity } from './payment-types.js';
import { toPaymentDetails, toPaymentStatusView } from './payment-view.js';
import type { PaymentCreated, PaymentDetails, PaymentStatusView } from './payment-view.js';
import type { Repositories } from './repositories.js';
import { validatePayment } from './validate-payment.js';

/**
 * Which payment a TPP addresses. `service` and `product` come from the path; when given they must match the
 * stored payment, or it is unknown.
 *
 * @example
 * const ref: PaymentAddress = { tppId: 'tpp-1', paymentId, product: 'norwegian-domestic-credit-transfers' };
 */
export interface PaymentAddress {
  readonly tppId: string;
  readonly paymentId: string;
  readonly service?: PaymentService;
  readonly product?: PaymentProduct;
}

/**
 * Creates a payment in status RCVD after validating it (see `validatePayment`). The PSU, when already known
 * (PSU-ID or X-PSU-IDENTITY resolved by the server), must be allowed to pay from the debtor account; otherwise
 * that check happens when SCA completes (`authorisePayment`). Bulk and instant payments that repeat an earlier
 * one are refused unless `allowLogicalDuplicate` (see `assertNotLogicalDuplicate`).
 *
 * @example
 * const created = await createPayment(ctx, { tppId: 'tpp-1', initiation: { service: 'payments', product: 'norwegian-domestic-credit-transfers', body } });
 */
export async function createPayment(
  ctx: DomainContext,
  request: { tppId: string; initiation: PaymentInitiation; psu?: PsuIdentity; allowLogicalDuplicate?: boolean },
): Promise<PaymentCreated> {
  const today = getBankToday(ctx.clock);
  return ctx.uow.withTransaction(async (repos) => {
    const validated = await validatePayment(request.initiation, {
      today,
      lookup: createAccountLookup(repos),
      structuredAddressFrom: ctx.structuredAddressFrom,
      ...(request.psu === undefined ? {} : { psu: request.psu }),
    });
    const now = getTimestamp(ctx);
    const payment: Payment = {
      paymentId: createId(ctx),
      tppId: request.tppId,
      service: request.initiation.service,
      product: request.initiation.product,
      transactionStatus: 'RCVD',
      ...(request.psu === undefined ? {} : { psu: request.psu }),
      ...validated,
      initiationBody: withCanonicalDay(request.initiation.body, validated.periodic?.dayOfExecution),
      createdAt: now,
      updatedAt: now,
    };
    if (request.allowLogicalDuplicate !== true && isDuplicateChecked(payment)) {
      await assertNotLogicalDuplicate(repos, payment);
    }
    await repos.payments.insert(payment);
    const { fees, charged } = priceInitiation(payment);
    return {
      paymentId: payment.paymentId,
      service: payment.service,
      product: payment.product,
      transactionStatus: payment.transactionStatus,
      transactionFees: fees,
      transactionFeeIndicator: charged,
    };
  });
}

/**
 * Reads a payment's details, in any status (also after cancellation: the id stays valid).
 *
 * @example
 * const details = await getPayment(ctx, { tppId: 'tpp-1', paymentId });
 */
export async function getPayment(ctx: DomainContext, address: PaymentAddress): Promise<PaymentDetails> {
  return ctx.uow.read(async (repos) => toPaymentDetails(await findOwnPayment(repos, address)));
}

/**
 * Reads a payment's status, from creation on (the spec's known issue, domestic payments unreadable before
 * approval, is deliberately not reproduced). `fundsAvailable` is false for ACCP.
 *
 * @example
 * const { transactionStatus } = await getPaymentStatus(ctx, { tppId: 'tpp-1', paymentId });
 */
export async function getPaymentStatus(ctx: DomainContext, address: PaymentAddress): Promise<PaymentStatusView> {
  return ctx.uow.read(async (repos) => toPaymentStatusView(await findOwnPayment(repos, address)));
}

/**
 * Finds a payment of the calling TPP. Another TPP's payment, or a service/product mismatch, is
 * `RESOURCE_UNKNOWN` exactly like a missing one, so nothing about other TPPs' payments leaks.
 *
 * @example
 * const payment = await findOwnPayment(repos, { tppId, paymentId });
 */
export async function findOwnPayment(repos: Repositories, address: PaymentAddress, path?: string): Promise<Payment> {
  const payment = await repos.payments.findById(address.paymentId);
  if (
    payment === undefined ||
    payment.tppId !== address.tppId ||
    (address.service !== undefined && payment.service !== address.service) ||
    (address.product !== undefined && payment.product !== address.product)
  ) {
    throw new DomainError('RESOURCE_UNKNOWN', `payment ${address.paymentId} is unknown`, {
      ...(path === undefined ? {} : { path }),
    });
  }
  return payment;
}

/**
 * The body kept for GET keeps the TPP's spelling, except dayOfExecution: "01" (the service's pattern allows it)
 * or the number 1 is answered as "1", the only form the Berlin Group periodic payment response allows ("1" to "31").
 */
function withCanonicalDay(body: unknown, day: number | undefined): unknown {
  if (day === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...(body as Record<string, unknown>), dayOfExecution: String(day) };
}
