import type { Money } from './money.js';
import type {
  AccountReference,
  CreditTransfer,
  Payment,
  PaymentProduct,
  PaymentRejectionReason,
  PaymentService,
  PaymentStatus,
  PeriodicTerms,
} from './payment-types.js';

/**
 * A payment as GET /v1/{service}/{product}/{paymentId} shows it: the request's fields (normalised, amounts as
 * {@link Money}), the id and the current status. Single and periodic payments carry the transfer's fields at
 * the top level; bulk payments list them under `payments`.
 *
 * @example
 * const view = toPaymentDetails(payment); view.transactionStatus;
 */
export type PaymentDetails = {
  readonly paymentId: string;
  /** The initiation body as the TPP sent it, when the payment was created with one. */
  readonly initiationBody?: unknown;
  readonly service: PaymentService;
  readonly product: PaymentProduct;
  readonly transactionStatus: PaymentStatus;
  readonly debtorAccount: AccountReference;
  readonly requestedExecutionDate?: string;
  /** Bulk payments: how many transfers the bank has executed so far (none of a partly executed bulk can be cancelled). */
  readonly settledTransfers?: number;
} & (
  | (CreditTransfer & Partial<PeriodicTerms>)
  | {
      readonly paymentInformationId?: string;
      readonly batchBookingPreferred?: boolean;
      readonly payments: readonly CreditTransfer[];
    }
);

/**
 * The answer to a payment status read. `fundsAvailable` is false while a payment waits for funds (ACCP) or
 * when it was rejected for lack of them, true once settled, and absent before the batch looked at it.
 *
 * @example
 * const { transactionStatus, fundsAvailable } = await getPaymentStatus(ctx, { tppId, paymentId });
 */
export interface PaymentStatusView {
  readonly paymentId: string;
  readonly transactionStatus: PaymentStatus;
  readonly fundsAvailable?: boolean;
  /** Why the bank rejected the payment, when it did. */
  readonly rejectionReason?: PaymentRejectionReason;
  /** The execution date in effect: the bank's, when it moved the requested one (ACWC). */
  readonly requestedExecutionDate?: string;
  /** Bulk payments: how many transfers the bank has executed so far (decides whether it can be cancelled). */
  readonly settledTransfers?: number;
}

/**
 * The answer to a payment initiation, with its fee by the price list (`priceInitiation`: Straks transfers from
 * NOK 500.00 cost NOK 2.00 each; every other product is free, its fee zero in the payment's currency).
 *
 * @example
 * const { paymentId, transactionStatus } = await createPayment(ctx, request); // transactionStatus 'RCVD'
 */
export interface PaymentCreated {
  readonly paymentId: string;
  readonly service: PaymentService;
  readonly product: PaymentProduct;
  readonly transactionStatus: PaymentStatus;
  readonly transactionFees: Money;
  readonly transactionFeeIndicator: boolean;
}

/**
 * Builds the details view of a stored payment.
 *
 * @example
 * toPaymentDetails(payment).paymentId === payment.paymentId; // true
 * @see PaymentDetails
 */
export function toPaymentDetails(payment: Payment): PaymentDetails {
  const head = {
    paymentId: payment.paymentId,
    service: payment.service,
    product: payment.product,
    transactionStatus: payment.transactionStatus,
    ...(payment.initiationBody === undefined ? {} : { initiationBody: payment.initiationBody }),
    debtorAccount: payment.debtorAccount,
    ...(payment.requestedExecutionDate === undefined ? {} : { requestedExecutionDate: payment.requestedExecutionDate }),
    ...(payment.settledTransfers === undefined ? {} : { settledTransfers: payment.settledTransfers }),
  };
  if (payment.service === 'bulk-payments') {
    return {
      ...head,
      ...(payment.paymentInformationId === undefined ? {} : { paymentInformationId: payment.paymentInformationId }),
      ...(payment.batchBookingPreferred === undefined ? {} : { batchBookingPreferred: payment.batchBookingPreferred }),
      payments: payment.transfers,
    };
  }
  const [transfer] = payment.transfers;
  if (transfer === undefined) throw new Error(`payment ${payment.paymentId} has no transfer`);
  return { ...head, ...transfer, ...(payment.periodic ?? {}) };
}

/**
 * Builds the status view of a stored payment.
 *
 * @example
 * toPaymentStatusView(payment); // { paymentId, transactionStatus: 'ACCP', fundsAvailable: false }
 * @see PaymentStatusView
 */
export function toPaymentStatusView(payment: Payment): PaymentStatusView {
  return {
    paymentId: payment.paymentId,
    transactionStatus: payment.transactionStatus,
    ...(payment.fundsAvailable === undefined ? {} : { fundsAvailable: payment.fundsAvailable }),
    ...(payment.rejectionReason === undefined ? {} : { rejectionReason: payment.rejectionReason }),
    ...(payment.requestedExecutionDate === undefined ? {} : { requestedExecutionDate: payment.requestedExecutionDate }),
    ...(payment.settledTransfers === undefined ? {} : { settledTransfers: payment.settledTransfers }),
  };
}
