import { describe, expect, it } from 'vitest';
import { validateRequestPart } from './index.js';

/**
 * The periodic payment request table of the specification (Resources, "Periodic payment request (norwegian
 * domestic credit transfer)") and its Limits rows, one case per rule, through the generated body validator.
 */
const OPERATION = 'initiatePeriodicNorwegianDomesticCreditTransfer';
const REMOVE = Symbol('remove');

/** The portal's sample: monthly on the 12th. */
const portalSample = {
  instructedAmount: { amount: '100.23', currency: 'NOK' },
  creditorName: 'Company 123',
  creditorAccount: { bban: '95360573002', iban: 'NO0995360573002', currency: 'NOK' },
  creditorAddress: { street: 'Street', buildingNumber: '56', postalCode: '7014', city: 'Trondheim', country: 'NO' },
  debtorAccount: { bban: '95360573002', iban: 'NO0995360573002', currency: 'NOK' },
  ultimateDebtor: 'Company CBA',
  remittanceInformationUnstructured: 'Kredittrente',
  startDate: '2018-06-07',
  executionRule: 'preceeding',
  endDate: '2020-06-07',
  frequency: 'Monthly',
  dayOfExecution: '12',
};

/** Every optional field of the table, each at its upper limit. */
const maximal = {
  instructedAmount: { amount: '9999999999999.99', currency: 'NOK' },
  creditorName: 'C'.repeat(70),
  creditorAccount: { bban: '9'.repeat(30), iban: `NO09${'A1'.repeat(15)}`, currency: 'NOK' },
  creditorAddress: {
    street: 'S'.repeat(70),
    buildingNumber: '5'.repeat(16),
    postalCode: '7'.repeat(16),
    townName: 'T'.repeat(35),
    city: 'T'.repeat(35),
    country: 'NO',
  },
  debtorAccount: { bban: '95360573002', iban: 'NO0995360573002', currency: 'NOK' },
  ultimateDebtor: 'U'.repeat(70),
  remittanceInformationUnstructured: 'R'.repeat(140),
  purposeCode: 'SALA',
  startDate: '2026-01-31',
  executionRule: 'following',
  endDate: '2028-12-31',
  frequency: 'MonthlyVariable',
  monthsOfExecution: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  dayOfExecution: '31',
};

/** A copy of `base` with the field at the dotted `path` set to `value` (or removed). */
function edit(base: object, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let target = copy;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (value === REMOVE) delete target[last];
  else target[last] = value;
  return copy;
}

function validatePeriodic(body: unknown) {
  return validateRequestPart(OPERATION, 'body', body);
}

describe('periodic payment body: accepted', () => {
  it.each([
    ['the portal sample', { given: portalSample }],
    ['every optional field at its limit', { given: maximal }],
    ['only the required fields', { given: edit(edit(edit(edit(portalSample, 'creditorAddress', REMOVE), 'ultimateDebtor', REMOVE), 'executionRule', REMOVE), 'endDate', REMOVE) }],
    ['creditor account by bban only', { given: edit(portalSample, 'creditorAccount', { bban: '95360573002', currency: 'NOK' }) }],
    ['creditor account by iban only', { given: edit(portalSample, 'creditorAccount', { iban: 'NO0995360573002', currency: 'NOK' }) }],
    ['executionRule preceeding (the specification spelling)', { given: edit(portalSample, 'executionRule', 'preceeding') }],
    ['executionRule preceding (the Berlin Group 1.3.11 spelling, accepted as a synonym)', { given: edit(portalSample, 'executionRule', 'preceding') }],
    ['executionRule following', { given: edit(portalSample, 'executionRule', 'following') }],
    ['monthsOfExecution with month 12', { given: edit(maximal, 'monthsOfExecution', [12]) }],
    ['monthsOfExecution as strings "1" and "01" (Berlin Group clients)', { given: edit(maximal, 'monthsOfExecution', ['1', '02', '12']) }],
    ['dayOfExecution "1"', { given: edit(portalSample, 'dayOfExecution', '1') }],
    ['dayOfExecution "31"', { given: edit(portalSample, 'dayOfExecution', '31') }],
    ['a leap day', { given: edit(portalSample, 'startDate', '2028-02-29') }],
    ['a country other than NO', { given: edit(portalSample, 'creditorAddress.country', 'AX') }],
    ['remittance information of one character', { given: edit(portalSample, 'remittanceInformationUnstructured', 'K') }],
  ] as const)('%s', (_name, { given }) => {
    expect(validatePeriodic(structuredClone(given))).toBeUndefined();
  });

  it.each(['Daily', 'Weekly', 'EveryTwoWeeks', 'Monthly', 'EveryTwoMonths', 'Quarterly', 'SemiAnnual', 'Annual', 'MonthlyVariable'])(
    'frequency %s',
    (frequency) => {
      expect(validatePeriodic(edit(portalSample, 'frequency', frequency))).toBeUndefined();
    },
  );

  it.each(['INVS', 'SALA', 'IDCP', 'CASH', 'CORT', 'INTC', 'PENS', 'SSBE', 'SUPP', 'TAXS', 'TREA', 'VATX', 'LOAN', 'OTHR'])(
    'purposeCode %s',
    (purposeCode) => {
      expect(validatePeriodic(edit(portalSample, 'purposeCode', purposeCode))).toBeUndefined();
    },
  );
});

