import { DomainError } from './errors.js';
import { parseMoney } from './money.js';
import type { AccountReferenceInput, AddressInput } from './payment-request.js';
import type { AccountTransaction, CardTransaction } from './sandbox-types.js';
import { normaliseAddress } from './structured-address.js';

type AmountInput = { readonly amount: string | number; readonly currency: string };

/**
 * Booked (the default) or pending, as a mock transaction body says it.
 *
 * @example
 * const status: MockBookingStatus = 'pending';
 * @see @xs2a-kit/schema, components['schemas']['SandboxAccountTransactionInput'] and
 *   components['schemas']['SandboxCardTransactionInput'] (bookingStatus)
 */
export type MockBookingStatus = 'booked' | 'pending';

/**
 * One item of the array body of POST /v1/sandbox/accounts/{id}/transactions. The amount is signed (negative
 * leaves the account). `bookingStatus` defaults to booked.
 *
 * @example
 * const t: AccountTransactionBody = { amount: -100, currency: 'NOK', bookingDate: '2026-02-01', valueDate: '2026-02-01' };
 * @see operation createSandboxAccountTransactions (POST /v1/sandbox/accounts/{mockAccountId}/transactions)
 *   in @xs2a-kit/schema
 */
export interface AccountTransactionBody {
  readonly amount: number | string;
  readonly currency: string;
  readonly bookingStatus?: MockBookingStatus;
  readonly bookingDate?: string;
  readonly valueDate?: string;
  readonly remittanceInformationUnstructured?: string;
  readonly creditorId?: string;
  readonly creditorName?: string;
  readonly creditorAccount?: AccountReferenceInput;
  readonly ultimateCreditor?: string;
  readonly debtorName?: string;
  readonly debtorAccount?: AccountReferenceInput;
  readonly ultimateDebtor?: string;
  readonly purposeCode?: string;
  readonly bankTransactionCode?: string;
}

/**
 * Turns the array body into transactions of an account. Each is in the account's currency (`FORMAT_ERROR` at
 * `[i].currency`). A booked one (the default) without dates is booked today, its value date defaulting to the
 * booking date and the booking date to the value date; a pending one has no booking date (one given is
 * dropped: it may still change). Dates must lie before now (on or before today, Oslo), and a booking date may
 * not be later than the value date: `FORMAT_ERROR` at `[i].bookingDate` / `[i].valueDate`. Amounts follow the
 * currency's fraction digits (`[i].amount`).
 *
 * @example
 * parseAccountTransactionsBody([{ amount: 10, currency: 'NOK', bookingDate: '2026-02-01', valueDate: '2026-02-02' }], { accountId, currency: 'NOK', today, newId });
 * @see @xs2a-kit/schema, components['schemas']['SandboxAccountTransactionInput']
 */
export function parseAccountTransactionsBody(
  body: readonly AccountTransactionBody[],
  options: { accountId: string; currency: string; today: string; newId: () => string },
): AccountTransaction[] {
  return body.map((given, i) => {
    if (given.currency !== options.currency) {
      throw new DomainError('FORMAT_ERROR', `currency must be the account's currency ${options.currency}`, { path: `[${i}].currency` });
    }
    // A pending item's bookingDate is set aside below: held to the rule first, as a future one passed unseen (review).
    if (given.bookingStatus === 'pending') assertNotFuture(given.bookingDate, `[${i}].bookingDate`, options.today);
    const item = withAccountBookingDefaults(given, options.today);
    assertNotFuture(item.bookingDate, `[${i}].bookingDate`, options.today);
    assertNotFuture(item.valueDate, `[${i}].valueDate`, options.today);
    if (item.bookingDate !== undefined && item.valueDate !== undefined && item.bookingDate > item.valueDate) {
      throw new DomainError('FORMAT_ERROR', 'bookingDate may not be later than valueDate', { path: `[${i}].bookingDate` });
    }
    const money = parseMoney({ amount: item.amount, currency: item.currency }, `[${i}]`);
    const { amount: _amount, currency: _currency, bookingStatus: _status, bookingDate, valueDate, ...rest } = item;
    return {
      ...rest,
      transactionId: options.newId(),
      accountId: options.accountId,
      state: bookingDate === undefined ? 'pending' : 'booked',
      ...(bookingDate === undefined ? {} : { bookingDate }),
      ...(valueDate === undefined ? {} : { valueDate }),
      amount: money,
    } as AccountTransaction;
  });
}

/**
 * One item of the array body of POST /v1/sandbox/card-accounts/{id}/transactions. `bookingStatus` defaults to
 * booked. `invoiced` may be a boolean, the string "true"/"false" of the published sample, or "" (not set, so false),
 * which EVRY's seed script init_transactions_for_a_single_card_account.sh sends.
 *
 * @example
 * const t: CardTransactionBody = { transactionDate: '2026-02-01', transactionAmount: { currency: 'NOK', amount: 100 } };
 * @see operation createSandboxCardAccountTransactions (POST /v1/sandbox/card-accounts/{mockCardAccountId}/transactions)
 *   in @xs2a-kit/schema
 */
