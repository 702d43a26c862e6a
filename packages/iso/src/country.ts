import { COUNTRY_CODES, type IsoCountryCode } from '@xs2a-kit/schema/constants';
import { isSEPACountry } from 'ibantools';
import { COUNTRY_NAMES } from './country-names.js';
import { getIbanSpecification } from './iban.js';
import { IsoError } from './iso-error.js';

const COUNTRY_SET: ReadonlySet<string> = new Set(COUNTRY_CODES);

// In the EPC's list of SEPA scheme countries (EPC409-09) but not SEPA in ibantools: territories of SEPA states,
// Åland (with Finland), the French overseas departments, Saint Barthélemy, Saint Martin and Saint Pierre and
// Miquelon (with France), Guernsey, the Isle of Man and Jersey (with the United Kingdom); and the countries the EPC
// admitted to the schemes' geographical scope in 2024-2025: Albania, Moldova, Montenegro and North Macedonia.
const SEPA_TERRITORIES: ReadonlySet<string> = new Set(['AX', 'GF', 'GP', 'MQ', 'RE', 'YT', 'BL', 'MF', 'PM', 'GG', 'IM', 'JE', 'AL', 'MD', 'ME', 'MK']);

/**
 * What the package knows about a country of the specification's list.
 *
 * @example
 * const norway: IsoCountry = { code: 'NO', name: 'Norway', sepa: true, ibanLength: 15 };
 * @see ISO 3166-1 alpha-2, ISO 13616-1 (IBAN length)
 * @see COUNTRY_CODES in @xs2a-kit/schema (the allowed country codes)
 */
export interface IsoCountry {
  readonly code: IsoCountryCode;
  /** ISO 3166-1 English short name. */
  readonly name: string;
  /**
   * Whether the country belongs to the SEPA schemes' geographical scope: ibantools' country data, plus the
   * territories the EPC list names that it leaves out (see SEPA_TERRITORIES).
   */
  readonly sepa: boolean;
  /** Length of the country's IBANs, or undefined where the country has no IBAN format. */
  readonly ibanLength: number | undefined;
}

/**
 * Tells whether a string is one of the specification's ISOCountryCode values. Exact match: two upper-case letters.
 *
 * @example
 * isCountryCode('NO'); // true
 * isCountryCode('no'); // false
 * isCountryCode('XK'); // false (not in the specification's list)
 * @see ISO 3166-1 alpha-2
 * @see COUNTRY_CODES in @xs2a-kit/schema (the allowed country codes)
 */
export function isCountryCode(code: string): code is IsoCountryCode {
  return COUNTRY_SET.has(code);
}

/**
 * Looks up a country of the specification's list.
 *
 * @throws {IsoError} `COUNTRY_UNKNOWN` when the code is not in the list.
 * @example
 * getCountry('NO'); // { code: 'NO', name: 'Norway', sepa: true, ibanLength: 15 }
 * @see ISO 3166-1 alpha-2
 * @see COUNTRY_CODES in @xs2a-kit/schema (the allowed country codes)
 */
export function getCountry(code: string): IsoCountry {
  if (!isCountryCode(code)) {
    const text: unknown = code;
    const shown =
      typeof text !== 'string' ? `of type ${typeof text}` : JSON.stringify(text.length > 12 ? `${text.slice(0, 12)}...` : text);
    throw new IsoError('COUNTRY_UNKNOWN', `country ${shown} is not an allowed ISO 3166-1 alpha-2 code`);
  }
  return {
    code,
    name: COUNTRY_NAMES[code],
    sepa: isSEPACountry(code) || SEPA_TERRITORIES.has(code),
    ibanLength: getIbanSpecification(code)?.length,
  };
}
