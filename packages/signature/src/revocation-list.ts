/**
 * Revocation from certificate revocation lists (RFC 5280 section 5) the bank keeps on disk: the `checkRevocation`
 * of a production trust policy, for banks that fetch their QTSPs' CRLs themselves (a scheduled download of each
 * CRL distribution point) rather than asking OCSP responders.
 */
import * as pkijs from 'pkijs';
import { pkijsEngine, readConfiguredCertificate } from './configured-certificates.js';
import { formatRfc2253 } from './distinguished-name.js';
import { readName } from './name-reader.js';
import { formatSerialHex, readSerialBytes } from './serial-number.js';
import { createStepError } from './steps.js';
import type { CertificateInput, RevocationQuery, RevocationStatus } from './trust-policy.js';

/**
 * A CRL's content as the check uses it: whose it is, until when it is current, how many serials it lists.
 *
 * @example
 * ```ts
 * const { issuer, nextUpdate, revoked } = describeRevocationLists(check)[0]!;
 * ```
 */
export interface RevocationListSummary {
  /** The CRL issuer (RFC 2253), the issuer of the certificates it covers. */
  readonly issuer: string;
  readonly thisUpdate: Date;
  /** When the QTSP publishes the next one; undefined when the CRL does not say. */
  readonly nextUpdate: Date | undefined;
  readonly revoked: number;
}

/** A `checkRevocation` built from CRLs, with what it holds. */
export interface RevocationListCheck {
  readonly checkRevocation: (certificate: RevocationQuery) => Promise<RevocationStatus>;
  readonly lists: readonly RevocationListSummary[];
}


/**
 * Builds a production policy's `checkRevocation` from CRLs (PEM `X509 CRL` blocks, as text or a file's bytes, or
 * DER). Each CRL must be signed
 * by one of `issuers` (the QTSPs' CA certificates, as in the policy's anchors and intermediates) and is refused
 * otherwise, so a forged or mixed-up file cannot hide a revocation nor revoke anyone. A certificate is `revoked`
 * when a CRL of its issuer lists its serial. A CRL past its nextUpdate still counts (a serial once revoked stays
 * revoked); keeping the files current is the download's job, and `lists` shows each one's nextUpdate for the
 * bank's monitoring. Delta CRLs and indirect CRLs (entries of another issuer) are not read.
 *
 * @throws {SignatureError} `INPUT_INVALID` for a CRL that does not parse or whose signature no issuer verifies.
 * @example
 * ```ts
 * const { checkRevocation } = await createRevocationListCheck([fs.readFileSync('qtsp-ca.crl')], [qtspRootPem, issuingCaPem]);
 * const trust: TrustPolicy = { mode: 'production', trustAnchors: [qtspRootPem], intermediates: [issuingCaPem], checkRevocation };
 * ```
 * @see RFC 5280 section 5 (CRL profile) and 6.3 (CRL validation)
 */
export async function createRevocationListCheck(crls: readonly CertificateInput[], issuers: readonly CertificateInput[]): Promise<RevocationListCheck> {
  const authorities = issuers.map(readIssuer);
  const revoked = new Set<string>();
  const lists: RevocationListSummary[] = [];
  for (const [index, input] of crls.flatMap(splitPem).entries()) {
    const crl = readCrl(input, index);
    const issuerName = formatRfc2253(readName(new Uint8Array(crl.issuer.toSchema().toBER(false))));
    // After a CA's rekeying two certificates carry its name: the CRL is the one whose key verifies it.
    const namesakes = authorities.filter((candidate) => candidate.subject.isEqual(crl.issuer));
    if (!(await someVerifies(crl, namesakes))) {
      throw createStepError('INPUT_INVALID', 'input', `CRL ${index + 1} (issuer ${issuerName}) is not signed by any of the CA certificates given`, {
        hint: 'Give the CA certificate that issues the CRL (the QTSP CA in the trust anchors or intermediates), and a CRL downloaded from its distribution point.',
      });
    }
    for (const entry of crl.revokedCertificates ?? []) {
      revoked.add(keyOf(issuerName, formatSerialHex(readSerialBytes(entry.userCertificate.valueBlock.valueHexView))));
    }
    lists.push({ issuer: issuerName, thisUpdate: crl.thisUpdate.value, nextUpdate: crl.nextUpdate?.value, revoked: crl.revokedCertificates?.length ?? 0 });
  }
  return {
    lists,
    checkRevocation: async (certificate) => (revoked.has(keyOf(certificate.issuer, certificate.serialHex)) ? 'revoked' : 'good'),
  };
}

function keyOf(issuer: string, serialHex: string): string {
  return `${serialHex.replace(/^0+(?=.)/, '')}|${issuer}`;
}

/** PEM text (given as a string, or as the bytes of a PEM file) may hold several CRLs; DER is one. */
function splitPem(input: CertificateInput): CertificateInput[] {
  const text = typeof input === 'string' ? input : isPemBytes(input) ? Buffer.from(input).toString('latin1') : undefined;
  if (text === undefined) return [input];
  const blocks = text.match(/-----BEGIN X509 CRL-----[\s\S]+?-----END X509 CRL-----/g);
  return blocks ?? [text];
}

// DER starts with a SEQUENCE tag (0x30); a PEM file with its armour (optionally after a UTF-8 BOM or blank lines).
function isPemBytes(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 64)).toString('latin1').replace(/^\u00ef\u00bb\u00bf/, '').trimStart().startsWith('-----BEGIN');
}

function readCrl(input: CertificateInput, index: number): pkijs.CertificateRevocationList {
  const der = typeof input === 'string' ? Buffer.from(input.replace(/-----[A-Z0-9 ]+-----/g, '').replace(/\s+/g, ''), 'base64') : input;
  try {
    return pkijs.CertificateRevocationList.fromBER(der);
  } catch (error) {
    throw createStepError('INPUT_INVALID', 'input', `CRL ${index + 1} is not a certificate revocation list: ${error instanceof Error ? error.message : String(error)}`, {
      hint: 'Give each CRL as DER or as PEM (-----BEGIN X509 CRL-----).',
    });
  }
}

function readIssuer(input: CertificateInput): pkijs.Certificate {
  return readConfiguredCertificate(input, 'a CRL issuer certificate', {
    fix: 'Give the QTSP CA certificates that issue the CRLs, as PEM or DER.',
    oneEach: 'Give each CA certificate as its own entry.',
  });
}

async function someVerifies(crl: pkijs.CertificateRevocationList, issuers: readonly pkijs.Certificate[]): Promise<boolean> {
  for (const issuer of issuers) {
    try {
      if (await crl.verify({ issuerCertificate: issuer }, pkijsEngine)) return true;
    } catch {
      // not this key
    }
  }
  return false;
}
