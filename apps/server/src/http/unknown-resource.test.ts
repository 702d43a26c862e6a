import { describe, expect, it } from 'vitest';
import type { TppMessage } from './api-problem.js';
import { nameUnknownResource } from './unknown-resource.js';

const unknown = (text: string, path?: string): TppMessage => ({ category: 'ERROR', code: 'RESOURCE_UNKNOWN', text, ...(path ? { path } : {}) });

describe('nameUnknownResource', () => {
  it.each([
    ['the parameter whose value the text quotes', unknown('payment p-1 is unknown'), { 'payment-product': 'sepa-credit-transfers', paymentId: 'p-1' }, 'paymentId'],
    ['the longer value when one holds another', unknown('card account ab-12 is unknown'), { a: 'ab', mockCardAccountId: 'ab-12' }, 'mockCardAccountId'],
    ['nothing when no value is quoted', unknown('no such thing'), { customerId: 'c-1' }, undefined],
    ['nothing for a value inside a longer token', unknown('payment p-12 is unknown'), { paymentId: 'p-1' }, undefined],
    ['the path already given', unknown('account a-1 is unknown', 'accountIds[0]'), { mockAccountId: 'a-1' }, 'accountIds[0]'],
    // Regression (review I): a 500-character id made the 512-character text end inside it, and no path was named.
    ['a long value the text was cut inside', unknown(`card account ${'a'.repeat(499)}`), { mockCardAccountId: 'a'.repeat(500) }, 'mockCardAccountId'],
    ['nothing for a cut text that ends inside a longer token', unknown(`card account x${'a'.repeat(498)}`), { mockCardAccountId: 'a'.repeat(500) }, undefined],
    ['nothing for a short text ending with the start of a value', unknown('card account aaa'), { mockCardAccountId: 'aaaa' }, undefined],
  ] as const)('names %s', (_name, message, params, want) => {
    expect(nameUnknownResource([message], params)[0]?.path).toBe(want);
  });

  it('leaves other codes alone', () => {
    const message: TppMessage = { category: 'ERROR', code: 'FORMAT_ERROR', text: 'payment p-1 is odd' };
    expect(nameUnknownResource([message], { paymentId: 'p-1' })).toEqual([message]);
  });
});
