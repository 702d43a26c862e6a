import { addDays } from './clock.js';

/**
 * The Norwegian bank holidays of a year, as dates (YYYY-MM-DD): the public holidays that fall on weekdays in some
 * years (New Year's Day, Maundy Thursday, Good Friday, Easter Monday, 1 May, 17 May, Ascension Day, Whit Monday,
 * Christmas Day, Boxing Day) and Christmas Eve and New Year's Eve, when Norwegian banks and Norges Bank's
 * settlement do not execute payments. Easter Sunday and Whit Sunday are Sundays, days without execution anyway.
 *
 * @example
 * listNorwegianBankHolidays(2026).includes('2026-04-03'); // true (Good Friday)
 * @see the Norwegian public holidays act (lov om helligdager og helligdagsfred); Norges Bank's settlement calendar
 */
export function listNorwegianBankHolidays(year: number): string[] {
  const easter = findEasterSunday(year);
  const fixed = ['01-01', '05-01', '05-17', '12-24', '12-25', '12-26', '12-31'].map((day) => `${year}-${day}`);
  const moving = [-3, -2, 1, 39, 50].map((offset) => addDays(easter, offset));
  // Whit Monday can fall on 17 May (2027): one date, listed once.
  return [...new Set([...fixed, ...moving])].sort();
}

/**
 * Whether payments are executed on a date (YYYY-MM-DD, bank-local): Monday to Friday, except the Norwegian bank
 * holidays ({@link listNorwegianBankHolidays}).
 *
 * @example
 * isNorwegianBankDay('2026-12-25'); // false (Christmas Day)
 * isNorwegianBankDay('2026-12-28'); // true
 * @see service-spec.md, What the service does 10 (the simulated batch runs, which settle only on bank days)
 */
export function isNorwegianBankDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(Number(date.slice(0, 4))).has(date);
}

/**
 * The first bank day on or after a date.
 *
 * @example
 * findBankDayFrom('2027-03-27'); // '2027-03-30' (Saturday, Easter Sunday and Easter Monday skipped)
 */
export function findBankDayFrom(date: string): string {
  let day = date;
  while (!isNorwegianBankDay(day)) day = addDays(day, 1);
  return day;
}

const holidayCache = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  let holidays = holidayCache.get(year);
  if (holidays === undefined) {
    holidays = new Set(listNorwegianBankHolidays(year));
    holidayCache.set(year, holidays);
  }
  return holidays;
}

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian computus). */
function findEasterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
