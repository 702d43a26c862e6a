import { describe, expect, it } from 'vitest';
import { validateRequestPart } from './index.js';

/**
 * Texts of the issues whose keyword says little by itself: a body that is not an object, and the spec's `not`
 * clauses (at most one form of remittance information), for which AJV reports no parameters at all.
 */
const PAYMENT = 'initiateNorwegianDomesticCreditTransfer';
const PERIODIC = 'initiatePeriodicNorwegianDomesticCreditTransfer';

const payment = {
  instructedAmount: { amount: '100.23', currency: 'NOK' },
  creditorName: 'Company 123',
  creditorAccount: { bban: '95360573002', currency: 'NOK' },
  debtorAccount: { bban: '95360573002', currency: 'NOK' },
};

describe('validation issue texts', () => {
  it.each([
    [PAYMENT, 'an array', []],
    [PAYMENT, 'null', null],
    [PAYMENT, 'a string', 'payment'],
    [PERIODIC, 'an array', []],
    [PERIODIC, 'a number', 42],
  ] as const)('%s with %s as the body: the body must be a JSON object', (operation, _name, body) => {
    expect(validateRequestPart(operation, 'body', body)).toMatchObject({
      code: 'FORMAT_ERROR',
      field: '',
      message: 'The request body must be a JSON object.',
    });
  });

  it.each([
    ['unstructured and structured', { remittanceInformationUnstructured: 'Faktura 1', remittanceInformationStructured: { reference: '1234567890128', referenceType: 'SCOR' } }, 'remittanceInformationStructured', 'remittanceInformationUnstructured and remittanceInformationStructured'],
    ['structured and its array', { remittanceInformationStructured: { reference: '1234567890128' }, remittanceInformationStructuredArray: [{ reference: '1234567890128' }] }, 'remittanceInformationStructuredArray', 'remittanceInformationStructured and remittanceInformationStructuredArray'],
  ])('remittance %s together: names the second field and both in the text', (_name, remittance, field, both) => {
    const issue = validateRequestPart(PAYMENT, 'body', { ...payment, ...remittance });
    expect(issue).toMatchObject({ code: 'FORMAT_ERROR', field, keyword: 'not' });
    expect(issue?.message).toBe(
      `Give at most one of remittanceInformationUnstructured, remittanceInformationStructured, remittanceInformationStructuredArray; this request has ${both}.`,
    );
  });

  it('a type error on a field keeps naming the type', () => {
    expect(validateRequestPart(PAYMENT, 'body', { ...payment, creditorName: 7 })).toMatchObject({
      field: 'creditorName',
      message: 'creditorName must be of type string.',
    });
  });

  it.each([['True'], ['1'], ['FALSE']])('a query boolean written %s is refused saying what is taken', (value) => {
    expect(validateRequestPart('listSandboxCustomers', 'query', { withAccounts: value })).toMatchObject({
      code: 'FORMAT_ERROR',
      field: 'withAccounts',
      message: 'withAccounts must be true or false (in lower case).',
    });
  });
});
