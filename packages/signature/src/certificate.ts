/**
 * Reading the TPP-Signature-Certificate header into everything verification needs: the parsed certificate
 * (@peculiar/x509), a node:crypto key object, serial, issuer, validity and the PSD2 QCStatement.
 */
import 'reflect-metadata';
import { createHash, createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import * as x509 from '@peculiar/x509';
import type { CertificateSummary } from './signature-error.js';
import type { DistinguishedName, DnAttribute } from './distinguished-name.js';
import { formatRfc2253, escapeValue } from './distinguished-name.js';
import { findDisplayName } from './dn-attribute-types.js';
import { readName } from './name-reader.js';
import { hasQcCompliance, QC_STATEMENTS_OID, readPsd2Statement, readQcTypes, type QcType } from './qc-statements.js';
import type { Psd2Statement } from './qc-statements.js';
import { formatSerialHex } from './serial-number.js';
import { locateTbsFields, readDerChildren, readDerElement } from './der-elements.js';

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
  /** The QcType statement's types (`eseal` for a QSealC, `web` for a QWAC); empty when it has none. */
  readonly qcTypes: readonly QcType[];
  /** Whether qcStatements holds QcCompliance: the QTSP says the certificate is EU qualified. */
  readonly qcCompliance: boolean;
  /** The subject's first organizationIdentifier (2.5.4.97), such as PSDNO-FSA-123456789. */
  readonly organizationIdentifier: string | undefined;
  /** Key usage bits (x509.KeyUsageFlags), undefined when the extension is absent. */
  readonly keyUsage: number | undefined;
}

/**
 * Outcome of {@link decodeCertificateText}. A failure caused by more than one certificate (a PEM bundle, or bytes
 * after the certificate's DER) says so in `surplus`, so that the caller can tell the sender what to leave out.
 */
export type DecodedCertificate =
  | { ok: true; der: Uint8Array }
  | { ok: false; reason: string; surplus?: { readonly bytes: number; readonly certificates: number } };

const ARMOUR = /-----(?:BEGIN|END) [A-Z0-9 ]+-----/g;
const BEGIN_ARMOUR = /-----BEGIN ([A-Z0-9 ]+)-----/g;
const PEM_WITHOUT_BODY = 'it holds PEM armour lines but no certificate; send the base64 of the DER certificate (the text between the armour lines)';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const SEQUENCE = 0x30;
const PEM_FILE_START = Buffer.from('-----BEGIN ', 'latin1');

/**
 * Turns the header text into the DER of one certificate: base64 DER, or PEM with or without its armour lines
 * and line breaks (also `\n` written out, as certificates pasted into environment variables often are), either
 * of them URL-encoded, or base64 of a PEM file's text (as some TPP agents send the file's bytes). Exactly one DER
 * element (X.690 section 8.1: one tag, length and contents) in the definite, shortest length form, its contents
 * exactly three such elements: anything before, after or around it would be ignored by the parser yet change the
 * SHA-256 fingerprint - and so the TPP id of a certificate without an organizationIdentifier.
 *
 * @example
 * ```ts
 * decodeCertificateText(pem); // { ok: true, der }
 * decodeCertificateText(leafPem + caPem); // { ok: false, reason: 'it holds 2 PEM blocks ...', surplus: {...} }
 * ```
 * @see RFC 5280 section 4.1 (a certificate is DER), RFC 7468 section 5, ITU-T X.690 sections 8.1 and 10.1
 */
export function decodeCertificateText(text: string): DecodedCertificate {
  return decodeText(text, true);
}

