/**
 * Every operation of the spec called through the SDK (@xs2a-kit/client) against a real reference server: the
 * typed result kind and status the SDK returns, every body checked against the spec's response validators, and
 * every response header the spec marks required for that status (X-Request-ID, Location, ASPSP-SCA-Approach) present.
 * The case table is typed `Record<OperationId, …>`, so a new operation in the spec fails the type check here
 * until the SDK has been exercised on it; the first test checks the same at run time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type CallResult, type PaymentService, type Xs2aClient } from '@xs2a-kit/client';
import { getOperation, listOperations, validateResponseBody, type OperationId, type PaymentProductValue } from '@xs2a-kit/schema';
import { createTestCertificates } from '@xs2a-kit/signature';
import { startTestServer, type TestServer } from './support/test-server.js';

const PSU = '13039319955';
const TPP_ID = 'PSDNO-FSA-246813579';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let amountCents = 1000;
/** A fresh amount per payment, so no payment is a logical duplicate of an earlier one. */
const nextAmount = () => ((amountCents += 7) / 100).toFixed(2);

const NOK = { debtorAccount: { bban: '09232911007', currency: 'NOK' }, creditorAccount: { bban: '36240064418', currency: 'NOK' }, creditorName: 'Grocer AS' } as const;
// The PSU's own EUR account, added in beforeAll (the starting state's only EUR account is a company's).
const EUR_DEBTOR = { iban: 'NO0995360573002', currency: 'EUR' };
const ABROAD = { creditorAddress: { street: 'Unter den Linden', buildingNumber: '1', postalCode: '10117', townName: 'Berlin', country: 'DE' } };
const PERIODIC = { startDate: inDays(3), frequency: 'Monthly', dayOfExecution: '12' } as const;

/** The body of a payment of `product`, one transfer (single and periodic) or two (bulk). */
function transfer(product: PaymentProductValue): Record<string, unknown> {
  const amount = nextAmount();
  if (product === 'sepa-credit-transfers') return { instructedAmount: { amount, currency: 'EUR' }, debtorAccount: EUR_DEBTOR, creditorAccount: { iban: 'DE89370400440532013000', currency: 'EUR' }, creditorName: 'Beispiel GmbH', creditorAgent: 'COBADEFFXXX', ...ABROAD };
  if (product === 'cross-border-credit-transfers') return { instructedAmount: { amount, currency: 'EUR' }, debtorAccount: EUR_DEBTOR, creditorAccount: { iban: 'GB29NWBK60161331926819', currency: 'EUR' }, creditorName: 'Example Ltd', creditorAgent: 'NWBKGB2L', chargeBearer: 'SHAR', ...ABROAD };
  return { instructedAmount: { amount, currency: 'NOK' }, ...NOK, remittanceInformationUnstructured: `Faktura ${amount}` };
}

function paymentBody(service: PaymentService, product: PaymentProductValue): never {
  if (service === 'periodic-payments') return { ...transfer(product), ...PERIODIC } as never;
  if (service === 'payments') return transfer(product) as never;
  const [first, second] = [transfer(product), transfer(product)];
  const { debtorAccount, ...one } = first;
  const { debtorAccount: _same, ...two } = second;
  return { debtorAccount, payments: [one, two] } as never;
}

let server: TestServer;
let client: Xs2aClient;

/** Every exchange the SDK made, in order: the last one of a case is the operation the case is named after. */
const exchanges: { readonly requestId: string | null; readonly headers: Headers }[] = [];
const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  exchanges.push({ requestId: new Headers(init?.headers).get('x-request-id'), headers: response.headers });
  return response;
};

/** Ids the reads need: a consented account, its transaction, a card account, the sandbox's own resources. */
const fixtures = { accountId: '', transactionId: '', cardAccountId: '', mockAccountId: '', mockTransactionId: '', mockCardAccountId: '', agreementId: '', customerId: '' };

