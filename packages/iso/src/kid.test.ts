import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKid, detectKidScheme, isValidKid, IsoError, validateKid } from './index.js';

const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

describe('KID', () => {
  it.each([
    ['MOD10', { given: '1234567897', want: 'MOD10' }],
    ['MOD10, shortest', { given: '18', want: 'MOD10' }],
    ['MOD10, 25 digits', { given: createKid('1'.repeat(24), 'MOD10'), want: 'MOD10' }],
    ['MOD10, all zeros', { given: '0000000000', want: 'MOD10' }],
    ['MOD11', { given: '1234567892', want: 'MOD11' }],
    ['MOD11 with remainder 0 (check digit 0)', { given: '1090', want: 'MOD11' }],
    ["MOD11 with '-' (remainder 1)", { given: '1234567892-', want: 'MOD11' }],
    ["MOD11 with '-', short", { given: '1009-', want: 'MOD11' }],
    ['fits both schemes: reported as MOD10', { given: '50229', want: 'MOD10' }],
  ] as const)('accepts %s', (_name, { given, want }) => {
    expect(() => validateKid(given)).not.toThrow();
    expect(isValidKid(given)).toBe(true);
    expect(detectKidScheme(given)).toBe(want);
  });

  it.each([
    ['MOD10 digit off by one', { given: '1234567898', want: 'check digit 8 is wrong: expected 7 for MOD10 or 2 for MOD11' }],
    ['MOD11 digit off by one', { given: '1234567893', want: 'expected 7 for MOD10 or 2 for MOD11' }],
    ['swapped digits', { given: '2134567897', want: 'check digit 7 is wrong' }],
    ["'-' where MOD11 gives a digit", { given: '123456789-', want: "KID ends in '-'" }],
    ["'-' where MOD11 gives a digit, expected values", { given: '123456789-', want: 'expected 7 for MOD10 or 2 for MOD11' }],
    ["MOD11 digit where '-' is due", { given: '12345678920', want: 'expected 9 for MOD10 or - for MOD11' }],
    ['one digit', { given: '0', want: '2 to 25 characters long, got 1' }],
    ['26 digits', { given: createKid('1'.repeat(24), 'MOD10') + '0', want: 'got 26' }],
    ['empty', { given: '', want: 'got 0' }],
    ["'-' only", { given: '-', want: 'got 1' }],
    ["'-' inside", { given: '12-45', want: 'only digits' }],
    ["'-' twice", { given: '1234--', want: 'only digits' }],
    ['space', { given: '1234 5678 97', want: 'only digits' }],
    ['letter', { given: '12345678A7', want: 'only digits' }],
    ['non-ASCII digits', { given: '١٢٣٤', want: 'only digits' }],
    ['trailing newline', { given: '1234567897\n', want: 'only digits' }],
  ] as const)('rejects %s', (_name, { given, want }) => {
    expect(() => validateKid(given)).toThrow(
      expect.objectContaining({ code: 'KID_INVALID', message: expect.stringContaining(want) }),
    );
    expect(isValidKid(given)).toBe(false);
    expect(detectKidScheme(given)).toBeUndefined();
  });

  // Review K (ISO review): a payee's agreement names one scheme; a KID fitting only the other would not be matched.
  it.each([
    ['MOD10 KID, MOD10 agreement', { given: ['1234567897', 'MOD10'], want: undefined }],
    ['MOD11 KID, MOD11 agreement', { given: ['1234567892', 'MOD11'], want: undefined }],
    ["MOD11 KID with '-', MOD11 agreement", { given: ['1234567892-', 'MOD11'], want: undefined }],
    ['fits both, MOD11 agreement', { given: ['50229', 'MOD11'], want: undefined }],
    ['MOD10 KID, MOD11 agreement', { given: ['1234567897', 'MOD11'], want: 'check digit 7 is wrong: expected 2 for MOD11' }],
    ['MOD11 KID, MOD10 agreement', { given: ['1234567892', 'MOD10'], want: 'check digit 2 is wrong: expected 7 for MOD10' }],
    ["MOD11 '-' KID, MOD10 agreement", { given: ['1234567892-', 'MOD10'], want: "KID ends in '-', which is only the MOD11 check digit for remainder 1: expected 9 for MOD10" }],
  ] as const)('holds a KID to the scheme of the agreement: %s', (_name, { given: [kid, scheme], want }) => {
    if (want === undefined) {
      expect(() => validateKid(kid, { scheme })).not.toThrow();
      expect(isValidKid(kid, { scheme })).toBe(true);
    } else {
      expect(() => validateKid(kid, { scheme })).toThrow(expect.objectContaining({ code: 'KID_INVALID', message: expect.stringContaining(want) }));
      expect(isValidKid(kid, { scheme })).toBe(false);
    }
  });

  it('with a scheme, accepts exactly the KIDs createKid makes in it', () => {
    fc.assert(
      fc.property(digits(1, 24), fc.constantFrom('MOD10' as const, 'MOD11' as const), (base, scheme) => {
        const kid = createKid(base, scheme);
        expect(isValidKid(kid, { scheme })).toBe(true);
        const other = scheme === 'MOD10' ? 'MOD11' : 'MOD10';
        expect(isValidKid(kid, { scheme: other })).toBe(createKid(base, other) === kid);
      }),
    );
  });

  it.each([
    ['MOD10', { given: ['123456789', 'MOD10'], want: '1234567897' }],
    ['MOD11', { given: ['123456789', 'MOD11'], want: '1234567892' }],
    ["MOD11 with '-'", { given: ['1234567892', 'MOD11'], want: '1234567892-' }],
    ['MOD11 remainder 0', { given: ['0', 'MOD11'], want: '00' }],
  ] as const)('creates %s', (_name, { given, want }) => {
    expect(createKid(given[0], given[1])).toBe(want);
  });

  it.each([
    ['empty base', { given: ['', 'MOD10'] }],
    ['25-digit base', { given: ['1'.repeat(25), 'MOD10'] }],
    ['letters', { given: ['12A', 'MOD10'] }],
    ['unknown scheme', { given: ['123', 'MOD97'] }],
  ] as const)('refuses to create from %s', (_name, { given }) => {
    expect(() => createKid(given[0], given[1] as 'MOD10')).toThrow(expect.objectContaining({ code: 'KID_INVALID' }));
  });

  it('accepts every created KID and rejects every other final digit for its scheme', () => {
    fc.assert(
      fc.property(digits(1, 24), fc.constantFrom('MOD10' as const, 'MOD11' as const), (base, scheme) => {
        const kid = createKid(base, scheme);
        expect(kid.length).toBe(base.length + 1);
        expect(isValidKid(kid)).toBe(true);
        for (const other of '0123456789-') {
          // A wrong final character may still be the other scheme's check digit, never this scheme's.
          if (other !== kid.slice(-1)) expect(detectKidScheme(base + other)).not.toBe(scheme);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('detects a single-digit typo in a MOD10 KID', () => {
    fc.assert(
      fc.property(digits(1, 24), fc.nat(), fc.integer({ min: 1, max: 9 }), (base, position, shift) => {
        const kid = createKid(base, 'MOD10');
        const index = position % base.length;
        const changed = kid.slice(0, index) + String((Number(kid[index]) + shift) % 10) + kid.slice(index + 1);
        expect(detectKidScheme(changed)).not.toBe('MOD10');
      }),
    );
  });

  it('throws nothing but IsoError on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789- x') }), fc.string({ unit: 'grapheme' })), (text) => {
        try {
          validateKid(text);
          expect(detectKidScheme(text)).toBeDefined();
        } catch (error) {
          expect(error).toBeInstanceOf(IsoError);
          expect(isValidKid(text)).toBe(false);
        }
      }),
    );
  });
});
