import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBadlyEncodedPathParameter, findBadlyEncodedQueryParameter } from './percent-encoding.js';

describe('findBadlyEncodedPathParameter', () => {
  it.each([
    ['/v1/sandbox/card-accounts/%ZZ/transactions', 'mockCardAccountId'],
    ['/v1/sandbox/card-accounts/abc%/transactions', 'mockCardAccountId'],
    ['/v1/sandbox/card-accounts/%FF/transactions', 'mockCardAccountId'],
    ['/base/v1/sandbox/card-accounts/%E0%A4%A/transactions', 'mockCardAccountId'],
    ['/v1/sandbox/card-accounts/5eed0003-0000-4000-8000-000000000001/transactions', undefined],
    ['/v1/sandbox/card-accounts/%C3%98ye%20B/transactions', undefined],
  ])('%s: %s', (path, want) => {
    expect(findBadlyEncodedPathParameter('/v1/sandbox/card-accounts/{mockCardAccountId}/transactions', path)).toBe(want);
  });
});

describe('findBadlyEncodedQueryParameter', () => {
  it.each([
    ['bookingStatus=%E0%A4%A', 'bookingStatus'],
    ['dateFrom=2025-01-01&bookingStatus=%ZZ', 'bookingStatus'],
    ['with%20space=%', 'with space'],
    ['%ZZ=1', '%ZZ'],
    ['bookingStatus=both&dateFrom=2025-01-01', undefined],
    ['name=%C3%98ye+B&flag', undefined],
    ['', undefined],
  ])('%j: %s', (query, want) => {
    expect(findBadlyEncodedQueryParameter(query)).toBe(want);
  });

  it('finds nothing in what encodeURIComponent writes', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (name, value) => {
      expect(findBadlyEncodedQueryParameter(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`)).toBeUndefined();
    }));
  });
});
