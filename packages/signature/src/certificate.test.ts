import { beforeAll, describe, expect, test } from 'vitest';
import { createCertificateCache, loadCertificate } from './certificate-cache.js';
import { decodeCertificateText } from './certificate.js';
import type { DecodedCertificate } from './certificate.js';
import { loadPki } from './testing/fixtures.js';
import type { Pki } from './testing/fixtures.js';

let pki: Pki;
beforeAll(async () => {
  pki = await loadPki();
});

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

/** The certificate's contents (its three elements) under a new outer SEQUENCE header. */
function reframe(der: Uint8Array, header: (length: number) => number[], extra: Uint8Array = new Uint8Array(0)): Uint8Array {
  const lengthOctets = der[1]! & 0x80 ? der[1]! & 0x7f : 0;
  const content = concat(der.subarray(2 + lengthOctets), extra);
  return Uint8Array.from([0x30, ...header(content.byteLength), ...content]);
}

const minimal = (n: number) => (n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff]);

const PEM_WITHOUT_BODY = 'it holds PEM armour lines but no certificate; send the base64 of the DER certificate (the text between the armour lines)';

describe('decodeCertificateText: exactly one DER certificate (X.690: one TLV)', () => {
  test.each<[string, { given: (pki: Pki) => string; want: (pki: Pki) => Partial<Extract<DecodedCertificate, { ok: false }>> | 'ok' }]>([
    ['base64 DER', { given: (p) => p.qseal.certificateBase64, want: () => 'ok' }],
    ['PEM', { given: (p) => p.qseal.certificatePem, want: () => 'ok' }],
    ['the outer SEQUENCE reframed in its own DER form', { given: (p) => base64(reframe(p.qseal.certificateDer, minimal)), want: () => 'ok' }],
    ['one byte appended', {
      given: (p) => base64(concat(p.qseal.certificateDer, Uint8Array.of(0))),
      want: () => ({ reason: "1 byte follows the certificate's DER encoding", surplus: { bytes: 1, certificates: 0 } }),
    }],
    ['a chain sent as concatenated DER (leaf, then CA)', {
      given: (p) => base64(concat(p.qseal.certificateDer, p.ca.certificateDer)),
      want: (p) => ({
        reason: `${p.ca.certificateDer.byteLength} bytes follow the certificate's DER encoding (another certificate: a chain)`,
        surplus: { bytes: p.ca.certificateDer.byteLength, certificates: 1 },
      }),
    }],
    ['a PEM bundle of leaf and CA', {
      given: (p) => `${p.qseal.certificatePem}\n${p.ca.certificatePem}`,
      want: () => ({ reason: 'it holds 2 PEM blocks (CERTIFICATE, CERTIFICATE), a chain or bundle', surplus: { bytes: 0, certificates: 1 } }),
    }],
    ['an outer length in a longer form than DER allows', {
      given: (p) => base64(reframe(p.qseal.certificateDer, (n) => [0x83, 0, n >> 8, n & 0xff])),
      want: () => ({ reason: 'the decoded bytes are not a DER certificate' }),
    }],
    ['a fourth element inside the certificate', {
      given: (p) => base64(reframe(p.qseal.certificateDer, minimal, Uint8Array.of(0x05, 0x00))),
      want: () => ({ reason: 'the decoded bytes are not a DER certificate (tbsCertificate, signatureAlgorithm, signatureValue)' }),
    }],
    // Both read "the value is empty".
    ['a PEM BEGIN line alone', { given: () => '-----BEGIN CERTIFICATE-----', want: () => ({ reason: PEM_WITHOUT_BODY }) }],
    ['PEM armour lines around nothing', { given: () => '-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n', want: () => ({ reason: PEM_WITHOUT_BODY }) }],
    ['nothing but white space', { given: () => ' \n ', want: () => ({ reason: 'the value is empty' }) }],
    ['truncated', { given: (p) => base64(p.qseal.certificateDer.subarray(0, 100)), want: () => ({ reason: 'the decoded bytes are not a DER certificate' }) }],
  ])('%s', (_name, { given, want }) => {
    const decoded = decodeCertificateText(given(pki));
    const expected = want(pki);
    if (expected === 'ok') expect(decoded).toEqual({ ok: true, der: Uint8Array.from(pki.qseal.certificateDer) });
    else expect(decoded).toEqual({ ok: false, ...expected });
  });
});

describe('regression: the fingerprint covered bytes the parser ignored', () => {
  test('one certificate has one fingerprint and one cache entry however it is written', () => {
    const cache = createCertificateCache();
    const forms = [
      pki.qseal.certificateBase64,
      pki.qseal.certificatePem,
      pki.qseal.certificatePem.replace(/\n/g, '\\n'),
      encodeURIComponent(pki.qseal.certificateBase64),
      base64(reframe(pki.qseal.certificateDer, minimal)),
    ];
    const fingerprints = forms.map((text) => {
      const loaded = loadCertificate(text, cache);
      if (!loaded.ok) throw new Error(loaded.reason);
      return loaded.value.fingerprint;
    });
    expect(new Set(fingerprints)).toEqual(new Set([pki.qseal.fingerprint]));
    expect(cache.size).toBe(1);
  });

  test('the certificate with bytes appended is refused, never cached under another fingerprint', () => {
    const cache = createCertificateCache();
    expect(loadCertificate(base64(concat(pki.qseal.certificateDer, Uint8Array.of(0x00))), cache)).toMatchObject({ ok: false, surplus: { bytes: 1 } });
    expect(cache.size).toBe(0);
  });
});

describe('review: the encodings TPP agents send the certificate header in', () => {
  test('a URL-encoded PEM (nginx $ssl_client_escaped_cert) decodes to the DER', () => {
    const decoded = decodeCertificateText(encodeURIComponent(pki.qseal.certificatePem));
    expect(decoded).toEqual({ ok: true, der: new Uint8Array(pki.qseal.certificateDer) });
  });

  test('base64 of the PEM file text decodes to the DER, base64 of that again does not', () => {
    const once = Buffer.from(pki.qseal.certificatePem).toString('base64');
    expect(decodeCertificateText(once)).toEqual({ ok: true, der: new Uint8Array(pki.qseal.certificateDer) });
    const twice = Buffer.from(once).toString('base64');
    expect(decodeCertificateText(twice)).toMatchObject({ ok: false, reason: 'the decoded bytes are not a DER certificate' });
  });

  test('base64 of a PEM bundle is still refused as a chain', () => {
    const bundle = Buffer.from(`${pki.qseal.certificatePem}\n${pki.ca.certificatePem}`).toString('base64');
    expect(decodeCertificateText(bundle)).toMatchObject({ ok: false, surplus: { certificates: 1 } });
  });
});
