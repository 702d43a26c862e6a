// Regression tests named after the bugs a black-box audit with real TPP tools found, each through verifyRequest as
// a bank runs it. Unit tables of the same rules sit next to their code (certificate, signature-header, key-id,
// distinguished-name, http-date, digest).
import { beforeAll, describe, expect, test } from 'vitest';
import { SignatureError } from './signature-error.js';
import { signRequest } from './sign-request.js';
import type { SignRequestInput } from './sign-request.js';
import { createTestCertificateAuthority, createTestTppCertificate } from './test-certificates.js';
import type { TestCertificate } from './test-certificates.js';
import type { TrustPolicy, VerifyRequestInput, VerifyRequestOptions } from './trust-policy.js';
import { explainRequest, verifyRequest } from './verify-request.js';
import { loadPki, NOW, SAMPLE_BODY, SAMPLE_HEADERS, SAMPLE_TARGET, sandboxOptions, signSample, toInput } from './testing/fixtures.js';
import type { Pki } from './testing/fixtures.js';

let pki: Pki;
let anonymous: TestCertificate; // no organizationIdentifier in the subject: its TPP id is the fingerprint
let production: TrustPolicy;
beforeAll(async () => {
  pki = await loadPki();
  anonymous = await createTestTppCertificate(pki.ca, { clock: () => NOW, organizationIdentifier: '' });
  production = { mode: 'production', trustAnchors: [pki.ca.certificatePem] };
});

function sign(certificate: TestCertificate, overrides: Partial<SignRequestInput> = {}) {
  return signRequest({
    method: 'POST', target: SAMPLE_TARGET, headers: SAMPLE_HEADERS, body: SAMPLE_BODY,
    privateKey: certificate.privateKey, certificate: certificate.certificateBase64, clock: () => NOW, ...overrides,
  });
}

async function failure(input: VerifyRequestInput, options: VerifyRequestOptions = sandboxOptions()): Promise<SignatureError> {
  try {
    await verifyRequest(input, options);
  } catch (error) {
    if (error instanceof SignatureError) return error;
    throw error;
  }
  throw new Error('verified, but a failure was expected');
}

const concat = (...parts: Uint8Array[]) => Buffer.concat(parts.map((p) => Buffer.from(p)));

