import { describe, expect, it } from 'vitest';
import { describeLoginRefusal } from './sca-pages.js';

describe('describeLoginRefusal', () => {
  // Regression (browser review): production's demo pages told PSUs to call GET /v1/sandbox/customers.
  it.each([
    ['sandbox', { given: 'sandbox' as const, hint: true }],
    ['production (demo SCA)', { given: 'production' as const, hint: false }],
  ])('%s', (_name, { given, hint }) => {
    const text = describeLoginRefusal('PSDNO-FSA-123456789', given);
    expect(text).toMatch(/^That number cannot be used for this request\. Check it, or go back to PSDNO-FSA-123456789\./);
    expect(text.includes('/v1/sandbox/customers')).toBe(hint);
  });
});
