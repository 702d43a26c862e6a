import { CURRENCY_CODES } from '@xs2a-kit/schema/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountAsNumber, getMinorUnits, JsonNumber, parseAmount, stringifyJson } from './index.js';

const hasRawJson = typeof (JSON as unknown as { rawJSON?: unknown }).rawJSON === 'function';

describe('formatAmount', () => {
  it.each([
    ['NOK', { given: [10023n, 'NOK'], want: '100.23' }],
    ['NOK whole', { given: [10000n, 'NOK'], want: '100.00' }],
    ['NOK below one', { given: [5n, 'NOK'], want: '0.05' }],
    ['zero', { given: [0n, 'NOK'], want: '0.00' }],
    ['negative (transactions)', { given: [-150n, 'NOK'], want: '-1.50' }],
    ['negative below one', { given: [-5n, 'NOK'], want: '-0.05' }],
    ['JPY', { given: [1000n, 'JPY'], want: '1000' }],
    ['KWD', { given: [1005n, 'KWD'], want: '1.005' }],
    ['largest NOK', { given: [999999999999999n, 'NOK'], want: '9999999999999.99' }],
    ['largest negative NOK', { given: [-999999999999999n, 'NOK'], want: '-9999999999999.99' }],
  ] as const)('formats %s', (_name, { given, want }) => {
    expect(formatAmount(given[0], given[1])).toBe(want);
    expect(formatAmountAsNumber(given[0], given[1]).text).toBe(want);
  });

  it.each([
    ['beyond 13 integer digits', { given: [10n ** 15n, 'NOK'], want: 'AMOUNT_TOO_LARGE' }],
    ['beyond 13 integer digits, negative', { given: [-(10n ** 15n), 'NOK'], want: 'AMOUNT_TOO_LARGE' }],
    ['unknown currency', { given: [1n, 'EURO'], want: 'CURRENCY_UNKNOWN' }],
    ['a number instead of a bigint', { given: [1 as unknown as bigint, 'NOK'], want: 'AMOUNT_FORMAT_INVALID' }],
  ] as const)('rejects %s', (_name, { given, want }) => {
    expect(() => formatAmount(given[0], given[1])).toThrow(expect.objectContaining({ code: want }));
  });

  it('parses back every non-negative value it formats', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_CODES), fc.bigInt({ min: 0n, max: 10n ** 16n - 1n }), (currency, raw) => {
        const minor = raw % 10n ** BigInt(13 + getMinorUnits(currency));
        expect(parseAmount(formatAmount(minor, currency), currency)).toBe(minor);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatAmountAsNumber', () => {
  it('keeps every digit that a float would lose', () => {
    const value = formatAmountAsNumber(999999999999999n, 'NOK');
    expect(value).toBeInstanceOf(JsonNumber);
    expect(value.text).toBe('9999999999999.99');
    expect(`${value}`).toBe('9999999999999.99');
  });

  it.runIf(hasRawJson)('is written verbatim by JSON.stringify where JSON.rawJSON exists', () => {
    const body = JSON.stringify({ amount: formatAmountAsNumber(999999999999999n, 'NOK') });
    expect(body).toBe('{"amount":9999999999999.99}');
    expect(JSON.stringify([formatAmountAsNumber(10020n, 'NOK')])).toBe('[100.20]');
  });

  it.runIf(!hasRawJson)('refuses to serialize itself without JSON.rawJSON rather than round', () => {
    expect(() => JSON.stringify({ amount: formatAmountAsNumber(10023n, 'NOK') })).toThrow(
      expect.objectContaining({ code: 'JSON_NUMBER_UNSUPPORTED' }),
    );
  });

  it('is written verbatim by stringifyJson on any runtime', () => {
    const body = { amount: formatAmountAsNumber(10020n, 'NOK'), currency: 'NOK', list: [formatAmountAsNumber(-5n, 'NOK')] };
    expect(stringifyJson(body)).toBe('{"amount":100.20,"currency":"NOK","list":[-0.05]}');
    expect(stringifyJson(body, 1)).toBe('{\n "amount": 100.20,\n "currency": "NOK",\n "list": [\n  -0.05\n ]\n}');
    expect(stringifyJson({ amount: '100.20' })).toBe('{"amount":"100.20"}');
  });

  it('leaves strings that look like placeholders alone', () => {
    const body = { trap: '\u0000abc:0\u0000', amount: formatAmountAsNumber(1n, 'NOK') };
    expect(stringifyJson(body)).toBe('{"trap":"\\u0000abc:0\\u0000","amount":0.01}');
  });

  it('survives a nested stringifyJson call from a toJSON', () => {
    const inner = { toJSON: () => stringifyJson({ fee: formatAmountAsNumber(250n, 'NOK') }) };
    expect(stringifyJson({ inner, amount: formatAmountAsNumber(100n, 'NOK') })).toBe(
      '{"inner":"{\\"fee\\":2.50}","amount":1.00}',
    );
  });

  it.each([
    ['exponent', { given: '1e3' }],
    ['leading zero', { given: '01' }],
    ['empty', { given: '' }],
    ['injection', { given: '1,"x":2' }],
  ] as const)('cannot be built from a non-number token: %s', (_name, { given }) => {
    expect(() => new JsonNumber(given)).toThrow(expect.objectContaining({ code: 'AMOUNT_FORMAT_INVALID' }));
  });
});
