import { CURRENCY_CODES } from '@xs2a-kit/schema/constants';
import { describe, expect, it } from 'vitest';
import { getMinorUnits, isCurrencyCode, IsoError } from './index.js';

/**
 * Where ICU (CLDR "digits") differs from our ISO 4217 table. CLDR records the fraction digits people display;
 * ISO 4217 records the legal minor unit, which is what an amount string of the contract must follow. Every entry
 * below is a currency whose minor unit exists in law but has no coin or practical use.
 */
const EXPECTED_ICU_DIFFERENCES: Record<string, { iso: number; icu: number; why: string }> = {
  AFN: { iso: 2, icu: 0, why: 'puls no longer circulate; ISO keeps 2' },
  ALL: { iso: 2, icu: 0, why: 'qindarka no longer circulate; ISO keeps 2' },
  COP: { iso: 2, icu: 0, why: 'centavos are not used in practice; ISO keeps 2' },
  HUF: { iso: 2, icu: 0, why: 'filler withdrawn in 1999, CLDR shows forints whole; ISO keeps 2' },
  IDR: { iso: 2, icu: 0, why: 'sen are not used; ISO keeps 2' },
  IQD: { iso: 3, icu: 0, why: 'fils are not used; ISO keeps 3' },
  IRR: { iso: 2, icu: 0, why: 'dinars are not used; ISO keeps 2' },
  KPW: { iso: 2, icu: 0, why: 'chon are not used; ISO keeps 2' },
  LAK: { iso: 2, icu: 0, why: 'att are not used; ISO keeps 2' },
  LBP: { iso: 2, icu: 0, why: 'piastres are not used; ISO keeps 2' },
  MGA: { iso: 2, icu: 0, why: 'iraimbilanja (1/5 ariary) cannot be written in decimals; ISO lists 2' },
  MMK: { iso: 2, icu: 0, why: 'pyas are not used; ISO keeps 2' },
  MRO: { iso: 2, icu: 0, why: 'withdrawn; CLDR shows the old ouguiya whole, ISO listed 2' },
  PKR: { iso: 2, icu: 0, why: 'paisa are not used; ISO keeps 2' },
  SLL: { iso: 2, icu: 0, why: 'cents of the old leone are not used; ISO lists 2' },
  SOS: { iso: 2, icu: 0, why: 'senti are not used; ISO keeps 2' },
  STD: { iso: 2, icu: 0, why: 'withdrawn; CLDR shows the old dobra whole, ISO listed 2' },
  SYP: { iso: 2, icu: 0, why: 'piastres are not used; ISO keeps 2' },
  YER: { iso: 2, icu: 0, why: 'fils are not used; ISO keeps 2' },
  ZWD: { iso: 2, icu: 0, why: 'withdrawn; CLDR shows the old dollar whole, ISO listed 2' },
};

function getIcuDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? -1;
}

describe('currency table', () => {
  it.each(CURRENCY_CODES.map((code) => [code]))('has minor units for %s', (code) => {
    expect(isCurrencyCode(code)).toBe(true);
    expect([0, 2, 3]).toContain(getMinorUnits(code));
  });

  it.each([
    ['NOK', { given: 'NOK', want: 2 }],
    ['JPY', { given: 'JPY', want: 0 }],
    ['KWD', { given: 'KWD', want: 3 }],
    ['ISK has no decimals', { given: 'ISK', want: 0 }],
    ['HUF follows ISO 4217, not display practice', { given: 'HUF', want: 2 }],
    ['BYR (withdrawn) keeps its 0', { given: 'BYR', want: 0 }],
    ['GGP (not ISO) follows GBP', { given: 'GGP', want: 2 }],
    ['SPL (not ISO)', { given: 'SPL', want: 2 }],
    ['TVD (not ISO) follows AUD', { given: 'TVD', want: 2 }],
    ['XDR (ISO N.A.)', { given: 'XDR', want: 2 }],
  ] as const)('%s', (_name, { given, want }) => {
    expect(getMinorUnits(given)).toBe(want);
  });

  it.each([
    ['lower case', { given: 'nok' }],
    ['ISO but not listed', { given: 'XCG' }],
    ['empty', { given: '' }],
    ['padded', { given: ' NOK' }],
    ['prototype key', { given: 'toString' }],
    ['not a string', { given: 578 as unknown as string }],
  ] as const)('rejects %s', (_name, { given }) => {
    expect(isCurrencyCode(given)).toBe(false);
    expect(() => getMinorUnits(given)).toThrow(expect.objectContaining({ code: 'CURRENCY_UNKNOWN' }));
    expect(() => getMinorUnits(given)).toThrow(IsoError);
  });

  it('differs from ICU exactly where documented', () => {
    const differences: Record<string, { iso: number; icu: number }> = {};
    for (const code of CURRENCY_CODES) {
      const iso = getMinorUnits(code);
      const icu = getIcuDigits(code);
      if (iso !== icu) differences[code] = { iso, icu };
    }
    const expected = Object.fromEntries(
      Object.entries(EXPECTED_ICU_DIFFERENCES).map(([code, { iso, icu }]) => [code, { iso, icu }]),
    );
    expect(differences).toEqual(expected);
  });
});
