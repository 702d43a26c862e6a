/**
 * Signing a request (or a response) the way the specification describes: Digest, Date, X-Request-ID,
 * Signature and TPP-Signature-Certificate.
 */
import { constants, createPrivateKey, createPublicKey, randomUUID, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { defaultCertificateCache, loadCertificate } from './certificate-cache.js';
import type { ParsedCertificate } from './certificate.js';
import { DEFAULT_SIGNED_HEADERS } from './check-request.js';
import { computeDigest } from './digest.js';
import { formatHttpDate } from './http-date.js';
import { lookUpMap, normaliseHeaders } from './request-headers.js';
import type { RequestHeaders } from './request-headers.js';
import { encodeEncodedWord } from './rfc2047.js';
import { formatSignatureParameters } from './signature-header.js';
import { buildSigningString, resolveSignedValue } from './signing-string.js';
import { createStepError } from './steps.js';
import type { CertificateInput } from './trust-policy.js';

/**
 * What to sign. `body` is the exact bytes that will be sent (a string is sent as UTF-8). Without
 * `signedHeaders`, every one of date, digest, x-request-id, psu-id, psu-corporate-id and tpp-redirect-uri that
 * the request carries is signed, in that order, after `(request-target)` when `includeRequestTarget` is set.
 *
 * @example
 * ```ts
 * const input: SignRequestInput = { method: 'POST', target: '/v1/signing-baskets', headers: { 'psu-id': psuId }, body, privateKey, certificate };
 * ```
 * @see draft-cavage-http-signatures-10 sections 2.1 (Signature parameters) and 2.3 (signing string)
 */
export interface SignRequestInput {
  readonly method?: string;
  readonly target?: string;
  readonly headers: RequestHeaders;
  readonly body?: Uint8Array | string;
  readonly privateKey: KeyObject | string;
  readonly certificate: CertificateInput;
  readonly clock?: () => Date;
  readonly requestId?: string;
  readonly algorithm?: 'rsa-sha256' | 'rsa-sha512';
  readonly signedHeaders?: readonly string[];
  readonly includeRequestTarget?: boolean;
  /** Overrides the keyId built from the certificate (to imitate a particular signer). */
  readonly keyId?: string;
  /** MIME-encode the Signature header value as `=?utf-8?B?...?=` (RFC 2047). */
  readonly encodeRfc2047?: boolean;
}

/**
 * The signed request: all headers with lower-case names (the caller's plus the ones added), and the pieces for
 * logging and debugging.
 *
 * @example
 * ```ts
 * const signed = signRequest(input);
 * await fetch(url, { method: 'POST', headers: signed.headers, body });
 * ```
 * @see draft-cavage-http-signatures-10 section 2.3
 */
export interface SignedRequest {
  readonly headers: Readonly<Record<string, string>>;
  readonly signature: string;
  readonly signingString: string;
  readonly keyId: string;
  readonly signedHeaders: readonly string[];
  readonly date: string;
  readonly requestId: string;
  readonly digest: string | undefined;
}

/**
 * Signs a request: adds Digest (SHA-256 over the exact body bytes, when there is a body), Date (from the clock),
 * X-Request-ID (kept when given, else `requestId`, else a random UUID), TPP-Signature-Certificate (base64 DER)
 * and Signature with keyId `SN=<upper-case hex serial>,CA=<RFC 2253 issuer>`.
 *
 * @example
 * ```ts
 * const { headers } = signRequest({ method: 'POST', target: '/v1/periodic-payments/x', headers: { 'content-type': 'application/json' },
 *   body: Buffer.from(json), privateKey: tpp.privateKeyPem, certificate: tpp.certificatePem });
 * ```
 * @see RFC 3230 section 4.3.2, RFC 5843, RFC 2047, RFC 4514
 */
export function signRequest(input: SignRequestInput): SignedRequest {
  const certificate = readSigningCertificate(input.certificate);
  const privateKey = readPrivateKey(input.privateKey, certificate);
  const headers: Record<string, string> = {};
  for (const [name, entry] of normaliseHeaders(input.headers)) headers[name] = entry.value;
  const body = typeof input.body === 'string' ? Buffer.from(input.body, 'utf8') : input.body;
  const digest = body === undefined ? undefined : computeDigest(body);
  if (digest !== undefined) headers.digest = digest;
  headers.date ??= formatHttpDate((input.clock ?? (() => new Date()))());
  headers['x-request-id'] ??= input.requestId ?? randomUUID();
  const present = new Map(Object.entries(headers).map(([name, value]) => [name, { value, count: 1 }]));
  const names = input.signedHeaders
    ? input.signedHeaders.map((name) => name.toLowerCase())
    : [...(input.includeRequestTarget ? ['(request-target)'] : []), ...DEFAULT_SIGNED_HEADERS.filter((name) => present.has(name))];
  const keyId = input.keyId ?? certificate.keyId;
  const algorithm = input.algorithm ?? 'rsa-sha256';
  if ((input.method === undefined || input.target === undefined) && names.includes('(request-target)')) {
    throw inputError('(request-target) needs method and target');
  }
  const lookup = lookUpMap(present);
  const values = names.map((name) => resolveSignedValue(name, lookup, input.method ?? '', input.target ?? '', { keyId, algorithm }));
  const absent = names.filter((_, i) => values[i] === undefined);
  if (absent.length > 0) throw inputError(`cannot sign absent header(s): ${absent.join(', ')}`);
  if (values.some((value) => /[\r\n]/.test(value!))) throw inputError('header values must not contain line breaks');
  const signingString = buildSigningString(names, values as string[]);
  const signatureBytes = sign(algorithm === 'rsa-sha256' ? 'sha256' : 'sha512', Buffer.from(signingString, 'utf8'), {
    key: privateKey,
    padding: constants.RSA_PKCS1_PADDING,
  });
  const parameters = formatSignatureParameters({ keyId, algorithm, headers: names, signature: signatureBytes.toString('base64') });
  const signature = input.encodeRfc2047 ? encodeEncodedWord(parameters) : parameters;
  headers.signature = signature;
  headers['tpp-signature-certificate'] = Buffer.from(certificate.der).toString('base64');
  return { headers, signature, signingString, keyId, signedHeaders: names, date: headers.date, requestId: headers['x-request-id'], digest };
}

function readSigningCertificate(input: CertificateInput): ParsedCertificate {
  const text = typeof input === 'string' ? input : Buffer.from(input).toString('base64');
  const loaded = loadCertificate(text, defaultCertificateCache);
  if (!loaded.ok) throw inputError(`certificate unusable: ${loaded.reason}${loaded.surplus ? '; pass only the signing certificate' : ''}`);
  return loaded.value;
}

function readPrivateKey(input: KeyObject | string, certificate: ParsedCertificate): KeyObject {
  let key: KeyObject;
  try {
    key = typeof input === 'string' ? createPrivateKey(input) : input;
  } catch (error) {
    throw inputError(`private key unusable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (key.type !== 'private' || key.asymmetricKeyType !== 'rsa') throw inputError('the private key must be an RSA private key');
  const fromKey = createPublicKey(key).export({ type: 'spki', format: 'der' });
  const fromCertificate = certificate.publicKey.export({ type: 'spki', format: 'der' });
  if (!fromKey.equals(fromCertificate)) throw inputError('the private key does not belong to the certificate');
  return key;
}

function inputError(message: string) {
  return createStepError('INPUT_INVALID', 'input', message, { hint: 'Fix the arguments passed to signRequest.' });
}
