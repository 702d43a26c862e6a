import { ACCEPT_FIX_CATALOGUE, type AcceptFixValue } from './generated/constants.js';

/** Why a value of the x-accept-fix header had no effect. */
export interface AcceptFixWarning {
  readonly value: string;
  readonly reason: 'UNKNOWN' | 'NOT_YET_INTRODUCED';
  /** A sentence for tppMessages.text. */
  readonly text: string;
}

/** The fixes in force for one request, and what the TPP should be told about the rest. */
export interface AcceptFixResolution {
  readonly active: ReadonlySet<AcceptFixValue>;
  readonly warnings: readonly AcceptFixWarning[];
}

const known = new Map<string, (typeof ACCEPT_FIX_CATALOGUE)[number]>(ACCEPT_FIX_CATALOGUE.map((fix) => [fix.value, fix]));

// The catalogue's dates are the bank's (Oslo) calendar dates: in the last hour or two of a UTC day Oslo is
// already on the next one. en-CA formats as YYYY-MM-DD.
const BANK_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });
const MINUTE_MS = 60_000;
// Oslo's midnight always falls on a whole UTC minute, so one formatted date serves a whole minute of requests
// (the formatter was a measurable share of a signed GET's CPU).
let dateMinute = Number.NaN;
let dateOfMinute = '';
function bankDate(now: Date): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== dateMinute) {
    dateOfMinute = BANK_DATE.format(now);
    dateMinute = minute;
  }
  return dateOfMinute;
}

// TPPs send a handful of distinct header values; a resolution depends only on the value and the bank date.
const MAX_CACHED = 64;
const resolutions = new Map<string, AcceptFixResolution>();

/**
 * Decides which published breaking changes apply to a request. A fix applies to every
 * request from its made-default date on (the bank's calendar date, Europe/Oslo); before that, only to requests that name it in x-accept-fix, and
 * only from its introduction date. Several values are comma-separated; white space around each is ignored
 * (a real TPP sends `longer-names, cardaccount-switch-originalamount-and-transactionamount`). An unknown
 * value is reported as a warning, never ignored silently; a value named twice counts once (and warns once).
 *
 * @param header the raw x-accept-fix header value, if any
 * @param now the server's clock (the sandbox may run "as of" another date)
 * @example
 * resolveAcceptFix('amount-as-string, no-such-fix', new Date('2019-12-01')).warnings[0]?.value  // 'no-such-fix'
 * @see {@link ACCEPT_FIX_CATALOGUE}
 */
export function resolveAcceptFix(header: string | undefined, now: Date): AcceptFixResolution {
  const today = bankDate(now);
  const key = `${today}|${header ?? ''}`;
  const cached = resolutions.get(key);
  if (cached !== undefined) return cached;
  const resolution = resolve(header, today);
  if (resolutions.size >= MAX_CACHED) resolutions.delete(resolutions.keys().next().value as string);
  resolutions.set(key, resolution);
  return resolution;
}

function resolve(header: string | undefined, today: string): AcceptFixResolution {
  const active = new Set<AcceptFixValue>();
  const warnings: AcceptFixWarning[] = [];
  for (const fix of ACCEPT_FIX_CATALOGUE) {
    if (today >= fix.madeDefault) active.add(fix.value);
  }
  const seen = new Set<string>();
  for (const raw of (header ?? '').split(',')) {
    const value = raw.trim();
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    const fix = known.get(value);
    if (!fix) {
      warnings.push({ value, reason: 'UNKNOWN', text: `x-accept-fix value ${value} is not in this bank's catalogue and has no effect.` });
    } else if (today < fix.introduced) {
      warnings.push({ value, reason: 'NOT_YET_INTRODUCED', text: `x-accept-fix value ${value} can be opted into from ${fix.introduced}; it has no effect yet.` });
    } else {
      active.add(fix.value);
    }
  }
  return Object.freeze({ active: active as ReadonlySet<AcceptFixValue>, warnings: Object.freeze(warnings) });
}
