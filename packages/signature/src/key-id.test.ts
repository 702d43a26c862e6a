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
// EVRY's form of it: every CN, O, OU, L, ST and C, nothing else.
const REDUCED = 'CN=Test QTSP CA,O=Test QTSP,OU=PSD2,C=NO';

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
    ['percent-encoded spaces', 'SN=C0FFEE01,CA=CN=Test%20QTSP%20CA,O=Test%20QTSP,OU=PSD2,C=NO', 'reduced'],
  ])('%s matches', (_name, keyId, form) => {
    expect(matchKeyId(keyId, SERIAL, ISSUER)).toEqual({ ok: true, issuerMatch: form });
  });

  test.each([
    ['reduced form without CN or O', 'SN=C0FFEE01,CA=OU=PSD2,C=NO', 'KEYID_ISSUER_MISMATCH'],
    ['reduced form with only O', 'SN=C0FFEE01,CA=O=Test QTSP', 'KEYID_ISSUER_MISMATCH'],
    ['reduced form that keeps a type EVRY drops', 'SN=C0FFEE01,CA=CN=Test QTSP CA,organizationIdentifier=NTRNO-987654321', 'KEYID_ISSUER_MISMATCH'],
    ['one attribute differs', 'SN=C0FFEE01,CA=CN=Test QTSP CA,O=Other QTSP,C=NO', 'KEYID_ISSUER_MISMATCH'],
    ['an extra attribute', 'SN=C0FFEE01,CA=CN=Test QTSP CA,2.5.4.97=NTRNO-987654321,OU=PSD2,O=Test QTSP,C=NO,L=Oslo', 'KEYID_ISSUER_MISMATCH'],
    ['serial off by one', `SN=C0FFEE02,CA=${REDUCED}`, 'KEYID_SERIAL_MISMATCH'],
    ['serial in decimal', `SN=${SERIAL.toString(10)},CA=${REDUCED}`, 'KEYID_SERIAL_MISMATCH'],
    ['serial not hex', `SN=C0FFEEZZ,CA=${REDUCED}`, 'KEYID_MALFORMED'],
    ['issuer not a DN', 'SN=C0FFEE01,CA=Test QTSP', 'KEYID_MALFORMED'],
    ['no SN/CA form', 'tpp-key-1', 'KEYID_MALFORMED'],
  ])('%s fails with %s', (_name, keyId, code) => {
    expect(matchKeyId(keyId, SERIAL, ISSUER)).toMatchObject({ ok: false, code });
  });

  test('a decimal serial gets a hint to write hexadecimal', () => {
    expect(matchKeyId(`SN=${SERIAL.toString(10)},CA=${REDUCED}`, SERIAL, ISSUER)).toMatchObject({ reason: expect.stringMatching(/hexadecimal/) });
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
        const result = matchKeyId(`SN=${writeSerial(sent, style)},CA=${REDUCED}`, certificateSerial, ISSUER);
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
    expect(matchKeyId(`SN=${serial},CA=${REDUCED}`, SERIAL, ISSUER).ok).toBe(true);
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

describe('regression: a partial issuer was accepted as the reduced form', () => {
  // EVRY's reduced form drops only types other than CN, O, OU, L, S/ST and C: anything less also fits other CAs.
  test.each<[string, { keyId: string; reason: string; statuses: Record<string, string> }]>([
    ['CN alone', {
      keyId: 'SN=C0FFEE01,CA=CN=Test QTSP CA',
      reason: "leaves out C=NO, O=Test QTSP, OU=PSD2 of the certificate's issuer (a reduced issuer may leave out only types other than CN, O, OU, L, ST and C)",
      statuses: { C: 'missing', O: 'missing', OU: 'missing', organizationIdentifier: 'omitted', CN: 'match' },
    }],
    ['O and C', {
      keyId: 'SN=C0FFEE01,CA=O=Test QTSP,C=NO',
      reason: "leaves out OU=PSD2, CN=Test QTSP CA of the certificate's issuer (a reduced issuer may leave out only types other than CN, O, OU, L, ST and C)",
      statuses: { C: 'match', O: 'match', OU: 'missing', organizationIdentifier: 'omitted', CN: 'missing' },
    }],
    ['a type outside the reduced form, so the whole issuer is due', {
      keyId: 'SN=C0FFEE01,CA=CN=Test QTSP CA,organizationIdentifier=NTRNO-987654321',
      reason: "leaves out C=NO, O=Test QTSP, OU=PSD2 of the certificate's issuer (write the whole issuer, or only all of its CN, O, OU, L, ST and C)",
      statuses: { C: 'missing', O: 'missing', OU: 'missing', organizationIdentifier: 'match', CN: 'match' },
    }],
    ['one value differs, one attribute extra', {
      keyId: 'SN=C0FFEE01,CA=CN=Test QTSP CA,O=Other QTSP,OU=PSD2,C=NO,L=Oslo',
      reason: "has O=Other QTSP where the certificate's issuer has O=Test QTSP; has L=Oslo, which the certificate's issuer does not have",
      statuses: { O: 'different', L: 'unexpected', CN: 'match' },
    }],
  ])('%s is KEYID_ISSUER_MISMATCH naming what is left out', (_name, { keyId, reason, statuses }) => {
    const result = matchKeyId(keyId, SERIAL, ISSUER);
    expect(result).toMatchObject({ ok: false, code: 'KEYID_ISSUER_MISMATCH', reason: `the issuer in keyId ${reason}` });
    const rows = result.ok ? [] : (result.comparison ?? []);
    expect(Object.fromEntries(Object.keys(statuses).map((type) => [type, rows.find((row) => row.type === type)?.status]))).toEqual(statuses);
  });

  test.each([
    ['every CN, O, OU and C, in any order', `SN=C0FFEE01,CA=C=NO,OU=PSD2,O=Test QTSP,CN=Test QTSP CA`],
    ['the whole issuer', 'SN=C0FFEE01,CA=CN=Test QTSP CA,2.5.4.97=NTRNO-987654321,OU=PSD2,O=Test QTSP,C=NO'],
  ])('%s matches', (_name, keyId) => {
    expect(matchKeyId(keyId, SERIAL, ISSUER).ok).toBe(true);
  });
});

describe('regression: RFC 2253 section 4 keyId issuers (";" separators, tabs) were refused', () => {
  test.each([
    ['semicolons', 'SN=C0FFEE01,CA=CN=Test QTSP CA;organizationIdentifier=NTRNO-987654321;OU=PSD2;O=Test QTSP;C=NO', 'exact'],
    ['semicolons and spaces, reduced form', 'SN=C0FFEE01,CA=CN=Test QTSP CA ; O=Test QTSP ; OU=PSD2 ; C=NO', 'reduced'],
    ['a tab after each comma', `SN=C0FFEE01,CA=CN=Test QTSP CA,\t2.5.4.97=NTRNO-987654321,\tOU=PSD2,\tO=Test QTSP,\tC=NO`, 'exact'],
  ])('%s', (_name, keyId, form) => {
    expect(matchKeyId(keyId, SERIAL, ISSUER)).toEqual({ ok: true, issuerMatch: form });
  });
});

describe('regression: quoted DN values in keyId were refused', () => {
  // RFC 2253 section 3: O="Bank, Inc+Co" is O=Bank\, Inc\+Co. Inside the Signature header the quotes may come as \".
  const QUOTED_ISSUER = dn('C=NO,O=Bank\\, Inc\\+Co,CN=Quote CA');
  test.each([
    ['quoted value', 'SN=C0FFEE01,CA=CN=Quote CA,O="Bank, Inc+Co",C=NO'],
    ['quoted value, quotes escaped as in a quoted-string', 'SN=C0FFEE01,CA=CN=Quote CA,O=\\"Bank, Inc+Co\\",C=NO'],
    ['RFC 4514 escapes', 'SN=C0FFEE01,CA=CN=Quote CA,O=Bank\\, Inc\\+Co,C=NO'],
    ['escaped quotes inside a value (RFC 4514), not a quoted value', 'SN=C0FFEE01,CA=CN=\\"Quote\\" CA,O=Bank\\, Inc\\+Co,C=NO'],
  ])('%s', (name, keyId) => {
    const issuer = name.startsWith('escaped quotes') ? dn('C=NO,O=Bank\\, Inc\\+Co,CN=\\"Quote\\" CA') : QUOTED_ISSUER;
    expect(matchKeyId(keyId, SERIAL, issuer)).toEqual({ ok: true, issuerMatch: 'exact' });
  });

  test('an unescaped comma is KEYID_MALFORMED with a hint to escape it', () => {
    expect(matchKeyId('SN=C0FFEE01,CA=CN=Quote CA,O=Bank, Inc+Co,C=NO', SERIAL, QUOTED_ISSUER)).toEqual({
      ok: false, code: 'KEYID_MALFORMED',
      reason: "issuer is not a distinguished name: unknown attribute type Inc after ',' (a ',' inside a value must be escaped with a backslash)",
      hint: "Escape a ',', '+' or ';' inside an issuer value with a backslash (RFC 4514), as in O=Bank\\, Inc\\+Co.",
    });
  });
});

describe('regression: raw UTF-8 in keyId (no RFC 2047) never matched', () => {
  // Node hands header values over one byte per character; the signing string is tried as latin1 and UTF-8 alike.
  const UTF8_ISSUER = dn('C=NO,O=Tøst QTSP,CN=Tøst CA #1');
  const asNode = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
  test.each([
    ['raw UTF-8 as Node hands it over', asNode('SN=C0FFEE01,CA=CN=Tøst CA #1,O=Tøst QTSP,C=NO'), true],
    ['latin1 bytes', 'SN=C0FFEE01,CA=CN=Tøst CA #1,O=Tøst QTSP,C=NO', true],
    ['raw UTF-8 of another name', asNode('SN=C0FFEE01,CA=CN=Tåst CA #1,O=Tøst QTSP,C=NO'), false],
  ])('%s', (_name, keyId, ok) => {
    expect(matchKeyId(keyId, SERIAL, UTF8_ISSUER).ok).toBe(ok);
  });
});

describe('regression: an issuer ending in an escaped space was refused ("invalid escape")', () => {
  // The value was trimmed before parsing, which left `O=Trail Bank\` with a dangling backslash.
  const TRAIL = dn('C=NO,O=Trail Bank\\ ,CN=Trail CA');
  test.each([
    ['at the end of keyId', 'SN=1A,CA=CN=Trail CA,O=Trail Bank\\ ,C=NO'],
    ['at the end of keyId, C left out', 'SN=1A,CA=CN=Trail CA,C=NO,O=Trail Bank\\ '],
    ['before SN in the CA-first form', 'CA=C=NO,CN=Trail CA,O=Trail Bank\\ ,SN=1A'],
  ])('%s', (_name, keyId) => {
    expect(matchKeyId(keyId, 0x1an, TRAIL)).toMatchObject({ ok: true });
  });
  test.each([
    ['an escaped space', 'SN=1A,CA=O=a\\ ', 'O=a\\ '],
    ['an escaped backslash, then a space to trim', 'SN=1A,CA=O=a\\\\ ', 'O=a\\\\'],
    ['an escaped space, then spaces to trim', 'SN=1A,CA=O=a\\   ', 'O=a\\ '],
  ])('splitKeyId keeps %s', (_name, keyId, issuerText) => {
    expect(splitKeyId(keyId)).toEqual({ serialText: '1A', issuerText });
  });
});

describe('splitKeyId reads any keyId in time linear in its length (regression: ReDoS)', () => {
  // The expressions splitKeyId used before: kept here as the reference for what a keyId splits into.
  const OLD_SN_FIRST = /^SN\s*=\s*([^,]*?)\s*,\s*CA\s*=\s*([\s\S]*)$/i;
  const OLD_CA_FIRST = /^CA\s*=\s*([\s\S]*?),\s*SN\s*=\s*([0-9A-Fa-fxX: ]+)$/i;

  // `SN=` and thousands of spaces made the old expression backtrack cubically: 3,000 spaces held the server 8.6 s,
  // 30,000 (the header limit allows them) would have held it for hours. Each case answers at once now.
  test.each([
    ['spaces after SN=', `SN=${' '.repeat(4000)}x${'7'.repeat(10)}`],
    ['spaces around the comma', `SN=1${' '.repeat(2000)}x${' '.repeat(2000)}`],
    ['commas and spaces after CA=', `CA=${', '.repeat(2000)}SN=`],
    ['past the length read at all', `SN=${' '.repeat(30000)}x`],
  ])('%s: no keyId, without backtracking', (_name, keyId) => {
    expect(splitKeyId(keyId)).toBeUndefined();
  });

  test('reads the labels as ASCII: U+017F (long s) is no S, as it was not for the old expressions', () => {
    expect(splitKeyId('\u017FN=1A,CA=CN=x')).toBeUndefined();
    expect(splitKeyId('sN=1A,cA=CN=x')).toEqual({ serialText: '1A', issuerText: 'CN=x' });
  });

  test('says a keyId past the length read is too long, not that it has the wrong form', () => {
    const match = matchKeyId(`SN=1,CA=CN=${'x'.repeat(5000)}`, 1n, dn('CN=x'));
    expect(match).toMatchObject({ ok: false, code: 'KEYID_MALFORMED', reason: expect.stringContaining('longer than the 4096 characters') });
  });

  test('splits as the old expressions did wherever they answered (short keyIds, where they are quick)', () => {
    const piece = fc.constantFrom('SN', 'sn', 'CA', 'ca', '=', ',', ' ', '\t', 'A1', 'x', ':', 'CN=Bank', 'O=Q\\, AS', '\\ ');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const keyId = pieces.join('');
        const text = keyId.trim();
        const sn = OLD_SN_FIRST.exec(text);
        const ca = sn ? null : OLD_CA_FIRST.exec(text);
        const parts = splitKeyId(keyId);
        if (sn) expect(parts?.serialText).toBe(sn[1]);
        else if (ca) expect(parts?.serialText).toBe(ca[2]!.trim());
        else expect(parts).toBeUndefined();
      }),
      { numRuns: 3000 },
    );
  });
});
