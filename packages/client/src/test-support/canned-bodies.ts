/**
 * Spec-shaped answers for the test bank (the shapes of spec/openapi.yaml, with sandbox-like values).
 */
import type { components } from '@xs2a-kit/schema';

type Schemas = components['schemas'];

export const PAYMENT_ID = 'enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=';
export const AUTHORISATION_ID = '3c1d9a60-1b2c-4d5e-8f90-a1b2c3d4e5f6';
export const PSU_ID = '3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65';

/** A periodic payment created, with SCA needed. */
export function createPaymentCreated(service: string, product: string, paymentId = PAYMENT_ID): Schemas['PaymentInitiationResponse'] {
  const self = `/v1/${service}/${product}/${encodeURIComponent(paymentId)}`;
  return {
    paymentId,
    transactionStatus: 'RCVD',
    transactionFees: { amount: '0.00', currency: 'NOK' },
    transactionFeeIndicator: false,
    _links: {
      self: { href: self, verbs: ['GET', 'DELETE'] },
      status: { href: `${self}/status`, verbs: ['GET'] },
      scaRedirect: { href: `https://sca.bank.example/sca/${AUTHORISATION_ID}`, verbs: ['GET'] },
      scaStatus: { href: `${self}/authorisations/${AUTHORISATION_ID}`, verbs: ['GET'] },
    },
  };
}

export const CUSTOMERS: Schemas['SandboxCustomer'][] = [
  {
    customerId: 'enc!!Y3VzdG9tZXItMQ==',
    customerNumber: '13039319955',
    customerType: 'PRIVATE',
    customerName: 'Test Testperson 3',
    agreements: [],
    accounts: ['acc-1', 'acc-2'],
    cardAccounts: ['card-1'],
    _links: { self: { href: '/v1/sandbox/customers/enc!!Y3VzdG9tZXItMQ==', verbs: ['GET', 'DELETE'] } },
  },
  {
    customerId: 'enc!!Y3VzdG9tZXItMw==',
    customerNumber: '18129215603',
    customerType: 'CORPORATE',
    customerName: 'Testbedrift AS',
    agreements: [
      {
        id: 'agr-1',
        name: 'Hovedavtale',
        engagements: ['eng-1'],
        _links: { self: { href: '/v1/sandbox/agreements/agr-1', verbs: ['GET'] }, engagements: { href: '/v1/sandbox/agreements/agr-1/engagements', verbs: ['POST'] } },
      },
    ],
    accounts: ['acc-3'],
    cardAccounts: [],
    _links: { self: { href: '/v1/sandbox/customers/enc!!Y3VzdG9tZXItMw==', verbs: ['GET', 'DELETE'] } },
  },
];

export const CARD_TRANSACTIONS: Schemas['SandboxCardAccountTransactions'] = {
  cardAccount: { maskedPan: '525412******3241' },
  cardTransactions: {
    booked: [
      {
        cardTransactionId: 'ct-1',
        bookingDate: '2025-01-03',
        transactionDate: '2025-01-02',
        transactionAmount: { currency: 'NOK', amount: 100 },
        originalAmount: { currency: 'NOK', amount: 100 },
        merchantCategoryCode: '5411',
      },
    ],
    pending: ['ct-2'],
  },
};

export const INITIALIZED: Schemas['SandboxInitializeResponse'] = {
  customers: CUSTOMERS.map((c) => ({ customerNumber: c.customerNumber, customerType: c.customerType, customerName: c.customerName })),
  accounts: 6,
  cardAccounts: 2,
  transactions: 120,
};

/** An error body with one ERROR message. */
export function createErrorBody(code: Schemas['MessageCode'], text: string, path?: string): Schemas['ErrorResponse'] {
  return { tppMessages: [{ category: 'ERROR', code, text, ...(path ? { path } : {}) }] };
}