function decodeText(input: string, outermost: boolean): DecodedCertificate {
  let text = input;
  // URL-encoding first (nginx's $ssl_client_escaped_cert encodes a whole PEM), so that its armour is recognised.
  if (/%[0-9A-Fa-f]{2}/.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return { ok: false, reason: 'the value contains invalid percent-encoding' };
    }
  }
  const blocks = [...text.matchAll(BEGIN_ARMOUR)].map((match) => match[1]!);
  if (blocks.length > 1) {
    return { ok: false, reason: `it holds ${blocks.length} PEM blocks (${blocks.join(', ')}), a chain or bundle`, surplus: { bytes: 0, certificates: blocks.length - 1 } };
  }
  let body = text.replace(ARMOUR, '').replace(/\\[rn]/g, '');
  body = body.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (body.length === 0) {
    // Only armour lines: "the value is empty" would puzzle a TPP that sent them.
    return { ok: false, reason: /-----(?:BEGIN|END) /.test(text) ? PEM_WITHOUT_BODY : 'the value is empty' };
  }
  if (!BASE64.test(body)) return { ok: false, reason: 'the value is not base64 (nor PEM)' };
  const decoded = Buffer.from(body, 'base64');
  // Base64 of a whole PEM file, as some TPP agents send the file's bytes: decoded once more, never deeper.
  if (outermost && decoded.subarray(0, PEM_FILE_START.length).equals(PEM_FILE_START)) return decodeText(decoded.toString('latin1'), false);
  const der = new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.byteLength);
  const certificate = readDerElement(der, 0, der.byteLength);
  if (der[0] !== SEQUENCE || !certificate) return { ok: false, reason: 'the decoded bytes are not a DER certificate' };
  if (readDerChildren(der, certificate)?.length !== 3) {
    return { ok: false, reason: 'the decoded bytes are not a DER certificate (tbsCertificate, signatureAlgorithm, signatureValue)' };
  }
  if (certificate.end < der.byteLength) {
    const bytes = der.byteLength - certificate.end;
    const certificates = countCertificates(der, certificate.end);
    const chain = certificates > 0 ? ` (${certificates === 1 ? 'another certificate' : `${certificates} more certificates`}: a chain)` : '';
    return { ok: false, reason: `${bytes} ${bytes === 1 ? 'byte follows' : 'bytes follow'} the certificate's DER encoding${chain}`, surplus: { bytes, certificates } };
  }
  return { ok: true, der };
}

/** How many whole SEQUENCEs (certificates, presumably) follow one another from offset to the end. */
function countCertificates(der: Uint8Array, offset: number): number {
  let count = 0;
  for (let element = readDerElement(der, offset, der.byteLength); element?.tag === SEQUENCE; element = readDerElement(der, element.end, der.byteLength)) {
    count += 1;
    if (element.end === der.byteLength) return count;
  }
  return 0;
}

/**
 * Parses DER; throws when it is not an X.509 certificate with a usable public key. @peculiar/x509 parses the
 * certificate once; the names and the public key are read from their bytes in the DER (not re-encoded from the
 * parse and decoded again), and of the extensions only qcStatements and keyUsage are decoded - the rest is never
 * read.
 */
export function parseCertificateDer(der: Uint8Array, fingerprint: string): ParsedCertificate {
  const certificate = new ReadableCertificate(der);
  const fields = locateTbsFields(der);
  const publicKey = readPublicKey(certificate, fields?.subjectPublicKeyInfo);
  const serial = BigInt(`0x${certificate.serialNumber || '0'}`);
  const issuer = readNameOf(fields?.issuer, () => certificate.issuerName);
  const subject = readNameOf(fields?.subject, () => certificate.subjectName);
  const { psd2, qcTypes, qcCompliance, keyUsage } = readExtensions(certificate);
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
    qcTypes,
    qcCompliance,
    organizationIdentifier: findAttribute(subject, ORGANIZATION_IDENTIFIER),
    keyUsage,
  };
}

const ORGANIZATION_IDENTIFIER = '2.5.4.97';

/** The value of the first attribute of the type, in certificate order. */
function findAttribute(name: DistinguishedName, oid: string): string | undefined {
  for (const rdn of name) {
    for (const attribute of rdn) if (attribute.oid === oid) return attribute.value;
  }
  return undefined;
}

/** @peculiar/x509's certificate, with read access to what its parse keeps (the protected `asn`). */
class ReadableCertificate extends x509.X509Certificate {
  /** The extensions as parsed, values not decoded (the `extensions` getter decodes every one it knows). */
  get extensionList(): readonly { readonly extnID: string; readonly extnValue: { readonly buffer: ArrayBuffer } }[] {
    return this.asn.tbsCertificate.extensions ?? [];
  }
}

const KEY_USAGE_OID = '2.5.29.15';

/**
 * The public key as a KeyObject, imported from its SubjectPublicKeyInfo bytes as received. @peculiar/x509 still
 * reads the key first, so a key it refuses fails as it always did. (PKCS#1 would import an RSA key in a few
 * microseconds rather than about a hundred, but OpenSSL 3 then verifies with it about 1% more slowly - on every
 * request, where the import happens once per certificate.)
 */
function readPublicKey(certificate: x509.X509Certificate, spki: Uint8Array | undefined): KeyObject {
  const checked = certificate.publicKey;
  if (spki && hasWholeOctetKey(spki)) {
    try {
      return createPublicKey({ key: Buffer.from(spki.buffer, spki.byteOffset, spki.byteLength), format: 'der', type: 'spki' });
    } catch {
      // the parser's re-encoding below, as before
    }
  }
  return createPublicKey({ key: Buffer.from(checked.rawData), format: 'der', type: 'spki' });
}

