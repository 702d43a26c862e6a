import { createPublicKey } from 'node:crypto';
import httpSignature from 'http-signature';
import { beforeAll, describe, expect, test } from 'vitest';
import { computeDigest } from './digest.js';
import { verifyRequest } from './verify-request.js';
import { loadPki, NOW, SAMPLE_BODY, SAMPLE_HEADERS, SAMPLE_TARGET, sandboxOptions, signSample } from './testing/fixtures.js';
import type { Pki } from './testing/fixtures.js';

let pki: Pki;
beforeAll(async () => {
  pki = await loadPki();
});

/** A request object as http-signature's signer expects it (an http.ClientRequest look-alike). */
function makeClientRequest(method: string, path: string, headers: Record<string, string>) {
  const store = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method,
    path,
    getHeader: (name: string) => store.get(name.toLowerCase()),
    setHeader: (name: string, value: string) => void store.set(name.toLowerCase(), value),
    headers: () => Object.fromEntries(store),
  };
}

describe('requests signed by http-signature verify with ours', () => {
  test.each([
    ['EVRY header set, no (request-target)', ['date', 'digest', 'x-request-id', 'psu-id', 'tpp-redirect-uri']],
    ['with (request-target) first', ['(request-target)', 'date', 'digest', 'x-request-id', 'psu-id', 'tpp-redirect-uri']],
  ])('%s', async (_name, headers) => {
    const request = makeClientRequest('POST', SAMPLE_TARGET, {
      ...SAMPLE_HEADERS,
      Date: NOW.toUTCString(),
      Digest: computeDigest(SAMPLE_BODY),
      'TPP-Signature-Certificate': pki.qseal.certificateBase64,
    });
    httpSignature.signRequest(request, {
      keyId: pki.qseal.keyId,
      key: pki.qseal.privateKeyPem,
      algorithm: 'rsa-sha256',
      headers,
      authorizationHeaderName: 'Signature',
    });
    const signature = request.getHeader('signature');
    expect(signature).toMatch(/^keyId="SN=C0FFEE01,CA=/);
    const tpp = await verifyRequest({ method: 'POST', target: SAMPLE_TARGET, headers: request.headers(), body: SAMPLE_BODY }, sandboxOptions());
    expect(tpp.id).toBe('PSDNO-FSA-123456789');
  });
});

describe("requests signed by ours verify with http-signature's verifier", () => {
  test.each([[false], [true]])('with (request-target): %s', (requestTarget) => {
    const signed = signSample(pki.qseal, { requestTarget });
    const parsed = httpSignature.parseRequest(
      { method: 'POST', url: SAMPLE_TARGET, httpVersion: '1.1', headers: { ...signed.headers } },
      { authorizationHeaderName: 'signature', clockSkew: 100 * 365 * 24 * 3600 },
    );
    expect(parsed.keyId).toBe(pki.qseal.keyId);
    expect(parsed.signingString).toBe(signed.signingString);
    const publicKey = createPublicKey(pki.qseal.privateKey).export({ type: 'spki', format: 'pem' }).toString();
    expect(httpSignature.verifySignature(parsed, publicKey)).toBe(true);
  });

  test('and a tampered one does not', () => {
    const signed = signSample(pki.qseal);
    const parsed = httpSignature.parseRequest(
      { method: 'POST', url: SAMPLE_TARGET, httpVersion: '1.1', headers: { ...signed.headers, 'psu-id': 'someone-else' } },
      { authorizationHeaderName: 'signature', clockSkew: 100 * 365 * 24 * 3600 },
    );
    const publicKey = createPublicKey(pki.qseal.privateKey).export({ type: 'spki', format: 'pem' }).toString();
    expect(httpSignature.verifySignature(parsed, publicKey)).toBe(false);
  });
});
