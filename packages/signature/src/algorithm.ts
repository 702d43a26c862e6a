/**
 * The `algorithm` parameter against the certificate's key, and the node:crypto calls that verify it.
 */
import { constants, verify } from 'node:crypto';
import type { KeyObject, VerifyKeyObjectInput } from 'node:crypto';

/** One way to verify: hash, RSA padding or ECDSA signature encoding. */
interface VerifyMethod {
  readonly hash: string | null;
  readonly padding?: number;
  readonly saltLength?: number;
  readonly dsaEncoding?: 'der' | 'ieee-p1363';
}

/** Outcome of {@link resolveAlgorithm}: the methods to try, or why none fits. */
export type ResolvedAlgorithm =
  | { ok: true; methods: readonly VerifyMethod[] }
  | { ok: false; code: 'ALGORITHM_UNSUPPORTED' | 'ALGORITHM_MISMATCH'; reason: string };

const PKCS1 = constants.RSA_PKCS1_PADDING;
const PSS = constants.RSA_PKCS1_PSS_PADDING;
const RSA_SHA256: readonly VerifyMethod[] = [{ hash: 'sha256', padding: PKCS1 }];
const RSA_SHA512: readonly VerifyMethod[] = [{ hash: 'sha512', padding: PKCS1 }];
// hs2019 leaves the hash to the key; Berlin Group signers use PKCS#1 v1.5, draft-cavage-12 names PSS/SHA-512.
const HS2019_RSA: readonly VerifyMethod[] = [
  { hash: 'sha256', padding: PKCS1 },
  { hash: 'sha512', padding: PKCS1 },
  { hash: 'sha512', padding: PSS, saltLength: constants.RSA_PSS_SALTLEN_AUTO },
  { hash: 'sha256', padding: PSS, saltLength: constants.RSA_PSS_SALTLEN_AUTO },
];
const CURVE_HASH: Readonly<Record<string, string>> = { prime256v1: 'sha256', secp384r1: 'sha384', secp521r1: 'sha512' };
// The common answers, made once: resolving runs on every request.
const RSA_SHA256_RESOLVED: ResolvedAlgorithm = { ok: true, methods: RSA_SHA256 };
const RSA_SHA512_RESOLVED: ResolvedAlgorithm = { ok: true, methods: RSA_SHA512 };

/**
 * Resolves the algorithm for the key: `rsa-sha256` and `rsa-sha512` need an RSA key; `hs2019` follows the key
 * (RSA, ECDSA on P-256/P-384/P-521, Ed25519). Names are compared case-insensitively.
 */
export function resolveAlgorithm(algorithm: string, key: KeyObject): ResolvedAlgorithm {
  // The name as signers write it needs no lower-case copy.
  const name = algorithm === 'rsa-sha256' ? algorithm : algorithm.toLowerCase();
  const keyType = key.asymmetricKeyType ?? 'unknown';
  if (name === 'rsa-sha256' || name === 'rsa-sha512') {
    if (keyType !== 'rsa') return { ok: false, code: 'ALGORITHM_MISMATCH', reason: `${algorithm} needs an RSA key; the certificate holds a ${keyType} key` };
    return name === 'rsa-sha256' ? RSA_SHA256_RESOLVED : RSA_SHA512_RESOLVED;
  }
  if (name !== 'hs2019') {
    return { ok: false, code: 'ALGORITHM_UNSUPPORTED', reason: `algorithm ${algorithm} is not supported; use rsa-sha256 (or rsa-sha512, hs2019)` };
  }
  if (keyType === 'rsa') return { ok: true, methods: HS2019_RSA };
  if (keyType === 'rsa-pss') return { ok: true, methods: HS2019_RSA.filter((m) => m.padding === PSS) };
  if (keyType === 'ed25519') return { ok: true, methods: [{ hash: null }] };
  if (keyType === 'ec') {
    const hash = CURVE_HASH[key.asymmetricKeyDetails?.namedCurve ?? ''];
    if (!hash) return { ok: false, code: 'ALGORITHM_MISMATCH', reason: 'hs2019 does not cover the curve of the certificate key' };
    return { ok: true, methods: [{ hash, dsaEncoding: 'der' }, { hash, dsaEncoding: 'ieee-p1363' }] };
  }
  return { ok: false, code: 'ALGORITHM_MISMATCH', reason: `hs2019 does not cover ${keyType} keys` };
}

/** Verifies with each method over each byte form of the signing string until one succeeds. */
export function verifyWithMethods(
  methods: readonly VerifyMethod[],
  key: KeyObject,
  data: readonly Uint8Array[],
  signature: Uint8Array,
): boolean {
  for (const bytes of data) {
    for (const method of methods) {
      try {
        if (verify(method.hash, bytes, toKeyInput(method, key), signature)) return true;
      } catch {
        // a signature of the wrong size or encoding for this method is simply not valid under it
      }
    }
  }
  return false;
}

/** The key as crypto.verify takes it: bare, or with the method's padding, salt length or signature encoding. */
function toKeyInput(method: VerifyMethod, key: KeyObject): KeyObject | VerifyKeyObjectInput {
  if (method.padding === undefined && method.dsaEncoding === undefined) return key;
  const input: VerifyKeyObjectInput = { key };
  if (method.padding !== undefined) input.padding = method.padding;
  if (method.saltLength !== undefined) input.saltLength = method.saltLength;
  if (method.dsaEncoding !== undefined) input.dsaEncoding = method.dsaEncoding;
  return input;
}
