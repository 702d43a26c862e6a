/**
 * A factory of test certificates: a CA and TPP certificates (QSealC for signing, QWAC for TLS) with the PSD2
 * QCStatement, so that a TPP can sign requests against the sandbox within a minute.
 */
import 'reflect-metadata';
import { createHash, createPrivateKey, webcrypto } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { encodeQcStatements, QC_STATEMENTS_OID } from './qc-statements.js';
import type { Psd2Role } from './qc-statements.js';
import { formatRfc2253 } from './distinguished-name.js';
import { readName } from './name-reader.js';
import { formatSerialHex } from './serial-number.js';
import { createStepError } from './steps.js';
import { readOrganizationIdentifier } from './organization-identifier.js';

/**
 * A generated certificate with its RSA-2048 private key, in the forms callers need.
 *
 * @example
 * ```ts
 * const headers = { 'tpp-signature-certificate': qseal.certificateBase64 };
 * ```
 * @see RFC 5280 section 4.1, RFC 7468 (PEM)
 */
export interface TestCertificate {
  readonly certificatePem: string;
  /** Base64 DER, the value of TPP-Signature-Certificate. */
  readonly certificateBase64: string;
  readonly certificateDer: Uint8Array<ArrayBuffer>;
  /** PKCS#8 PEM. */
  readonly privateKeyPem: string;
  readonly privateKey: KeyObject;
  readonly serialHex: string;
  readonly fingerprint: string;
  /** `SN=<hex>,CA=<RFC 2253 issuer>` for this certificate. */
  readonly keyId: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
}

/**
 * Options shared by the CA and TPP certificates. `serialNumber` is hexadecimal (a leading byte of 0x80 or more
 * is encoded with the extra zero byte DER requires); validity defaults to one day before the clock until one year
 * after it.
 *
 * @example
 * ```ts
 * const options: TestCertificateOptions = { serialNumber: 'C0FFEE01', notAfter: new Date('2030-01-01') };
 * ```
 * @see RFC 5280 section 4.1.2.2 (serialNumber), 4.1.2.5 (validity)
 */
export interface TestCertificateOptions {
  readonly serialNumber?: string;
  readonly notBefore?: Date;
  readonly notAfter?: Date;
  readonly clock?: () => Date;
  readonly commonName?: string;
  readonly organizationName?: string;
  readonly organizationIdentifier?: string;
  readonly country?: string;
}

/**
 * Options of a TPP certificate: the kind (QSealC `qseal` or QWAC `qwac`), PSD2 roles and NCA, DNS names of a
 * QWAC, and `qcStatement: false` to leave the QCStatement out (for testing its absence).
 *
 * @example
 * ```ts
 * const options: TppCertificateOptions = { kind: 'qseal', roles: ['PSP_PI'], organizationIdentifier: 'PSDNO-FSA-123456789' };
 * ```
 * @see ETSI TS 119 495 sections 5.1 and 5.2, ETSI EN 319 412-5 (QcType)
 */
export interface TppCertificateOptions extends TestCertificateOptions {
  readonly kind?: 'qseal' | 'qwac';
  readonly roles?: readonly Psd2Role[];
  /**
   * The NCA of the PSD2 statement; by default the one `organizationIdentifier` names (`PSDSE-FINA-44059`:
   * `SE-FINA`), else Finanstilsynet (`NO-FSA`), so that production's check that the two agree passes.
   */
  readonly nca?: { readonly name: string; readonly id: string };
  readonly domains?: readonly string[];
  readonly qcStatement?: boolean;
}

/** A CA able to issue TPP certificates; made by {@link createTestCertificateAuthority}. */
export interface TestCertificateAuthority extends TestCertificate {
  readonly kind: 'ca';
}

const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 } as const;
const DAY = 24 * 60 * 60 * 1000;
const authorities = new WeakMap<TestCertificateAuthority, { cert: x509.X509Certificate; key: webcrypto.CryptoKey }>();
let providerSet = false;

/**
 * Creates a test CA (RSA-2048, basicConstraints CA, keyCertSign): self-signed (a root), or issued by `issuer`
 * (an intermediate, as QTSPs issue QSealCs from).
 *
 * @example
 * ```ts
 * const root = await createTestCertificateAuthority({ commonName: 'Sandbox QTSP', organizationIdentifier: 'NTRNO-987654321' });
 * const issuing = await createTestCertificateAuthority({ commonName: 'Sandbox QTSP Seal CA', issuer: root });
 * ```
 * @see RFC 5280 section 4.2.1.9 (basicConstraints), ETSI TS 119 495
 */
