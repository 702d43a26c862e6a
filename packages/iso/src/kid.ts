import { computeMod10CheckDigit, computeMod11CheckValue, isDigits } from './check-digit.js';
import { IsoError } from './iso-error.js';

/**
 * The check-digit scheme of a KID: MOD10 (Luhn) or MOD11. The payee's agreement with its bank fixes the scheme.
 *
 * @example
 * const scheme: KidScheme = 'MOD10';
 * @see Nets/Mastercard Payment Services OCR giro specification (KID check digits)
 */
export type KidScheme = 'MOD10' | 'MOD11';

const KID_MIN_LENGTH = 2;
const KID_MAX_LENGTH = 25;

/**
 * Tells which scheme's check digit a KID carries, or `undefined` when the form is wrong or neither check digit
 * fits. A trailing '-' can only be MOD11 (remainder 1). Where both schemes give the same digit the KID is valid
 * either way and `'MOD10'` is returned, as MOD10 is the scheme most agreements use.
 *
 * @example
 * detectKidScheme('1234567897'); // 'MOD10'
 * detectKidScheme('1234567892'); // 'MOD11'
 * detectKidScheme('1234567892-'); // 'MOD11' (remainder 1)
 * detectKidScheme('1234567891'); // undefined
 * @see Nets/Mastercard Payment Services OCR giro specification (KID check digits)
 */
export function detectKidScheme(kid: string): KidScheme | undefined {
  if (explainKidForm(kid) !== undefined) return undefined;
  const base = kid.slice(0, -1);
  const last = kid.slice(-1);
  if (last === '-') return computeMod11CheckValue(base) === 10 ? 'MOD11' : undefined;
  const digit = Number.parseInt(last, 10);
  if (computeMod10CheckDigit(base) === digit) return 'MOD10';
  if (computeMod11CheckValue(base) === digit) return 'MOD11';
  return undefined;
}

/**
 * Options of {@link validateKid} and {@link isValidKid}. `scheme` holds a KID to the one scheme the payee's agreement
 * uses; without it either check digit is accepted.
 *
 * @example
 * const options: KidOptions = { scheme: 'MOD11' };
 */
export interface KidOptions {
  readonly scheme?: KidScheme | undefined;
}

/**
 * Tells whether a KID is well formed (2 to 25 characters, digits, '-' only as the last) with a MOD10 or MOD11
 * check digit, or with the check digit of `options.scheme` when given.
 *
 * @example
 * isValidKid('1234567897'); // true
 * isValidKid('1234567897', { scheme: 'MOD11' }); // false: only the MOD10 digit fits
 * isValidKid('12 34'); // false
 * @see Nets/Mastercard Payment Services OCR giro specification (KID check digits)
 */
export function isValidKid(kid: string, options: KidOptions = {}): boolean {
  return explainKidForm(kid) === undefined && fitsScheme(kid, options.scheme);
}

/**
 * Checks a KID (Norwegian customer identification number carried as a structured payment reference): 2 to 25
 * characters, all digits except that the last, the check digit, may be '-' where MOD11 leaves remainder 1; the
 * last character must be the MOD10 (Luhn) or MOD11 check digit of the others, or the one of `options.scheme` when
 * the payee's agreement names its scheme (a KID whose digit fits only the other scheme would not be matched by the
 * payee). An absent KID is the caller's KID_MISSING; this function judges a KID that is present (an empty string
 * fails the length rule). Both KID errors are answered with HTTP 400, not 401.
 *
 * @throws {IsoError} `KID_INVALID`, the message naming the rule (length, characters, check digit with the
 *   expected values).
 * @example
 * validateKid('1234567897'); // passes (MOD10)
 * validateKid('1234567890'); // throws KID_INVALID: check digit 0 is wrong: expected 7 for MOD10 or 2 for MOD11
 * validateKid('1234567897', { scheme: 'MOD11' }); // throws KID_INVALID: expected 2 for MOD11
 * @see Nets/Mastercard Payment Services OCR giro specification (KID check digits)
 */
export function validateKid(kid: string, options: KidOptions = {}): void {
  const formProblem = explainKidForm(kid);
  if (formProblem !== undefined) throw new IsoError('KID_INVALID', formProblem);
  if (fitsScheme(kid, options.scheme)) return;
  const base = kid.slice(0, -1);
  const last = kid.slice(-1);
  const mod10 = String(computeMod10CheckDigit(base));
  const mod11 = formatMod11(computeMod11CheckValue(base));
  const wrong =
    last === '-' ? "KID ends in '-', which is only the MOD11 check digit for remainder 1" : `KID check digit ${last} is wrong`;
  const expected =
    options.scheme === 'MOD10' ? `expected ${mod10} for MOD10` : options.scheme === 'MOD11' ? `expected ${mod11} for MOD11` : `expected ${mod10} for MOD10 or ${mod11} for MOD11`;
  throw new IsoError('KID_INVALID', `${wrong}: ${expected}`);
}

/** Whether the check digit of a well-formed KID is the one of `scheme`, or of either scheme when none is given. */
function fitsScheme(kid: string, scheme: KidScheme | undefined): boolean {
  const base = kid.slice(0, -1);
  const last = kid.slice(-1);
  const mod10 = last === String(computeMod10CheckDigit(base));
  const mod11 = last === formatMod11(computeMod11CheckValue(base));
  return scheme === 'MOD10' ? mod10 : scheme === 'MOD11' ? mod11 : mod10 || mod11;
}

/**
 * Appends the check digit of a scheme to a base of 1 to 24 digits, giving a valid KID. With MOD11 the check digit
 * is '-' where the remainder is 1. Meant for sandbox data and tests; a payee's real KIDs come from its own systems.
 *
 * @throws {IsoError} `KID_INVALID` when the base is not 1 to 24 digits.
 * @example
 * createKid('123456789', 'MOD10'); // '1234567897'
 * createKid('123456789', 'MOD11'); // '1234567892'
 * createKid('1234567892', 'MOD11'); // '1234567892-'
 * @see Nets/Mastercard Payment Services OCR giro specification (KID check digits)
 */
export function createKid(base: string, scheme: KidScheme): string {
  if (typeof base !== 'string' || !isDigits(base) || base.length > KID_MAX_LENGTH - 1) {
    throw new IsoError('KID_INVALID', `a KID base must be 1 to ${KID_MAX_LENGTH - 1} digits`);
  }
  if (scheme === 'MOD10') return base + String(computeMod10CheckDigit(base));
  if (scheme === 'MOD11') return base + formatMod11(computeMod11CheckValue(base));
  throw new IsoError('KID_INVALID', `unknown KID scheme ${JSON.stringify(scheme)}; use MOD10 or MOD11`);
}

function formatMod11(value: number): string {
  return value === 10 ? '-' : String(value);
}

function explainKidForm(kid: string): string | undefined {
  if (typeof kid !== 'string') return `KID must be a string of digits, got ${typeof kid}`;
  if (kid.length < KID_MIN_LENGTH || kid.length > KID_MAX_LENGTH) {
    return `KID must be ${KID_MIN_LENGTH} to ${KID_MAX_LENGTH} characters long, got ${kid.length}`;
  }
  if (!/^[0-9]+-?$/.test(kid)) {
    return "KID must contain only digits, with '-' allowed only as the last (MOD11 check) character";
  }
  return undefined;
}
