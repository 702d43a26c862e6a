import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readName, readNameWithAsn1js } from './name-reader.js';
import { readPsd2Statement, readPsd2StatementWithAsn1js, encodeQcStatements, readQcTypes, readQcTypesWithAsn1js } from './qc-statements.js';

// The hand readers of names and QCStatements answer only where they are sure; wherever they do, they must say
// what the asn1js readers say - values, BER bytes and errors alike.

/** A DER (or, with nonMinimal, BER long-form) TLV. */
function tlv(tag: number, content: Uint8Array, nonMinimal = false): Uint8Array {
  const n = content.byteLength;
  const length = !nonMinimal && n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
  return Uint8Array.from([tag, ...length, ...content]);
}

const concat = (parts: readonly Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

function outcome(read: () => unknown): unknown {
  try {
    return { value: JSON.parse(JSON.stringify(read(), (_k, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v))) };
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

// Mostly well-formed, so that the hand readers answer often; sometimes anything.
const oid = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('550403', '55040a', '550461', '2a864886f70d010901', '0992268993f22c640119', '2b0601040182373c020103', '8100', '8f8f8f7f') },
  { weight: 2, arbitrary: fc.constantFrom('', '55', '5580', '80808001', '8f8f8f8f7f') },
  { weight: 1, arbitrary: fc.uint8Array({ minLength: 0, maxLength: 6 }).map((b) => Buffer.from(b).toString('hex')) },
).map((hex) => Buffer.from(hex, 'hex'));

const text = fc.oneof(
  { weight: 6, arbitrary: fc.string({ minLength: 1, maxLength: 12, unit: 'binary' }).map((s) => Buffer.from(s, 'utf8')) },
  { weight: 2, arbitrary: fc.constantFrom('NO', 'Bjørn AS', '\ufeffBOM', '', 'a\u0000b', 'ÿ').map((s) => Buffer.from(s, 'utf8')) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 8 }).map((b) => Buffer.from(b)) },
);

const valueTag = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(0x0c, 0x13, 0x16, 0x14, 0x12, 0x1a, 0x15, 0x19, 0x1b, 0x1d) },
  { weight: 2, arbitrary: fc.constantFrom(0x1e, 0x1c, 0x17, 0x18, 0x02, 0x04, 0x05, 0x2c, 0x80, 0x30, 0x03) },
);

const rarely = fc.constantFrom(false, false, false, false, true);

const attribute = fc
  .record({ oid, tag: valueTag, text, oidTag: fc.constantFrom(0x06, 0x06, 0x06, 0x06, 0x06, 0x13), extra: rarely, nonMinimal: rarely })
  .map(({ oid: o, tag, text: t, oidTag, extra, nonMinimal }) =>
    tlv(0x30, concat([tlv(oidTag, o), tlv(tag, t, nonMinimal), ...(extra ? [tlv(0x05, new Uint8Array(0))] : [])])),
  );

const rdn = fc.record({ attributes: fc.array(attribute, { maxLength: 3 }), tag: fc.constantFrom(0x31, 0x31, 0x31, 0x31, 0x30) }).map(({ attributes, tag }) => tlv(tag, concat(attributes)));

const name = fc.record({ rdns: fc.array(rdn, { maxLength: 4 }), tag: fc.constantFrom(0x30, 0x30, 0x30, 0x30, 0x31) }).map(({ rdns, tag }) => tlv(tag, concat(rdns)));

const mutated = (bytes: fc.Arbitrary<Uint8Array>) =>
  fc.tuple(bytes, fc.nat(), fc.nat(255), fc.constantFrom('keep', 'keep', 'keep', 'flip', 'truncate', 'append')).map(([b, at, x, how]) => {
    if (how === 'keep' || b.byteLength === 0) return b;
    const i = at % b.byteLength;
    if (how === 'truncate') return b.subarray(0, i);
    if (how === 'append') return concat([b, Uint8Array.of(x)]);
    const copy = Uint8Array.from(b);
    copy[i] = copy[i]! ^ (x || 1);
    return copy;
  });

