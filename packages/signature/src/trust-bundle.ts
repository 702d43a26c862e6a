/**
 * A bank's file of "trusted CA certificates" holds roots and the QTSPs' issuing intermediates alike; this sorts
 * it into the anchors and the intermediates of a production {@link TrustPolicy}.
 */
import { X509Certificate } from 'node:crypto';
import { decodeCertificateText } from './certificate.js';
import { createStepError } from './steps.js';
import type { CertificateInput } from './trust-policy.js';

/** The certificates of a CA bundle, sorted for a production trust policy. */
export interface SortedTrustCertificates {
  /** The self-signed (root) certificates: trusted as they are. */
  readonly trustAnchors: CertificateInput[];
  /** Every other CA certificate: used to build a path to an anchor, trusted only through one. */
  readonly intermediates: CertificateInput[];
}

/**
 * Sorts CA certificates into trust anchors (self-signed: issued by themselves and signed with their own key) and
 * intermediates. A TPP sends only its QSealC (TPP-Signature-Certificate holds one certificate), so the path
 * from it to a QTSP root is built from the intermediates the bank configured; trusting an intermediate as an
 * anchor would skip the check that it chains to a root at all. One certificate per entry.
 *
 * @example
 * ```ts
 * const pems = bundle.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
 * const trust: TrustPolicy = { mode: 'production', ...sortTrustCertificates(pems) };
 * ```
 * @see RFC 5280 section 6.1 (a path ends at a trust anchor; intermediates are certificates on it), section 3.2
 */
export function sortTrustCertificates(certificates: readonly CertificateInput[]): SortedTrustCertificates {
  const trustAnchors: CertificateInput[] = [];
  const intermediates: CertificateInput[] = [];
  for (const input of certificates) {
    (isSelfSigned(input) ? trustAnchors : intermediates).push(input);
  }
  return { trustAnchors, intermediates };
}

function isSelfSigned(input: CertificateInput): boolean {
  const der = typeof input === 'string' ? decodeCertificateText(input) : { ok: true as const, der: input };
  let certificate: X509Certificate | undefined;
  if (der.ok) {
    try {
      certificate = new X509Certificate(der.der);
    } catch {
      certificate = undefined;
    }
  }
  if (!certificate) {
    throw createStepError('INPUT_INVALID', 'input', `a configured trust certificate is unusable${der.ok ? '' : `: ${der.reason}`}`, {
      hint: 'Give each CA certificate (root or intermediate) as its own entry of the list, as PEM or DER.',
    });
  }
  return certificate.checkIssued(certificate) && certificate.verify(certificate.publicKey);
}
