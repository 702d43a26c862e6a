import { describe, expect, it } from 'vitest';
import type { DomainErrorCode } from './errors.js';
import { listAccountTransactions, listCardTransactions } from './sandbox-accounts.js';
import type { AccountTransaction, CardTransaction } from './sandbox-types.js';
import { createSandboxContext } from './test-support.js';
import { DEFAULT_TRANSACTION_PAGE_SIZE, selectAccountTransactions, selectCardTransactions } from './transaction-listing.js';
import type { TransactionQuery } from './transaction-listing.js';

const nok = (minor: bigint) => ({ minor, currency: 'NOK' });
const card = (id: string, bookingDate: string | undefined, transactionDate: string): CardTransaction => ({
  cardTransactionId: id,
  cardAccountId: 'c',
  state: bookingDate === undefined ? 'pending' : 'booked',
  ...(bookingDate === undefined ? {} : { bookingDate }),
  transactionDate,
  transactionAmount: nok(100n),
  originalAmount: nok(100n),
});
const CARD: CardTransaction[] = [
  card('b1', '2026-01-10', '2026-01-09'),
  card('b2', '2026-02-10', '2026-02-09'),
  card('b3', '2026-02-10', '2026-02-08'),
  card('b4', '2026-03-01', '2026-02-28'),
  card('p1', undefined, '2026-03-02'),
  card('p2', undefined, '2026-01-15'),
];

const ids = (page: { booked: { cardTransactionId?: string; transactionId?: string }[]; pending: { cardTransactionId?: string; transactionId?: string }[] }) => ({
  booked: page.booked.map((t) => t.cardTransactionId ?? t.transactionId),
  pending: page.pending.map((t) => t.cardTransactionId ?? t.transactionId),
});

describe('card transaction listing', () => {
  const cases: [string, { given: TransactionQuery; want: { booked: string[]; pending: string[] } }][] = [
    ['booked, newest first, ties by id', { given: { bookingStatus: 'booked' }, want: { booked: ['b4', 'b2', 'b3', 'b1'], pending: [] } }],
    ['pending only', { given: { bookingStatus: 'pending' }, want: { booked: [], pending: ['p1', 'p2'] } }],
    ['both: pending first in the order', { given: { bookingStatus: 'both', limit: 3 }, want: { booked: ['b4'], pending: ['p1', 'p2'] } }],
    ['offset skips in the same order', { given: { bookingStatus: 'both', offset: 3, limit: 2 }, want: { booked: ['b2', 'b3'], pending: [] } }],
    ['date range on the booking date', { given: { bookingStatus: 'booked', fromDate: '2026-02-01', toDate: '2026-02-28' }, want: { booked: ['b2', 'b3'], pending: [] } }],
    ['date range reduces pending ones too (card accounts)', { given: { bookingStatus: 'both', fromDate: '2026-03-01' }, want: { booked: ['b4'], pending: ['p1'] } }],
    ['limit 1', { given: { bookingStatus: 'booked', limit: 1 }, want: { booked: ['b4'], pending: [] } }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(ids(selectCardTransactions(CARD, given))).toEqual(want);
  });

  const refusals: [string, { given: TransactionQuery; want: { code: DomainErrorCode; path: string } }][] = [
    ['limit 0', { given: { bookingStatus: 'both', limit: 0 }, want: { code: 'FORMAT_ERROR', path: 'limit' } }],
    ['negative offset', { given: { bookingStatus: 'both', offset: -1 }, want: { code: 'FORMAT_ERROR', path: 'offset' } }],
    ['bookingStatus all (accounts only)', { given: { bookingStatus: 'all' }, want: { code: 'FORMAT_ERROR', path: 'bookingStatus' } }],
    ['bookingStatus missing', { given: { bookingStatus: '' }, want: { code: 'FORMAT_ERROR', path: 'bookingStatus' } }],
    ['fromDate after toDate', { given: { bookingStatus: 'both', fromDate: '2026-03-01', toDate: '2026-02-01' }, want: { code: 'FORMAT_ERROR', path: 'fromDate' } }],
  ];
  it.each(refusals)('refuses %s', (_name, { given, want }) => {
    expect(() => selectCardTransactions(CARD, given)).toThrow(expect.objectContaining(want));
  });
});

const account = (id: string, bookingDate: string | undefined, valueDate?: string): AccountTransaction => ({
  transactionId: id,
  accountId: 'a',
  state: bookingDate === undefined ? 'pending' : 'booked',
  ...(bookingDate === undefined ? {} : { bookingDate }),
  ...(valueDate === undefined ? {} : { valueDate }),
  amount: nok(-100n),
});
const ACCOUNT: AccountTransaction[] = [
  account('b1', '2026-01-10', '2026-01-10'),
  account('b2', '2026-02-10', '2026-02-10'),
  account('b3', '2026-03-01', '2026-03-01'),
  account('p1', undefined),
  account('p2', undefined, '2026-01-01'),
];

