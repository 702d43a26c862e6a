/**
 * The bank's own CA certificates (trust anchors, intermediates, CRL issuers) as pkijs reads them, and the one pkijs
 * crypto engine the package verifies paths and CRLs with. Internal.
 */
import { webcrypto } from 'node:crypto';
import * as pkijs from 'pkijs';
import { decodeCertificateText } from './certificate.js';
import { createStepError } from './steps.js';
import type { CertificateInput } from './trust-policy.js';

type EngineCrypto = pkijs.CryptoEngineParameters['crypto'];

/**
 * pkijs on Node's WebCrypto, for certification paths and CRL signatures.
 *
 * @example
 * await crl.verify({ issuerCertificate }, pkijsEngine);
 */
export const pkijsEngine = new pkijs.CryptoEngine({ name: 'node-webcrypto', crypto: webcrypto as unknown as EngineCrypto });

/**
 * Reads one CA certificate the bank configured. Anything unusable, a bundle of several included (pkijs would read
 * the first and silently drop the others), is `INPUT_INVALID`: the bank's configuration to fix, never a TPP's fault.
 *
 * @throws {SignatureError} `INPUT_INVALID` naming `what` (as in "a configured trust certificate"), with the hint
 *   `oneEach` for a bundle and `fix` otherwise.
 * @example
 * const anchor = readConfiguredCertificate(rootPem, 'a configured trust certificate', { fix: 'Fix the trust anchors.', oneEach: 'Give each anchor as its own entry.' });
 */
export function readConfiguredCertificate(input: CertificateInput, what: string, hints: { readonly fix: string; readonly oneEach: string }): pkijs.Certificate {
  const der = typeof input === 'string' ? decodeCertificateText(input) : { ok: true as const, der: input };
  if (!der.ok) {
    throw createStepError('INPUT_INVALID', 'input', `${what} is unusable: ${der.reason}`, {
      hint: der.surplus ? hints.oneEach : hints.fix,
    });
  }
  try {
    return pkijs.Certificate.fromBER(der.der);
  } catch (error) {
    throw createStepError('INPUT_INVALID', 'input', `${what} is unusable: ${String(error)}`, { hint: hints.fix });
  }
}
