import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidMaskedPan, IsoError, validateMaskedPan } from './index.js';

describe('validateMaskedPan', () => {
  it.each([
    ['first 6, last 4, stars', { given: '123456******1234' }],
    ['first 4, last 4, x', { given: '1234xxxxxxxx4321' }],
    ['upper-case X', { given: '1234XXXXXXXX4321' }],
    ['only the last 4', { given: '************1234' }],
    ['first 8 on a 16-digit PAN (8-digit BIN)', { given: '12345678****1234' }],
    ['12 characters', { given: '123456**1234' }],
    ['19 characters', { given: '123456*********1234' }],
    ['fully masked', { given: '****************' }],
  ] as const)('accepts %s', (_name, { given }) => {
    expect(() => validateMaskedPan(given)).not.toThrow();
    expect(isValidMaskedPan(given)).toBe(true);
  });

  it.each([
    ['clear PAN', { given: '1234567890123456', want: 'nothing is masked' }],
    ['too short', { given: '1234***1234', want: '12 to 19 characters, got 11' }],
    ['too long', { given: '123456**********1234', want: 'got 20' }],
    ['spaces', { given: '1234 **** **** 4321', want: 'one run of a single mask character' }],
    ['mixed mask characters', { given: '123456***xxx1234', want: 'one run of a single mask character' }],
    ['two masked runs', { given: '1234**5678**1234', want: 'one run of a single mask character' }],
    ['letters', { given: '123456******12AB', want: 'one run of a single mask character' }],
    ['7 leading digits on a 15-character PAN', { given: '1234567****1234', want: 'first 6 digits, got 7' }],
    ['9 leading digits on a 16-character PAN', { given: '123456789***1234', want: 'first 8 digits, got 9' }],
    ['5 trailing digits', { given: '123456*****12345', want: 'last 4 digits, got 5' }],
    ['empty', { given: '', want: 'got 0' }],
  ] as const)('rejects %s', (_name, { given, want }) => {
    expect(() => validateMaskedPan(given)).toThrow(
      expect.objectContaining({ code: 'MASKED_PAN_INVALID', message: expect.stringContaining(want) }),
    );
    expect(isValidMaskedPan(given)).toBe(false);
  });

  it('throws nothing but IsoError on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789*xX -') , maxLength: 22 }), (text) => {
        try {
          validateMaskedPan(text);
        } catch (error) {
          expect(error).toBeInstanceOf(IsoError);
        }
      }),
    );
  });
});
