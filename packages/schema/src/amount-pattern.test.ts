import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateRequestPart } from './index.js';

/**
 * Property tests of the amount string (Common types: decimal, precision 18, scale 5; spec/openapi.yaml
 * AmountValue): at most 13 integer digits without a leading zero, an optional point with 1 to 5 fraction
 * digits, nothing else. Checked through the generated body validator of the periodic payment.
 */
function validateAmount(amount: string) {
  return validateRequestPart('initiatePeriodicNorwegianDomesticCreditTransfer', 'body', {
    instructedAmount: { amount, currency: 'NOK' },
    creditorName: 'Company 123',
    creditorAccount: { bban: '95360573002', currency: 'NOK' },
    debtorAccount: { bban: '95360573002', currency: 'NOK' },
    startDate: '2026-06-07',
    frequency: 'Monthly',
  });
}

const digits = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength, maxLength }).map((list) => list.join(''));

/** The integer part as a number prints it: no leading zero, at most 13 digits. */
const integerPart = fc.bigInt({ min: 0n, max: 10n ** 13n - 1n }).map(String);

/** Every string of the form the spec allows, built from its parts rather than from the pattern. */
const allowedAmount = fc.tuple(integerPart, fc.option(digits(1, 5), { nil: undefined })).map(([whole, fraction]) => (fraction === undefined ? whole : `${whole}.${fraction}`));

/** An independent reading of the rule, without regular expressions, for the differential property. */
function isAllowedAmount(text: string): boolean {
  const parts = text.split('.');
  if (parts.length > 2) return false;
  const [whole = '', fraction] = parts;
  const allDigits = (s: string) => [...s].every((c) => c >= '0' && c <= '9');
  if (whole.length < 1 || whole.length > 13 || !allDigits(whole)) return false;
  if (whole.length > 1 && whole.startsWith('0')) return false;
  if (fraction === undefined) return true;
  return fraction.length >= 1 && fraction.length <= 5 && allDigits(fraction);
}

describe('amount pattern (property)', () => {
  it('accepts every string of the allowed form', () => {
    fc.assert(
      fc.property(allowedAmount, (amount) => {
        expect(validateAmount(amount)).toBeUndefined();
      }),
    );
  });

  it('rejects any amount with a 6th decimal', () => {
    fc.assert(
      fc.property(integerPart, digits(6, 12), (whole, fraction) => {
        expect(validateAmount(`${whole}.${fraction}`)).toMatchObject({ code: 'FORMAT_ERROR', field: 'instructedAmount.amount', keyword: 'pattern' });
      }),
    );
  });

  it('rejects any amount with a leading zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), allowedAmount, (zeros, amount) => {
        expect(validateAmount(`${'0'.repeat(zeros)}${amount}`)).toMatchObject({ code: 'FORMAT_ERROR', field: 'instructedAmount.amount', keyword: 'pattern' });
      }),
    );
  });

  it('agrees with an independent reading of the rule on arbitrary short strings', () => {
    const text = fc.array(fc.constantFrom(...'0123456789.-+e ,'), { maxLength: 20 }).map((list) => list.join(''));
    fc.assert(
      fc.property(fc.oneof(text, allowedAmount), (amount) => {
        expect(validateAmount(amount) === undefined).toBe(isAllowedAmount(amount));
      }),
      { numRuns: 2000 },
    );
  });
});
