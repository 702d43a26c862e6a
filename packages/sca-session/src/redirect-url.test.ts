import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { buildFailureRedirect, buildSuccessRedirect, type SuccessRedirectParams } from './redirect-url.js';

const PSU = '5a6b7c8d-1234-5abc-8def-0123456789ab';
const CORP = '9a6b7c8d-1234-5abc-8def-0123456789ab';
const base: SuccessRedirectParams = { psuId: PSU, psuCorporateId: null, tppSessionId: 's-1', context: 'PRIVATE' };

describe('buildSuccessRedirect', () => {
  it.each([
    [
      'plain URI',
      { uri: 'https://tpp.example/cb', params: base },
      `https://tpp.example/cb?psu-id=${PSU}&tpp-session-id=s-1&context=PRIVATE`,
    ],
    [
      'existing query kept byte for byte, in order',
      { uri: 'https://tpp.example/cb?state=a%20b&x=1&x=2&flag', params: base },
      `https://tpp.example/cb?state=a%20b&x=1&x=2&flag&psu-id=${PSU}&tpp-session-id=s-1&context=PRIVATE`,
    ],
    [
      'fragment kept after the query',
      { uri: 'https://tpp.example/cb?state=1#/done', params: base },
      `https://tpp.example/cb?state=1&psu-id=${PSU}&tpp-session-id=s-1&context=PRIVATE#/done`,
    ],
    [
      'spaces, & and unicode in the session id are percent-encoded',
      { uri: 'https://tpp.example/cb', params: { ...base, tppSessionId: 'a b&c=d/æøå?' } },
      `https://tpp.example/cb?psu-id=${PSU}&tpp-session-id=a%20b%26c%3Dd%2F%C3%A6%C3%B8%C3%A5%3F&context=PRIVATE`,
    ],
    [
      'corporate context adds psu-corporate-id',
      { uri: 'https://tpp.example/cb', params: { ...base, context: 'CORPORATE', psuCorporateId: CORP } },
      `https://tpp.example/cb?psu-id=${PSU}&psu-corporate-id=${CORP}&tpp-session-id=s-1&context=CORPORATE`,
    ],
    [
      'a psu-id already on the URI is replaced, not duplicated',
      { uri: 'https://tpp.example/cb?psu-id=evil&keep=1', params: base },
      `https://tpp.example/cb?keep=1&psu-id=${PSU}&tpp-session-id=s-1&context=PRIVATE`,
    ],
    [
      'an empty query and trailing ? are tidied',
      { uri: 'https://tpp.example/cb?', params: base },
      `https://tpp.example/cb?psu-id=${PSU}&tpp-session-id=s-1&context=PRIVATE`,
    ],
    [
      'localhost callback with port',
      { uri: 'http://127.0.0.1:8123/cb', params: base },
      `http://127.0.0.1:8123/cb?psu-id=${PSU}&tpp-session-id=s-1&context=PRIVATE`,
    ],
    [
      'a withdrawal adds consent=revoked, replacing one the TPP put on its URI',
      { uri: 'https://tpp.example/cb?consent=revoked&state=1', params: { ...base, consentRevoked: true } },
      `https://tpp.example/cb?state=1&psu-id=${PSU}&tpp-session-id=s-1&context=PRIVATE&consent=revoked`,
    ],
  ] as const)('%s', (_name, { uri, params }, want) => {
    expect(buildSuccessRedirect(uri, params)).toBe(want);
  });
});

describe('buildFailureRedirect', () => {
  it('adds system, status, code and a URL-encoded message', () => {
    const url = buildFailureRedirect('https://tpp.example/cb?state=z#f', {
      system: 'sca',
      status: 401,
      code: 'SCA_EXPIRED',
      message: 'Tid ute & prøv igjen 100%',
    });
    expect(url).toBe(
      'https://tpp.example/cb?state=z&system=sca&status=401&code=SCA_EXPIRED&message=Tid%20ute%20%26%20pr%C3%B8v%20igjen%20100%25#f',
    );
    expect(new URL(url).searchParams.get('message')).toBe('Tid ute & prøv igjen 100%');
  });

  it('replaces a lone surrogate instead of throwing', () => {
    const url = buildFailureRedirect('https://tpp.example/cb', { system: 's', status: 500, code: 'X', message: 'a\uD800b' });
    expect(new URL(url).searchParams.get('message')).toBe('a\uFFFDb');
  });

  // Review: a TPP's own psu-id stayed beside the failure, and a parser that looks for psu-id first read a rejection
  // as an approval. The TPP's other parameters stay.
  it('drops a psu-id and psu-corporate-id of the TPP URI, and keeps its other parameters', () => {
    const url = buildFailureRedirect('https://tpp.example/cb?psu-id=e5dc3131-b125-5744-a820-863f2d337513&psu-corporate-id=x&tpp-session-id=s1&state=z', {
      system: 'sca', status: 400, code: 'SCA_INVALID', message: 'The PSU rejected the request',
    });
    expect(url).toBe('https://tpp.example/cb?tpp-session-id=s1&state=z&system=sca&status=400&code=SCA_INVALID&message=The%20PSU%20rejected%20the%20request');
  });
});

describe('redirect building (property)', () => {
  const ours = new Set(['psu-id', 'psu-corporate-id', 'tpp-session-id', 'context']);
  const text = fc.string({ unit: 'grapheme', maxLength: 20 });
  const tppParam = fc.tuple(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }).filter((name) => !ours.has(name)),
    text,
  );

  it('round-trips our parameters and keeps the TPP query and fragment', () => {
    fc.assert(
      fc.property(
        fc.array(tppParam, { maxLength: 5 }),
        fc.option(text, { nil: undefined }),
        text,
        fc.uuid(),
        fc.option(fc.uuid(), { nil: null }),
        (tppParams, fragment, tppSessionId, psuId, psuCorporateId) => {
          const original = new URL('https://tpp.example/cb');
          for (const [name, value] of tppParams) original.searchParams.append(name, value);
          if (fragment !== undefined) original.hash = fragment;
          const context = psuCorporateId === null ? 'PRIVATE' : 'CORPORATE';

          const result = new URL(
            buildSuccessRedirect(original.href, { psuId, psuCorporateId, tppSessionId, context }),
          );

          expect(result.origin + result.pathname).toBe('https://tpp.example/cb');
          expect(result.hash).toBe(original.hash);
          const got = [...result.searchParams];
          expect(got.slice(0, tppParams.length)).toEqual([...original.searchParams]);
          expect(Object.fromEntries(got.slice(tppParams.length))).toEqual({
            'psu-id': psuId,
            ...(psuCorporateId === null ? {} : { 'psu-corporate-id': psuCorporateId }),
            'tpp-session-id': tppSessionId,
            context,
          });
          expect(result.href.startsWith(original.href.split('#')[0] ?? '')).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('round-trips any well-formed failure message', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.integer({ min: 100, max: 599 }), (message, status) => {
        const url = new URL(buildFailureRedirect('https://tpp.example/cb?a=1', { system: 'sca', status, code: 'C', message }));
        expect(url.searchParams.get('a')).toBe('1');
        expect(url.searchParams.get('message')).toBe(message);
        expect(url.searchParams.get('status')).toBe(String(status));
      }),
    );
  });
});
