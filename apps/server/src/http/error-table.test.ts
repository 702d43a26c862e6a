import { ScaError } from '@xs2a-kit/sca-session';
import { describe, expect, it } from 'vitest';
import { toApiProblem } from './error-table.js';

describe('ACCESS_EXCEEDED', () => {
  // Regression: the HTTP date dropped the milliseconds, naming a time up to a second before the call was free.
  it.each([
    ['with milliseconds: the next whole second', Date.UTC(2026, 10, 25, 10, 0, 0, 340), 'Wed, 25 Nov 2026 10:00:01 GMT'],
    ['on a whole second: that second', Date.UTC(2026, 10, 25, 10, 0, 0, 0), 'Wed, 25 Nov 2026 10:00:00 GMT'],
  ])('is 429 with a Retry-After never before the time the call is free (%s)', (_name, retryAt, want) => {
    const problem = toApiProblem(new ScaError('ACCESS_EXCEEDED', 'At most 4 balances reads per 24 hours without the PSU', { retryAt }));
    expect(problem?.status).toBe(429);
    expect(problem?.headers).toEqual({ 'Retry-After': want });
  });
});
