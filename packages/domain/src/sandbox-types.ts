import type { Money } from './money.js';
import type { AccountReference, PostalAddress } from './payment-types.js';

/**
 * A sandbox customer. `customerNumber` (a national identity number for private customers) identifies the PSU
 * during sandbox SCA.
 *
 * @example
 * const c: Customer = { customerId: 'c1', customerNumber: '13039319955', customerName: 'Test Testperson 3', customerType: 'PRIVATE' };
 */
export interface Customer {
  readonly customerId: string;
  readonly customerNumber: string;
  readonly customerName: string;
  readonly customerType: 'PRIVATE' | 'CORPORATE';
}

/**
 * A sandbox account. `balance` is the booked ledger balance the batch run debits; `creditLine` adds to what
 * may be spent. `requiresKid` marks a creditor account that only accepts payments with a KID reference.
 *
 * @example
 * const spendable = (a: Account) => a.balance.minor + a.creditLine.minor;
 * @see operation createSandboxAccount (POST /v1/sandbox/accounts) in @xs2a-kit/schema
 */
export interface Account {
  readonly accountId: string;
  readonly customerNumber: string;
  readonly name: string;
  readonly bban: string;
  readonly iban: string;
  readonly currency: string;
  readonly product: string;
  readonly cashAccountType: string;
  readonly creditLine: Money;
  readonly balance: Money;
  readonly requiresKid: boolean;
}

/**
 * A sandbox card account.
 *
 * @example
 * const masked = (c: CardAccount) => c.maskedPan;
 * @see operation createSandboxCardAccount (POST /v1/sandbox/card-accounts) in @xs2a-kit/schema
 */
export interface CardAccount {
  readonly cardAccountId: string;
  readonly customerNumber: string;
  readonly maskedPan: string;
  readonly currency: string;
  readonly creditLimit: Money;
  readonly balance: Money;
  readonly name: string;
  readonly product: string;
  readonly status: string;
  readonly cardId?: string;
  /** Version number of the card id, kept as the sandbox body gives it. */
  readonly cardIdVNo?: string;
  readonly accountNumber?: string;
  readonly expiry?: string;
}

/**
 * Booked (final, with a stable transactionId) or pending (may still change; no booking date).
 *
 * @example
 * const s: BookingState = 'pending';
 */
export type BookingState = 'booked' | 'pending';

/**
 * An account transaction. Amounts are signed: negative for money leaving the account.
 *
 * @example
 * const isDebit = (t: AccountTransaction) => t.amount.minor < 0n;
 * @see operation createSandboxAccountTransactions (POST /v1/sandbox/accounts/{mockAccountId}/transactions)
 *   in @xs2a-kit/schema
 */
export interface AccountTransaction {
  readonly transactionId: string;
  readonly accountId: string;
  readonly state: BookingState;
  readonly bookingDate?: string;
  readonly valueDate?: string;
  readonly amount: Money;
  readonly creditorId?: string;
  readonly creditorName?: string;
  readonly creditorAccount?: AccountReference;
  readonly ultimateCreditor?: string;
  readonly debtorName?: string;
  readonly debtorAccount?: AccountReference;
  readonly ultimateDebtor?: string;
  readonly remittanceInformationUnstructured?: string;
  readonly purposeCode?: string;
  readonly bankTransactionCode?: string;
  /** Set on transactions booked by the batch run for a payment. */
  readonly paymentId?: string;
}

/**
 * A card account transaction.
 *
 * @example
 * const isPending = (t: CardTransaction) => t.state === 'pending';
 * @see operation listSandboxCardAccountTransactions (GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions)
 *   in @xs2a-kit/schema
 */
export interface CardTransaction {
  readonly cardTransactionId: string;
  readonly cardAccountId: string;
  readonly state: BookingState;
  readonly bookingDate?: string;
  readonly transactionDate: string;
  readonly transactionAmount: Money;
  readonly originalAmount: Money;
  readonly merchantCategoryCode?: string;
  readonly terminalId?: string;
  readonly markupFee?: Money;
  readonly markupFeePercentage?: string;
  readonly cardAcceptorId?: string;
  readonly cardAcceptorAddress?: PostalAddress;
  readonly maskedPan?: string;
  readonly transactionDetails?: string;
  readonly invoiced?: boolean;
  readonly proprietaryBankTransactionCode?: string;
}

/**
 * What an engagement lets its customer do on an account: VIEW reads it, REGISTER registers payments from it,
 * APPROVE approves payments others registered. Consent and payment access need VIEW and REGISTER together;
 * APPROVE is kept and shown but grants nothing on its own in the sandbox.
 *
 * @example
 * const roles: EngagementRole[] = ['VIEW', 'REGISTER'];
 * @see @xs2a-kit/schema, components['schemas']['EngagementRole']
 */
export type EngagementRole = 'VIEW' | 'REGISTER' | 'APPROVE';

/**
 * An engagement: a customer (PSU) reaching one account of the agreement's owner with some roles.
 *
 * @example
 * const e: Engagement = { engagementId: 'e1', customerNumber: '13039319955', iban: 'NO2636240064444', roles: ['VIEW', 'REGISTER'] };
 */
export interface Engagement {
  readonly engagementId: string;
  readonly customerNumber: string;
  readonly iban: string;
  readonly roles: readonly EngagementRole[];
  readonly registerLimit?: Money;
  readonly approvalLimit?: Money;
}

/**
 * An agreement owned by a customer. A private customer's agreement covers its own accounts implicitly; a
 * corporate agreement lists engagements granting private customers access to the corporation's accounts.
 *
 * @example
 * const grants = (a: Agreement) => a.engagements.length;
 */
export interface Agreement {
  readonly agreementId: string;
  readonly ownerCustomerNumber: string;
  readonly name: string;
  readonly type: 'PRIVATE' | 'CORPORATE';
  readonly engagements: readonly Engagement[];
}
