/**
 * The signature package alone, on a typical signed POST (a periodic payment with PSU headers, six signed
 * headers, a 400-byte body): the bare `crypto.verify` of the same signature with a pre-parsed key (the floor),
 * our warm verify (certificate cached), our cold verify (certificate parsed), and http-signature's
 * parseRequest + verifySignature of the same request.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import httpSignature from 'http-signature';
import * as sourcePackage from '@xs2a-kit/signature';
import type { TestCertificate } from '@xs2a-kit/signature';
import { makePeriodicPaymentRequest } from './bench-requests.js';
import { measureInterleaved, type MicroResult } from './micro-timer.js';

/** The signature package's functions the figures time. */
export type SignaturePackage = Pick<typeof sourcePackage, 'createCertificateCache' | 'signRequest' | 'verifyRequest'>;

const BUILT_PACKAGE = new URL('../../../packages/signature/dist/index.js', import.meta.url);

/**
 * The signature package as it is published (its build), the code a bank's server runs. Under tsx the bare
 * specifier would load the TypeScript sources through the tsconfig paths, whose transform adds helpers of its own
 * (measured here: about 0.6 us, 0.04x of the bare verify, on the warm path).
 *
 * @example
 * const figures = await measureSignature(certificate, { signature: await loadBuiltSignaturePackage() });
 */
export async function loadBuiltSignaturePackage(): Promise<SignaturePackage> {
  const path = fileURLToPath(BUILT_PACKAGE);
  if (!existsSync(path)) throw new Error(`${path} is missing: build first (npx -y pnpm@10.34.9 run build)`);
  return (await import(BUILT_PACKAGE.href)) as SignaturePackage;
}

/** A result with its ratio to the bare crypto.verify measured in the same interleaved set. */
export interface RatedResult extends MicroResult {
  readonly ratio: number;
}

export interface SignatureFigures {
  readonly bare: RatedResult;
  readonly warm: RatedResult;
  readonly cold: RatedResult;
  readonly httpSignature: RatedResult;
  /** Client side: signing one request in the send loop, against taking a pre-signed one from a pool. */
  readonly signOne: RatedResult;
  readonly takeFromPool: RatedResult;
}

interface Sample {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  readonly signingString: Buffer;
  readonly signature: Buffer;
}

/**
 * Measures the four verifications over a rotating set of distinct signed requests (own X-Request-ID each), so
 * no per-request memo can make the warm figure look better than traffic would. `options.signature` is the
 * package to time (default: the sources this file imports).
 *
 * @example
 * const figures = await measureSignature(certificate, { rounds: 7, roundMs: 200, signature: await loadBuiltSignaturePackage() });
 */
export async function measureSignature(
  certificate: TestCertificate,
  options: { rounds?: number; roundMs?: number; warmupMs?: number; signature?: SignaturePackage } = {},
): Promise<SignatureFigures> {
  // The smoke test times the sources (no build in the test run); `pnpm bench` passes the build.
  const { createCertificateCache, signRequest, verifyRequest } = options.signature ?? sourcePackage;
  const template = makePeriodicPaymentRequest();
  const samples: Sample[] = Array.from({ length: 64 }, () => {
    const signed = signRequest({
      method: template.method,
      target: template.path,
      headers: template.headers,
      body: template.body!,
      privateKey: certificate.privateKey,
      certificate: certificate.certificateBase64,
    });
    return {
      headers: { ...template.headers, ...signed.headers },
      body: Buffer.from(template.body!, 'utf8'),
      signingString: Buffer.from(signed.signingString, 'utf8'),
      signature: Buffer.from(/signature="([^"]+)"/.exec(signed.signature)![1]!, 'base64'),
    };
  });
  const publicKey: KeyObject = createPublicKey(certificate.privateKey);
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const cache = createCertificateCache();
  const clock = () => new Date();
  const trust = { mode: 'sandbox' } as const;
  const pick = (i: number) => samples[i % samples.length]!;
  const input = (s: Sample) => ({ method: template.method, target: template.path, headers: s.headers, body: s.body });
  const pool = samples.map((s) => s.headers);
  let taken = 0;
  const bareVariant = { name: 'bare crypto.verify (pre-parsed key)', run: (i: number) => { const s = pick(i); return verify('sha256', s.signingString, publicKey, s.signature); } };
  // The target's pair runs on its own: the other variants (a certificate parse per call above all) leave
  // garbage whose collection would land in the warm rounds.
  const [bare, warm] = await measureInterleaved(
    [bareVariant, { name: 'verifyRequest, warm certificate cache', run: (i) => verifyRequest(input(pick(i)), { clock, trust, cache }) }],
    options,
  );
  const [bareAgain, cold, viaHttpSignature, signOne, takeFromPool] = await measureInterleaved(
    [
      bareVariant,
      { name: 'verifyRequest, cold (certificate parsed)', run: (i) => verifyRequest(input(pick(i)), { clock, trust, cache: createCertificateCache({ maxEntries: 1 }) }) },
      {
        name: 'http-signature parseRequest + verifySignature',
        run: (i) => {
          const s = pick(i);
          const parsed = httpSignature.parseRequest(
            { method: template.method, url: template.path, httpVersion: '1.1', headers: { ...s.headers } },
            { authorizationHeaderName: 'signature', clockSkew: 60 },
          );
          if (!httpSignature.verifySignature(parsed, publicKeyPem)) throw new Error('http-signature refused a good signature');
          return parsed;
        },
      },
      {
        name: 'client: sign one request in the send loop',
        run: () => signRequest({ method: template.method, target: template.path, headers: template.headers, body: template.body!, privateKey: certificate.privateKey, certificate: certificate.certificateBase64 }),
      },
      { name: 'client: take a pre-signed request from a pool', run: () => pool[taken++ % pool.length] },
    ],
    options,
  );
  const against = (base: MicroResult) => (r: MicroResult): RatedResult => ({ ...r, ratio: r.microseconds / base.microseconds });
  const first = against(bare!);
  const second = against(bareAgain!);
  // Every verification must succeed, or the figures time error paths.
  for (const sample of samples.slice(0, 4)) await verifyRequest(input(sample), { clock, trust, cache });
  return { bare: first(bare!), warm: first(warm!), cold: second(cold!), httpSignature: second(viaHttpSignature!), signOne: second(signOne!), takeFromPool: second(takeFromPool!) };
}
