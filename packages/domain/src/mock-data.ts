import { ibanFromNorwegianBban, isValidIban, isValidMaskedPan } from '@xs2a-kit/iso';
import { DomainError } from './errors.js';
import { parseBalances } from './mock-balances.js';
import type { BalanceBody } from './mock-balances.js';
import { parseMoney } from './money.js';
import type { Money } from './money.js';
import type { Account, CardAccount, Customer, EngagementRole } from './sandbox-types.js';

type AmountInput = { readonly amount: string | number; readonly currency: string };

/** A Norwegian account number's shape: 11 digits (the MOD11 digit is checked separately, where it applies). */
const NORWEGIAN_BBAN_SHAPE = /^[0-9]{11}$/;

const ENGAGEMENT_ROLES: readonly EngagementRole[] = ['VIEW', 'REGISTER', 'APPROVE'];

/**
 * The body of POST /v1/sandbox/customers as TPP scripts send it.
 *
 * @example
 * const body: CustomerBody = { customerNumber: '13039319955', name: 'Test Testperson 3', type: 'private' };
 * @see operation createSandboxCustomer (POST /v1/sandbox/customers) in @xs2a-kit/schema
 */
export interface CustomerBody {
  readonly customerNumber: string;
  readonly name: string;
  readonly type: string;
}

/** A sandbox customer number: letters and digits, as identity and organisation numbers are written. */
const CUSTOMER_NUMBER = /^[0-9A-Za-z]{1,35}$/;

/**
 * Checks a customer body: a customerNumber of letters and digits (FORMAT_ERROR at `customerNumber`), a name on one
 * line (at `name`) and type private or corporate in any letter case (FORMAT_ERROR at `type`).
 *
 * @example
 * parseCustomerBody({ customerNumber: '1', name: 'A', type: 'PRIVATE' }); // { customerNumber: '1', customerName: 'A', customerType: 'PRIVATE' }
 * @see operation createSandboxCustomer (POST /v1/sandbox/customers) in @xs2a-kit/schema; published samples
 *   spell the type both PRIVATE and private
 */
export function parseCustomerBody(body: CustomerBody): Omit<Customer, 'customerId'> {
  if (body.customerNumber.trim() === '') {
    throw new DomainError('FORMAT_ERROR', 'customerNumber is required', { path: 'customerNumber' });
  }
  // The number is what the PSU types at SCA and what X-PSU-IDENTITY carries: " 100.00 " or "\t7000..." could
  // never be typed back or sent in a header as created.
  if (!CUSTOMER_NUMBER.test(body.customerNumber)) {
    throw new DomainError('FORMAT_ERROR', 'customerNumber is letters and digits only (an identity or organisation number, no spaces or signs)', { path: 'customerNumber' });
  }
  if (/[\t\n\r]/.test(body.name)) {
    throw new DomainError('FORMAT_ERROR', 'name is one line of text: it may not hold a tab or a line break', { path: 'name' });
  }
  const type = body.type.toUpperCase();
  if (type !== 'PRIVATE' && type !== 'CORPORATE') {
    throw new DomainError('FORMAT_ERROR', 'type must be private or corporate', { path: 'type' });
  }
  return { customerNumber: body.customerNumber, customerName: body.name, customerType: type };
}

/**
 * The body of POST /v1/sandbox/accounts. `kidRequired` is our addition: the account then only accepts payments
 * carrying a KID. A Norwegian IBAN alone is enough: the BBAN is its last eleven digits.
 *
 * @example
 * const body: AccountBody = { customerNumber: '13039319955', accountName: 'Totalkonto', bban: '09232911044', iban: 'NO7809232911044', currency: 'NOK' };
 * @see operation createSandboxAccount (POST /v1/sandbox/accounts) in @xs2a-kit/schema
 */
export interface AccountBody {
  readonly customerNumber: string;
  readonly accountName?: string;
  readonly bban?: string;
  readonly iban?: string;
  readonly currency: string;
  readonly product?: string;
  readonly cashAccountType?: string;
  readonly creditLine?: number | string;
  readonly balances?: readonly BalanceBody[];
  readonly kidRequired?: boolean;
}

/**
 * Checks an account body. Account numbers: a `bban` (or a Norwegian `iban`, whose last 11 digits are the BBAN)
 * is required and must be 11 digits (`FORMAT_ERROR` at `bban`); the IBAN is derived when not given, and when given
 * must pass the ISO 7064 mod 97 check and carry that BBAN (`iban` otherwise). The MOD11 check digit is not asked:
 * the portal's own mock account Totalkonto `09232911044` / `NO7809232911044`, which TPP scripts create and the
 * spec's example uses, fails it, and so do numbers the first-party seed scripts create (see
 * `parseAccountNumbers`). Payments treat a number the bank holds the same way.
 * Amounts: balances in the account's currency with its fraction digits (`balances[i].balanceAmount.*`), and a
 * `creditLine` that is not negative. The only balance, or the EXPECTED one of several, becomes the ledger balance
 * (zero without one; see `parseBalances`).
 *
 * @example
 * parseAccountBody({ customerNumber: '1', bban: '95360573002', currency: 'NOK' }).iban; // 'NO0995360573002'
 * parseAccountBody({ customerNumber: '1', iban: 'NO7809232911044', currency: 'NOK' }).bban; // '09232911044'
 * @see operation createSandboxAccount (POST /v1/sandbox/accounts) in @xs2a-kit/schema
 */
