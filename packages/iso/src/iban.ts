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
  // ISO 13616: the check digits are 02 to 98. 00, 01 and 99 can leave the right mod 97 remainder and still never
  // come out of the computation, so they are named as such rather than as a checksum that does not match.
  const checkDigits = Number(iban.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98) return `the IBAN check digits must be 02 to 98, got ${iban.slice(2, 4)}`;
  const found = validateIBAN(iban).errorCodes;
  // ibantools' Czech and Slovak national check is wrong (see isCzechSlovakAccountValid): ours replaces it.
  const ownNational = country === 'CZ' || country === 'SK';
  const errorCodes = ownNational ? found.filter((code) => code !== ValidationErrorsIBAN.WrongAccountBankBranchChecksum) : found;
  if (ownNational && options.nationalCheck !== false && !errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat) && !isCzechSlovakAccountValid(iban.slice(4))) {
    errorCodes.push(ValidationErrorsIBAN.WrongAccountBankBranchChecksum);
  }
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

// Weights of the Czech and Slovak account number parts, each of which must sum to a multiple of 11 (Czech National
// Bank decree 169/2011; Slovakia uses the same rule). The 6-digit prefix takes the last six of the ten weights.
const CZ_SK_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

/**
 * The Czech and Slovak national check of a BBAN (4-digit bank code, 6-digit prefix, 10-digit account number):
 * prefix and account number each have a weighted digit sum divisible by 11. ibantools (4.x) computes a check digit
 * instead and, where the first digits leave remainder 1 (no digit can complete them), accepts a last digit 1: such
 * accounts cannot exist.
 */
function isCzechSlovakAccountValid(bban: string): boolean {
  const prefix = bban.slice(4, 10);
  const account = bban.slice(10, 20);
  return hasWeightedSumOf11(prefix, CZ_SK_WEIGHTS.slice(4)) && hasWeightedSumOf11(account, CZ_SK_WEIGHTS);
}

function hasWeightedSumOf11(digits: string, weights: readonly number[]): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += (digits.charCodeAt(i) - 48) * (weights[i] ?? 0);
  return sum % 11 === 0;
}
