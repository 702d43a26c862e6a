import { describe, expect, test } from 'vitest';
import { checkDigest, computeDigest } from './digest.js';

const BODY = Buffer.from('{"a":1}');

describe("regression: Digest algorithm names were looked up on Object.prototype's members", () => {
  // `constructor=` found Object itself in the table of supported algorithms, and answered DIGEST_MALFORMED.
  test.each([['constructor=abc='], ['__proto__=abc='], ['toString=abc='], ['hasOwnProperty=abc='], ['valueOf=abc=, MD5=abc=']])('%s is DIGEST_UNSUPPORTED', (header) => {
    expect(checkDigest(header, BODY)).toEqual({ ok: false, code: 'DIGEST_UNSUPPORTED', reason: expect.stringMatching(/^no supported algorithm among /), computed: computeDigest(BODY) });
  });

  test('a supported entry next to such a name is still checked', () => {
    expect(checkDigest(`constructor=abc=, ${computeDigest(BODY)}`, BODY)).toEqual({ ok: true, algorithm: 'SHA-256' });
  });
});
