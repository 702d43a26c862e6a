import { beforeAll, describe, expect, test } from 'vitest';
import { createTestCertificateAuthority, createTestTppCertificate } from './test-certificates.js';
import type { TestCertificate, TestCertificateAuthority } from './test-certificates.js';
import { sortTrustCertificates } from './trust-bundle.js';
import { signRequest } from './sign-request.js';
import { verifyRequest } from './verify-request.js';
import type { TrustPolicy } from './trust-policy.js';
import { loadPki, NOW, SAMPLE_BODY, SAMPLE_HEADERS, SAMPLE_TARGET } from './testing/fixtures.js';
import type { Pki } from './testing/fixtures.js';

let pki: Pki;
let production: TrustPolicy;
beforeAll(async () => {
  pki = await loadPki();
  production = { mode: 'production', trustAnchors: [pki.ca.certificatePem] };
});

function requestAt(certificate: TestCertificate, now: Date) {
  const signed = signRequest({
    method: 'POST', target: SAMPLE_TARGET, headers: SAMPLE_HEADERS, body: SAMPLE_BODY,
    privateKey: certificate.privateKey, certificate: certificate.certificateBase64, clock: () => now,
  });
  return { method: 'POST', target: SAMPLE_TARGET, headers: signed.headers, body: SAMPLE_BODY };
}

describe('certificate validity at the clock (fake clock)', () => {
  test.each([
    ['one second before notBefore', -1, 'notBefore', 'CERTIFICATE_NOT_YET_VALID'],
    ['at notBefore', 0, 'notBefore', 'ok'],
    ['at notAfter', 0, 'notAfter', 'ok'],
    ['one second after notAfter', 1, 'notAfter', 'CERTIFICATE_EXPIRED'],
  ] as const)('%s', async (_name, seconds, edge, want) => {
    const now = new Date(pki.qseal[edge].getTime() + seconds * 1000);
    const verifying = verifyRequest(requestAt(pki.qseal, now), { clock: () => now, trust: { mode: 'sandbox' } });
    if (want === 'ok') await expect(verifying).resolves.toBeDefined();
    else await expect(verifying).rejects.toMatchObject({ code: want, details: { step: 11, certificate: { serialHex: 'C0FFEE01' } } });
  });
});

