import { CURRENCY_CODES, type IsoCurrencyCode } from '@xs2a-kit/schema/constants';
import { MINOR_UNITS } from './currency-table.js';
import { IsoError } from './iso-error.js';

const CURRENCY_SET: ReadonlySet<string> = new Set(CURRENCY_CODES);

/**
 * Tells whether a string is one of the specification's ISOCurrencyCode values. Exact match: upper case, no spaces.
 *
 * @example
 * isCurrencyCode('NOK'); // true
 * isCurrencyCode('nok'); // false
 * isCurrencyCode('XCG'); // false (ISO 4217, but not in the specification's list)
 * @see ISO 4217
 * @see CURRENCY_CODES in @xs2a-kit/schema (the allowed currency codes)
 */
export function isCurrencyCode(code: string): code is IsoCurrencyCode {
  return CURRENCY_SET.has(code);
}

/**
 * Returns the number of fraction digits (ISO 4217 minor units) an amount in the currency may carry: 2 for NOK,
 * 0 for JPY, 3 for KWD. Withdrawn and non-ISO codes of the specification's list follow the decisions documented
 * beside the table ({@link MINOR_UNITS}).
 *
 * @throws {IsoError} `CURRENCY_UNKNOWN` when the code is not in the specification's list.
 * @example
 * getMinorUnits('NOK'); // 2
 * getMinorUnits('JPY'); // 0
 * @see ISO 4217 (minor unit column)
 */
export function getMinorUnits(currency: string): number {
  assertCurrencyCode(currency);
  return MINOR_UNITS[currency];
}

/**
 * Throws `CURRENCY_UNKNOWN` unless the code is in the list; shared by the amount functions. Internal.
 *
 * @example
 * assertCurrencyCode('NOK'); // passes, and narrows the type to IsoCurrencyCode
 * @see ISO 4217
 * @see CURRENCY_CODES in @xs2a-kit/schema (the allowed currency codes)
 */
export function assertCurrencyCode(currency: string): asserts currency is IsoCurrencyCode {
  if (!isCurrencyCode(currency)) {
    throw new IsoError('CURRENCY_UNKNOWN', `currency ${describe(currency)} is not an allowed ISO 4217 code`);
  }
}

function describe(value: unknown): string {
  // Quote, and cut what a TPP might send by mistake (a whole amount object), so the message stays short.
  if (typeof value !== 'string') return `of type ${typeof value}`;
  return JSON.stringify(value.length > 12 ? `${value.slice(0, 12)}...` : value);
}
