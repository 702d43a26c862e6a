import { describe, expect, test } from 'vitest';
import { normalizeIssuedId } from './psu-identification.js';

describe('normalizeIssuedId', () => {
  test.each([
    ['as issued', { given: '3f0e7b9a-5c1d-4e2f-8a9b-0c1d2e3f4a5b', want: '3f0e7b9a-5c1d-4e2f-8a9b-0c1d2e3f4a5b' }],
    ['upper case', { given: '3F0E7B9A-5C1D-4E2F-8A9B-0C1D2E3F4A5B', want: '3f0e7b9a-5c1d-4e2f-8a9b-0c1d2e3f4a5b' }],
    ['the URN form', { given: 'urn:uuid:3f0e7b9a-5c1d-4e2f-8a9b-0c1d2e3f4a5b', want: '3f0e7b9a-5c1d-4e2f-8a9b-0c1d2e3f4a5b' }],
    ['the URN form in upper case', { given: 'URN:UUID:3F0E7B9A-5C1D-4E2F-8A9B-0C1D2E3F4A5B', want: '3f0e7b9a-5c1d-4e2f-8a9b-0c1d2e3f4a5b' }],
    ['something else, left for the lookup to miss', { given: 'urn:isbn:123', want: 'urn:isbn:123' }],
  ])('%s', (_name, { given, want }) => {
    expect(normalizeIssuedId(given)).toBe(want);
  });
});
