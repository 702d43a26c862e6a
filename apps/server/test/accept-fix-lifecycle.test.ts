/**
 * The lifecycle of one x-accept-fix value through a real server, as docs/x-accept-fix.md describes it: before its
 * introduction date opting in has no effect (and says so in a warning), during the notice period only requests that
 * name it get it, from its made-default date every request does. The dates are read from the catalogue, so the
 * server clock (XS2A_NOW) is set to each side of them.
 *
 * TEMPLATE: to cover a new catalogue value, copy this file, change FIX, and change `readEffect`/`OLD`/`NEW` to the
 * request and the field where the fix shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPT_FIX_CATALOGUE } from '@xs2a-kit/schema';
import { attended, consentAll, expectValid } from './account-consent-support.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const FIX = 'cash-account-type-iso';
/** What a response says without the fix, and with it. */
const OLD = 'Current';
const NEW = 'CACC';

const entry = ACCEPT_FIX_CATALOGUE.find((fix) => fix.value === FIX);
if (!entry) throw new Error(`${FIX} is not in x-accept-fix-catalogue of spec/openapi.yaml`);

/** 10:00 UTC on the day `days` away from an ISO date (the server compares calendar days in UTC). */
function at(date: string, days = 0): string {
  const day = new Date(`${date}T10:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString();
}

/** Reads where the fix shows: the cashAccountType of the PSU's consented accounts. */
async function readEffect(server: TestServer, psuId: string, acceptFix?: string): Promise<{ values: string[]; warnings: string[] }> {
  const res = await server.request('GET', '/v1/accounts', { headers: attended({ 'psu-id': psuId, ...(acceptFix ? { 'x-accept-fix': acceptFix } : {}) }) });
  expect(res.status).toBe(200);
  expectValid('listAccounts', res);
  const values = [...new Set((res.json.accounts as { cashAccountType: string }[]).map((a) => a.cashAccountType))];
  const warnings = ((res.json.tppMessages ?? []) as { category: string; text: string }[]).filter((m) => m.category === 'WARNING').map((m) => m.text);
  return { values, warnings };
}

const phases = [
  { name: 'the day before its introduction', now: at(entry.introduced, -1), plain: OLD, optedIn: OLD, warned: true },
  { name: 'its introduction date (notice period starts)', now: at(entry.introduced), plain: OLD, optedIn: NEW, warned: false },
  { name: 'the day before its made-default date', now: at(entry.madeDefault, -1), plain: OLD, optedIn: NEW, warned: false },
  { name: 'its made-default date', now: at(entry.madeDefault), plain: NEW, optedIn: NEW, warned: false },
] as const;

// Not part of the template: one check over the whole catalogue that every value got its 3-month notice.
it.each(ACCEPT_FIX_CATALOGUE.map((fix) => [fix.value, fix] as const))('%s becomes default no earlier than 3 months after its introduction', (_value, fix) => {
  const noticeEnds = new Date(`${fix.introduced}T00:00:00Z`);
  noticeEnds.setUTCMonth(noticeEnds.getUTCMonth() + 3);
  expect(fix.madeDefault >= noticeEnds.toISOString().slice(0, 10)).toBe(true);
});

describe.each(phases)(`${FIX} on $name (XS2A_NOW $now)`, ({ now, plain, optedIn, warned }) => {
  let server: TestServer;
  let psuId: string;
  beforeAll(async () => {
    server = await startTestServer({ XS2A_NOW: now });
    ({ psuId } = await consentAll(server));
  });
  afterAll(async () => server?.close());

  it(`answers ${plain} to a request without x-accept-fix`, async () => {
    expect((await readEffect(server, psuId)).values).toEqual([plain]);
  });

  it(`answers ${optedIn} to a request that opts in (comma-separated with another value)`, async () => {
    const read = await readEffect(server, psuId, `longer-names, ${FIX}`);
    expect(read.values).toEqual([optedIn]);
    expect(read.warnings.some((text) => text.includes(FIX))).toBe(warned);
  });
});
