/**
 * What a TPP reads when its signature fails: the header concerned in tppMessages.path, and in the text what
 * failed, what to change and the value the bank computed (the keyId it expects, the digest of the bytes it got,
 * the clock skew it measured), within the spec's 512 characters.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { SPECIFICATION_MESSAGE_CODE_VALUES } from '@xs2a-kit/schema';
import { createTestCertificateAuthority, createTestTppCertificate } from '@xs2a-kit/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRevocationList } from './support/revocation-list-files.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { sendRequest, signHeaders, type SigningMode } from './reliability/support/signed-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const body = JSON.stringify({ paymentIds: ['not-a-payment'] });
const headers = {
  'content-type': 'application/json',
  'x-accept-fix': 'amount-as-string',
  'tpp-session-id': 'signature-errors',
  'tpp-redirect-uri': 'https://tpp.example/cb',
  'psu-id': '8a6f8d8e-3c2b-4f54-9e34-0a3a5c0f7b11',
  'psu-ip-address': '192.0.2.10',
};

// Regression (review I): a browser drops a Date header set by script (a forbidden request header), and a
// browser-based console was refused for it without a word on why it could not send one.
describe('a signed request from a browser, which never sends the Date its script set', () => {
  it.each([
    ['from a browser (Origin): the answer says why', { origin: 'https://console.example' }, true],
    ['from a server: the usual answer', {}, false],
  ] as const)('%s', async (_name, extra, browser) => {
    const request = { method: 'POST', path: '/v1/signing-baskets', headers, body };
    const { date: _dropped, ...signed } = signHeaders(request, { certificate: server.tpp.certificate, clock: server.clock }) as Record<string, string>;
    const res = await sendRequest(server.url, request, { ...signed, ...extra });
    expect(res.status, res.text).toBe(400);
    const text: string = res.json.tppMessages[0].text;
    expect(text.includes('forbidden request header')).toBe(browser);
    expect(text.length).toBeLessThanOrEqual(512);
  });
});

describe('signature errors a TPP can act on', () => {
  it.each([
    ['a certificate swapped for another', 'swapped-certificate', { code: 'SIGNATURE_INVALID', path: 'Signature' }, /Expected keyId: SN=[0-9A-F]+,CA=/],
    ['a digest of other bytes', 'wrong-digest', { code: 'SIGNATURE_INVALID', path: 'Digest' }, /The bank computed SHA-256=\S+ over the \d+ bytes it received/],
    ['a Date ten minutes old', 'stale-date', { code: 'TIMESTAMP_INVALID', path: 'Date' }, /Measured skew: -6\d\d s/],
  ] as const)('names the header and the computed value for %s', async (_name, mode, want, text) => {
    const other = await server.createTpp('PSDNO-FSA-777777777');
    const request = { method: 'POST', path: '/v1/signing-baskets', headers, body };
    const signed = signHeaders(request, { certificate: server.tpp.certificate, mode: mode as SigningMode, otherCertificate: other.certificate, clock: server.clock });
    const res = await sendRequest(server.url, request, signed);
    expect(res.status).toBe(400);
    const message = res.json.tppMessages[0];
    expect(message).toMatchObject({ category: 'ERROR', ...want });
    expect(message.text).toMatch(text);
    expect(message.text.length).toBeLessThanOrEqual(512);
  });

  // Regression: "...bank computed SHA-256=X). The bank computed SHA-256=X over the N bytes..." said it twice.
  it.each([
    ['a digest of other bytes', 'SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=', 'SIGNATURE_INVALID'],
    ['a hex-encoded digest', `SHA-256=${createHash('sha256').update(body).digest('hex')}`, 'FORMAT_ERROR'],
  ] as const)('%s: the computed digest is in the text once', async (_name, digest, code) => {
    const request = { method: 'POST', path: '/v1/signing-baskets', headers, body };
    const signed = signHeaders(request, { certificate: server.tpp.certificate, clock: server.clock });
    const res = await sendRequest(server.url, request, { ...signed, digest });
    expect(res.status).toBe(400);
    const computed = `SHA-256=${createHash('sha256').update(body).digest('base64')}`;
    expect(res.json.tppMessages[0]).toMatchObject({ code, path: 'Digest' });
    expect(res.json.tppMessages[0].text.split(computed)).toHaveLength(2);
  });
});

describe('Digest where the header table does not ask for it', () => {
  it('creates a signing basket from a body sent without Digest (column B lists no Digest); a wrong one is refused', async () => {
    const payment = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
      headers: { ...headers, 'x-psu-identity': '13039319955', 'psu-context': 'PRIVATE' },
      body: {
        instructedAmount: { amount: '10.00', currency: 'NOK' },
        creditorName: 'Kiosken AS',
        creditorAccount: { bban: '95360573002', currency: 'NOK' },
        debtorAccount: { bban: '09232911007', currency: 'NOK' },
      },
    });
    expect(payment.status).toBe(201);
    const request = { method: 'POST', path: '/v1/signing-baskets', headers, body: JSON.stringify({ paymentIds: [payment.json.paymentId] }) };
    // Signed as a TPP following the header table would sign it: no Digest, so none in the signature.
    const signed = signHeaders({ ...request, body: undefined }, { certificate: server.tpp.certificate, clock: server.clock });
    expect(signed.digest).toBeUndefined();
    const res = await sendRequest(server.url, request, signed);
    expect(res.status).toBe(201);
    expect(res.json.transactionStatus).toBe('RCVD');
    const wrong = signHeaders({ ...request, body: undefined }, { certificate: server.tpp.certificate, mode: 'wrong-digest', clock: server.clock });
    const refused = await sendRequest(server.url, request, wrong);
    expect(refused.status).toBe(400);
  });
});

describe('texts about headers that hold nothing usable', () => {
  it.each([
    // It read "The Date header is not an HTTP date:. Use the IMF-fixdate form ...".
    ['an empty Date', { date: '' }, { code: 'HTTP_HEADER_REQUIRED', path: 'Date' }, /^The Date header is empty\. /],
    // It read "the value is empty" for a header that was not.
    ['a PEM armour line for a certificate', { 'tpp-signature-certificate': '-----BEGIN CERTIFICATE-----' }, { path: 'TPP-Signature-Certificate' }, /PEM armour lines but no certificate; send the base64 of the DER certificate/],
  ] as const)('%s says what is wrong with it', async (_name, change, want, text) => {
    const request = { method: 'GET', path: '/v1/sandbox/customers', headers: {} };
    const signed = signHeaders(request, { certificate: server.tpp.certificate, clock: server.clock });
    const res = await sendRequest(server.url, request, { ...signed, ...change });
    expect(res.status).toBe(400);
    expect(res.json.tppMessages[0]).toMatchObject({ category: 'ERROR', ...want });
    expect(res.json.tppMessages[0].text).toMatch(text);
  });
});

// Regression: Java's DateTimeFormatter.RFC_1123_DATE_TIME (Tink's sparebank agent) writes the day of the month
// without a leading zero, "Thu, 3 Dec 2026 10:00:06 GMT", which was refused with 400 FORMAT_ERROR on the first nine
// days of every month. The signing string holds the header as sent, so the signature over it verifies unchanged.
describe('regression: a Date with a one-digit day', () => {
  it.each([
    ['the weekday of the date', (text: string) => text, 200, undefined],
    ['another weekday (refused as before)', (text: string) => text.replace(/^Thu/, 'Fri'), 400, 'FORMAT_ERROR'],
  ] as const)('signed with %s', async (_name, change, status, code) => {
    // The bank's clock on the 3rd of a month, so a Date within the allowed 60 s has a one-digit day.
    const third = await startTestServer({ XS2A_NOW: '2026-12-03T10:00:00Z' });
    try {
      const date = change(third.clock().toUTCString().replace(/^(\w{3}), 0(\d) /, '$1, $2 '));
      expect(date).toMatch(/^\w{3}, 3 Dec 2026 10:00:\d\d GMT$/);
      const res = await third.request('GET', '/v1/sandbox/customers', { headers: { date } });
      expect(res.status, res.text).toBe(status);
      if (code !== undefined) expect(res.json.tppMessages[0]).toMatchObject({ code, path: 'Date' });
    } finally {
      await third.close();
    }
  });
});

// Regression: with the QTSP root and its issuing intermediate in XS2A_TRUST_ANCHORS, a QSealC issued by the
// intermediate was trusted only because the intermediate was taken as an anchor of its own; the file's
// intermediates now build the path to the root, and a missing one is named in the answer.
describe('production: XS2A_TRUST_ANCHORS holds the QTSP root and its intermediates', () => {
  it('trusts a QSealC issued by a listed intermediate and names the issuer of one issued by an unlisted one', async () => {
    const root = await createTestCertificateAuthority({ commonName: 'QTSP Root' });
    const listed = await createTestCertificateAuthority({ commonName: 'QTSP Seal CA 1', issuer: root });
    const unlisted = await createTestCertificateAuthority({ commonName: 'QTSP Seal CA 2', issuer: root });
    const dir = mkdtempSync(join(tmpdir(), 'xs2a-anchors-'));
    writeFileSync(join(dir, 'anchors.pem'), `${root.certificatePem}${listed.certificatePem}`);
    const production = await startTestServer({ XS2A_MODE: 'production', XS2A_TRUST_ANCHORS: join(dir, 'anchors.pem'), XS2A_BANK_NAMESPACE: randomUUID(), XS2A_DEMO_SCA: 'true' });
    try {
      const get = async (issuer: typeof root) => {
        const certificate = await createTestTppCertificate(issuer, { organizationIdentifier: 'PSDNO-FSA-246813579' });
        return production.request('GET', '/v1/accounts', { tpp: { certificate, id: 'PSDNO-FSA-246813579' }, headers: { 'psu-ip-address': '192.0.2.10', 'tpp-redirect-uri': 'https://tpp.example/cb' } });
      };
      const trusted = await get(listed);
      expect(trusted.json?.tppMessages?.[0]?.code).not.toMatch(/^CERTIFICATE_/);
      const refused = await get(unlisted);
      expect(refused.status).toBe(400);
      expect(refused.json.tppMessages[0]).toMatchObject({ code: 'CERTIFICATE_INVALID', text: expect.stringMatching(/need its issuer .*CN=QTSP Seal CA 2/) });
    } finally {
      await production.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Review K (eIDAS review): production accepted a QSealC its QTSP had revoked; XS2A_CRL_FILES gives the CRLs.
describe('production: XS2A_CRL_FILES', () => {
  it('refuses a QSealC its QTSP revoked with 400 CERTIFICATE_BLOCKED, and keeps serving the others', async () => {
    const root = await createTestCertificateAuthority({ commonName: 'QTSP Root' });
    const issuing = await createTestCertificateAuthority({ commonName: 'QTSP Seal CA', issuer: root });
    const revoked = await createTestTppCertificate(issuing, { organizationIdentifier: 'PSDNO-FSA-246813579', serialNumber: '5EA1' });
    const good = await createTestTppCertificate(issuing, { organizationIdentifier: 'PSDNO-FSA-246813579', serialNumber: '5EA2' });
    const dir = mkdtempSync(join(tmpdir(), 'xs2a-crl-server-'));
    writeFileSync(join(dir, 'anchors.pem'), `${root.certificatePem}${issuing.certificatePem}`);
    const crl = writeRevocationList(issuing, [revoked], join(dir, 'seal-ca.crl'));
    const env = { XS2A_MODE: 'production', XS2A_TRUST_ANCHORS: join(dir, 'anchors.pem'), XS2A_BANK_NAMESPACE: randomUUID(), XS2A_DEMO_SCA: 'true' };
    const production = await startTestServer({ ...env, XS2A_CRL_FILES: crl });
    try {
      const get = (certificate: typeof good) =>
        production.request('GET', '/v1/accounts', { tpp: { certificate, id: 'PSDNO-FSA-246813579' }, headers: { 'psu-ip-address': '192.0.2.10', 'tpp-redirect-uri': 'https://tpp.example/cb' } });
      const refused = await get(revoked);
      expect(refused.status).toBe(400);
      expect(refused.json.tppMessages[0]).toMatchObject({ code: 'CERTIFICATE_BLOCKED', text: expect.stringContaining('serial 5EA1') });
      expect((await get(good)).json?.tppMessages?.[0]?.code ?? '').not.toMatch(/^CERTIFICATE_/);
    } finally {
      await production.close();
    }
    // A CRL no CA of XS2A_TRUST_ANCHORS signed stops the start: it could hide a revocation.
    const stranger = await createTestCertificateAuthority({ commonName: 'QTSP Seal CA' });
    const forged = writeRevocationList(stranger, [], join(dir, 'forged.crl'));
    await expect(startTestServer({ ...env, XS2A_CRL_FILES: forged })).rejects.toMatchObject({ problems: [expect.stringMatching(/^XS2A_CRL_FILES: .*is not signed by any of the CA certificates given/)] });
    rmSync(dir, { recursive: true, force: true });
  });
});

// Regression (review J): the specification gives the periodic Norwegian domestic transfer's tppMessages a closed
// list of codes, and its answers carried Berlin Group codes outside it (SIGNATURE_INVALID, ROLE_INVALID, ...).
describe('the periodic Norwegian domestic transfer, answered with the specification\'s listed codes', () => {
  const { 'psu-id': _psuId, ...withoutPsuId } = headers;
  const periodic = {
    method: 'POST',
    path: '/v1/periodic-payments/norwegian-domestic-credit-transfers',
    headers: { ...withoutPsuId, 'x-psu-identity': '13039319955', 'psu-context': 'PRIVATE' },
    body: JSON.stringify({
      instructedAmount: { amount: '100.23', currency: 'NOK' },
      creditorName: 'Company 123',
      creditorAccount: { bban: '36240064418', currency: 'NOK' },
      debtorAccount: { bban: '09232911007', currency: 'NOK' },
      remittanceInformationUnstructured: 'Kredittrente',
      startDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      frequency: 'Monthly',
      dayOfExecution: '12',
    }),
  };

  it.each([
    ['a digest of other bytes', 'wrong-digest', { code: 'BAD_REQUEST', path: 'Digest' }, /^SIGNATURE_INVALID: /],
    ['a Date ten minutes old', 'stale-date', { code: 'BAD_REQUEST', path: 'Date' }, /^TIMESTAMP_INVALID: /],
    ['an unsigned request', 'unsigned', { code: 'HTTP_HEADER_REQUIRED' }, /^(SIGNATURE|CERTIFICATE)_MISSING: /],
  ] as const)('%s', async (_name, mode, want, text) => {
    const other = await server.createTpp('PSDNO-FSA-777777778');
    const signed = signHeaders(periodic, { certificate: server.tpp.certificate, mode: mode as SigningMode, otherCertificate: other.certificate, clock: server.clock });
    const res = await sendRequest(server.url, periodic, signed);
    expect(res.status, res.text).toBe(400);
    expect(res.json.tppMessages[0]).toEqual(expect.objectContaining({ category: 'ERROR', ...want, text: expect.stringMatching(text) }));
    for (const message of res.json.tppMessages) expect(SPECIFICATION_MESSAGE_CODE_VALUES).toContain(message.code);
  });

  it('a TPP without the payment role: 401 FORBIDDEN, the precise code in the text', async () => {
    const reader = await server.createTpp('PSDNO-FSA-777777779', ['PSP_AI']);
    const res = await sendRequest(server.url, periodic, signHeaders(periodic, { certificate: reader.certificate, clock: server.clock }));
    expect(res.status, res.text).toBe(401);
    expect(res.json.tppMessages).toEqual([expect.objectContaining({ code: 'FORBIDDEN', path: 'TPP-Signature-Certificate', text: expect.stringMatching(/^ROLE_INVALID: /) })]);
  });

  it('other operations keep the Berlin Group code', async () => {
    const request = { method: 'POST', path: '/v1/signing-baskets', headers, body };
    const res = await sendRequest(server.url, request, signHeaders(request, { certificate: server.tpp.certificate, mode: 'unsigned', clock: server.clock }));
    expect(res.json.tppMessages[0].code).toMatch(/^(SIGNATURE|CERTIFICATE)_MISSING$/);
  });
});
