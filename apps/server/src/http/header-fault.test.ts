import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeHeaderFault, findHeaderFault } from './header-fault.js';

const head = (...lines: string[]) => Buffer.from(`GET /v1/sandbox/customers HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1');

describe('findHeaderFault', () => {
  it.each([
    ['a certificate wrapped at 64 columns', head('Host: x', 'TPP-Signature-Certificate: MIIBIjAN', ' BgkqhkiG', 'Date: y'), { header: 'TPP-Signature-Certificate', kind: 'folded' }],
    ['a fold with a tab', head('X-Request-ID: a', '\tb'), { header: 'X-Request-ID', kind: 'folded' }],
    ['a space in a name', head('Host: x', 'X Note: a'), { header: 'X Note', kind: 'name' }],
    ['a line without a colon', head('Host: x', 'garbage'), { header: 'garbage', kind: 'colon' }],
    ['NUL in a value', head('Host: x', 'X-Note: a\u0000b'), { header: 'X-Note', kind: 'value' }],
    ['a bare LF in a value', head('Host: x', 'X-Note: a\nInjected: yes'), { header: 'X-Note', kind: 'value' }],
    ['a well-formed head', head('Host: x', 'Accept: */*', 'X-Note: æøå \t ok'), undefined],
    ['a fold before any header', Buffer.from('GET / HTTP/1.1\r\n folded\r\n\r\n'), undefined],
    ['no packet', undefined, undefined],
    // Review K: Node's rawPacket is the chunk being parsed, which may start inside the head.
    ['a packet starting inside the head', Buffer.from('b\r\n c\r\nX Bad: 1\r\n\r\n'), undefined],
    ['a fold before any header, then a bad line', Buffer.from('GET / HTTP/1.1\r\n folded\r\nX Bad: 1\r\n\r\n'), undefined],
  ])('%s', (_name, packet, want) => {
    expect(findHeaderFault(packet)).toEqual(want);
  });

  it('shows a name with bytes beyond printable ASCII without them, and never at length', () => {
    const fault = findHeaderFault(head(`X\u0001${'n'.repeat(200)}: a`));
    expect(fault?.kind).toBe('name');
    expect(fault?.header).toMatch(/^X\?n+…$/);
    expect(fault?.header.length).toBeLessThanOrEqual(65);
  });

  it('never throws, and names only a header of the head', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
      const fault = findHeaderFault(Buffer.from(bytes));
      if (fault !== undefined) expect(describeHeaderFault(fault)).toContain(fault.header);
    }));
  });
});
