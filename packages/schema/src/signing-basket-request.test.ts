import { describe, expect, it } from 'vitest';
import { validateRequestPart } from './index.js';

/**
 * The signing basket request table of the specification (Resources, "Signing basket request") and the
 * Limits row "Payments per signing basket: at most 10", checked through the generated body validator.
 */
const paymentId = (n: number) => `enc!!cGF5bWVudC0${n}=`;

function validateBasket(body: unknown) {
  return validateRequestPart('createSigningBasket', 'body', body);
}

describe('createSigningBasket body: accepted', () => {
  it.each([
    ['the portal sample (two payments)', { given: { paymentIds: ['enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=', 'enc!!QWJjRGVmR2hpSmtsTW5vUHFyU3R1dld4eVo='] } }],
    ['one payment', { given: { paymentIds: [paymentId(1)] } }],
    ['ten payments, the limit', { given: { paymentIds: Array.from({ length: 10 }, (_, i) => paymentId(i)) } }],
  ] as const)('%s', (_name, { given }) => {
    expect(validateBasket(structuredClone(given))).toBeUndefined();
  });
});

describe('createSigningBasket body: one case per rule', () => {
  it.each([
    ['paymentIds missing', { given: {}, want: { field: 'paymentIds', keyword: 'required' } }],
    ['paymentIds empty (0 entries)', { given: { paymentIds: [] }, want: { field: 'paymentIds', keyword: 'minItems' } }],
    [
      '11 paymentIds, one over the limit',
      { given: { paymentIds: Array.from({ length: 11 }, (_, i) => paymentId(i)) }, want: { field: 'paymentIds', keyword: 'maxItems' } },
    ],
    [
      'the same payment id twice',
      { given: { paymentIds: [paymentId(1), paymentId(2), paymentId(1)] }, want: { field: 'paymentIds[2]', keyword: 'uniqueItems' } },
    ],
    ['a payment id that is not a string', { given: { paymentIds: [paymentId(1), 42] }, want: { field: 'paymentIds[1]', keyword: 'type' } }],
    ['paymentIds not an array', { given: { paymentIds: paymentId(1) }, want: { field: 'paymentIds', keyword: 'type' } }],
    ['a body that is not an object', { given: [paymentId(1)], want: { field: '', keyword: 'type' } }],
  ] as const)('%s', (_name, { given, want }) => {
    const issue = validateBasket(structuredClone(given));
    expect(issue).toMatchObject({ code: 'FORMAT_ERROR', part: 'body', ...want });
  });

  it('rejects a request without a body (the body is required)', () => {
    expect(validateBasket(undefined)).toMatchObject({ code: 'FORMAT_ERROR', part: 'body', field: '' });
  });

  it('points at the offending entry with a JSON pointer', () => {
    expect(validateBasket({ paymentIds: [paymentId(1), null] })?.pointer).toBe('/paymentIds/1');
  });
});
