/**
 * The questions a production policy's `checkRevocation` is asked: the TPP's certificate and the issuing CAs on its
 * path, each with where its issuer publishes revocation.
 */
import * as x509 from '@peculiar/x509';
import type * as pkijs from 'pkijs';
import { formatRfc2253 } from './distinguished-name.js';
import { readName } from './name-reader.js';
import { formatSerialHex, readSerialBytes } from './serial-number.js';
import type { RevocationQuery } from './trust-policy.js';

const CRL_DISTRIBUTION_POINTS_OID = '2.5.29.31';
const AUTHORITY_INFO_ACCESS_OID = '1.3.6.1.5.5.7.1.1';

/**
 * The revocation questions of a path (pkijs's certificatePath, the leaf first, the anchor last): the leaf and every
 * CA below the anchor, since a revoked issuing CA makes every certificate it issued untrustworthy (RFC 5280 6.3).
 * The anchor is the bank's own configuration.
 *
 * @example
 * const queries = describeRevocationQueries(outcome.certificatePath);
 * @see RFC 5280 sections 4.2.1.13 and 6.3, RFC 6960
 */
export function describeRevocationQueries(path: readonly pkijs.Certificate[]): RevocationQuery[] {
  const checked = path.length > 1 ? path.slice(0, -1) : path;
  return checked.map((certificate) => {
    const der = new Uint8Array(certificate.toSchema().toBER(false));
    const parsed = new x509.X509Certificate(der);
    return {
      der,
      serialHex: formatSerialHex(readSerialBytes(certificate.serialNumber.valueBlock.valueHexView)),
      issuer: formatRfc2253(readName(new Uint8Array(certificate.issuer.toSchema().toBER(false)))),
      crlDistributionPoints: readUrls(parsed, CRL_DISTRIBUTION_POINTS_OID, (extension) =>
        new x509.CRLDistributionPointsExtension(extension.rawData).distributionPoints.flatMap((point) =>
          (point.distributionPoint?.fullName ?? []).flatMap((name) => (name.uniformResourceIdentifier === undefined ? [] : [name.uniformResourceIdentifier])),
        ),
      ),
      ocspUrls: readUrls(parsed, AUTHORITY_INFO_ACCESS_OID, (extension) =>
        new x509.AuthorityInfoAccessExtension(extension.rawData).ocsp.flatMap((name) => (name.type === 'url' ? [name.value] : [])),
      ),
    };
  });
}

// A malformed extension names no URL: the bank's check then answers from what it has (its CRL cache by issuer).
function readUrls(certificate: x509.X509Certificate, oid: string, read: (extension: x509.Extension) => string[]): string[] {
  const found = certificate.extensions.find((extension) => extension.type === oid);
  try {
    return found === undefined ? [] : read(found);
  } catch {
    return [];
  }
}
