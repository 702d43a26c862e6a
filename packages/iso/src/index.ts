export { IsoError, isIsoError, type IsoErrorCode } from './iso-error.js';
export { getMinorUnits, isCurrencyCode } from './currency.js';
export { getCountry, isCountryCode, type IsoCountry } from './country.js';
export { isValidAmount, parseAmount } from './amount-parse.js';
export { formatAmount, formatAmountAsNumber } from './amount-format.js';
export { JsonNumber, stringifyJson } from './json-number.js';
export { addAmounts, compareAmounts, subtractAmounts, type MinorAmount } from './amount-arithmetic.js';
export { createKid, detectKidScheme, isValidKid, validateKid, type KidOptions, type KidScheme } from './kid.js';
export { isValidIban, normalizeIban, validateIban } from './iban.js';
export type { IbanOptions } from './iban.js';
export {
  ibanFromNorwegianBban,
  isValidNorwegianBban,
  norwegianBbanFromIban,
  validateNorwegianBban,
} from './norwegian-bban.js';
export { isValidBic, validateBic } from './bic.js';
export { isValidMaskedPan, validateMaskedPan } from './masked-pan.js';
export type { IsoCountryCode, IsoCurrencyCode } from '@xs2a-kit/schema/constants';
