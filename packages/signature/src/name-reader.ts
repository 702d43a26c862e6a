/**
 * Reads an X.501 Name from DER into attributes, keeping each value's BER so that RFC 2253 strings can be written
 * exactly.
 */
import * as asn1js from 'asn1js';
import { decodeBer, readEncodedBytes, readStringValue, toHex } from './asn1-values.js';
import type { DistinguishedName, DnAttribute } from './distinguished-name.js';

/** Reads a DER encoded Name (SEQUENCE OF SET OF AttributeTypeAndValue). Throws on anything else. */
export function readName(der: Uint8Array): DistinguishedName {
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