describe('periodic payment body: required fields', () => {
  it.each([
    ['instructedAmount', { given: 'instructedAmount', want: 'instructedAmount' }],
    ['instructedAmount.amount', { given: 'instructedAmount.amount', want: 'instructedAmount.amount' }],
    ['instructedAmount.currency', { given: 'instructedAmount.currency', want: 'instructedAmount.currency' }],
    ['creditorName', { given: 'creditorName', want: 'creditorName' }],
    ['creditorAccount', { given: 'creditorAccount', want: 'creditorAccount' }],
    ['creditorAccount.currency', { given: 'creditorAccount.currency', want: 'creditorAccount.currency' }],
    ['creditorAddress.country (required inside the object)', { given: 'creditorAddress.country', want: 'creditorAddress.country' }],
    ['debtorAccount', { given: 'debtorAccount', want: 'debtorAccount' }],
    ['debtorAccount.currency', { given: 'debtorAccount.currency', want: 'debtorAccount.currency' }],
    ['startDate', { given: 'startDate', want: 'startDate' }],
    ['frequency', { given: 'frequency', want: 'frequency' }],
  ] as const)('%s missing', (_name, { given, want }) => {
    expect(validatePeriodic(edit(portalSample, given, REMOVE))).toMatchObject({ code: 'FORMAT_ERROR', field: want, keyword: 'required' });
  });

  it('an account with neither bban nor iban names bban as the missing identifier', () => {
    const issue = validatePeriodic(edit(portalSample, 'creditorAccount', { currency: 'NOK' }));
    expect(issue).toMatchObject({ code: 'FORMAT_ERROR', field: 'creditorAccount.bban', keyword: 'required' });
  });
});

