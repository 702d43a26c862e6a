import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { computeDigest } from './digest.js';
import { formatSignatureParameters } from './signature-header.js';
import { verifyRequest } from './verify-request.js';
import type { TrustPolicy } from './trust-policy.js';

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

function makePsd2Statement(): Buffer {
  const role = (arc: string, name: string) => seq(oid(`04008198270${arc}`), utf8(name));
  // 0.4.0.19495.2 = 04 00 81 98 27 02; roles 0.4.0.19495.1.x = 04 00 81 98 27 01 0x
  return seq(seq(oid('040081982702'), seq(seq(role('102', 'PSP_PI'), role('104', 'PSP_IC')), utf8('Finanstilsynet'), utf8('NO-FSA'))));
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
function signWithOpenssl(keyId: string, certificateHeader: string) {
  const body = Buffer.from('{"amount":"10.00"}');
  const headers: Record<string, string> = {
    date: new Date().toUTCString(),
    digest: computeDigest(body),
    'x-request-id': '99391c7e-ad88-49ec-a2ad-99ddcb1f7721',
    'tpp-redirect-uri': 'https://tpp.example/cb',
  };
  const names = ['date', 'digest', 'x-request-id', 'tpp-redirect-uri'];
  writeFileSync(join(dir, 'signing-string'), names.map((n) => `${n}: ${headers[n]}`).join('\n'));
  const signature = execFileSync('openssl', ['dgst', '-sha256', '-sign', 'tpp.key', 'signing-string'], { cwd: dir }).toString('base64');
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
