import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { findWeekdayMismatch, parseHttpDate } from './http-date.js';

const NOW = new Date('2025-06-02T10:00:00.000Z'); // a Monday

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const time = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** The three forms of RFC 9110 section 5.6.7, written independently of the parser, plus the one-digit day. */
const imfFixdate = (d: Date) => `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${time(d)} GMT`;
const oneDigitDay = (d: Date) => `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${time(d)} GMT`;
const rfc850 = (d: Date) => `${LONG_DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${pad(d.getUTCFullYear() % 100)} ${time(d)} GMT`;
const asctime = (d: Date) => `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${time(d)} ${d.getUTCFullYear()}`;

/** Whole seconds between 1976 and 2074: within 50 years of NOW, so an rfc850-date's two digits name them too. */
const instants = fc.integer({ min: Date.UTC(1976, 0, 1) / 1000, max: Date.UTC(2074, 11, 31) / 1000 }).map((s) => new Date(s * 1000));

describe('the forms a recipient must read (RFC 9110 section 5.6.7) and the one-digit day of RFC 5322', () => {
  test.each<[string, { given: string; want: string | undefined }]>([
    ['IMF-fixdate', { given: 'Thu, 03 Dec 2026 10:00:06 GMT', want: '2026-12-03T10:00:06.000Z' }],
    // Java's DateTimeFormatter.RFC_1123_DATE_TIME (Tink's sparebank agent) writes the day without its zero.
    ['IMF-fixdate with a one-digit day', { given: 'Thu, 3 Dec 2026 10:00:06 GMT', want: '2026-12-03T10:00:06.000Z' }],
    ['rfc850-date', { given: 'Thursday, 03-Dec-26 10:00:06 GMT', want: '2026-12-03T10:00:06.000Z' }],
    ['asctime-date, day padded with a space', { given: 'Thu Dec  3 10:00:06 2026', want: '2026-12-03T10:00:06.000Z' }],
    ['asctime-date, two-digit day', { given: 'Sat Dec 12 10:00:06 2026', want: '2026-12-12T10:00:06.000Z' }],
    ['a leap day', { given: 'Thu, 29 Feb 2024 00:00:00 GMT', want: '2024-02-29T00:00:00.000Z' }],
    ['a leap second, read as the second before', { given: 'Wed, 31 Dec 2025 23:59:60 GMT', want: '2025-12-31T23:59:59.000Z' }],
    ['rfc850-date more than 50 years ahead: the past century', { given: 'Friday, 01-Jan-99 00:00:00 GMT', want: '1999-01-01T00:00:00.000Z' }],
    ['rfc850-date at most 50 years ahead: this century', { given: 'Tuesday, 01-Jan-75 00:00:00 GMT', want: '2075-01-01T00:00:00.000Z' }],
    ['a four-digit year below 100 is that year, not 19xx', { given: 'Sat, 01 Jan 0050 00:00:00 GMT', want: '0050-01-01T00:00:00.000Z' }],
    ['31 Feb', { given: 'Tue, 31 Feb 2026 10:00:00 GMT', want: undefined }],
    ['29 Feb of a common year', { given: 'Sun, 29 Feb 2026 10:00:00 GMT', want: undefined }],
    ['day 0', { given: 'Sun, 0 Feb 2026 10:00:00 GMT', want: undefined }],
    ['a three-digit day', { given: 'Thu, 003 Dec 2026 10:00:06 GMT', want: undefined }],
    ['hour 24', { given: 'Thu, 03 Dec 2026 24:00:00 GMT', want: undefined }],
    ['a one-digit day in rfc850-date', { given: 'Thursday, 3-Dec-26 10:00:06 GMT', want: undefined }],
    ['a one-digit hour', { given: 'Thu, 3 Dec 2026 1:00:06 GMT', want: undefined }],
    ['UTC for GMT', { given: 'Thu, 03 Dec 2026 10:00:06 UTC', want: undefined }],
    ['a numeric zone', { given: 'Thu, 03 Dec 2026 10:00:06 +0000', want: undefined }],
    ['CET', { given: 'Thu, 03 Dec 2026 11:00:06 CET', want: undefined }],
    ['asctime-date with a zone', { given: 'Thu Dec  3 10:00:06 2026 GMT', want: undefined }],
    ['ISO 8601', { given: '2026-12-03T10:00:06Z', want: undefined }],
    ['a month in capitals', { given: 'Thu, 03 DEC 2026 10:00:06 GMT', want: undefined }],
    ['no weekday', { given: '03 Dec 2026 10:00:06 GMT', want: undefined }],
    ['two spaces after the comma', { given: 'Thu,  3 Dec 2026 10:00:06 GMT', want: undefined }],
  ])('%s', (_name, { given, want }) => {
    expect(parseHttpDate(given, NOW)?.toISOString()).toBe(want);
  });

  test('every instant reads back from each form, the one-digit day included', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        for (const write of [imfFixdate, oneDigitDay, rfc850, asctime]) {
          expect(parseHttpDate(write(instant), NOW)?.getTime()).toBe(instant.getTime());
        }
      }),
    );
  });

  test('any other weekday is refused in each form, and findWeekdayMismatch names both days', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 6 }), (instant, shift) => {
        const actual = instant.getUTCDay();
        const other = (actual + shift) % 7;
        for (const [write, names] of [[imfFixdate, DAYS], [oneDigitDay, DAYS], [rfc850, LONG_DAYS], [asctime, DAYS]] as const) {
          const text = write(instant).replace(names[actual]!, names[other]!);
          expect(parseHttpDate(text, NOW)).toBeUndefined();
          expect(findWeekdayMismatch(text, NOW)).toEqual({ written: names[other], actual: names[actual] });
        }
      }),
    );
  });

  test('a two-digit year lands within 50 years of now, whatever the century', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1950, max: 2300 }), fc.integer({ min: 0, max: 99 }), (nowYear, digits) => {
        const now = new Date(Date.UTC(nowYear, 5, 15));
        const year = findYear(digits, now).getUTCFullYear();
        expect(year % 100).toBe(digits);
        expect(year).toBeGreaterThan(nowYear - 50);
        expect(year).toBeLessThanOrEqual(nowYear + 50);
      }),
    );
  });
});