/**
 * Whether the subjectPublicKey BIT STRING declares no unused bits: @peculiar/x509 re-encodes it so, and the key
 * taken from its re-encoding - as before - is then the same as the one taken from the bytes received.
 */
function hasWholeOctetKey(spki: Uint8Array): boolean {
  const info = readDerElement(spki, 0, spki.byteLength);
  const algorithm = info && readDerElement(spki, info.contentStart, info.end);
  const key = algorithm && readDerElement(spki, algorithm.end, info.end);
  return key?.tag === BIT_STRING && key.end === info!.end && spki[key.contentStart] === 0;
}

const BIT_STRING = 0x03;

/**
 * A Name read from its bytes in the DER; from @peculiar/x509's re-encoding of it when the DER is laid out
 * otherwise, or holds a Name it only accepts leniently (which its re-encoding repairs).
 */
function readNameOf(received: Uint8Array | undefined, parsed: () => x509.Name): DistinguishedName {
  if (received) {
    try {
      const name = readName(received);
      if (name.every((rdn) => rdn.every(isReEncodedAlike))) return name;
    } catch {
      // read the re-encoding below
    }
  }
  return readName(new Uint8Array(parsed().toArrayBuffer()));
}

/**
 * Whether @peculiar/x509 would re-encode the value to the same bytes: it does, except for a UTF8String that is
 * not valid UTF-8 (decoded with replacement characters, then encoded anew). Those bytes show in keyId `#hex`
 * values, so such a name is taken from the re-encoding, as it always was.
 */
function isReEncodedAlike(attribute: DnAttribute): boolean {
  const ber = attribute.ber;
  if (!ber || ber[0] !== UTF8_STRING) return true;
  const length = ber[1]!;
  const content = length < 0x80 ? ber.subarray(2) : ber.subarray(2 + (length & 0x7f));
  return isUtf8(content);
}

const UTF8_STRING = 0x0c;

/** The first qcStatements extension's PSD2 statement and QcTypes, and the first keyUsage extension's bits. */
function readExtensions(certificate: ReadableCertificate): { psd2: Psd2Statement | undefined; qcTypes: QcType[]; qcCompliance: boolean; keyUsage: number | undefined } {
  let psd2: Psd2Statement | undefined;
  let qcTypes: QcType[] = [];
  let qcCompliance = false;
  let keyUsage: number | undefined;
  let qcSeen = false;
  let keyUsageSeen = false;
  for (const extension of certificate.extensionList) {
    if (!qcSeen && extension.extnID === QC_STATEMENTS_OID) {
      qcSeen = true;
      const value = new Uint8Array(extension.extnValue.buffer);
      psd2 = readPsd2Statement(value);
      qcTypes = readQcTypes(value);
      qcCompliance = hasQcCompliance(value);
    } else if (!keyUsageSeen && extension.extnID === KEY_USAGE_OID) {
      keyUsageSeen = true;
      // Anything but a plain DER BIT STRING goes to @peculiar/x509's own decoding (and its errors).
      keyUsage = readKeyUsageBits(new Uint8Array(extension.extnValue.buffer)) ?? certificate.getExtension(x509.KeyUsagesExtension)?.usages;
    }
  }
  return { psd2, qcTypes, qcCompliance, keyUsage };
}

/**
 * The keyUsage value of a primitive, definite-length BIT STRING with nothing after it, computed as
 * @peculiar/asn1-schema's `BitString.toNumber` does (first bit lowest); undefined for any other encoding.
 */
function readKeyUsageBits(value: Uint8Array): number | undefined {
  if (value.byteLength < 4 || value[0] !== 0x03 || value[1] !== value.byteLength - 2 || value[1]! >= 0x80) return undefined;
  const unusedBits = value[2]!;
  if (unusedBits > 7) return undefined;
  let bits = '';
  for (const octet of value.subarray(3)) bits += octet.toString(2).padStart(8, '0');
  bits = bits.split('').reverse().join('');
  if (unusedBits) bits = bits.slice(unusedBits).padStart(unusedBits, '0');
  return Number.parseInt(bits, 2);
}

/** SHA-256 of the DER, lower-case hex. */
export function computeFingerprint(der: Uint8Array): string {
  return createHash('sha256').update(der).digest('hex');
}

/** OpenSSL-like display: certificate order, readable type names, `, ` between RDNs. */
function formatReadable(name: DistinguishedName): string {
  return name.map((rdn) => rdn.map((a) => `${findDisplayName(a.oid)}=${escapeValue(a.value)}`).join(' + ')).join(', ');
}
