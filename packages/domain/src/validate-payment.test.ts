import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.js';
import type { DomainErrorCode } from './errors.js';
import type { PaymentInitiation } from './payment-request.js';
import { createPayment, getPayment } from './payment-service.js';
import type { PsuIdentity } from './payment-types.js';
import { STRUCTURED_ADDRESS_ENFORCED_FROM_PRODUCTION } from './structured-address.js';
import {
  BRUKSKONTO,
  CORP_DRIFTSKONTO,
  createSandboxContext,
  domesticBody,
  EXTERNAL,
  KID_DRIFTSKONTO,
  PSU_1,
  PSU_3,
  periodicBody,
  VALUTAKONTO,
} from './test-support.js';

const BEFORE_ENFORCEMENT = '2026-03-02T09:00:00Z';
const AFTER_ENFORCEMENT = '2026-08-13T06:00:00Z';
const DE_IBAN = 'DE89370400440532013000';

type Case = [string, { given: PaymentInitiation; now?: string; psu?: PsuIdentity; want: { code: DomainErrorCode; path?: string } }];

const single = (overrides: Parameters<typeof domesticBody>[0] = {}): PaymentInitiation => ({
  service: 'payments',
  product: 'norwegian-domestic-credit-transfers',
  body: domesticBody(overrides),
});
const sepa = (overrides: Parameters<typeof domesticBody>[0] = {}): PaymentInitiation => ({
  service: 'payments',
  product: 'sepa-credit-transfers',
  body: domesticBody({
    instructedAmount: { amount: '10.00', currency: 'EUR' },
    debtorAccount: { ...VALUTAKONTO, currency: 'EUR' },
    creditorAccount: { iban: DE_IBAN },
    creditorName: 'Empfänger GmbH',
    creditorAgent: 'COBADEFFXXX',
    creditorAddress: { townName: 'Berlin', country: 'DE' },
    ...overrides,
  }),
});
const periodic = (overrides: Parameters<typeof periodicBody>[0] = {}): PaymentInitiation => ({
  service: 'periodic-payments',
  product: 'norwegian-domestic-credit-transfers',
  body: periodicBody(overrides),
});
const kid = (reference: string) => ({
  remittanceInformationUnstructured: undefined,
  remittanceInformationStructuredArray: [{ reference, referenceType: 'SCOR' }],
});

