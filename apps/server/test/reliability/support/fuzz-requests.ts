/**
 * Generates requests for every operation of the generated table: path, query, headers and body from the
 * spec, valid or mutated (wrong types, missing and extra fields, huge strings and arrays, deep nesting,
 * invalid UTF-8, emoji, NUL and control characters, huge and negative numbers, duplicate keys, __proto__ and
 * constructor keys, wrong content types, empty bodies), and a signing mode (mostly correctly signed, so the
 * request reaches validation).
 */
import fc from 'fast-check';
import type { OperationDescriptor } from '@xs2a-kit/schema';
import type { SigningMode } from './signed-client.js';
import { encodeHostile, HOSTILE_STRINGS } from './hostile-values.js';
import { arbitraryFromSchema, readRequestBody } from './schema-arbitrary.js';

export interface FuzzCase {
  readonly operation: OperationDescriptor;
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string | Uint8Array | undefined;
  readonly mode: SigningMode;
  /** Which kind of body was sent, for the counts. */
  readonly bodyKind: string;
}

/** Ids that exist on the server under test, so generated paths also reach real resources. */
export type KnownIds = Readonly<Record<string, readonly string[]>>;

const PRODUCTS = [
  'norwegian-domestic-credit-transfers',
  'instant-norwegian-domestic-credit-transfers-straks',
  'sepa-credit-transfers',
  'cross-border-credit-transfers',
];

/**
 * A header value fetch will send: visible ASCII with inner spaces (fetch refuses the rest; bytes beyond ASCII,
 * CR, LF and NUL go through raw sockets in attacks.test.ts).
 */
const headerText = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 60 });
const hostile = fc.constantFrom(...HOSTILE_STRINGS);

/**
 * A path that the URL parser rewrites (dot segments, also as %2e, and backslashes, which http URLs read as '/')
 * is not what was generated: fetch sends the rewritten path, the request reaches another operation, and the
 * oracle would judge the answer against the wrong schema. Such paths are left to attacks.test.ts, which sends
 * traversal as raw bytes.
 */
function keepsItsShape(path: string): boolean {
  return !path.includes('\\') && !path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

function pathValue(name: string, known: KnownIds): fc.Arbitrary<string> {
  const own = known[name] ?? [];
  const base = name === 'payment-product' ? fc.constantFrom(...PRODUCTS) : own.length > 0 ? fc.constantFrom(...own) : fc.uuid();
  return fc.oneof(
    { weight: 6, arbitrary: base.map((v) => encodeURIComponent(v)) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.tuple(hostile, fc.boolean()).map(([v, raw]) => encodeHostile(v, raw)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).filter((s) => s.length > 0).map(encodeURIComponent) },
  );
}

const QUERY_VALUES: Record<string, fc.Arbitrary<string>> = {
  withBalance: fc.constantFrom('true', 'false'),
  withAccounts: fc.constantFrom('true', 'false'),
  withAgreements: fc.constantFrom('true', 'false'),
  allowLogicalDuplicate: fc.constantFrom('true', 'false'),
  bookingStatus: fc.constantFrom('booked', 'pending', 'both', 'information'),
  limit: fc.integer({ min: -5, max: 500 }).map(String),
  offset: fc.integer({ min: -5, max: 500 }).map(String),
  amount: fc.constantFrom('100.33', '1', '-1', '0.001'),
  currency: fc.constantFrom('NOK', 'EUR', 'XXX'),
};

function queryArbitrary(operation: OperationDescriptor): fc.Arbitrary<string> {
  const pair = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: QUERY_VALUES[name] ?? fc.integer({ min: -30, max: 120 }).map((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10)) },
      { weight: 1, arbitrary: hostile },
      { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    ).map((value) => `${name}=${encodeURIComponent(value)}`);
  const names = [...operation.queryParams, 'unknownParam'];
  return fc
    .tuple(fc.subarray(names), fc.boolean())
    .chain(([chosen, twice]) => fc.tuple(...chosen.map(pair), ...(twice && chosen[0] ? [pair(chosen[0])] : [])))
    .map((pairs) => (pairs.length > 0 ? `?${pairs.join('&')}` : ''));
}

