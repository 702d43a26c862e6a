/**
 * Reads an X.501 Name from DER into attributes, keeping each value's BER so that RFC 2253 strings can be written
 * exactly.
 */
import * as asn1js from 'asn1js';
import { decodeBer, readEncodedBytes, readStringValue, toHex } from './asn1-values.js';
import { decodeDerString, decodeObjectIdentifier, readDerChildren, readDerElement } from './der-elements.js';
import type { DistinguishedName, DnAttribute } from './distinguished-name.js';

const SEQUENCE = 0x30;
const SET = 0x31;

/**
 * Reads a DER encoded Name (SEQUENCE OF SET OF AttributeTypeAndValue). Throws on anything else. The usual name -
 * minimal DER, string values - is read by hand; any other goes to {@link readNameWithAsn1js}, which the quick
 * reading matches wherever it answers.
 */
export function readName(der: Uint8Array): DistinguishedName {
  return readNameQuickly(der) ?? readNameWithAsn1js(der);
}

/** The reference reader, on asn1js: every form it accepts, and its errors. */
export function readNameWithAsn1js(der: Uint8Array): DistinguishedName {
  const name = decodeBer(der);
  if (!(name instanceof asn1js.Sequence)) throw new TypeError('Name is not a SEQUENCE');
  return name.valueBlock.value.map((rdn) => {
    if (!(rdn instanceof asn1js.Set)) throw new TypeError('RDN is not a SET');
    return rdn.valueBlock.value.map((pair): DnAttribute => {
      if (!(pair instanceof asn1js.Sequence)) throw new TypeError('attribute is not a SEQUENCE');
      const [type, value] = pair.valueBlock.value;
      if (!(type instanceof asn1js.ObjectIdentifier) || !value) throw new TypeError('attribute has no type or value');
      const ber = readEncodedBytes(value);
      return { oid: type.getValue(), value: readStringValue(value) ?? `#${toHex(ber)}`, ber };
    });
  });
}

/** SETs of type-and-value pairs, each value a string; undefined for anything else. */
function readNameQuickly(der: Uint8Array): DistinguishedName | undefined {
  const name = readDerElement(der, 0, der.byteLength);
  if (name?.tag !== SEQUENCE || name.end !== der.byteLength) return undefined;
  const rdns = readDerChildren(der, name);
  if (!rdns) return undefined;
  const result: DnAttribute[][] = [];
  for (const rdn of rdns) {
    if (rdn.tag !== SET) return undefined;
    const pairs = readDerChildren(der, rdn);
    if (!pairs) return undefined;
    const attributes: DnAttribute[] = [];
    for (const pair of pairs) {
      const parts = pair.tag === SEQUENCE ? readDerChildren(der, pair) : undefined;
      if (parts?.length !== 2) return undefined;
      const value = parts[1]!;
      const oid = decodeObjectIdentifier(der, parts[0]!);
      const text = decodeDerString(der, value);
      if (oid === undefined || text === undefined) return undefined;
      attributes.push({ oid, value: text, ber: der.subarray(value.start, value.end) });
    }
    result.push(attributes);
  }
  return result;
}
