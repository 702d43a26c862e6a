/**
 * Compares the issuer a TPP wrote into keyId with the issuer of its certificate, as names rather than strings.
 */
import type { IssuerAttributeComparison } from './signature-error.js';
import type { DistinguishedName } from './distinguished-name.js';
import { EVRY_KEPT_TYPES, findDisplayName } from './dn-attribute-types.js';

/** How a keyId issuer matched: every attribute in any order, EVRY's reduced form, or not at all. */
export type NameMatch = 'exact' | 'reduced' | 'none';

/** Result of {@link matchDistinguishedNames}, with a per-attribute comparison for error details. */
export interface NameMatchResult {
  readonly match: NameMatch;
  readonly comparison: readonly IssuerAttributeComparison[];
}

const COMMON_NAME = '2.5.4.3';
const ORGANIZATION = '2.5.4.10';

/**
 * Normalises a value for comparison: Unicode NFKC, inner whitespace runs folded, outer whitespace dropped,
 * case ignored (RFC 4518 string preparation, simplified to what real issuer names need).
 */
export function normaliseValue(value: string): string {
  return value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Matches a received name against the certificate's. `exact`: the same attributes, in any order and RDN
 * grouping. `reduced`: EVRY's signer form, which keeps only CN, O, OU, L, S and C (one value each) - accepted
 * when every attribute written is one of those, each matches, and CN or O is among them.
 */
export function matchDistinguishedNames(received: DistinguishedName, certificate: DistinguishedName): NameMatchResult {
  const got = received.flat().map((a) => ({ oid: a.oid, value: normaliseValue(a.value) }));
  const have = certificate.flat().map((a) => ({ oid: a.oid, value: normaliseValue(a.value) }));
  const comparison = compareByType(received, certificate);
  const remaining = [...have];
  let allFound = true;
  for (const attribute of got) {
    const index = remaining.findIndex((c) => c.oid === attribute.oid && c.value === attribute.value);
    if (index < 0) {
      allFound = false;
      break;
    }
    remaining.splice(index, 1);
  }
  if (allFound && got.length > 0 && remaining.length === 0) return { match: 'exact', comparison };
  const reducedForm =
    allFound &&
    got.length > 0 &&
    got.every((a) => EVRY_KEPT_TYPES.has(a.oid)) &&
    got.some((a) => a.oid === COMMON_NAME || a.oid === ORGANIZATION);
  return { match: reducedForm ? 'reduced' : 'none', comparison };
}

function compareByType(received: DistinguishedName, certificate: DistinguishedName): IssuerAttributeComparison[] {
  const rows: IssuerAttributeComparison[] = [];
  const receivedFlat = received.flat();
  const certificateFlat = certificate.flat();
  const oids = [...new Set([...certificateFlat.map((a) => a.oid), ...receivedFlat.map((a) => a.oid)])];
  for (const oid of oids) {
    const values = certificateFlat.filter((a) => a.oid === oid).map((a) => a.value);
    const sent = receivedFlat.filter((a) => a.oid === oid).map((a) => a.value);
    if (sent.length === 0) rows.push({ type: findDisplayName(oid), oid, certificate: values });
    for (const value of sent) rows.push({ type: findDisplayName(oid), oid, received: value, certificate: values });
  }
  return rows;
}
