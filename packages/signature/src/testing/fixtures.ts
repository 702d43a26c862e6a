/**
 * Shared test fixtures (not part of the package build): one PKI per test file, a sample signed request, and a
 * mutation helper.
 */
import { createTestCertificates } from '../test-certificates.js';
import type { TestCertificate, TestCertificateAuthority } from '../test-certificates.js';
import { signRequest } from '../sign-request.js';
import type { SignedRequest } from '../sign-request.js';
import type { TrustPolicy, VerifyRequestInput, VerifyRequestOptions } from '../trust-policy.js';

export const NOW = new Date('2025-06-02T10:00:00.000Z');
export const SANDBOX: TrustPolicy = { mode: 'sandbox' };

export interface Pki {
  readonly ca: TestCertificateAuthority;
  readonly qseal: TestCertificate;
  readonly qwac: TestCertificate;
}

let pki: Promise<Pki> | undefined;

/** One CA, QSealC (serial C0FFEE01: high bit set, DER needs a leading zero) and QWAC per test file. */
export function loadPki(): Promise<Pki> {
  pki ??= createTestCertificates({ clock: () => NOW, serialNumber: 'C0FFEE01', roles: ['PSP_AI', 'PSP_PI'] });
  return pki;
}

export const SAMPLE_BODY = Buffer.from('{"instructedAmount":{"currency":"NOK","amount":"123.45"},"creditorName":"Bjørn"}', 'utf8');

export const SAMPLE_HEADERS = {
  'content-type': 'application/json',
  'x-request-id': '4eba4445-1a4b-47b8-bdd5-4e56ef026b19',
  'psu-id': '0b3c9e2a-7a51-4f0c-9a5e-2f7b1e0f4d11',
  'tpp-redirect-uri': 'https://tpp.example/callback?state=42',
  'psu-ip-address': '192.0.2.10',
  'tpp-session-id': 'session-1',
} as const;

export const SAMPLE_TARGET = '/v1/periodic-payments/norwegian-domestic-credit-transfers?x=1';

/** A POST signed by this package, with (request-target) when asked. */
export function signSample(certificate: TestCertificate, options: { requestTarget?: boolean; clock?: () => Date } = {}): SignedRequest {
  return signRequest({
    method: 'POST',
    target: SAMPLE_TARGET,
    headers: SAMPLE_HEADERS,
    body: SAMPLE_BODY,
    privateKey: certificate.privateKey,
    certificate: certificate.certificateBase64,
    clock: options.clock ?? (() => NOW),
    includeRequestTarget: options.requestTarget ?? false,
  });
}

export function toInput(signed: SignedRequest, overrides: Partial<VerifyRequestInput> = {}): VerifyRequestInput {
  return { method: 'POST', target: SAMPLE_TARGET, headers: signed.headers, body: SAMPLE_BODY, ...overrides };
}

export function sandboxOptions(now: Date = NOW): VerifyRequestOptions {
  return { clock: () => now, trust: SANDBOX };
}

/** Replaces one character with a different one that is never a case or whitespace variant of it. */
export function mutateAt(text: string, index: number): string {
  const ch = text[index]!;
  let next: string;
  if (/[0-9]/.test(ch)) next = String((Number(ch) + 1) % 10);
  else if (/[a-z]/.test(ch)) next = ch === 'z' ? 'a' : String.fromCharCode(ch.charCodeAt(0) + 1);
  else if (/[A-Z]/.test(ch)) next = ch === 'Z' ? 'A' : String.fromCharCode(ch.charCodeAt(0) + 1);
  else if (ch === '+') next = '/';
  else if (ch === '/') next = '+';
  else if (ch === '=') next = 'A';
  else next = 'x';
  return text.slice(0, index) + next + text.slice(index + 1);
}

/** Splits a Signature header written by this package into its four values. */
export function splitSignature(header: string): { keyId: string; algorithm: string; headers: string; signature: string } {
  const match = /^keyId="([^"]*)",algorithm="([^"]*)",headers="([^"]*)",signature="([^"]*)"$/.exec(header);
  if (!match) throw new Error(`unexpected Signature header ${header}`);
  return { keyId: match[1]!, algorithm: match[2]!, headers: match[3]!, signature: match[4]! };
}

export function joinSignature(parts: { keyId: string; algorithm: string; headers: string; signature: string }): string {
  return `keyId="${parts.keyId}",algorithm="${parts.algorithm}",headers="${parts.headers}",signature="${parts.signature}"`;
}
