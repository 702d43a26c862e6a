import { addDays } from './clock.js';
import { createSeedId } from './seed-id.js';
import type { Account, AccountTransaction, CardAccount, CardTransaction } from './sandbox-types.js';

/** [days ago, amount in major units (negative = out), counterparty, text]; undefined days ago = pending. */
type Template = readonly [number | undefined, number, string, string];

const ACCOUNT_TEMPLATES: readonly Template[] = [
  [88, 32_500, 'Arbeidsgiver AS', 'Lønn'],
  [85, -9_800, 'Utleier Eiendom AS', 'Husleie'],
  [80, -1_243, 'Matbutikken', 'Varekjøp'],
  [58, 32_500, 'Arbeidsgiver AS', 'Lønn'],
  [55, -9_800, 'Utleier Eiendom AS', 'Husleie'],
  [47, -689, 'Strømselskapet AS', 'Strøm'],
  [28, 32_500, 'Arbeidsgiver AS', 'Lønn'],
  [25, -9_800, 'Utleier Eiendom AS', 'Husleie'],
  [12, -2_150, 'Matbutikken', 'Varekjøp'],
  [3, -399, 'Mobiloperatøren AS', 'Mobilabonnement'],
  [undefined, -250, 'Bensinstasjonen', 'Reservert beløp'],
];

const CARD_TEMPLATES: readonly Template[] = [
  [70, -459, 'Sportsbutikken', '5941'],
  [45, -1_290, 'Flyselskapet', '4511'],
  [20, -312, 'Restauranten', '5812'],
  [6, -89, 'Kiosken', '5499'],
  [undefined, -210, 'Drosjen', '4121'],
];

/**
 * The seed transactions of one account: monthly salary and rent, some purchases over about three months, and
 * one pending reservation. Ids are deterministic per account and template, so booked ids are stable.
 *
 * @example
 * listStartingTransactions(account, 1, '2026-03-02').length; // 11
 */
export function listStartingTransactions(account: Account, n: number, today: string): AccountTransaction[] {
  return ACCOUNT_TEMPLATES.map(([daysAgo, amount, counterparty, text], i) => {
    const money = { minor: BigInt(amount) * 100n, currency: account.currency };
    const own = { iban: account.iban, bban: account.bban };
    const base = {
      transactionId: createSeedId(4, n * 0x1000 + i),
      accountId: account.accountId,
      amount: money,
      remittanceInformationUnstructured: text,
      bankTransactionCode: 'PMNT',
      ...(amount < 0 ? { creditorName: counterparty, debtorAccount: own } : { debtorName: counterparty, creditorAccount: own }),
    };
    if (daysAgo === undefined) return { ...base, state: 'pending' as const };
    const date = addDays(today, -daysAgo);
    return { ...base, state: 'booked' as const, bookingDate: date, valueDate: date };
  });
}

/**
 * The seed transactions of one card account: a few purchases over about two months and one pending one.
 *
 * @example
 * listStartingCardTransactions(cardAccount, 1, '2026-03-02').length; // 5
 */
export function listStartingCardTransactions(card: CardAccount, n: number, today: string): CardTransaction[] {
  return CARD_TEMPLATES.map(([daysAgo, amount, merchant, mcc], i) => {
    const money = { minor: BigInt(amount) * 100n, currency: card.currency };
    const transactionDate = addDays(today, -(daysAgo ?? 0));
    return {
      cardTransactionId: createSeedId(5, n * 0x1000 + i),
      cardAccountId: card.cardAccountId,
      state: daysAgo === undefined ? 'pending' : 'booked',
      ...(daysAgo === undefined ? {} : { bookingDate: addDays(transactionDate, 1) > today ? today : addDays(transactionDate, 1) }),
      transactionDate,
      transactionAmount: money,
      originalAmount: money,
      merchantCategoryCode: mcc,
      transactionDetails: merchant,
      maskedPan: card.maskedPan,
      invoiced: false,
    };
  });
}