const rejected: Case[] = [
  // Regression: the periodic domestic transfer read a structured reference its contract lacks, as a KID.
  ['a structured reference on a periodic domestic transfer', { given: periodic(kid('12345678903')), want: { code: 'FORMAT_ERROR', path: 'remittanceInformationStructuredArray' } }],
  ['three decimals in NOK', { given: single({ instructedAmount: { amount: '1.234', currency: 'NOK' } }), want: { code: 'FORMAT_ERROR', path: 'instructedAmount.amount' } }],
  ['zero amount', { given: single({ instructedAmount: { amount: '0.00', currency: 'NOK' } }), want: { code: 'FORMAT_ERROR', path: 'instructedAmount.amount' } }],
  ['domestic payment in EUR', { given: single({ instructedAmount: { amount: '1.00', currency: 'EUR' } }), want: { code: 'PRODUCT_INVALID', path: 'instructedAmount.currency' } }],
  ['creditor IBAN with a bad check', { given: single({ creditorAccount: { iban: 'NO0895360573002' } }), want: { code: 'FORMAT_ERROR', path: 'creditorAccount.iban' } }],
  ['creditor BBAN failing MOD11', { given: single({ creditorAccount: { bban: '95360573003' } }), want: { code: 'FORMAT_ERROR', path: 'creditorAccount.bban' } }],
  ['creditor BBAN contradicting its IBAN', { given: single({ creditorAccount: { iban: EXTERNAL.iban, bban: '12345678903' } }), want: { code: 'FORMAT_ERROR', path: 'creditorAccount.bban' } }],
  ['creditor without iban or bban', { given: single({ creditorAccount: { currency: 'NOK' } }), want: { code: 'FORMAT_ERROR', path: 'creditorAccount' } }],
  ['foreign creditor for a domestic product', { given: single({ creditorAccount: { iban: DE_IBAN } }), want: { code: 'PRODUCT_INVALID', path: 'creditorAccount.iban' } }],
  ['debtor BBAN failing MOD11', { given: single({ debtorAccount: { bban: '09232911044' } }), want: { code: 'FORMAT_ERROR', path: 'debtorAccount.bban' } }],
  ['debtor account not in the bank', { given: single({ debtorAccount: { bban: '12345678903' } }), want: { code: 'RESOURCE_UNKNOWN', path: 'debtorAccount' } }],
  ['debtor reference in a currency the account does not hold', { given: single({ debtorAccount: { bban: '09232911007', currency: 'EUR' } }), want: { code: 'FORMAT_ERROR', path: 'debtorAccount.currency' } }],
  // Review L: the creditor side of the same rule was not checked.
  ['a NOK transfer to one of the bank\'s EUR accounts', { given: single({ creditorAccount: { bban: '85523166803', currency: 'EUR' } }), want: { code: 'PRODUCT_INVALID', path: 'instructedAmount.currency' } }],
  ['debtor account of another PSU', { given: single({ debtorAccount: BRUKSKONTO }), psu: PSU_3, want: { code: 'RESOURCE_UNKNOWN', path: 'debtorAccount' } }],
  ['corporate account without an engagement', { given: single({ debtorAccount: CORP_DRIFTSKONTO }), psu: { ...PSU_1, context: 'CORPORATE' }, want: { code: 'RESOURCE_UNKNOWN', path: 'debtorAccount' } }],
  ['corporate account in private context', { given: single({ debtorAccount: CORP_DRIFTSKONTO }), psu: PSU_3, want: { code: 'RESOURCE_UNKNOWN', path: 'debtorAccount' } }],
  ['requestedExecutionDate yesterday', { given: single({ requestedExecutionDate: '2026-03-01' }), want: { code: 'EXECUTION_DATE_INVALID', path: 'requestedExecutionDate' } }],
  ['creditorName over 70 characters', { given: single({ creditorName: 'x'.repeat(71) }), want: { code: 'FORMAT_ERROR', path: 'creditorName' } }],
  ['creditorName with a line break', { given: single({ creditorName: 'Grocer\nAS' }), want: { code: 'FORMAT_ERROR', path: 'creditorName' } }],
  ['remittance text with a line break and a tab', { given: single({ remittanceInformationUnstructured: 'Invoice 1\r\n\tInvoice 2' }), want: { code: 'FORMAT_ERROR', path: 'remittanceInformationUnstructured' } }],
  ['a periodic payment\'s remittance text with a line break', { given: periodic({ remittanceInformationUnstructured: 'Rent\nMarch' }), want: { code: 'FORMAT_ERROR', path: 'remittanceInformationUnstructured' } }],
  ['a creditor town name with a line break', { given: single({ creditorAddress: { townName: 'Oslo\nSentrum', country: 'NO' } }), want: { code: 'FORMAT_ERROR', path: 'creditorAddress.townName' } }],
  ['a structured reference with a line break', { given: single({ remittanceInformationUnstructured: undefined, remittanceInformationStructuredArray: [{ reference: 'INV-1\nINV-2', referenceType: 'CINV' }] } as never), want: { code: 'FORMAT_ERROR', path: 'remittanceInformationStructuredArray[0].reference' } }],
  ['a creditor postal code with a tab', { given: single({ creditorAddress: { postalCode: '01\t50', country: 'NO' } }), want: { code: 'FORMAT_ERROR', path: 'creditorAddress.postalCode' } }],
  ['creditorName with a tab', { given: single({ creditorName: 'Grocer\tAS' }), want: { code: 'FORMAT_ERROR', path: 'creditorName' } }],
  ['ultimateDebtor with a carriage return', { given: single({ ultimateDebtor: 'Ola\rNordmann' }), want: { code: 'FORMAT_ERROR', path: 'ultimateDebtor' } }],
  ['ultimateDebtor over 70 characters', { given: single({ ultimateDebtor: 'x'.repeat(71) }), want: { code: 'FORMAT_ERROR', path: 'ultimateDebtor' } }],
  ['street over 70 characters', { given: single({ creditorAddress: { street: 'x'.repeat(71), country: 'NO' } }), want: { code: 'FORMAT_ERROR', path: 'creditorAddress.street' } }],
  ['empty unstructured remittance', { given: single({ remittanceInformationUnstructured: '' }), want: { code: 'FORMAT_ERROR', path: 'remittanceInformationUnstructured' } }],
  ['unstructured remittance of 141 characters', { given: single({ remittanceInformationUnstructured: 'x'.repeat(141) }), want: { code: 'FORMAT_ERROR', path: 'remittanceInformationUnstructured' } }],
  ['structured and unstructured together', { given: single({ remittanceInformationStructuredArray: [{ reference: '12345678903', referenceType: 'SCOR' }] }), want: { code: 'FORMAT_ERROR', path: 'remittanceInformationStructuredArray' } }],
  ['deprecated and current structured forms together', { given: single({ remittanceInformationUnstructured: undefined, remittanceInformationStructured: { reference: '12345678903' }, remittanceInformationStructuredArray: [] }), want: { code: 'FORMAT_ERROR', path: 'remittanceInformationStructured' } }],
  ['KID with a bad check digit', { given: single(kid('12345678904')), want: { code: 'KID_INVALID', path: 'remittanceInformationStructuredArray[0].reference' } }],
  ['the portal sample KID 99754667145676221 (its check digit is wrong)', { given: single(kid('99754667145676221')), want: { code: 'KID_INVALID', path: 'remittanceInformationStructuredArray[0].reference' } }],
  ['KID with a bad check digit, second entry', { given: single({ remittanceInformationUnstructured: undefined, remittanceInformationStructuredArray: [{ reference: '33523568', referenceType: 'CINV' }, { reference: '99754667145676222', referenceType: 'SCOR' }] }), want: { code: 'KID_INVALID', path: 'remittanceInformationStructuredArray[1].reference' } }],
  ['bad KID in the deprecated single form', { given: single({ remittanceInformationUnstructured: undefined, remittanceInformationStructured: { reference: '12345678904' } }), want: { code: 'KID_INVALID', path: 'remittanceInformationStructured.reference' } }],
  ['bad KID with the misspelt referencType key', { given: single({ remittanceInformationUnstructured: undefined, remittanceInformationStructuredArray: [{ reference: '12345678904', referencType: 'SCOR' }] }), want: { code: 'KID_INVALID', path: 'remittanceInformationStructuredArray[0].reference' } }],
  ['KID-only creditor paid with text', { given: single({ creditorAccount: KID_DRIFTSKONTO }), want: { code: 'KID_MISSING', path: 'remittanceInformationStructuredArray' } }],
  // Regression (review J): the periodic product has no structured reference, yet the answer named one.
  ['KID-only creditor paid by a periodic payment', { given: periodic({ creditorAccount: KID_DRIFTSKONTO }), want: { code: 'KID_MISSING', path: 'creditorAccount' } }],
  ['KID-only creditor paid with an invoice number', { given: single({ creditorAccount: KID_DRIFTSKONTO, remittanceInformationUnstructured: undefined, remittanceInformationStructuredArray: [{ reference: '33523568', referenceType: 'CINV' }] }), want: { code: 'KID_MISSING', path: 'remittanceInformationStructuredArray' } }],
  ['periodic startDate yesterday', { given: periodic({ startDate: '2026-03-01' }), want: { code: 'EXECUTION_DATE_INVALID', path: 'startDate' } }],
  ['requestedExecutionDate 31 April (no such day; text order alone would call it future)', { given: single({ requestedExecutionDate: '2026-04-31' }), want: { code: 'FORMAT_ERROR', path: 'requestedExecutionDate' } }],
  ['requestedExecutionDate in month 13', { given: single({ requestedExecutionDate: '2026-13-01' }), want: { code: 'FORMAT_ERROR', path: 'requestedExecutionDate' } }],
  ['requestedExecutionDate without zero padding', { given: single({ requestedExecutionDate: '2026-3-5' }), want: { code: 'FORMAT_ERROR', path: 'requestedExecutionDate' } }],
  ['periodic startDate 30 February', { given: periodic({ startDate: '2026-02-30' }), want: { code: 'FORMAT_ERROR', path: 'startDate' } }],
  ['periodic endDate in basic format', { given: periodic({ startDate: '2026-05-01', endDate: '20270501' }), want: { code: 'FORMAT_ERROR', path: 'endDate' } }],
  ['periodic endDate before startDate', { given: periodic({ startDate: '2026-05-01', endDate: '2026-04-30' }), want: { code: 'EXECUTION_DATE_INVALID', path: 'endDate' } }],
  ['MonthlyVariable without months', { given: periodic({ frequency: 'MonthlyVariable' }), want: { code: 'FORMAT_ERROR', path: 'monthsOfExecution' } }],
  ['MonthlyVariable with no months', { given: periodic({ frequency: 'MonthlyVariable', monthsOfExecution: [] }), want: { code: 'FORMAT_ERROR', path: 'monthsOfExecution' } }],
  ['MonthlyVariable with a duplicate month', { given: periodic({ frequency: 'MonthlyVariable', monthsOfExecution: [3, 6, 3] }), want: { code: 'FORMAT_ERROR', path: 'monthsOfExecution[2]' } }],
  ['MonthlyVariable with a duplicate after normalising', { given: periodic({ frequency: 'MonthlyVariable', monthsOfExecution: ['3', 3] }), want: { code: 'FORMAT_ERROR', path: 'monthsOfExecution[1]' } }],
  ['MonthlyVariable with month 13', { given: periodic({ frequency: 'MonthlyVariable', monthsOfExecution: [1, 13] }), want: { code: 'FORMAT_ERROR', path: 'monthsOfExecution[1]' } }],
  ['MonthlyVariable with month "0"', { given: periodic({ frequency: 'MonthlyVariable', monthsOfExecution: ['0'] }), want: { code: 'FORMAT_ERROR', path: 'monthsOfExecution[0]' } }],
  ['months with Monthly', { given: periodic({ frequency: 'Monthly', monthsOfExecution: [1] }), want: { code: 'FORMAT_ERROR', path: 'monthsOfExecution' } }],
  ['unknown frequency', { given: periodic({ frequency: 'Fortnightly' }), want: { code: 'FORMAT_ERROR', path: 'frequency' } }],
  ['dayOfExecution 0', { given: periodic({ dayOfExecution: '0' }), want: { code: 'FORMAT_ERROR', path: 'dayOfExecution' } }],
  ['dayOfExecution 32', { given: periodic({ dayOfExecution: '32' }), want: { code: 'FORMAT_ERROR', path: 'dayOfExecution' } }],
  ['unknown executionRule', { given: periodic({ executionRule: 'nearest' }), want: { code: 'FORMAT_ERROR', path: 'executionRule' } }],
  ['SEPA in NOK', { given: sepa({ instructedAmount: { amount: '1.00', currency: 'NOK' } }), want: { code: 'PRODUCT_INVALID', path: 'instructedAmount.currency' } }],
  ['SEPA to a BBAN only', { given: sepa({ creditorAccount: { bban: '0532013000' } }), want: { code: 'FORMAT_ERROR', path: 'creditorAccount.iban' } }],
  ['SEPA with an invalid BIC', { given: sepa({ creditorAgent: 'NOT A BIC' }), want: { code: 'FORMAT_ERROR', path: 'creditorAgent' } }],
  ['SEPA with the urgent service level of non-SEPA cross-border payments', { given: sepa({ serviceLevel: 'URGP' } as never), want: { code: 'FORMAT_ERROR', path: 'serviceLevel' } }],
  ['SEPA from a NOK account', { given: sepa({ debtorAccount: { iban: 'NO1009232911007' } }), want: { code: 'PRODUCT_INVALID', path: 'instructedAmount.currency' } }],
  ['SEPA without creditor name once enforced', { given: sepa({ creditorName: undefined }), now: AFTER_ENFORCEMENT, want: { code: 'FORMAT_ERROR', path: 'creditorName' } }],
  ['city and townName that disagree', { given: sepa({ creditorAddress: { townName: 'Berlin', city: 'Hamburg', country: 'DE' } }), now: AFTER_ENFORCEMENT, want: { code: 'FORMAT_ERROR', path: 'creditorAddress.city' } }],
  ['SEPA without town once enforced', { given: sepa({ creditorAddress: { country: 'DE' } }), now: AFTER_ENFORCEMENT, want: { code: 'FORMAT_ERROR', path: 'creditorAddress.townName' } }],
  ['SEPA without BIC once enforced', { given: sepa({ creditorAgent: undefined }), now: AFTER_ENFORCEMENT, want: { code: 'FORMAT_ERROR', path: 'creditorAgent' } }],
  ['cross-border to a BBAN without country once enforced', { given: { ...sepa({ creditorAccount: { bban: '123456789' }, creditorAddress: { townName: 'New York' } }), product: 'cross-border-credit-transfers' }, now: AFTER_ENFORCEMENT, want: { code: 'FORMAT_ERROR', path: 'creditorAddress.country' } }],
  ['bulk entry with too many decimals', { given: { service: 'bulk-payments', product: 'norwegian-domestic-credit-transfers', body: { debtorAccount: { bban: '09232911007' }, payments: [domesticBody(), domesticBody({ instructedAmount: { amount: '1.001', currency: 'NOK' } })] } }, want: { code: 'FORMAT_ERROR', path: 'payments[1].instructedAmount.amount' } }],
  ['bulk entry to a KID-only creditor without KID', { given: { service: 'bulk-payments', product: 'norwegian-domestic-credit-transfers', body: { debtorAccount: { bban: '09232911007' }, payments: [domesticBody({ creditorAccount: KID_DRIFTSKONTO })] } }, want: { code: 'KID_MISSING', path: 'payments[0].remittanceInformationStructuredArray' } }],
  ['empty bulk', { given: { service: 'bulk-payments', product: 'norwegian-domestic-credit-transfers', body: { debtorAccount: { bban: '09232911007' }, payments: [] } }, want: { code: 'FORMAT_ERROR', path: 'payments' } }],
];

