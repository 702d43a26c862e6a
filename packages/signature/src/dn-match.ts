/**
 * Compares the issuer a TPP wrote into keyId with the issuer of its certificate, as names rather than strings.
 */
import type { IssuerAttributeComparison } from './signature-error.js';
import type { DistinguishedName } from './distinguished-name.js';
import { escapeValue } from './distinguished-name.js';
import { EVRY_KEPT_TYPES, findDisplayName } from './dn-attribute-types.js';

/** How a keyId issuer matched: every attribute in any order, EVRY's reduced form, or not at all. */
export type NameMatch = 'exact' | 'reduced' | 'none';

/** Result of {@link matchDistinguishedNames}, with a per-attribute comparison for error details. */
export interface NameMatchResult {
  readonly match: NameMatch;
  readonly comparison: readonly IssuerAttributeComparison[];
  /**
   * Why the names do not match, to follow "the issuer in keyId": the attributes it has that differ or are extra,
   * and those it leaves out ('' on a match).
   */
  readonly reason: string;
}

/** One attribute of either name, its value normalised for comparison, and whether the other name has it. */
interface Entry {
  readonly oid: string;
  readonly value: string;
  readonly normalised: string;
  matched: boolean;
}

/**
 * Normalises a value for comparison: Unicode NFKC, inner whitespace runs folded, outer whitespace dropped,
 * case ignored (RFC 4518 string preparation, simplified to what real issuer names need).
 */
export function normaliseValue(value: string): string {
  return value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Matches a received name against the certificate's. `exact`: the same attributes, in any order and RDN
 * grouping. `reduced`: EVRY's signer form, which keeps only CN, O, OU, L, S and C - accepted when every
 * attribute written is one of those and matches, and every CN, O, OU, L, ST and C of the certificate's issuer is
 * written: the form drops only the other types, so a name with fewer attributes is not that form but a partial
 * name, which would also fit other issuers.
 *
 * @example
 * ```ts
 * matchDistinguishedNames(parse('CN=CA,O=QTSP,C=NO'), parse('C=NO,O=QTSP,2.5.4.97=NTRNO-1,CN=CA')).match; // 'reduced'
 * matchDistinguishedNames(parse('CN=CA'), parse('C=NO,O=QTSP,CN=CA')).match; // 'none': O and C left out
 * ```
 * @see RFC 4517 section 4.2.15 (distinguishedNameMatch)
 * @see https://github.com/evryfs/psd2-developer (src/middleware/httpMessageSigner.js: EVRY's signer writes the issuer
 *   as CN, O, OU, L, S, C)
 */
export function matchDistinguishedNames(received: DistinguishedName, certificate: DistinguishedName): NameMatchResult {
  const got = toEntries(received);
  const have = toEntries(certificate);
  for (const attribute of got) {
    const found = have.find((c) => !c.matched && c.oid === attribute.oid && c.normalised === attribute.normalised);
    if (found) found.matched = attribute.matched = true;
  }
  const allFound = got.length > 0 && got.every((a) => a.matched);
  const reducedForm = got.every((a) => EVRY_KEPT_TYPES.has(a.oid));
  const left = listLeftOut(got, have);
  // The reduced form may leave out types other than CN, O, OU, L, ST and C; any other name must be complete.
  const missing = left.filter((c) => !reducedForm || EVRY_KEPT_TYPES.has(c.oid));
  const match: NameMatch = !allFound || missing.length > 0 ? 'none' : left.length === 0 ? 'exact' : 'reduced';
  return { match, comparison: compareByType(got, have, reducedForm), reason: match === 'none' ? describeMismatch(got, have, missing, reducedForm) : '' };
}

function toEntries(name: DistinguishedName): Entry[] {
  return name.flat().map((a) => ({ oid: a.oid, value: a.value, normalised: normaliseValue(a.value), matched: false }));
}

/**
 * The certificate's attributes that keyId leaves out: unmatched, and not stood for by a value of the same type
 * that differs (that one is reported as different, not also as left out).
 */
function listLeftOut(got: readonly Entry[], have: readonly Entry[]): Entry[] {
  const differing = new Map<string, number>();
  for (const attribute of got) if (!attribute.matched) differing.set(attribute.oid, (differing.get(attribute.oid) ?? 0) + 1);
  const left: Entry[] = [];
  for (const attribute of have) {
    if (attribute.matched) continue;
    const standIns = differing.get(attribute.oid) ?? 0;
    if (standIns > 0) differing.set(attribute.oid, standIns - 1);
    else left.push(attribute);
  }
  return left;
}

function describeMismatch(got: readonly Entry[], have: readonly Entry[], missing: readonly Entry[], reducedForm: boolean): string {
  const parts: string[] = [];
  for (const attribute of got) {
    if (attribute.matched) continue;
    const others = have.filter((c) => c.oid === attribute.oid);
    parts.push(
      others.length > 0
        ? `has ${write(attribute)} where the certificate's issuer has ${others.map(write).join(' and ')}`
        : `has ${write(attribute)}, which the certificate's issuer does not have`,
    );
  }
  if (missing.length > 0) {
    parts.push(
      `leaves out ${missing.map(write).join(', ')} of the certificate's issuer (${
        reducedForm ? 'a reduced issuer may leave out only types other than CN, O, OU, L, ST and C' : 'write the whole issuer, or only all of its CN, O, OU, L, ST and C'
      })`,
    );
  }
  if (parts.length === 0) parts.push('names no attribute');
  return parts.join('; ');
}

function write(attribute: Entry): string {
  return `${findDisplayName(attribute.oid)}=${escapeValue(attribute.value)}`;
}

/** One row per attribute written (matched or not) and per attribute of the certificate's issuer left out. */
function compareByType(got: readonly Entry[], have: readonly Entry[], reducedForm: boolean): IssuerAttributeComparison[] {
  const rows: IssuerAttributeComparison[] = [];
  const oids = [...new Set([...have.map((a) => a.oid), ...got.map((a) => a.oid)])];
  for (const oid of oids) {
    const type = findDisplayName(oid);
    const values = have.filter((a) => a.oid === oid).map((a) => a.value);
    const sent = got.filter((a) => a.oid === oid);
    for (const attribute of sent) {
      rows.push({ type, oid, received: attribute.value, certificate: values, status: attribute.matched ? 'match' : values.length > 0 ? 'different' : 'unexpected' });
    }
    // Values of the certificate's issuer that no value written stands for (neither matched nor differing from).
    const unmatched = have.filter((a) => a.oid === oid && !a.matched).length - sent.filter((a) => !a.matched).length;
    if (unmatched > 0) rows.push({ type, oid, certificate: values, status: reducedForm && !EVRY_KEPT_TYPES.has(oid) ? 'omitted' : 'missing' });
  }
  return rows;
}