describe('readName reads as asn1js does', () => {
  test('common names', () => {
    const bytes = concat([
      tlv(0x31, tlv(0x30, concat([tlv(0x06, Buffer.from('550406', 'hex')), tlv(0x13, Buffer.from('NO'))]))),
      tlv(0x31, tlv(0x30, concat([tlv(0x06, Buffer.from('550461', 'hex')), tlv(0x0c, Buffer.from('PSDNO-FSA-123456789'))]))),
      tlv(0x31, concat([
        tlv(0x30, concat([tlv(0x06, Buffer.from('55040a', 'hex')), tlv(0x0c, Buffer.from('Bjørn & Søn, "AS"', 'utf8'))])),
        tlv(0x30, concat([tlv(0x06, Buffer.from('2a864886f70d010901', 'hex')), tlv(0x16, Buffer.from('ca@example.no'))])),
      ])),
    ]);
    const der = tlv(0x30, bytes);
    expect(outcome(() => readName(der))).toEqual(outcome(() => readNameWithAsn1js(der)));
    expect(readName(der)[2]![0]).toMatchObject({ oid: '2.5.4.10', value: 'Bjørn & Søn, "AS"' });
  });

  test('generated and mutated names', () => {
    fc.assert(
      fc.property(mutated(name), (der) => {
        expect(outcome(() => readName(der))).toEqual(outcome(() => readNameWithAsn1js(der)));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('readQcTypes', () => {
  const statement = { roles: ['PSP_PI' as const], ncaName: 'Finanstilsynet', ncaId: 'NO-FSA' };
  test.each([
    ['a QSealC', encodeQcStatements('qseal', statement), ['eseal']],
    ['a QWAC', encodeQcStatements('qwac', statement), ['web']],
    ['statements without a QcType', tlv(0x30, tlv(0x30, tlv(0x06, Buffer.from('040081982702', 'hex')))), []],
    ['bytes that are not DER', Uint8Array.from([0xff, 0x00, 0x13]), []],
  ])('%s', (_name, value, want) => {
    expect(readQcTypes(value)).toEqual(want);
  });

  test('never throws on mutated values, and reads as asn1js does wherever asn1js can read them', () => {
    // Found by CI: a mutation into a GeneralizedTime that asn1js refuses to decode.
    const badTime = Uint8Array.from([48, 88, 48, 8, 6, 6, 4, 0, 142, 70, 1, 1, 48, 19, 6, 6, 4, 0, 142, 70, 1, 6, 48, 9, 6, 7, 4, 0, 142, 70, 1, 6, 3, 48, 55, 6, 6, 4, 0, 129, 152, 39, 2, 48, 45, 48, 19, 48, 17, 6, 7, 4, 0, 129, 152, 39, 1, 2, 12, 6, 80, 83, 80, 95, 80, 73, 24, 14, 70, 105, 110, 97, 110, 115, 116, 105, 108, 115, 121, 110, 101, 116, 12, 6, 78, 79, 45, 70, 83, 65]);
    expect(() => readQcTypesWithAsn1js(badTime)).toThrow();
    expect(readQcTypes(badTime)).toEqual([]);
    fc.assert(
      fc.property(mutated(fc.constantFrom(encodeQcStatements('qwac', statement), encodeQcStatements('qseal', statement))), (value) => {
        const quick = readQcTypes(value);
        // asn1js throws on some malformed object identifiers, where the quick reader just skips the entry.
        const reference = outcome(() => readQcTypesWithAsn1js(value)) as { value?: unknown; error?: string };
        if (reference.error === undefined) expect(quick).toEqual(reference.value);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('readPsd2Statement reads as asn1js does', () => {
  const encoded = fc
    .record({
      kind: fc.constantFrom('qseal' as const, 'qwac' as const),
      roles: fc.subarray(['PSP_AS', 'PSP_PI', 'PSP_AI', 'PSP_IC'] as const),
      ncaName: fc.string({ maxLength: 10 }),
      ncaId: fc.string({ maxLength: 6 }),
    })
    .map(({ kind, ...statement }) => encodeQcStatements(kind, statement));
  const psd2WithoutInfo = fc.constant(tlv(0x30, tlv(0x06, Buffer.from('040081982702', 'hex'))));
  const other = fc.array(fc.oneof(name, attribute, psd2WithoutInfo), { maxLength: 3 }).map((parts) => tlv(0x30, concat(parts)));

  test('statements written by encodeQcStatements', () => {
    fc.assert(
      fc.property(encoded, (value) => {
        expect(readPsd2Statement(value)).toEqual(readPsd2StatementWithAsn1js(value));
      }),
      { numRuns: 300 },
    );
  });

  test('mutated and other values', () => {
    fc.assert(
      fc.property(mutated(fc.oneof(encoded, other)), (value) => {
        expect(outcome(() => readPsd2Statement(value))).toEqual(outcome(() => readPsd2StatementWithAsn1js(value)));
      }),
      { numRuns: 3000 },
    );
  });
});