describe('production trust', () => {
  test('a QSealC issued by a configured anchor is trusted (and the result is reused)', async () => {
    for (let i = 0; i < 2; i++) {
      await expect(verifyRequest(requestAt(pki.qseal, NOW), { clock: () => NOW, trust: production })).resolves.toMatchObject({ roles: ['PSP_AI', 'PSP_PI'] });
    }
  });

  test('sandbox accepts a CA-less, self-signed world; production rejects an unknown issuer', async () => {
    const otherCa = await createTestCertificateAuthority({ clock: () => NOW, commonName: 'Unknown CA' });
    const stranger = await createTestTppCertificate(otherCa, { clock: () => NOW });
    await expect(verifyRequest(requestAt(stranger, NOW), { clock: () => NOW, trust: { mode: 'sandbox' } })).resolves.toBeDefined();
    await expect(verifyRequest(requestAt(stranger, NOW), { clock: () => NOW, trust: production })).rejects.toMatchObject({ code: 'CERTIFICATE_UNTRUSTED' });
    // and the self-signed CA certificate itself, used as a signing certificate in the sandbox
    await expect(verifyRequest(requestAt(otherCa, NOW), { clock: () => NOW, trust: { mode: 'sandbox' } })).resolves.toMatchObject({ roles: [] });
  });

  test('a certificate without the PSD2 QCStatement is QCSTATEMENT_MISSING', async () => {
    const plain = await createTestTppCertificate(pki.ca, { clock: () => NOW, qcStatement: false });
    await expect(verifyRequest(requestAt(plain, NOW), { clock: () => NOW, trust: production })).rejects.toMatchObject({ code: 'QCSTATEMENT_MISSING' });
  });

  test('a QWAC (QcType web) used to sign is CERTIFICATE_NOT_SEAL in production, accepted in the sandbox', async () => {
    await expect(verifyRequest(requestAt(pki.qwac, NOW), { clock: () => NOW, trust: production })).rejects.toMatchObject({
      code: 'CERTIFICATE_NOT_SEAL',
      message: expect.stringContaining('QSealC'),
    });
    await expect(verifyRequest(requestAt(pki.qwac, NOW), { clock: () => NOW, trust: { mode: 'sandbox' } })).resolves.toBeDefined();
  });

  test('a key usage without digitalSignature or nonRepudiation is CERTIFICATE_KEY_USAGE', async () => {
    // A CA certificate is its own anchor but may only sign certificates (a PSD2 organizationIdentifier gets it
    // past step 3 in production).
    const ca = await createTestCertificateAuthority({ clock: () => NOW, commonName: 'Signing CA', organizationIdentifier: 'PSDNO-FSA-111' });
    const anchored: TrustPolicy = { mode: 'production', trustAnchors: [ca.certificatePem] };
    await expect(verifyRequest(requestAt(ca, NOW), { clock: () => NOW, trust: anchored })).rejects.toMatchObject({ code: 'CERTIFICATE_KEY_USAGE' });
  });

  // Regression: production took any organizationIdentifier as the TPP id.
  test.each([
    ['another registration type', { organizationIdentifier: 'VATNO-987654321' }, 'must start with "PSD"'],
    ['an empty PSP identifier', { organizationIdentifier: 'PSDNO-FSA-' }, 'has no PSP identifier'],
    ['an NCA other than the QCStatement\'s NCAId', { organizationIdentifier: 'PSDSE-FINA-44059' }, "the PSD2 QCStatement's NCAId is NO-FSA"],
  ] as const)('production refuses an organizationIdentifier with %s as CERTIFICATE_INVALID', async (_name, options, text) => {
    // The NCA named explicitly: by default a test seal now names the one its organizationIdentifier names.
    const certificate = await createTestTppCertificate(pki.ca, { clock: () => NOW, nca: { name: 'Finanstilsynet', id: 'NO-FSA' }, ...options });
    await expect(verifyRequest(requestAt(certificate, NOW), { clock: () => NOW, trust: production })).rejects.toMatchObject({
      code: 'CERTIFICATE_INVALID', details: { step: 3 }, message: expect.stringContaining(text),
    });
  });

  test('the sandbox refuses a malformed PSD2 organizationIdentifier (it becomes the TPP id) and takes another registration type', async () => {
    const empty = await createTestTppCertificate(pki.ca, { clock: () => NOW, organizationIdentifier: 'PSDNO-FSA-' });
    await expect(verifyRequest(requestAt(empty, NOW), { clock: () => NOW, trust: { mode: 'sandbox' } })).rejects.toMatchObject({ code: 'CERTIFICATE_INVALID' });
    const vat = await createTestTppCertificate(pki.ca, { clock: () => NOW, organizationIdentifier: 'VATNO-987654321' });
    await expect(verifyRequest(requestAt(vat, NOW), { clock: () => NOW, trust: { mode: 'sandbox' } })).resolves.toMatchObject({ id: 'VATNO-987654321' });
  });

  test('required roles: all must be present', async () => {
    const needsIc: TrustPolicy = { mode: 'production', trustAnchors: [pki.ca.certificateDer], requiredRoles: ['PSP_PI', 'PSP_IC'] };
    await expect(verifyRequest(requestAt(pki.qseal, NOW), { clock: () => NOW, trust: needsIc })).rejects.toMatchObject({
      code: 'CERTIFICATE_ROLE_MISSING', details: { roles: ['PSP_AI', 'PSP_PI'] },
    });
  });

  test('a PEM bundle given as one anchor is INPUT_INVALID, asking for one entry per certificate', async () => {
    const otherCa = await createTestCertificateAuthority({ clock: () => NOW, commonName: 'Other CA' });
    const bundled: TrustPolicy = { mode: 'production', trustAnchors: [`${otherCa.certificatePem}${pki.ca.certificatePem}`] };
    await expect(verifyRequest(requestAt(pki.qseal, NOW), { clock: () => NOW, trust: bundled })).rejects.toMatchObject({
      code: 'INPUT_INVALID', details: { hint: 'Give each trust anchor and intermediate as its own entry of the list.' },
    });
  });

  // Regression: a QSealC issued by an intermediate CA was refused when the bank's CA file held the root and the
  // intermediate, unless the intermediate itself was made a trust anchor.
  describe('a QSealC issued by an intermediate CA (the TPP sends only its own certificate)', () => {
    let intermediate: TestCertificateAuthority;
    let leaf: TestCertificate;
    beforeAll(async () => {
      intermediate = await createTestCertificateAuthority({ clock: () => NOW, commonName: 'Seal Issuing CA', issuer: pki.ca });
      leaf = await createTestTppCertificate(intermediate, { clock: () => NOW });
    });

    test('sortTrustCertificates makes the self-signed root the anchor and the intermediate a path certificate', () => {
      expect(sortTrustCertificates([intermediate.certificatePem, pki.ca.certificatePem])).toEqual({ trustAnchors: [pki.ca.certificatePem], intermediates: [intermediate.certificatePem] });
    });

    test('is trusted through the configured intermediate up to the root', async () => {
      const trust: TrustPolicy = { mode: 'production', ...sortTrustCertificates([pki.ca.certificatePem, intermediate.certificatePem]) };
      await expect(verifyRequest(requestAt(leaf, NOW), { clock: () => NOW, trust })).resolves.toMatchObject({ id: 'PSDNO-FSA-123456789' });
    });

    test('without the intermediate, CERTIFICATE_UNTRUSTED names the issuer the bank must add', async () => {
      await expect(verifyRequest(requestAt(leaf, NOW), { clock: () => NOW, trust: production })).rejects.toMatchObject({
        code: 'CERTIFICATE_UNTRUSTED', message: expect.stringMatching(/need its issuer .*CN=Seal Issuing CA.* and every CA above it up to a self-signed root/),
      });
    });

    test('a file of the issuing CA alone has no anchor: INPUT_INVALID names the intermediates it holds', async () => {
      const trust: TrustPolicy = { mode: 'production', ...sortTrustCertificates([intermediate.certificatePem]) };
      await expect(verifyRequest(requestAt(leaf, NOW), { clock: () => NOW, trust })).rejects.toMatchObject({
        code: 'INPUT_INVALID', message: expect.stringContaining('no trust anchor (only 1 intermediate CA certificate)'),
      });
    });

    test('a configured CA of the issuer\'s name that did not sign it: the reason says the path through it fails, not that it is missing', async () => {
      const rekeyed = await createTestCertificateAuthority({ clock: () => NOW, commonName: 'Seal Issuing CA', issuer: pki.ca });
      const trust: TrustPolicy = { mode: 'production', ...sortTrustCertificates([pki.ca.certificatePem, rekeyed.certificatePem]) };
      const refused = verifyRequest(requestAt(leaf, NOW), { clock: () => NOW, trust });
      await expect(refused).rejects.toMatchObject({ code: 'CERTIFICATE_UNTRUSTED', message: expect.stringContaining('hold a CA named') });
      await expect(refused).rejects.toMatchObject({ message: expect.stringContaining('a CA of the same name with another key') });
      await expect(refused).rejects.toMatchObject({ message: expect.not.stringContaining('need its issuer') });
    });

    test('an intermediate is not an anchor: without its root nothing it issued is trusted', async () => {
      const trust: TrustPolicy = { mode: 'production', trustAnchors: [(await createTestCertificateAuthority({ clock: () => NOW, commonName: 'Other Root' })).certificatePem], intermediates: [intermediate.certificatePem] };
      await expect(verifyRequest(requestAt(leaf, NOW), { clock: () => NOW, trust })).rejects.toMatchObject({ code: 'CERTIFICATE_UNTRUSTED' });
    });
  });

  // Regression (review I): a CA file holding only the issuing CA gave no anchor, and every TPP was refused with
  // CERTIFICATE_UNTRUSTED asking for the CA the bank already had.
  test('a policy without an anchor is INPUT_INVALID, not a request error', async () => {
    const trust: TrustPolicy = { mode: 'production', trustAnchors: [] };
    await expect(verifyRequest(requestAt(pki.qseal, NOW), { clock: () => NOW, trust })).rejects.toMatchObject({
      code: 'INPUT_INVALID', message: 'a production trust policy has no trust anchor', details: { hint: expect.stringContaining('self-signed root') },
    });
  });

  test('an unusable configured anchor is INPUT_INVALID, not a request error', async () => {
    const broken: TrustPolicy = { mode: 'production', trustAnchors: ['not a certificate'] };
    await expect(verifyRequest(requestAt(pki.qseal, NOW), { clock: () => NOW, trust: broken })).rejects.toMatchObject({ code: 'INPUT_INVALID' });
  });
});
