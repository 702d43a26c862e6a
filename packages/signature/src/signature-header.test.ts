import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseSignatureParameters } from './signature-header.js';

const REST = 'algorithm="rsa-sha256",headers="date digest",signature="AA=="';

describe('regression: quoted DN values in keyId made the Signature header unparseable', () => {
  // RFC 2253 section 3 allows O="Bank, Inc+Co"; .NET's X500DistinguishedName.Name and Java's RFC 1779 output write
  // it. Inside the keyId parameter the quotes come escaped (draft-cavage quoted-string) or, often, not at all.
  test.each<[string, { given: string; want: string | { reason: string } }]>([
    ['quotes escaped as \\"', { given: `keyId="SN=1,CA=CN=X,O=\\"Bank, Inc+Co\\",C=NO",${REST}`, want: 'SN=1,CA=CN=X,O=\\"Bank, Inc+Co\\",C=NO' }],
    ['quotes not escaped, keyId first', { given: `keyId="SN=1,CA=CN=X,O="Bank, Inc+Co",C=NO",${REST}`, want: 'SN=1,CA=CN=X,O="Bank, Inc+Co",C=NO' }],
    ['quotes not escaped, keyId last', { given: `${REST},keyId="SN=1,CA=CN=X,O="Bank, Inc+Co",C=NO"`, want: 'SN=1,CA=CN=X,O="Bank, Inc+Co",C=NO' }],
    ['quotes not escaped, spaces after the commas', { given: `keyId="SN=1,CA=O="Bank, Inc" , C=NO", algorithm="rsa-sha256", signature="AA=="`, want: 'SN=1,CA=O="Bank, Inc" , C=NO' }],
    ['an escaped backslash before the closing quote', { given: `keyId="SN=1,CA=O=a\\\\",${REST}`, want: 'SN=1,CA=O=a\\\\' }],
    ['RFC 4514 escapes stay as written', { given: `keyId="SN=1,CA=O=Bank\\, Inc\\+Co",${REST}`, want: 'SN=1,CA=O=Bank\\, Inc\\+Co' }],
    ['an escaped quote with nothing to close the value', { given: `keyId="SN=1,CA=O=a\\",${REST.replace(/"/g, '')}`, want: { reason: 'unterminated quoted value of keyId' } }],
    // Raw quotes make keyId end only where a known parameter follows: an unknown one in between stays inside it
    // (and keyId then fails to name the certificate, with its own message).
    ['raw quotes, then an unknown parameter', { given: `keyId="SN=1,CA=O="a",C=NO",foo="x",${REST}`, want: 'SN=1,CA=O="a",C=NO",foo="x' }],
    ['raw quotes, and another parameter unquoted', { given: 'keyId="SN=1,CA=O="a",C=NO",algorithm=rsa-sha256,signature="AA=="', want: { reason: 'expected a comma after the value of keyId' } }],
  ])('%s', (_name, { given, want }) => {
    const parsed = parseSignatureParameters(given);
    if (typeof want === 'string') expect(parsed).toMatchObject({ ok: true, value: { keyId: want, algorithm: 'rsa-sha256', signature: 'AA==' } });
    else expect(parsed).toEqual({ ok: false, ...want });
  });

  test('the fast path and the general reader agree on headers with backslashes and quotes', () => {
    // A leading space leaves the text to the general reader; a second read of the same text may come from the fast
    // path's memo of the last header. All three must agree.
    const pieces = fc.constantFrom('a', '\\', '"', ',', '=', ' ', 'O=', 'keyId=', 'algorithm="rsa-sha256"');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const text = `keyId="SN=1,CA=${parts.join('')}",${REST}`;
        const first = parseSignatureParameters(text);
        expect(parseSignatureParameters(` ${text}`)).toEqual(first);
        expect(parseSignatureParameters(text)).toEqual(first);
        const withOtherSignature = text.replace('signature="AA=="', 'signature="AB=\\"');
        expect(parseSignatureParameters(withOtherSignature).ok).toBe(false);
      }),
    );
  });
});

describe('review: created and expires that are not numbers passed every time check (NaN compares false)', () => {
  test.each<[string, string, boolean]>([
    ['created quoted digits', 'created="1700000000"', true],
    ['created bare digits', 'created=1700000000', true],
    ['expires with a fraction', 'expires="1700000000.25"', true],
    ['created a word', 'created="abc"', false],
    ['expires a word', 'expires="xyz"', false],
    ['created with a fraction', 'created="1700000000.5"', false],
    ['created empty', 'created=""', false],
    ['expires negative', 'expires="-1"', false],
    ['expires in exponent form', 'expires="1e10"', false],
  ])('%s', (_name, parameter, ok) => {
    for (const header of [`keyId="SN=1,CA=CN=X",${REST},${parameter}`, ` keyId="SN=1,CA=CN=X", ${REST}, ${parameter}`]) {
      const parsed = parseSignatureParameters(header);
      if (ok) expect(parsed.ok).toBe(true);
      else expect(parsed).toEqual({ ok: false, reason: expect.stringMatching(/^parameter (created|expires) must be a (whole )?number of seconds since 1970$/) });
    }
  });
});
