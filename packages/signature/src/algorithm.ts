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
const ECDSA_SHA256_RESOLVED: ResolvedAlgorithm = { ok: true, methods: ecdsaMethods('sha256') };
// hs2019 on an EC key: the curve's own hash, as most signers pair them, and SHA-512, which draft-cavage-12's
// algorithm registry names for hs2019 with ECDSA (its example: P-256 and SHA-512).
const HS2019_EC: Readonly<Record<string, ResolvedAlgorithm>> = Object.fromEntries(
  Object.entries(CURVE_HASH).map(([curve, hash]) => [curve, { ok: true, methods: hash === 'sha512' ? ecdsaMethods(hash) : [...ecdsaMethods(hash), ...ecdsaMethods('sha512')] }]),
);

/**
 * Resolves the algorithm for the key: `rsa-sha256` and `rsa-sha512` need an RSA key (PKCS#1 v1.5),
 * `ecdsa-sha256` an EC key on P-256; `hs2019` follows the key (RSA, RSA-PSS, ECDSA on P-256/P-384/P-521,
 * Ed25519). Names are compared case-insensitively. The specification asks for "the same algorithm as the
 * signing certificate", so the name that matches the key's own algorithm is accepted, and a name for another
 * key is ALGORITHM_MISMATCH.
 */
export function resolveAlgorithm(algorithm: string, key: KeyObject): ResolvedAlgorithm {
  // The name as signers write it needs no lower-case copy.
  const name = algorithm === 'rsa-sha256' ? algorithm : algorithm.toLowerCase();
  const keyType = key.asymmetricKeyType ?? 'unknown';
  if (name === 'rsa-sha256' || name === 'rsa-sha512') {
    if (keyType !== 'rsa') return { ok: false, code: 'ALGORITHM_MISMATCH', reason: `${algorithm} needs an RSA key; the certificate holds ${describeKey(key)}` };
    return name === 'rsa-sha256' ? RSA_SHA256_RESOLVED : RSA_SHA512_RESOLVED;
  }
  if (name === 'ecdsa-sha256') {
    if (keyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
      return { ok: false, code: 'ALGORITHM_MISMATCH', reason: `${algorithm} needs an EC key on P-256; the certificate holds ${describeKey(key)}` };
    }
    return ECDSA_SHA256_RESOLVED;
  }
  if (name !== 'hs2019') {
    return { ok: false, code: 'ALGORITHM_UNSUPPORTED', reason: `algorithm ${algorithm} is not supported; use rsa-sha256 (or rsa-sha512, ecdsa-sha256, hs2019)` };
  }
  if (keyType === 'rsa') return { ok: true, methods: HS2019_RSA };
  if (keyType === 'rsa-pss') return { ok: true, methods: HS2019_RSA.filter((m) => m.padding === PSS) };
  if (keyType === 'ed25519') return { ok: true, methods: [{ hash: null }] };
  if (keyType === 'ec') {
    const resolved = HS2019_EC[key.asymmetricKeyDetails?.namedCurve ?? ''];
    if (!resolved) return { ok: false, code: 'ALGORITHM_MISMATCH', reason: 'hs2019 does not cover the curve of the certificate key' };
    return resolved;
  }
  return { ok: false, code: 'ALGORITHM_MISMATCH', reason: `hs2019 does not cover ${keyType} keys` };
}

/**
 * What works for the certificate's key: the algorithm name to send and how to sign, for the hint of a refused
 * algorithm. An EC or RSA-PSS key cannot make an rsa-sha256 signature, so naming rsa-sha256 would send the TPP
 * in a circle.
 */
export function describeAlgorithmsForKey(key: KeyObject): { readonly expected: string; readonly hint: string } {
  const keyType = key.asymmetricKeyType ?? 'unknown';
  const curve = key.asymmetricKeyDetails?.namedCurve;
  if (keyType === 'rsa') {
    return { expected: 'rsa-sha256', hint: 'Send algorithm="rsa-sha256" (or hs2019) and sign with the RSA key of the certificate (RSASSA-PKCS1-v1_5 with SHA-256).' };
  }
  if (keyType === 'rsa-pss') {
    return { expected: 'hs2019', hint: 'The certificate holds an RSA-PSS key, which cannot make an rsa-sha256 (PKCS#1 v1.5) signature: send algorithm="hs2019" and sign with RSASSA-PSS (SHA-512 or SHA-256).' };
  }
  if (keyType === 'ec' && curve === 'prime256v1') {
    return { expected: 'ecdsa-sha256', hint: 'The certificate holds an EC P-256 key: send algorithm="ecdsa-sha256" (or hs2019) and sign with ECDSA and SHA-256.' };
  }
  if (keyType === 'ec' && curve !== undefined && CURVE_HASH[curve]) {
    return { expected: 'hs2019', hint: `The certificate holds an EC key on ${curve}: send algorithm="hs2019" and sign with ECDSA and ${CURVE_HASH[curve]!.toUpperCase()}.` };
  }
  if (keyType === 'ed25519') return { expected: 'hs2019', hint: 'The certificate holds an Ed25519 key: send algorithm="hs2019" and sign with Ed25519.' };
  return { expected: 'rsa-sha256', hint: `No algorithm covers ${describeKey(key)}: sign with a certificate of an RSA key and algorithm="rsa-sha256".` };
}

function describeKey(key: KeyObject): string {
  const keyType = key.asymmetricKeyType ?? 'unknown';
  if (keyType === 'ec') return `an EC key on ${key.asymmetricKeyDetails?.namedCurve ?? 'an unknown curve'}`;
  if (keyType === 'rsa-pss') return 'an RSA-PSS key';
  return `a${/^[aeiou]/.test(keyType) ? 'n' : ''} ${keyType} key`;
}

function ecdsaMethods(hash: string): readonly VerifyMethod[] {
  // DER is what X.509 and openssl use; IEEE P1363 (r || s) is what WebCrypto produces.
  return [{ hash, dsaEncoding: 'der' }, { hash, dsaEncoding: 'ieee-p1363' }];
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