describe('account transaction listing', () => {
  const cases: [string, { given: TransactionQuery; view: 'ais' | 'sandbox'; want: { booked: string[]; pending: string[] } }][] = [
    ['real account: limit does not reduce pending ones', { given: { bookingStatus: 'both', limit: 1 }, view: 'ais', want: { booked: ['b3'], pending: ['p2', 'p1'] } }],
    ['real account: dates do not reduce pending ones', { given: { bookingStatus: 'pending', fromDate: '2026-02-01', toDate: '2026-02-28' }, view: 'ais', want: { booked: [], pending: ['p2', 'p1'] } }],
    ['real account: dates reduce booked ones', { given: { bookingStatus: 'both', fromDate: '2026-02-01', toDate: '2026-02-28' }, view: 'ais', want: { booked: ['b2'], pending: ['p2', 'p1'] } }],
    ['real account: all equals both', { given: { bookingStatus: 'all', offset: 1 }, view: 'ais', want: { booked: ['b2', 'b1'], pending: ['p2', 'p1'] } }],
    ['sandbox account: limit applies to everything', { given: { bookingStatus: 'both', limit: 1 }, view: 'sandbox', want: { booked: [], pending: ['p2'] } }],
    ['sandbox account: dates apply to everything', { given: { bookingStatus: 'both', fromDate: '2026-02-01' }, view: 'sandbox', want: { booked: ['b3', 'b2'], pending: [] } }],
    ['booked only', { given: { bookingStatus: 'booked' }, view: 'sandbox', want: { booked: ['b3', 'b2', 'b1'], pending: [] } }],
  ];
  it.each(cases)('%s', (_name, { given, view, want }) => {
    expect(ids(selectAccountTransactions(ACCOUNT, given, view))).toEqual(want);
  });

  it('pages 200 transactions by default', () => {
    const many = Array.from({ length: 250 }, (_, i) => account(`t${String(i).padStart(3, '0')}`, '2026-02-01', '2026-02-01'));
    expect(DEFAULT_TRANSACTION_PAGE_SIZE).toBe(200);
    expect(selectAccountTransactions(many, { bookingStatus: 'booked' }, 'ais').booked).toHaveLength(200);
  });

  it.each([['information'], ['BOOKED']])('refuses bookingStatus %s', (bookingStatus) => {
    expect(() => selectAccountTransactions(ACCOUNT, { bookingStatus }, 'ais')).toThrow(expect.objectContaining({ code: 'FORMAT_ERROR', path: 'bookingStatus' }));
  });
});

describe('listing through the services', () => {
  it('lists seed card transactions and hides unknown card accounts', async () => {
    const ctx = await createSandboxContext();
    const page = await listCardTransactions(ctx, { cardAccountId: '5eed0003-0000-4000-8000-000000000001', query: { bookingStatus: 'both' } });
    expect(page.cardAccount.maskedPan).toBe('123456******1234');
    expect(page.cardTransactions.booked.length + page.cardTransactions.pending.length).toBe(5);
    await expect(listCardTransactions(ctx, { cardAccountId: 'nope', query: { bookingStatus: 'both' } })).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
  });

  it('lists seed account transactions with the AIS rule', async () => {
    const ctx = await createSandboxContext();
    const page = await listAccountTransactions(ctx, { accountId: '5eed0002-0000-4000-8000-000000000001', query: { bookingStatus: 'both', limit: 2 }, view: 'ais' });
    expect(page.transactions.booked).toHaveLength(2);
    expect(page.transactions.pending).toHaveLength(1);
    expect(page.account).toEqual({ iban: 'NO1009232911007', bban: '09232911007' });
  });
});

describe('ties in the card listing', () => {
  // Review: localeCompare ordered TPP-chosen ids by the host's locale (a-tie, b-new, B-tie); the order, and so the
  // pages of offset and limit, is by code point on every machine.
  it('are ordered by the ids code points, upper case before lower case', () => {
    const tied = [card('b-new', '2020-03-01', '2020-03-01'), card('a-tie', '2020-03-01', '2020-03-01'), card('B-tie', '2020-03-01', '2020-03-01')];
    expect(ids(selectCardTransactions(tied, { bookingStatus: 'booked' }))).toEqual({ booked: ['B-tie', 'a-tie', 'b-new'], pending: [] });
  });
});
