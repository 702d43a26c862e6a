/**
 * HTTP dates (RFC 9110 section 5.6.7, formerly RFC 7231 section 7.1.1.1): IMF-fixdate, and the two obsolete forms
 * recipients must still read (rfc850-date and asctime-date). IMF-fixdate is read with a one-digit day as well:
 * RFC 5322 (and RFC 1123 before it) lets the day have one digit, and Java's DateTimeFormatter.RFC_1123_DATE_TIME,
 * which TPP tools such as Tink's use, writes `Thu, 3 Dec 2026 10:00:06 GMT` on the first nine days of a month.
 */

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const IMF_FIXDATE = /^([A-Z][a-z]{2}), (\d{1,2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const RFC_850 = /^([A-Z][a-z]{5,8}), (\d{2})-([A-Z][a-z]{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const ASCTIME = /^([A-Z][a-z]{2}) ([A-Z][a-z]{2}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;
let lastText: string | undefined;
let lastDate: Date | undefined;

/**
 * Parses an HTTP date; undefined when the text is not one of the three forms (IMF-fixdate with a day of one or
 * two digits, rfc850-date, asctime-date), names a day or month that does not exist, gives a weekday that does
 * not fit the date, or names a zone other than GMT. `now` places an rfc850-date's two-digit year.
 *
 * @example
 * ```ts
 * parseHttpDate('Thu, 3 Dec 2026 10:00:06 GMT', new Date()); // 2026-12-03T10:00:06.000Z
 * parseHttpDate('Thursday, 03-Dec-26 10:00:06 GMT', new Date()); // the same instant
 * parseHttpDate('Thu Dec  3 10:00:06 2026', new Date()); // the same instant
 * ```
 * @see RFC 9110 section 5.6.7 (recipients accept all three forms); RFC 5322 section 3.3 (a one-digit day)
 */
export function parseHttpDate(text: string, now: Date): Date | undefined {
  // Requests arriving within the same second share their Date text; remember the last IMF-fixdate read.
  if (text === lastText) return lastDate;
  let match = IMF_FIXDATE.exec(text);
  if (match) {
    const date = build(DAYS.indexOf(match[1]!), match[2]!, match[3]!, Number(match[4]), match.slice(5, 8));
    lastText = text;
    lastDate = date;
    return date;
  }
  match = RFC_850.exec(text);
  if (match) {
    return build(LONG_DAYS.indexOf(match[1]!), match[2]!, match[3]!, placeTwoDigitYear(match[4]!, now), match.slice(5, 8));
  }
  match = ASCTIME.exec(text);
  if (match) return build(DAYS.indexOf(match[1]!), match[3]!.trim(), match[2]!, Number(match[7]), match.slice(4, 7));
  return undefined;
}

/**
 * Why a text that has the shape of an HTTP date is not one, when the weekday is the reason: the weekday written
 * and the one of the date, such as `{ written: 'Tue', actual: 'Mon' }` for Tue, 02 Jun 2025 10:00:00 GMT.
 * Undefined when the weekday fits or the text is not of the three forms. Only a failure calls this.
 *
 * @example
 * ```ts
 * findWeekdayMismatch('Tue, 02 Jun 2025 10:00:00 GMT', new Date()); // { written: 'Tue', actual: 'Mon' }
 * ```
 * @see RFC 7231 section 7.1.1.1 (day-name is the day of the week of the date)
 */
export function findWeekdayMismatch(text: string, now: Date): { readonly written: string; readonly actual: string } | undefined {
  let written: string;
  let names: readonly string[];
  let checked: Date | undefined;
  let match = IMF_FIXDATE.exec(text);
  if (match) {
    written = match[1]!;
    names = DAYS;
    checked = build(undefined, match[2]!, match[3]!, Number(match[4]), match.slice(5, 8));
  } else if ((match = RFC_850.exec(text))) {
    written = match[1]!;
    names = LONG_DAYS;
    checked = build(undefined, match[2]!, match[3]!, placeTwoDigitYear(match[4]!, now), match.slice(5, 8));
  } else if ((match = ASCTIME.exec(text))) {
    written = match[1]!;
    names = DAYS;
    checked = build(undefined, match[3]!.trim(), match[2]!, Number(match[7]), match.slice(4, 7));
  } else {
    return undefined;
  }
  if (!checked) return undefined;
  const actual = names[checked.getUTCDay()]!;
  return actual === written ? undefined : { written, actual };
}

/** Formats a date as IMF-fixdate (what `Date.prototype.toUTCString` produces). */
export function formatHttpDate(date: Date): string {
  return date.toUTCString();
}

/**
 * The year of an rfc850-date's two digits: the one within 50 years of `now` either way. RFC 9110 section 5.6.7
 * reads a year that would lie more than 50 years ahead as the latest past year with those digits; counting from
 * now's century rather than from 2000 keeps that true after 2050 too.
 */
function placeTwoDigitYear(digits: string, now: Date): number {
  const current = now.getUTCFullYear();
  const year = current - (current % 100) + Number(digits);
  if (year > current + 50) return year - 100;
  if (year <= current - 50) return year + 100;
  return year;
}

/**
 * The date, or undefined when a field is out of range or the weekday (an index, -1 for a name that is none) does
 * not fit; an undefined weekday is not checked.
 */
function build(weekday: number | undefined, day: string, month: string, year: number, time: string[]): Date | undefined {
  const monthIndex = MONTHS.indexOf(month);
  const [hours, minutes, seconds] = time.map(Number) as [number, number, number];
  if ((weekday !== undefined && weekday < 0) || monthIndex < 0 || hours > 23 || minutes > 59 || seconds > 60) return undefined;
  const dayNumber = Number(day);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(Date.UTC(2000, 0, 1, hours, minutes, Math.min(seconds, 59)));
  date.setUTCFullYear(year, monthIndex, dayNumber);
  if (date.getUTCDate() !== dayNumber || date.getUTCMonth() !== monthIndex || (weekday !== undefined && date.getUTCDay() !== weekday)) return undefined;
  return date;
}
