import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addAmounts, compareAmounts, subtractAmounts } from './index.js';

const nok = (minor: bigint) => ({ minor, currency: 'NOK' });

describe('amount arithmetic', () => {
  it.each([
    ['smaller', { given: [nok(99n), nok(100n)], want: -1 }],
    ['equal', { given: [nok(100n), nok(100n)], want: 0 }],
    ['larger', { given: [nok(100n), nok(99n)], want: 1 }],
    ['negative', { given: [nok(-1n), nok(0n)], want: -1 }],
    ['beyond 2^53', { given: [nok(9007199254740993n), nok(9007199254740992n)], want: 1 }],
  ] as const)('compares %s', (_name, { given, want }) => {
    expect(compareAmounts(...given)).toBe(want);
  });

  it.each([
    ['add', { given: () => addAmounts(nok(10023n), nok(77n)), want: nok(10100n) }],
    ['add beyond 2^53 exactly', { given: () => addAmounts(nok(9007199254740993n), nok(1n)), want: nok(9007199254740994n) }],
    ['subtract below zero', { given: () => subtractAmounts(nok(100n), nok(250n)), want: nok(-150n) }],
  ] as const)('%s', (_name, { given, want }) => {
    expect(given()).toEqual(want);
  });

  it.each([
    ['compare NOK with SEK', { given: () => compareAmounts(nok(1n), { minor: 1n, currency: 'SEK' }), want: 'CURRENCY_MISMATCH' }],
    ['add NOK and EUR', { given: () => addAmounts(nok(1n), { minor: 1n, currency: 'EUR' }), want: 'CURRENCY_MISMATCH' }],
    ['subtract EUR from NOK', { given: () => subtractAmounts(nok(1n), { minor: 1n, currency: 'EUR' }), want: 'CURRENCY_MISMATCH' }],
    ['unknown currency', { given: () => addAmounts({ minor: 1n, currency: 'XYZ' }, { minor: 1n, currency: 'XYZ' }), want: 'CURRENCY_UNKNOWN' }],
    ['number instead of bigint', { given: () => addAmounts({ minor: 1 as unknown as bigint, currency: 'NOK' }, nok(1n)), want: 'AMOUNT_FORMAT_INVALID' }],
  ] as const)('rejects: %s', (_name, { given, want }) => {
    expect(given).toThrow(expect.objectContaining({ code: want }));
  });

  it('adds and subtracts as inverses and orders consistently', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt(), (a, b) => {
        expect(subtractAmounts(addAmounts(nok(a), nok(b)), nok(b))).toEqual(nok(a));
        expect(compareAmounts(nok(a), nok(b))).toBe(-compareAmounts(nok(b), nok(a)) || 0);
      }),
    );
  });
});
