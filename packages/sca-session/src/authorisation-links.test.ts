import { describe, expect, it } from 'vitest';
import { buildAuthorisationLinks } from './authorisation-links.js';
import type { ScaConfig } from './config.js';

const config: ScaConfig = { bankNamespace: '6f1e2c1a-52a4-4d36-9a3c-0b1d7a0d2f11', scaBaseUrl: 'https://sca.bank.example/psd2/', apiBaseUrl: 'https://api.bank.example/psd2', environment: 'sandbox' };
const id = 'a b/1';

describe('buildAuthorisationLinks', () => {
  it.each([
    ['a payment', { kind: 'payment', paymentService: 'payments', paymentProduct: 'sepa-credit-transfers', paymentId: 'p 1' }, '/v1/payments/sepa-credit-transfers/p%201/authorisations/a%20b%2F1'],
    ['a payment cancellation', { kind: 'payment', paymentService: 'periodic-payments', paymentProduct: 'sepa-credit-transfers', paymentId: 'p1', purpose: 'cancellation' }, '/v1/periodic-payments/sepa-credit-transfers/p1/cancellation-authorisations/a%20b%2F1'],
    ['a basket', { kind: 'basket', basketId: 'b1' }, '/v1/signing-baskets/b1/authorisations/a%20b%2F1'],
    ['a consent', { kind: 'consent' }, '/v1/authorisations/a%20b%2F1'],
    ['a user identification', { kind: 'user-identification' }, '/v1/authorisations/a%20b%2F1'],
  ] as const)('%s: scaStatus under the API, scaRedirect on the SCA site', (_name, object, path) => {
    const links = buildAuthorisationLinks(config, { authorisationId: id, object });
    expect(links.scaStatus).toEqual({ href: `https://api.bank.example/psd2${path}`, verbs: ['GET'] });
    expect(links.scaRedirect).toEqual({ href: 'https://sca.bank.example/psd2/sca/a%20b%2F1', verbs: ['GET'] });
    // apiBaseUrl '' gives the path from the API root, the form the reference server answers by default.
    expect(buildAuthorisationLinks({ ...config, apiBaseUrl: '' }, { authorisationId: id, object }).scaStatus.href).toBe(path);
  });
});
