/**
 * Small asn1js helpers shared by the name reader, the keyId parser and the QCStatement reader.
 */
import * as asn1js from 'asn1js';

/** Decodes one BER/DER element, or undefined when the bytes are not exactly one element. */
export function decodeBer(bytes: Uint8Array): asn1js.AsnType | undefined {
  const parsed = asn1js.fromBER(bytes);
  if (parsed.offset === -1 || parsed.offset !== bytes.byteLength) return undefined;
  return parsed.result;
}

/** The text of an ASN.1 string type (UTF8String, PrintableString, IA5String...), else undefined. */
export function readStringValue(block: asn1js.AsnType): string | undefined {
  return block instanceof asn1js.BaseStringBlock ? block.getValue() : undefined;
}

/** The bytes of a decoded block as they were received. */
export function readEncodedBytes(block: asn1js.AsnType): Uint8Array {
  const view = (block as { valueBeforeDecodeView?: Uint8Array }).valueBeforeDecodeView;
  return view && view.byteLength > 0 ? view : new Uint8Array(block.toBER(false));
}

/** Lower-case hexadecimal of bytes. */
export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}