describe('regression: bytes after the certificate changed the TPP id (replay across the fingerprint)', () => {
  test('the certificate as issued verifies, and its id is its fingerprint', async () => {
    await expect(verifyRequest(toInput(sign(anonymous)), sandboxOptions())).resolves.toMatchObject({ id: anonymous.fingerprint, organizationIdentifier: undefined });
  });

  test.each<[string, (pki: Pki, c: TestCertificate) => string, RegExp]>([
    ['one byte appended', (_p, c) => concat(c.certificateDer, Uint8Array.of(0)).toString('base64'), /send only the signing certificate; 1 byte follows the certificate's DER encoding$/],
    ['leaf and CA as concatenated DER', (p, c) => concat(c.certificateDer, p.ca.certificateDer).toString('base64'), /send only the signing certificate; \d+ bytes follow the certificate's DER encoding \(another certificate: a chain\)$/],
    ['a PEM bundle of leaf and CA', (p, c) => `${c.certificatePem}${p.ca.certificatePem}`, /send only the signing certificate; it holds 2 PEM blocks \(CERTIFICATE, CERTIFICATE\), a chain or bundle$/],
  ])('%s is CERTIFICATE_INVALID', async (_name, change, message) => {
    const signed = sign(anonymous);
    const error = await failure(toInput(signed, { headers: { ...signed.headers, 'tpp-signature-certificate': change(pki, anonymous) } }));
    expect(error).toMatchObject({ code: 'CERTIFICATE_INVALID', details: { step: 3, header: 'tpp-signature-certificate', hint: expect.stringMatching(/^Send only the signing certificate/) } });
    expect(error.message).toMatch(message);
  });
});

describe('regression: production accepted a certificate without organizationIdentifier', () => {
  // ETSI TS 119 495 section 5.2.1 makes organizationIdentifier mandatory in PSD2 certificates; the sandbox keeps
  // accepting certificates without one.
  test('production: CERTIFICATE_INVALID at step 3, naming the attribute', async () => {
    const error = await failure(toInput(sign(anonymous)), { clock: () => NOW, trust: production });
    expect(error).toMatchObject({ code: 'CERTIFICATE_INVALID', details: { step: 3, header: 'tpp-signature-certificate', certificate: { fingerprint: anonymous.fingerprint } } });
    expect(error.message).toMatch(/organizationIdentifier \(2\.5\.4\.97\).*ETSI TS 119 495 section 5\.2\.1/);
  });

  test('production: the explain report names it and still checks the rest with that certificate', async () => {
    const report = await explainRequest(toInput(sign(anonymous)), { clock: () => NOW, trust: production });
    expect(report.ok).toBe(false);
    expect(report.errors.map((e) => e.code)).toEqual(['CERTIFICATE_INVALID']);
    expect(report.steps.filter((s) => s.status !== 'passed').map((s) => s.name)).toEqual(['certificate']);
  });

  test('production: the same CA, with organizationIdentifier, is trusted', async () => {
    await expect(verifyRequest(toInput(signSample(pki.qseal)), { clock: () => NOW, trust: production })).resolves.toMatchObject({ id: 'PSDNO-FSA-123456789' });
  });

  test('sandbox: accepted, the fingerprint as id', async () => {
    await expect(verifyRequest(toInput(sign(anonymous)), sandboxOptions())).resolves.toMatchObject({ id: anonymous.fingerprint });
  });
});

describe('regression: Date skew compared in milliseconds against a header in whole seconds', () => {
  // The spec allows 60 s of deviation; Date carries whole seconds (RFC 7231), so the bank's clock is read to the
  // second too: a TPP exactly 60 s behind was refused whenever the bank's clock was past .000.
  test.each<[string, { bankAheadMs: number; want: 'ok' | number }]>([
    ['TPP 60 s behind, bank clock at .999', { bankAheadMs: 60_999, want: 'ok' }],
    ['TPP 59.6 s behind, its clock at .900 when it wrote Date', { bankAheadMs: 900 + 59_600, want: 'ok' }],
    ['TPP exactly 60 s behind', { bankAheadMs: 60_000, want: 'ok' }],
    ['TPP 61 s behind', { bankAheadMs: 61_000, want: -61 }],
    ['TPP 60 s ahead', { bankAheadMs: -60_000, want: 'ok' }],
    ['TPP 60.5 s ahead (the bank reads 61 s)', { bankAheadMs: -60_500, want: 61 }],
    ['TPP 61 s ahead', { bankAheadMs: -61_000, want: 61 }],
  ])('%s', async (_name, { bankAheadMs, want }) => {
    const signed = signSample(pki.qseal);
    const now = new Date(NOW.getTime() + bankAheadMs);
    if (want === 'ok') {
      await expect(verifyRequest(toInput(signed), sandboxOptions(now))).resolves.toBeDefined();
      return;
    }
    const error = await failure(toInput(signed), sandboxOptions(now));
    expect(error).toMatchObject({ code: 'DATE_SKEW', details: { clock: { skewSeconds: want, allowedSeconds: 60 } } });
    expect(error.message).toBe(`The Date header is ${Math.abs(want)} s ${want > 0 ? 'ahead of' : 'behind'} the bank's clock; at most 60 s allowed`);
  });
});

describe('regression: a Date with the wrong weekday was only "not an HTTP date"', () => {
  test('DATE_INVALID names the weekday written and the one of the date', async () => {
    const signed = sign(pki.qseal, { headers: { ...SAMPLE_HEADERS, date: 'Tue, 02 Jun 2025 10:00:00 GMT' } });
    const error = await failure(toInput(signed));
    expect(error).toMatchObject({ code: 'DATE_INVALID', message: "The Date header's weekday does not match its date: it says Tue, the date falls on Mon" });
    expect(error.details.hint).toMatch(/^Write the weekday of the date \(Mon\)/);
  });
});

describe('regression: quoted DN values in keyId made the Signature header unparseable', () => {
  let quoted: TestCertificate;
  beforeAll(async () => {
    const ca = await createTestCertificateAuthority({ clock: () => NOW, commonName: 'Quote CA', organizationName: 'Bank, Inc+Co', organizationIdentifier: '' });
    quoted = await createTestTppCertificate(ca, { clock: () => NOW, serialNumber: '1A2B' });
  });

  test.each([
    ['quotes escaped inside the parameter (draft-cavage quoted-string)', 'SN=1A2B,CA=CN=Quote CA,O=\\"Bank, Inc+Co\\",C=NO'],
    ['quotes as .NET and Java write the name', 'SN=1A2B,CA=CN=Quote CA,O="Bank, Inc+Co",C=NO'],
    ['RFC 4514 escapes', 'SN=1A2B,CA=CN=Quote CA,O=Bank\\, Inc\\+Co,C=NO'],
    ['the keyId this package writes', ''],
  ])('%s verifies', async (_name, keyId) => {
    await expect(verifyRequest(toInput(sign(quoted, keyId ? { keyId } : {})), sandboxOptions())).resolves.toBeDefined();
  });

  test('a header that stays unreadable with quotes in keyId says what to send instead', async () => {
    const signed = sign(quoted);
    const header = signed.signature.replace(/keyId="[^"]*"/, 'keyId="SN=1A2B,CA=CN=Quote CA,O="Bank, Inc+Co",C=NO"').replace('algorithm="rsa-sha256"', 'algorithm=rsa-sha256');
    const error = await failure(toInput(signed, { headers: { ...signed.headers, signature: header } }));
    expect(error).toMatchObject({ code: 'SIGNATURE_MALFORMED', message: 'The Signature header cannot be parsed: expected a comma after the value of keyId' });
    expect(error.details.hint).toBe('Write the issuer in keyId with RFC 4514 escapes instead of quotes (O=Bank\\, Inc\\+Co), or escape each quote inside keyId as \\".');
  });

  test('an unescaped comma is KEYID_MALFORMED with the escape to use and the keyId expected', async () => {
    const error = await failure(toInput(sign(quoted, { keyId: 'SN=1A2B,CA=CN=Quote CA,O=Bank, Inc+Co,C=NO' })));
    expect(error).toMatchObject({ code: 'KEYID_MALFORMED', details: { keyIdExpected: 'SN=1A2B,CA=CN=Quote CA,O=Bank\\, Inc\\+Co,C=NO' } });
    expect(error.message).toMatch(/unknown attribute type Inc after ','/);
    expect(error.details.hint).toMatch(/^Escape a ',', '\+' or ';' inside an issuer value with a backslash \(RFC 4514\), as in O=Bank\\, Inc\\\+Co\. Use keyId=/);
  });
});

describe('regression: RFC 2253 section 4 separators in keyId were refused', () => {
  test.each([
    ['";" between RDNs', 'SN=C0FFEE01,CA=CN=xs2a-kit Test QTSP CA;organizationIdentifier=NTRNO-987654321;O=xs2a-kit Test QTSP;C=NO'],
    ['a tab after each comma', 'SN=C0FFEE01,CA=CN=xs2a-kit Test QTSP CA,\tO=xs2a-kit Test QTSP,\tC=NO'],
  ])('%s verifies', async (_name, keyId) => {
    await expect(verifyRequest(toInput(sign(pki.qseal, { keyId })), sandboxOptions())).resolves.toBeDefined();
  });
});

describe('regression: a partial issuer in keyId was accepted', () => {
  test('CN alone is KEYID_ISSUER_MISMATCH naming O and C in the message and the comparison', async () => {
    const error = await failure(toInput(sign(pki.qseal, { keyId: 'SN=C0FFEE01,CA=CN=xs2a-kit Test QTSP CA' })));
    expect(error.code).toBe('KEYID_ISSUER_MISMATCH');
    expect(error.message).toMatch(/^keyId does not name the certificate sent: the issuer in keyId leaves out C=NO, O=xs2a-kit Test QTSP of the certificate's issuer/);
    expect(error.details.issuerComparison?.filter((row) => row.status === 'missing').map((row) => row.type)).toEqual(['C', 'O']);
    expect(error.details.keyIdExpected).toBe(pki.qseal.keyId);
  });
});

describe('regression: raw UTF-8 in the Signature header', () => {
  let utf8: TestCertificate;
  beforeAll(async () => {
    const ca = await createTestCertificateAuthority({ clock: () => NOW, commonName: 'Tøst CA #1', organizationName: 'Tøst QTSP', organizationIdentifier: '' });
    utf8 = await createTestTppCertificate(ca, { clock: () => NOW, serialNumber: '2B' });
  });
  // What Node hands over for header bytes sent as UTF-8 without RFC 2047: one character per byte.
  const asNode = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

  test('a keyId that matches once read as UTF-8 verifies', async () => {
    const signed = sign(utf8, { keyId: 'SN=2B,CA=CN=Tøst CA #1,O=Tøst QTSP,C=NO' });
    await expect(verifyRequest(toInput(signed, { headers: { ...signed.headers, signature: asNode(signed.signature) } }), sandboxOptions())).resolves.toBeDefined();
  });

  test('one that does not says to MIME-encode the header (RFC 2047)', async () => {
    const signed = sign(utf8, { keyId: 'SN=2B,CA=CN=Tåst CA #1,O=Tøst QTSP,C=NO' });
    const error = await failure(toInput(signed, { headers: { ...signed.headers, signature: asNode(signed.signature) } }));
    expect(error.code).toBe('KEYID_ISSUER_MISMATCH');
    expect(error.details.hint).toMatch(/^The Signature header holds non-ASCII bytes: MIME-encode it as =\?utf-8\?B\?\.\.\.\?= \(an RFC 2047 encoded-word\)\./);
  });

  test('RFC 2047 encoded, the hint is not given', async () => {
    const signed = sign(utf8, { keyId: 'SN=2B,CA=CN=Tåst CA #1,O=Tøst QTSP,C=NO', encodeRfc2047: true });
    expect((await failure(toInput(signed))).details.hint).toMatch(/^Use keyId=/);
  });
});

describe("regression: draft-cavage's Authorization form got a bare SIGNATURE_MISSING", () => {
  test('the message says this bank expects the Signature header', async () => {
    const { signature, ...headers } = sign(pki.qseal).headers;
    const error = await failure(toInput(sign(pki.qseal), { headers: { ...headers, authorization: `Signature ${signature}` } }));
    expect(error).toMatchObject({ code: 'SIGNATURE_MISSING', details: { header: 'signature' } });
    expect(error.message).toMatch(/Authorization: Signature .*this bank expects the Signature header \(draft-cavage's Authorization form is not accepted\)/);
  });

  test('Authorization with another scheme: the usual message', async () => {
    const { signature: _s, ...headers } = sign(pki.qseal).headers;
    const error = await failure(toInput(sign(pki.qseal), { headers: { ...headers, authorization: 'Bearer abc' } }));
    expect(error.message).toBe('The request carries no Signature header');
  });
});

describe('regression: a Digest entry named constructor= was DIGEST_MALFORMED', () => {
  test('it is an unsupported algorithm like any other', async () => {
    const signed = sign(pki.qseal, { body: undefined, headers: { ...SAMPLE_HEADERS, digest: 'constructor=abc=' } });
    expect((await failure(toInput(signed))).code).toBe('DIGEST_UNSUPPORTED');
  });
});
