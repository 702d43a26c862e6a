import { SANDBOX_BANK_BIC, type Account, type AccountReference, type AccountTransaction, type Money } from '@xs2a-kit/domain';
import { formatAmount, isCurrencyCode } from '@xs2a-kit/iso';
import { EXTERNAL_PURPOSE_CODE_VALUES, type AcceptFixValue, type components, type ExternalPurposeCodeValue } from '@xs2a-kit/schema';
import type { PsuContext } from '@xs2a-kit/sca-session';

type Schemas = components['schemas'];
export type AccountDetails = Schemas['AccountDetails'];
export type Balance = Schemas['Balance'];
export type Transaction = Schemas['Transaction'];
export type AccountIdentification = Schemas['AccountIdentification'];
export type SignedAmount = Schemas['SignedAmount'];
export type Currency = Schemas['ISOCurrencyCode'];

/** What every account view needs from the request: where links point, the fixes in force, the PSU's context. */
export interface ViewOptions {
  readonly linkBase: string;
  readonly fixes: ReadonlySet<AcceptFixValue>;
  readonly context: PsuContext;
}

/**
 * The words the real service wrote in cashAccountType before cash-account-type-iso (it answered "Current" for a
 * current account: portal-facts §2 and §10). The domain keeps ISO 20022 ExternalCashAccountType1 codes; a code
 * without an entry here is written as it is, since the bank never had a word of its own for it.
 */
const PROPRIETARY_CASH_ACCOUNT_TYPES: Readonly<Record<string, string>> = {
  CACC: 'Current',
  SVGS: 'Savings',
  TAXE: 'Tax',
  LOAN: 'Loan',
  CARD: 'Card',
  OTHR: 'Other',
};

/**
 * A stored currency as the contract's code list. The domain only stores codes it has checked, so anything else
 * is a broken invariant of the bank (a 500), never the TPP's fault.
 */
export function toCurrency(code: string): Currency {
  if (isCurrencyCode(code)) return code;
  throw new Error(`stored currency ${JSON.stringify(code)} is not an ISO 4217 code`);
}

/** An amount of a response: the domain's minor units as the contract's decimal string. */
export function toAmount(money: Money): SignedAmount {
  return { currency: toCurrency(money.currency), amount: formatAmount(money.minor, money.currency) };
}

/** The account named at the top of a balances or transactions response. */
export function identifyAccount(account: Pick<Account, 'iban' | 'bban' | 'currency'>): AccountIdentification {
  return { iban: account.iban, bban: account.bban, currency: toCurrency(account.currency) };
}

/** Adds minor units of the same currency (balances are built from the account's own amounts). */
export function addMoney(a: Money, b: Money): Money {
  return { minor: a.minor + b.minor, currency: a.currency };
}

/** An account named in a response, with the identifiers known for it. */
export function toIdentification(ref: AccountReference | undefined): AccountIdentification | undefined {
  if (ref === undefined) return undefined;
  return {
    ...(ref.iban !== undefined ? { iban: ref.iban } : {}),
    ...(ref.bban !== undefined ? { bban: ref.bban } : {}),
    ...(ref.currency !== undefined ? { currency: toCurrency(ref.currency) } : {}),
  };
}

/**
 * cashAccountType as the request sees it: the ISO 20022 code under x-accept-fix cash-account-type-iso (default
 * since 2024-11-13), the bank's proprietary word before.
 *
 * @see spec/openapi.yaml x-accept-fix-catalogue (cash-account-type-iso)
 */
export function describeCashAccountType(code: string, fixes: ReadonlySet<AcceptFixValue>): string {
  if (fixes.has('cash-account-type-iso')) return code;
  return PROPRIETARY_CASH_ACCOUNT_TYPES[code] ?? code;
}

/** The link to an account under the account-information API, after `linkBase` (see HandlerDeps.linkBase). */
export function accountUrl(linkBase: string, accountId: string): string {
  return `${linkBase}/v1/accounts/${encodeURIComponent(accountId)}`;
}

/**
 * The balances of an account: `expected` is the booked balance with the pending transactions applied;
 * `interimAvailable` adds the credit line, which is what the PSU may spend now. (The domain keeps one booked
 * ledger balance and a credit line per account; the spec lists balance types but not which an account shows.)
 *
 * @example
 * listAccountBalances(account, pendingTransactions);
 * @see service-spec.md "Other operations referred to" (GET /v1/accounts/{id}/balances); portal-facts §10
 */
export function listAccountBalances(account: Account, pending: readonly AccountTransaction[]): Balance[] {
  const expected = pending.reduce((sum, t) => addMoney(sum, t.amount), account.balance);
  return [
    { balanceType: 'expected', balanceAmount: toAmount(expected), creditLimitIncluded: false },
    { balanceType: 'interimAvailable', balanceAmount: toAmount(addMoney(expected, account.creditLine)), creditLimitIncluded: true },
  ];
}

