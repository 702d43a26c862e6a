import type { Account, AccountTransaction, Agreement, CardAccount, CardTransaction, CustomerView, Money } from '@xs2a-kit/domain';
import { formatAmount, getMinorUnits } from '@xs2a-kit/iso';
import type { components } from '@xs2a-kit/schema';
import { describeCardTransactionId } from './account-card-views.js';

type Schemas = components['schemas'];
export type SandboxCustomerBody = Schemas['SandboxCustomer'];
export type SandboxAccountBody = Schemas['SandboxAccount'];
export type SandboxCardAccountBody = Schemas['SandboxCardAccount'];
export type SandboxAgreementBody = Schemas['SandboxAgreement'];
export type SandboxAccountTransactionBody = Schemas['SandboxAccountTransaction'];
export type SandboxCardTransactionBody = Schemas['SandboxCardTransaction'];
type Balance = Schemas['Balance'];

/**
 * The balance type under which the sandbox shows an account's one ledger balance. The domain keeps a single
 * balance per account; `expected` is the type the portal's scripts create accounts with (EXPECTED).
 */
export const LEDGER_BALANCE_TYPE = 'expected' satisfies Balance['balanceType'];

/** An amount of a response: the decimal string of the currency's minor units. */
export function toSignedAmount(money: Money): Schemas['SignedAmount'] {
  return { currency: money.currency as Schemas['ISOCurrencyCode'], amount: formatAmount(money.minor, money.currency) };
}

/**
 * A sandbox card amount: whole currency units as an int32, the mock-data API's own contract (spec decision on
 * SandboxCardAmount). Card transactions are created from whole units, so the division is exact.
 */
export function toCardAmount(money: Money): Schemas['SandboxCardAmount'] {
  return { currency: money.currency, amount: Number(money.minor / 10n ** BigInt(getMinorUnits(money.currency))) };
}

/** A customer as the mock-data API shows it; the arrays are whatever the domain view filled in. */
export function toCustomerBody(view: CustomerView, linkBase: string): SandboxCustomerBody {
  return {
    customerId: view.customerId,
    customerNumber: view.customerNumber,
    customerType: view.customerType,
    customerName: view.customerName,
    agreements: view.agreements.map((a) => ({
      id: a.id,
      name: a.name,
      engagements: a.engagements,
      _links: {
        self: { href: `${linkBase}/v1/sandbox/agreements/${encodeURIComponent(a.id)}`, verbs: ['GET'] },
        engagements: { href: `${linkBase}/v1/sandbox/agreements/${encodeURIComponent(a.id)}/engagements`, verbs: ['POST'] },
      },
    })),
    accounts: view.accounts,
    cardAccounts: view.cardAccounts,
    _links: { self: { href: `${linkBase}/v1/sandbox/customers/${encodeURIComponent(view.customerId)}`, verbs: ['GET', 'DELETE'] } },
  };
}

export function toAccountBody(account: Account, linkBase: string): SandboxAccountBody {
  const self = `${linkBase}/v1/sandbox/accounts/${encodeURIComponent(account.accountId)}`;
  return {
    id: account.accountId,
    customerNumber: account.customerNumber,
    accountName: account.name,
    bban: account.bban,
    iban: account.iban,
    currency: account.currency as Schemas['ISOCurrencyCode'],
    product: account.product,
    cashAccountType: account.cashAccountType,
    creditLine: formatAmount(account.creditLine.minor, account.creditLine.currency),
    kidRequired: account.requiresKid,
    balances: [{ balanceType: LEDGER_BALANCE_TYPE, balanceAmount: toSignedAmount(account.balance), creditLimitIncluded: false }],
    _links: {
      self: { href: self, verbs: ['GET'] },
      balances: { href: `${self}/balances`, verbs: ['PUT'] },
      transactions: { href: `${self}/transactions`, verbs: ['GET', 'POST'] },
    },
  };
}

