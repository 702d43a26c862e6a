import fc from 'fast-check';
import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { isValidIban, IsoError, normalizeIban, validateIban } from './index.js';

/** ISO 7064 MOD 97-10 check digits, computed independently of the code under test (bigint, test only). */
function computeCheckDigits(country: string, bban: string): string {
  const digits = [...`${bban}${country}00`].map((char) => Number.parseInt(char, 36).toString()).join('');
  return String(98n - (BigInt(digits) % 97n)).padStart(2, '0');
}

const VALID = [
  ['NO', 'NO9386011117947'],
  ['SE', 'SE4550000000058398257466'],
  ['DK', 'DK5000400440116243'],
  ['FI', 'FI2112345600000785'],
  ['DE', 'DE89370400440532013000'],
  ['GB', 'GB29NWBK60161331926819'],
  ['FR', 'FR1420041010050500013M02606'],
  ['CH QR-IBAN', 'CH4431999123000889012'],
  ['XK (not in the country list, still an IBAN)', 'XK051212012345678906'],
  ['CZ', 'CZ6508000000192000145399'],
  ['CZ, account only', 'CZ9455000000001011038930'],
  ['SK', 'SK3112000000198742637541'],
] as const;

describe('validateIban', () => {
  it.each(VALID.map(([name, iban]) => [name, { given: iban }]))('accepts %s', (_name, { given }) => {
    expect(() => validateIban(given)).not.toThrow();
    expect(isValidIban(given)).toBe(true);
  });

  it.each([
    ['NO wrong checksum', { given: 'NO9486011117947', want: 'mod 97' }],
    ['SE wrong checksum', { given: 'SE4450000000058398257466', want: 'mod 97' }],
    ['DK wrong checksum', { given: 'DK5100400440116243', want: 'mod 97' }],
    ['FI wrong checksum', { given: 'FI2212345600000785', want: 'mod 97' }],
    ['DE wrong checksum', { given: 'DE88370400440532013000', want: 'mod 97' }],
    ['GB wrong checksum', { given: 'GB28NWBK60161331926819', want: 'mod 97' }],
    ['FR wrong checksum', { given: 'FR1520041010050500013M02606', want: 'mod 97' }],
    ['check digits 00', { given: 'NO0086011117947', want: 'check digits must be 02 to 98, got 00' }],
    ['check digits 99', { given: 'NO9986011117947', want: 'check digits must be 02 to 98, got 99' }],
    // Regression (review K, ISO review): mod 97 holds for these (remainder 1), so "do not match" misled.
    ['check digits 99, mod 97 holding', { given: 'DE99370400440000000024', want: 'check digits must be 02 to 98, got 99' }],
    ['check digits 01, mod 97 holding', { given: 'DE01370400440000000042', want: 'got 01' }],
    ['check digits 00, mod 97 holding', { given: 'DE00370400440000000060', want: 'got 00' }],
    // Regression (review K, ISO review): the first nine account digits leave remainder 1, so no account can end
    // them; ibantools accepted a last digit 1 (mod 97 is right in both).
    ['CZ account no check digit can complete', { given: 'CZ9008000000000010000081', want: 'national check digit of the CZ account' }],
    ['CZ branch prefix with a wrong check digit', { given: `CZ${computeCheckDigits('CZ', '08000000010000000000')}08000000010000000000`, want: 'national check digit of the CZ account' }],
    ['SK account no check digit can complete', { given: `SK${computeCheckDigits('SK', '08000000000010000081')}08000000000010000081`, want: 'national check digit of the SK account' }],
    ['swapped digits', { given: 'DE89370400440532031000', want: 'mod 97' }],
    ['NO national check digit', { given: `NO${computeCheckDigits('NO', '86011117948')}86011117948`, want: 'national check digit' }],
    ['NO too short', { given: 'NO938601111794', want: 'NO has 15 characters, got 14' }],
    ['NO too long', { given: 'NO93860111179470', want: 'NO has 15 characters, got 16' }],
    ['SE too short', { given: 'SE455000000005839825746', want: 'SE has 24 characters' }],
    ['DK too long', { given: 'DK50004004401162430', want: 'DK has 18 characters' }],
    ['FI too short', { given: 'FI211234560000078', want: 'FI has 18 characters' }],
    ['DE too long', { given: 'DE893704004405320130000', want: 'DE has 22 characters' }],
    ['GB too short', { given: 'GB29NWBK6016133192681', want: 'GB has 22 characters' }],
    ['FR too short', { given: 'FR1420041010050500013M0260', want: 'FR has 27 characters' }],
    ['NO letter in account', { given: 'NO938601111794A', want: 'structure of NO' }],
    ['DE letter in account', { given: 'DE89370400440532013A00', want: 'structure of DE' }],
    ['GB digit in bank code', { given: 'GB29NWB160161331926819', want: 'structure of GB' }],
    ['SE letter in account', { given: 'SE45500000000583982574X6', want: 'structure of SE' }],
    ['unknown country', { given: 'XX9386011117947', want: 'country XX has no IBAN format' }],
    ['country without IBAN', { given: 'US9386011117947', want: 'country US has no IBAN format' }],
    ['lower case', { given: 'no9386011117947', want: 'upper case' }],
    ['mixed case', { given: 'GB29nwbk60161331926819', want: 'upper case' }],
    ['print format with spaces', { given: 'NO93 8601 1117 947', want: 'without spaces' }],
    ['leading space', { given: ' NO9386011117947', want: 'without spaces' }],
    ['trailing newline', { given: 'NO9386011117947\n', want: 'without spaces' }],
    ['empty', { given: '', want: 'empty' }],
    ['longer than 34', { given: `MT84${'1'.repeat(31)}`, want: 'at most 34' }],
    ['letters as check digits', { given: 'NOAB86011117947', want: '2 check digits' }],
    ['punctuation', { given: 'NO93-8601-1117-947', want: '2 check digits' }],
  ] as const)('rejects %s', (_name, { given, want }) => {
    expect(() => validateIban(given)).toThrow(
      expect.objectContaining({ code: 'IBAN_INVALID', message: expect.stringContaining(want) }),
    );
    expect(isValidIban(given)).toBe(false);
  });

  it.each([
    ['print format', { given: 'NO93 8601 1117 947', want: 'NO9386011117947' }],
    ['lower case with tabs', { given: 'gb29\tnwbk 6016 1331 9268 19', want: 'GB29NWBK60161331926819' }],
  ] as const)('normalizes %s into a valid electronic IBAN', (_name, { given, want }) => {
    expect(normalizeIban(given)).toBe(want);
    expect(isValidIban(normalizeIban(given))).toBe(true);
  });

  it('agrees with ibantools on upper-case input and never throws anything but IsoError', () => {
    const ibanLike = fc
      .tuple(
        fc.constantFrom('NO', 'SE', 'DK', 'FI', 'DE', 'GB', 'FR', 'CH', 'XX'),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 2, maxLength: 2 }),
        fc.string({ unit: fc.constantFrom(...'0123456789ABCM'), minLength: 10, maxLength: 26 }),
      )
      .map(([country, check, bban]) => country + check + bban);
    fc.assert(
      fc.property(ibanLike, (iban) => {
        expect(isValidIban(iban)).toBe(isValidIBAN(iban));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        try {
          validateIban(text);
        } catch (error) {
          expect(error).toBeInstanceOf(IsoError);
        }
      }),
    );
  });

  it('accepts every valid IBAN built from a random Norwegian account number', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 11 }), (bban) => {
        const iban = `NO${computeCheckDigits('NO', bban)}${bban}`;
        expect(isValidIban(iban)).toBe(isValidIBAN(iban));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('validateIban with { nationalCheck: false }', () => {
  it.each([
    ['a NO IBAN whose MOD11 digit is wrong (the portal Totalkonto)', { given: 'NO7809232911044', strict: false, lenient: true }],
    ['a valid NO IBAN', { given: 'NO9386011117947', strict: true, lenient: true }],
    ['a NO IBAN with a wrong mod 97 checksum', { given: 'NO7909232911044', strict: false, lenient: false }],
    ['a NO IBAN of the wrong length', { given: 'NO780923291104', strict: false, lenient: false }],
    ['a DE IBAN with a wrong checksum', { given: 'DE88370400440532013000', strict: false, lenient: false }],
    ['lower case', { given: 'no7809232911044', strict: false, lenient: false }],
  ])('%s', (_name, { given, strict, lenient }) => {
    expect(isValidIban(given)).toBe(strict);
    expect(isValidIban(given, { nationalCheck: false })).toBe(lenient);
    expect(isValidIban(given, { nationalCheck: true })).toBe(strict);
    if (lenient) expect(() => validateIban(given, { nationalCheck: false })).not.toThrow();
    else expect(() => validateIban(given, { nationalCheck: false })).toThrow(IsoError);
  });

  it('names the national check digit when it is asked for', () => {
    expect(() => validateIban('NO7809232911044')).toThrow(/national check digit/);
  });

  it('never accepts what mod 97 rejects, for random Norwegian account numbers', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{11}$/), fc.integer({ min: 0, max: 99 }), (bban, check) => {
        const iban = `NO${String(check).padStart(2, '0')}${bban}`;
        const mod97 = computeCheckDigits('NO', bban) === String(check).padStart(2, '0');
        expect(isValidIban(iban, { nationalCheck: false })).toBe(mod97);
      }),
    );
  });
});
