import type { Money } from './money.js';

/**
 * The payment services (path segment before the product).
 *
 * @example
 * const service: PaymentService = 'periodic-payments';
 * @see Berlin Group NextGenPSD2 1.3 §5.3.1
 */
export type PaymentService = 'payments' | 'periodic-payments' | 'bulk-payments';

/**
 * The payment products offered.
 *
 * @example
 * const product: PaymentProduct = 'sepa-credit-transfers';
 */
export type PaymentProduct =
  | 'norwegian-domestic-credit-transfers'
  | 'instant-norwegian-domestic-credit-transfers-straks'
  | 'sepa-credit-transfers'
  | 'cross-border-credit-transfers';

/**
 * Every payment product, in a stable order.
 *
 * @example
 * PAYMENT_PRODUCTS.includes('sepa-credit-transfers'); // true
 */
export const PAYMENT_PRODUCTS: readonly PaymentProduct[] = [
  'norwegian-domestic-credit-transfers',
  'instant-norwegian-domestic-credit-transfers-straks',
  'sepa-credit-transfers',
  'cross-border-credit-transfers',
];

/**
 * A payment's transaction status: the spec's eleven values plus HOLD, the status of a payment held or stopped
 * by the bank (interface 2.12.0 adds it without naming it; we call it HOLD).
 *
 * @example
 * const status: PaymentStatus = 'ACCP';
 * @see Berlin Group NextGenPSD2 1.3 transactionStatus (ISO 20022 codes)
 */
export type PaymentStatus =
  | 'RCVD'
  | 'ACTC'
  | 'ACWC'
  | 'PDNG'
  | 'ACSP'
  | 'ACSC'
  | 'ACCP'
  | 'ACWP'
  | 'PART'
  | 'RJCT'
  | 'CANC'
  | 'HOLD';

/**
 * A normalised account reference: at least one of iban and bban, and the currency when given.
 *
 * @example
 * const ref: AccountReference = { iban: 'NO0995360573002', bban: '95360573002', currency: 'NOK' };
 */
export interface AccountReference {
  readonly iban?: string;
  readonly bban?: string;
  readonly currency?: string;
}

/**
 * A postal address with Address.city folded into townName (city is the deprecated spelling).
 *
 * @example
 * const address: PostalAddress = { townName: 'Trondheim', country: 'NO' };
 */
export interface PostalAddress {
  readonly streetName?: string;
  readonly buildingNumber?: string;
  readonly postCode?: string;
  readonly townName?: string;
  readonly country?: string;
}

/**
 * A structured remittance reference; `SCOR` marks a Norwegian KID.
 *
 * @example
 * const kid: StructuredReference = { reference: '99754667145676221', referenceType: 'SCOR' };
 */
export interface StructuredReference {
  readonly reference: string;
  readonly referenceType?: string;
  readonly referenceIssuer?: string;
}

/**
 * One credit transfer: the whole of a single or periodic payment, or one entry of a bulk payment.
 *
 * @example
 * const transfer: CreditTransfer = {
 *   instructedAmount: { minor: 10023n, currency: 'NOK' },
 *   creditorAccount: { bban: '95360573002', currency: 'NOK' },
 *   creditorName: 'Company 123',
 * };
 */
export interface CreditTransfer {
  readonly instructedAmount: Money;
  readonly creditorAccount: AccountReference;
  readonly creditorName?: string;
  readonly creditorAgent?: string;
  readonly creditorAddress?: PostalAddress;
  readonly ultimateCreditor?: string;
  readonly ultimateDebtor?: string;
  readonly endToEndIdentification?: string;
  readonly remittanceInformationUnstructured?: string;
  readonly remittanceInformationStructuredArray?: readonly StructuredReference[];
  readonly purposeCode?: string;
  readonly serviceLevel?: string;
  readonly regulatoryReporting?: readonly unknown[];
}

/**
 * The terms of a periodic payment, normalised (executionRule spelled `preceding`, months as numbers).
 *
 * @example
 * const terms: PeriodicTerms = { startDate: '2026-04-01', frequency: 'Monthly', dayOfExecution: 12 };
 */
