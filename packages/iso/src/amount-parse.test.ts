import { CURRENCY_CODES } from '@xs2a-kit/schema/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, getMinorUnits, isValidAmount, IsoError, parseAmount } from './index.js';

const currencyArbitrary = fc.constantFrom(...CURRENCY_CODES);
const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });
// The integer part of a valid amount: 0, or 1 to 13 digits without a leading zero.
const integerPartArbitrary = fc.bigInt({ min: 0n, max: 10n ** 13n - 1n }).map(String);

describe('parseAmount', () => {
  it.each([
    ['two decimals', { given: ['100.23', 'NOK'], want: 10023n }],
    ['one decimal is padded', { given: ['100.2', 'NOK'], want: 10020n }],
    ['no decimals', { given: ['100', 'NOK'], want: 10000n }],
    ['zero', { given: ['0', 'NOK'], want: 0n }],
    ['zero with decimals', { given: ['0.00', 'NOK'], want: 0n }],
    ['below one', { given: ['0.05', 'NOK'], want: 5n }],
    ['JPY has no decimals', { given: ['1000', 'JPY'], want: 1000n }],
    ['KWD has three', { given: ['1.005', 'KWD'], want: 1005n }],
    ['13 integer digits', { given: ['9999999999999.99', 'NOK'], want: 999999999999999n }],
  ] as const)('parses %s', (_name, { given, want }) => {
    expect(parseAmount(given[0], given[1])).toBe(want);
    expect(isValidAmount(given[0], given[1])).toBe(true);
  });

  it.each([
    ['too many decimals for NOK', { given: ['1.234', 'NOK'], want: ['AMOUNT_TOO_MANY_DECIMALS', 'NOK allows 2 decimals, got 3'] }],
    ['any decimals for JPY', { given: ['1.0', 'JPY'], want: ['AMOUNT_TOO_MANY_DECIMALS', 'JPY allows 0 decimals, got 1'] }],
    ['four decimals for KWD', { given: ['1.0000', 'KWD'], want: ['AMOUNT_TOO_MANY_DECIMALS', 'KWD allows 3 decimals, got 4'] }],
    ['beyond scale 5', { given: ['1.123456', 'NOK'], want: ['AMOUNT_TOO_MANY_DECIMALS', 'NOK allows 2 decimals, got 6'] }],
    ['14 integer digits', { given: ['10000000000000', 'NOK'], want: ['AMOUNT_TOO_LARGE', 'at most 13'] }],
    ['empty', { given: ['', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'empty'] }],
    ['minus sign', { given: ['-1.00', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'sign'] }],
    ['plus sign', { given: ['+1.00', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'sign'] }],
    ['exponent', { given: ['1e3', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'exponent'] }],
    ['exponent with fraction', { given: ['1.5E2', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'exponent'] }],
    ['inner space', { given: ['1 000', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'spaces'] }],
    ['trailing space', { given: ['100 ', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'spaces'] }],
    ['trailing newline', { given: ['100\n', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'spaces'] }],
    ['leading zero', { given: ['01.00', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'leading zeros'] }],
    ['double zero', { given: ['00', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'leading zeros'] }],
    ['bare fraction', { given: ['.50', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'both sides'] }],
    ['bare point', { given: ['1.', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'both sides'] }],
    ['two points', { given: ['1.2.3', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'both sides'] }],
    ['decimal comma', { given: ['1,50', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'ASCII digits'] }],
    ['non-ASCII digits', { given: ['١٢', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'ASCII digits'] }],
    ['NaN', { given: ['NaN', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'ASCII digits'] }],
    ['Infinity', { given: ['Infinity', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'ASCII digits'] }],
    ['hex', { given: ['0x10', 'NOK'], want: ['AMOUNT_FORMAT_INVALID', 'ASCII digits'] }],
    ['unknown currency', { given: ['1.00', 'XXX'], want: ['CURRENCY_UNKNOWN', 'XXX'] }],
  ] as const)('rejects %s', (_name, { given, want: [code, text] }) => {
    expect(() => parseAmount(given[0], given[1])).toThrow(expect.objectContaining({ code, message: expect.stringContaining(text) }));
    expect(isValidAmount(given[0], given[1])).toBe(false);
  });

  it('rejects a number passed by a JavaScript caller', () => {
    expect(() => parseAmount(1.5 as unknown as string, 'NOK')).toThrow(
      expect.objectContaining({ code: 'AMOUNT_FORMAT_INVALID' }),
    );
  });

  it('round-trips every canonical amount of every currency: string -> minor units -> string', () => {
    fc.assert(
      fc.property(currencyArbitrary, integerPartArbitrary, digitString(3, 3), (currency, integer, digits) => {
        const units = getMinorUnits(currency);
        const text = units === 0 ? integer : `${integer}.${digits.slice(0, units)}`;
        expect(formatAmount(parseAmount(text, currency), currency)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips every currency once, including the largest amount', () => {
    for (const currency of CURRENCY_CODES) {
      const units = getMinorUnits(currency);
      const largest = units === 0 ? '9999999999999' : `9999999999999.${'9'.repeat(units)}`;
      expect(formatAmount(parseAmount(largest, currency), currency)).toBe(largest);
    }
  });

  it('reads fewer decimals than the currency has as the same value padded with zeros', () => {
    fc.assert(
      fc.property(currencyArbitrary, integerPartArbitrary, digitString(1, 3), (currency, integer, digits) => {
        const units = getMinorUnits(currency);
        fc.pre(digits.length <= units);
        const text = `${integer}.${digits}`;
        expect(formatAmount(parseAmount(text, currency), currency)).toBe(`${integer}.${digits.padEnd(units, '0')}`);
      }),
    );
  });

  it('rejects every amount with more fraction digits than the currency allows', () => {
    fc.assert(
      fc.property(currencyArbitrary, integerPartArbitrary, digitString(1, 8), (currency, integer, extra) => {
        const units = getMinorUnits(currency);
        const text = `${integer}.${'0'.repeat(units)}${extra}`;
        expect(() => parseAmount(text, currency)).toThrow(
          expect.objectContaining({ code: 'AMOUNT_TOO_MANY_DECIMALS' }),
        );
        expect(isValidAmount(text, currency)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('throws nothing but IsoError on arbitrary input', () => {
    const garbage = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789.-+eE ,x\n\u00a0') }),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary' }),
    );
    fc.assert(
      fc.property(garbage, fc.oneof(currencyArbitrary, fc.string()), (value, currency) => {
        try {
          const minor = parseAmount(value, currency);
          expect(typeof minor).toBe('bigint');
          expect(minor >= 0n).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(IsoError);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
