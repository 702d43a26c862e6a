import { describe, expect, it } from 'vitest';
import { findScaRedirect } from './find-sca-redirect.js';

const link = (href: string) => ({ href, verbs: ['GET'] });
const body = (scaRedirect: string, scaStatus?: string) => ({ _links: { scaRedirect: link(scaRedirect), ...(scaStatus ? { scaStatus: link(scaStatus) } : {}) } });

describe('findScaRedirect', () => {
  it.each<[string, { given: unknown; want: ReturnType<typeof findScaRedirect> }]>([
    ['id from an authorisations scaStatus link', {
      given: body('https://bank.example/login?flow=x', 'https://api.example/v1/payments/sepa-credit-transfers/p-1/authorisations/a-1'),
      want: { scaRedirect: 'https://bank.example/login?flow=x', authorisationId: 'a-1' },
    }],
    ['id from a cancellation-authorisations scaStatus link', {
      given: body('https://bank.example/login?flow=x', 'https://api.example/v1/payments/sepa-credit-transfers/p-1/cancellation-authorisations/c%2F1'),
      want: { scaRedirect: 'https://bank.example/login?flow=x', authorisationId: 'c/1' },
    }],
    ['id from the SCA page path', { given: body('https://sca.example/sca/a-2'), want: { scaRedirect: 'https://sca.example/sca/a-2', authorisationId: 'a-2' } }],
    ['id from an authorisation query parameter', { given: body('https://sca.example/start?authorisation=a-3'), want: { scaRedirect: 'https://sca.example/start?authorisation=a-3', authorisationId: 'a-3' } }],
    ['a redirect without any id', { given: body('https://bank.example/login'), want: { scaRedirect: 'https://bank.example/login', authorisationId: undefined } }],
    ['no scaRedirect at all', { given: { _links: { self: link('https://api.example/v1/x') } }, want: undefined }],
    ['not an object', { given: 'text', want: undefined }],
  ])('%s', (_name, { given, want }) => {
    expect(findScaRedirect(given)).toEqual(want);
  });
});
