/**
 * The Digest header (RFC 3230 with the SHA-256 and SHA-512 algorithms of RFC 5843), always over the exact bytes
 * received - never over a re-serialised body.
 */
import * as nodeCrypto from 'node:crypto';
import { isCanonicalBase64 } from './base64.js';

/** Digest algorithms this package computes. */
export type DigestAlgorithm = 'SHA-256' | 'SHA-512';

/** Outcome of {@link checkDigest}. */
export type DigestCheck =
  | { ok: true; algorithm: DigestAlgorithm }
  | { ok: false; code: 'DIGEST_MALFORMED' | 'DIGEST_UNSUPPORTED' | 'DIGEST_MISMATCH'; reason: string; computed: string };

const oneShot = (nodeCrypto as { hash?: (algorithm: string, data: Uint8Array, encoding: 'base64') => string }).hash;
// A Map, not an object: an entry named `constructor=` or `__proto__=` must not find Object.prototype's members.
const SUPPORTED: ReadonlyMap<string, DigestAlgorithm> = new Map([['sha-256', 'SHA-256'], ['sha-512', 'SHA-512']]);
const LENGTH: Readonly<Record<DigestAlgorithm, number>> = { 'SHA-256': 32, 'SHA-512': 64 };
const SHA256_PREFIX = 'SHA-256=';
const SHA256_MATCH: DigestCheck = Object.freeze({ ok: true, algorithm: 'SHA-256' });

/** Computes `SHA-256=<base64>` (or SHA-512) over the bytes. */
export function computeDigest(body: Uint8Array, algorithm: DigestAlgorithm = 'SHA-256'): string {
  return `${algorithm}=${hashBase64(body, algorithm === 'SHA-256' ? 'sha256' : 'sha512')}`;
}

/**
 * Checks a Digest header against the body. Several `alg=value` entries may be given, comma-separated; every
 * supported one must match, unknown ones are ignored, at least one must be supported.
 */
export function checkDigest(header: string, body: Uint8Array): DigestCheck {
  // Fast path for what nearly every client sends, one `SHA-256=<base64>`: a match needs no list and no
  // `SHA-256=` text of our own. Anything else, a mismatch included, takes the general path below.
  if (header.startsWith(SHA256_PREFIX) && !header.includes(',') && header.trim() === header) {
    const hash = hashBase64(body, 'sha256');
    if (header.length === SHA256_PREFIX.length + hash.length && header.endsWith(hash)) return SHA256_MATCH;
  }
  const entries = header.split(',').map((part) => part.trim());
  let checked: DigestAlgorithm | undefined;
  const seen: string[] = [];
  for (const entry of entries) {
    const eq = entry.indexOf('=');
    if (eq <= 0) return { ok: false, code: 'DIGEST_MALFORMED', reason: `${entry || '(empty)'} is not algorithm=value`, computed: computeDigest(body) };
    const name = entry.slice(0, eq);
    const value = entry.slice(eq + 1);
    seen.push(name);
    const algorithm = SUPPORTED.get(name.toLowerCase());
    if (!algorithm) continue;
    const computed = computeDigest(body, algorithm);
    // Fast path: the expected text is canonical base64, so equality settles it.
    if (computed.length === algorithm.length + 1 + value.length && computed.endsWith(value)) {
      checked = algorithm;
      continue;
    }
    if (!isCanonicalBase64(value) || Buffer.from(value, 'base64').byteLength !== LENGTH[algorithm]) {
      // A hex digest (openssl dgst's default output) is the usual mistake: say so rather than only "not base64".
      const hex = value.length === LENGTH[algorithm] * 2 && /^[0-9a-fA-F]+$/.test(value) ? ' (it is hex: encode the digest bytes as base64)' : '';
      return { ok: false, code: 'DIGEST_MALFORMED', reason: `the ${algorithm} value is not base64 of ${LENGTH[algorithm]} bytes${hex}`, computed };
    }
    return { ok: false, code: 'DIGEST_MISMATCH', reason: `${algorithm} of the body does not match the Digest header`, computed };
  }
  if (!checked) {
    return { ok: false, code: 'DIGEST_UNSUPPORTED', reason: `no supported algorithm among ${seen.join(', ')}; use SHA-256 or SHA-512`, computed: computeDigest(body) };
  }
  return { ok: true, algorithm: checked };
}

function hashBase64(body: Uint8Array, name: 'sha256' | 'sha512'): string {
  // crypto.hash (Node 20.12+) is the cheap one-shot form; createHash where it is missing.
  return oneShot ? oneShot(name, body, 'base64') : nodeCrypto.createHash(name).update(body).digest('base64');
}
