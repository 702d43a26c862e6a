import { AMOUNT_MAX_INTEGER_DIGITS, getMinorUnitLimit } from './amount-parse.js';
import { assertCurrencyCode } from './currency.js';
import { MINOR_UNITS } from './currency-table.js';
import { IsoError } from './iso-error.js';
import { JsonNumber } from './json-number.js';

/**
 * Formats integer minor units as the contract's decimal amount string, always with the currency's number of
 * decimals (10023n NOK is `'100.23'`, 5n NOK is `'0.05'`, 7n JPY is `'7'`). Negative values get a leading '-',
 * as transaction amounts need; input never accepts a sign, output may carry one.
 *
 * The result is canonical: for every amount string `s` with exactly the currency's decimals,
 * `formatAmount(parseAmount(s, c), c) === s`.
 *
 * @throws {IsoError} `CURRENCY_UNKNOWN`; `AMOUNT_TOO_LARGE` when the value needs more than 13 integer digits
 *   (precision 18, scale 5), so no output breaks the contract; `AMOUNT_FORMAT_INVALID` when `minor` is not a bigint.
 * @example
 * formatAmount(10023n, 'NOK'); // '100.23'
 * formatAmount(-150n, 'NOK'); // '-1.50'
 * formatAmount(1000n, 'JPY'); // '1000'
 * @see ISO 4217 (minor units)
 */
export function formatAmount(minor: bigint, currency: string): string {
  assertCurrencyCode(currency);
  if (typeof minor !== 'bigint') {
    throw new IsoError('AMOUNT_FORMAT_INVALID', `minor units must be a bigint, got ${typeof minor}`);
  }
  const minorUnits = MINOR_UNITS[currency];
  const negative = minor < 0n;
  const magnitude = negative ? -minor : minor;
  if (magnitude >= getMinorUnitLimit(minorUnits)) {
    throw new IsoError(
      'AMOUNT_TOO_LARGE',
      `amount of ${currency} needs more than ${AMOUNT_MAX_INTEGER_DIGITS} digits before the decimal point`,
    );
  }
  const digits = magnitude.toString().padStart(minorUnits + 1, '0');
  const sign = negative ? '-' : '';
  if (minorUnits === 0) return sign + digits;
  const cut = digits.length - minorUnits;
  return `${sign}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

/**
 * Formats integer minor units as a JSON number token, for responses where the request has not opted into
 * amount-as-string. Returns a {@link JsonNumber}: exact text (same digits as {@link formatAmount}) that
 * `stringifyJson` writes verbatim as a number token on every runtime (plain `JSON.stringify` too where
 * `JSON.rawJSON` exists). It never goes through a JavaScript `number`, so it never rounds; trailing zeros are kept
 * (`100.20`), which JSON allows and which keeps the currency's decimals visible.
 *
 * @throws {IsoError} as {@link formatAmount}.
 * @example
 * formatAmountAsNumber(10020n, 'NOK').text; // '100.20'
 * stringifyJson({ amount: formatAmountAsNumber(10020n, 'NOK') }); // '{"amount":100.20}'
 * @see RFC 8259 §6 (number grammar)
 * @see ACCEPT_FIX_CATALOGUE in @xs2a-kit/schema (x-accept-fix amount-as-string)
 */
export function formatAmountAsNumber(minor: bigint, currency: string): JsonNumber {
  return new JsonNumber(formatAmount(minor, currency));
}
