import { describe, expect, it } from 'vitest';
import { parseAccountTransactionsBody, parseCardTransactionsBody, type CardTransactionBody } from './mock-transactions.js';

const item: CardTransactionBody = { cardTransactionId: 'test', transactionDate: '2018-06-07', bookingDate: '2019-05-08', transactionAmount: { currency: 'NOK', amount: 100 } };
const parse = (invoiced: CardTransactionBody['invoiced']) =>
  parseCardTransactionsBody([{ ...item, ...(invoiced === undefined ? {} : { invoiced }) }], { cardAccountId: 'card-1', currency: 'NOK', today: '2026-03-02', newId: () => 'id', takenIds: new Set() })[0]!;

describe('invoiced on a sandbox card transaction', () => {
  // Regression: EVRY's init_transactions_for_a_single_card_account.sh sends "invoiced": "", which was refused;
  // an empty value is one the script left unset, so it is false.
  it.each<[string, { given: CardTransactionBody['invoiced']; want: boolean | undefined }]>([
    ['true', { given: true, want: true }],
    ['"true" (the portal sample)', { given: 'true', want: true }],
    ['false', { given: false, want: false }],
    ['"false"', { given: 'false', want: false }],
    ['"" (EVRY\'s seed script)', { given: '', want: false }],
    ['absent', { given: undefined, want: undefined }],
  ])('%s', (_name, { given, want }) => {
    expect(parse(given).invoiced).toBe(want);
  });
});

describe('a pending mock transaction with a bookingDate', () => {
  // Review (mock data): a pending item's bookingDate was set aside before the date rules ran, so 2099 passed unseen.
  it('is refused when that date lies after today, on a card and on an account', () => {
    const card = () =>
      parseCardTransactionsBody([{ ...item, bookingStatus: 'pending', bookingDate: '2099-01-01' }], { cardAccountId: 'card-1', currency: 'NOK', today: '2026-03-02', newId: () => 'id', takenIds: new Set() });
    expect(card).toThrow(expect.objectContaining({ code: 'FORMAT_ERROR', path: '[0].bookingDate' }));
    const account = () =>
      parseAccountTransactionsBody([{ amount: 1, currency: 'NOK', bookingStatus: 'pending', bookingDate: '2099-01-01', valueDate: '2026-03-01' }], { accountId: 'a-1', currency: 'NOK', today: '2026-03-02', newId: () => 'id' });
    expect(account).toThrow(expect.objectContaining({ code: 'FORMAT_ERROR', path: '[0].bookingDate' }));
  });

  it('is set aside when it lies before today, as pending items have none', () => {
    const [parsed] = parseCardTransactionsBody([{ ...item, bookingStatus: 'pending', bookingDate: '2026-03-01' }], { cardAccountId: 'card-1', currency: 'NOK', today: '2026-03-02', newId: () => 'id', takenIds: new Set() });
    expect(parsed).toMatchObject({ state: 'pending' });
    expect(parsed).not.toHaveProperty('bookingDate');
  });
});
