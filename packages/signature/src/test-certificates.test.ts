import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { webcrypto } from 'node:crypto';
import { beforeAll, describe, expect, expectTypeOf, test } from 'vitest';
import { QC_STATEMENTS_OID, readPsd2Statement } from './qc-statements.js';
import { signRequest } from './sign-request.js';
import { createTestCertificates } from './test-certificates.js';
import { loadPki, NOW } from './testing/fixtures.js';
import type { Pki } from './testing/fixtures.js';

let pki: Pki;
beforeAll(async () => {
  pki = await loadPki();
});

describe('test certificate factory', () => {
  test('a serial with the high bit set is DER-encoded with a leading zero byte, and written without it in keyId', () => {
    const certificate = new x509.X509Certificate(pki.qseal.certificateDer);
    expect(certificate.serialNumber.toUpperCase()).toBe('C0FFEE01');
    const der = Buffer.from(pki.qseal.certificateDer).toString('hex');
    expect(der).toContain('02050' + '0c0ffee01'); // INTEGER, 5 bytes, 00 C0 FF EE 01
    expect(pki.qseal.keyId).toMatch(/^SN=C0FFEE01,CA=CN=xs2a-kit Test QTSP CA,2\.5\.4\.97=#/);
  });

  // Regression (review K, package consumers): certificateDer was typed Uint8Array<ArrayBufferLike>, which the DOM
  // lib's BufferSource (WebCrypto, TypeScript 5.9 with the default lib) refuses without a cast.
  test('gives the DER in an ArrayBuffer of its own, as WebCrypto takes it', async () => {
    expectTypeOf(pki.qseal.certificateDer).toEqualTypeOf<Uint8Array<ArrayBuffer>>();
    expect(pki.qseal.certificateDer.buffer.byteLength).toBe(pki.qseal.certificateDer.byteLength);
    const digest = Buffer.from(await webcrypto.subtle.digest('SHA-256', pki.qseal.certificateDer)).toString('hex');
    expect(digest).toBe(pki.qseal.fingerprint);
  });

  test('QSealC: seal key usage, PSD2 QCStatement with roles and NCA, organizationIdentifier subject', () => {
    const certificate = new x509.X509Certificate(pki.qseal.certificatePem);
    const usage = certificate.getExtension(x509.KeyUsagesExtension)!.usages;
    expect(usage & x509.KeyUsageFlags.nonRepudiation).toBeTruthy();
    expect(usage & x509.KeyUsageFlags.digitalSignature).toBeTruthy();
    const qc = certificate.getExtension(QC_STATEMENTS_OID)!;
    expect(readPsd2Statement(new Uint8Array(qc.value))).toEqual({ roles: ['PSP_AI', 'PSP_PI'], ncaName: 'Finanstilsynet', ncaId: 'NO-FSA' });
    expect(certificate.subject).toContain('2.5.4.97=PSDNO-FSA-123456789');
    expect(certificate.notBefore.getTime()).toBe(NOW.getTime() - 86_400_000);
  });

  // Review L (package consumers): a test seal for a foreign TPP named Finanstilsynet, so production refused it.
  test.each([
    ['PSDSE-FINA-44059', { ncaName: 'SE-FINA', ncaId: 'SE-FINA' }],
    ['PSDNO-FSA-987654321', { ncaName: 'Finanstilsynet', ncaId: 'NO-FSA' }],
    ['VATNO-987654321', { ncaName: 'Finanstilsynet', ncaId: 'NO-FSA' }],
  ])('names in the PSD2 statement the NCA that organizationIdentifier %s names', async (organizationIdentifier, want) => {
    const { qseal } = await createTestCertificates({ organizationIdentifier });
    const qc = new x509.X509Certificate(qseal.certificatePem).getExtension(QC_STATEMENTS_OID)!;
    expect(readPsd2Statement(new Uint8Array(qc.value))).toMatchObject(want);
  });

  test('QWAC: TLS key usage, serverAuth and clientAuth, DNS names, QcType web', () => {
    const certificate = new x509.X509Certificate(pki.qwac.certificateBase64);
    expect(certificate.getExtension(x509.ExtendedKeyUsageExtension)!.usages).toEqual(['1.3.6.1.5.5.7.3.1', '1.3.6.1.5.5.7.3.2']);
    expect(certificate.getExtension(x509.SubjectAlternativeNameExtension)!.names.toJSON()).toEqual([{ type: 'dns', value: 'tpp.example' }]);
    expect(Buffer.from(certificate.getExtension(QC_STATEMENTS_OID)!.value).toString('hex')).toContain('060704008e46010603'); // OID 0.4.0.1862.1.6.3 (QcType web)
  });

  test.each([['0'], ['00'], ['00:00']])('refuses the serial %s: a serial is a positive integer (RFC 5280)', async (serialNumber) => {
    await expect(createTestCertificates({ serialNumber })).rejects.toMatchObject({ code: 'INPUT_INVALID', message: expect.stringMatching(/positive/) });
  });

  // Review (TPP): 40 digits starting 8-F are 21 octets in DER (a 00 keeps the number positive), past RFC 5280's 20.
  test('refuses a serial of 21 octets in DER and takes 20 (40 digits starting 0-7)', async () => {
    await expect(createTestCertificates({ serialNumber: `8${'0'.repeat(39)}` })).rejects.toMatchObject({ code: 'INPUT_INVALID', message: expect.stringMatching(/needs 21 octets/) });
    const { qseal } = await createTestCertificates({ serialNumber: `7${'f'.repeat(39)}` });
    expect(qseal.serialHex.toLowerCase()).toBe(`7${'f'.repeat(39)}`);
  });

  test('the private key in PEM and KeyObject form signs for the certificate', () => {
    expect(() => signRequest({ headers: {}, privateKey: pki.qseal.privateKeyPem, certificate: pki.qseal.certificatePem })).not.toThrow();
    expect(() => signRequest({ headers: {}, privateKey: pki.qwac.privateKey, certificate: pki.qseal.certificatePem })).toThrow(
      expect.objectContaining({ code: 'INPUT_INVALID' }),
    );
  });
});
