/**
 * HTTP dates (RFC 7231 section 7.1.1.1): IMF-fixdate, and the two obsolete forms recipients must still read.
 */

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const IMF_FIXDATE = /^([A-Z][a-z]{2}), (\d{2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const RFC_850 = /^([A-Z][a-z]{5,8}), (\d{2})-([A-Z][a-z]{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
let lastText: string | undefined;
let lastDate: Date | undefined;
const ASCTIME = /^([A-Z][a-z]{2}) ([A-Z][a-z]{2}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;

/**
 * Parses an HTTP date; undefined when the text is not one of the three forms, names a day or month that does
 * not exist, or gives a weekday that does not fit the date.
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
    // RFC 7231: a two-digit year more than 50 years in the future means the most recent past such year.
    let year = 2000 + Number(match[4]);
    if (year > now.getUTCFullYear() + 50) year -= 100;
    return build(LONG_DAYS.indexOf(match[1]!), match[2]!, match[3]!, year, match.slice(5, 8));
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
    let year = 2000 + Number(match[4]);
    if (year > now.getUTCFullYear() + 50) year -= 100;
    checked = build(undefined, match[2]!, match[3]!, year, match.slice(5, 8));
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
 * The date, or undefined when a field is out of range or the weekday (an index, -1 for a name that is none) does
 * not fit; an undefined weekday is not checked.
 */
function build(weekday: number | undefined, day: string, month: string, year: number, time: string[]): Date | undefined {
  const monthIndex = MONTHS.indexOf(month);
  const [hours, minutes, seconds] = time.map(Number) as [number, number, number];
  if ((weekday !== undefined && weekday < 0) || monthIndex < 0 || hours > 23 || minutes > 59 || seconds > 60) return undefined;
  const dayNumber = Number(day);
  const date = new Date(Date.UTC(year, monthIndex, dayNumber, hours, minutes, Math.min(seconds, 59)));
  if (date.getUTCDate() !== dayNumber || date.getUTCMonth() !== monthIndex || (weekday !== undefined && date.getUTCDay() !== weekday)) return undefined;
  return date;
}
