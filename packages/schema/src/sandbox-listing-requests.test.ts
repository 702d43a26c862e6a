import { describe, expect, it } from 'vitest';
import { validateRequestPart } from './index.js';

/**
 * The query and path parameters of the two detailed sandbox operations (Endpoints, "List sandbox customers"
 * and "List sandbox card account transactions"). Values arrive as strings and are coerced in place.
 */
const CUSTOMERS = 'listSandboxCustomers';
const CARD_TRANSACTIONS = 'listSandboxCardAccountTransactions';

describe('listSandboxCustomers query', () => {
  it.each([
    ['no parameter', { given: {}, want: {} }],
    ['withAccounts=true', { given: { withAccounts: 'true' }, want: { withAccounts: true } }],
    ['withAccounts=false', { given: { withAccounts: 'false' }, want: { withAccounts: false } }],
    ['withAgreements=true', { given: { withAgreements: 'true' }, want: { withAgreements: true } }],
    ['both', { given: { withAccounts: 'true', withAgreements: 'false' }, want: { withAccounts: true, withAgreements: false } }],
  ] as const)('accepts %s and coerces it to booleans', (_name, { given, want }) => {
    const query: Record<string, unknown> = { ...given };
    expect(validateRequestPart(CUSTOMERS, 'query', query)).toBeUndefined();
    expect(query).toEqual(want);
  });

  it.each([
    ['withAccounts=yes', { given: { withAccounts: 'yes' }, want: 'withAccounts' }],
    ['withAccounts=TRUE', { given: { withAccounts: 'TRUE' }, want: 'withAccounts' }],
    ['withAccounts empty', { given: { withAccounts: '' }, want: 'withAccounts' }],
    ['withAgreements=1', { given: { withAgreements: '1' }, want: 'withAgreements' }],
    ['withAgreements=no', { given: { withAgreements: 'no' }, want: 'withAgreements' }],
  ] as const)('rejects %s', (_name, { given, want }) => {
    expect(validateRequestPart(CUSTOMERS, 'query', { ...given })).toMatchObject({ code: 'FORMAT_ERROR', part: 'query', field: want, keyword: 'type' });
  });

  it('has no path parameters', () => {
    expect(validateRequestPart(CUSTOMERS, 'path', {})).toBeUndefined();
  });
});

describe('listSandboxCardAccountTransactions path', () => {
  it('accepts the mock card account id', () => {
    expect(validateRequestPart(CARD_TRANSACTIONS, 'path', { mockCardAccountId: 'enc!!Y2FyZC0x' })).toBeUndefined();
  });

  it('rejects a request without it', () => {
    expect(validateRequestPart(CARD_TRANSACTIONS, 'path', {})).toMatchObject({ part: 'path', field: 'mockCardAccountId', keyword: 'required' });
  });
});

describe('listSandboxCardAccountTransactions query: accepted', () => {
  it.each([
    ['bookingStatus=booked', { given: { bookingStatus: 'booked' }, want: { bookingStatus: 'booked' } }],
    ['bookingStatus=pending', { given: { bookingStatus: 'pending' }, want: { bookingStatus: 'pending' } }],
    ['bookingStatus=both', { given: { bookingStatus: 'both' }, want: { bookingStatus: 'both' } }],
    [
      'every parameter',
      {
        given: { bookingStatus: 'both', fromDate: '2019-03-01', toDate: '2019-04-01', offset: '20', limit: '10' },
        want: { bookingStatus: 'both', fromDate: '2019-03-01', toDate: '2019-04-01', offset: 20, limit: 10 },
      },
    ],
    ['limit=1, the smallest', { given: { bookingStatus: 'both', limit: '1' }, want: { bookingStatus: 'both', limit: 1 } }],
    ['limit=2147483647, the largest int32', { given: { bookingStatus: 'both', limit: '2147483647' }, want: { bookingStatus: 'both', limit: 2147483647 } }],
    ['offset=0', { given: { bookingStatus: 'both', offset: '0' }, want: { bookingStatus: 'both', offset: 0 } }],
  ] as const)('%s', (_name, { given, want }) => {
    const query: Record<string, unknown> = { ...given };
    expect(validateRequestPart(CARD_TRANSACTIONS, 'query', query)).toBeUndefined();
    expect(query).toEqual(want);
  });
});

describe('listSandboxCardAccountTransactions query: one case per rule', () => {
  it('bookingStatus missing is QUERY_PARAMETER_REQUIRED', () => {
    const issue = validateRequestPart(CARD_TRANSACTIONS, 'query', { limit: '10' });
    expect(issue).toMatchObject({ code: 'QUERY_PARAMETER_REQUIRED', part: 'query', field: 'bookingStatus', keyword: 'required' });
  });

  it.each([
    ['bookingStatus=all (offered on account transactions, not here)', { given: { bookingStatus: 'all' }, want: { field: 'bookingStatus', keyword: 'enum' } }],
    ['bookingStatus=BOOKED', { given: { bookingStatus: 'BOOKED' }, want: { field: 'bookingStatus', keyword: 'enum' } }],
    ['fromDate not a date', { given: { bookingStatus: 'both', fromDate: '01.03.2019' }, want: { field: 'fromDate', keyword: 'format' } }],
    ['fromDate an impossible date', { given: { bookingStatus: 'both', fromDate: '2019-02-30' }, want: { field: 'fromDate', keyword: 'format' } }],
    ['toDate not a date', { given: { bookingStatus: 'both', toDate: '2019-4-1' }, want: { field: 'toDate', keyword: 'format' } }],
    ['toDate a date-time', { given: { bookingStatus: 'both', toDate: '2019-04-01T00:00:00Z' }, want: { field: 'toDate', keyword: 'format' } }],
    ['limit=0, below the minimum of 1', { given: { bookingStatus: 'both', limit: '0' }, want: { field: 'limit', keyword: 'minimum' } }],
    ['limit not a number', { given: { bookingStatus: 'both', limit: 'ten' }, want: { field: 'limit', keyword: 'pattern' } }],
    ['limit fractional', { given: { bookingStatus: 'both', limit: '1.5' }, want: { field: 'limit', keyword: 'pattern' } }],
    ['limit in exponent form', { given: { bookingStatus: 'both', limit: '1e1' }, want: { field: 'limit', keyword: 'pattern' } }],
    ['limit in hexadecimal', { given: { bookingStatus: 'both', limit: '0x10' }, want: { field: 'limit', keyword: 'pattern' } }],
    ['limit with a plus sign', { given: { bookingStatus: 'both', limit: '+1' }, want: { field: 'limit', keyword: 'pattern' } }],
    ['limit with a leading space', { given: { bookingStatus: 'both', limit: ' 1' }, want: { field: 'limit', keyword: 'pattern' } }],
    ['limit=2^31, beyond int32', { given: { bookingStatus: 'both', limit: '2147483648' }, want: { field: 'limit', keyword: 'maximum' } }],
    ['offset negative', { given: { bookingStatus: 'both', offset: '-1' }, want: { field: 'offset', keyword: 'minimum' } }],
    ['offset not a number', { given: { bookingStatus: 'both', offset: 'first' }, want: { field: 'offset', keyword: 'pattern' } }],
    ['offset=2^31, beyond int32', { given: { bookingStatus: 'both', offset: '2147483648' }, want: { field: 'offset', keyword: 'maximum' } }],
  ] as const)('%s', (_name, { given, want }) => {
    expect(validateRequestPart(CARD_TRANSACTIONS, 'query', { ...given })).toMatchObject({ code: 'FORMAT_ERROR', part: 'query', ...want });
  });
});
