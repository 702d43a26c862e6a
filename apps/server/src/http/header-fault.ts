/**
 * What is wrong with one header line of a request Node's parser refused.
 *
 * @example
 * const fault: HeaderFault = { header: 'TPP-Signature-Certificate', kind: 'folded' };
 */
export interface HeaderFault {
  /** The header's name as sent (for a name with bad characters, the name as far as it can be read). */
  readonly header: string;
  /**
   * `folded`: its value goes on over a line starting with a space or tab; `colon`: the line has no colon; `name`
   * and `value`: that part has characters it may not have.
   */
  readonly kind: 'folded' | 'colon' | 'name' | 'value';
}

// RFC 9110 5.1 and 5.5: a name is a token; a value is visible characters, spaces, tabs and obs-text bytes.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const VALUE_CONTROL = /[\x00-\x08\x0a-\x1f\x7f]/;
const REQUEST_LINE = /^[A-Z]+ \S+ HTTP\/1\.[01]$/;

/**
 * Finds the header line that made Node's HTTP parser refuse a request (`HPE_INVALID_HEADER_TOKEN`), from the bytes
 * it had read (the error's `rawPacket`), so that the 400 names the header as every other refusal names its field.
 * A value folded over lines is the common case: TPP tools that wrap a base64 TPP-Signature-Certificate at 64
 * columns send it so, and RFC 9112 5.2 lets a server refuse obsolete line folding, but not without saying where.
 * Undefined when no line of the head shows the fault (the packet held only part of the head).
 *
 * @example
 * findHeaderFault(Buffer.from('GET / HTTP/1.1\r\nHost: x\r\nTPP-Signature-Certificate: MIIB\r\n AQAB\r\n\r\n'));
 * // { header: 'TPP-Signature-Certificate', kind: 'folded' }
 * @see RFC 9112 section 5.2 (obsolete line folding), RFC 9110 section 5.5 (field values)
 */
export function findHeaderFault(rawPacket: Buffer | undefined): HeaderFault | undefined {
  if (rawPacket === undefined) return undefined;
  const text = rawPacket.toString('latin1');
  const headEnd = text.indexOf('\r\n\r\n');
  const lines = (headEnd === -1 ? text : text.slice(0, headEnd)).split('\r\n');
  // Node hands over the chunk being parsed, which may start inside the head: without its request line the lines
  // cannot be told apart (a folded value's continuation would pass for the request line), so nothing is named.
  if (!REQUEST_LINE.test(lines[0] ?? '')) return undefined;
  let previous: string | undefined;
  for (const line of lines.slice(1)) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      // A fold with no header before it in this packet: the header it continues is not known.
      return previous === undefined ? undefined : { header: previous, kind: 'folded' };
    }
    const colon = line.indexOf(':');
    if (colon === -1) return { header: readableName(line), kind: 'colon' };
    const name = line.slice(0, colon);
    if (!TOKEN.test(name)) return { header: readableName(name), kind: 'name' };
    if (VALUE_CONTROL.test(line.slice(colon + 1))) return { header: name, kind: 'value' };
    previous = name;
  }
  return undefined;
}

/**
 * Describes the fault for the 400's text.
 *
 * @example
 * describeHeaderFault({ header: 'X Note', kind: 'name' }); // 'the header name "X Note" has characters ...'
 */
export function describeHeaderFault(fault: HeaderFault): string {
  switch (fault.kind) {
    case 'folded':
      return `the value of ${fault.header} goes on over a line that starts with a space or tab (obsolete line folding, RFC 9112 5.2): send each header on one line, a certificate as one base64 string`;
    case 'colon':
      return `the line "${fault.header}" is not a header: it has no colon between name and value`;
    case 'name':
      return `the header name "${fault.header}" has characters a header name may not have (a space, a control character or a separator)`;
    case 'value':
      return `the value of ${fault.header} has a control character (only visible characters, spaces and tabs are allowed)`;
  }
}

// Shown back to the TPP: printable ASCII only, and short.
function readableName(name: string): string {
  const shown = name.replace(/[^\x20-\x7e]/g, '?');
  return shown.length > 64 ? `${shown.slice(0, 64)}…` : shown;
}
