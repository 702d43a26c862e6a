import { IsoError } from './iso-error.js';
import { isCountryCode } from './country.js';

// ISO 9362:2014 and later: 4 letters or digits (party prefix), 2-letter country code, 2 letters or digits
// (party suffix), optionally 3 letters or digits (branch). Same as ISO 20022 BICFIDec2014Identifier.
const BIC_PATTERN = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/**
 * Checks a BIC (business identifier code, ISO 9362): 8 or 11 upper-case letters or digits, characters 5 and 6 a
 * country code of the specification's ISOCountryCode list or XK (Kosovo, which SWIFT uses in BICs as ISO 13616
 * does in IBANs). Lower case and spaces are rejected, as in the
 * electronic format ISO 20022 messages carry. Whether the BIC is registered (SWIFT directory) is not checked.
 *
 * @throws {IsoError} `BIC_INVALID` naming the rule (length, structure, country).
 * @example
 * validateBic('DNBANOKKXXX'); // passes
 * validateBic('DNBAXXKK'); // throws BIC_INVALID: XX is not a country code
 * @see ISO 9362 (BIC structure), ISO 3166-1 alpha-2 (country part)
 */
export function validateBic(bic: string): void {
  if (typeof bic !== 'string' || (bic.length !== 8 && bic.length !== 11)) {
    const got = typeof bic === 'string' ? `${bic.length} character${bic.length === 1 ? '' : 's'}` : typeof bic;
    throw new IsoError('BIC_INVALID', `a BIC has 8 or 11 characters, got ${got}`);
  }
  if (!BIC_PATTERN.test(bic)) {
    throw new IsoError(
      'BIC_INVALID',
      'a BIC is 4 upper-case letters or digits, a 2-letter country code, 2 letters or digits and an optional 3-character branch',
    );
  }
  const country = bic.slice(4, 6);
  // SWIFT issues BICs with Kosovo's user-assigned code XK (as IBANs carry it), which the country list lacks.
  if (!isCountryCode(country) && country !== 'XK') {
    throw new IsoError('BIC_INVALID', `characters 5 and 6 of a BIC must be a country code, got ${country}`);
  }
}

/**
 * Tells whether a string is a well-formed BIC; see {@link validateBic} for the rules.
 *
 * @example
 * isValidBic('DNBANOKK'); // true
 * isValidBic('dnbanokk'); // false
 * @see ISO 9362, ISO 3166-1
 */
export function isValidBic(bic: string): boolean {
  try {
    validateBic(bic);
    return true;
  } catch (error) {
    if (error instanceof IsoError) return false;
    throw error;
  }
}
