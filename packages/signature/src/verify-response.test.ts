import 'reflect-metadata';
import { beforeAll, describe, expect, test } from 'vitest';
import { signRequest } from './sign-request.js';
import { createTestCertificateAuthority } from './test-certificates.js';
import { verifyResponse } from './verify-response.js';
import { loadPki, NOW, sandboxOptions } from './testing/fixtures.js';
import type { Pki } from './testing/fixtures.js';

let pki: Pki;
beforeAll(async () => {
  pki = await loadPki();
});

const BODY = '{"transactionStatus":"ACTC"}';

/** A response signed as the server's response signer signs it: digest, date and x-request-id. */
function signedResponse(requestId = 'req-1', body = BODY): Record<string, string> {
  const signed = signRequest({
    headers: { 'x-request-id': requestId },
    body,
    privateKey: pki.qseal.privateKey,
    certificate: pki.qseal.certificateBase64,
    clock: () => NOW,
    signedHeaders: ['digest', 'date', 'x-request-id'],
  });
  const { 'tpp-signature-certificate': certificate, ...rest } = signed.headers;
  return { ...rest, 'ASPSP-Signature-Certificate': certificate ?? '' };
}

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('verifyResponse', () => {
  test('accepts a signed response with its certificate in ASPSP-Signature-Certificate, naming the signer', async () => {
    const signer = await verifyResponse({ headers: signedResponse(), body: bytes(BODY), requestId: 'req-1' }, sandboxOptions());
    expect(signer.fingerprint).toMatch(/^[0-9a-f]{64}$/i);
  });

  test.each([
    ['a body changed on the way', () => ({ headers: signedResponse(), body: bytes('{"transactionStatus":"RJCT"}') }), 'DIGEST_MISMATCH'],
    ['an answer to another request', () => ({ headers: signedResponse('req-2'), body: bytes(BODY), requestId: 'req-1' }), 'SIGNATURE_INVALID'],
    ['the certificate only in TPP-Signature-Certificate', () => {
      const { 'ASPSP-Signature-Certificate': certificate, ...rest } = signedResponse();
      return { headers: { ...rest, 'tpp-signature-certificate': certificate ?? '' }, body: bytes(BODY) };
    }, 'CERTIFICATE_MISSING'],
  ])('refuses %s', async (_name, input, code) => {
    await expect(verifyResponse(input(), sandboxOptions())).rejects.toMatchObject({ code });
  });

  test('refuses a signer the production trust does not know', async () => {
    // Trusts only another QTSP's root, not the one that issued the bank's seal.
    const otherRoot = await createTestCertificateAuthority({ clock: () => NOW, commonName: 'Another QTSP Root' });
    const stranger = { mode: 'production' as const, trustAnchors: [otherRoot.certificatePem] };
    await expect(verifyResponse({ headers: signedResponse(), body: bytes(BODY) }, { clock: () => NOW, trust: stranger })).rejects.toMatchObject({ code: 'CERTIFICATE_UNTRUSTED' });
  });
});