describe('periodic payment body: one case per rule', () => {
  it.each([
    ['creditorName of 71 characters', { given: ['creditorName', 'C'.repeat(71)], want: { field: 'creditorName', keyword: 'maxLength' } }],
    ['creditorName not a string', { given: ['creditorName', 123], want: { field: 'creditorName', keyword: 'type' } }],
    ['creditorName empty', { given: ['creditorName', ''], want: { field: 'creditorName', keyword: 'minLength' } }],
    ['creditorName blank', { given: ['creditorName', '   '], want: { field: 'creditorName', keyword: 'pattern' } }],
    ['ultimateDebtor of 71 characters', { given: ['ultimateDebtor', 'U'.repeat(71)], want: { field: 'ultimateDebtor', keyword: 'maxLength' } }],
    ['creditorAddress.street of 71 characters', { given: ['creditorAddress.street', 'S'.repeat(71)], want: { field: 'creditorAddress.street', keyword: 'maxLength' } }],
    // Regression (review J): the other parts had no length, and a 10,000-character town was stored with a payment.
    ['creditorAddress.townName of 36 characters', { given: ['creditorAddress.townName', 'T'.repeat(36)], want: { field: 'creditorAddress.townName', keyword: 'maxLength' } }],
    ['creditorAddress.city of 36 characters', { given: ['creditorAddress.city', 'T'.repeat(36)], want: { field: 'creditorAddress.city', keyword: 'maxLength' } }],
    ['creditorAddress.buildingNumber of 17 characters', { given: ['creditorAddress.buildingNumber', '5'.repeat(17)], want: { field: 'creditorAddress.buildingNumber', keyword: 'maxLength' } }],
    ['creditorAddress.postalCode of 17 characters', { given: ['creditorAddress.postalCode', '7'.repeat(17)], want: { field: 'creditorAddress.postalCode', keyword: 'maxLength' } }],
    // The 1.3.11 spelling, which the domain reads first, went round the limit (review J).
    ['creditorAddress.postCode of 17 characters', { given: ['creditorAddress.postCode', '7'.repeat(17)], want: { field: 'creditorAddress.postCode', keyword: 'maxLength' } }],
    ['creditorAddress.streetName of 71 characters', { given: ['creditorAddress.streetName', 'S'.repeat(71)], want: { field: 'creditorAddress.streetName', keyword: 'maxLength' } }],
    ['creditorAddress.country unknown', { given: ['creditorAddress.country', 'XK'], want: { field: 'creditorAddress.country', keyword: 'enum' } }],
    ['creditorAddress.country lower case', { given: ['creditorAddress.country', 'no'], want: { field: 'creditorAddress.country', keyword: 'enum' } }],
    ['creditorAddress.country of 3 letters', { given: ['creditorAddress.country', 'NOR'], want: { field: 'creditorAddress.country' } }],
    ['creditorAccount.bban of 31 characters', { given: ['creditorAccount.bban', '9'.repeat(31)], want: { field: 'creditorAccount.bban', keyword: 'maxLength' } }],
    ['debtorAccount.bban of 31 characters', { given: ['debtorAccount.bban', '9'.repeat(31)], want: { field: 'debtorAccount.bban', keyword: 'maxLength' } }],
    ['creditorAccount.iban of 35 characters', { given: ['creditorAccount.iban', `NO09${'1'.repeat(31)}`], want: { field: 'creditorAccount.iban' } }],
    ['creditorAccount.iban with spaces', { given: ['creditorAccount.iban', 'NO09 9536 0573 002'], want: { field: 'creditorAccount.iban', keyword: 'pattern' } }],
    ['creditorAccount.iban without country code', { given: ['creditorAccount.iban', '0995360573002'], want: { field: 'creditorAccount.iban', keyword: 'pattern' } }],
    ['creditorAccount.iban with letters for check digits', { given: ['creditorAccount.iban', 'NOXX95360573002'], want: { field: 'creditorAccount.iban', keyword: 'pattern' } }],
    ['debtorAccount.iban malformed', { given: ['debtorAccount.iban', 'no0995360573002'], want: { field: 'debtorAccount.iban', keyword: 'pattern' } }],
    ['creditorAccount.currency unknown', { given: ['creditorAccount.currency', 'XXX'], want: { field: 'creditorAccount.currency', keyword: 'enum' } }],
    ['instructedAmount.currency unknown', { given: ['instructedAmount.currency', 'XCG'], want: { field: 'instructedAmount.currency', keyword: 'enum' } }],
    ['instructedAmount.currency lower case', { given: ['instructedAmount.currency', 'nok'], want: { field: 'instructedAmount.currency', keyword: 'enum' } }],
    ['instructedAmount.amount as a JSON number', { given: ['instructedAmount.amount', 100.23], want: { field: 'instructedAmount.amount', keyword: 'type' } }],
    ['remittanceInformationUnstructured empty', { given: ['remittanceInformationUnstructured', ''], want: { field: 'remittanceInformationUnstructured', keyword: 'minLength' } }],
    ['remittanceInformationUnstructured of 141 characters', { given: ['remittanceInformationUnstructured', 'R'.repeat(141)], want: { field: 'remittanceInformationUnstructured', keyword: 'maxLength' } }],
    ['purposeCode outside the supported subset', { given: ['purposeCode', 'GDDS'], want: { field: 'purposeCode', keyword: 'enum' } }],
    ['startDate in another date form', { given: ['startDate', '07.06.2018'], want: { field: 'startDate', keyword: 'format' } }],
    ['startDate as a date-time', { given: ['startDate', '2018-06-07T00:00:00+00:00'], want: { field: 'startDate', keyword: 'format' } }],
    ['startDate 2026-02-30, an impossible calendar date', { given: ['startDate', '2026-02-30'], want: { field: 'startDate', keyword: 'format' } }],
    ['startDate 2026-02-29, not a leap year', { given: ['startDate', '2026-02-29'], want: { field: 'startDate', keyword: 'format' } }],
    ['endDate not a date', { given: ['endDate', 'tomorrow'], want: { field: 'endDate', keyword: 'format' } }],
    ['endDate in month 13', { given: ['endDate', '2020-13-07'], want: { field: 'endDate', keyword: 'format' } }],
    ['frequency unknown', { given: ['frequency', 'Yearly'], want: { field: 'frequency', keyword: 'enum' } }],
    ['frequency in the wrong case', { given: ['frequency', 'monthly'], want: { field: 'frequency', keyword: 'enum' } }],
    ['executionRule unknown', { given: ['executionRule', 'previous'], want: { field: 'executionRule', keyword: 'enum' } }],
    ['executionRule in the wrong case', { given: ['executionRule', 'Following'], want: { field: 'executionRule', keyword: 'enum' } }],
    ['dayOfExecution of three digits', { given: ['dayOfExecution', '123'], want: { field: 'dayOfExecution', keyword: 'pattern' } }],
    ['dayOfExecution not a number', { given: ['dayOfExecution', 'a'], want: { field: 'dayOfExecution', keyword: 'pattern' } }],
    ['dayOfExecution empty', { given: ['dayOfExecution', ''], want: { field: 'dayOfExecution', keyword: 'pattern' } }],
    ['dayOfExecution as a JSON number', { given: ['dayOfExecution', 12], want: { field: 'dayOfExecution', keyword: 'type' } }],
  ] as const)('%s', (_name, { given: [path, value], want }) => {
    expect(validatePeriodic(edit(portalSample, path, value))).toMatchObject({ code: 'FORMAT_ERROR', part: 'body', ...want });
  });
});

