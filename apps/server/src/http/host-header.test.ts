import { describe, expect, it } from 'vitest';
import { refuseBadHost } from './host-header.js';

describe('refuseBadHost', () => {
  it.each([
    ['a name', ['Host', 'psd2.example.no']],
    ['a name and port', ['host', '127.0.0.1:8080']],
    ['an IPv6 literal with a port', ['HOST', '[::1]:8080']],
    ['an empty value (RFC 9112 allows it for a URI without authority)', ['Host', '']],
    ['no Host at all (HTTP/1.0)', ['Accept', '*/*']],
  ])('takes %s', (_name, rawHeaders) => {
    expect(() => refuseBadHost(rawHeaders)).not.toThrow();
  });

  it.each([
    ['two Host lines', ['Host', 'a', 'Accept', '*/*', 'host', 'b'], 'more than one Host'],
    ['a space in the value', ['Host', 'a b'], 'is not a host name'],
    ['userinfo and a path', ['Host', 'a/b@c'], 'is not a host name'],
    ['a port with letters', ['Host', 'example.no:80a'], 'is not a host name'],
  ])('refuses %s with 400 FORMAT_ERROR at Host', (_name, rawHeaders, text) => {
    expect(() => refuseBadHost(rawHeaders)).toThrow(expect.objectContaining({ status: 400, messages: [expect.objectContaining({ code: 'FORMAT_ERROR', path: 'Host', text: expect.stringContaining(text) })] }));
  });
});
