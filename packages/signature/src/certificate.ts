/**
 * Reading the TPP-Signature-Certificate header into everything verification needs: the parsed certificate
 * (@peculiar/x509), a node:crypto key object, serial, issuer, validity and the PSD2 QCStatement.
 */
import 'reflect-metadata';
import { createHash, createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import type { CertificateSummary } from './signature-error.js';
import type { DistinguishedName } from './distinguished-name.js';
import { formatRfc2253, escapeValue } from './distinguished-name.js';
import { findDisplayName } from './dn-attribute-types.js';
import { readName } from './name-reader.js';
import { QC_STATEMENTS_OID, readPsd2Statement } from './qc-statements.js';
import type { Psd2Statement } from './qc-statements.js';
import { formatSerialHex } from './serial-number.js';

/** A certificate read once and kept in the cache. */
export interface ParsedCertificate {
  readonly der: Uint8Array;
  readonly fingerprint: string;
  readonly certificate: x509.X509Certificate;
  readonly publicKey: KeyObject;
  readonly serial: bigint;
  readonly issuer: DistinguishedName;
  readonly subject: DistinguishedName;
  readonly notBefore: Date;
  readonly notAfter: Date;
  readonly summary: CertificateSummary;
  /** `SN=<hex>,CA=<RFC 2253 issuer>` as this package writes it. */
  readonly keyId: string;
  readonly psd2: Psd2Statement | undefined;
  /** Key usage bits (x509.KeyUsageFlags), undefined when the extension is absent. */
  readonly keyUsage: number | undefined;
}

/** Outcome of {@link decodeCertificateText}. */
export type DecodedCertificate = { ok: true; der: Uint8Array } | { ok: false; reason: string };

const ARMOUR = /-----(?:BEGIN|END) [A-Z0-9 ]+-----/g;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Turns the header text into DER: base64 DER, or PEM with or without its armour lines and line breaks
 * (also `\n` written out, as certificates pasted into environment variables often are, and URL-encoding).
 */
export function decodeCertificateText(text: string): DecodedCertificate {
  let body = text.replace(ARMOUR, '').replace(/\\[rn]/g, '');
  if (/%[0-9A-Fa-f]{2}/.test(body)) {
    try {
      body = decodeURIComponent(body);
    } catch {
      return { ok: false, reason: 'the value contains invalid percent-encoding' };
    }
  }
  body = body.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (body.length === 0) return { ok: false, reason: 'the value is empty' };
  if (!BASE64.test(body)) return { ok: false, reason: 'the value is not base64 (nor PEM)' };
  const der = Buffer.from(body, 'base64');
  if (der[0] !== 0x30) return { ok: false, reason: 'the decoded bytes are not a DER certificate' };
  return { ok: true, der: new Uint8Array(der.buffer, der.byteOffset, der.byteLength) };
}

/** Parses DER; throws when it is not an X.509 certificate with a usable public key. */
export function parseCertificateDer(der: Uint8Array, fingerprint: string): ParsedCertificate {
  const certificate = new x509.X509Certificate(der);
  const publicKey = createPublicKey({ key: Buffer.from(certificate.publicKey.rawData), format: 'der', type: 'spki' });
  const serial = BigInt(`0x${certificate.serialNumber || '0'}`);
  const issuer = readName(new Uint8Array(certificate.issuerName.toArrayBuffer()));
  const subject = readName(new Uint8Array(certificate.subjectName.toArrayBuffer()));
  const qc = certificate.getExtension(QC_STATEMENTS_OID);
  const psd2 = qc ? readPsd2Statement(new Uint8Array(qc.value)) : undefined;
  const keyUsage = certificate.getExtension(x509.KeyUsagesExtension)?.usages;
  const issuerRfc2253 = formatRfc2253(issuer);
  const summary: CertificateSummary = {
    serialHex: formatSerialHex(serial),
    serialDecimal: serial.toString(10),
    issuer: issuerRfc2253,
    issuerReadable: formatReadable(issuer),
    subject: formatReadable(subject),
    notBefore: certificate.notBefore.toISOString(),
    notAfter: certificate.notAfter.toISOString(),
    fingerprint,
  };
  return {
    der,
    fingerprint,
    certificate,
    publicKey,
    serial,
    issuer,
    subject,
    notBefore: certificate.notBefore,
    notAfter: certificate.notAfter,
    summary,
    keyId: `SN=${summary.serialHex},CA=${issuerRfc2253}`,
    psd2,
    keyUsage,
  };
}

/** SHA-256 of the DER, lower-case hex. */
export function computeFingerprint(der: Uint8Array): string {
  return createHash('sha256').update(der).digest('hex');
}

/** OpenSSL-like display: certificate order, readable type names, `, ` between RDNs. */
function formatReadable(name: DistinguishedName): string {
  return name.map((rdn) => rdn.map((a) => `${findDisplayName(a.oid)}=${escapeValue(a.value)}`).join(' + ')).join(', ');
}