export function parseAccountBody(body: AccountBody): Omit<Account, 'accountId'> {
  const { bban, iban } = parseAccountNumbers(body);
  const balances = parseBalances(body.balances ?? [], body.currency, 'balances');
  const creditLine = body.creditLine === undefined ? { minor: 0n, currency: body.currency } : parseCreditLine(body.creditLine, body.currency);
  return {
    customerNumber: body.customerNumber,
    name: body.accountName ?? 'Konto',
    bban,
    iban,
    currency: body.currency,
    product: body.product ?? 'BRUKSKONTO',
    cashAccountType: body.cashAccountType ?? 'CACC',
    creditLine,
    balance: balances[0] ?? { minor: 0n, currency: body.currency },
    requiresKid: body.kidRequired ?? false,
  };
}

/**
 * The account numbers of a mock account: 11 digits, and the IBAN when given must be the Norwegian IBAN of those
 * digits. The MOD11 check digit is not asked, with or without an IBAN: these are the bank's own test accounts,
 * and the first-party seed scripts create numbers that fail it (70323119469). Payments from and to such an
 * account work: a number the bank holds skips MOD11 in payments too (its length, mod 97 and IBAN match still
 * count), while a creditor account the bank does not hold keeps the full check.
 */
function parseAccountNumbers(body: AccountBody): { bban: string; iban: string } {
  const bban = body.bban ?? (body.iban?.startsWith('NO') === true ? body.iban.slice(4) : undefined);
  if (bban === undefined) throw new DomainError('FORMAT_ERROR', 'bban (or a Norwegian iban) is required', { path: 'bban' });
  if (!NORWEGIAN_BBAN_SHAPE.test(bban)) {
    throw new DomainError('FORMAT_ERROR', 'bban must be the 11 digits of a Norwegian account number', { path: body.bban === undefined ? 'iban' : 'bban' });
  }
  if (body.iban === undefined) return { bban, iban: ibanFromNorwegianBban(bban, { nationalCheck: false }) };
  if (!isValidIban(body.iban, { nationalCheck: false }) || body.iban !== `NO${body.iban.slice(2, 4)}${bban}`) {
    throw new DomainError('FORMAT_ERROR', 'iban is not valid or does not match bban', { path: 'iban' });
  }
  return { bban, iban: body.iban };
}

/**
 * The body of POST /v1/sandbox/card-accounts.
 *
 * @example
 * const body: CardAccountBody = { customerNumber: '1', maskedPan: '1234xxxxxxxx4321', currency: 'NOK', creditLimit: { currency: 'NOK', amount: 1000 } };
 * @see operation createSandboxCardAccount (POST /v1/sandbox/card-accounts) in @xs2a-kit/schema
 */
export interface CardAccountBody {
  readonly customerNumber: string;
  readonly maskedPan: string;
  readonly currency: string;
  readonly creditLimit?: AmountInput;
  readonly balances?: readonly BalanceBody[];
  readonly cardId?: string;
  readonly cardIdVNo?: string;
  readonly accountNumber?: string;
  readonly expiry?: string;
  readonly name?: string;
  readonly product?: string;
  readonly status?: string;
}

/**
 * Checks a card account body: a masked PAN (`maskedPan`), balances in the card account's currency
 * (`balances[i].balanceAmount.currency`; the only one, or the EXPECTED one of several, is kept, see `parseBalances`), a `creditLimit` in that currency and not negative, and amounts with the
 * currency's fraction digits. The body carries no
 * BBAN or IBAN (`accountNumber` is the card scheme's own number, kept as given), so no account-number rule
 * applies here.
 *
 * @example
 * parseCardAccountBody({ customerNumber: '1', maskedPan: '1234xxxxxxxx4321', currency: 'NOK' }).status; // 'ENABLED'
 * @see operation createSandboxCardAccount (POST /v1/sandbox/card-accounts) in @xs2a-kit/schema
 */
