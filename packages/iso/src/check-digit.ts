/**
 * The two check-digit schemes of Norwegian account numbers and KIDs, on strings of ASCII digits.
 * Internal: the public API is the KID and BBAN functions built on them.
 */

/**
 * Returns the Luhn (MOD10) check digit for a run of digits: weights 2, 1, 2, 1... from the rightmost digit, digits
 * of each product summed, then the amount that brings the sum to a multiple of 10.
 *
 * @example
 * computeMod10CheckDigit('123456789'); // 7
 * @see ISO/IEC 7812-1 annex B (Luhn formula)
 */
export function computeMod10CheckDigit(digits: string): number {
  let sum = 0;
  let double = true;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let value = digits.charCodeAt(index) - 48;
    if (double) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Returns the MOD11 check value for a run of digits: weights 2, 3, 4, 5, 6, 7, 2, 3... from the rightmost digit,
 * then 11 minus the remainder of the sum by 11, with 11 becoming 0. The result 10 (remainder 1) has no digit:
 * a KID writes it as '-', an account number with it cannot exist.
 *
 * For the 10 leading digits of a Norwegian account number these are the weights 5, 4, 3, 2, 7, 6, 5, 4, 3, 2.
 *
 * @example
 * computeMod11CheckValue('8601111794'); // 7
 * computeMod11CheckValue('1234567892'); // 10, written '-' in a KID
 * @see Nets/Mastercard Payment Services OCR giro specification (MOD11)
 */
export function computeMod11CheckValue(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    sum += (digits.charCodeAt(index) - 48) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

/**
 * Tells whether a string is a non-empty run of ASCII digits.
 *
 * @example
 * isDigits('0123'); // true
 * @see ISO/IEC 646 (digits 0-9)
 */
export function isDigits(value: string): boolean {
  return /^[0-9]+$/.test(value);
}
