/**
 * Production trust: a certification path to configured anchors (pkijs on Node's WebCrypto), a signing key usage,
 * the PSD2 QCStatement and the required roles.
 */
import * as x509 from '@peculiar/x509';
import * as pkijs from 'pkijs';
import { findPathFlaw } from './path-flaws.js';
import { declaresPsd2Statement, QC_STATEMENTS_OID } from './qc-statements.js';
import { askRevocation, DEFAULT_REVOCATION_TIMEOUT_MS, MAX_TIMER_MS } from './revocation-answer.js';
import { describeRevocationQueries } from './revocation-query.js';
import type { ParsedCertificate } from './certificate.js';
import { pkijsEngine, readConfiguredCertificate } from './configured-certificates.js';
import type { SignatureErrorCode } from './signature-error.js';
import { createStepError } from './steps.js';
import type { CertificateInput, RevocationQuery, TrustPolicy } from './trust-policy.js';

type ProductionPolicy = Extract<TrustPolicy, { mode: 'production' }>;

/** Why a certificate is not trusted, or undefined when it is. */
export interface TrustFailure {
  readonly code: Extract<SignatureErrorCode, 'CERTIFICATE_UNTRUSTED' | 'CERTIFICATE_KEY_USAGE' | 'QCSTATEMENT_MISSING' | 'CERTIFICATE_NOT_SEAL' | 'CERTIFICATE_ROLE_MISSING' | 'CERTIFICATE_REVOKED' | 'REVOCATION_UNAVAILABLE'>;
  readonly reason: string;
}

interface PolicyMaterial {
  readonly anchors: pkijs.Certificate[];
  readonly intermediates: pkijs.Certificate[];
}

interface ChainResult {
  readonly ok: boolean;
  readonly reason: string;
  /** The leaf and the CAs below the anchor, as a revocation check is asked about them. */
  readonly revocationQueries: readonly RevocationQuery[];
  /** The instants between which every certificate on the path is valid. */
  readonly from: number;
  readonly to: number;
}

const DIGITAL_SIGNATURE = 1;
const NON_REPUDIATION = 2;
const materials = new WeakMap<ProductionPolicy, PolicyMaterial>();
const pkijsLeaves = new WeakMap<ParsedCertificate, pkijs.Certificate>();
const chainResults = new WeakMap<ParsedCertificate, WeakMap<ProductionPolicy, ChainResult>>();

