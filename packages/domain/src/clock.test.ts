import { describe, expect, it } from 'vitest';
import { getBankLocalTime, getBankToday } from './index.js';

describe('getBankLocalTime: Oslo wall-clock time, one formatting per minute', () => {
  it.each([
    // winter (UTC+1): the last second of a UTC day is already the next Oslo day
    ['2026-01-05T22:59:59.999Z', { date: '2026-01-05', hour: 23, minute: 59, weekday: 1 }],
    ['2026-01-05T23:00:00.000Z', { date: '2026-01-06', hour: 0, minute: 0, weekday: 2 }],
    // the spring change (29 March 2026, 01:00 UTC): 01:59 winter time is followed by 03:00 summer time
    ['2026-03-29T00:59:59.000Z', { date: '2026-03-29', hour: 1, minute: 59, weekday: 0 }],
    ['2026-03-29T01:00:00.000Z', { date: '2026-03-29', hour: 3, minute: 0, weekday: 0 }],
    // the autumn change (25 October 2026, 01:00 UTC): 02:59 summer time is followed by 02:00 winter time
    ['2026-10-25T00:59:00.000Z', { date: '2026-10-25', hour: 2, minute: 59, weekday: 0 }],
    ['2026-10-25T01:00:00.000Z', { date: '2026-10-25', hour: 2, minute: 0, weekday: 0 }],
  ])('%s is %o in Oslo', (instant, expected) => {
    expect(getBankLocalTime(new Date(instant))).toEqual(expected);
  });

  it('answers each call from its own instant, also when calls alternate between minutes', () => {
    const before = new Date('2026-01-05T22:59:30Z');
    const after = new Date('2026-01-05T23:00:30Z');
    expect([before, after, before, after].map((d) => getBankLocalTime(d).date)).toEqual(['2026-01-05', '2026-01-06', '2026-01-05', '2026-01-06']);
    expect(getBankToday({ now: () => after })).toBe('2026-01-06');
  });

  it('hands out a copy: changing an answer does not change the next one', () => {
    const instant = new Date('2026-06-01T10:00:00Z');
    const first = getBankLocalTime(instant);
    first.hour = 99;
    expect(getBankLocalTime(instant).hour).toBe(12);
  });

  it('still refuses an invalid date', () => {
    expect(() => getBankLocalTime(new Date('not a date'))).toThrow(RangeError);
  });
});
