import { describe, expect, test } from 'vitest';
import { findWeekdayMismatch, parseHttpDate } from './http-date.js';

const NOW = new Date('2025-06-02T10:00:00.000Z'); // a Monday

describe('regression: a Date with the wrong weekday was only "not an HTTP date"', () => {
  // RFC 7231 section 7.1.1.1: the day-name must be the weekday of the date; the message names both.
  test.each<[string, { given: string; want: { written: string; actual: string } | undefined }]>([
    ['IMF-fixdate, weekday off by one', { given: 'Tue, 02 Jun 2025 10:00:00 GMT', want: { written: 'Tue', actual: 'Mon' } }],
    ['RFC 850 form', { given: 'Sunday, 02-Jun-25 10:00:00 GMT', want: { written: 'Sunday', actual: 'Monday' } }],
    ['asctime form', { given: 'Fri Jun  2 10:00:00 2025', want: { written: 'Fri', actual: 'Mon' } }],
    ['a weekday name that is none', { given: 'Xyz, 02 Jun 2025 10:00:00 GMT', want: { written: 'Xyz', actual: 'Mon' } }],
    ['the right weekday', { given: 'Mon, 02 Jun 2025 10:00:00 GMT', want: undefined }],
    ['a day that does not exist (not a weekday problem)', { given: 'Mon, 31 Jun 2025 10:00:00 GMT', want: undefined }],
    ['not an HTTP date at all', { given: '2025-06-02T10:00:00Z', want: undefined }],
  ])('%s', (_name, { given, want }) => {
    expect(findWeekdayMismatch(given, NOW)).toEqual(want);
    if (want) expect(parseHttpDate(given, NOW)).toBeUndefined();
  });
});
