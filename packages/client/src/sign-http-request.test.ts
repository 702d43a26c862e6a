import { createTestCertificates, type TestCertificate } from '@xs2a-kit/signature';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { signHttpRequest } from './sign-http-request.js';
import { startTestBank, type TestBank } from './test-support/test-bank.js';

let bank: TestBank;
let qseal: TestCertificate;
beforeAll(async () => {
  [bank, { qseal }] = await Promise.all([startTestBank(), createTestCertificates({ roles: ['PSP_PI'] })]);
});
afterAll(() => bank.close());

describe('signHttpRequest', () => {
  // Regression (review K, package consumers): the body was typed Uint8Array<ArrayBufferLike>, which the DOM lib's
  // BodyInit (TypeScript 5.9, a project with the default lib) refuses, so the documented
  // `fetch(signed.url, { ..., body: signed.body })` needed a cast. The repository type-checks without the DOM lib,
  // so the type itself is pinned below (expectTypeOf is checked by the typecheck step).
  it.each([
    ['a string body', '{"paymentIds":["a"]}'],
    ['a byte body, a view into a larger buffer', new Uint8Array(Buffer.from('xx{"paymentIds":["a"]}yy')).subarray(2, 22)],
  ])('gives a body fetch sends as it is, and the bank verifies: %s', async (_name, body) => {
    bank.on('POST', '/v1/signing-baskets', { status: 201, body: { basketId: 'b', transactionStatus: 'RCVD' } });
    const signed = signHttpRequest({
      method: 'POST',
      url: `${bank.url}/v1/signing-baskets`,
      body,
      headers: { 'content-type': 'application/json' },
      certificate: qseal.certificatePem,
      privateKey: qseal.privateKey,
    });
    expectTypeOf(signed.body).toEqualTypeOf<Uint8Array<ArrayBuffer> | undefined>();
    const res = await fetch(signed.url, { method: signed.method, headers: signed.headers, body: signed.body });
    expect(res.status).toBe(201);
    const received = bank.requests.at(-1);
    expect(received?.signatureError).toBeUndefined();
    expect(received?.body.toString('utf8')).toBe('{"paymentIds":["a"]}');
    // The bytes have an ArrayBuffer of their own: no other bytes of the caller's buffer go along.
    expect(signed.body?.buffer.byteLength).toBe(20);
  });

  it('leaves a request without body without one', () => {
    const signed = signHttpRequest({ method: 'GET', url: `${bank.url}/v1/sandbox/customers`, certificate: qseal.certificatePem, privateKey: qseal.privateKey });
    expect(signed.body).toBeUndefined();
    expect(signed.headers).not.toHaveProperty('digest');
  });
});