export interface CardTransactionBody {
  readonly cardTransactionId?: string;
  readonly terminalId?: string;
  readonly bookingStatus?: MockBookingStatus;
  readonly bookingDate?: string;
  readonly transactionDate: string;
  readonly transactionAmount: AmountInput;
  readonly originalAmount?: AmountInput;
  readonly merchantCategoryCode?: string;
  readonly markupFee?: AmountInput;
  readonly markupFeePercentage?: string;
  readonly cardAcceptorId?: string;
  readonly cardAcceptorAddress?: AddressInput;
  readonly maskedPan?: string;
  readonly transactionDetails?: string;
  readonly invoiced?: boolean | string;
  readonly proprietaryBankTransactionCode?: string;
}

/**
 * Turns the array body into card transactions. A booked one (the default) is booked on its transaction date
 * unless told otherwise, and never before it (`FORMAT_ERROR` at `[i].bookingDate`); it may follow it, as in the
 * published sample. A pending one has no booking date. Both dates must lie before now (`FORMAT_ERROR` at
 * `[i].bookingDate` / `[i].transactionDate`). A given cardTransactionId is kept (unique within the card account and the body, else
 * `FORMAT_ERROR` at `[i].cardTransactionId`); without one an id is generated. transactionAmount is in the card
 * account's `currency` (`FORMAT_ERROR` at `[i].transactionAmount.currency`).
 *
 * @example
 * parseCardTransactionsBody([{ transactionDate: '2026-02-01', transactionAmount: { currency: 'NOK', amount: 100 } }], { cardAccountId, currency: 'NOK', today, newId, takenIds: new Set() });
 * @see {@link parseAccountTransactionsBody} (the same date rules)
 */
export function parseCardTransactionsBody(
  body: readonly CardTransactionBody[],
  options: { cardAccountId: string; currency: string; today: string; newId: () => string; takenIds: ReadonlySet<string> },
): CardTransaction[] {
  const taken = new Set(options.takenIds);
  return body.map((given, i) => {
    if (given.bookingStatus === 'pending') assertNotFuture(given.bookingDate, `[${i}].bookingDate`, options.today);
    const item = withCardBookingDefaults(given, i);
    assertNotFuture(item.transactionDate, `[${i}].transactionDate`, options.today);
    assertNotFuture(item.bookingDate, `[${i}].bookingDate`, options.today);
    const id = item.cardTransactionId ?? options.newId();
    if (taken.has(id)) {
      throw new DomainError('FORMAT_ERROR', `cardTransactionId ${id} is already used`, { path: `[${i}].cardTransactionId` });
    }
    taken.add(id);
    // transactionAmount is what the card account is charged, so it is in the card account's currency; the
    // purchase's own currency is originalAmount's.
    if (item.transactionAmount.currency !== options.currency) {
      throw new DomainError('FORMAT_ERROR', `transactionAmount must be in the card account's currency ${options.currency} (a purchase in another currency gives that in originalAmount)`, {
        path: `[${i}].transactionAmount.currency`,
      });
    }
    const transactionAmount = parseMoney(item.transactionAmount, `[${i}].transactionAmount`);
    const { cardAcceptorAddress, invoiced, markupFee, originalAmount, transactionAmount: _t, cardTransactionId: _c, bookingStatus: _s, ...rest } =
      item;
    return {
      ...rest,
      cardTransactionId: id,
      cardAccountId: options.cardAccountId,
      state: item.bookingDate === undefined ? 'pending' : 'booked',
      transactionAmount,
      originalAmount: originalAmount === undefined ? transactionAmount : parseMoney(originalAmount, `[${i}].originalAmount`),
      ...(markupFee === undefined ? {} : { markupFee: parseMoney(markupFee, `[${i}].markupFee`) }),
      ...(cardAcceptorAddress === undefined ? {} : { cardAcceptorAddress: normaliseAddress(cardAcceptorAddress) }),
      // Only true and "true" invoice: "false" and the seed script's "" (a value left empty) are false.
      ...(invoiced === undefined ? {} : { invoiced: invoiced === true || invoiced === 'true' }),
    } as CardTransaction;
  });
}

function withAccountBookingDefaults(item: AccountTransactionBody, today: string): AccountTransactionBody {
  const { bookingDate, valueDate, ...rest } = item;
  if (item.bookingStatus === 'pending') return { ...rest, ...(valueDate === undefined ? {} : { valueDate }) };
  const booked = bookingDate ?? valueDate ?? today;
  return { ...rest, bookingDate: booked, valueDate: valueDate ?? booked };
}

function withCardBookingDefaults(item: CardTransactionBody, i: number): CardTransactionBody {
  const { bookingDate, ...rest } = item;
  if (item.bookingStatus === 'pending') return rest;
  const booked = bookingDate ?? item.transactionDate;
  if (booked < item.transactionDate) {
    throw new DomainError('FORMAT_ERROR', 'bookingDate may not be earlier than transactionDate', { path: `[${i}].bookingDate` });
  }
  return { ...rest, bookingDate: booked };
}

function assertNotFuture(date: string | undefined, path: string, today: string): void {
  if (date !== undefined && date > today) {
    throw new DomainError('FORMAT_ERROR', `${path.replace(/^\[\d+\]\./, '')} must lie before now`, { path });
  }
}
