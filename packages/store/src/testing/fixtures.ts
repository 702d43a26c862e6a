import { randomUUID } from 'node:crypto';
import type { Account, AccountTransaction, Customer, Payment } from '@xs2a-kit/domain';
import type { AuthorisationRecord } from '@xs2a-kit/sca-session';

/** Test data builders: each answers a complete, valid record with fresh ids, overridable field by field. */

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    customerId: randomUUID(),
    customerNumber: String(10_000_000_000 + Math.floor(Math.random() * 89_999_999_999)),
    customerName: 'Test Testperson',
    customerType: 'PRIVATE',
    ...overrides,
  };
}

export function makeAccount(customerNumber: string, overrides: Partial<Account> = {}): Account {
  const bban = String(10_000_000_000 + Math.floor(Math.random() * 89_999_999_999));
  return {
    accountId: randomUUID(),
    customerNumber,
    name: 'Brukskonto',
    bban,
    iban: `NO00${bban}`,
    currency: 'NOK',
    product: 'BRUKSKONTO',
    cashAccountType: 'CACC',
    creditLine: { minor: 0n, currency: 'NOK' },
    balance: { minor: 100_000n, currency: 'NOK' },
    requiresKid: false,
    ...overrides,
  };
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    paymentId: randomUUID(),
    tppId: 'NO-FSA-987654321',
    service: 'payments',
    product: 'norwegian-domestic-credit-transfers',
    transactionStatus: 'RCVD',
    debtorAccount: { bban: '12345678903', currency: 'NOK' },
    transfers: [
      {
        instructedAmount: { minor: 10_023n, currency: 'NOK' },
        creditorAccount: { bban: '95360573002', currency: 'NOK' },
        creditorName: 'Company 123',
        remittanceInformationStructuredArray: [{ reference: '99754667145676221', referenceType: 'SCOR' }],
      },
    ],
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export function makeTransaction(accountId: string, overrides: Partial<AccountTransaction> = {}): AccountTransaction {
  return {
    transactionId: randomUUID(),
    accountId,
    state: 'booked',
    bookingDate: '2026-03-01',
    valueDate: '2026-03-01',
    amount: { minor: -2_500n, currency: 'NOK' },
    creditorName: 'Kiwi',
    remittanceInformationUnstructured: 'Dagligvarer',
    ...overrides,
  };
}

export function makeAuthorisation(paymentId: string, overrides: Partial<AuthorisationRecord> = {}): AuthorisationRecord {
  return {
    authorisationId: randomUUID(),
    object: {
      kind: 'payment',
      paymentService: 'payments',
      paymentProduct: 'norwegian-domestic-credit-transfers',
      paymentId,
    },
    scaStatus: 'received',
    tppId: 'NO-FSA-987654321',
    tppName: 'Acme Pay AS',
    tppSessionId: 'session-a',
    tppRedirectUri: 'https://tpp.example/cb',
    tppRedirectPreferred: true,
    psuIdHint: null,
    psuIdentityHint: null,
    authMethodPreferred: null,
    psuContext: null,
    expectedPsuId: null,
    expectedAgreementId: null,
    createdAt: 1_772_442_000_000,
    expiresAt: 1_772_442_900_000,
    completedAt: null,
    psuId: null,
    customerNumber: null,
    context: null,
    agreementId: null,
    psuCorporateId: null,
    failureCode: null,
    ...overrides,
  };
}