function headersArbitrary(operation: OperationDescriptor): fc.Arbitrary<Record<string, string>> {
  const psu = fc.oneof(
    fc.constant({ 'x-psu-identity': '13039319955' }),
    fc.uuid().map((id) => ({ 'psu-id': id })),
    fc.constant({}),
  );
  const base = fc.tuple(psu, fc.boolean()).map(([who, corporate]) => ({
    ...(operation.sandboxOnly
      ? {}
      : {
          'tpp-redirect-uri': 'https://tpp.example/callback?state=fuzz',
          'tpp-session-id': 'fuzz-session',
          'psu-ip-address': '192.0.2.10',
          'x-accept-fix': 'amount-as-string',
          ...(operation.headerParams.includes('PSU-Context') ? { 'psu-context': corporate ? 'CORPORATE' : 'PRIVATE' } : {}),
          ...who,
        }),
  }));
  const names = [...operation.headerParams.map((n) => n.toLowerCase()).filter((n) => !['signature', 'digest', 'date', 'x-request-id', 'tpp-signature-certificate', 'host', 'accept-encoding'].includes(n)), 'x-unknown'];
  const mutation = fc.option(fc.tuple(fc.constantFrom(...names), fc.oneof(headerText, hostile.map((v) => v.replace(/[^\x21-\x7e]/g, '?')), fc.constant(''))), { freq: 3 });
  return fc.tuple(base, mutation).map(([headers, change]) => {
    if (!change) return headers;
    const [name, value] = change;
    const next: Record<string, string> = { ...headers };
    if (value === '') delete next[name];
    else next[name] = value;
    return next;
  });
}

/** Breaks one spot of a JSON value the way a careless or hostile client would. */
const jsonMutation: fc.Arbitrary<(value: unknown) => unknown> = fc.oneof(
  fc.constant((v: unknown) => replaceLeaf(v, 12345)),
  fc.constant((v: unknown) => replaceLeaf(v, true)),
  fc.constant((v: unknown) => replaceLeaf(v, null)),
  fc.constant((v: unknown) => replaceLeaf(v, ['x'])),
  fc.constant((v: unknown) => replaceLeaf(v, { nested: {} })),
  fc.constantFrom(1e308, -1, -0.01, 2 ** 64, Number.MAX_SAFE_INTEGER + 2, 1e-300).map((n) => (v: unknown) => replaceLeaf(v, n)),
  fc.constantFrom('x'.repeat(100_000), '\u0000', 'a\u0007b', '\u{1F4B8}', '\u200D', '\uFFFD', 'ø æ å', '\t', HOSTILE_STRINGS[0]!).map((s) => (v: unknown) => replaceLeaf(v, s)),
  fc.constant((v: unknown) => dropKey(v)),
  fc.constant((v: unknown) => (isObject(v) ? { ...v, extraField: 'unexpected' } : v)),
  fc.constant((v: unknown) => replaceLeaf(v, Array.from({ length: 20_000 }, (_, i) => i))),
  fc.constant((v: unknown) => (Array.isArray(v) ? [...v, ...v, ...v] : v)),
);

const RAW_BODIES: readonly [string, string | Uint8Array][] = [
  ['empty', ''],
  ['whitespace', '   \n'],
  ['null', 'null'],
  ['number', '-1e400'],
  ['string', '"\\u0000"'],
  ['truncated', '{"instructedAmount": {"amount": "1'],
  ['duplicate-keys', '{"paymentIds":["a"],"paymentIds":["b"],"creditorName":"A","creditorName":"B"}'],
  ['proto-key', '{"__proto__":{"isAdmin":true},"creditorName":"x"}'],
  ['constructor-key', '{"constructor":{"prototype":{"polluted":1}}}'],
  ['nested-proto', '{"instructedAmount":{"__proto__":{"amount":"1"}}}'],
  ['deep-array', `${'['.repeat(60_000)}${']'.repeat(60_000)}`],
  ['deep-object', `${'{"a":'.repeat(30_000)}1${'}'.repeat(30_000)}`],
  ['invalid-utf8', Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d])],
  ['overlong-utf8', Uint8Array.from([0x22, 0xc0, 0xaf, 0x22])],
  ['utf16-bom', Uint8Array.from([0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d])],
  ['utf8-bom', Uint8Array.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d])],
  ['lone-surrogate', '{"creditorName":"\\ud800"}'],
  ['nul-escaped', '{"creditorName":"a\\u0000b"}'],
  ['emoji-key', '{"\u{1F600}":1}'],
  ['huge-array', `[${Array.from({ length: 100_000 }, () => '0').join(',')}]`],
  ['over-limit', `"${'x'.repeat(1_100_000)}"`],
];

