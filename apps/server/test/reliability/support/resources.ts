/**
 * Valid bodies and headers (the ones of payment-flow.test.ts), and a seeding step that gives one TPP a
 * resource of every kind (single, periodic and bulk payments, a basket, their authorisations) so that tests
 * can aim at real ids.
 */
import type { TestServer, TestTpp } from '../../support/test-server.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const pisHeaders = (extra: Record<string, string> = {}): Record<string, string> => ({
  'x-accept-fix': 'amount-as-string',
  'tpp-session-id': 'tpp-session-1',
  'tpp-redirect-uri': 'https://tpp.example/callback?state=abc',
  'psu-ip-address': '192.0.2.10',
  'x-psu-identity': '13039319955',
  'psu-context': 'PRIVATE',
  ...extra,
});

export const singleBody = (amount = '10.00', creditorBban = '36240064418') => ({
  instructedAmount: { amount, currency: 'NOK' },
  creditorName: 'Grocer AS',
  creditorAccount: { bban: creditorBban, currency: 'NOK' },
  debtorAccount: { bban: '09232911007', currency: 'NOK' },
  remittanceInformationUnstructured: 'Invoice 42',
});

export const periodicBody = () => ({
  instructedAmount: { amount: '100.23', currency: 'NOK' },
  creditorName: 'Company 123',
  creditorAccount: { bban: '36240064418', currency: 'NOK' },
  creditorAddress: { street: 'Street', buildingNumber: '56', postalCode: '7014', city: 'Trondheim', country: 'NO' },
  debtorAccount: { bban: '09232911007', currency: 'NOK' },
  remittanceInformationUnstructured: 'Kredittrente',
  startDate: inDays(3),
  executionRule: 'preceeding',
  endDate: inDays(400),
  frequency: 'Monthly',
  dayOfExecution: '12',
});

export const bulkBody = () => ({
  debtorAccount: { bban: '09232911007', currency: 'NOK' },
  payments: [
    { instructedAmount: { amount: '1.50', currency: 'NOK' }, creditorName: 'A AS', creditorAccount: { bban: '36240064418', currency: 'NOK' }, remittanceInformationUnstructured: 'bulk 1' },
    { instructedAmount: { amount: '2.50', currency: 'NOK' }, creditorName: 'B AS', creditorAccount: { bban: '36240064418', currency: 'NOK' }, remittanceInformationUnstructured: 'bulk 2' },
  ],
});

/** One TPP's resources of each kind, by the spec's path parameter names. */
export interface SeededResources {
  readonly single: string;
  readonly periodic: string;
  readonly bulk: string;
  readonly basket: string;
  /** Authorisation ids by owner: payment, periodic payment, bulk payment, basket. */
  readonly authorisations: { readonly single: string; readonly periodic: string; readonly bulk: string; readonly basket: string };
  /** The basket's payment (so it cannot be put into another basket). */
  readonly basketPayment: string;
}

async function expectCreated(server: TestServer, method: string, path: string, body: unknown, tpp?: TestTpp): Promise<any> {
  const res = await server.request(method, path, { body, headers: pisHeaders(), ...(tpp ? { tpp } : {}) });
  if (res.status !== 201) throw new Error(`${method} ${path} answered ${res.status}: ${res.text}`);
  return res.json;
}

/** Authorisation id from an SCA redirect link (`.../sca/<id>` or `.../sca/<id>?context=PRIVATE`). */
export function authorisationFromRedirect(href: string): string {
  return decodeURIComponent(new URL(href).pathname.split('/sca/')[1] ?? '');
}

/** Creates one resource of each kind for `tpp` (the server's default TPP when absent). */
export async function seedResources(server: TestServer, tpp?: TestTpp): Promise<SeededResources> {
  const single = await expectCreated(server, 'POST', '/v1/payments/norwegian-domestic-credit-transfers', singleBody(), tpp);
  const periodic = await expectCreated(server, 'POST', '/v1/periodic-payments/norwegian-domestic-credit-transfers', periodicBody(), tpp);
  const bulk = await expectCreated(server, 'POST', '/v1/bulk-payments/norwegian-domestic-credit-transfers', bulkBody(), tpp);
  const inBasket = await expectCreated(server, 'POST', '/v1/payments/norwegian-domestic-credit-transfers', singleBody('3.00'), tpp);
  const basket = await expectCreated(server, 'POST', '/v1/signing-baskets', { paymentIds: [inBasket.paymentId] }, tpp);
  return {
    single: single.paymentId,
    periodic: periodic.paymentId,
    bulk: bulk.paymentId,
    basket: basket.basketId,
    basketPayment: inBasket.paymentId,
    authorisations: {
      single: authorisationFromRedirect(single._links.scaRedirect.href),
      periodic: authorisationFromRedirect(periodic._links.scaRedirect.href),
      bulk: authorisationFromRedirect(bulk._links.scaRedirect.href),
      basket: authorisationFromRedirect(basket._links.scaRedirect.href),
    },
  };
}

/** Every string found under an id-like key of a JSON value (sandbox listings), for the fuzzer's known ids. */
export function collectIds(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectIds(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string' && /(^id$|Id$|customerNumber)/.test(key)) into.add(child);
      else collectIds(child, into);
    }
  }
  return into;
}
