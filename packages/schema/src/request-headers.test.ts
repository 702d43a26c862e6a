import { describe, expect, it } from 'vitest';
import { validateRequestPart, type OperationId } from './index.js';

/**
 * The specification's "Request headers by operation" table, column by column: B (createSigningBasket),
 * P (initiatePeriodicNorwegianDomesticCreditTransfer) and S (the two sandbox GETs). Headers are keyed by
 * lower-case name as Node delivers them; issues name the header as the specification spells it.
 */
const BASKET = 'createSigningBasket';
const PERIODIC = 'initiatePeriodicNorwegianDomesticCreditTransfer';
const SANDBOX: readonly OperationId[] = ['listSandboxCustomers', 'listSandboxCardAccountTransactions'];

/** The R headers of column S, and Date, which the table leaves out but the signature rules require of every request. */
const sandboxRequired = {
  date: 'Mon, 13 Jan 2025 10:00:00 GMT',
  'x-request-id': '4eba4445-1a4b-47b8-bdd5-4e56ef026b19',
  'tpp-signature-certificate': 'MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBa',
  signature: 'keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date x-request-id",signature="c2ln"',
};

/** The R headers of column B. */
const basketRequired = {
  ...sandboxRequired,
  'x-accept-fix': 'amount-as-string',
  'tpp-session-id': 'b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e',
  'tpp-redirect-uri': 'https://tpp.example/callback?state=abc',
  'psu-id': '3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65',
  'psu-ip-address': '192.0.2.10',
};

/** The R headers of column P: those of B plus Digest. */
const periodicRequired = { ...basketRequired, digest: 'SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' };

/** The O headers every column shares. */
const contentNegotiation = {
  accept: 'application/json',
  'accept-charset': 'utf-8',
  'accept-encoding': 'gzip',
  'accept-language': 'nb-NO',
  host: 'psd2.bank.example',
};

/** The O headers of columns B and P. */
const psuOptional = {
  ...contentNegotiation,
  'tpp-redirect-preferred': 'false',
  'psu-corporate-id': '8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11',
  'psu-ip-port': '443',
  'psu-user-agent': 'Mozilla/5.0',
  'psu-accept': 'text/html',
  'psu-accept-charset': 'utf-8',
  'psu-accept-encoding': 'gzip',
  'psu-accept-language': 'nb',
  'psu-http-method': 'POST',
  'psu-device-id': '99435c7e-ad88-49ec-a2ad-99ddcb1f5555',
  'psu-geo-location': 'GEO:59.91;10.75',
};

function validateHeaders(operationId: OperationId, headers: Record<string, string>) {
  return validateRequestPart(operationId, 'headers', { ...headers });
}

function without(headers: Record<string, string>, name: string): Record<string, string> {
  const copy = { ...headers };
  delete copy[name];
  return copy;
}

describe('headers accepted', () => {
  it.each([
    ['B with only its required headers', { given: [BASKET, basketRequired] }],
    ['B with every optional header', { given: [BASKET, { ...basketRequired, ...psuOptional }] }],
    ['B with X-PSU-IDENTITY instead of PSU-ID', { given: [BASKET, { ...without(basketRequired, 'psu-id'), 'x-psu-identity': '13039319955' }] }],
    ['B with several x-accept-fix values', { given: [BASKET, { ...basketRequired, 'x-accept-fix': 'amount-as-string, longer-names' }] }],
    ['P with only its required headers', { given: [PERIODIC, periodicRequired] }],
    ['P with every optional header', { given: [PERIODIC, { ...periodicRequired, ...psuOptional, 'x-psu-identity': '13039319955', 'psu-context': 'CORPORATE' }] }],
    ['P with X-PSU-IDENTITY instead of PSU-ID', { given: [PERIODIC, { ...without(periodicRequired, 'psu-id'), 'x-psu-identity': '13039319955' }] }],
    ['P with a SHA-512 digest', { given: [PERIODIC, { ...periodicRequired, digest: 'SHA-512=z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg==' }] }],
    ...SANDBOX.flatMap((op) => [
      [`S (${op}) with only its required headers`, { given: [op, sandboxRequired] }],
      [`S (${op}) with every optional header`, { given: [op, { ...sandboxRequired, ...contentNegotiation }] }],
    ]),
  ] as [string, { given: [OperationId, Record<string, string>] }][])('%s', (_name, { given: [operationId, headers] }) => {
    expect(validateHeaders(operationId, headers)).toBeUndefined();
  });

  it('does not demand the x-accept-fix, TPP or PSU headers the S column leaves out', () => {
    for (const op of SANDBOX) expect(validateHeaders(op, sandboxRequired)).toBeUndefined();
  });

  it('does not demand Digest on a basket (column B lists no Digest)', () => {
    expect(validateHeaders(BASKET, without(periodicRequired, 'digest'))).toBeUndefined();
  });
});

