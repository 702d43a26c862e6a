import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBankDayFrom, isNorwegianBankDay, listNorwegianBankHolidays } from './bank-days.js';
import { addDays } from './clock.js';

// Review K (payments review): the sandbox moved only Saturdays and Sundays, and settled payments on Christmas Day.
describe('Norwegian bank days', () => {
  it.each([
    // Easter Sundays 2025-2027: 20 April, 5 April, 28 March; in 2027 Whit Monday is 17 May.
    [2025, ['2025-01-01', '2025-04-17', '2025-04-18', '2025-04-21', '2025-05-01', '2025-05-17', '2025-05-29', '2025-06-09', '2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31']],
    [2026, ['2026-01-01', '2026-04-02', '2026-04-03', '2026-04-06', '2026-05-01', '2026-05-14', '2026-05-17', '2026-05-25', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31']],
    [2027, ['2027-01-01', '2027-03-25', '2027-03-26', '2027-03-29', '2027-05-01', '2027-05-06', '2027-05-17', '2027-12-24', '2027-12-25', '2027-12-26', '2027-12-31']],
  ] as const)('lists the bank holidays of %i', (year, want) => {
    expect(listNorwegianBankHolidays(year)).toEqual([...want].sort());
  });

  it.each([
    ['a Friday', '2026-11-27', true],
    ['a Saturday', '2026-11-28', false],
    ['a Sunday', '2026-11-29', false],
    ['Christmas Eve on a Thursday', '2026-12-24', false],
    ['Christmas Day on a Friday', '2026-12-25', false],
    ['the Monday after', '2026-12-28', true],
    ['Easter Monday', '2027-03-29', false],
    ['17 May on a Monday', '2027-05-17', false],
    ['Whit Monday', '2026-05-25', false],
  ] as const)('%s (%s) is a bank day: %s', (_name, date, want) => {
    expect(isNorwegianBankDay(date)).toBe(want);
  });

  it.each([
    ['a bank day stays', '2026-11-27', '2026-11-27'],
    ['a Saturday moves to Monday', '2026-11-28', '2026-11-30'],
    ['Christmas moves past the weekend', '2026-12-24', '2026-12-28'],
    ['New Year\'s Eve moves past New Year\'s Day', '2026-12-31', '2027-01-04'],
    ['Easter Saturday moves past Easter Monday', '2027-03-27', '2027-03-30'],
  ] as const)('%s: %s → %s', (_name, from, want) => {
    expect(findBankDayFrom(from)).toBe(want);
  });

  it('always finds a bank day within a week, never before the date', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 365 * 80 }), (offset) => {
      const date = addDays('2000-01-01', offset);
      const found = findBankDayFrom(date);
      expect(found >= date).toBe(true);
      expect(found <= addDays(date, 7)).toBe(true);
      expect(isNorwegianBankDay(found)).toBe(true);
    }));
  });
});