export async function createTestCertificateAuthority(options: TestCertificateOptions & { readonly issuer?: TestCertificateAuthority } = {}): Promise<TestCertificateAuthority> {
  const crypto = useWebCrypto();
  const parent = options.issuer === undefined ? undefined : authorities.get(options.issuer);
  if (options.issuer !== undefined && !parent) throw createStepError('INPUT_INVALID', 'input', 'the issuer was not made by createTestCertificateAuthority', { hint: 'Create the issuing CA with createTestCertificateAuthority.' });
  const keys = (await crypto.subtle.generateKey(RSA, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const { issuer: _issuer, ...nameOptions } = options;
  const name = buildName({ commonName: 'xs2a-kit Test QTSP CA', organizationName: 'xs2a-kit Test QTSP', organizationIdentifier: 'NTRNO-987654321', ...nameOptions });
  const extensions: x509.Extension[] = [
    new x509.BasicConstraintsExtension(true, undefined, true),
    new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    await x509.SubjectKeyIdentifierExtension.create(keys.publicKey, false, crypto),
  ];
  const common = { ...readValidity(options), ...(options.serialNumber ? { serialNumber: checkSerial(options.serialNumber) } : {}) };
  const cert = parent
    ? await x509.X509CertificateGenerator.create(
        {
          ...common,
          subject: name,
          issuer: parent.cert.subjectName,
          publicKey: keys.publicKey,
          signingKey: parent.key,
          extensions: [...extensions, await x509.AuthorityKeyIdentifierExtension.create(parent.cert, false, crypto)],
        },
        crypto,
      )
    : await x509.X509CertificateGenerator.createSelfSigned({ ...common, name, keys, extensions }, crypto);
  const authority: TestCertificateAuthority = { kind: 'ca', ...(await describe(cert, keys.privateKey, crypto)) };
  authorities.set(authority, { cert, key: keys.privateKey });
  return authority;
}

/**
 * Issues a TPP certificate from a test CA: a QSealC (digitalSignature and nonRepudiation, QcType eSeal) or a QWAC
 * (digitalSignature and keyEncipherment, serverAuth and clientAuth, QcType web, DNS names), with the PSD2
 * QCStatement of the roles and NCA given and organizationIdentifier in the subject.
 *
 * @example
 * ```ts
 * const qseal = await createTestTppCertificate(ca, { roles: ['PSP_AI', 'PSP_PI'], serialNumber: '80A1' });
 * const signed = signRequest({ headers, body, privateKey: qseal.privateKey, certificate: qseal.certificateBase64 });
 * ```
 * @see ETSI TS 119 495 section 5 (PSD2 QCStatement, organizationIdentifier), ETSI EN 319 412-1 section 5.1.4
 */
export async function createTestTppCertificate(authority: TestCertificateAuthority, options: TppCertificateOptions = {}): Promise<TestCertificate> {
  const crypto = useWebCrypto();
  const issuer = authorities.get(authority);
  if (!issuer) throw createStepError('INPUT_INVALID', 'input', 'the authority was not made by createTestCertificateAuthority', { hint: 'Create the CA with createTestCertificateAuthority.' });
  const kind = options.kind ?? 'qseal';
  const keys = (await crypto.subtle.generateKey(RSA, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const extensions: x509.Extension[] = [
    new x509.BasicConstraintsExtension(false, undefined, true),
    new x509.KeyUsagesExtension(
      kind === 'qseal'
        ? x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation
        : x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment,
      true,
    ),
    await x509.SubjectKeyIdentifierExtension.create(keys.publicKey, false, crypto),
    await x509.AuthorityKeyIdentifierExtension.create(issuer.cert, false, crypto),
  ];
  if (kind === 'qwac') {
    extensions.push(new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth, x509.ExtendedKeyUsage.clientAuth]));
    const domains = options.domains ?? ['tpp.example'];
    extensions.push(new x509.SubjectAlternativeNameExtension(domains.map((value) => ({ type: 'dns' as const, value }))));
  }
  if (options.qcStatement !== false) {
    const nca = options.nca ?? findNca(options.organizationIdentifier);
    const statement = { roles: options.roles ?? ['PSP_AI', 'PSP_PI'], ncaName: nca.name, ncaId: nca.id };
    extensions.push(new x509.Extension(QC_STATEMENTS_OID, false, encodeQcStatements(kind, statement)));
  }
  const cert = await x509.X509CertificateGenerator.create(
    {
      ...readValidity(options),
      ...(options.serialNumber ? { serialNumber: checkSerial(options.serialNumber) } : {}),
      subject: buildName({ commonName: kind === 'qseal' ? 'xs2a-kit Test TPP' : 'tpp.example', organizationName: 'xs2a-kit Test TPP AS', organizationIdentifier: 'PSDNO-FSA-123456789', ...options }),
      issuer: issuer.cert.subjectName,
      publicKey: keys.publicKey,
      signingKey: issuer.key,
      extensions,
    },
    crypto,
  );
  return describe(cert, keys.privateKey, crypto);
}

/**
 * Creates a CA, a QSealC and a QWAC in one call, sharing the TPP options (serial only applies to the QSealC).
 *
 * @example
 * ```ts
 * const { ca, qseal, qwac } = await createTestCertificates({ roles: ['PSP_PI'] });
 * ```
 * @see ETSI TS 119 495
 */
export async function createTestCertificates(options: TppCertificateOptions = {}): Promise<{ ca: TestCertificateAuthority; qseal: TestCertificate; qwac: TestCertificate }> {
  const ca = await createTestCertificateAuthority({ ...(options.clock ? { clock: options.clock } : {}) });
  const qseal = await createTestTppCertificate(ca, { ...options, kind: 'qseal' });
  const { serialNumber: _serial, ...rest } = options;
  const qwac = await createTestTppCertificate(ca, { ...rest, kind: 'qwac' });
  return { ca, qseal, qwac };
}

function useWebCrypto(): webcrypto.Crypto {
  if (!providerSet) {
    x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);
    providerSet = true;
  }
  return webcrypto;
}

function buildName(options: TestCertificateOptions): x509.Name {
  const name: x509.JsonNameParams = [{ C: [options.country ?? 'NO'] }];
  if (options.organizationName) name.push({ O: [{ utf8String: options.organizationName }] });
  if (options.organizationIdentifier) name.push({ '2.5.4.97': [{ utf8String: options.organizationIdentifier }] });
  if (options.commonName) name.push({ CN: [{ utf8String: options.commonName }] });
  return new x509.Name(name);
}

function readValidity(options: TestCertificateOptions): { notBefore: Date; notAfter: Date } {
  const now = (options.clock ?? (() => new Date()))().getTime();
  return { notBefore: options.notBefore ?? new Date(now - DAY), notAfter: options.notAfter ?? new Date(now + 365 * DAY) };
}

function checkSerial(serial: string): string {
  const hex = serial.replace(/[:\s]/g, '');
  if (!/^[0-9A-Fa-f]+$/.test(hex) || hex.length > 40) {
    throw createStepError('INPUT_INVALID', 'input', `serial ${serial} is not hexadecimal of at most 20 bytes`, { hint: 'Give the serial as hexadecimal.' });
  }
  // RFC 5280 4.1.2.2: a serial is a positive integer. Zero was replaced by a random serial without a word.
  if (/^0+$/.test(hex)) {
    throw createStepError('INPUT_INVALID', 'input', `serial ${serial} is zero; a certificate serial must be positive`, { hint: 'Give a positive hexadecimal serial, such as 01.' });
  }
  // At most 20 octets as DER writes it: without leading zero octets, and with one 0x00 before a first octet of
  // 0x80 or more, which would otherwise read as negative (40 digits starting 8-F made 21).
  const significant = hex.replace(/^0+/, '');
  const octets = Math.ceil(significant.length / 2) + (significant.length % 2 === 0 && parseInt(significant[0]!, 16) >= 8 ? 1 : 0);
  if (octets > 20) {
    throw createStepError('INPUT_INVALID', 'input', `serial ${serial} needs ${octets} octets in DER (a leading 00 keeps it positive); at most 20 are allowed`, {
      hint: 'Give at most 40 hexadecimal digits, the first of them 0-7 when there are 40.',
    });
  }
  return hex.length % 2 === 0 ? hex : `0${hex}`;
}

async function describe(cert: x509.X509Certificate, key: webcrypto.CryptoKey, crypto: webcrypto.Crypto): Promise<TestCertificate> {
  const der = new Uint8Array(cert.rawData);
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', key));
  const privateKey = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' });
  const serialHex = formatSerialHex(BigInt(`0x${cert.serialNumber || '0'}`));
  return {
    certificatePem: cert.toString('pem'),
    certificateBase64: Buffer.from(der).toString('base64'),
    certificateDer: der,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    privateKey,
    serialHex,
    fingerprint: createHash('sha256').update(der).digest('hex'),
    keyId: `SN=${serialHex},CA=${formatRfc2253(readName(new Uint8Array(cert.issuerName.toArrayBuffer())))}`,
    notBefore: cert.notBefore,
    notAfter: cert.notAfter,
  };
}

/**
 * The NCA a test seal's PSD2 statement names when none is given: the one its organizationIdentifier names (the
 * `SE-FINA` of `PSDSE-FINA-44059`), so that production's check that the two agree passes, as it does for a real
 * QSealC; Finanstilsynet (NO-FSA) otherwise. Only Norway's name is known here: another NCA is named by its id.
 */
function findNca(organizationIdentifier: string | undefined): { readonly name: string; readonly id: string } {
  const reading = organizationIdentifier === undefined ? undefined : readOrganizationIdentifier(organizationIdentifier);
  const id = reading?.ok === true ? reading.value.ncaId : 'NO-FSA';
  return { name: id === 'NO-FSA' ? 'Finanstilsynet' : id, id };
}
