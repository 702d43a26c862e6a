import { assertCurrencyCode } from './currency.js';
import { IsoError } from './iso-error.js';

/**
 * An amount as integer minor units of a currency: NOK 100.23 is `{ minor: 10023n, currency: 'NOK' }`.
 * Structurally the same as the domain's `Money`, so values pass between the packages unchanged.
 *
 * @example
 * const fee: MinorAmount = { minor: 250n, currency: 'NOK' }; // NOK 2.50
 * @see ISO 4217 (minor units)
 */
export interface MinorAmount {
  readonly minor: bigint;
  readonly currency: string;
}

/**
 * Compares two amounts of the same currency: -1 when `a` is smaller, 0 when equal, 1 when larger.
 * Usable as an `Array.prototype.sort` comparator.
 *
 * @throws {IsoError} `CURRENCY_UNKNOWN` for a code outside the list; `CURRENCY_MISMATCH` for two currencies
 *   (amounts in different currencies have no order without an exchange rate).
 * @example
 * compareAmounts({ minor: 100n, currency: 'NOK' }, { minor: 99n, currency: 'NOK' }); // 1
 * @see ISO 4217
 */
export function compareAmounts(a: MinorAmount, b: MinorAmount): -1 | 0 | 1 {
  assertSameCurrency(a, b, 'compare');
  if (a.minor === b.minor) return 0;
  return a.minor < b.minor ? -1 : 1;
}

/**
 * Adds two amounts of the same currency exactly (bigint minor units).
 *
 * @throws {IsoError} `CURRENCY_UNKNOWN`; `CURRENCY_MISMATCH` for two currencies.
 * @example
 * addAmounts({ minor: 10023n, currency: 'NOK' }, { minor: 77n, currency: 'NOK' }); // { minor: 10100n, currency: 'NOK' }
 * @see ISO 4217
 */
export function addAmounts(a: MinorAmount, b: MinorAmount): MinorAmount {
  assertSameCurrency(a, b, 'add');
  return { minor: a.minor + b.minor, currency: a.currency };
}

/**
 * Subtracts `b` from `a`, both in the same currency; the result may be negative (a transaction's debit).
 *
 * @throws {IsoError} `CURRENCY_UNKNOWN`; `CURRENCY_MISMATCH` for two currencies.
 * @example
 * subtractAmounts({ minor: 100n, currency: 'NOK' }, { minor: 250n, currency: 'NOK' }); // { minor: -150n, currency: 'NOK' }
 * @see ISO 4217
 */
export function subtractAmounts(a: MinorAmount, b: MinorAmount): MinorAmount {
  assertSameCurrency(a, b, 'subtract');
  return { minor: a.minor - b.minor, currency: a.currency };
}

function assertSameCurrency(a: MinorAmount, b: MinorAmount, verb: string): void {
  assertCurrencyCode(a.currency);
  assertCurrencyCode(b.currency);
  if (typeof a.minor !== 'bigint' || typeof b.minor !== 'bigint') {
    throw new IsoError('AMOUNT_FORMAT_INVALID', 'minor units must be bigint values');
  }
  if (a.currency !== b.currency) {
    throw new IsoError('CURRENCY_MISMATCH', `cannot ${verb} amounts in ${a.currency} and ${b.currency}`);
  }
}