beforeAll(async () => {
  server = await startTestServer();
  const { qseal } = await createTestCertificates({ organizationIdentifier: TPP_ID, roles: ['PSP_AI', 'PSP_PI', 'PSP_IC'], clock: server.clock });
  client = createClient({
    baseUrl: server.url,
    certificate: qseal.certificatePem,
    privateKey: qseal.privateKeyPem,
    tppRedirectUri: 'https://tpp.example/callback?state=ops',
    psuIpAddress: '192.0.2.10',
    psuIdentity: PSU,
    psuContext: 'PRIVATE',
    clock: server.clock,
    fetch: recordingFetch,
  });
  ok(await client.operations.createSandboxAccount({ body: { customerNumber: PSU, bban: '95360573002', currency: 'EUR', accountName: 'Eurokonto' } as never }));
  // Consent first, through the SDK alone: 401 with scaRedirect, headless approval, callback.
  const unconsented = await client.operations.listAccounts();
  if (unconsented.kind !== 'sca-needed' || !unconsented.authorisationId) throw new Error('expected a 401 with scaRedirect');
  const approved = ok(await client.approveAuthorisation(unconsented.authorisationId, { customerNumber: PSU, context: 'PRIVATE' }));
  client.applyCallback(approved.redirectUrl);
  const accounts = ok(await client.operations.listAccounts());
  fixtures.accountId = accounts.accounts[0]!.resourceId!;
  const transactions = ok(await client.operations.listAccountTransactions({ path: { 'account-id': fixtures.accountId }, query: { bookingStatus: 'booked' } }));
  fixtures.transactionId = transactions.transactions.booked![0]!.transactionId!;
  fixtures.cardAccountId = ok(await client.operations.listCardAccounts()).cardAccounts[0]!.resourceId!;
});
afterAll(() => server?.close());

function ok<I extends OperationId>(result: CallResult<I>) {
  if (result.kind !== 'ok') throw new Error(`expected ok, got SCA needed at ${result.scaRedirect}`);
  return result.body;
}

/** A new payment of `service` (Norwegian domestic), its id and the authorisation its creation started. */
async function createPayment(service: PaymentService) {
  const created = await client.createPayment(service, 'norwegian-domestic-credit-transfers', paymentBody(service, 'norwegian-domestic-credit-transfers'));
  if (created.kind !== 'sca-needed' || !created.resource || !created.authorisationId) throw new Error('a payment creation must ask for SCA');
  return { paymentId: created.resource.paymentId, authorisationId: created.authorisationId };
}

/** An authorised payment whose DELETE was answered 202, and the cancellation authorisation that DELETE started. */
async function createCancellation(service: PaymentService) {
  const { paymentId, authorisationId } = await createPayment(service);
  ok(await client.approveAuthorisation(authorisationId, { customerNumber: PSU, context: 'PRIVATE' }));
  const cancelled = await client.cancelPayment(service, ND, paymentId);
  if (cancelled.kind !== 'sca-needed' || !cancelled.authorisationId) throw new Error('cancelling an authorised payment must ask for SCA');
  return { paymentId, authorisationId: cancelled.authorisationId };
}

async function createBasket() {
  const { paymentId } = await createPayment('payments');
  const created = await client.createSigningBasket([paymentId]);
  if (created.kind !== 'sca-needed' || !created.resource?.basketId || !created.authorisationId) throw new Error('a basket creation must ask for SCA');
  return { basketId: created.resource.basketId, authorisationId: created.authorisationId };
}

