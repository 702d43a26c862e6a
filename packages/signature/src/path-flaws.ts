/**
 * What pkijs's certification path validation leaves out of RFC 5280 section 6, and the strength ETSI TS 119 312
 * asks for: checked on the path pkijs found, in production.
 */
import * as pkijs from 'pkijs';

const BASIC_CONSTRAINTS_OID = '2.5.29.19';
/**
 * The extensions production verification understands when critical (RFC 5280 4.2, RFC 3739 qcStatements): a
 * critical extension outside this list asks for a check the bank does not make, and RFC 5280 4.2 says to reject
 * the certificate. extendedKeyUsage is not in it: no purpose names request signing, so a critical one restricts the
 * key to purposes the bank cannot honour (a QWAC's serverAuth); a non-critical one is advisory.
 */
const UNDERSTOOD_EXTENSIONS: ReadonlySet<string> = new Set([
  '2.5.29.14', // subjectKeyIdentifier
  '2.5.29.35', // authorityKeyIdentifier
  '2.5.29.15', // keyUsage
  '2.5.29.32', // certificatePolicies
  '2.5.29.33', // policyMappings
  '2.5.29.17', // subjectAltName
  '2.5.29.18', // issuerAltName
  '2.5.29.9', // subjectDirectoryAttributes
  BASIC_CONSTRAINTS_OID,
  '2.5.29.30', // nameConstraints
  '2.5.29.36', // policyConstraints
  '2.5.29.31', // cRLDistributionPoints
  '2.5.29.54', // inhibitAnyPolicy
  '2.5.29.46', // freshestCRL
  '1.3.6.1.5.5.7.1.1', // authorityInfoAccess
  '1.3.6.1.5.5.7.1.11', // subjectInfoAccess
  '1.3.6.1.5.5.7.1.3', // qcStatements
]);
/** Certificate signatures over MD2, MD5 or SHA-1: no longer collision resistant (ETSI TS 119 312). */
const WEAK_SIGNATURE_ALGORITHMS: ReadonlyMap<string, string> = new Map([
  ['1.2.840.113549.1.1.2', 'md2WithRSAEncryption'],
  ['1.2.840.113549.1.1.4', 'md5WithRSAEncryption'],
  ['1.2.840.113549.1.1.5', 'sha1WithRSAEncryption'],
  ['1.3.14.3.2.29', 'sha1WithRSA'],
  ['1.2.840.10045.4.1', 'ecdsa-with-SHA1'],
  ['1.2.840.10040.4.3', 'dsa-with-sha1'],
]);
const RSA_ENCRYPTION_OID = '1.2.840.113549.1.1.1';
const RSA_PSS_OID = '1.2.840.113549.1.1.10';
const SHA1_OID = '1.3.14.3.2.26';
const MIN_RSA_BITS = 2048;

/**
 * A reason the path pkijs validated still fails, or undefined. `path` is pkijs's certificatePath, the leaf first
 * and the trust anchor last. pkijs checks signatures, validity and that issuers are CAs, but not: pathLenConstraint
 * (RFC 5280 6.1.4 (l) and (m)); unknown critical extensions of the leaf and of the CAs (4.2; pkijs looks only for
 * ones it cannot parse); MD5 or SHA-1 signatures (RSASSA-PSS over SHA-1 included) and RSA keys under 2048 bits on
 * the path (ETSI TS 119 312). The anchor is the bank's own choice: its signature on itself and its key are not
 * judged here.
 *
 * @example
 * const flaw = findPathFlaw(outcome.certificatePath, leaf); // 'the certificate's RSA key has 1024 bits; ...'
 * @see RFC 5280 sections 4.2 and 6.1.4, ETSI TS 119 312
 */
export function findPathFlaw(path: readonly pkijs.Certificate[]): string | undefined {
  const last = path.length - 1;
  for (const [index, certificate] of path.entries()) {
    const anchor = index === last && index > 0;
    if (anchor) continue;
    const what = index === 0 ? 'the certificate' : `the CA certificate ${describeName(certificate)}`;
    const unknownCritical = (certificate.extensions ?? []).find((extension) => extension.critical && !UNDERSTOOD_EXTENSIONS.has(extension.extnID));
    if (unknownCritical !== undefined) return `${what} has a critical extension this bank does not act on (${unknownCritical.extnID}); RFC 5280 section 4.2 asks to reject it`;
    const rsaBits = readRsaModulusBits(certificate);
    if (rsaBits !== undefined && rsaBits < MIN_RSA_BITS) return `${what} has an RSA key of ${rsaBits} bits; ETSI TS 119 312 asks for at least ${MIN_RSA_BITS}`;
    const weak = findWeakSignature(certificate);
    if (weak !== undefined) return `${what} is signed with ${weak}, which ETSI TS 119 312 no longer allows for certificates`;
  }
  // RFC 5280 6.1.4 (l)-(m): a CA's pathLenConstraint counts the CA certificates below it, self-issued ones excepted.
  for (let index = 1; index <= last; index += 1) {
    const limit = readPathLength(path[index]!);
    if (limit === undefined) continue;
    const below = path.slice(1, index).filter((ca) => !ca.subject.isEqual(ca.issuer)).length;
    if (below > limit) return `the CA certificate ${describeName(path[index]!)} allows ${limit} CA certificate${limit === 1 ? '' : 's'} below it (pathLenConstraint), and the path has ${below}`;
  }
  return undefined;
}

function findWeakSignature(certificate: pkijs.Certificate): string | undefined {
  const algorithm = certificate.signatureAlgorithm;
  const weak = WEAK_SIGNATURE_ALGORITHMS.get(algorithm.algorithmId);
  if (weak !== undefined) return weak;
  if (algorithm.algorithmId !== RSA_PSS_OID) return undefined;
  // RSASSA-PSS parameters default to SHA-1 (RFC 4055 section 3.1).
  try {
    const params = new pkijs.RSASSAPSSParams({ schema: algorithm.algorithmParams });
    return params.hashAlgorithm.algorithmId === SHA1_OID ? 'RSASSA-PSS over SHA-1' : undefined;
  } catch {
    return undefined;
  }
}

function readPathLength(certificate: pkijs.Certificate): number | undefined {
  const extension = (certificate.extensions ?? []).find((candidate) => candidate.extnID === BASIC_CONSTRAINTS_OID);
  const parsed = extension?.parsedValue as { pathLenConstraint?: number | { valueBlock?: { valueDec?: number } } } | undefined;
  const limit = parsed?.pathLenConstraint;
  return typeof limit === 'number' ? limit : limit?.valueBlock?.valueDec;
}

function readRsaModulusBits(certificate: pkijs.Certificate): number | undefined {
  const info = certificate.subjectPublicKeyInfo;
  const algorithm = info.algorithm.algorithmId;
  if (algorithm !== RSA_ENCRYPTION_OID && algorithm !== RSA_PSS_OID) return undefined;
  const key = info.parsedKey as { modulus?: { valueBlock: { valueHexView: Uint8Array } } } | undefined;
  const modulus = key?.modulus?.valueBlock.valueHexView;
  if (modulus === undefined) return undefined;
  let start = 0;
  while (start < modulus.length && modulus[start] === 0) start += 1;
  if (start === modulus.length) return 0;
  return (modulus.length - start - 1) * 8 + (32 - Math.clz32(modulus[start]!));
}

function describeName(certificate: pkijs.Certificate): string {
  const commonName = certificate.subject.typesAndValues.find((attribute) => attribute.type === '2.5.4.3');
  return commonName ? `"${String(commonName.value.valueBlock.value)}"` : '(without a common name)';
}
