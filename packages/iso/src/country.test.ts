import { COUNTRY_CODES } from '@xs2a-kit/schema/constants';
import { describe, expect, it } from 'vitest';
import { getCountry, isCountryCode } from './index.js';

describe('country list', () => {
  it.each(COUNTRY_CODES.map((code) => [code]))('knows %s', (code) => {
    expect(isCountryCode(code)).toBe(true);
    const country = getCountry(code);
    expect(country.code).toBe(code);
    expect(country.name.length).toBeGreaterThan(2);
  });

  it('has the 249 codes of the specification, each once', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.length).toBe(249);
  });

  it.each([
    ['Norway', { given: 'NO', want: { code: 'NO', name: 'Norway', sepa: true, ibanLength: 15 } }],
    ['Germany', { given: 'DE', want: { code: 'DE', name: 'Germany', sepa: true, ibanLength: 22 } }],
    ['United States, no IBAN', { given: 'US', want: { code: 'US', name: 'United States of America (the)', sepa: false, ibanLength: undefined } }],
    ['Sweden', { given: 'SE', want: { code: 'SE', name: 'Sweden', sepa: true, ibanLength: 24 } }],
  ] as const)('looks up %s', (_name, { given, want }) => {
    expect(getCountry(given)).toEqual(want);
  });

  // Regression (review K, ISO review): ibantools leaves these territories of SEPA states out of SEPA; the EPC's
  // list of SEPA scheme countries names them.
  it.each(['AX', 'GF', 'GP', 'MQ', 'RE', 'YT', 'BL', 'MF', 'PM', 'GG', 'IM', 'JE', 'AL', 'MD', 'ME', 'MK'])('counts %s in SEPA', (code) => {
    expect(getCountry(code).sepa).toBe(true);
  });

  it.each([
    ['lower case', { given: 'no' }],
    ['Kosovo, not in the list', { given: 'XK' }],
    ['alpha-3', { given: 'NOR' }],
    ['empty', { given: '' }],
    ['prototype key', { given: '__proto__' }],
    ['not a string', { given: null as unknown as string }],
  ] as const)('rejects %s', (_name, { given }) => {
    expect(isCountryCode(given)).toBe(false);
    expect(() => getCountry(given)).toThrow(expect.objectContaining({ code: 'COUNTRY_UNKNOWN' }));
  });
});
