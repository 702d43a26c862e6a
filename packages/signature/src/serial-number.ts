/**
 * Certificate serial numbers as numbers: keyId writers differ in case, leading zeros and byte separators.
 */

const HEX = /^[0-9A-Fa-f]+$/;

/**
 * Reads a hexadecimal serial as written in a keyId: any case, leading zeros, an optional `0x`, bytes optionally
 * separated by `:` (as OpenSSL prints them) or spaces. Returns undefined when it is not hexadecimal.
 */
export function parseSerialNumber(text: string): bigint | undefined {
  let digits = text.trim();
  if (/^0x/i.test(digits)) digits = digits.slice(2);
  if (/^[0-9A-Fa-f]{1,2}([: ][0-9A-Fa-f]{1,2})+$/.test(digits)) digits = digits.replace(/[: ]/g, '');
  if (!HEX.test(digits)) return undefined;
  return BigInt(`0x${digits}`);
}

/** Upper-case hexadecimal without leading zeros: the form the specification asks for in keyId. */
export function formatSerialHex(serial: bigint): string {
  return serial.toString(16).toUpperCase();
}

/** Reads the serial of a certificate from its DER INTEGER content bytes (unsigned, leading zero allowed). */
export function readSerialBytes(bytes: Uint8Array): bigint {
  if (bytes.byteLength === 0) return 0n;
  return BigInt(`0x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`);
}