/** What every operation's result has in common (each case's own result is fully typed where it is made). */
type AnyResult = { readonly kind: 'ok' | 'sca-needed'; readonly status: number; readonly body: unknown; readonly scaRedirect?: string };
type Case = { readonly want: readonly ['ok' | 'sca-needed', number]; readonly run: () => Promise<AnyResult> };
const ND = 'norwegian-domestic-credit-transfers' as const;
const okAt = (status: number, run: Case['run']): Case => ({ want: ['ok', status], run });
const scaAt = (status: number, run: Case['run']): Case => ({ want: ['sca-needed', status], run });
const initiate = (service: PaymentService, product: PaymentProductValue): Case => scaAt(201, () => client.createPayment(service, product, paymentBody(service, product)));
const onPayment = (service: PaymentService) => ({
  read: okAt(200, async () => client.getPayment(service, ND, (await createPayment(service)).paymentId)),
  status: okAt(200, async () => client.getPaymentStatus(service, ND, (await createPayment(service)).paymentId)),
  // Not yet authorised, so cancelled at once (204, no body).
  cancel: okAt(204, async () => client.cancelPayment(service, ND, (await createPayment(service)).paymentId)),
  startAuthorisation: scaAt(201, async () => client.startPaymentAuthorisation(service, ND, (await createPayment(service)).paymentId)),
  listAuthorisations: okAt(200, async () => {
    const path = { 'payment-product': ND, paymentId: (await createPayment(service)).paymentId };
    return service === 'payments' ? client.operations.listPaymentAuthorisations({ path }) : service === 'periodic-payments' ? client.operations.listPeriodicPaymentAuthorisations({ path }) : client.operations.listBulkPaymentAuthorisations({ path });
  }),
  authorisationStatus: okAt(200, async () => {
    const { paymentId, authorisationId } = await createPayment(service);
    const path = { 'payment-product': ND, paymentId, authorisationId };
    return service === 'payments' ? client.operations.getPaymentAuthorisationStatus({ path }) : service === 'periodic-payments' ? client.operations.getPeriodicPaymentAuthorisationStatus({ path }) : client.operations.getBulkPaymentAuthorisationStatus({ path });
  }),
  startCancellationAuthorisation: scaAt(201, async () => client.startPaymentCancellationAuthorisation(service, ND, (await createCancellation(service)).paymentId)),
  listCancellationAuthorisations: okAt(200, async () => {
    const path = { 'payment-product': ND, paymentId: (await createCancellation(service)).paymentId };
    return service === 'payments'
      ? client.operations.listPaymentCancellationAuthorisations({ path })
      : service === 'periodic-payments'
        ? client.operations.listPeriodicPaymentCancellationAuthorisations({ path })
        : client.operations.listBulkPaymentCancellationAuthorisations({ path });
  }),
  cancellationAuthorisationStatus: okAt(200, async () => {
    const path = { 'payment-product': ND, ...(await createCancellation(service)) };
    return service === 'payments'
      ? client.operations.getPaymentCancellationAuthorisationStatus({ path })
      : service === 'periodic-payments'
        ? client.operations.getPeriodicPaymentCancellationAuthorisationStatus({ path })
        : client.operations.getBulkPaymentCancellationAuthorisationStatus({ path });
  }),
});
const single = onPayment('payments');
const periodic = onPayment('periodic-payments');
const bulk = onPayment('bulk-payments');
const account = () => ({ path: { 'account-id': fixtures.accountId } });
const card = () => ({ path: { 'account-id': fixtures.cardAccountId } });
const mockAccount = () => ({ path: { mockAccountId: fixtures.mockAccountId } });
const mockCard = () => ({ path: { mockCardAccountId: fixtures.mockCardAccountId } });
const EXPECTED_BALANCE = { balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: '-250.50', currency: 'NOK' } }] } as never;

