import { describe, expect, it } from 'vitest';
import { resolveAcceptFix } from './index.js';

describe('resolveAcceptFix: dates are the bank\'s (Oslo) calendar dates', () => {
  // longer-names became the default on 2024-10-01; Oslo is UTC+2 that night (summer time).
  it.each([
    ['23:30 in Oslo on the eve (21:30 UTC)', '2024-09-30T21:30:00Z', false],
    ['00:30 in Oslo on the day, still the eve in UTC (22:30 UTC)', '2024-09-30T22:30:00Z', true],
  ])('%s: longer-names is the default: %s', (_name, instant, active) => {
    expect(resolveAcceptFix(undefined, new Date(instant)).active.has('longer-names')).toBe(active);
  });

  it('a value opted into before its introduction date (Oslo) is reported, not applied', () => {
    // cash-account-type-iso was introduced on 2023-06-01; 2023-05-31T21:59Z is 23:59 in Oslo.
    const early = resolveAcceptFix('cash-account-type-iso', new Date('2023-05-31T21:59:00Z'));
    expect(early.active.has('cash-account-type-iso')).toBe(false);
    expect(early.warnings).toMatchObject([{ value: 'cash-account-type-iso', reason: 'NOT_YET_INTRODUCED' }]);
    expect(resolveAcceptFix('cash-account-type-iso', new Date('2023-05-31T22:01:00Z')).active.has('cash-account-type-iso')).toBe(true);
  });

  it('the answer changes on the last millisecond before and the first one after Oslo midnight, one call after another', () => {
    // Resolutions are cached per minute and header; the minute boundary is where the date turns.
    expect(resolveAcceptFix(undefined, new Date('2024-09-30T21:59:59.999Z')).active.has('longer-names')).toBe(false);
    expect(resolveAcceptFix(undefined, new Date('2024-09-30T22:00:00.000Z')).active.has('longer-names')).toBe(true);
    expect(resolveAcceptFix(undefined, new Date('2024-09-30T21:59:30.000Z')).active.has('longer-names')).toBe(false);
  });

  it('repeated calls with the same header and date give the same answer, and different headers do not mix', () => {
    const now = new Date('2025-01-15T12:00:00Z');
    const first = resolveAcceptFix('no-such-fix', now);
    expect(resolveAcceptFix('no-such-fix', new Date('2025-01-15T12:00:40Z'))).toBe(first);
    expect(first.warnings).toMatchObject([{ value: 'no-such-fix', reason: 'UNKNOWN' }]);
    expect(resolveAcceptFix(undefined, now).warnings).toEqual([]);
    expect(resolveAcceptFix('other-fix', now).warnings).toMatchObject([{ value: 'other-fix' }]);
  });

  it('a value named twice warns once (one Warning per repeat made a header of any size)', () => {
    const now = new Date('2025-01-15T12:00:00Z');
    const resolution = resolveAcceptFix('foo, foo,bar,foo , amount-as-string, amount-as-string', now);
    expect(resolution.warnings.map((w) => w.value)).toEqual(['foo', 'bar']);
    expect(resolution.active.has('amount-as-string')).toBe(true);
  });
});
