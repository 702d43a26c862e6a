import { IsoError } from './iso-error.js';

const PAN_MIN_LENGTH = 12;
const PAN_MAX_LENGTH = 19;
const MAX_CLEAR_TRAILING = 4;

/**
 * Checks a masked card number (PAN) as card account responses carry it (`maskedPan`), for example
 * `123456******1234` or `1234xxxxxxxx4321`:
 * - 12 to 19 characters (the PAN lengths of ISO/IEC 7812);
 * - digits, then one run of a single mask character (`*`, `x` or `X`), then digits;
 * - at most the first 6 digits clear (8 when the PAN has 16 or more characters, for 8-digit BINs) and at most the
 *   last 4, which is the most the PCI DSS display rule lets a masked PAN show.
 *
 * @throws {IsoError} `MASKED_PAN_INVALID` naming the rule.
 * @example
 * validateMaskedPan('123456******1234'); // passes
 * validateMaskedPan('1234567890123456'); // throws MASKED_PAN_INVALID: nothing is masked
 * @see ISO/IEC 7812-1 (PAN length), PCI DSS requirement 3.4.1 (masking)
 */
export function validateMaskedPan(pan: string): void {
  if (typeof pan !== 'string' || pan.length < PAN_MIN_LENGTH || pan.length > PAN_MAX_LENGTH) {
    const got = typeof pan === 'string' ? `${pan.length} characters` : typeof pan;
    throw invalid(`a masked PAN has ${PAN_MIN_LENGTH} to ${PAN_MAX_LENGTH} characters, got ${got}`);
  }
  const match = /^([0-9]*)(\*+|x+|X+)([0-9]*)$/.exec(pan);
  if (match === null) {
    throw invalid(
      /^[0-9]+$/.test(pan)
        ? 'nothing is masked: a masked PAN hides its middle digits with *, x or X'
        : 'a masked PAN is digits, one run of a single mask character (*, x or X), then digits',
    );
  }
  const leading = match[1]?.length ?? 0;
  const trailing = match[3]?.length ?? 0;
  const maxLeading = pan.length >= 16 ? 8 : 6;
  if (leading > maxLeading) throw invalid(`a masked PAN shows at most its first ${maxLeading} digits, got ${leading}`);
  if (trailing > MAX_CLEAR_TRAILING) {
    throw invalid(`a masked PAN shows at most its last ${MAX_CLEAR_TRAILING} digits, got ${trailing}`);
  }
}

/**
 * Tells whether a string is a masked PAN; see {@link validateMaskedPan} for the rules.
 *
 * @example
 * isValidMaskedPan('1234xxxxxxxx4321'); // true
 * isValidMaskedPan('1234 **** **** 4321'); // false
 * @see ISO/IEC 7812-1, PCI DSS requirement 3.4.1
 */
export function isValidMaskedPan(pan: string): boolean {
  try {
    validateMaskedPan(pan);
    return true;
  } catch (error) {
    if (error instanceof IsoError) return false;
    throw error;
  }
}

function invalid(rule: string): IsoError {
  return new IsoError('MASKED_PAN_INVALID', rule);
}