describe('each required header missing', () => {
  const columnB = ['x-accept-fix', 'X-Request-ID', 'TPP-Session-ID', 'TPP-Redirect-URI', 'TPP-Signature-Certificate', 'Signature', 'PSU-ID', 'PSU-IP-Address'];
  const columnP = [...columnB, 'Digest'];
  const columnS = ['X-Request-ID', 'TPP-Signature-Certificate', 'Signature'];
  it.each([
    ...[...columnB, 'Date'].map((name) => [`B: ${name}`, { given: [BASKET, basketRequired, name] }]),
    ...[...columnP, 'Date'].map((name) => [`P: ${name}`, { given: [PERIODIC, periodicRequired, name] }]),
    ...SANDBOX.flatMap((op) => [...columnS, 'Date'].map((name) => [`S (${op}): ${name}`, { given: [op, sandboxRequired, name] }])),
  ] as [string, { given: [OperationId, Record<string, string>, string] }][])('%s', (_name, { given: [operationId, headers, name] }) => {
    const issue = validateHeaders(operationId, without(headers, name.toLowerCase()));
    expect(issue).toMatchObject({ code: 'HTTP_HEADER_REQUIRED', part: 'headers', field: name, keyword: 'required' });
  });
});

describe('header values: one case per rule', () => {
  it.each([
    ['B: PSU-ID not a UUID', { given: [BASKET, { ...basketRequired, 'psu-id': 'customer-1' }], want: { field: 'PSU-ID', keyword: 'format' } }],
    ['P: PSU-ID not a UUID', { given: [PERIODIC, { ...periodicRequired, 'psu-id': '3d9a4b0e5c2f4e7b8a1d6f0e9c8b7a65x' }], want: { field: 'PSU-ID', keyword: 'format' } }],
    ['B: PSU-Device-ID not a UUID', { given: [BASKET, { ...basketRequired, 'psu-device-id': 'device-1' }], want: { field: 'PSU-Device-ID', keyword: 'format' } }],
    ['P: PSU-Device-ID not a UUID', { given: [PERIODIC, { ...periodicRequired, 'psu-device-id': '12345' }], want: { field: 'PSU-Device-ID', keyword: 'format' } }],
    ['B: PSU-HTTP-Method not a listed method', { given: [BASKET, { ...basketRequired, 'psu-http-method': 'HEAD' }], want: { field: 'PSU-HTTP-Method', keyword: 'enum' } }],
    ['P: PSU-HTTP-Method not a listed method', { given: [PERIODIC, { ...periodicRequired, 'psu-http-method': 'OPTIONS' }], want: { field: 'PSU-HTTP-Method', keyword: 'enum' } }],
    ['P: PSU-Context neither PRIVATE nor CORPORATE', { given: [PERIODIC, { ...periodicRequired, 'psu-context': 'PERSONAL' }], want: { field: 'PSU-Context', keyword: 'enum' } }],
    ['B: TPP-Redirect-Preferred neither true nor false', { given: [BASKET, { ...basketRequired, 'tpp-redirect-preferred': 'yes' }], want: { field: 'TPP-Redirect-Preferred', keyword: 'enum' } }],
    ['B: TPP-Redirect-URI not an absolute URI', { given: [BASKET, { ...basketRequired, 'tpp-redirect-uri': 'callback?state=abc' }], want: { field: 'TPP-Redirect-URI', keyword: 'format', message: 'TPP-Redirect-URI must be a valid absolute URI.' } }],
    // Regression: the text did not say why a URI with a non-ASCII character was refused, nor how to send it.
    ['B: TPP-Redirect-URI with a non-ASCII character', { given: [BASKET, { ...basketRequired, 'tpp-redirect-uri': 'https://tpp.example/cb?name=Bjørn' }], want: { field: 'TPP-Redirect-URI', keyword: 'format', message: 'TPP-Redirect-URI must be a valid absolute URI. A URI holds ASCII only (RFC 3986): percent-encode each non-ASCII character as its UTF-8 bytes (ø as %C3%B8).' } }],
    ['B: PSU-IP-Address neither IPv4 nor IPv6', { given: [BASKET, { ...basketRequired, 'psu-ip-address': '192.0.2.256' }], want: { field: 'PSU-IP-Address', keyword: 'anyOf', message: 'PSU-IP-Address must be a valid IPv4 address (dotted decimal) or IPv6 address.' } }],
    ['P: PSU-IP-Address with a port', { given: [PERIODIC, { ...periodicRequired, 'psu-ip-address': '[2001:db8::1]:443' }], want: { field: 'PSU-IP-Address', keyword: 'anyOf' } }],
    ['P: X-PSU-IDENTITY not an 11-digit national identity number', { given: [PERIODIC, { ...without(periodicRequired, 'psu-id'), 'x-psu-identity': '1303931995' }], want: { field: 'X-PSU-IDENTITY', keyword: 'pattern' } }],
  ] as [string, { given: [OperationId, Record<string, string>]; want: { field: string; keyword: string; message?: string } }][])(
    '%s',
    (_name, { given: [operationId, headers], want }) => {
      expect(validateHeaders(operationId, headers)).toMatchObject({ code: 'FORMAT_ERROR', part: 'headers', ...want });
    },
  );

  it('names PSU-ID when neither PSU-ID nor X-PSU-IDENTITY is sent', () => {
    const issue = validateHeaders(PERIODIC, without(periodicRequired, 'psu-id'));
    expect(issue).toMatchObject({ code: 'HTTP_HEADER_REQUIRED', field: 'PSU-ID', pointer: '/psu-id' });
    // Before the PSU's first SCA a TPP has no PSU-ID: the text names the header that stands in for it.
    expect(issue?.message).toBe('PSU-ID (or X-PSU-IDENTITY) is required.');
  });
});
