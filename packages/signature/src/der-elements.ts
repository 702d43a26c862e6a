/**
 * Reading DER by hand, for the few shapes a verifier reads in every certificate it parses: where the names and
 * the public key sit, and the elements of a Name or a QCStatement. asn1js (v4) spends several microseconds per
 * element on checks of its own; these readers take the plain, minimal-DER forms in well under one, and answer
 * undefined for anything else, which the callers then leave to asn1js.
 */

/** One element: its tag byte, and where its encoding starts, its contents start and it ends. */
export interface DerElement {
  readonly tag: number;
  readonly start: number;
  readonly contentStart: number;
  readonly end: number;
}

/** The encodings of the TBSCertificate fields a verifier reads by itself, tag and length included. */
export interface TbsFields {
  readonly issuer: Uint8Array;
  readonly subject: Uint8Array;
  readonly subjectPublicKeyInfo: Uint8Array;
}

const SEQUENCE = 0x30;
const INTEGER = 0x02;
const OBJECT_IDENTIFIER = 0x06;
const UTF8_STRING = 0x0c;
const VERSION = 0xa0; // [0] EXPLICIT Version
/** String types asn1js decodes one byte per character: Numeric, Printable, Teletex, Videotex, IA5, Graphic, Visible, General, Character. */
const ONE_BYTE_STRINGS: ReadonlySet<number> = new Set([0x12, 0x13, 0x14, 0x15, 0x16, 0x19, 0x1a, 0x1b, 0x1d]);
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Walks Certificate -> TBSCertificate -> version, serialNumber, signature, issuer, validity, subject,
 * subjectPublicKeyInfo (RFC 5280 section 4.1) and returns views of the three fields; undefined when the bytes are
 * not laid out that way in minimal DER (then the caller takes the parser's own encoding of them instead).
 *
 * @example
 * ```ts
 * const fields = locateTbsFields(der);
 * if (fields) readName(fields.issuer);
 * ```
 * @see RFC 5280 section 4.1, ITU-T X.690 section 10.1 (DER uses the definite, shortest length form)
 */
export function locateTbsFields(der: Uint8Array): TbsFields | undefined {
  const certificate = readDerElement(der, 0, der.byteLength);
  if (certificate?.tag !== SEQUENCE || certificate.end !== der.byteLength) return undefined;
  const tbs = readDerElement(der, certificate.contentStart, certificate.end);
  if (tbs?.tag !== SEQUENCE) return undefined;
  let next = readDerElement(der, tbs.contentStart, tbs.end);
  if (next?.tag === VERSION) next = readDerElement(der, next.end, tbs.end);
  if (next?.tag !== INTEGER) return undefined;
  const signature = readDerElement(der, next.end, tbs.end);
  if (signature?.tag !== SEQUENCE) return undefined;
  const issuer = readDerElement(der, signature.end, tbs.end);
  if (issuer?.tag !== SEQUENCE) return undefined;
  const validity = readDerElement(der, issuer.end, tbs.end);
  if (validity?.tag !== SEQUENCE) return undefined;
  const subject = readDerElement(der, validity.end, tbs.end);
  if (subject?.tag !== SEQUENCE) return undefined;
  const subjectPublicKeyInfo = readDerElement(der, subject.end, tbs.end);
  if (subjectPublicKeyInfo?.tag !== SEQUENCE) return undefined;
  return {
    issuer: der.subarray(issuer.start, issuer.end),
    subject: der.subarray(subject.start, subject.end),
    subjectPublicKeyInfo: der.subarray(subjectPublicKeyInfo.start, subjectPublicKeyInfo.end),
  };
}

/**
 * Reads the element at offset: a one-byte tag (tag number below 31) and a definite length in its shortest form,
 * ending within limit.
 *
 * @example
 * ```ts
 * const element = readDerElement(bytes, 0, bytes.byteLength);
 * ```
 * @see ITU-T X.690 sections 8.1.2 (identifier octets), 8.1.3 and 10.1 (length octets in DER)
 */
export function readDerElement(bytes: Uint8Array, offset: number, limit: number): DerElement | undefined {
  if (offset + 2 > limit) return undefined;
  const tag = bytes[offset]!;
  if ((tag & 0x1f) === 0x1f) return undefined;
  let length = bytes[offset + 1]!;
  let contentStart = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 3 || contentStart + count > limit) return undefined;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[contentStart + i]!;
    contentStart += count;
    if (length < 0x80 || length < 2 ** (8 * (count - 1))) return undefined; // not the shortest form
  }
  const end = contentStart + length;
  return end > limit ? undefined : { tag, start: offset, contentStart, end };
}

