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

/** Formats a date as IMF-fixdate (what `Date.prototype.toUTCString` produces). */
export function formatHttpDate(date: Date): string {
  return date.toUTCString();
}

function build(weekday: number, day: string, month: string, year: number, time: string[]): Date | undefined {
  const monthIndex = MONTHS.indexOf(month);
  const [hours, minutes, seconds] = time.map(Number) as [number, number, number];
  if (weekday < 0 || monthIndex < 0 || hours > 23 || minutes > 59 || seconds > 60) return undefined;
  const dayNumber = Number(day);
  const date = new Date(Date.UTC(year, monthIndex, dayNumber, hours, minutes, Math.min(seconds, 59)));
  if (date.getUTCDate() !== dayNumber || date.getUTCMonth() !== monthIndex || date.getUTCDay() !== weekday) return undefined;
  return date;
}