describe('payment validation beyond the schema', () => {
  it.each(rejected)('rejects: %s', async (_name, { given, now, psu, want }) => {
    const ctx = await createSandboxContext(now ?? BEFORE_ENFORCEMENT);
    const error = await createPayment(ctx, { tppId: 'tpp-1', initiation: given, ...(psu === undefined ? {} : { psu }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: want.code, path: want.path });
  });

  const accepted: [string, { given: PaymentInitiation; now?: string; psu?: PsuIdentity }][] = [
    ['the published domestic sample', { given: single() }],
    ['the published periodic sample (preceeding, dayOfExecution "12")', { given: periodic() }],
    ['preceding spelled the Berlin Group way', { given: periodic({ executionRule: 'preceding' }) }],
    ['MonthlyVariable with string and integer months, December included', { given: periodic({ frequency: 'MonthlyVariable', monthsOfExecution: ['1', 6, '12'] }) }],
    ['startDate today and no endDate', { given: periodic({ startDate: '2026-03-02', endDate: undefined }) }],
    ['dayOfExecution 31', { given: periodic({ dayOfExecution: '31' }) }],
    ['a valid KID to a KID-only creditor', { given: single({ creditorAccount: KID_DRIFTSKONTO, ...kid('12345678903') }) }],
    ['a valid KID in the deprecated single form', { given: single({ creditorAccount: KID_DRIFTSKONTO, remittanceInformationUnstructured: undefined, remittanceInformationStructured: { reference: '12345678903' } }) }],
    ['the PSU own account', { given: single(), psu: PSU_3 }],
    ['a corporate account through an engagement with VIEW and REGISTER', { given: single({ debtorAccount: CORP_DRIFTSKONTO }), psu: { ...PSU_3, context: 'CORPORATE' } }],
    ['SEPA without structured data before enforcement', { given: sepa({ creditorAgent: undefined, creditorAddress: undefined, creditorName: undefined }) }],
    ['SEPA with city (deprecated) once enforced', { given: sepa({ creditorAddress: { city: 'Berlin', country: 'DE' } }), now: AFTER_ENFORCEMENT }],
    ['city and townName that agree', { given: sepa({ creditorAddress: { townName: 'Berlin', city: 'Berlin', country: 'DE' } }), now: AFTER_ENFORCEMENT }],
    ['SEPA with the country inferred from the IBAN once enforced', { given: sepa({ creditorAddress: { townName: 'Berlin' } }), now: AFTER_ENFORCEMENT }],
    ['SEPA to a sandbox account: BIC inferred once enforced', { given: sepa({ creditorAccount: { iban: 'NO4085523166803' }, creditorAgent: undefined, debtorAccount: VALUTAKONTO }), now: AFTER_ENFORCEMENT }],
    ['cross-border (NCBCT) in USD is allowed', { given: { ...sepa({ instructedAmount: { amount: '1.00', currency: 'EUR' }, creditorAccount: { bban: '123456789' }, creditorAddress: { townName: 'New York', country: 'US' }, creditorAgent: 'CHASUS33' }), product: 'cross-border-credit-transfers' }, now: AFTER_ENFORCEMENT }],
    ['domestic payment without creditor address once enforced', { given: single({ creditorAddress: undefined }), now: AFTER_ENFORCEMENT }],
  ];
  it.each(accepted)('accepts: %s', async (_name, { given, now, psu }) => {
    const ctx = await createSandboxContext(now ?? BEFORE_ENFORCEMENT);
    const created = await createPayment(ctx, { tppId: 'tpp-1', initiation: given, ...(psu === undefined ? {} : { psu }) });
    expect(created.transactionStatus).toBe('RCVD');
    expect(created.transactionFees).toEqual({ minor: 0n, currency: created.transactionFees.currency });
  });

  it('keeps amounts as minor units and normalises the periodic terms', async () => {
    const ctx = await createSandboxContext();
    const { paymentId } = await createPayment(ctx, {
      tppId: 'tpp-1',
      initiation: periodic({ frequency: 'MonthlyVariable', monthsOfExecution: ['3', 9], executionRule: 'preceeding', creditorAddress: { city: 'Trondheim', country: 'NO' } }),
    });
    const details = await getPayment(ctx, { tppId: 'tpp-1', paymentId });
    expect(details).toMatchObject({
      instructedAmount: { minor: 10023n, currency: 'NOK' },
      monthsOfExecution: [3, 9],
      executionRule: 'preceding',
      dayOfExecution: 12,
      creditorAddress: { townName: 'Trondheim', country: 'NO' },
    });
  });

  it('fills the inferred country and BIC into the stored payment', async () => {
    const ctx = await createSandboxContext(AFTER_ENFORCEMENT);
    const { paymentId } = await createPayment(ctx, {
      tppId: 'tpp-1',
      initiation: sepa({ creditorAccount: { iban: 'NO4085523166803' }, creditorAgent: undefined, creditorAddress: { townName: 'Oslo' }, debtorAccount: VALUTAKONTO }),
    });
    expect(await getPayment(ctx, { tppId: 'tpp-1', paymentId })).toMatchObject({ creditorAgent: 'XSKTNO22', creditorAddress: { townName: 'Oslo', country: 'NO' } });
  });

  // Review (dates): production enforced structured creditor data from the sandbox's date, 13 August, and every
  // refusal named that date; service-spec's Versioning gives production 15 November 2026.
  it.each([
    ['the sandbox (default)', undefined, '2026-09-01T06:00:00Z', '2026-08-13'],
    ['production', STRUCTURED_ADDRESS_ENFORCED_FROM_PRODUCTION, '2026-11-15T06:00:00Z', '2026-11-15'],
  ] as const)('enforces structured creditor data in %s from its own date, and names that date', async (_name, from, enforcedAt, date) => {
    const ctx = { ...(await createSandboxContext(enforcedAt)), ...(from === undefined ? {} : { structuredAddressFrom: from }) };
    const refused = await createPayment(ctx, { tppId: 'tpp-1', initiation: sepa({ creditorAddress: { country: 'DE' } }) }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'FORMAT_ERROR', path: 'creditorAddress.townName', message: expect.stringContaining(`from ${date}`) });
  });

  it('accepts a SEPA payment without a creditor town in production on 14 November 2026, a day before its date', async () => {
    const ctx = { ...(await createSandboxContext('2026-11-14T12:00:00Z')), structuredAddressFrom: STRUCTURED_ADDRESS_ENFORCED_FROM_PRODUCTION };
    expect(await createPayment(ctx, { tppId: 'tpp-1', initiation: sepa({ creditorAddress: { country: 'DE' } }) })).toMatchObject({ transactionStatus: 'RCVD' });
  });

  it('writes nothing when validation fails', async () => {
    const ctx = await createSandboxContext();
    await createPayment(ctx, { tppId: 'tpp-1', initiation: single(kid('12345678904')) }).catch(() => undefined);
    expect(ctx.store.snapshot().payments.size).toBe(0);
  });
});
