import { describe, expect, it } from 'vitest';
import { SPECIFICATION_MESSAGE_CODE_VALUES } from '@xs2a-kit/schema';
import { answersWithListedCodes, toListedCodes } from './listed-codes.js';

describe('answersWithListedCodes', () => {
  it.each([
    ['POST', '/v1/periodic-payments/norwegian-domestic-credit-transfers', true],
    ['POST', '/api-sandbox/v1/periodic-payments/norwegian-domestic-credit-transfers/', true],
    ['GET', '/v1/periodic-payments/norwegian-domestic-credit-transfers/abc', false],
    ['POST', '/v1/periodic-payments/sepa-credit-transfers', false],
    ['POST', '/v1/payments/norwegian-domestic-credit-transfers', false],
  ])('%s %s: %s', (method, path, want) => {
    expect(answersWithListedCodes(method, path)).toBe(want);
  });
});

describe('toListedCodes', () => {
  it('keeps listed codes as they are', () => {
    const message = { category: 'ERROR' as const, code: 'FORMAT_ERROR' as const, path: 'startDate', text: 'not a date' };
    expect(toListedCodes([message], 400)).toEqual([message]);
  });

  it.each([
    ['SIGNATURE_MISSING', 400, 'HTTP_HEADER_REQUIRED'],
    ['SIGNATURE_INVALID', 400, 'BAD_REQUEST'],
    ['ROLE_INVALID', 401, 'FORBIDDEN'],
    ['CORPORATE_ID_INVALID', 401, 'PSU_CREDENTIALS_INVALID'],
    ['STATUS_INVALID', 409, 'CONFLICT'],
    ['SERVICE_INVALID', 405, 'BAD_REQUEST'],
    ['REQUESTED_FORMATS_INVALID', 406, 'BAD_REQUEST'],
    ['PAYLOAD_TOO_LARGE', 413, 'BAD_REQUEST'],
    ['WARNING', 200, 'BAD_REQUEST'],
  ] as const)('%s (%i) becomes %s, the precise code leading the text', (code, status, want) => {
    const [mapped] = toListedCodes([{ category: 'ERROR', code, path: 'Signature', text: 'what failed' }], status);
    expect(mapped).toEqual({ category: 'ERROR', code: want, path: 'Signature', text: `${code}: what failed` });
    expect(SPECIFICATION_MESSAGE_CODE_VALUES).toContain(mapped!.code);
  });

  it('keeps the text within the 512 characters the specification allows', () => {
    const [mapped] = toListedCodes([{ category: 'ERROR', code: 'TIMESTAMP_INVALID', text: 'x'.repeat(512) }], 400);
    expect(mapped!.text).toHaveLength(512);
  });
});