/**
 * The elements inside a constructed element, which they must fill exactly; undefined otherwise.
 *
 * @example
 * ```ts
 * const rdns = readDerChildren(bytes, name);
 * ```
 * @see ITU-T X.690 section 8.1.1 (the contents of a constructed encoding are complete encodings)
 */
export function readDerChildren(bytes: Uint8Array, parent: DerElement): DerElement[] | undefined {
  if ((parent.tag & 0x20) === 0) return undefined;
  const children: DerElement[] = [];
  for (let offset = parent.contentStart; offset < parent.end; ) {
    const child = readDerElement(bytes, offset, parent.end);
    if (!child) return undefined;
    children.push(child);
    offset = child.end;
  }
  return children;
}

/**
 * The dotted form of an OBJECT IDENTIFIER as asn1js writes it (first subidentifier split into two arcs);
 * undefined for anything asn1js reads otherwise: empty, a truncated subidentifier, or one above 28 bits.
 *
 * @example
 * ```ts
 * decodeObjectIdentifier(Uint8Array.of(0x06, 0x03, 0x55, 0x04, 0x03), { tag: 6, start: 0, contentStart: 2, end: 5 }); // '2.5.4.3'
 * ```
 * @see ITU-T X.690 section 8.19
 */
export function decodeObjectIdentifier(bytes: Uint8Array, element: DerElement): string | undefined {
  if (element.tag !== OBJECT_IDENTIFIER || element.end === element.contentStart) return undefined;
  let text = '';
  let value = 0;
  let octets = 0;
  for (let i = element.contentStart; i < element.end; i++) {
    const octet = bytes[i]!;
    value = value * 128 + (octet & 0x7f);
    octets += 1;
    if (octets > 4) return undefined;
    if (octet & 0x80) continue;
    if (text === '') text = value <= 39 ? `0.${value}` : value <= 79 ? `1.${value - 40}` : `2.${value - 80}`;
    else text += `.${value}`;
    value = 0;
    octets = 0;
  }
  return octets === 0 ? text : undefined;
}

/**
 * The text of a primitive, non-empty string element as asn1js decodes it: UTF8String when it is valid UTF-8, and
 * the types asn1js reads one byte per character; undefined for every other element.
 *
 * @example
 * ```ts
 * decodeDerString(Uint8Array.of(0x13, 0x02, 0x4e, 0x4f), { tag: 0x13, start: 0, contentStart: 2, end: 4 }); // 'NO'
 * ```
 * @see ITU-T X.680 section 41 (restricted character string types)
 */
export function decodeDerString(bytes: Uint8Array, element: DerElement): string | undefined {
  if (element.end === element.contentStart) return undefined;
  const content = bytes.subarray(element.contentStart, element.end);
  if (element.tag === UTF8_STRING) {
    try {
      return UTF8.decode(content);
    } catch {
      return undefined;
    }
  }
  if (!ONE_BYTE_STRINGS.has(element.tag)) return undefined;
  return Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('latin1');
}

/**
 * Whether asn1js would read the element and everything inside it without an error, and decode each string in it
 * as {@link decodeDerString} does: SEQUENCE, SET and context-specific elements holding such elements, OBJECT
 * IDENTIFIER, INTEGER, BOOLEAN, NULL and strings. False for anything else, to be left to asn1js.
 *
 * @example
 * ```ts
 * if (isPlainDerTree(bytes, top)) readQuickly(bytes, top);
 * ```
 * @see ITU-T X.690 sections 8.2 (BOOLEAN), 8.3 (INTEGER), 8.8 (NULL), 8.9-8.11 (SEQUENCE, SET), 8.14 (tagged values)
 */
export function isPlainDerTree(bytes: Uint8Array, element: DerElement, depth = 0): boolean {
  const tag = element.tag;
  const length = element.end - element.contentStart;
  if (tag === SEQUENCE || tag === SET || (tag & 0xe0) === CONTEXT_CONSTRUCTED) {
    if (depth >= MAX_DEPTH) return false;
    const children = readDerChildren(bytes, element);
    return children !== undefined && children.every((child) => isPlainDerTree(bytes, child, depth + 1));
  }
  if ((tag & 0xe0) === CONTEXT_PRIMITIVE || tag === INTEGER) return length > 0;
  if (tag === BOOLEAN) return length === 1;
  if (tag === NULL) return length === 0;
  if (tag === OBJECT_IDENTIFIER) return decodeObjectIdentifier(bytes, element) !== undefined;
  return decodeDerString(bytes, element) !== undefined;
}

const SET = 0x31;
const BOOLEAN = 0x01;
const NULL = 0x05;
const CONTEXT_PRIMITIVE = 0x80;
const CONTEXT_CONSTRUCTED = 0xa0;
const MAX_DEPTH = 32;