export function toCardAccountBody(card: CardAccount, linkBase: string): SandboxCardAccountBody {
  const self = `${linkBase}/v1/sandbox/card-accounts/${encodeURIComponent(card.cardAccountId)}`;
  return {
    resourceId: card.cardAccountId,
    customerNumber: card.customerNumber,
    maskedPan: card.maskedPan,
    currency: card.currency as Schemas['ISOCurrencyCode'],
    creditLimit: toSignedAmount(card.creditLimit),
    balances: [{ balanceType: LEDGER_BALANCE_TYPE, balanceAmount: toSignedAmount(card.balance), creditLimitIncluded: false }],
    ...(card.cardId === undefined ? {} : { cardId: card.cardId }),
    ...(card.cardIdVNo === undefined ? {} : { cardIdVNo: card.cardIdVNo }),
    ...(card.accountNumber === undefined ? {} : { accountNumber: card.accountNumber }),
    ...(card.expiry === undefined ? {} : { expiry: card.expiry }),
    name: card.name,
    product: card.product,
    status: card.status.toLowerCase() as SandboxCardAccountBody['status'] & string,
    _links: {
      self: { href: self, verbs: ['GET'] },
      balances: { href: `${self}/balances`, verbs: ['PUT'] },
      transactions: { href: `${self}/transactions`, verbs: ['GET', 'POST'] },
    },
  };
}

export function toAgreementBody(agreement: Agreement, linkBase: string): SandboxAgreementBody {
  return {
    id: agreement.agreementId,
    owner: agreement.ownerCustomerNumber,
    ownerType: agreement.type,
    name: agreement.name,
    engagements: agreement.engagements.map((e) => ({
      id: e.engagementId,
      customer: e.customerNumber,
      account: { iban: e.iban },
      roles: [...e.roles],
      ...(e.registerLimit === undefined ? {} : { registerLimit: formatAmount(e.registerLimit.minor, e.registerLimit.currency) }),
      ...(e.approvalLimit === undefined ? {} : { approvalLimit: formatAmount(e.approvalLimit.minor, e.approvalLimit.currency) }),
    })),
    _links: {
      self: { href: `${linkBase}/v1/sandbox/agreements/${encodeURIComponent(agreement.agreementId)}`, verbs: ['GET'] },
      engagements: { href: `${linkBase}/v1/sandbox/agreements/${encodeURIComponent(agreement.agreementId)}/engagements`, verbs: ['POST'] },
    },
  };
}

export function toAccountTransactionBody(t: AccountTransaction): SandboxAccountTransactionBody {
  const optional = {
    bookingDate: t.bookingDate,
    valueDate: t.valueDate,
    creditorId: t.creditorId,
    creditorName: t.creditorName,
    creditorAccount: t.creditorAccount === undefined ? undefined : toAccountIdentification(t.creditorAccount),
    ultimateCreditor: t.ultimateCreditor,
    debtorName: t.debtorName,
    debtorAccount: t.debtorAccount === undefined ? undefined : toAccountIdentification(t.debtorAccount),
    ultimateDebtor: t.ultimateDebtor,
    remittanceInformationUnstructured: t.remittanceInformationUnstructured,
    purposeCode: t.purposeCode,
    bankTransactionCode: t.bankTransactionCode,
  };
  const present = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
  return { transactionId: t.transactionId, bookingStatus: t.state, transactionAmount: toSignedAmount(t.amount), ...present };
}

/** A card transaction as the listing shows booked ones; fields the caller left out are empty strings. */
export function toCardTransactionBody(t: CardTransaction): SandboxCardTransactionBody {
  return {
    cardTransactionId: describeCardTransactionId(t.cardTransactionId),
    bookingDate: t.bookingDate ?? t.transactionDate,
    transactionDate: t.transactionDate,
    transactionAmount: toCardAmount(t.transactionAmount),
    originalAmount: toCardAmount(t.originalAmount),
    merchantCategoryCode: t.merchantCategoryCode ?? '',
  };
}

function toAccountIdentification(ref: { iban?: string; bban?: string }): Schemas['AccountIdentification'] {
  return { ...(ref.iban === undefined ? {} : { iban: ref.iban }), ...(ref.bban === undefined ? {} : { bban: ref.bban }) };
}