export function parseCardAccountBody(body: CardAccountBody): Omit<CardAccount, 'cardAccountId'> {
  if (!isValidMaskedPan(body.maskedPan)) {
    throw new DomainError('FORMAT_ERROR', 'maskedPan is not a masked card number', { path: 'maskedPan' });
  }
  const zero: Money = { minor: 0n, currency: body.currency };
  const balances = parseBalances(body.balances ?? [], body.currency, 'balances');
  return {
    customerNumber: body.customerNumber,
    maskedPan: body.maskedPan,
    currency: body.currency,
    creditLimit: body.creditLimit === undefined ? zero : parseLimit(body.creditLimit, body.currency, 'creditLimit'),
    balance: balances[0] ?? zero,
    name: body.name ?? 'Kort',
    product: body.product ?? 'Basic Credit',
    status: body.status ?? 'ENABLED',
    ...(body.cardId === undefined ? {} : { cardId: body.cardId }),
    ...(body.cardIdVNo === undefined ? {} : { cardIdVNo: body.cardIdVNo }),
    ...(body.accountNumber === undefined ? {} : { accountNumber: body.accountNumber }),
    ...(body.expiry === undefined ? {} : { expiry: body.expiry }),
  };
}

/**
 * A credit line or limit: in the account's own currency (`FORMAT_ERROR` at `<path>.currency`; the AIS adds it to
 * the balance, and adding two currencies' minor units would show a figure in neither) and not negative
 * (`FORMAT_ERROR` at `<path>.amount`).
 */
function parseLimit(value: AmountInput, currency: string, path: string): Money {
  if (value.currency !== currency) {
    throw new DomainError('FORMAT_ERROR', `${path} must be in the account's currency ${currency}, not ${value.currency}`, { path: `${path}.currency` });
  }
  const money = parseMoney(value, path);
  if (money.minor < 0n) throw new DomainError('FORMAT_ERROR', `${path} may not be negative`, { path: `${path}.amount` });
  return money;
}

/** An account's creditLine: a bare amount in the account's currency, not negative (`FORMAT_ERROR` at `creditLine`). */
function parseCreditLine(amount: number | string, currency: string): Money {
  return parseBareLimit(amount, currency, 'creditLine');
}

/**
 * A limit given as a bare amount in the account's currency (an account's creditLine, an engagement's
 * registerLimit and approvalLimit), not negative: `FORMAT_ERROR` at the field itself, since the amount is the
 * field (not `<field>.amount`, which the body has no such member for).
 *
 * @example
 * parseBareLimit(1000, 'NOK', 'engagements[0].registerLimit'); // { minor: 100000n, currency: 'NOK' }
 */
export function parseBareLimit(amount: number | string, currency: string, path: string): Money {
  try {
    return parseLimit({ amount, currency }, currency, path);
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError(error.code, error.message.replace(`${path}.amount`, path), { path, cause: error });
    throw error;
  }
}

/**
 * The body of POST /v1/sandbox/agreements (corporate customers only).
 *
 * @example
 * const body: AgreementBody = { owner: '18129215603', name: 'Fullmakt', engagements: [{ customer: '13039319955', account: { iban: 'NO4615030012345' }, roles: ['VIEW', 'REGISTER'] }] };
 * @see operation createSandboxAgreement (POST /v1/sandbox/agreements) in @xs2a-kit/schema
 */
export interface AgreementBody {
  readonly owner: string;
  readonly name: string;
  readonly engagements?: readonly EngagementBody[];
}

/**
 * One engagement of an agreement body (also the body of POST .../agreements/{id}/engagements).
 *
 * @example
 * const e: EngagementBody = { customer: '13039319955', account: { iban: 'NO4615030012345' }, roles: ['REGISTER', 'VIEW'] };
 * @see operation addSandboxAgreementEngagement (POST /v1/sandbox/agreements/{mockAgreementId}/engagements)
 *   in @xs2a-kit/schema
 */
export interface EngagementBody {
  readonly customer: string;
  readonly account: { readonly iban: string };
  readonly roles: readonly string[];
  readonly registerLimit?: number;
  readonly approvalLimit?: number;
}

/**
 * Checks the roles of an engagement: a non-empty list of VIEW, REGISTER and APPROVE (FORMAT_ERROR at `path`).
 * APPROVE is accepted because the spec's EngagementRole allows it; it grants nothing for consent or payments,
 * which need VIEW and REGISTER.
 *
 * @example
 * parseRoles(['REGISTER', 'VIEW'], 'engagements[0].roles'); // ['REGISTER', 'VIEW']
 * @see @xs2a-kit/schema, components['schemas']['EngagementRole']
 */
export function parseRoles(roles: readonly string[], path: string): EngagementRole[] {
  if (roles.length === 0 || roles.some((r) => !(ENGAGEMENT_ROLES as readonly string[]).includes(r))) {
    throw new DomainError('FORMAT_ERROR', 'roles must be VIEW, REGISTER and/or APPROVE', { path });
  }
  return [...new Set(roles as EngagementRole[])];
}