/**
 * One account as the account-information API shows it, with links to its balances and transactions.
 *
 * @example
 * toAccountDetails(account, { linkBase, fixes: request.fixes, context: 'PRIVATE' });
 * @see portal-facts.md §10 (GET /v1/accounts shape)
 */
export function toAccountDetails(account: Account, options: ViewOptions, balances?: Balance[]): AccountDetails {
  const self = accountUrl(options.linkBase, account.accountId);
  return {
    resourceId: account.accountId,
    iban: account.iban,
    bban: account.bban,
    currency: toCurrency(account.currency),
    name: account.name.slice(0, 70),
    product: account.product.slice(0, 35),
    cashAccountType: describeCashAccountType(account.cashAccountType, options.fixes),
    status: 'enabled',
    bic: SANDBOX_BANK_BIC,
    usage: options.context === 'CORPORATE' ? 'ORGA' : 'PRIV',
    ...(balances === undefined ? {} : { balances }),
    _links: {
      self: { href: self, verbs: ['GET'] },
      balances: { href: `${self}/balances`, verbs: ['GET'] },
      transactions: { href: `${self}/transactions?bookingStatus=both`, verbs: ['GET'] },
    },
  };
}

const PURPOSE_CODES: ReadonlySet<string> = new Set(EXTERNAL_PURPOSE_CODE_VALUES);

/**
 * Whether a stored purpose code is one the answer's schema allows (Berlin Group's ExternalPurpose1Code list). The
 * sandbox refuses others when a transaction is made; a code a bank's own system holds outside the list (a newer
 * ISO release) is left out of the answer rather than sent in a form a TPP checking it against the schema refuses.
 */
function isExternalPurposeCode(code: string | undefined): code is ExternalPurposeCodeValue {
  return code !== undefined && PURPOSE_CODES.has(code);
}

/**
 * One account transaction. Booked ones carry their stable transactionId, value date and a transactionDetails
 * link; pending ones may still change, so they carry no value date and no details link.
 *
 * @example
 * toTransaction(transaction, linkBase);
 * @see service-spec.md "Sandbox card account transactions" (last paragraph: booked and pending); portal-facts §10
 */
export function toTransaction(t: AccountTransaction, linkBase: string): Transaction {
  const booked = t.state === 'booked';
  const creditorAccount = toIdentification(t.creditorAccount);
  const debtorAccount = toIdentification(t.debtorAccount);
  return {
    transactionId: t.transactionId,
    ...(booked && t.bookingDate !== undefined ? { bookingDate: t.bookingDate } : {}),
    ...(booked && t.valueDate !== undefined ? { valueDate: t.valueDate } : {}),
    transactionAmount: toAmount(t.amount),
    ...(t.creditorId !== undefined ? { creditorId: t.creditorId } : {}),
    ...(t.creditorName !== undefined ? { creditorName: t.creditorName } : {}),
    ...(creditorAccount !== undefined ? { creditorAccount } : {}),
    ...(t.ultimateCreditor !== undefined ? { ultimateCreditor: t.ultimateCreditor } : {}),
    ...(t.debtorName !== undefined ? { debtorName: t.debtorName } : {}),
    ...(debtorAccount !== undefined ? { debtorAccount } : {}),
    ...(t.ultimateDebtor !== undefined ? { ultimateDebtor: t.ultimateDebtor } : {}),
    ...(t.remittanceInformationUnstructured !== undefined
      ? { remittanceInformationUnstructured: t.remittanceInformationUnstructured }
      : {}),
    ...(isExternalPurposeCode(t.purposeCode) ? { purposeCode: t.purposeCode } : {}),
    ...(t.bankTransactionCode !== undefined ? { bankTransactionCode: t.bankTransactionCode } : {}),
    ...(booked
      ? {
          _links: {
            transactionDetails: {
              href: `${accountUrl(linkBase, t.accountId)}/transactions/${encodeURIComponent(t.transactionId)}`,
              verbs: ['GET'],
            },
          },
        }
      : {}),
  };
}

/**
 * The details of one booked transaction: the list entry plus what the lighter list may leave out (the
 * remittance information also as an array, and the payment it settled as entryReference). Its links keep
 * transactionDetails (itself, which Berlin Group's details links require) and add the account.
 *
 * @see spec/openapi.yaml getAccountTransaction (interface 2.11.0)
 */
export function toTransactionDetails(t: AccountTransaction, linkBase: string): Transaction {
  const { _links: listLinks, ...entry } = toTransaction(t, linkBase);
  return {
    ...entry,
    ...(t.remittanceInformationUnstructured !== undefined
      ? { remittanceInformationUnstructuredArray: [t.remittanceInformationUnstructured] }
      : {}),
    ...(t.paymentId !== undefined && t.paymentId.length <= 35 ? { entryReference: t.paymentId } : {}),
    _links: { ...listLinks, account: { href: accountUrl(linkBase, t.accountId), verbs: ['GET'] } },
  };
}
