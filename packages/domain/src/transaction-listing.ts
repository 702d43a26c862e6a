import { DomainError } from './errors.js';
import type { AccountTransaction, CardTransaction } from './sandbox-types.js';

/**
 * The default page size of a transaction list requested without `limit`.
 *
 * @example
 * DEFAULT_TRANSACTION_PAGE_SIZE; // 200
 */
export const DEFAULT_TRANSACTION_PAGE_SIZE = 200;

/**
 * Filters of a transaction list. `bookingStatus` is required; dates are inclusive YYYY-MM-DD.
 *
 * @example
 * const q: TransactionQuery = { bookingStatus: 'both', fromDate: '2026-01-01', limit: 10 };
 * @see operation listSandboxCardAccountTransactions (GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions)
 *   in @xs2a-kit/schema
 */
export interface TransactionQuery {
  readonly bookingStatus: string;
  readonly fromDate?: string;
  readonly toDate?: string;
  readonly offset?: number;
  readonly limit?: number;
}

/**
 * A page of transactions, split as the API shows them.
 *
 * @example
 * const { booked, pending } = selectCardTransactions(all, { bookingStatus: 'both' });
 */
export interface TransactionPage<T> {
  readonly booked: T[];
  readonly pending: T[];
}

/**
 * Selects card transactions: bookingStatus booked, pending or both (else `FORMAT_ERROR` at `bookingStatus`),
 * dates filtering on the booking date (the transaction date for pending ones), then offset and limit (at
 * least 1, default 200) over one stable order: pending first, then booked; newest first; ties by id.
 *
 * @example
 * selectCardTransactions(all, { bookingStatus: 'booked', offset: 0, limit: 1 });
 */
export function selectCardTransactions(
  all: readonly CardTransaction[],
  query: TransactionQuery,
): TransactionPage<CardTransaction> {
  const kinds = parseBookingStatus(query.bookingStatus, ['booked', 'pending', 'both']);
  const dated = all.map((t) => ({ t, date: t.bookingDate ?? t.transactionDate, id: t.cardTransactionId }));
  return splitPage(paginate(filterDates(sortStable(dated.filter((d) => kinds.has(d.t.state))), query), query));
}

/**
 * Selects account transactions: bookingStatus booked, pending, both or all (`all` equals `both` here: the
 * sandbox has no further kinds), dates on the booking date (value date for pending), offset and limit (default
 * 200) over the same stable order as card transactions (a pending one without any date sorts last, and date
 * filters place it on `today`, the bank's date, when given). For real accounts — the account-information view,
 * `view: 'ais'` — pending transactions are always all returned: date, offset and limit apply to booked ones only.
 * The sandbox mock-data view (`view: 'sandbox'`) filters everything alike.
 *
 * @example
 * selectAccountTransactions(all, { bookingStatus: 'both', limit: 1 }, 'ais'); // one booked, every pending
 */
export function selectAccountTransactions(
  all: readonly AccountTransaction[],
  query: TransactionQuery,
  view: 'ais' | 'sandbox',
  today = '',
): TransactionPage<AccountTransaction> {
  const kinds = parseBookingStatus(query.bookingStatus, ['booked', 'pending', 'both', 'all']);
  // A pending transaction with neither date is happening now: date filters see it on `today` when given.
  const dated = sortStable(
    all.filter((t) => kinds.has(t.state)).map((t) => ({ t, date: t.bookingDate ?? t.valueDate ?? today, id: t.transactionId })),
  );
  if (view === 'sandbox') return splitPage(paginate(filterDates(dated, query), query));
  const booked = paginate(filterDates(dated.filter((d) => d.t.state === 'booked'), query), query);
  checkPaging(query);
  return { booked: booked.map((d) => d.t), pending: dated.filter((d) => d.t.state === 'pending').map((d) => d.t) };
}

type Dated<T> = { t: T; date: string; id: string };

function parseBookingStatus(value: string, allowed: readonly string[]): Set<'booked' | 'pending'> {
  if (!allowed.includes(value)) {
    throw new DomainError('FORMAT_ERROR', `bookingStatus must be one of ${allowed.join(', ')}`, { path: 'bookingStatus' });
  }
  if (value === 'booked') return new Set(['booked']);
  if (value === 'pending') return new Set(['pending']);
  return new Set(['booked', 'pending']);
}

const ordinal = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);

function sortStable<T extends { state: string }>(items: Dated<T>[]): Dated<T>[] {
  const rank = (d: Dated<T>) => (d.t.state === 'pending' ? 0 : 1);
  // Ordinal comparisons: localeCompare follows the host's locale, so TPP-chosen ids (B-tie, a-tie) paged
  // differently from one machine to the next (review).
  return [...items].sort((a, b) => rank(a) - rank(b) || ordinal(b.date, a.date) || ordinal(a.id, b.id));
}

function filterDates<T>(items: Dated<T>[], query: TransactionQuery): Dated<T>[] {
  if (query.fromDate !== undefined && query.toDate !== undefined && query.fromDate > query.toDate) {
    throw new DomainError('FORMAT_ERROR', 'fromDate lies after toDate', { path: 'fromDate' });
  }
  return items.filter(
    (d) => (query.fromDate === undefined || d.date >= query.fromDate) && (query.toDate === undefined || d.date <= query.toDate),
  );
}

function checkPaging(query: TransactionQuery): void {
  if (query.limit !== undefined && (!Number.isInteger(query.limit) || query.limit < 1)) {
    throw new DomainError('FORMAT_ERROR', 'limit must be at least 1', { path: 'limit' });
  }
  if (query.offset !== undefined && (!Number.isInteger(query.offset) || query.offset < 0)) {
    throw new DomainError('FORMAT_ERROR', 'offset may not be negative', { path: 'offset' });
  }
}

function paginate<T>(items: Dated<T>[], query: TransactionQuery): Dated<T>[] {
  checkPaging(query);
  const offset = query.offset ?? 0;
  return items.slice(offset, offset + (query.limit ?? DEFAULT_TRANSACTION_PAGE_SIZE));
}

function splitPage<T extends { state: string }>(items: Dated<T>[]): TransactionPage<T> {
  return {
    booked: items.filter((d) => d.t.state === 'booked').map((d) => d.t),
    pending: items.filter((d) => d.t.state === 'pending').map((d) => d.t),
  };
}
