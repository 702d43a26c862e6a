import type { IsoCurrencyCode } from '@xs2a-kit/schema/constants';
import { assertCurrencyCode, isCurrencyCode } from './currency.js';
import { MINOR_UNITS } from './currency-table.js';
import { IsoError } from './iso-error.js';

/** Precision 18 and scale 5 of the contract leave at most 13 digits before the decimal point. */
const CONTRACT_PRECISION = 18;
const CONTRACT_SCALE = 5;
const MAX_INTEGER_DIGITS = CONTRACT_PRECISION - CONTRACT_SCALE;

// One run of ASCII digits without a leading zero (or a lone 0), optionally '.' and at least one ASCII digit.
// JavaScript's `$` (without the m flag) matches only at the very end, so a trailing newline is rejected too.
const AMOUNT_PATTERN = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

/**
 * Parses a decimal amount string of the contract into integer minor units of the currency, without floating point:
 * `'100.23'` NOK is `10023n`, `'100.2'` NOK is `10020n`, `'5'` JPY is `5n`.
 *
 * Accepted form: ASCII digits, no leading zeros (`0.50` is fine, `00.50` is not), optionally a '.' followed by 1 to
 * the currency's minor units of digits; at most 13 integer digits (precision 18, scale 5). Rejected: sign, exponent,
 * spaces, thousands separators, a bare '.', an empty string. Zero is accepted: whether an amount must be positive is
 * the caller's rule.
 *
 * @throws {IsoError} `CURRENCY_UNKNOWN`, `AMOUNT_FORMAT_INVALID`, `AMOUNT_TOO_LARGE` or `AMOUNT_TOO_MANY_DECIMALS`
 *   ("NOK allows 2 decimals, got 3").
 * @example
 * parseAmount('100.23', 'NOK'); // 10023n
 * parseAmount('1.234', 'NOK'); // throws IsoError AMOUNT_TOO_MANY_DECIMALS
 * @see ISO 4217 (minor units)
 */
export function parseAmount(value: string, currency: string): bigint {
  assertCurrencyCode(currency);
  const result = readAmount(value, MINOR_UNITS[currency]);
  if (typeof result === 'bigint') return result;
  throw new IsoError(result, explainAmount(result, value, currency));
}

/**
 * Tells whether a string is a valid amount of the currency under the rules of {@link parseAmount}.
 *
 * @example
 * isValidAmount('100.23', 'NOK'); // true
 * isValidAmount('100.234', 'NOK'); // false
 * isValidAmount('1e3', 'NOK'); // false
 * @see ISO 4217 (minor units)
 */
export function isValidAmount(value: string, currency: string): boolean {
  // No exceptions on this path: building an Error costs far more than the check itself.
  return isCurrencyCode(currency) && typeof readAmount(value, MINOR_UNITS[currency]) === 'bigint';
}

/**
 * Returns the first magnitude (in minor units) the contract no longer allows: 10^(13 + minor units).
 * Shared with formatting so no output exceeds what input accepts. Internal to the package.
 *
 * @example
 * getMinorUnitLimit(2); // 1000000000000000n (NOK 10 000 000 000 000.00)
 * @see {@link parseAmount} (precision 18, scale 5: at most 13 integer digits)
 */
export function getMinorUnitLimit(minorUnits: number): bigint {
  return 10n ** BigInt(MAX_INTEGER_DIGITS + minorUnits);
}

/**
 * The integer digit limit of the contract, for the formatter's message. Internal to the package.
 *
 * @example
 * AMOUNT_MAX_INTEGER_DIGITS; // 13
 * @see {@link parseAmount} (precision 18, scale 5)
 */
export const AMOUNT_MAX_INTEGER_DIGITS = MAX_INTEGER_DIGITS;

type AmountProblem = 'AMOUNT_FORMAT_INVALID' | 'AMOUNT_TOO_LARGE' | 'AMOUNT_TOO_MANY_DECIMALS';

/** The minor units of a valid amount string, or the code of the first rule it breaks. */
function readAmount(value: string, minorUnits: number): bigint | AmountProblem {
  if (typeof value !== 'string') return 'AMOUNT_FORMAT_INVALID';
  const match = AMOUNT_PATTERN.exec(value);
  if (match === null) return 'AMOUNT_FORMAT_INVALID';
  const integer = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (integer.length > MAX_INTEGER_DIGITS) return 'AMOUNT_TOO_LARGE';
  if (fraction.length > minorUnits) return 'AMOUNT_TOO_MANY_DECIMALS';
  return BigInt(integer + fraction.padEnd(minorUnits, '0'));
}

/** Says in words which rule an amount broke; only runs on the (rare) rejection path. */
function explainAmount(problem: AmountProblem, value: string, currency: IsoCurrencyCode): string {
  if (problem === 'AMOUNT_TOO_MANY_DECIMALS') {
    const fraction = value.slice(value.indexOf('.') + 1);
    return `${currency} allows ${MINOR_UNITS[currency]} decimals, got ${fraction.length}`;
  }
  if (problem === 'AMOUNT_TOO_LARGE') {
    const integer = value.split('.')[0] ?? '';
    return (
      `amount has ${integer.length} digits before the decimal point; at most ${MAX_INTEGER_DIGITS} are allowed ` +
      `(precision ${CONTRACT_PRECISION}, scale ${CONTRACT_SCALE})`
    );
  }
  if (typeof value !== 'string') return `amount must be a decimal string, got ${typeof value}`;
  return explainFormat(value);
}

function explainFormat(value: string): string {
  const shown = JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  if (value === '') return 'amount is empty';
  if (/^[+-]/.test(value)) return `amount must not carry a sign, got ${shown}`;
  if (/[eE]/.test(value) && /^[0-9.+-]*[eE][0-9+-]*$/.test(value)) {
    return `amount must be written without an exponent, got ${shown}`;
  }
  if (/\s/.test(value)) return `amount must not contain spaces, got ${shown}`;
  if (/^0[0-9]/.test(value)) return `amount must not have leading zeros, got ${shown}`;
  if (/^[0-9.]+$/.test(value)) return `amount needs digits on both sides of a single decimal point, got ${shown}`;
  return `amount must be ASCII digits with an optional '.' and fraction digits, got ${shown}`;
}
