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
});
