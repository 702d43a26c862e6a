/**
 * Attribute types of distinguished names: the names real signers write and their object identifiers.
 */

interface AttributeType {
  readonly oid: string;
  /** Short name used when writing RFC 2253 strings; undefined means the dotted OID is written. */
  readonly rfc2253?: string;
  /** Display name for messages (OpenSSL's short or long name). */
  readonly display: string;
  readonly aliases: readonly string[];
}

const TYPES: readonly AttributeType[] = [
  { oid: '2.5.4.3', rfc2253: 'CN', display: 'CN', aliases: ['cn', 'commonname'] },
  { oid: '2.5.4.4', display: 'SN', aliases: ['sn', 'surname'] },
  { oid: '2.5.4.5', display: 'serialNumber', aliases: ['serialnumber', 'deviceserialnumber'] },
  { oid: '2.5.4.6', rfc2253: 'C', display: 'C', aliases: ['c', 'countryname'] },
  { oid: '2.5.4.7', rfc2253: 'L', display: 'L', aliases: ['l', 'localityname', 'locality'] },
  { oid: '2.5.4.8', rfc2253: 'ST', display: 'ST', aliases: ['st', 's', 'stateorprovincename', 'state'] },
  { oid: '2.5.4.9', rfc2253: 'STREET', display: 'STREET', aliases: ['street', 'streetaddress'] },
  { oid: '2.5.4.10', rfc2253: 'O', display: 'O', aliases: ['o', 'organizationname', 'organisationname', 'organization'] },
  { oid: '2.5.4.11', rfc2253: 'OU', display: 'OU', aliases: ['ou', 'organizationalunitname', 'organizationalunit'] },
  { oid: '2.5.4.12', display: 'title', aliases: ['t', 'title'] },
  { oid: '2.5.4.15', display: 'businessCategory', aliases: ['businesscategory'] },
  { oid: '2.5.4.17', display: 'postalCode', aliases: ['postalcode'] },
  { oid: '2.5.4.42', display: 'GN', aliases: ['g', 'gn', 'givenname'] },
  { oid: '2.5.4.43', display: 'initials', aliases: ['initials'] },
  { oid: '2.5.4.44', display: 'generationQualifier', aliases: ['generationqualifier'] },
  { oid: '2.5.4.46', display: 'dnQualifier', aliases: ['dnqualifier'] },
  { oid: '2.5.4.65', display: 'pseudonym', aliases: ['pseudonym'] },
  { oid: '2.5.4.97', display: 'organizationIdentifier', aliases: ['organizationidentifier', 'organisationidentifier', 'orgid'] },
  { oid: '1.2.840.113549.1.9.1', display: 'emailAddress', aliases: ['e', 'email', 'emailaddress'] },
  { oid: '0.9.2342.19200300.100.1.25', rfc2253: 'DC', display: 'DC', aliases: ['dc', 'domaincomponent'] },
  { oid: '0.9.2342.19200300.100.1.1', rfc2253: 'UID', display: 'UID', aliases: ['uid', 'userid'] },
  { oid: '1.3.6.1.4.1.311.60.2.1.3', display: 'jurisdictionC', aliases: ['jurisdictionc', 'jurisdictioncountryname'] },
];

const BY_ALIAS = new Map<string, AttributeType>();
const BY_OID = new Map<string, AttributeType>();
for (const type of TYPES) {
  BY_OID.set(type.oid, type);
  for (const alias of type.aliases) BY_ALIAS.set(alias, type);
}

const NUMERIC_OID = /^(?:oid\.)?([0-2](?:\.(?:0|[1-9][0-9]*))+)$/i;

/** Resolves an attribute type written by name (any case) or as a dotted OID (optionally `OID.` prefixed). */
export function resolveAttributeType(text: string): string | undefined {
  const numeric = NUMERIC_OID.exec(text);
  if (numeric) return numeric[1];
  return BY_ALIAS.get(text.toLowerCase())?.oid;
}

/** The name RFC 2253 section 2.3 allows for this OID, if it has one. */
export function findRfc2253Name(oid: string): string | undefined {
  return BY_OID.get(oid)?.rfc2253;
}

/** A readable name for messages: CN, O, organizationIdentifier..., else the OID. */
export function findDisplayName(oid: string): string {
  return BY_OID.get(oid)?.display ?? oid;
}

/** Types that EVRY's signing helper keeps when it writes the issuer (CN, O, OU, L, S, C). */
export const EVRY_KEPT_TYPES: ReadonlySet<string> = new Set(['2.5.4.3', '2.5.4.10', '2.5.4.11', '2.5.4.7', '2.5.4.8', '2.5.4.6']);
