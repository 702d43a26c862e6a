import { describe, expect, it } from 'vitest';

import { validateTppRedirectUri } from './redirect-uri.js';

describe('validateTppRedirectUri', () => {
  it.each([
    ['https in production', 'https://tpp.example/cb?state=1#x', 'production', 'ok'],
    ['https with port in sandbox', 'https://tpp.example:8443/cb', 'sandbox', 'ok'],
    ['http to localhost in sandbox', 'http://localhost:3000/cb', 'sandbox', 'ok'],
    ['http to 127.0.0.1 in sandbox', 'http://127.0.0.1:8123/cb', 'sandbox', 'ok'],
    ['http to localhost in production', 'http://localhost:3000/cb', 'production', 'FORMAT_ERROR'],
    ['http to another host in sandbox', 'http://tpp.example/cb', 'sandbox', 'FORMAT_ERROR'],
    ['http to a localhost look-alike', 'http://localhost.evil.example/cb', 'sandbox', 'FORMAT_ERROR'],
    ['relative', '/cb', 'sandbox', 'FORMAT_ERROR'],
    ['javascript scheme', 'javascript:alert(1)', 'sandbox', 'FORMAT_ERROR'],
    ['an app scheme that is no reversed domain', 'tppapp://callback', 'production', 'FORMAT_ERROR'],
    ['an app scheme named after a reversed domain (RFC 8252)', 'no.tpp.app:/callback?state=1', 'production', 'ok'],
    ['a reversed-domain app scheme with an authority', 'com.example.bank-app://oauth/cb', 'sandbox', 'ok'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>', 'sandbox', 'FORMAT_ERROR'],
    ['file scheme', 'file:///etc/passwd', 'sandbox', 'FORMAT_ERROR'],
    ['credentials', 'https://user:pw@tpp.example/cb', 'production', 'FORMAT_ERROR'],
    ['garbage', 'not a url', 'production', 'FORMAT_ERROR'],
    ['empty', '', 'production', 'HTTP_HEADER_REQUIRED'],
    ['absent', undefined, 'production', 'HTTP_HEADER_REQUIRED'],
  ] as const)('%s', (_name, value, environment, want) => {
    let got = 'ok';
    try {
      validateTppRedirectUri(value, environment);
    } catch (error) {
      got = (error as { code: string }).code;
      expect((error as { header?: string }).header).toBe('TPP-Redirect-URI');
    }
    expect(got).toBe(want);
  });
});
