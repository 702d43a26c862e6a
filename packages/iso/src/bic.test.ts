import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidBic, IsoError, validateBic } from './index.js';

describe('validateBic', () => {
  it.each([
    ['8 characters', { given: 'DNBANOKK' }],
    ['11 characters', { given: 'DNBANOKKXXX' }],
    ['branch code', { given: 'NDEAFIHH123' }],
    ['Sweden', { given: 'ESSESESS' }],
    ['Germany', { given: 'DEUTDEFF500' }],
    ['digit in location', { given: 'HANDSESS1AB' }],
    ['test BIC (location ends in 0)', { given: 'DNBANOK0' }],
    ['digits in party prefix (ISO 9362:2014)', { given: '1234NOKK' }],
    // Regression (review K, ISO review): SWIFT uses XK in Kosovo's BICs; the country list has no XK.
    ['Kosovo (XK, as in its IBANs)', { given: 'RBKOXKPRXXX' }],
  ] as const)('accepts %s', (_name, { given }) => {
    expect(() => validateBic(given)).not.toThrow();
    expect(isValidBic(given)).toBe(true);
  });

  it.each([
    ['7 characters', { given: 'DNBANOK', want: '8 or 11 characters, got 7' }],
    ['1 character', { given: 'D', want: 'got 1 character' }],
    ['9 characters', { given: 'DNBANOKKX', want: 'got 9' }],
    ['12 characters', { given: 'DNBANOKKXXXX', want: 'got 12' }],
    ['empty', { given: '', want: 'got 0' }],
    ['lower case', { given: 'dnbanokk', want: 'upper-case' }],
    ['digit in country', { given: 'DNBAN0KK', want: 'upper-case' }],
    ['space', { given: 'DNBA NOK', want: 'upper-case' }],
    ['unknown country XX', { given: 'DNBAXXKK', want: 'country code, got XX' }],
    ['punctuation in branch', { given: 'DNBANOKK-XX', want: 'upper-case' }],
  ] as const)('rejects %s', (_name, { given, want }) => {
    expect(() => validateBic(given)).toThrow(
      expect.objectContaining({ code: 'BIC_INVALID', message: expect.stringContaining(want) }),
    );
    expect(isValidBic(given)).toBe(false);
  });

  it('throws nothing but IsoError on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (text) => {
        try {
          validateBic(text);
        } catch (error) {
          expect(error).toBeInstanceOf(IsoError);
        }
      }),
    );
  });
});
