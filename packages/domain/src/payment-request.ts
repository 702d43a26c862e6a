import type { PaymentProduct } from './payment-types.js';

/**
 * An account object of a request, as the JSON schema lets it through.
 *
 * @example
 * const ref: AccountReferenceInput = { bban: '95360573002', currency: 'NOK' };
 */
export interface AccountReferenceInput {
  readonly iban?: string;
  readonly bban?: string;
  readonly currency?: string;
}

/**
 * An address object of a request. `city` is the deprecated form of `townName`; `street`/`streetName` and
 * `postalCode`/`postCode` are the portal's and Berlin Group's spellings of the same parts.
 *
 * @example
 * const a: AddressInput = { street: 'Street', buildingNumber: '56', postalCode: '7014', city: 'Trondheim', country: 'NO' };
 */
export interface AddressInput {
  readonly street?: string;
  readonly streetName?: string;
  readonly buildingNumber?: string;
  readonly postalCode?: string;
  readonly postCode?: string;
  readonly city?: string;
  readonly townName?: string;
  readonly country?: string;
}

/**
 * A structured remittance reference of a request. `referencType` is the misspelt key of a published sample,
 * accepted as a synonym of `referenceType`.
 *
 * @example
 * const kid: StructuredReferenceInput = { reference: '99754667145676221', referenceType: 'SCOR' };
 */
export interface StructuredReferenceInput {
  readonly reference: string;
  readonly referenceType?: string;
  readonly referencType?: string;
  readonly referenceIssuer?: string;
}

/**
 * The fields of one credit transfer in a request (a single payment, a periodic payment or a bulk entry).
 *
 * @example
 * const t: CreditTransferInput = { instructedAmount: { amount: '100.23', currency: 'NOK' }, creditorAccount: { bban: '95360573002' } };
 */
export interface CreditTransferInput {
  readonly instructedAmount: { readonly amount: string; readonly currency: string };
  readonly creditorAccount: AccountReferenceInput;
  readonly creditorName?: string;
  readonly creditorAgent?: string;
  readonly creditorAddress?: AddressInput;
  readonly ultimateCreditor?: string;
  readonly ultimateDebtor?: string;
  readonly endToEndIdentification?: string;
  readonly remittanceInformationUnstructured?: string;
  readonly remittanceInformationStructured?: StructuredReferenceInput;
  readonly remittanceInformationStructuredArray?: readonly StructuredReferenceInput[];
  readonly purposeCode?: string;
  readonly serviceLevel?: string;
  readonly regulatoryReporting?: readonly unknown[];
}

/**
 * A single payment request (`POST /v1/payments/{product}`).
 *
 * @example
 * const body: SinglePaymentRequest = { ...transfer, debtorAccount: { bban: '12345678903' }, requestedExecutionDate: '2026-03-02' };
 */
export interface SinglePaymentRequest extends CreditTransferInput {
  readonly debtorAccount: AccountReferenceInput;
  readonly requestedExecutionDate?: string;
}

/**
 * A periodic payment request (`POST /v1/periodic-payments/{product}`). `monthsOfExecution` entries may be
 * integers or the strings "1".."12"; `dayOfExecution` is a one- or two-digit string (a number is tolerated).
 *
 * @example
 * const body: PeriodicPaymentRequest = { ...single, startDate: '2026-04-01', frequency: 'Monthly', dayOfExecution: '12' };
 */
export interface PeriodicPaymentRequest extends SinglePaymentRequest {
  readonly startDate: string;
  readonly endDate?: string;
  readonly frequency: string;
  readonly executionRule?: string;
  readonly dayOfExecution?: string | number;
  readonly monthsOfExecution?: readonly (number | string)[];
}

/**
 * A bulk payment request (`POST /v1/bulk-payments/{product}`).
 *
 * @example
 * const body: BulkPaymentRequest = { debtorAccount: { bban: '12345678903' }, payments: [transfer] };
 */
export interface BulkPaymentRequest {
  readonly debtorAccount: AccountReferenceInput;
  readonly paymentInformationId?: string;
  readonly batchBookingPreferred?: boolean;
  readonly requestedExecutionDate?: string;
  readonly payments: readonly CreditTransferInput[];
}

/**
 * A payment initiation as the server hands it over: service, product and the parsed, schema-valid body.
 *
 * @example
 * const r: PaymentInitiation = { service: 'payments', product: 'norwegian-domestic-credit-transfers', body };
 */
export type PaymentInitiation =
  | {
      readonly service: 'payments';
      readonly product: PaymentProduct;
      readonly body: SinglePaymentRequest;
    }
  | {
      readonly service: 'periodic-payments';
      readonly product: PaymentProduct;
      readonly body: PeriodicPaymentRequest;
    }
  | {
      readonly service: 'bulk-payments';
      readonly product: PaymentProduct;
      readonly body: BulkPaymentRequest;
    };
