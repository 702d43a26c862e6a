import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, readRetryAfter } from './send-with-retry.js';

describe('readRetryAfter', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');

  it.each([
    ['delay-seconds', '5', 5_000],
    ['zero', '0', 0],
    ['seconds with spaces around', ' 12 ', 12_000],
    ['an HTTP-date 30 s ahead', 'Tue, 24 Nov 2026 10:00:30 GMT', 30_000],
    ['an HTTP-date in the past (no wait)', 'Tue, 24 Nov 2026 09:59:00 GMT', 0],
  ])('reads %s', (_name, value, want) => {
    expect(readRetryAfter(value, now)).toBe(want);
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['negative', '-5'],
    ['a fraction', '1.5'],
    ['words', 'soon'],
  ])('gives undefined for %s', (_name, value) => {
    expect(readRetryAfter(value, now)).toBeUndefined();
  });

  it('caps what the client waits out at 30 s', () => {
    expect(MAX_RETRY_AFTER_MS).toBe(30_000);
  });
});