/** In run order: creations before the reads of what they created; initialise and the customer delete last. */
const cases = {
  listAccounts: okAt(200, () => client.operations.listAccounts({ query: { withBalance: true } })),
  getAccount: okAt(200, () => client.operations.getAccount(account())),
  getAccountBalances: okAt(200, () => client.operations.getAccountBalances(account())),
  listAccountTransactions: okAt(200, () => client.operations.listAccountTransactions({ ...account(), query: { bookingStatus: 'both' } })),
  getAccountTransaction: okAt(200, () => client.operations.getAccountTransaction({ path: { 'account-id': fixtures.accountId, transactionId: fixtures.transactionId } })),
  listCardAccounts: okAt(200, () => client.operations.listCardAccounts()),
  getCardAccount: okAt(200, () => client.operations.getCardAccount(card())),
  getCardAccountBalances: okAt(200, () => client.operations.getCardAccountBalances(card())),
  listCardAccountTransactions: okAt(200, () => client.operations.listCardAccountTransactions({ ...card(), query: { bookingStatus: 'both' } })),
  listAgreements: okAt(200, () => client.operations.listAgreements()),
  createConsent: scaAt(201, () => client.operations.createConsent({ body: { access: { allPsd2: 'allAccounts' }, recurringIndicator: true } as never })),
  createBankOfferedConsent: scaAt(201, () => client.operations.createBankOfferedConsent()),
  getAuthorisationStatus: okAt(200, async () => {
    const consent = await client.operations.createBankOfferedConsent();
    return client.operations.getAuthorisationStatus({ path: { authorisationId: consent.kind === 'sca-needed' ? (consent.authorisationId ?? '') : '' } });
  }),
  getUser: scaAt(200, () => client.operations.getUser()),
  getUsersAlias: scaAt(200, () => client.operations.getUsersAlias()),
  initiateNorwegianDomesticCreditTransfer: initiate('payments', ND),
  initiateInstantNorwegianDomesticCreditTransferStraks: initiate('payments', 'instant-norwegian-domestic-credit-transfers-straks'),
  initiateSepaCreditTransfer: initiate('payments', 'sepa-credit-transfers'),
  initiateCrossBorderCreditTransfer: initiate('payments', 'cross-border-credit-transfers'),
  initiatePeriodicNorwegianDomesticCreditTransfer: initiate('periodic-payments', ND),
  initiatePeriodicInstantNorwegianDomesticCreditTransferStraks: initiate('periodic-payments', 'instant-norwegian-domestic-credit-transfers-straks'),
  initiatePeriodicSepaCreditTransfer: initiate('periodic-payments', 'sepa-credit-transfers'),
  initiatePeriodicCrossBorderCreditTransfer: initiate('periodic-payments', 'cross-border-credit-transfers'),
  initiateBulkNorwegianDomesticCreditTransfer: initiate('bulk-payments', ND),
  initiateBulkInstantNorwegianDomesticCreditTransferStraks: initiate('bulk-payments', 'instant-norwegian-domestic-credit-transfers-straks'),
  initiateBulkSepaCreditTransfer: initiate('bulk-payments', 'sepa-credit-transfers'),
  initiateBulkCrossBorderCreditTransfer: initiate('bulk-payments', 'cross-border-credit-transfers'),
  getPayment: single.read,
  getPaymentStatus: single.status,
  cancelPayment: single.cancel,
  startPaymentAuthorisation: single.startAuthorisation,
  listPaymentAuthorisations: single.listAuthorisations,
  getPaymentAuthorisationStatus: single.authorisationStatus,
  startPaymentCancellationAuthorisation: single.startCancellationAuthorisation,
  listPaymentCancellationAuthorisations: single.listCancellationAuthorisations,
  getPaymentCancellationAuthorisationStatus: single.cancellationAuthorisationStatus,
  getPeriodicPayment: periodic.read,
  getPeriodicPaymentStatus: periodic.status,
  cancelPeriodicPayment: periodic.cancel,
  startPeriodicPaymentAuthorisation: periodic.startAuthorisation,
  listPeriodicPaymentAuthorisations: periodic.listAuthorisations,
  getPeriodicPaymentAuthorisationStatus: periodic.authorisationStatus,
  startPeriodicPaymentCancellationAuthorisation: periodic.startCancellationAuthorisation,
  listPeriodicPaymentCancellationAuthorisations: periodic.listCancellationAuthorisations,
  getPeriodicPaymentCancellationAuthorisationStatus: periodic.cancellationAuthorisationStatus,
  getBulkPayment: bulk.read,
  getBulkPaymentStatus: bulk.status,
  cancelBulkPayment: bulk.cancel,
  startBulkPaymentAuthorisation: bulk.startAuthorisation,
  listBulkPaymentAuthorisations: bulk.listAuthorisations,
  getBulkPaymentAuthorisationStatus: bulk.authorisationStatus,
  startBulkPaymentCancellationAuthorisation: bulk.startCancellationAuthorisation,
  listBulkPaymentCancellationAuthorisations: bulk.listCancellationAuthorisations,
  getBulkPaymentCancellationAuthorisationStatus: bulk.cancellationAuthorisationStatus,
  createSigningBasket: scaAt(201, async () => client.createSigningBasket([(await createPayment('payments')).paymentId, (await createPayment('payments')).paymentId])),
  getSigningBasket: okAt(200, async () => client.operations.getSigningBasket({ path: { basketId: (await createBasket()).basketId } })),
  getSigningBasketStatus: okAt(200, async () => client.getSigningBasketStatus((await createBasket()).basketId)),
  startSigningBasketAuthorisation: scaAt(201, async () => client.startSigningBasketAuthorisation((await createBasket()).basketId)),
  listSigningBasketAuthorisations: okAt(200, async () => client.operations.listSigningBasketAuthorisations({ path: { basketId: (await createBasket()).basketId } })),
  getSigningBasketAuthorisationStatus: okAt(200, async () => client.operations.getSigningBasketAuthorisationStatus({ path: await createBasket() })),
  deleteSigningBasket: okAt(204, async () => client.operations.deleteSigningBasket({ path: { basketId: (await createBasket()).basketId } })),
  decideSandboxAuthorisation: okAt(200, async () => client.approveAuthorisation((await createPayment('payments')).authorisationId, { customerNumber: PSU })),
  getStraksFeeInformation: okAt(200, () => client.operations.getStraksFeeInformation({ query: { amount: '600.00', currency: 'NOK', debtorAccount: '09232911007', creditorAccount: '36240064418' } })),
  requestStraksFeeInformation: okAt(200, () => client.operations.requestStraksFeeInformation({ body: { amount: { amount: '100.33', currency: 'NOK' }, debtorAccount: NOK.debtorAccount, creditorAccount: NOK.creditorAccount } })),
  putTppContactInformation: okAt(200, () => client.operations.putTppContactInformation({ path: { tppId: TPP_ID }, body: { email: 'ops@tpp.example' } })),
  getTppContactInformation: okAt(200, () => client.operations.getTppContactInformation({ path: { tppId: TPP_ID } })),
  listSandboxCustomers: okAt(200, () => client.listSandboxCustomers({ withAccounts: true, withAgreements: true })),
  createSandboxCustomer: okAt(201, async () => {
    const created = await client.operations.createSandboxCustomer({ body: { customerNumber: '01085800481', name: 'Ny Kunde', type: 'private' } });
    fixtures.customerId = ok(created).customerId;
    return created;
  }),
  getSandboxCustomer: okAt(200, () => client.operations.getSandboxCustomer({ path: { customerId: fixtures.customerId } })),
  createSandboxAccount: okAt(201, async () => {
    const created = await client.operations.createSandboxAccount({ body: { customerNumber: '01085800481', bban: '95360573010', currency: 'NOK', accountName: 'Ekstrakonto' } as never });
    fixtures.mockAccountId = ok(created).id;
    return created;
  }),
  getSandboxAccount: okAt(200, () => client.operations.getSandboxAccount(mockAccount())),
  updateSandboxAccountBalances: okAt(200, () => client.operations.updateSandboxAccountBalances({ ...mockAccount(), body: EXPECTED_BALANCE })),
  createSandboxAccountTransactions: okAt(201, async () => {
    const created = await client.operations.createSandboxAccountTransactions({ ...mockAccount(), body: [{ amount: '-100.00', currency: 'NOK', valueDate: '2026-01-08', bookingDate: '2026-01-08', creditorName: 'Creditor' }] as never });
    fixtures.mockTransactionId = ok(created)[0]!.transactionId!;
    return created;
  }),
  listSandboxAccountTransactions: okAt(200, () => client.operations.listSandboxAccountTransactions({ ...mockAccount(), query: { limit: 10 } })),
  getSandboxAccountTransaction: okAt(200, () => client.operations.getSandboxAccountTransaction({ path: { mockAccountId: fixtures.mockAccountId, mockTransactionId: fixtures.mockTransactionId } })),
  createSandboxCardAccount: okAt(201, async () => {
    const created = await client.operations.createSandboxCardAccount({ body: { customerNumber: '01085800481', maskedPan: '1234xxxxxxxx4321', currency: 'NOK' } as never });
    fixtures.mockCardAccountId = ok(created).resourceId;
    return created;
  }),
  getSandboxCardAccount: okAt(200, () => client.operations.getSandboxCardAccount(mockCard())),
  updateSandboxCardAccountBalances: okAt(200, () => client.operations.updateSandboxCardAccountBalances({ ...mockCard(), body: EXPECTED_BALANCE })),
  createSandboxCardAccountTransactions: okAt(201, () => client.operations.createSandboxCardAccountTransactions({ ...mockCard(), body: [{ transactionDate: '2026-01-07', transactionAmount: { currency: 'NOK', amount: 50 } }] as never })),
  listSandboxCardAccountTransactions: okAt(200, () => client.listSandboxCardTransactions(fixtures.mockCardAccountId, { bookingStatus: 'both' })),
  listSandboxAgreements: okAt(200, () => client.operations.listSandboxAgreements()),
  createSandboxAgreement: okAt(201, async () => {
    const created = await client.operations.createSandboxAgreement({ body: { owner: '18129215603', name: 'Testfirma 2 drift' } as never });
    fixtures.agreementId = ok(created).id!;
    return created;
  }),
  addSandboxAgreementEngagement: okAt(201, () => client.operations.addSandboxAgreementEngagement({ path: { mockAgreementId: fixtures.agreementId }, body: { customer: '12085592767', account: { iban: 'NO4615030012345' }, roles: ['VIEW'] } as never })),
  getSandboxAgreement: okAt(200, () => client.operations.getSandboxAgreement({ path: { mockAgreementId: fixtures.agreementId } })),
  fillSandbox: okAt(201, () => client.operations.fillSandbox({ body: { accountIds: [fixtures.mockAccountId], months: 1, transactionsPerMonth: 2, seed: 7 } })),
  runSandboxBatch: okAt(201, () => client.operations.runSandboxBatch()),
  changeSandboxPaymentStatus: okAt(200, async () => client.operations.changeSandboxPaymentStatus({ path: { paymentId: (await createPayment('payments')).paymentId }, body: { transactionStatus: 'RJCT' } })),
  explainSandboxSignature: okAt(200, () => client.explainSignature({ probe: true })),
  deleteSandboxCustomer: okAt(204, () => client.operations.deleteSandboxCustomer({ path: { customerId: fixtures.customerId } })),
  initializeSandbox: okAt(200, () => client.initializeSandbox()),
} satisfies Record<OperationId, Case>;

