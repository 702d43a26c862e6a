/**
 * The closed set of reasons `@xs2a-kit/iso` rejects a value. Callers map a code to a `tppMessages` code (for example
 * `KID_INVALID` one to one, the amount and account codes to `FORMAT_ERROR`); the message says which rule failed.
 *
 * - `CURRENCY_UNKNOWN`: the currency code is not in the specification's ISOCurrencyCode list.
 * - `COUNTRY_UNKNOWN`: the country code is not in the specification's ISOCountryCode list.
 * - `AMOUNT_FORMAT_INVALID`: not a plain decimal string (sign, exponent, spaces, leading zeros, empty, non-digits).
 * - `AMOUNT_TOO_LARGE`: more integer digits than precision 18 / scale 5 leaves (13).
 * - `AMOUNT_TOO_MANY_DECIMALS`: more fraction digits than the currency's ISO 4217 minor units.
 * - `CURRENCY_MISMATCH`: arithmetic or comparison of amounts in two currencies.
 * - `IBAN_INVALID`, `BBAN_INVALID`, `BIC_INVALID`, `MASKED_PAN_INVALID`, `KID_INVALID`: the identifier breaks the
 *   rule named in the message.
 * - `JSON_NUMBER_UNSUPPORTED`: the runtime lacks `JSON.rawJSON`, so a {@link JsonNumber} cannot serialise itself.
 *
 * @example
 * const code: IsoErrorCode = 'AMOUNT_TOO_MANY_DECIMALS';
 */
export type IsoErrorCode =
  | 'CURRENCY_UNKNOWN'
  | 'COUNTRY_UNKNOWN'
  | 'AMOUNT_FORMAT_INVALID'
  | 'AMOUNT_TOO_LARGE'
  | 'AMOUNT_TOO_MANY_DECIMALS'
  | 'CURRENCY_MISMATCH'
  | 'IBAN_INVALID'
  | 'BBAN_INVALID'
  | 'BIC_INVALID'
  | 'MASKED_PAN_INVALID'
  | 'KID_INVALID'
  | 'JSON_NUMBER_UNSUPPORTED';

/**
 * The one error class of `@xs2a-kit/iso`. `code` is stable; `message` is written for a TPP developer and names the
 * rule that failed ("NOK allows 2 decimals, got 3"). Never branch on `message`.
 *
 * @example
 * try {
 *   parseAmount('1.234', 'NOK');
 * } catch (error) {
 *   if (error instanceof IsoError && error.code === 'AMOUNT_TOO_MANY_DECIMALS') console.log(error.message);
 * }
 */
export class IsoError extends Error {
  override readonly name = 'IsoError';
  readonly code: IsoErrorCode;

  constructor(code: IsoErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * Tells whether a value is an {@link IsoError}, optionally with a given code.
 *
 * @example
 * if (isIsoError(error, 'IBAN_INVALID')) console.log(error.message);
 */
export function isIsoError(value: unknown, code?: IsoErrorCode): value is IsoError {
  return value instanceof IsoError && (code === undefined || value.code === code);
}
