import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { matchKeyId, splitKeyId } from './key-id.js';
import { parseDistinguishedName } from './distinguished-name.js';
import type { DistinguishedName } from './distinguished-name.js';
import { formatSerialHex, parseSerialNumber } from './serial-number.js';

function dn(text: string): DistinguishedName {
  const parsed = parseDistinguishedName(text);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value;
}

// The issuer as it sits in the certificate (C first).
const ISSUER = dn('C=NO,O=Test QTSP,OU=PSD2,organizationIdentifier=NTRNO-987654321,CN=Test QTSP CA');
const SERIAL = 0x00c0ffee01n;

describe('splitKeyId', () => {
  test.each([
    ['SN=1A,CA=CN=x,O=y', { serialText: '1A', issuerText: 'CN=x,O=y' }],
    ['sn = 1A , ca = CN=x', { serialText: '1A', issuerText: 'CN=x' }],
    ['CA=CN=x,O=y,SN=1A', { serialText: '1A', issuerText: 'CN=x,O=y' }],
  ])('%s', (given, want) => expect(splitKeyId(given)).toEqual(want));
  test('rejects a keyId without SN and CA', () => expect(splitKeyId('my-key')).toBeUndefined());
});

describe('matchKeyId', () => {
  test.each([
    ['RFC 2253 order', 'SN=C0FFEE01,CA=CN=Test QTSP CA,2.5.4.97=NTRNO-987654321,OU=PSD2,O=Test QTSP,C=NO', 'exact'],
    ['certificate order', 'SN=C0FFEE01,CA=C=NO,O=Test QTSP,OU=PSD2,organizationIdentifier=NTRNO-987654321,CN=Test QTSP CA', 'exact'],
    ["EVRY's reduced form", 'SN=C0FFEE01,CA=CN=Test QTSP CA,O=Test QTSP,OU=PSD2,C=NO', 'reduced'],
    ['reduced form with only O', 'SN=C0FFEE01,CA=O=Test QTSP', 'reduced'],
    ['percent-encoded spaces', 'SN=C0FFEE01,CA=CN=Test%20QTSP%20CA,O=Test%20QTSP,C=NO', 'reduced'],
  ])('%s matches', (_name, keyId, form) => {
    expect(matchKeyId(keyId, SERIAL, ISSUER)).toEqual({ ok: true, issuerMatch: form });
  });

  test.each([
    ['reduced form without CN or O', 'SN=C0FFEE01,CA=OU=PSD2,C=NO', 'KEYID_ISSUER_MISMATCH'],
    ['reduced form that keeps a type EVRY drops', 'SN=C0FFEE01,CA=CN=Test QTSP CA,organizationIdentifier=NTRNO-987654321', 'KEYID_ISSUER_MISMATCH'],
    ['one attribute differs', 'SN=C0FFEE01,CA=CN=Test QTSP CA,O=Other QTSP,C=NO', 'KEYID_ISSUER_MISMATCH'],
    ['an extra attribute', 'SN=C0FFEE01,CA=CN=Test QTSP CA,2.5.4.97=NTRNO-987654321,OU=PSD2,O=Test QTSP,C=NO,L=Oslo', 'KEYID_ISSUER_MISMATCH'],
    ['serial off by one', 'SN=C0FFEE02,CA=O=Test QTSP', 'KEYID_SERIAL_MISMATCH'],
    ['serial in decimal', `SN=${SERIAL.toString(10)},CA=O=Test QTSP`, 'KEYID_SERIAL_MISMATCH'],
    ['serial not hex', 'SN=C0FFEEZZ,CA=O=Test QTSP', 'KEYID_MALFORMED'],
    ['issuer not a DN', 'SN=C0FFEE01,CA=Test QTSP', 'KEYID_MALFORMED'],
    ['no SN/CA form', 'tpp-key-1', 'KEYID_MALFORMED'],
  ])('%s fails with %s', (_name, keyId, code) => {
    expect(matchKeyId(keyId, SERIAL, ISSUER)).toMatchObject({ ok: false, code });
  });

  test('a decimal serial gets a hint to write hexadecimal', () => {
    expect(matchKeyId(`SN=${SERIAL.toString(10)},CA=O=Test QTSP`, SERIAL, ISSUER)).toMatchObject({ reason: expect.stringMatching(/hexadecimal/) });
  });
});

// Property tests of the serial comparison: every way of writing the same number matches; any other number never.
const serials = fc.bigInt({ min: 0n, max: (1n << 160n) - 1n });
const writeSerial = (serial: bigint, style: { upper: boolean; zeros: number; colons: boolean }): string => {
  let hex = serial.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  hex = '00'.repeat(style.zeros) + hex;
  if (style.upper) hex = hex.toUpperCase();
  return style.colons ? (hex.match(/../g) ?? []).join(':') : hex;
};
const styles = fc.record({ upper: fc.boolean(), zeros: fc.integer({ min: 0, max: 3 }), colons: fc.boolean() });

describe('serial properties', () => {
  test('any case, leading zeros and colons read back as the same number', () => {
    fc.assert(
      fc.property(serials, styles, (serial, style) => {
        expect(parseSerialNumber(writeSerial(serial, style))).toBe(serial);
      }),
    );
  });

  test('keyId matches exactly when the numbers are equal', () => {
    fc.assert(
      fc.property(serials, serials, styles, (certificateSerial, sent, style) => {
        const result = matchKeyId(`SN=${writeSerial(sent, style)},CA=O=Test QTSP`, certificateSerial, ISSUER);
        expect(result.ok).toBe(sent === certificateSerial);
      }),
    );
  });

  test('formatSerialHex is upper-case without leading zeros and round-trips', () => {
    fc.assert(
      fc.property(serials, (serial) => {
        const text = formatSerialHex(serial);
        expect(text).toMatch(/^(0|[1-9A-F][0-9A-F]*)$/);
        expect(parseSerialNumber(text)).toBe(serial);
      }),
    );
  });
});

describe('regression: serials compared as lower-case strings', () => {
  // Some banks lower-cased both sides and compared text, so "00c0ffee01" != "c0ffee01" and colons broke it.
  test.each(['00C0FFEE01', 'c0ffee01', 'C0:FF:EE:01', '0xC0FFEE01'])('%s matches serial C0FFEE01', (serial) => {
    expect(matchKeyId(`SN=${serial},CA=O=Test QTSP`, SERIAL, ISSUER).ok).toBe(true);
  });
});

describe("regression: issuer compared as a string in one vendor's order", () => {
  // Comparing issuer text fails as soon as a signer writes RFC 2253 order, another attribute name or an escape.
  test.each([
    'CN=Test QTSP CA,OID.2.5.4.97=NTRNO-987654321,OU=PSD2,O=Test QTSP,C=NO',
    'C=NO, O=Test QTSP, OU=PSD2, organizationIdentifier=NTRNO-987654321, CN=Test QTSP CA',
    'CN=Test\\20QTSP\\20CA,2.5.4.97=#0c0f4e54524e4f2d393837363534333231,OU=PSD2,O=Test QTSP,C=NO',
  ])('%s', (issuer) => {
    expect(matchKeyId(`SN=C0FFEE01,CA=${issuer}`, SERIAL, ISSUER)).toEqual({ ok: true, issuerMatch: 'exact' });
  });
});