/** Checks production trust; sandbox policies trust every issuer. */
export async function checkTrust(certificate: ParsedCertificate, policy: TrustPolicy, now: Date): Promise<TrustFailure | undefined> {
  if (policy.mode === 'sandbox') return undefined;
  const chain = await validateChain(certificate, policy, now);
  if (!chain.ok) return { code: 'CERTIFICATE_UNTRUSTED', reason: chain.reason };
  const usage = certificate.keyUsage;
  if (usage === undefined) {
    return { code: 'CERTIFICATE_KEY_USAGE', reason: 'the certificate has no keyUsage extension; a seal states digitalSignature or nonRepudiation (ETSI EN 319 412-2 section 4.3.2)' };
  }
  if ((usage & (DIGITAL_SIGNATURE | NON_REPUDIATION)) === 0) {
    return { code: 'CERTIFICATE_KEY_USAGE', reason: 'the certificate key usage allows neither digitalSignature nor nonRepudiation' };
  }
  // After the key usage, which a CA's keyCertSign already fails: a seal is an end entity (RFC 5280 4.2.1.9).
  if (certificate.certificate.getExtension(x509.BasicConstraintsExtension)?.ca === true) {
    return { code: 'CERTIFICATE_KEY_USAGE', reason: 'the certificate is a CA certificate (basicConstraints cA is TRUE), not the end-entity seal certificate that signs requests' };
  }
  if (!certificate.psd2) {
    const qcStatements = certificate.certificate.extensions.find((extension) => extension.type === QC_STATEMENTS_OID);
    // Declared but unreadable is a different fix for the TPP's QTSP than absent (review K, eIDAS review).
    return qcStatements !== undefined && declaresPsd2Statement(new Uint8Array(qcStatements.value))
      ? { code: 'QCSTATEMENT_MISSING', reason: 'the certificate\'s PSD2 QCStatement (OID 0.4.0.19495.2) cannot be read: it needs the roles, NCAName and NCAId (ETSI TS 119 495 section 5.1)' }
      : { code: 'QCSTATEMENT_MISSING', reason: 'the certificate has no PSD2 QCStatement (ETSI TS 119 495, OID 0.4.0.19495.2)' };
  }
  // PSD2 asks for a qualified certificate (RTS Article 34); QcCompliance is the QTSP's statement that it is one.
  // The same QTSP roots issue certificates that are not qualified.
  if (!certificate.qcCompliance) {
    return { code: 'QCSTATEMENT_MISSING', reason: 'the certificate does not say it is an EU qualified certificate: its qcStatements have no QcCompliance statement (ETSI EN 319 412-5 section 4.2.1, OID 0.4.0.1862.1.1)' };
  }
  // A certificate that declares its qualified type must be a seal: a QWAC (QcType web) authenticates the TLS
  // connection and is not for signing requests. One that declares no QcType is judged by the checks above.
  if (certificate.qcTypes.length > 0 && !certificate.qcTypes.includes('eseal')) {
    return {
      code: 'CERTIFICATE_NOT_SEAL',
      reason: `the certificate's QcType is ${certificate.qcTypes.join(', ')}, not eseal: sign with your qualified seal certificate (QSealC), not a ${certificate.qcTypes.includes('web') ? 'website certificate (QWAC)' : 'certificate of another type'}`,
    };
  }
  const missing = (policy.requiredRoles ?? []).filter((role) => !certificate.psd2!.roles.includes(role));
  if (missing.length > 0) return { code: 'CERTIFICATE_ROLE_MISSING', reason: `the certificate lacks the PSD2 role(s) ${missing.join(', ')}` };
  // Last, and never cached here: the status can change at any moment (an NCA withdrawing a TPP's authorisation
  // has the QTSP revoke the certificate, TS 119 495 section 6); the bank's function keeps its own CRL or OCSP cache.
  if (policy.checkRevocation !== undefined) {
    const timeoutMs = policy.revocationTimeoutMs ?? DEFAULT_REVOCATION_TIMEOUT_MS;
    for (const [index, query] of chain.revocationQueries.entries()) {
      const answer = await askRevocation(policy.checkRevocation, query, timeoutMs);
      if ('unavailable' in answer) {
        const whose = index === 0 ? 'the certificate' : `the CA certificate that issued it (serial ${query.serialHex}, issued by ${query.issuer})`;
        return { code: 'REVOCATION_UNAVAILABLE', reason: `the bank cannot tell now whether ${whose} is revoked: ${answer.unavailable}` };
      }
      if (answer.status !== 'revoked') continue;
      return index === 0
        ? { code: 'CERTIFICATE_REVOKED', reason: `the certificate (serial ${query.serialHex}, issued by ${certificate.summary.issuerReadable}) is revoked` }
        : { code: 'CERTIFICATE_REVOKED', reason: `the CA certificate that issued it (serial ${query.serialHex}, issued by ${query.issuer}) is revoked, and with it what it issued` };
    }
  }
  return undefined;
}

