import { ScaError } from '@xs2a-kit/sca-session';
import { SignatureError } from '@xs2a-kit/signature';
import { StoreError } from '@xs2a-kit/store';
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

describe('REVOCATION_UNAVAILABLE', () => {
  // A bank's OCSP client wired into checkRevocation that fails or hangs: the bank's outage, not the TPP's fault.
  it('is 503 SYSTEM_ERROR with a Retry-After, so the TPP sends the request again rather than changing it', () => {
    const error = new SignatureError('REVOCATION_UNAVAILABLE', 'the bank cannot tell now whether the certificate is revoked: the revocation check did not answer within 5000 ms', {
      step: 11,
      stepName: 'certificate-trust',
      hint: 'Send the request again later.',
    });
    const problem = toApiProblem(error);
    expect(problem).toMatchObject({ status: 503, headers: { 'Retry-After': '5' } });
    expect(problem?.messages[0]).toMatchObject({ category: 'ERROR', code: 'SYSTEM_ERROR' });
  });
});

describe('store failures a request can cause', () => {
  // Review: a basket that lost a race answered with the INSERT, its table and the constraint's name.
  it.each([
    ['CONFLICT', 409, 'CONFLICT', 'insert into "basket_entries" ("basket_id") values ($1) - duplicate key value violates unique constraint "basket_entries_payment_id_unique"'],
    ['REFERENCE_INVALID', 400, 'FORMAT_ERROR', 'delete from "payments" - violates foreign key constraint "basket_entries_payment_id_foreign"'],
    ['NOT_FOUND', 404, 'RESOURCE_UNKNOWN', 'update "balances" set ... - 0 rows'],
  ] as const)('%s is told in the bank\'s words, never the driver\'s', (code, status, tppCode, driverText) => {
    const problem = toApiProblem(new StoreError(code, driverText));
    expect(problem).toMatchObject({ status });
    expect(problem?.messages[0]).toMatchObject({ code: tppCode, text: expect.stringMatching(/at the same moment/) });
    expect(problem?.messages[0]?.text).not.toMatch(/insert|delete|update|constraint|"/);
  });
});
