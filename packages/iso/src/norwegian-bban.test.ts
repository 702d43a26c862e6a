import fc from 'fast-check';
import { isValidBBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  ibanFromNorwegianBban,
  isValidIban,
  isValidNorwegianBban,
  norwegianBbanFromIban,
  validateNorwegianBban,
} from './index.js';

describe('validateNorwegianBban', () => {
  it.each([
    ['registry example', { given: '86011117947' }],
    ['check digit 3', { given: '12345678903' }],
    ['remainder 0 gives check digit 0', { given: '00000000000' }],
    ['another bank', { given: '15032080119' }],
  ] as const)('accepts %s', (_name, { given }) => {
    expect(() => validateNorwegianBban(given)).not.toThrow();
    expect(isValidNorwegianBban(given)).toBe(true);
  });

  it.each([
    ['wrong check digit', { given: '86011117948', want: 'should be 7' }],
    ['wrong check digit (off by one)', { given: '12345678904', want: 'should be 3' }],
    ['swapped digits', { given: '86011171947', want: 'MOD11 check digit' }],
    ['remainder 1: no check digit exists', { given: '12345678920', want: 'MOD11 remainder 1' }],
    ['remainder 1, whatever the last digit', { given: '12345678929', want: 'MOD11 remainder 1' }],
    ['10 digits', { given: '8601111794', want: '11 digits, got 10' }],
    ['12 digits', { given: '860111179470', want: '11 digits, got 12' }],
    ['print format with dots', { given: '8601.11.17947', want: '11 digits, got 13' }],
    ['letter', { given: '8601111794A', want: 'only digits' }],
    ['spaces', { given: '8601 111794', want: 'only digits' }],
    ['empty', { given: '', want: 'got 0' }],
  ] as const)('rejects %s', (_name, { given, want }) => {
    expect(() => validateNorwegianBban(given)).toThrow(
      expect.objectContaining({ code: 'BBAN_INVALID', message: expect.stringContaining(want) }),
    );
    expect(isValidNorwegianBban(given)).toBe(false);
  });

  it('agrees with ibantools on every 11-digit string', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 11 }), (bban) => {
        expect(isValidNorwegianBban(bban)).toBe(isValidBBAN(bban, 'NO'));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('ibanFromNorwegianBban and norwegianBbanFromIban', () => {
  it.each([
    ['registry example', { given: '86011117947', want: 'NO9386011117947' }],
    ['all zeros', { given: '00000000000', want: 'NO1300000000000' }],
    ['check digits below 10 are zero-padded', { given: '10000000138', want: 'NO0810000000138' }],
  ] as const)('converts %s', (_name, { given, want }) => {
    expect(ibanFromNorwegianBban(given)).toBe(want);
    expect(norwegianBbanFromIban(want)).toBe(given);
  });

  it('round-trips every valid account number', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 11 }), (bban) => {
        fc.pre(isValidNorwegianBban(bban));
        expect(norwegianBbanFromIban(ibanFromNorwegianBban(bban))).toBe(bban);
      }),
      { numRuns: 1000 },
    );
  });

  it('builds the IBAN of a number failing MOD11 when the national check is off, and it passes the same lenient check', () => {
    // EVRY's first-party seed scripts create 70323119469, 85523166859 and 86620069552, which fail MOD11.
    for (const bban of ['70323119469', '85523166859', '86620069552']) {
      expect(isValidNorwegianBban(bban)).toBe(false);
      const iban = ibanFromNorwegianBban(bban, { nationalCheck: false });
      expect(isValidIban(iban, { nationalCheck: false })).toBe(true);
      expect(iban.slice(4)).toBe(bban);
      // Regression (review K, ISO review): the way back had no option, so it refused what this built.
      expect(norwegianBbanFromIban(iban, { nationalCheck: false })).toBe(bban);
      expect(() => norwegianBbanFromIban(iban)).toThrow(expect.objectContaining({ code: 'IBAN_INVALID', message: expect.stringContaining('national check digit') }));
    }
    expect(ibanFromNorwegianBban('70323119469', { nationalCheck: false })).toBe('NO8870323119469');
  });

  it.each([
    ['invalid account number', { given: () => ibanFromNorwegianBban('86011117948'), want: 'BBAN_INVALID' }],
    ['ten digits, even without the national check', { given: () => ibanFromNorwegianBban('8601111794', { nationalCheck: false }), want: 'BBAN_INVALID' }],
    ['print format, even without the national check', { given: () => ibanFromNorwegianBban('8601.11.17947', { nationalCheck: false }), want: 'BBAN_INVALID' }],
    ['foreign IBAN', { given: () => norwegianBbanFromIban('DE89370400440532013000'), want: 'IBAN_INVALID' }],
    ['invalid IBAN', { given: () => norwegianBbanFromIban('NO9486011117947'), want: 'IBAN_INVALID' }],
    ['invalid IBAN, even without the national check', { given: () => norwegianBbanFromIban('NO9486011117947', { nationalCheck: false }), want: 'IBAN_INVALID' }],
  ] as const)('rejects %s', (_name, { given, want }) => {
    expect(given).toThrow(expect.objectContaining({ code: want }));
  });
});
