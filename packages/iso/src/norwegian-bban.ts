import { composeIBAN } from 'ibantools';
import { computeMod11CheckValue } from './check-digit.js';
import { validateIban, type IbanOptions } from './iban.js';
import { IsoError } from './iso-error.js';

const BBAN_LENGTH = 11;

/**
 * Checks a Norwegian account number (BBAN) as the specification's `bban` field carries it: exactly 11 digits
 * (no dots or spaces; `8601.11.17947` is print format), the last a MOD11 check digit over the first 10 with
 * weights 5, 4, 3, 2, 7, 6, 5, 4, 3, 2. Where the remainder is 1 no check digit exists, so such a number is
 * invalid whatever its last digit.
 *
 * @throws {IsoError} `BBAN_INVALID` naming the rule (length, digits, check digit with the expected value).
 * @example
 * validateNorwegianBban('86011117947'); // passes
 * validateNorwegianBban('86011117948'); // throws BBAN_INVALID: check digit should be 7
 * @see ISO 13616-1 (NO BBAN: 4-digit bank code, 6-digit account, 1 check digit)
 */
export function validateNorwegianBban(bban: string): void {
  validateNorwegianBbanShape(bban);
  const expected = computeMod11CheckValue(bban.slice(0, BBAN_LENGTH - 1));
  if (expected === 10) {
    throw new IsoError('BBAN_INVALID', 'no Norwegian account number starts with these 10 digits (MOD11 remainder 1)');
  }
  if (String(expected) !== bban.slice(-1)) {
    throw new IsoError('BBAN_INVALID', `the MOD11 check digit of the account number should be ${expected}`);
  }
}

/**
 * Tells whether a string is a valid Norwegian BBAN; see {@link validateNorwegianBban} for the rules.
 *
 * @example
 * isValidNorwegianBban('86011117947'); // true
 * isValidNorwegianBban('8601.11.17947'); // false
 * @see ISO 13616-1 (NO BBAN)
 */
export function isValidNorwegianBban(bban: string): boolean {
  try {
    validateNorwegianBban(bban);
    return true;
  } catch (error) {
    if (error instanceof IsoError) return false;
    throw error;
  }
}

/** Exactly 11 digits, the check digit not asked. */
function validateNorwegianBbanShape(bban: string): void {
  if (typeof bban !== 'string' || bban.length !== BBAN_LENGTH) {
    const got = typeof bban === 'string' ? `${bban.length} character${bban.length === 1 ? '' : 's'}` : typeof bban;
    throw new IsoError('BBAN_INVALID', `a Norwegian account number has ${BBAN_LENGTH} digits, got ${got}`);
  }
  if (!/^[0-9]+$/.test(bban)) {
    throw new IsoError('BBAN_INVALID', 'a Norwegian account number has only digits, without dots or spaces');
  }
}

/**
 * Builds the IBAN of a Norwegian account number: `NO`, the mod 97 check digits, the 11 digits. With
 * `{ nationalCheck: false }` the MOD11 check digit is not asked (the 11 digits still are), as in
 * {@link isValidIban}: for a bank's own test accounts, such as the portal's published mock-data numbers, which
 * fail MOD11 and still need an IBAN.
 *
 * @throws {IsoError} `BBAN_INVALID` when the account number is not valid.
 * @example
 * ibanFromNorwegianBban('86011117947'); // 'NO9386011117947'
 * ibanFromNorwegianBban('70323119469', { nationalCheck: false }); // 'NO8870323119469' (MOD11 would refuse it)
 * @see ISO 13616-1 (IBAN construction), ISO 7064 (MOD 97-10)
 */
export function ibanFromNorwegianBban(bban: string, options: IbanOptions = {}): string {
  if (options.nationalCheck === false) validateNorwegianBbanShape(bban);
  else validateNorwegianBban(bban);
  const iban = composeIBAN({ countryCode: 'NO', bban });
  if (iban === null) throw new IsoError('BBAN_INVALID', 'the account number cannot form a Norwegian IBAN');
  return iban;
}

/**
 * Extracts the Norwegian account number (BBAN) from a Norwegian IBAN. `{ nationalCheck: false }` takes back what
 * {@link ibanFromNorwegianBban} built with it: an account number failing MOD11 (the mod 97 checksum still holds).
 *
 * @throws {IsoError} `IBAN_INVALID` when the IBAN is not valid or not Norwegian.
 * @example
 * norwegianBbanFromIban('NO9386011117947'); // '86011117947'
 * norwegianBbanFromIban('NO8870323119469', { nationalCheck: false }); // '70323119469' (MOD11 would refuse it)
 * @see ISO 13616-1 (the BBAN is the IBAN from its fifth character)
 */
export function norwegianBbanFromIban(iban: string, options: IbanOptions = {}): string {
  validateIban(iban, options);
  if (!iban.startsWith('NO')) {
    throw new IsoError('IBAN_INVALID', `a Norwegian IBAN starts with NO, got ${iban.slice(0, 2)}`);
  }
  return iban.slice(4);
}
