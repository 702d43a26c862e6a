import { describe, expect, test } from 'vitest';
import { askRevocation } from './revocation-answer.js';
import type { RevocationQuery, RevocationStatus } from './trust-policy.js';

type Check = (query: RevocationQuery) => Promise<RevocationStatus>;

const query: RevocationQuery = { der: new Uint8Array([0x30, 0x00]), serialHex: '0A', issuer: 'CN=QTSP CA', crlDistributionPoints: [], ocspUrls: [] };

describe('askRevocation', () => {
  test.each<[string, { given: Check; want: unknown }]>([
    ['a good answer', { given: async () => 'good', want: { status: 'good' } }],
    ['a revoked answer', { given: async () => 'revoked', want: { status: 'revoked' } }],
    ['a rejection', { given: async () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.9:80')), want: { unavailable: 'the revocation check failed: connect ECONNREFUSED 10.0.0.9:80' } }],
    ['a synchronous throw', { given: () => { throw new TypeError('no responder configured'); }, want: { unavailable: 'the revocation check failed: no responder configured' } }],
    ['an answer outside the union', { given: async () => 'unknown' as unknown as 'good', want: { unavailable: 'the revocation check answered "unknown", not \'good\' or \'revoked\'' } }],
    ['undefined', { given: async () => undefined as unknown as 'good', want: { unavailable: 'the revocation check answered undefined, not \'good\' or \'revoked\'' } }],
  ])('%s', async (_name, { given, want }) => {
    expect(await askRevocation(given, query, 1_000)).toEqual(want);
  });

  test('answers unavailable when the check outlasts the limit, and passes the query through', async () => {
    const seen: RevocationQuery[] = [];
    const answer = await askRevocation((q) => (seen.push(q), new Promise(() => undefined)), query, 20);
    expect(answer).toEqual({ unavailable: 'the revocation check did not answer within 20 ms' });
    expect(seen).toEqual([query]);
  });

  test('waits without a limit when told Infinity', async () => {
    const slow = () => new Promise<'good'>((resolve) => setTimeout(() => resolve('good'), 30));
    expect(await askRevocation(slow, query, Infinity)).toEqual({ status: 'good' });
  });
});
