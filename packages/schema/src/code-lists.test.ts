import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, CURRENCY_CODES, validateRequestPart } from './index.js';

/**
 * The allowed currency and country codes, exactly as the specification lists them (Common types), in its
 * order. A code missing here or added to the spec without the specification fails this test.
 */
const SPECIFICATION_CURRENCIES = `AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYR BZD
CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GGP GHS GIP GMD GNF GTQ GYD
HKD HNL HRK HTG HUF IDR ILS IMP INR IQD IRR ISK JEP JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD
MAD MDL MGA MKD MMK MNT MOP MRO MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR
RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLL SOS SPL SRD STD SVC SYP SZL THB TJS TMT TND TOP TRY TTD TVD TWD TZS
UAH UGX USD UYU UZS VEF VND VUV WST XAF XCD XDR XOF XPF YER ZAR ZMW ZWD`.split(/\s+/);

const SPECIFICATION_COUNTRIES = `AF AX AL DZ AS AD AO AI AQ AG AR AM AW AU AT AZ BH BS BD BB BY BE BZ BJ BM BT BO BQ BA BW BV BR IO BN BG BF BI
KH CM CA CV KY CF TD CL CN CX CC CO KM CG CD CK CR CI HR CU CW CY CZ DK DJ DM DO EC EG SV GQ ER EE ET FK FO FJ FI FR GF PF TF
GA GM GE DE GH GI GR GL GD GP GU GT GG GN GW GY HT HM VA HN HK HU IS IN ID IR IQ IE IM IL IT JM JP JE JO KZ KE KI KP KR KW KG
LA LV LB LS LR LY LI LT LU MO MK MG MW MY MV ML MT MH MQ MR MU YT MX FM MD MC MN ME MS MA MZ MM
NA NR NP NL NC NZ NI NE NG NU NF MP NO OM PK PW PS PA PG PY PE PH PN PL PT PR QA RE RO RU RW
BL SH KN LC MF PM VC WS SM ST SA SN RS SC SL SG SX SK SI SB SO ZA GS SS ES LK SD SR SJ SZ SE CH SY
TW TJ TZ TH TL TG TK TO TT TN TR TM TC TV UG UA AE GB US UM UY UZ VU VE VN VG VI WF EH YE ZM ZW`.split(/\s+/);

const body = {
  instructedAmount: { amount: '100', currency: 'NOK' },
  creditorName: 'Company 123',
  creditorAccount: { bban: '95360573002', currency: 'NOK' },
  creditorAddress: { country: 'NO' },
  debtorAccount: { bban: '95360573002', currency: 'NOK' },
  startDate: '2026-06-07',
  frequency: 'Monthly',
};

function validateWith(currency: string, country: string) {
  const given = structuredClone(body);
  given.instructedAmount.currency = currency;
  given.creditorAccount.currency = currency;
  given.creditorAddress.country = country;
  return validateRequestPart('initiatePeriodicNorwegianDomesticCreditTransfer', 'body', given);
}

describe('code lists', () => {
  it('holds exactly the specification currencies', () => {
    expect([...CURRENCY_CODES]).toEqual(SPECIFICATION_CURRENCIES);
  });

  it('holds exactly the specification countries', () => {
    expect([...COUNTRY_CODES]).toEqual(SPECIFICATION_COUNTRIES);
  });

  it.each(SPECIFICATION_CURRENCIES.map((code) => [code]))('accepts currency %s', (code) => {
    expect(validateWith(code, 'NO')).toBeUndefined();
  });

  it.each(SPECIFICATION_COUNTRIES.map((code) => [code]))('accepts country %s', (code) => {
    expect(validateWith('NOK', code)).toBeUndefined();
  });

  it.each([
    ['an ISO 4217 code the specification does not list', { given: 'XCG', want: 'instructedAmount.currency' }],
    ['a withdrawn code it does not list', { given: 'NLG', want: 'instructedAmount.currency' }],
  ] as const)('rejects %s', (_name, { given, want }) => {
    expect(validateWith(given, 'NO')).toMatchObject({ code: 'FORMAT_ERROR', field: want, keyword: 'enum' });
  });

  it.each([
    ['an ISO 3166 code the specification does not list', { given: 'XK', want: 'creditorAddress.country' }],
    ['an alpha-3 code', { given: 'NOR', want: 'creditorAddress.country' }],
  ] as const)('rejects %s', (_name, { given, want }) => {
    expect(validateWith('NOK', given)).toMatchObject({ code: 'FORMAT_ERROR', field: want });
  });
});
