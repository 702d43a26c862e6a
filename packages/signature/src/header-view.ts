/**
 * The headers a verification reads, straight from the request's headers object: no copy of them all, and the
 * usual names found in one pass.
 */
import { isLowerCaseName, lookUpMap, normaliseHeaders } from './request-headers.js';
import type { HeaderLookup, RequestHeaders } from './request-headers.js';

type RawValue = RequestHeaders[string];

/**
 * The headers as `normaliseHeaders` would give them, without copying them all: a verification reads about ten of
 * the request's headers. When every name is already lower-case and the object's own (Node's
 * `IncomingHttpHeaders`), each name stands for exactly one property: one pass over the names keeps the headers
 * every verification reads, and any other is read by name when asked for. Otherwise (names in other cases,
 * inherited properties) the headers are normalised into a `Map` once.
 *
 * @example
 * ```ts
 * const headers = readHeaders(req.headers);
 * headers.value('digest'); // 'SHA-256=...'
 * ```
 * @see RFC 7230 section 3.2 (field names are case-insensitive; repeated fields combine with commas)
 */
export function readHeaders(headers: RequestHeaders): HeaderLookup {
  const proto: unknown = Object.getPrototypeOf(headers);
  if (proto !== null && proto !== Object.prototype) return lookUpMap(normaliseHeaders(headers));
  // An enumerable property on Object.prototype would be a header to normaliseHeaders' for-in: take that path.
  for (const _inherited in Object.prototype) return lookUpMap(normaliseHeaders(headers));
  // A client sends its headers in the same order every time: names as the last object had them are known to be
  // lower-case, and where each is kept is known too.
  const layout = lastLayout;
  const captured: RawValue[] = [undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined];
  let i = 0;
  for (const name in headers) {
    if (layout.names[i] !== name) return readHeadersAnew(headers);
    const slot = layout.slots[i]!;
    if (slot >= 0) captured[slot] = headers[name];
    i += 1;
  }
  if (i !== layout.names.length) return readHeadersAnew(headers);
  return new LowerCaseHeaders(headers, captured);
}

/** The names of the last headers object read anew, in for-in order, and where the scan keeps each. */
let lastLayout: { readonly names: readonly string[]; readonly slots: readonly number[] } = { names: [], slots: [] };

/** The scan of readHeaders for a new order of names: each checked and placed, the layout remembered. */
function readHeadersAnew(headers: RequestHeaders): HeaderLookup {
  const names: string[] = [];
  const slots: number[] = [];
  const captured: RawValue[] = [undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined];
  for (const name in headers) {
    if (!isLowerCaseName(name)) return lookUpMap(normaliseHeaders(headers));
    const slot = findCapturedSlot(name);
    if (slot >= 0) captured[slot] = headers[name];
    names.push(name);
    slots.push(slot);
  }
  lastLayout = { names, slots };
  return new LowerCaseHeaders(headers, captured);
}

/**
 * Where the scan keeps the headers every verification reads (steps 1 and 3, Date, Digest and the headers that
 * must be signed when present); -1 for other names. A value read inside the for-in is cheap; reading it later by
 * a computed name is a megamorphic load, and a slow one for a name the object lacks.
 */
function findCapturedSlot(name: string): number {
  switch (name) {
    case 'signature':
      return 0;
    case 'tpp-signature-certificate':
      return 1;
    case 'date':
      return 2;
    case 'digest':
      return 3;
    case 'x-request-id':
      return 4;
    case 'psu-id':
      return 5;
    case 'psu-corporate-id':
      return 6;
    case 'tpp-redirect-uri':
      return 7;
    default:
      return -1;
  }
}

/** Look-ups into a headers object whose names are all lower-case, the usual ones taken by readHeaders. */
class LowerCaseHeaders implements HeaderLookup {
  private readonly headers: RequestHeaders;
  private readonly captured: readonly RawValue[];

  constructor(headers: RequestHeaders, captured: readonly RawValue[]) {
    this.headers = headers;
    this.captured = captured;
  }

  value(name: string): string | undefined {
    const raw = this.read(name);
    if (raw === undefined) return undefined;
    if (typeof raw === 'string') return raw.trim();
    return raw.length === 0 ? undefined : raw.length === 1 ? raw[0]!.trim() : raw.map((v) => v.trim()).join(', ');
  }

  count(name: string): number {
    const raw = this.read(name);
    return raw === undefined ? 0 : typeof raw === 'string' ? 1 : raw.length;
  }

  private read(name: string): RawValue {
    const slot = findCapturedSlot(name);
    if (slot >= 0) return this.captured[slot];
    const raw = this.headers[name];
    // Only an own enumerable property is one the for-in of normaliseHeaders sees (never an inherited
    // constructor or __proto__); the check is slow, so it waits for a value that is there.
    return raw !== undefined && Object.prototype.propertyIsEnumerable.call(this.headers, name) ? raw : undefined;
  }
}

