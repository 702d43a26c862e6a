import { addDays, getBankLocalTime } from './clock.js';

/**
 * The simulated batch runs, bank-local (Europe/Oslo) wall-clock times, every calendar day: midnight, then four
 * runs during the working day. A run on a day that is not a bank day (a weekend, a Norwegian bank holiday) settles
 * nothing (see `runBatch`). The times follow a Norwegian savings
 * bank's published schedule for moving approved domestic payments, five a day as the spec requires.
 *
 * @example
 * BATCH_TIMES; // ['00:00', '08:15', '10:00', '11:30', '13:30']
 * @see https://www.sparebank1.no/nb/ostfold-akershus/bedrift/kundeservice/bm-nettbank-bedrift/nar-gar-godkjente-betalinger-ut-av-kontoen.html
 *   (the published schedule: weekdays at 00.00, 08.15, 10.00, 11.30 and 13.30)
 */
export const BATCH_TIMES: readonly string[] = ['00:00', '08:15', '10:00', '11:30', '13:30'];

/**
 * The first scheduled batch run strictly after an instant.
 *
 * @example
 * getNextBatchRun(new Date('2026-03-02T08:00:00Z')); // 2026-03-02T09:00:00Z (10:00 Oslo, winter time)
 * @see BATCH_TIMES
 */
export function getNextBatchRun(after: Date): Date {
  const today = getBankLocalTime(after).date;
  for (const date of [today, addDays(today, 1)]) {
    for (const time of BATCH_TIMES) {
      const at = toInstant(date, time);
      if (at.getTime() > after.getTime()) return at;
    }
  }
  throw new Error('unreachable: a run always exists within two days');
}

/**
 * Tells whether a scheduled run fell in the interval (since, until]: a scheduler that last ran at `since`
 * should run the batch now.
 *
 * @example
 * isBatchRunDue(new Date('2026-03-02T07:00:00Z'), new Date('2026-03-02T07:20:00Z')); // true (08:15 Oslo)
 * @see BATCH_TIMES
 */
export function isBatchRunDue(since: Date, until: Date): boolean {
  return getNextBatchRun(since).getTime() <= until.getTime();
}

/** The instant of an Oslo wall-clock time, found by correcting a UTC guess by the observed offset. */
function toInstant(date: string, time: string): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const target = Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  let guess = target;
  for (let i = 0; i < 3; i += 1) {
    const local = getBankLocalTime(new Date(guess));
    const seen = Date.parse(`${local.date}T00:00:00Z`) + (local.hour * 60 + local.minute) * 60_000;
    if (seen === target) break;
    guess += target - seen;
  }
  return new Date(guess);
}