export interface PeriodicTerms {
  readonly startDate: string;
  readonly endDate?: string;
  readonly frequency: PeriodicFrequency;
  readonly executionRule?: 'following' | 'preceding';
  readonly dayOfExecution?: number;
  readonly monthsOfExecution?: readonly number[];
}

/**
 * The frequencies of a periodic payment.
 *
 * @example
 * const frequency: PeriodicFrequency = 'MonthlyVariable';
 * @see Berlin Group NextGenPSD2 1.3.11 frequencyCode (ISO 20022 EventFrequency7Code)
 */
export type PeriodicFrequency =
  | 'Daily'
  | 'Weekly'
  | 'EveryTwoWeeks'
  | 'Monthly'
  | 'EveryTwoMonths'
  | 'Quarterly'
  | 'SemiAnnual'
  | 'Annual'
  | 'MonthlyVariable';

/**
 * The PSU on whose behalf a payment is made: a sandbox customer number and the context chosen during SCA;
 * in corporate context optionally the agreement (PSU-Corporate-ID) used.
 *
 * @example
 * const psu: PsuIdentity = { customerNumber: '13039319955', context: 'PRIVATE' };
 */
export interface PsuIdentity {
  readonly customerNumber: string;
  readonly context: 'PRIVATE' | 'CORPORATE';
  readonly agreementId?: string;
}

/**
 * Why the bank rejected a payment (RJCT), when it was the bank's decision rather than another channel's:
 *
 * - `DEBTOR_ACCOUNT_NOT_USABLE`: the PSU who completed the SCA may not pay from the debtor account in the
 *   context chosen there (not their account, or a company's they hold no engagement for);
 * - `DEBTOR_ACCOUNT_UNKNOWN`: the debtor account no longer exists (deleted before authorisation or execution);
 * - `FUNDS_NOT_AVAILABLE`: still too little money on a later bank day (see `fundsAvailable`);
 * - `SCA_NOT_COMPLETED`: the PSU rejected or abandoned the SCA, or it ran out of time.
 *
 * @example
 * const reason: PaymentRejectionReason = 'DEBTOR_ACCOUNT_NOT_USABLE';
 */
export type PaymentRejectionReason = 'DEBTOR_ACCOUNT_NOT_USABLE' | 'DEBTOR_ACCOUNT_UNKNOWN' | 'FUNDS_NOT_AVAILABLE' | 'SCA_NOT_COMPLETED';

/**
 * A stored payment. Single and periodic payments have exactly one transfer; bulk payments one per entry.
 * `fundsAvailable` is false while the payment waits for funds (ACCP) or was rejected for lack of them.
 *
 * @example
 * const isBulk = (payment: Payment) => payment.service === 'bulk-payments';
 */
export interface Payment {
  readonly paymentId: string;
  readonly tppId: string;
  readonly service: PaymentService;
  readonly product: PaymentProduct;
  readonly transactionStatus: PaymentStatus;
  readonly fundsAvailable?: boolean;
  readonly psu?: PsuIdentity;
  readonly debtorAccount: AccountReference;
  readonly requestedExecutionDate?: string;
  readonly transfers: readonly CreditTransfer[];
  readonly periodic?: PeriodicTerms;
  readonly paymentInformationId?: string;
  readonly batchBookingPreferred?: boolean;
  /**
   * The initiation body exactly as the TPP sent it (after schema validation). GET on the payment answers it
   * back, as Berlin Group does, in the TPP's own spelling (city, preceeding), with dayOfExecution as "1" to "31".
   */
  readonly initiationBody?: unknown;
  /** Number of bulk entries settled (bulk payments settle entry by entry). */
  readonly settledTransfers?: number;
  /** When the batch first found too little money; a later bank day's run rejects the payment. */
  readonly insufficientFundsSince?: string;
  /** Why the bank rejected it (RJCT, or PART for lack of funds); absent otherwise. */
  readonly rejectionReason?: PaymentRejectionReason;
  readonly createdAt: string;
  readonly updatedAt: string;
}
