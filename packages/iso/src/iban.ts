import { ValidationErrorsIBAN, getCountrySpecifications, validateIBAN } from 'ibantools';
import { IsoError } from './iso-error.js';

const IBAN_MAX_LENGTH = 34;
// Country code, two check digits, then the BBAN in upper-case letters and digits: the ISO 13616 electronic form.
const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/;

/**
 * Options of {@link validateIban} and {@link isValidIban}. `nationalCheck: false` skips the national account check
 * digit (Norway's MOD11) and keeps every other rule, the ISO 7064 mod 97-10 checksum included. Default `true`.
 *
 * @example
 * const lenient: IbanOptions = { nationalCheck: false };
 * @see ISO 13616-1 (the national check digit belongs to the BBAN, not to the IBAN's own checksum)
 */
export interface IbanOptions {
  readonly nationalCheck?: boolean;
}

/**
 * Checks an IBAN in electronic format (ISO 13616): upper case, no spaces, as the specification's `iban` field
 * carries it. Spaces and lower case are rejected rather than repaired, so a stored IBAN is always the exact
 * value to compare and forward; {@link normalizeIban} turns typed or printed input into that form.
 *
 * Rules, in order, each named in the message: country (a country with a known IBAN format), length (that
 * country's IBAN length), structure (that country's BBAN pattern), checksum (ISO 7064 mod 97-10, plus the national
 * account check digit where the country has one, such as Norway's MOD11). Country formats come from ibantools:
 * the SWIFT IBAN registry plus national formats published outside it (for example AO, DZ, MA). The country need
 * not be in the specification's ISOCountryCode list (Kosovo, XK, uses IBANs).
 *
 * With `{ nationalCheck: false }` the national check digit is not checked: for data that is known to carry
 * numbers failing it (the sandbox's published mock accounts), never for payments.
 *
 * @throws {IsoError} `IBAN_INVALID` naming the rule that failed.
 * @example
 * validateIban('NO9386011117947'); // passes
 * validateIban('NO9386011117948'); // throws IBAN_INVALID: checksum
 * validateIban('NO7809232911044', { nationalCheck: false }); // passes: mod 97 holds, MOD11 is not asked
 * @see ISO 13616-1 (IBAN structure), ISO 7064 (MOD 97-10)
 */
export function validateIban(iban: string, options: IbanOptions = {}): void {
  const problem = findIbanProblem(iban, options);
  if (problem !== undefined) throw new IsoError('IBAN_INVALID', problem);
}

/**
 * Tells whether a string is a valid IBAN in electronic format; see {@link validateIban} for the rules.
 *
 * @example
 * isValidIban('NO9386011117947'); // true
 * isValidIban('NO93 8601 1117 947'); // false: spaces are not part of the electronic format
 * isValidIban('NO7809232911044', { nationalCheck: false }); // true (false without the option: MOD11 fails)
 * @see ISO 13616-1
 */
export function isValidIban(iban: string, options: IbanOptions = {}): boolean {
  // No exceptions on this path: building an Error costs far more than the check itself.
  return findIbanProblem(iban, options) === undefined;
}

/**
 * Turns an IBAN as people type or print it (groups of four, lower case) into the electronic format: removes
 * spaces and upper-cases. Does not validate; pass the result to {@link validateIban}.
 *
 * @throws {IsoError} `IBAN_INVALID` when given something other than a string.
 * @example
 * normalizeIban('no93 8601 1117 947'); // 'NO9386011117947'
 * @see ISO 13616-1 (electronic and print formats)
 */
export function normalizeIban(input: string): string {
  if (typeof input !== 'string') throw new IsoError('IBAN_INVALID', `IBAN must be a string, got ${typeof input}`);
  return input.replace(/\s+/g, '').toUpperCase();
}

interface IbanSpecification {
  readonly length: number;
  readonly sepa: boolean;
}

let specifications: Map<string, IbanSpecification> | undefined;

/**
 * The IBAN length and SEPA membership of a country, or undefined where the country has no IBAN format. Internal.
 *
 * @example
 * getIbanSpecification('NO'); // { length: 15, sepa: true }
 * @see ISO 13616-1 (IBAN registry)
 */
export function getIbanSpecification(country: string): IbanSpecification | undefined {
  if (specifications === undefined) {
    specifications = new Map();
    for (const [code, spec] of Object.entries(getCountrySpecifications())) {
      if (spec.chars !== null && spec.bban_regexp !== null) {
        specifications.set(code, { length: spec.chars, sepa: spec.SEPA });
      }
    }
  }
  return specifications.get(country);
}

/** The rule an IBAN breaks, in words, or undefined when it is valid. */
function findIbanProblem(iban: string, options: IbanOptions): string | undefined {
  if (typeof iban !== 'string' || iban === '') return 'IBAN is empty';
  if (/\s/.test(iban)) return 'IBAN must be in electronic format without spaces';
  if (/[a-z]/.test(iban)) return 'IBAN must be in upper case';
  if (iban.length > IBAN_MAX_LENGTH) return `IBAN must be at most ${IBAN_MAX_LENGTH} characters, got ${iban.length}`;
  if (!IBAN_SHAPE.test(iban)) return 'IBAN must be a 2-letter country code, 2 check digits and letters or digits';
  const country = iban.slice(0, 2);
  const spec = getIbanSpecification(country);
  if (spec === undefined) return `country ${country} has no IBAN format`;
  if (iban.length !== spec.length) return `an IBAN of ${country} has ${spec.length} characters, got ${iban.length}`;
  const { errorCodes } = validateIBAN(iban);
  if (errorCodes.length === 0) return undefined;
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) {
    return `the account part does not follow the structure of ${country} IBANs`;
  }
  if (errorCodes.includes(ValidationErrorsIBAN.WrongIBANChecksum)) {
    return 'the IBAN check digits do not match (mod 97 checksum)';
  }
  if (errorCodes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) {
    // ibantools reports the national digit on its own code, so skipping it leaves every other finding intact.
    if (options.nationalCheck === false && errorCodes.length === 1) return undefined;
    return `the national check digit of the ${country} account number is wrong`;
  }
  return 'the IBAN is not valid';
}
