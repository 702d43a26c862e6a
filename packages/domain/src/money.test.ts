import { describe, expect, it } from 'vitest';
import { parseMoney } from './money.js';

describe('parseMoney with JSON numbers (mock-data bodies)', () => {
  const accepted: [string, { given: number; want: bigint }][] = [
    ['a whole number', { given: 100, want: 10000n }],
    ['two decimals', { given: 100.25, want: 10025n }],
    ['a negative amount', { given: -18.5, want: -1850n }],
    ['the largest whole amount the contract allows (13 digits)', { given: 9999999999999, want: 999999999999900n }],
  ];
  it.each(accepted)('reads %s', (_name, { given, want }) => {
    expect(parseMoney({ amount: given, currency: 'NOK' }, 'balanceAmount').minor).toBe(want);
  });

  // Ops review: 1e300 was trimmed as a decimal to "1e+3" in the refusal's text, and 1e-21 passed as zero.
  const refused: [string, { given: number; quoted: string }][] = [
    ['1e300, quoted as sent', { given: 1e300, quoted: '1e+300' }],
    ['1e21', { given: 1e21, quoted: '1e+21' }],
    ['1e-21, too small to be zero', { given: 1e-21, quoted: '1e-21' }],
    ['-1e-25', { given: -1e-25, quoted: '1e-25' }],
  ];
  it.each(refused)('refuses %s as FORMAT_ERROR at the amount', (_name, { given, quoted }) => {
    let caught: unknown;
    try {
      parseMoney({ amount: given, currency: 'NOK' }, 'balanceAmount');
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ name: 'DomainError', code: 'FORMAT_ERROR', path: 'balanceAmount.amount' });
    expect((caught as Error).message).toContain(quoted);
  });

  it('refuses 1e-7 for its fraction digits, expanded as a decimal', () => {
    expect(() => parseMoney({ amount: 1e-7, currency: 'NOK' }, 'balanceAmount')).toThrow('NOK allows 2 decimals, got 7');
  });
});