const CONTENT_TYPES = ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/x-www-form-urlencoded', 'application/json;charset=UTF-16', ''];

function bodyArbitrary(operation: OperationDescriptor): fc.Arbitrary<{ body: string | Uint8Array | undefined; kind: string; contentType: string | undefined }> {
  const { schema, examples } = readRequestBody(operation.operationId);
  const valid = examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), arbitraryFromSchema(schema)) : arbitraryFromSchema(schema);
  const json = (kind: string) => (value: unknown) => ({ body: JSON.stringify(value) ?? 'null', kind, contentType: 'application/json' as string | undefined });
  return fc.oneof(
    { weight: 6, arbitrary: valid.map(json('valid')) },
    { weight: 6, arbitrary: fc.tuple(valid, fc.array(jsonMutation, { minLength: 1, maxLength: 3 })).map(([v, ms]) => ms.reduce((acc, m) => m(acc), structuredClone(v) as unknown)).map(json('mutated')) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json('random-json')) },
    { weight: 3, arbitrary: fc.constantFrom(...RAW_BODIES).map(([kind, body]) => ({ body, kind, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.tuple(valid, fc.constantFrom(...CONTENT_TYPES)).map(([v, type]) => ({ body: JSON.stringify(v) ?? '', kind: `content-type ${type || 'none'}`, contentType: type || undefined })) },
    { weight: 1, arbitrary: fc.constant({ body: undefined, kind: 'absent', contentType: undefined }) },
  );
}

/** One request for one operation. GET and DELETE carry no body (fetch cannot send one with GET). */
export function fuzzCaseArbitrary(operations: readonly OperationDescriptor[], known: KnownIds): fc.Arbitrary<FuzzCase> {
  // Built once per operation: resolving the schemas on every draw would cost more than sending the request.
  return fc.oneof(...operations.map((operation) => operationCaseArbitrary(operation, known)));
}

function operationCaseArbitrary(operation: OperationDescriptor, known: KnownIds): fc.Arbitrary<FuzzCase> {
  const path = fc.tuple(...operation.pathParams.map((p) => pathValue(p.name, known))).map((values) => {
    let i = 0;
    return operation.path.replace(/\{[^}]+\}/g, () => values[i++] ?? '');
  }).filter(keepsItsShape);
  const body = operation.method === 'GET' || operation.method === 'DELETE' ? fc.constant({ body: undefined, kind: 'none', contentType: undefined }) : bodyArbitrary(operation);
  const mode = fc.oneof(
    { weight: 85, arbitrary: fc.constant<SigningMode>('signed') },
    { weight: 15, arbitrary: fc.constantFrom<SigningMode>('unsigned', 'bad-signature', 'wrong-digest', 'swapped-certificate', 'stale-date') },
  );
  return fc.tuple(path, queryArbitrary(operation), headersArbitrary(operation), body, mode).map(([p, q, headers, b, m]) => ({
    operation,
    method: operation.method,
    path: `${p}${q}`,
    headers: { ...headers, ...(b.contentType ? { 'content-type': b.contentType } : {}) },
    body: b.body,
    mode: m,
    bodyKind: b.kind,
  }));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Replaces the first leaf found walking down the first keys (or the value itself when it is a leaf). */
function replaceLeaf(value: unknown, by: unknown): unknown {
  if (isObject(value)) {
    const keys = Object.keys(value);
    const key = keys[keys.length > 1 ? 1 : 0];
    if (key === undefined) return by;
    return { ...value, [key]: isObject(value[key]) || Array.isArray(value[key]) ? replaceLeaf(value[key], by) : by };
  }
  if (Array.isArray(value) && value.length > 0) return [replaceLeaf(value[0], by), ...value.slice(1)];
  return by;
}

function dropKey(value: unknown): unknown {
  if (!isObject(value)) return Array.isArray(value) ? value.slice(1) : value;
  const [first, ...rest] = Object.keys(value);
  if (first === undefined) return value;
  return Object.fromEntries(rest.map((k) => [k, value[k]]));
}