/** 1 January of the year the parser places the digits in: only one weekday fits it, so try each. */
function findYear(digits: number, now: Date): Date {
  for (const day of LONG_DAYS) {
    const parsed = parseHttpDate(`${day}, 01-Jan-${pad(digits)} 00:00:00 GMT`, now);
    if (parsed) return parsed;
  }
  throw new Error(`no weekday fits 01-Jan-${pad(digits)}`);
}

describe('regression: a Date with the wrong weekday was only "not an HTTP date"', () => {
  // RFC 9110 section 5.6.7: the day-name must be the weekday of the date; the message names both.
  test.each<[string, { given: string; want: { written: string; actual: string } | undefined }]>([
    ['IMF-fixdate, weekday off by one', { given: 'Tue, 02 Jun 2025 10:00:00 GMT', want: { written: 'Tue', actual: 'Mon' } }],
    ['IMF-fixdate with a one-digit day, weekday off by one', { given: 'Tue, 2 Jun 2025 10:00:00 GMT', want: { written: 'Tue', actual: 'Mon' } }],
    ['RFC 850 form', { given: 'Sunday, 02-Jun-25 10:00:00 GMT', want: { written: 'Sunday', actual: 'Monday' } }],
    ['asctime form', { given: 'Fri Jun  2 10:00:00 2025', want: { written: 'Fri', actual: 'Mon' } }],
    ['a weekday name that is none', { given: 'Xyz, 02 Jun 2025 10:00:00 GMT', want: { written: 'Xyz', actual: 'Mon' } }],
    ['the right weekday', { given: 'Mon, 02 Jun 2025 10:00:00 GMT', want: undefined }],
    ['the right weekday, one-digit day', { given: 'Mon, 2 Jun 2025 10:00:00 GMT', want: undefined }],
    ['a day that does not exist (not a weekday problem)', { given: 'Mon, 31 Jun 2025 10:00:00 GMT', want: undefined }],
    ['not an HTTP date at all', { given: '2025-06-02T10:00:00Z', want: undefined }],
  ])('%s', (_name, { given, want }) => {
    expect(findWeekdayMismatch(given, NOW)).toEqual(want);
    if (want) expect(parseHttpDate(given, NOW)).toBeUndefined();
  });
});