describe('the SDK against the reference server, every operation', () => {
  it('has a case for every operation of the spec', () => {
    expect(Object.keys(cases).sort()).toEqual(listOperations().map((op) => op.operationId).sort());
  });

  it.each(Object.entries(cases) as [OperationId, Case][])('%s', async (operationId, { want, run }) => {
    const before = exchanges.length;
    const result = await run();
    expect([result.kind, result.status], JSON.stringify(result.body)).toEqual(want);
    expect(exchanges.length).toBeGreaterThan(before);
    const own = exchanges[exchanges.length - 1]!;
    const required = getOperation(operationId).requiredResponseHeaders[String(result.status)];
    expect(required, `the spec declares ${result.status} for ${operationId}`).toBeDefined();
    expect((required ?? []).filter((name) => own.headers.get(name) === null), 'required response headers missing').toEqual([]);
    expect(own.headers.get('x-request-id')).toBe(own.requestId);
    if (result.kind === 'sca-needed') expect(result.scaRedirect).toMatch(/^https?:\/\//);
    if (result.status !== 204) expect(validateResponseBody(operationId, result.status, result.body)).toBeUndefined();
    else expect(result.body).toBeUndefined();
  });
});

describe('the client against the bank: a GET whose first answer was lost', () => {
  // Regression (review, 2026-11-25): the client resent a GET with the X-Request-ID the bank had already served,
  // and the bank refused the retry as a replay (400 at X-Request-ID) instead of answering it.
  it('is retried as a new request and answered, not refused as a replay', async () => {
    const { qseal } = await createTestCertificates({ organizationIdentifier: TPP_ID, roles: ['PSP_AI', 'PSP_PI', 'PSP_IC'], clock: server.clock });
    let attempts = 0;
    const losingFirstAnswer: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      attempts += 1;
      if (attempts === 1) {
        await response.text();
        throw new TypeError('fetch failed', { cause: new Error('socket hang up') });
      }
      return response;
    };
    const retrying = createClient({ baseUrl: server.url, certificate: qseal.certificatePem, privateKey: qseal.privateKeyPem, clock: server.clock, fetch: losingFirstAnswer, retries: 1, retryDelayMs: 1 });
    const result = await retrying.operations.listSandboxCustomers();
    expect(attempts).toBe(2);
    expect(result).toMatchObject({ kind: 'ok', status: 200 });
  });
});
