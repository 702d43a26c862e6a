import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { escapeValue, formatRfc2253, parseDistinguishedName } from './distinguished-name.js';
import type { DistinguishedName } from './distinguished-name.js';
import { matchDistinguishedNames } from './dn-match.js';

const CN = '2.5.4.3';
const O = '2.5.4.10';
const C = '2.5.4.6';
const ST = '2.5.4.8';
const ORG_ID = '2.5.4.97';
const EMAIL = '1.2.840.113549.1.9.1';

function parse(text: string): DistinguishedName {
  const result = parseDistinguishedName(text);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

describe('parseDistinguishedName', () => {
  test.each<[string, { given: string; want: [string, string][][] }]>([
    ['short names', { given: 'CN=Test CA,O=Bank,C=NO', want: [[[CN, 'Test CA']], [[O, 'Bank']], [[C, 'NO']]] }],
    ['escaped comma', { given: 'O=Bank\\, Norway', want: [[[O, 'Bank, Norway']]] }],
    ['hex escape of a comma', { given: 'O=Bank\\2C Norway', want: [[[O, 'Bank, Norway']]] }],
    ['hex escapes forming UTF-8', { given: 'O=Bj\\C3\\B8rn', want: [[[O, 'Bjørn']]] }],
    ['escaped leading # and space, escaped trailing space', { given: 'CN=\\#1,O=\\ x\\ ', want: [[[CN, '#1']], [[O, ' x ']]] }],
    ['#hex BER value (UTF8String)', { given: '2.5.4.97=#0c0350534e', want: [[[ORG_ID, 'PSN']]] }],
    ['#hex BER value that is not a string stays hex', { given: '2.5.4.97=#020101', want: [[[ORG_ID, '#020101']]] }],
    ['organizationIdentifier by name and OID. prefix', { given: 'organizationIdentifier=A,OID.2.5.4.97=B', want: [[[ORG_ID, 'A']], [[ORG_ID, 'B']]] }],
    ['S and ST, E and emailAddress', { given: 'S=Oslo,ST=Oslo,E=a@b.no,emailAddress=a@b.no', want: [[[ST, 'Oslo']], [[ST, 'Oslo']], [[EMAIL, 'a@b.no']], [[EMAIL, 'a@b.no']]] }],
    ['spaces around separators, trailing spaces dropped', { given: ' CN = Test CA , O = Bank ', want: [[[CN, 'Test CA']], [[O, 'Bank']]] }],
    ['multi-valued RDN', { given: 'CN=a+O=b,C=NO', want: [[[CN, 'a'], [O, 'b']], [[C, 'NO']]] }],
    ['quoted value', { given: 'O="Bank, Norway",C=NO', want: [[[O, 'Bank, Norway']], [[C, 'NO']]] }],
    ['a semicolon separates RDNs (RFC 2253 section 4)', { given: 'CN=a;O=b', want: [[[CN, 'a']], [[O, 'b']]] }],
    ['types in any case', { given: 'cn=a,Cn=b', want: [[[CN, 'a']], [[CN, 'b']]] }],
  ])('%s', (_name, { given, want }) => {
    expect(parse(given).map((rdn) => rdn.map((a) => [a.oid, a.value]))).toEqual(want);
  });

  test.each([
    ['unknown type', 'XX=1'],
    ['missing =', 'CN'],
    ['trailing comma', 'CN=a,'],
    ['odd hex', '2.5.4.3=#0c0'],
    ['hex that is not BER', '2.5.4.3=#ff'],
    ['unterminated quote', 'O="a'],
    ['dangling escape', 'O=a\\'],
  ])('rejects %s', (_name, given) => {
    expect(parseDistinguishedName(given).ok).toBe(false);
  });
});

describe('regression: RFC 2253 section 4 separators (";", spaces and tabs) were refused', () => {
  // Implementations MUST accept ';' between RDNs and spaces around separators; signers also write tabs.
  test.each<[string, { given: string; want: [string, string][][] }]>([
    ['semicolons between RDNs', { given: 'CN=Test QTSP CA;organizationIdentifier=NTRNO-1;O=Test QTSP', want: [[[CN, 'Test QTSP CA']], [[ORG_ID, 'NTRNO-1']], [[O, 'Test QTSP']]] }],
    ['semicolons with spaces around them', { given: 'CN=a ; O=b', want: [[[CN, 'a']], [[O, 'b']]] }],
    ['a tab after a comma', { given: 'CN=a,\tO=b', want: [[[CN, 'a']], [[O, 'b']]] }],
    ['tabs around = and before a separator', { given: 'CN\t=\ta\t,O=b', want: [[[CN, 'a']], [[O, 'b']]] }],
    ['an escaped semicolon stays in the value', { given: 'CN=a\\;b', want: [[[CN, 'a;b']]] }],
    ['a quoted value holding , + and ;', { given: 'CN=X;O="Bank, Inc+Co; Ltd",C=NO', want: [[[CN, 'X']], [[O, 'Bank, Inc+Co; Ltd']], [[C, 'NO']]] }],
  ])('%s', (_name, { given, want }) => {
    expect(parse(given).map((rdn) => rdn.map((a) => [a.oid, a.value]))).toEqual(want);
  });
});

describe('regression: an unescaped comma inside a value answered "unknown attribute type Inc"', () => {
  test.each<[string, { given: string; want: { reason: string; unescaped?: boolean } }]>([
    ['a comma', { given: 'CN=X,O=Bank, Inc+Co,C=NO', want: { reason: "unknown attribute type Inc after ',' (a ',' inside a value must be escaped with a backslash)", unescaped: true } }],
    ['a plus', { given: 'O=Bank+Co', want: { reason: "unknown attribute type Co after '+' (a '+' inside a value must be escaped with a backslash)", unescaped: true } }],
    ['a comma before a number', { given: 'O=Bank, 3 Co', want: { reason: "expected an attribute type at character 9 after ',' (a ',' inside a value must be escaped with a backslash)", unescaped: true } }],
    ['no separator involved', { given: 'CN', want: { reason: 'expected = after CN' } }],
  ])('%s', (_name, { given, want }) => {
    expect(parseDistinguishedName(given)).toEqual({ ok: false, ...want });
  });
});

describe('formatRfc2253', () => {
  test('writes the last RDN first, short names from RFC 2253 only, other types as OID=#hex', () => {
    const name: DistinguishedName = [[{ oid: C, value: 'NO' }], [{ oid: ORG_ID, value: 'PSN', ber: Uint8Array.from([0x0c, 3, 0x50, 0x53, 0x4e]) }], [{ oid: CN, value: 'a, b' }]];
    expect(formatRfc2253(name)).toBe('CN=a\\, b,2.5.4.97=#0c0350534e,C=NO');
  });
});

// Property tests: whatever values and types, writing then parsing gives the same attributes back.
const oids = fc.constantFrom(CN, O, C, ST, '2.5.4.11', '2.5.4.7', ORG_ID, EMAIL);
const values = fc.string({ minLength: 1, maxLength: 20, unit: fc.constantFrom('a', 'Z', '0', ' ', ',', '+', '"', '\\', '<', '>', ';', '=', '#', 'ø', 'é', '\u00a0', '-', '\n') });
const names = fc.array(fc.array(fc.record({ oid: oids, value: values }), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 });

describe('properties', () => {
  test('parse(format(name)) restores every attribute and value', () => {
    fc.assert(
      fc.property(names, (name) => {
        const text = formatRfc2253(name);
        const back = parse(text);
        expect(back.map((rdn) => rdn.map((a) => [a.oid, a.value]))).toEqual([...name].reverse().map((rdn) => rdn.map((a) => [a.oid, a.value])));
      }),
    );
  });

  test('a name matches itself in any RDN order, and never a name with one value changed', () => {
    fc.assert(
      fc.property(names, fc.nat(), (name, seed) => {
        const shuffled = [...name].sort(() => (seed % 3) - 1);
        expect(matchDistinguishedNames(parse(formatRfc2253(shuffled)), name).match).toBe('exact');
        const flat = name.flat();
        const index = seed % flat.length;
        const changed = name.map((rdn) => rdn.map((a) => (a === flat[index] ? { ...a, value: `${a.value}q` } : a)));
        expect(matchDistinguishedNames(parse(formatRfc2253(changed)), name).match).toBe('none');
      }),
    );
  });

  test('escapeValue output never contains an unescaped separator', () => {
    fc.assert(
      fc.property(values, (value) => {
        expect(escapeValue(value).replace(/\\./g, '')).not.toMatch(/[,+"<>;\\]/);
      }),
    );
  });

  test('the parser never throws, whatever the input', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (text) => void parseDistinguishedName(text)));
  });
});
