/**
 * The request pipeline on its own (headers, body rules, validation, errors, x-accept-fix), through a real
 * listening server with a stub authenticator and stub handlers; the packages behind it are tested elsewhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateResponseBody, type OperationId } from '@xs2a-kit/schema';
import type { RequestAuthenticator } from '../src/middleware/authenticate.js';
import type { HandlerTable } from '../src/operations/register-routes.js';
import { startStubApp, type StubApp } from './support/stub-app.js';

const tpp = { id: 'PSDNO-FSA-123456789', name: 'Test TPP', roles: ['PSP_PI', 'PSP_AI'], fingerprint: 'f'.repeat(64) };
const authenticator: RequestAuthenticator = { authenticate: async () => tpp };
const handlers: HandlerTable = {
  listSandboxCustomers: () => ({ status: 200, body: [] }),
  createSigningBasket: () => ({
    status: 201,
    body: {
      basketId: 'b1',
      transactionStatus: 'RCVD',
      _links: {
        self: { href: 'https://bank.example/v1/signing-baskets/b1', verbs: ['GET', 'DELETE'] },
        scaRedirect: { href: 'https://bank.example/sca/a1', verbs: ['GET'] },
      },
    },
  }),
  initiatePeriodicNorwegianDomesticCreditTransfer: () => ({
    status: 201,
    body: { paymentId: 'p1', transactionStatus: 'RCVD', transactionFees: { amount: '0.00', currency: 'NOK' } },
  }),
  getStraksFeeInformation: () => ({ status: 200, body: { feeInformation: 'literal route' } }),
  getPayment: (request) => ({ status: 200, body: { seen: request.path } }),
  getSandboxCustomer: (request) => ({ status: 200, body: { userAgent: request.headers['psu-user-agent'] } }),
};

let stub: StubApp;
let base: string;

beforeAll(async () => {
  stub = await startStubApp({ handlers, authenticator, clock: () => new Date('2026-11-22T10:00:00Z') });
  base = stub.base;
});

afterAll(() => stub.close());

const basketHeaders = {
  'x-accept-fix': 'amount-as-string',
  'x-request-id': '4eba4445-1a4b-47b8-bdd5-4e56ef026b19',
  'tpp-session-id': 'session-1',
  'tpp-redirect-uri': 'https://tpp.example/cb',
  'tpp-signature-certificate': 'MIIB',
  signature: 'keyId="SN=1,CA=CN=x",algorithm="rsa-sha256",headers="date",signature="AA=="',
  'psu-id': '8a6f8d8e-3c2b-4f54-9e34-0a3a5c0f7b11',
  'psu-ip-address': '192.0.2.10',
  'content-type': 'application/json',
};

async function send(method: string, path: string, headers: Record<string, string>, body?: string | Buffer) {
  const response = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

function firstMessage(json: unknown) {
  const message = (json as { tppMessages: { code: string; path?: string; text?: string; category: string }[] }).tppMessages[0];
  if (!message) throw new Error(`no tppMessages in ${JSON.stringify(json)}`);
  return message;
}

function expectValidError(operationId: OperationId, status: number, json: unknown) {
  expect(validateResponseBody(operationId, status, json)).toBeUndefined();
}

describe('request pipeline', () => {
  it('says the SCA approach and the created resource\'s location in headers derived from the body\'s links', async () => {
    const res = await send('POST', '/v1/signing-baskets', basketHeaders, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(201);
    expect(res.headers.get('aspsp-sca-approach')).toBe('REDIRECT');
    expect(res.headers.get('location')).toBe('https://bank.example/v1/signing-baskets/b1');
  });

  it('answers a valid basket request with the handler result, validated against the spec', async () => {
    const res = await send('POST', '/v1/signing-baskets', basketHeaders, JSON.stringify({ paymentIds: ['a', 'b'] }));
    expect(res.status).toBe(201);
    expect(validateResponseBody('createSigningBasket', 201, res.json)).toBeUndefined();
  });

  it.each([
    ['X-Request-ID', 'x-request-id'],
    ['TPP-Redirect-URI', 'tpp-redirect-uri'],
    ['PSU-IP-Address', 'psu-ip-address'],
    ['x-accept-fix', 'x-accept-fix'],
  ])('refuses a basket request without %s: 400 HTTP_HEADER_REQUIRED naming it', async (name, key) => {
    const headers: Record<string, string> = { ...basketHeaders };
    delete headers[key];
    const res = await send('POST', '/v1/signing-baskets', headers, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(400);
    expect(firstMessage(res.json)).toMatchObject({ category: 'ERROR', code: 'HTTP_HEADER_REQUIRED', path: name });
    expectValidError('createSigningBasket', 400, res.json);
  });

  it.each(['', ' ', ',,,', ' , ,'])('takes x-accept-fix %j as missing where it is required: a list of no values names no fix', async (value) => {
    const res = await send('POST', '/v1/signing-baskets', { ...basketHeaders, 'x-accept-fix': value }, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(400);
    expect(firstMessage(res.json)).toMatchObject({ category: 'ERROR', code: 'HTTP_HEADER_REQUIRED', path: 'x-accept-fix' });
    expectValidError('createSigningBasket', 400, res.json);
  });

  it('accepts X-PSU-IDENTITY instead of PSU-ID, and names PSU-ID when neither is sent', async () => {
    const { 'psu-id': _omitted, ...withoutPsuId } = basketHeaders;
    const neither = await send('POST', '/v1/signing-baskets', withoutPsuId, JSON.stringify({ paymentIds: ['a'] }));
    expect(neither.status).toBe(400);
    expect(firstMessage(neither.json)).toMatchObject({ code: 'HTTP_HEADER_REQUIRED', path: 'PSU-ID' });
    const identity = await send('POST', '/v1/signing-baskets', { ...withoutPsuId, 'x-psu-identity': '13039319955' }, JSON.stringify({ paymentIds: ['a'] }));
    expect(identity.status).toBe(201);
  });

  it('refuses a PSU-ID that is not a UUID with FORMAT_ERROR', async () => {
    const res = await send('POST', '/v1/signing-baskets', { ...basketHeaders, 'psu-id': 'not-a-uuid' }, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(400);
    expect(firstMessage(res.json)).toMatchObject({ code: 'FORMAT_ERROR', path: 'PSU-ID' });
  });

  it.each(['192.0.2.10', '2001:db8::7', '::ffff:192.0.2.1'])('takes PSU-IP-Address %s (IPv4 or IPv6)', async (address) => {
    const res = await send('POST', '/v1/signing-baskets', { ...basketHeaders, 'psu-ip-address': address }, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(201);
  });

  it.each(['unknown', '192.0.2.300', '192.0.2.10:443', '192.0.2.10, 198.51.100.1', 'localhost'])('refuses PSU-IP-Address %s with FORMAT_ERROR naming the header', async (address) => {
    const res = await send('POST', '/v1/signing-baskets', { ...basketHeaders, 'psu-ip-address': address }, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(400);
    expect(firstMessage(res.json)).toMatchObject({ code: 'FORMAT_ERROR', path: 'PSU-IP-Address' });
    expect(firstMessage(res.json).text).toBe('PSU-IP-Address must be a valid IPv4 address (dotted decimal) or IPv6 address.');
    expectValidError('createSigningBasket', 400, res.json);
  });

  it.each([
    ['eleven paymentIds', { paymentIds: Array.from({ length: 11 }, (_, i) => `p${i}`) }, 'paymentIds'],
    ['no paymentIds', {}, 'paymentIds'],
    ['a duplicate paymentId', { paymentIds: ['a', 'a'] }, 'paymentIds[1]'],
  ])('refuses a basket with %s: 400 FORMAT_ERROR naming the field', async (_name, body, path) => {
    const res = await send('POST', '/v1/signing-baskets', basketHeaders, JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(firstMessage(res.json)).toMatchObject({ code: 'FORMAT_ERROR', path });
  });

  it('refuses a body that is not JSON, and one that is not UTF-8', async () => {
    const notJson = await send('POST', '/v1/signing-baskets', basketHeaders, '{"paymentIds": [');
    expect(notJson.status).toBe(400);
    expect(firstMessage(notJson.json).code).toBe('FORMAT_ERROR');
    const notUtf8 = await send('POST', '/v1/signing-baskets', basketHeaders, Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]));
    expect(notUtf8.status).toBe(400);
    expect(firstMessage(notUtf8.json).text).toMatch(/UTF-8/);
  });

  it.each(['text/plain', 'application/merge-patch+json', 'application/json-patch+json', 'application/vnd.api+json', 'application/jsonx'])(
    'refuses a body sent as %s: 415 naming Content-Type (a patch document is no create request)',
    async (type) => {
      const res = await send('POST', '/v1/signing-baskets', { ...basketHeaders, 'content-type': type }, JSON.stringify({ paymentIds: ['a'] }));
      expect(res.status).toBe(415);
      expect(firstMessage(res.json)).toMatchObject({ code: 'FORMAT_ERROR', path: 'Content-Type' });
      expectValidError('createSigningBasket', 415, res.json);
    },
  );

  // What TPP tools send (the portal's old API description used the charset forms).
  it.each(['application/json', 'application/json;charset=utf-8', 'application/json;charset=UTF-8', 'Application/JSON; charset="utf-8"', 'application/json;charset=utf8'])(
    'takes a body sent as %s',
    async (type) => {
      const res = await send('POST', '/v1/signing-baskets', { ...basketHeaders, 'content-type': type }, JSON.stringify({ paymentIds: ['a'] }));
      expect(res.status).toBe(201);
    },
  );

  it('refuses an emoji with 400 FORMAT_ERROR naming the field (spec, general rule 2)', async () => {
    const res = await send('POST', '/v1/signing-baskets', basketHeaders, JSON.stringify({ paymentIds: ['a', 'b\u{1F4B8}'] }));
    expect(res.status).toBe(400);
    expect(firstMessage(res.json)).toMatchObject({ code: 'FORMAT_ERROR', path: 'paymentIds[1]' });
  });

  // Regression (security review): a creditor name ending in U+202E (right-to-left override) made the SCA page
  // show the creditor's account number reversed, a payee the PSU never saw.
  it.each([
    ['right-to-left override', 'Utleier AS \u202E'],
    ['left-to-right isolate', '\u2066Kiosk AS'],
    ['zero-width space', 'Kiosk\u200BAS'],
    ['byte order mark', '\uFEFFKiosk AS'],
  ])('refuses a %s with 400 FORMAT_ERROR naming the field', async (_name, text) => {
    const res = await send('POST', '/v1/signing-baskets', basketHeaders, JSON.stringify({ paymentIds: ['a', text] }));
    expect(res.status).toBe(400);
    expect(firstMessage(res.json)).toMatchObject({ code: 'FORMAT_ERROR', path: 'paymentIds[1]', text: expect.stringContaining('invisible formatting character') });
  });

  it('takes Norwegian and other Latin text, dashes and quotes as they are', async () => {
    const res = await send('POST', '/v1/signing-baskets', basketHeaders, JSON.stringify({ paymentIds: ['Blåbærsyltetøy – «Åse» Müller'] }));
    expect(res.status).toBe(201);
  });

  it('refuses prototype keys rather than merging them anywhere', async () => {
    const res = await send('POST', '/v1/signing-baskets', basketHeaders, '{"paymentIds":["a"],"__proto__":{"polluted":true}}');
    expect(res.status).toBe(400);
    expect(firstMessage(res.json)).toMatchObject({ code: 'FORMAT_ERROR', path: '__proto__' });
    // It read "__proto__ the field name __proto__ is not allowed."
    expect(firstMessage(res.json).text).toBe('__proto__ is a field name this service does not take.');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await send('POST', '/v1/signing-baskets', basketHeaders, JSON.stringify({ paymentIds: ['x'.repeat(5000)] }));
    expect(res.status).toBe(413);
    expect(firstMessage(res.json).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown path with 404 RESOURCE_UNKNOWN and a wrong method with 405', async () => {
    const unknown = await send('GET', '/v1/nothing-here', {});
    expect(unknown.status).toBe(404);
    expect(firstMessage(unknown.json).code).toBe('RESOURCE_UNKNOWN');
    const wrongMethod = await send('PATCH', '/v1/signing-baskets', {});
    expect(wrongMethod.status).toBe(405);
    expect(firstMessage(wrongMethod.json).code).toBe('SERVICE_INVALID');
    // RFC 9110 section 15.5.6: a 405 says which methods the resource offers.
    expect(wrongMethod.headers.get('allow')).toMatch(/POST/);
    const unknownMethod = await send('PROPFIND', '/v1/signing-baskets', {});
    expect(unknownMethod.status).toBe(405);
    expect(firstMessage(unknownMethod.json).code).toBe('SERVICE_INVALID');
  });

  it.each([
    ['GET', '/V1/SANDBOX/CUSTOMERS'],
    ['GET', '/v1/sandbox/Customers'],
    ['POST', '/v1/Signing-Baskets'],
  ])('answers %s %s (a path in another case) with 404 RESOURCE_UNKNOWN: paths are case-sensitive', async (method, path) => {
    const res = await send(method, path, basketHeaders, method === 'POST' ? JSON.stringify({ paymentIds: ['a'] }) : undefined);
    expect(res.status).toBe(404);
    expect(firstMessage(res.json)).toMatchObject({ code: 'RESOURCE_UNKNOWN' });
  });

  it('answers a payment product in upper case with 404 PRODUCT_UNKNOWN (the spec\'s products are lower-case)', async () => {
    const res = await send('GET', '/v1/payments/NORWEGIAN-DOMESTIC-CREDIT-TRANSFERS/p1', basketHeaders);
    expect(res.status).toBe(404);
    expect(firstMessage(res.json)).toMatchObject({ code: 'PRODUCT_UNKNOWN', path: 'payment-product' });
  });

  it.each([
    ['POST', '/v1/periodic-payments/foo-bar'],
    ['POST', '/v1/payments/norwegian-credit-transfers'],
    ['GET', '/v1/bulk-payments/%E2%82%AC/abc/status'],
  ])('answers %s %s (a product the bank does not offer) with 404 PRODUCT_UNKNOWN', async (method, path) => {
    const res = await send(method, path, {});
    expect(res.status).toBe(404);
    expect(firstMessage(res.json)).toMatchObject({ code: 'PRODUCT_UNKNOWN', path: 'payment-product' });
  });

  it('validates and coerces query parameters, and names a required one that is missing', async () => {
    const res = await send('GET', '/v1/sandbox/customers?withAccounts=maybe', { 'x-request-id': 'r1', 'tpp-signature-certificate': 'MIIB', signature: 's' });
    expect(res.status).toBe(400);
    expect(firstMessage(res.json)).toMatchObject({ code: 'FORMAT_ERROR', path: 'withAccounts' });
  });

  it('routes the literal fee-information path before the payment-id template', async () => {
    const headers = { ...basketHeaders };
    const fee = await send('GET', '/v1/payments/instant-norwegian-credit-transfers-straks/fee-information?amount=10.00&currency=NOK&debtorAccount=95360573002&creditorAccount=95360573002', headers);
    expect(fee.json).toMatchObject({ feeInformation: 'literal route' });
  });

  it.each([
    ['application/xml', 406],
    ['text/html', 406],
    ['application/json;q=0, text/plain', 406],
    ['application/json', 201],
    ['application/json;charset=utf-8', 201],
    ['application/json; charset=UTF-8', 201],
    ['*/*', 201],
    ['application/json, text/plain, */*', 201],
  ])('negotiates Accept: %s answers %i (JSON is the only format offered)', async (accept, status) => {
    const res = await send('POST', '/v1/signing-baskets', { ...basketHeaders, accept }, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(status);
    if (status === 406) {
      expectValidError('createSigningBasket', 406, res.json);
      expect(firstMessage(res.json)).toMatchObject({ code: 'REQUESTED_FORMATS_INVALID', path: 'Accept' });
    }
  });

  it('warns about an unknown x-accept-fix value instead of ignoring it', async () => {
    const res = await send('POST', '/v1/signing-baskets', { ...basketHeaders, 'x-accept-fix': 'amount-as-string, no-such-fix' }, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(201);
    const warning = (res.json as { tppMessages: { category: string; code: string; text: string }[] }).tppMessages[0];
    expect(warning).toMatchObject({ category: 'WARNING', code: 'WARNING', path: 'x-accept-fix' });
    expect(warning?.text).toMatch(/no-such-fix/);
    expect(res.headers.get('warning')).toMatch(/no-such-fix/);
  });

  it('keeps a quoted unknown value quoted in the Warning header (as apostrophes), so a known name never reads as unknown', async () => {
    const res = await send('POST', '/v1/signing-baskets', { ...basketHeaders, 'x-accept-fix': 'amount-as-string, "longer-names"' }, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(201);
    const text = (res.json as { tppMessages: { text: string }[] }).tppMessages[0]?.text ?? '';
    expect(text).toContain('"longer-names"');
    expect(res.headers.get('warning')).toContain("'longer-names'");
  });

  it('keeps a backslash of an unknown value in the Warning header as %5C (dropped, longer-name\\s read as longer-names)', async () => {
    const res = await send('POST', '/v1/signing-baskets', { ...basketHeaders, 'x-accept-fix': 'amount-as-string, longer-name\\s' }, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(201);
    expect((res.json as { tppMessages: { text: string }[] }).tppMessages[0]?.text).toContain('longer-name\\s');
    expect(res.headers.get('warning')).toContain('longer-name%5Cs');
    expect(res.headers.get('warning')).not.toContain('longer-names');
  });

  it('names at most three unknown x-accept-fix values and counts the rest (250 made a head clients could not read)', async () => {
    const values = ['foo', 'foo', ...Array.from({ length: 250 }, (_, i) => `no-such-fix-${i}`), 'amount-as-string'];
    const res = await send('POST', '/v1/signing-baskets', { ...basketHeaders, 'x-accept-fix': values.join(',') }, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(201);
    const warnings = (res.json as { tppMessages: { path: string; text: string }[] }).tppMessages;
    expect(warnings.map((w) => w.text)).toEqual([
      expect.stringContaining('value foo '),
      expect.stringContaining('value no-such-fix-0 '),
      expect.stringContaining('value no-such-fix-1 '),
      '248 more x-accept-fix values have no effect either; send only values of this bank\'s catalogue.',
    ]);
    expect(warnings.every((w) => w.path === 'x-accept-fix')).toBe(true);
    expect(res.headers.get('warning')?.match(/299 - /g)).toHaveLength(4);
    expectValidError('createSigningBasket', 201, res.json);
  });
});

describe('header values beyond ASCII', () => {
  // fetch writes each character of a header value as one byte: this string is the UTF-8 bytes of its argument.
  const utf8Bytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

  it.each([
    ['UTF-8', 'BJØRN ÅSE', utf8Bytes('BJØRN ÅSE')],
    ['UTF-8', 'Bjørn Åse', utf8Bytes('Bjørn Åse')],
    ['ISO-8859-1', 'BJØRN ÅSE', 'BJØRN ÅSE'],
  ])('%s bytes of %j are read as that text (UTF-8 was read as Latin-1: refused or garbled)', async (_encoding, read, sent) => {
    const res = await send('GET', '/v1/sandbox/customers/c1', { ...basketHeaders, 'psu-user-agent': sent });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ userAgent: read });
  });

  it('a control character stays refused however it is encoded (U+0085 as UTF-8)', async () => {
    const res = await send('GET', '/v1/sandbox/customers/c1', { ...basketHeaders, 'psu-user-agent': utf8Bytes('a\u0085b') });
    expect(res.status).toBe(400);
    expect(firstMessage(res.json)).toMatchObject({ code: 'FORMAT_ERROR', path: 'psu-user-agent' });
  });
});

describe('signature headers', () => {
  it('answers a request without Signature with 400 SIGNATURE_MISSING', async () => {
    const { signature: _s, ...headers } = basketHeaders;
    const res = await send('POST', '/v1/signing-baskets', headers, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(400);
    expect(firstMessage(res.json)).toMatchObject({ code: 'SIGNATURE_MISSING', path: 'Signature' });
  });

  // Regression: a request with neither Signature nor TPP-Signature-Certificate was answered CERTIFICATE_MISSING
  // alone, though what it lacks first is a signature, and the TPP learnt the other missing headers one by one.
  it('answers an unsigned request with SIGNATURE_MISSING first and every other missing signing header', async () => {
    const { signature: _s, 'tpp-signature-certificate': _c, ...headers } = basketHeaders;
    const res = await send('POST', '/v1/signing-baskets', headers, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(400);
    expectValidError('createSigningBasket', 400, res.json);
    expect(res.json.tppMessages.map((m: { code: string; path: string }) => [m.code, m.path])).toEqual([
      ['SIGNATURE_MISSING', 'Signature'],
      ['CERTIFICATE_MISSING', 'TPP-Signature-Certificate'],
      ['HTTP_HEADER_REQUIRED', 'Date'],
    ]);
  });

  it('a TPP starting from scratch learns Digest, Date and X-Request-ID in the same answer', async () => {
    const { signature: _s, 'tpp-signature-certificate': _c, 'x-request-id': _x, ...headers } = basketHeaders;
    const body = JSON.stringify({ instructedAmount: { amount: '10.00', currency: 'NOK' } });
    const res = await send('POST', '/v1/periodic-payments/norwegian-domestic-credit-transfers', { ...headers, 'x-psu-identity': '13039319955', 'psu-context': 'PRIVATE' }, body);
    expect(res.status).toBe(400);
    expect(res.json.tppMessages.map((m: { path: string }) => m.path)).toEqual(['Signature', 'TPP-Signature-Certificate', 'Digest', 'Date', 'X-Request-ID']);
  });

  it('answers a request without TPP-Signature-Certificate with 400 CERTIFICATE_MISSING', async () => {
    const { 'tpp-signature-certificate': _c, ...headers } = basketHeaders;
    const res = await send('POST', '/v1/signing-baskets', headers, JSON.stringify({ paymentIds: ['a'] }));
    expect(res.status).toBe(400);
    expect(firstMessage(res.json)).toMatchObject({ code: 'CERTIFICATE_MISSING' });
  });
});
