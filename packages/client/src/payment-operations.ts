/**
 * Finding the payment operation for a payment service and product in the operation table, at the type level (so
 * `createPayment('payments', 'sepa-credit-transfers', body)` checks `body` against the SEPA schema) and at run
 * time.
 */
import { OPERATIONS, type OperationId, type PaymentProductValue } from '@xs2a-kit/schema';
import { ClientError } from './client-error.js';
import type { RequestBodyOf } from './operation-io.js';

/**
 * The payment services of the spec: single, periodic and bulk payments.
 *
 * @example
 * ```ts
 * const service: PaymentService = 'periodic-payments';
 * ```
 * @see Berlin Group NextGenPSD2 1.3 section 5.3 (payment-service path segment)
 */
export type PaymentService = 'payments' | 'periodic-payments' | 'bulk-payments';

type Row = (typeof OPERATIONS)[number];

/**
 * The operationId that creates a payment of `service` and `product` (POST /v1/{service}/{product}).
 *
 * @example
 * ```ts
 * type Id = InitiationOperationId<'periodic-payments', 'norwegian-domestic-credit-transfers'>; // 'initiatePeriodicNorwegianDomesticCreditTransfer'
 * ```
 * @see OPERATIONS in @xs2a-kit/schema
 */
export type InitiationOperationId<S extends PaymentService, P extends PaymentProductValue> = Extract<
  Row,
  { readonly method: 'POST'; readonly path: `/v1/${S}/${P}` }
>['operationId'];

/**
 * The body of a payment initiation of `service` and `product`. Annotating a variable with it types an object
 * literal against the product's schema without `as const` (frequency, currency and other enums stay literal).
 *
 * @example
 * ```ts
 * const body: PaymentBody<'periodic-payments', 'norwegian-domestic-credit-transfers'> = {
 *   instructedAmount: { amount: '150.00', currency: 'NOK' }, creditorName: 'Utleier AS',
 *   creditorAccount: { bban: '36240064418', currency: 'NOK' }, debtorAccount: { bban: '09232911007', currency: 'NOK' },
 *   startDate: '2030-01-01', frequency: 'Monthly', dayOfExecution: '1',
 * };
 * ```
 */
export type PaymentBody<S extends PaymentService, P extends PaymentProductValue> = RequestBodyOf<InitiationOperationId<S, P>>;

/**
 * The operationId of an operation on an existing payment: `suffix` '' (read), '/status', '/authorisations'; method
 * GET, DELETE or POST.
 *
 * @example
 * ```ts
 * type Id = PaymentOperationId<'payments', 'GET', '/status'>; // 'getPaymentStatus'
 * ```
 * @see OPERATIONS in @xs2a-kit/schema
 */
export type PaymentOperationId<S extends PaymentService, M extends string, Suffix extends string> = Extract<
  Row,
  { readonly method: M; readonly path: `/v1/${S}/{payment-product}/{paymentId}${Suffix}` }
>['operationId'];

/**
 * Run-time twin of {@link InitiationOperationId}.
 *
 * @example
 * ```ts
 * findInitiationOperation('payments', 'sepa-credit-transfers'); // 'initiateSepaCreditTransfer'
 * ```
 * @see OPERATIONS in @xs2a-kit/schema
 */
export function findInitiationOperation(service: PaymentService, product: string): OperationId {
  return findOperation('POST', ['v1', service, product]);
}

/**
 * Run-time twin of {@link PaymentOperationId}.
 *
 * @example
 * ```ts
 * findPaymentOperation('bulk-payments', 'GET', ['status']); // 'getBulkPaymentStatus'
 * ```
 * @see OPERATIONS in @xs2a-kit/schema
 */
export function findPaymentOperation(service: PaymentService, method: string, suffix: readonly string[]): OperationId {
  return findOperation(method, ['v1', service, '{payment-product}', '{paymentId}', ...suffix]);
}

function findOperation(method: string, segments: readonly string[]): OperationId {
  const row = OPERATIONS.find((op) => op.method === method && sameSegments(op.path, segments));
  if (!row) throw new ClientError('INPUT_INVALID', `the spec has no ${method} /${segments.join('/')}`);
  return row.operationId;
}

function sameSegments(path: string, segments: readonly string[]): boolean {
  const parts = path.split('/').slice(1);
  return parts.length === segments.length && parts.every((part, i) => part === segments[i]);
}
