/**
 * A bounded cache of parsed certificates. Looked up first by the header text itself (a warm verify neither
 * decodes base64 nor hashes), then by SHA-256 fingerprint (the same certificate sent in another encoding).
 */
import { LRUCache } from 'lru-cache';
import { computeFingerprint, decodeCertificateText, parseCertificateDer } from './certificate.js';
import type { DecodedCertificate, ParsedCertificate } from './certificate.js';

/**
 * A certificate cache to share between verifications. Create one per process (or per trust domain) and pass it
 * in the options; without one a default cache of 1000 certificates is used.
 *
 * @example
 * ```ts
 * const cache = createCertificateCache({ maxEntries: 5000 });
 * await verifyRequest(input, { clock, trust, cache });
 * ```
 * @see draft-cavage-http-signatures-10 section 2.5 (verifiers look keys up by keyId; here by certificate)
 */
export interface CertificateCache {
  /** Number of distinct certificates held. */
  readonly size: number;
  clear(): void;
}

interface CacheInternals {
  readonly byText: LRUCache<string, ParsedCertificate>;
  readonly byFingerprint: LRUCache<string, ParsedCertificate>;
  /**
   * The last header text looked up and its answer. A TPP sends the same certificate on every request: comparing
   * the new text with the last one costs a memcmp, where the map has to hash all of a fresh 1-2 KB string first.
   */
  last: { readonly text: string; readonly loaded: Extract<LoadedCertificate, { ok: true }> } | undefined;
}

const internals = new WeakMap<CertificateCache, CacheInternals>();

/**
 * Creates a bounded certificate cache.
 *
 * @example
 * ```ts
 * const cache = createCertificateCache({ maxEntries: 100 });
 * ```
 * @see RFC 5280 section 4.1 (what is parsed once per certificate)
 */
export function createCertificateCache(options: { readonly maxEntries?: number } = {}): CertificateCache {
  const max = Math.max(1, Math.floor(options.maxEntries ?? 1000));
  const byFingerprint = new LRUCache<string, ParsedCertificate>({ max });
  // Header texts are at most 16 KiB each; bound their total size as well as their number.
  const byText = new LRUCache<string, ParsedCertificate>({ max: max * 2, maxSize: max * 2 * 4096 + 65536, sizeCalculation: (_v, key) => key.length + 1 });
  const store: CacheInternals = { byText, byFingerprint, last: undefined };
  const cache: CertificateCache = {
    get size() {
      return byFingerprint.size;
    },
    clear() {
      byText.clear();
      byFingerprint.clear();
      store.last = undefined;
    },
  };
  internals.set(cache, store);
  return cache;
}

/** The cache used when the caller passes none. */
export const defaultCertificateCache: CertificateCache = createCertificateCache();

/** Outcome of {@link loadCertificate}. */
export type LoadedCertificate = { ok: true; value: ParsedCertificate } | Extract<DecodedCertificate, { ok: false }>;

/** Returns the parsed certificate for a header text, parsing it only on a cache miss. */
export function loadCertificate(text: string, cache: CertificateCache): LoadedCertificate {
  const store = internals.get(cache);
  if (!store) throw new TypeError('not a cache made by createCertificateCache');
  if (store.last?.text === text) return store.last.loaded;
  const hit = store.byText.get(text);
  if (hit) return remember(store, text, hit);
  const decoded = decodeCertificateText(text);
  if (!decoded.ok) return decoded;
  // The DER of the one certificate and nothing else: however a certificate is written, it has one fingerprint.
  const fingerprint = computeFingerprint(decoded.der);
  let parsed = store.byFingerprint.get(fingerprint);
  if (!parsed) {
    try {
      parsed = parseCertificateDer(decoded.der, fingerprint);
    } catch (error) {
      return { ok: false, reason: `not an X.509 certificate: ${error instanceof Error ? error.message : String(error)}` };
    }
    store.byFingerprint.set(fingerprint, parsed);
  }
  store.byText.set(text, parsed);
  return remember(store, text, parsed);
}

function remember(store: CacheInternals, text: string, value: ParsedCertificate): LoadedCertificate {
  const loaded = { ok: true as const, value };
  store.last = { text, loaded };
  return loaded;
}