// Regression: with an account given by iban alone, a bad iban or currency was reported as "bban is required"
// (the first branch of "bban or iban" failed first), sending the TPP to fix a field it never meant to send.
describe('regression: an iban-only account with a bad value is reported on that value, not as a missing bban', () => {
  const ibanOnly = { iban: 'NO0995360573002', currency: 'NOK' };
  it.each([
    ['creditor iban of 35 characters', { given: ['creditorAccount', { ...ibanOnly, iban: `NO09${'1'.repeat(31)}` }], want: 'creditorAccount.iban' }],
    ['creditor iban malformed', { given: ['creditorAccount', { ...ibanOnly, iban: 'NO09 9536 0573 002' }], want: 'creditorAccount.iban' }],
    ['creditor currency unknown', { given: ['creditorAccount', { ...ibanOnly, currency: 'XXX' }], want: 'creditorAccount.currency' }],
    ['debtor iban malformed', { given: ['debtorAccount', { ...ibanOnly, iban: '0995360573002' }], want: 'debtorAccount.iban' }],
    ['debtor currency missing', { given: ['debtorAccount', { iban: 'NO0995360573002' }], want: 'debtorAccount.currency' }],
  ] as const)('%s', (_name, { given: [path, value], want }) => {
    expect(validatePeriodic(edit(portalSample, path, value))).toMatchObject({ code: 'FORMAT_ERROR', field: want });
  });
});

describe('periodic payment body: monthsOfExecution', () => {
  // Decision in spec/openapi.yaml (MonthsOfExecution): 1 to 11 entries, each month 1 to 12, no duplicates.
  it.each([
    ['12 entries', { given: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], want: { field: 'monthsOfExecution', keyword: 'maxItems' } }],
    ['no entry', { given: [], want: { field: 'monthsOfExecution', keyword: 'minItems' } }],
    ['month 0', { given: [0], want: { field: 'monthsOfExecution[0]' } }],
    ['month 13', { given: [1, 13], want: { field: 'monthsOfExecution[1]' } }],
    ['month "13" as a string', { given: ['13'], want: { field: 'monthsOfExecution[0]' } }],
    ['month "00" as a string', { given: ['00'], want: { field: 'monthsOfExecution[0]' } }],
    ['a fractional month', { given: [1.5], want: { field: 'monthsOfExecution[0]' } }],
    ['duplicate months', { given: [1, 4, 1], want: { field: 'monthsOfExecution[2]', keyword: 'uniqueItems' } }],
    ['duplicate months as strings', { given: ['4', '4'], want: { field: 'monthsOfExecution[1]', keyword: 'uniqueItems' } }],
    ['not an array', { given: 1, want: { field: 'monthsOfExecution', keyword: 'type' } }],
  ] as const)('%s', (_name, { given, want }) => {
    expect(validatePeriodic(edit(maximal, 'monthsOfExecution', given))).toMatchObject({ code: 'FORMAT_ERROR', ...want });
  });
});

describe('periodic payment body: the amount string', () => {
  it.each([
    ['zero', '0'],
    ['whole', '100'],
    ['two decimals', '100.23'],
    ['five decimals, the contract scale', '0.12345'],
    ['13 integer digits and 5 decimals, the contract precision', '9999999999999.99999'],
  ])('accepts %s (%s)', (_name, amount) => {
    expect(validatePeriodic(edit(portalSample, 'instructedAmount.amount', amount))).toBeUndefined();
  });

  it.each([
    ['an exponent', '1e5'],
    ['a plus sign', '+100'],
    ['a minus sign', '-100'],
    ['a leading zero', '0100'],
    ['a leading zero before the point', '00.5'],
    ['a leading space', ' 100'],
    ['a space inside', '1 000'],
    ['a trailing space', '100 '],
    ['6 decimals', '1.123456'],
    ['14 integer digits', '10000000000000'],
    ['an empty string', ''],
    ['a comma as decimal separator', '100,23'],
    ['a trailing point', '100.'],
    ['a leading point', '.5'],
    ['a thousands separator', '1,000.00'],
  ])('rejects %s (%j)', (_name, amount) => {
    const issue = validatePeriodic(edit(portalSample, 'instructedAmount.amount', amount));
    expect(issue).toMatchObject({ code: 'FORMAT_ERROR', field: 'instructedAmount.amount', pointer: '/instructedAmount/amount', keyword: 'pattern' });
  });
});
