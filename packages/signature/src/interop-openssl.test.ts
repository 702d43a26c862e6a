import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { computeDigest } from './digest.js';
import { formatSignatureParameters } from './signature-header.js';
import { createRevocationListCheck } from './revocation-list.js';
import { verifyRequest } from './verify-request.js';
import type { RevocationQuery, TrustPolicy } from './trust-policy.js';

// Certificates made by the openssl command line: organizationIdentifier in subject and issuer, a PSD2
// QCStatement given as DER in the openssl config, a serial whose DER needs a leading zero byte.
const CA_SUBJECT = '/C=NO/ST=Oslo/L=Oslo/O=OpenSSL Test QTSP, Norway/organizationIdentifier=NTRNO-111222333/CN=OpenSSL Test CA/emailAddress=ca@example.no';
const TPP_SUBJECT = '/C=NO/O=OpenSSL TPP AS/organizationIdentifier=PSDNO-FSA-987654321/CN=OpenSSL TPP';
const SERIAL = '0x00A1B2C3D4';

let dir: string;
let caPem: string;
let tppPem: string;
let tppBase64: string;

function openssl(...args: string[]): string {
  return execFileSync('openssl', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** DER TLV written by hand, so the QCStatement does not come from the code under test. */
function tlv(tag: number, content: Buffer): Buffer {
  if (content.length > 127) throw new Error('short lengths only');
  return Buffer.concat([Buffer.from([tag, content.length]), content]);
}
const seq = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
const oid = (hex: string) => tlv(0x06, Buffer.from(hex, 'hex'));

function makePsd2Statement(options: { qcCompliance?: boolean } = {}): Buffer {
  const role = (arc: string, name: string) => seq(oid(`04008198270${arc}`), utf8(name));
  // 0.4.0.1862.1.1 (QcCompliance) = 04 00 8E 46 01 01
  const compliance = options.qcCompliance === false ? [] : [seq(oid('04008e460101'))];
  // 0.4.0.19495.2 = 04 00 81 98 27 02; roles 0.4.0.19495.1.x = 04 00 81 98 27 01 0x
  return seq(...compliance, seq(oid('040081982702'), seq(seq(role('102', 'PSP_PI'), role('104', 'PSP_IC')), utf8('Finanstilsynet'), utf8('NO-FSA'))));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'xs2a-openssl-'));
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '30', '-subj', CA_SUBJECT,
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');
  openssl('req', '-new', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'tpp.key', '-out', 'tpp.csr', '-subj', TPP_SUBJECT);
  writeFileSync(join(dir, 'ext.cnf'), [
    '[v3]',
    'basicConstraints=critical,CA:FALSE',
    'keyUsage=critical,digitalSignature,nonRepudiation',
    `1.3.6.1.5.5.7.1.3=DER:${makePsd2Statement().toString('hex').toUpperCase()}`,
    '',
  ].join('\n'));
  openssl('x509', '-req', '-in', 'tpp.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-set_serial', SERIAL, '-days', '10',
    '-extfile', 'ext.cnf', '-extensions', 'v3', '-out', 'tpp.pem');
  caPem = readFileSync(join(dir, 'ca.pem'), 'utf8');
  tppPem = readFileSync(join(dir, 'tpp.pem'), 'utf8');
  tppBase64 = tppPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A request whose signature openssl makes (`openssl dgst -sha256 -sign`). */
function signWithOpenssl(keyId: string, certificateHeader: string, keyFile = 'tpp.key') {
  const body = Buffer.from('{"amount":"10.00"}');
  const headers: Record<string, string> = {
    date: new Date().toUTCString(),
    digest: computeDigest(body),
    'x-request-id': '99391c7e-ad88-49ec-a2ad-99ddcb1f7721',
    'tpp-redirect-uri': 'https://tpp.example/cb',
  };
  const names = ['date', 'digest', 'x-request-id', 'tpp-redirect-uri'];
  writeFileSync(join(dir, 'signing-string'), names.map((n) => `${n}: ${headers[n]}`).join('\n'));
  const signature = execFileSync('openssl', ['dgst', '-sha256', '-sign', keyFile, 'signing-string'], { cwd: dir }).toString('base64');
  headers.signature = formatSignatureParameters({ keyId, algorithm: 'rsa-sha256', headers: names, signature });
  headers['tpp-signature-certificate'] = certificateHeader;
  return { method: 'POST', target: '/v1/payments/x', headers, body };
}

const sandbox = { clock: () => new Date(), trust: { mode: 'sandbox' } as TrustPolicy };

describe('openssl-made certificates', () => {
  test('parse into the TPP identity with roles and NCA from the QCStatement', async () => {
    const issuer = openssl('x509', '-in', 'tpp.pem', '-noout', '-issuer', '-nameopt', 'RFC2253').trim().replace(/^issuer=/, '');
    const tpp = await verifyRequest(signWithOpenssl(`SN=A1B2C3D4,CA=${issuer}`, tppBase64), sandbox);
    expect(tpp).toMatchObject({
      id: 'PSDNO-FSA-987654321',
      name: 'OpenSSL TPP AS',
      roles: ['PSP_PI', 'PSP_IC'],
      nca: { name: 'Finanstilsynet', id: 'NO-FSA' },
      serialHex: 'A1B2C3D4',
    });
  });

  const issuerVariants: [string, () => string][] = [
    ['openssl -nameopt RFC2253', () => openssl('x509', '-in', 'tpp.pem', '-noout', '-issuer', '-nameopt', 'RFC2253').trim().replace(/^issuer=/, '')],
    ['openssl -nameopt with spaces around = and after commas', () => openssl('x509', '-in', 'tpp.pem', '-noout', '-issuer', '-nameopt', 'esc_2253,sep_comma_plus_space,space_eq,sname').trim().replace(/^issuer=/, '')],
    ['certificate order', () => 'C=NO,ST=Oslo,L=Oslo,O=OpenSSL Test QTSP\\, Norway,organizationIdentifier=NTRNO-111222333,CN=OpenSSL Test CA,emailAddress=ca@example.no'],
    ['OIDs for organizationIdentifier and email, S for ST', () => 'CN=OpenSSL Test CA,2.5.4.97=NTRNO-111222333,O=OpenSSL Test QTSP\\, Norway,L=Oslo,S=Oslo,C=NO,1.2.840.113549.1.9.1=ca@example.no'],
    ['#hex BER value (as Java writes dotted OIDs)', () => `E=ca@example.no,CN=OpenSSL Test CA,2.5.4.97=#0c0f${Buffer.from('NTRNO-111222333').toString('hex')},O=OpenSSL Test QTSP\\2C Norway,L=Oslo,ST=Oslo,C=NO`],
    ['other case, spaces after commas', () => 'cn=openssl test ca, organizationidentifier=ntrno-111222333, o=OPENSSL TEST QTSP\\, NORWAY, l=oslo, st=oslo, c=no, emailaddress=ca@example.no'],
    ['spaces percent-encoded', () => 'CN=OpenSSL%20Test%20CA,organizationIdentifier=NTRNO-111222333,O=OpenSSL%20Test%20QTSP\\,%20Norway,L=Oslo,ST=Oslo,C=NO,E=ca@example.no'],
    ["EVRY's reduced form (CN,O,OU,L,S,C only)", () => 'CN=OpenSSL Test CA,O=OpenSSL Test QTSP\\, Norway,L=Oslo,S=Oslo,C=NO'],
  ];
  const serialVariants = ['A1B2C3D4', 'a1b2c3d4', '00A1B2C3D4', '00:a1:b2:c3:d4', 'A1:B2:C3:D4'];

  test.each(issuerVariants)('keyId issuer variant: %s', async (_name, issuer) => {
    for (const serial of serialVariants) {
      const tpp = await verifyRequest(signWithOpenssl(`SN=${serial},CA=${issuer()}`, tppBase64), sandbox);
      expect(tpp.serialHex).toBe('A1B2C3D4');
    }
  });

  test.each([
    ['PEM with armour and line breaks', () => tppPem],
    ['PEM armour without line breaks', () => tppPem.replace(/\n/g, '')],
    ['base64 with line breaks, no armour', () => tppPem.replace(/-----[A-Z ]+-----/g, '').trim()],
    ['base64 on one line', () => tppBase64],
  ])('certificate header as %s', async (_name, header) => {
    const keyId = 'SN=A1B2C3D4,CA=CN=OpenSSL Test CA,O=OpenSSL Test QTSP\\, Norway,L=Oslo,S=Oslo,C=NO';
    await expect(verifyRequest(signWithOpenssl(keyId, header()), sandbox)).resolves.toMatchObject({ id: 'PSDNO-FSA-987654321' });
  });

  test('the EVRY form still fails when one kept attribute differs', async () => {
    const keyId = 'SN=A1B2C3D4,CA=CN=OpenSSL Test CA,O=OpenSSL Test QTSP\\, Norway,L=Bergen,C=NO';
    await expect(verifyRequest(signWithOpenssl(keyId, tppBase64), sandbox)).rejects.toMatchObject({ code: 'KEYID_ISSUER_MISMATCH' });
  });

  test('production trust: chains to the openssl CA, QCStatement and key usage accepted, roles enforced', async () => {
    const keyId = 'SN=A1B2C3D4,CA=CN=OpenSSL Test CA,O=OpenSSL Test QTSP\\, Norway,L=Oslo,S=Oslo,C=NO';
    const production: TrustPolicy = { mode: 'production', trustAnchors: [caPem], requiredRoles: ['PSP_PI'] };
    await expect(verifyRequest(signWithOpenssl(keyId, tppBase64), { clock: () => new Date(), trust: production })).resolves.toMatchObject({ roles: ['PSP_PI', 'PSP_IC'] });
    const needsAis: TrustPolicy = { mode: 'production', trustAnchors: [caPem], requiredRoles: ['PSP_AI'] };
    await expect(verifyRequest(signWithOpenssl(keyId, tppBase64), { clock: () => new Date(), trust: needsAis })).rejects.toMatchObject({
      code: 'CERTIFICATE_ROLE_MISSING',
      details: { requiredRoles: ['PSP_AI'], roles: ['PSP_PI', 'PSP_IC'] },
    });
  });
});

/** A CRL of the openssl test CA revoking the certificate files given (`openssl ca -revoke`, then `-gencrl`). */
function makeCrl(revoke: readonly string[]): string {
  writeFileSync(join(dir, 'index.txt'), '');
  writeFileSync(join(dir, 'crlnumber'), '01\n');
  writeFileSync(join(dir, 'ca.cnf'), ['[ca]', 'default_ca = CA_default', '[CA_default]', 'database = index.txt', 'crlnumber = crlnumber', 'default_md = sha256', 'default_crl_days = 7', ''].join('\n'));
  for (const pem of revoke) openssl('ca', '-config', 'ca.cnf', '-revoke', pem, '-keyfile', 'ca.key', '-cert', 'ca.pem', '-crl_reason', 'keyCompromise');
  openssl('ca', '-config', 'ca.cnf', '-gencrl', '-keyfile', 'ca.key', '-cert', 'ca.pem', '-out', 'ca.crl');
  return readFileSync(join(dir, 'ca.crl'), 'utf8');
}

// Review K (eIDAS review): production accepted what RFC 5280 or the PSD2 rules refuse. Each variant is one
// openssl-made QSealC that differs from the good one in one respect.
describe('production trust refuses what a qualified PSD2 seal may not be', () => {
  const GOOD_EXTENSIONS = ['basicConstraints=critical,CA:FALSE', 'keyUsage=critical,digitalSignature,nonRepudiation'];
  let serial = 0x51;

  /** Issues a leaf from `issuer` (ca by default) with the extension lines given, and signs a request with it. */
  function issue(name: string, options: { extensions?: string[]; statement?: Buffer; keyBits?: number; digest?: string; sigopts?: string[]; issuer?: string } = {}) {
    const issuer = options.issuer ?? 'ca';
    openssl('req', '-new', '-newkey', `rsa:${options.keyBits ?? 2048}`, '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', TPP_SUBJECT);
    writeFileSync(join(dir, `${name}.cnf`), ['[v3]', ...(options.extensions ?? GOOD_EXTENSIONS), `1.3.6.1.5.5.7.1.3=DER:${(options.statement ?? makePsd2Statement()).toString('hex').toUpperCase()}`, ''].join('\n'));
    serial += 1;
    openssl('x509', '-req', '-in', `${name}.csr`, '-CA', `${issuer}.pem`, '-CAkey', `${issuer}.key`, '-set_serial', String(serial), '-days', '10',
      `-${options.digest ?? 'sha256'}`, ...(options.sigopts ?? []).flatMap((opt) => ['-sigopt', opt]), '-extfile', `${name}.cnf`, '-extensions', 'v3', '-out', `${name}.pem`);
    const pem = readFileSync(join(dir, `${name}.pem`), 'utf8');
    const issuerDn = openssl('x509', '-in', `${name}.pem`, '-noout', '-issuer', '-nameopt', 'RFC2253').trim().replace(/^issuer=/, '');
    const request = signWithOpenssl(`SN=${serial.toString(16).toUpperCase()},CA=${issuerDn}`, pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''), `${name}.key`);
    return request;
  }

  /** A CA under `issuer` with the basicConstraints line given (and extra extension lines). */
  function issueCa(name: string, issuer: string, constraints: string, extra: readonly string[] = []): string {
    openssl('req', '-new', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/C=NO/O=OpenSSL Test QTSP/CN=${name}`);
    writeFileSync(join(dir, `${name}.cnf`), ['[v3]', `basicConstraints=${constraints}`, 'keyUsage=critical,keyCertSign,cRLSign', ...extra, ''].join('\n'));
    serial += 1;
    openssl('x509', '-req', '-in', `${name}.csr`, '-CA', `${issuer}.pem`, '-CAkey', `${issuer}.key`, '-set_serial', String(serial), '-days', '10',
      '-extfile', `${name}.cnf`, '-extensions', 'v3', '-out', `${name}.pem`);
    return readFileSync(join(dir, `${name}.pem`), 'utf8');
  }

  const production = (extra: Partial<Extract<TrustPolicy, { mode: 'production' }>> = {}): { clock: () => Date; trust: TrustPolicy } =>
    ({ clock: () => new Date(), trust: { mode: 'production', trustAnchors: [caPem], ...extra } });

  test('the good variant passes, so each refusal below is its one difference', async () => {
    await expect(verifyRequest(issue('good'), production())).resolves.toMatchObject({ roles: ['PSP_PI', 'PSP_IC'] });
  });

  test.each([
    ['without QcCompliance (not qualified)', () => issue('unqualified', { statement: makePsd2Statement({ qcCompliance: false }) }), 'QCSTATEMENT_MISSING', 'QcCompliance'],
    ['with a critical extension the bank does not understand', () => issue('critical', { extensions: [...GOOD_EXTENSIONS, '1.3.6.1.4.1.99999.7=critical,DER:0500'] }), 'CERTIFICATE_UNTRUSTED', 'critical extension'],
    ['with an RSA key of 1024 bits', () => issue('short', { keyBits: 1024 }), 'CERTIFICATE_UNTRUSTED', '1024 bits'],
    ['signed with SHA-1', () => issue('sha1', { digest: 'sha1' }), 'CERTIFICATE_UNTRUSTED', 'sha1WithRSAEncryption'],
    ['with a critical extendedKeyUsage of serverAuth only (a website certificate)', () => issue('eku', { extensions: [...GOOD_EXTENSIONS, 'extendedKeyUsage=critical,serverAuth'] }), 'CERTIFICATE_UNTRUSTED', '(2.5.29.37)'],
    ['signed with RSASSA-PSS over SHA-1', () => issue('pss-sha1', { digest: 'sha1', sigopts: ['rsa_padding_mode:pss', 'rsa_pss_saltlen:20'] }), 'CERTIFICATE_UNTRUSTED', 'RSASSA-PSS over SHA-1'],
    ['whose PSD2 statement has no NCAId', () => issue('no-nca-id', { statement: seq(seq(oid('04008e460101')), seq(oid('040081982702'), seq(seq(seq(oid('04008198270102'), utf8('PSP_PI'))), utf8('Finanstilsynet')))) }), 'QCSTATEMENT_MISSING', 'PSD2 QCStatement (OID 0.4.0.19495.2) cannot be read'],
    ['without a keyUsage extension', () => issue('no-usage', { extensions: ['basicConstraints=critical,CA:FALSE'] }), 'CERTIFICATE_KEY_USAGE', 'has no keyUsage extension'],
    ['that is a CA (cA TRUE) with a signing key usage', () => issue('ca-leaf', { extensions: ['basicConstraints=critical,CA:TRUE', 'keyUsage=critical,digitalSignature,nonRepudiation,keyCertSign'] }), 'CERTIFICATE_KEY_USAGE', 'CA certificate'],
  ] as const)('refuses a QSealC %s', async (_name, request, code, reason) => {
    const made = request();
    await expect(verifyRequest(made, production())).rejects.toMatchObject({ code, message: expect.stringContaining(reason) });
    // The sandbox takes any certificate from any issuer, as the real one does.
    await expect(verifyRequest(made, sandbox)).resolves.toBeDefined();
  });

  test("refuses a path longer than an intermediate's pathLenConstraint allows", async () => {
    const intermediate = issueCa('intermediate', 'ca', 'critical,CA:TRUE,pathlen:0');
    const sub = issueCa('sub', 'intermediate', 'critical,CA:TRUE');
    const request = issue('deep', { issuer: 'sub' });
    await expect(verifyRequest(request, production({ intermediates: [intermediate, sub] }))).rejects.toMatchObject({
      code: 'CERTIFICATE_UNTRUSTED',
      message: expect.stringContaining('allows 0 CA certificates below it (pathLenConstraint), and the path has 1'),
    });
    // One level below the intermediate is what pathlen:0 allows.
    await expect(verifyRequest(issue('shallow', { issuer: 'intermediate' }), production({ intermediates: [intermediate] }))).resolves.toBeDefined();
  });

  test('refuses an issuing CA with a critical extension the bank does not act on (pkijs looks only for unparsable ones)', async () => {
    const odd = issueCa('odd-ca', 'ca', 'critical,CA:TRUE', ['1.3.6.1.4.1.99999.8=critical,DER:0500']);
    await expect(verifyRequest(issue('under-odd', { issuer: 'odd-ca' }), production({ intermediates: [odd] }))).rejects.toMatchObject({
      code: 'CERTIFICATE_UNTRUSTED',
      message: expect.stringContaining('the CA certificate "odd-ca" has a critical extension'),
    });
  });

  test("asks about the issuing CA too: a seal under a revoked CA is refused by the root's CRL", async () => {
    const issuing = issueCa('issuing-ca', 'ca', 'critical,CA:TRUE,pathlen:0');
    const request = issue('under-revoked', { issuer: 'issuing-ca' });
    const check = await createRevocationListCheck([makeCrl(['issuing-ca.pem'])], [caPem]);
    const trust: TrustPolicy = { mode: 'production', trustAnchors: [caPem], intermediates: [issuing], checkRevocation: check.checkRevocation };
    await expect(verifyRequest(request, { clock: () => new Date(), trust })).rejects.toMatchObject({
      code: 'CERTIFICATE_REVOKED',
      message: expect.stringContaining('the CA certificate that issued it'),
    });
  });

  test('grants no role for a name on an object identifier that is not the role\'s', async () => {
    const role = seq(oid('2a0304'), utf8('PSP_PI')); // 1.2.3.4 named PSP_PI
    const statement = seq(seq(oid('04008e460101')), seq(oid('040081982702'), seq(seq(role), utf8('Finanstilsynet'), utf8('NO-FSA'))));
    await expect(verifyRequest(issue('foreign-role', { statement }), production({ requiredRoles: ['PSP_PI'] }))).rejects.toMatchObject({ code: 'CERTIFICATE_ROLE_MISSING' });
  });

  test('asks the bank\'s revocation check, with where the QTSP publishes revocation, and refuses a revoked seal', async () => {
    const published = ['crlDistributionPoints=URI:http://crl.qtsp.example/ca.crl', 'authorityInfoAccess=OCSP;URI:http://ocsp.qtsp.example/'];
    const request = issue('published', { extensions: [...GOOD_EXTENSIONS, ...published] });
    const asked: RevocationQuery[] = [];
    const revoked = production({ checkRevocation: async (query) => (asked.push(query), 'revoked') });
    await expect(verifyRequest(request, revoked)).rejects.toMatchObject({ code: 'CERTIFICATE_REVOKED', message: expect.stringContaining('is revoked'), details: { hint: expect.stringContaining('has revoked this certificate') } });
    expect(asked[0]).toMatchObject({
      serialHex: serial.toString(16).toUpperCase(),
      issuer: expect.stringContaining('CN=OpenSSL Test CA'),
      crlDistributionPoints: ['http://crl.qtsp.example/ca.crl'],
      ocspUrls: ['http://ocsp.qtsp.example/'],
    });
    await expect(verifyRequest(request, production({ checkRevocation: async () => 'good' }))).resolves.toBeDefined();
    // The bank's source out of reach is the bank's failure, not a verdict on the TPP.
    const outage = new Error('OCSP responder unreachable');
    await expect(verifyRequest(request, production({ checkRevocation: async () => Promise.reject(outage) }))).rejects.toMatchObject({
      code: 'REVOCATION_UNAVAILABLE',
      message: expect.stringContaining('OCSP responder unreachable'),
      details: { step: 11, hint: expect.stringContaining('Send the request again later') },
    });
  });

  // A hung OCSP responder used to hold every TPP's request open for as long as it hung.
  test('gives up on a revocation check past revocationTimeoutMs, and never passes a check that answers neither good nor revoked', async () => {
    const request = issue('hung-ocsp');
    const hung = production({ checkRevocation: () => new Promise(() => undefined), revocationTimeoutMs: 50 });
    const started = Date.now();
    await expect(verifyRequest(request, hung)).rejects.toMatchObject({ code: 'REVOCATION_UNAVAILABLE', message: expect.stringContaining('did not answer within 50 ms') });
    expect(Date.now() - started).toBeLessThan(4_000);
    const unknown = production({ checkRevocation: async () => 'unknown' as unknown as 'good' });
    await expect(verifyRequest(request, unknown)).rejects.toMatchObject({ code: 'REVOCATION_UNAVAILABLE', message: expect.stringContaining('"unknown"') });
    await expect(verifyRequest(request, production({ checkRevocation: async () => 'good', revocationTimeoutMs: 0 }))).rejects.toMatchObject({ code: 'INPUT_INVALID' });
    await expect(verifyRequest(request, production({ checkRevocation: async () => 'good', revocationTimeoutMs: Infinity }))).resolves.toBeDefined();
  });
});

// Review K (eIDAS review): a revoked QSealC was accepted; a bank that downloads its QTSPs' CRLs gives them here.
describe('revocation from CRLs (openssl ca -revoke, -gencrl)', () => {
  const keyId = 'SN=A1B2C3D4,CA=CN=OpenSSL Test CA,O=OpenSSL Test QTSP\\, Norway,L=Oslo,S=Oslo,C=NO';

  test('refuses a seal its QTSP revoked, and accepts it under a CRL that does not list it', async () => {
    const check = await createRevocationListCheck([makeCrl(['tpp.pem'])], [caPem]);
    expect(check.lists).toEqual([expect.objectContaining({ issuer: expect.stringContaining('CN=OpenSSL Test CA'), revoked: 1, nextUpdate: expect.any(Date) })]);
    const trust: TrustPolicy = { mode: 'production', trustAnchors: [caPem], checkRevocation: check.checkRevocation };
    await expect(verifyRequest(signWithOpenssl(keyId, tppBase64), { clock: () => new Date(), trust })).rejects.toMatchObject({ code: 'CERTIFICATE_REVOKED' });

    const clean = await createRevocationListCheck([makeCrl([])], [caPem]);
    const trusted: TrustPolicy = { mode: 'production', trustAnchors: [caPem], checkRevocation: clean.checkRevocation };
    await expect(verifyRequest(signWithOpenssl(keyId, tppBase64), { clock: () => new Date(), trust: trusted })).resolves.toMatchObject({ id: 'PSDNO-FSA-987654321' });
  });

  test('refuses a CRL that no CA given has signed, and one that is not a CRL', async () => {
    const crl = makeCrl(['tpp.pem']);
    openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'other.key', '-out', 'other.pem', '-days', '30', '-subj', '/CN=OpenSSL Test CA/O=OpenSSL Test QTSP, Norway/L=Oslo/ST=Oslo/C=NO');
    const namesake = readFileSync(join(dir, 'other.pem'), 'utf8');
    await expect(createRevocationListCheck([crl], [namesake])).rejects.toMatchObject({ code: 'INPUT_INVALID', message: expect.stringContaining('is not signed by any of the CA certificates given') });
    await expect(createRevocationListCheck([tppPem], [caPem])).rejects.toMatchObject({ code: 'INPUT_INVALID', message: expect.stringContaining('CRL 1') });
  });
});