async function validateChain(certificate: ParsedCertificate, policy: ProductionPolicy, now: Date): Promise<ChainResult> {
  let byPolicy = chainResults.get(certificate);
  const cached = byPolicy?.get(policy);
  const time = now.getTime();
  if (cached?.ok && time >= cached.from && time <= cached.to) return cached;
  const material = readMaterial(policy);
  let leaf = pkijsLeaves.get(certificate);
  if (!leaf) {
    leaf = pkijs.Certificate.fromBER(certificate.der);
    pkijsLeaves.set(certificate, leaf);
  }
  const validator = new pkijs.CertificateChainValidationEngine({
    trustedCerts: material.anchors,
    certs: [...material.intermediates, leaf],
    checkDate: now,
  });
  let result: ChainResult;
  try {
    const outcome = await validator.verify({}, pkijsEngine);
    const path = outcome.certificatePath ?? [leaf];
    // What pkijs leaves out of RFC 5280's path validation, and the strength ETSI TS 119 312 asks for.
    const flaw = outcome.result ? findPathFlaw(path) : undefined;
    const ok = outcome.result && flaw === undefined;
    result = {
      ok,
      reason: flaw ?? (outcome.result ? '' : describeMissingPath(certificate, leaf, material, outcome.resultMessage)),
      revocationQueries: ok && policy.checkRevocation !== undefined ? describeRevocationQueries(path) : [],
      from: Math.max(...path.map((c) => c.notBefore.value.getTime())),
      to: Math.min(...path.map((c) => c.notAfter.value.getTime())),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : (error as { resultMessage?: string }).resultMessage ?? String(error);
    result = { ok: false, reason: describeMissingPath(certificate, leaf, material, message), revocationQueries: [], from: 0, to: 0 };
  }
  if (!byPolicy) {
    byPolicy = new WeakMap();
    chainResults.set(certificate, byPolicy);
  }
  if (result.ok) byPolicy.set(policy, result);
  return result;
}

/**
 * The reason for a missing path names the issuer and what would complete it: a TPP whose QTSP the bank trusts
 * can then tell the bank which CA certificate its list lacks. When the bank's list already holds a CA of the
 * issuer's name, asking for it would send both looking in the wrong place: the reason says instead that the path
 * through it fails, and the likely causes.
 */
function describeMissingPath(certificate: ParsedCertificate, leaf: pkijs.Certificate, material: PolicyMaterial, detail: string): string {
  const start = `no valid certification path from the certificate to a CA the bank trusts (${detail})`;
  const namesake = [...material.intermediates, ...material.anchors].find((ca) => ca.subject.isEqual(leaf.issuer));
  if (namesake === undefined) {
    return `${start}: the bank's trusted CA certificates need its issuer ${certificate.summary.issuerReadable} and every CA above it up to a self-signed root of a QTSP`;
  }
  const until = namesake.notAfter.value.toISOString();
  return `${start}: the bank's trusted CA certificates hold a CA named ${certificate.summary.issuerReadable} (valid until ${until}), but the path through it fails: that CA may not have signed this certificate (a CA of the same name with another key), it or a CA above it may be outside its validity, or no CA above it up to a self-signed root of a QTSP is configured`;
}

function readMaterial(policy: ProductionPolicy): PolicyMaterial {
  let material = materials.get(policy);
  if (!material) {
    const intermediates = policy.intermediates ?? [];
    // Without an anchor no path can end anywhere: every request would be refused as the TPP's fault
    // (CERTIFICATE_UNTRUSTED) for what is the bank's configuration.
    const timeout = policy.revocationTimeoutMs;
    // Whole milliseconds Node's timers honour (2^31 - 1 at most; past it they fire at once), or Infinity.
    if (timeout !== undefined && !(timeout === Infinity || (Number.isInteger(timeout) && timeout > 0 && timeout <= MAX_TIMER_MS))) {
      throw createStepError('INPUT_INVALID', 'input', `a production trust policy's revocationTimeoutMs is ${String(timeout)}, not a whole number of milliseconds from 1 to ${MAX_TIMER_MS}, nor Infinity`, {
        hint: 'Give revocationTimeoutMs in milliseconds (Infinity waits as long as the check takes), or leave it out for 5,000.',
      });
    }
    if (policy.trustAnchors.length === 0) {
      throw createStepError('INPUT_INVALID', 'input', `a production trust policy has no trust anchor${intermediates.length > 0 ? ` (only ${intermediates.length} intermediate CA certificate${intermediates.length === 1 ? '' : 's'})` : ''}`, {
        hint: 'Add the self-signed root certificate of each QTSP whose seals are accepted; sortTrustCertificates puts the roots of a CA file in trustAnchors, and a file of issuing CAs alone has none.',
      });
    }
    material = { anchors: policy.trustAnchors.map(readConfigured), intermediates: intermediates.map(readConfigured) };
    materials.set(policy, material);
  }
  return material;
}

function readConfigured(input: CertificateInput): pkijs.Certificate {
  return readConfiguredCertificate(input, 'a configured trust certificate', {
    fix: 'Fix the trust anchors or intermediates in the trust policy.',
    oneEach: 'Give each trust anchor and intermediate as its own entry of the list.',
  });
}

