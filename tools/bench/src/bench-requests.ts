/**
 * The requests the scenarios send, with bodies and headers as the server's own HTTP tests send them
 * (apps/server/test/payment-flow.test.ts): a TPP with PSU headers for payment initiation, the published
 * sandbox starting state for reads.
 */
import type { RequestTemplate } from './prepared-request.js';

/** The first card account of the sandbox's starting state (customer 13039319955). */
export const STARTING_CARD_ACCOUNT_ID = '5eed0003-0000-4000-8000-000000000001';

/** Headers of a payment initiation: redirect SCA, a PSU identity, amounts as strings. */
const PIS_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json',
  'x-accept-fix': 'amount-as-string',
  'tpp-session-id': 'bench-session',
  'tpp-redirect-uri': 'https://tpp.example/callback?state=bench',
  'psu-ip-address': '192.0.2.10',
  'x-psu-identity': '13039319955',
  'psu-context': 'PRIVATE',
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const customersRequest: RequestTemplate = { method: 'GET', path: '/v1/sandbox/customers', headers: {} };

export const cardTransactionsRequest: RequestTemplate = {
  method: 'GET',
  path: `/v1/sandbox/card-accounts/${STARTING_CARD_ACCOUNT_ID}/transactions?bookingStatus=both`,
  headers: {},
};

/** A monthly Norwegian domestic credit transfer starting in three days. */
export function makePeriodicPaymentRequest(): RequestTemplate {
  return {
    method: 'POST',
    path: '/v1/periodic-payments/norwegian-domestic-credit-transfers',
    headers: PIS_HEADERS,
    body: JSON.stringify({
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
    }),
  };
}

/** A single domestic credit transfer: what a signing basket is made of. */
export function makeSinglePaymentRequest(): RequestTemplate {
  return {
    method: 'POST',
    path: '/v1/payments/norwegian-domestic-credit-transfers',
    headers: PIS_HEADERS,
    body: JSON.stringify({
      instructedAmount: { amount: '10.00', currency: 'NOK' },
      creditorName: 'Grocer AS',
      creditorAccount: { bban: '36240064418', currency: 'NOK' },
      debtorAccount: { bban: '09232911007', currency: 'NOK' },
      remittanceInformationUnstructured: 'Invoice 42',
    }),
  };
}

/** A signing basket of one payment (a payment may sit in one basket only, so each basket needs its own). */
export function makeBasketRequest(paymentId: string): RequestTemplate {
  return { method: 'POST', path: '/v1/signing-baskets', headers: PIS_HEADERS, body: JSON.stringify({ paymentIds: [paymentId] }) };
}

/** Reads the paymentId of a 201 answer to a payment initiation. */
export function readPaymentId(status: number, body: string): string | undefined {
  if (status !== 201) return undefined;
  try {
    const id = (JSON.parse(body) as { paymentId?: unknown }).paymentId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}
