/**
 * The SDK's SCA and error handling against a real reference server: "SCA needed" results (a 201 payment and a
 * 401 account read), the redirect callback parsed from the URL the sandbox's headless approval really returns,
 * the PSU facts it gives the client, and typed `Xs2aError`s for what the server refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, parseRedirectCallback, Xs2aError, type ClientOptions, type Xs2aClient } from '@xs2a-kit/client';
import { validateResponseBody } from '@xs2a-kit/schema';
import { createTestCertificates, type TestCertificate } from '@xs2a-kit/signature';
import { startTestServer, type TestServer } from './support/test-server.js';

const PSU = '13039319955';
const PRODUCT = 'norwegian-domestic-credit-transfers';
const REDIRECT = 'https://tpp.example/callback?state=sca-test';

let server: TestServer;
let qseal: TestCertificate;

beforeAll(async () => {
  server = await startTestServer();
  ({ qseal } = await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-135792468', roles: ['PSP_AI', 'PSP_PI'], clock: server.clock }));
});
afterAll(() => server?.close());

function newClient(options: Partial<ClientOptions> = {}): Xs2aClient {
  return createClient({
    baseUrl: server.url,
    certificate: qseal.certificatePem,
    privateKey: qseal.privateKeyPem,
    tppRedirectUri: REDIRECT,
    psuIpAddress: '192.0.2.10',
    clock: server.clock,
    ...options,
  });
}

const payment = (amount: string) => ({
  instructedAmount: { amount, currency: 'NOK' as const },
  creditorName: 'Grocer AS',
  creditorAccount: { bban: '36240064418', currency: 'NOK' as const },
  debtorAccount: { bban: '09232911007', currency: 'NOK' as const },
  remittanceInformationUnstructured: `Faktura ${amount}`,
});

describe('SCA needed', () => {
  it('comes back from a payment creation (201) with the scaRedirect, the authorisation id and the created resource', async () => {
    const created = await newClient({ psuIdentity: PSU, psuContext: 'PRIVATE' }).createPayment('payments', PRODUCT, payment('11.00'));
    expect(created).toMatchObject({ kind: 'sca-needed', status: 201 });
    if (created.kind !== 'sca-needed') return;
    expect(created.scaRedirect).toMatch(new RegExp(`^${server.url}/sca/`));
    expect(created.scaRedirect).toContain(encodeURIComponent(created.authorisationId ?? 'none'));
    expect(created.resource).toMatchObject({ paymentId: expect.any(String), transactionStatus: 'RCVD' });
    expect(validateResponseBody('initiateNorwegianDomesticCreditTransfer', 201, created.body)).toBeUndefined();
  });

  it('comes back from an account read without consent (401) with the error body and no resource', async () => {
    const read = await newClient().operations.listAccounts();
    expect(read).toMatchObject({ kind: 'sca-needed', status: 401, resource: undefined, authorisationId: expect.any(String) });
    expect(validateResponseBody('listAccounts', 401, read.body)).toBeUndefined();
  });
});

describe('the redirect callback of the headless approval', () => {
  it('parses the real redirect URL, and with it a consented account read succeeds', async () => {
    const client = newClient();
    const first = await client.operations.listAccounts();
    if (first.kind !== 'sca-needed' || !first.authorisationId) throw new Error('expected SCA needed');
    const decided = await client.approveAuthorisation(first.authorisationId, { customerNumber: PSU, context: 'PRIVATE' });
    if (decided.kind !== 'ok') throw new Error('the approval itself needs no SCA');
    const redirectUrl = decided.body.redirectUrl;

    const callback = parseRedirectCallback(redirectUrl);
    expect(callback).toEqual({
      kind: 'success',
      psuId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      tppSessionId: client.tppSessionId,
      context: 'PRIVATE',
      tppParameters: { state: 'sca-test' },
    });

    expect(client.applyCallback(redirectUrl)).toEqual(callback);
    expect(client.getPsu()).toMatchObject({ psuId: callback.kind === 'success' ? callback.psuId : '', psuContext: 'PRIVATE' });
    const read = await client.operations.listAccounts();
    expect(read.kind).toBe('ok');
    if (read.kind !== 'ok') return;
    expect(validateResponseBody('listAccounts', 200, read.body)).toBeUndefined();
    expect(read.body.accounts.length).toBeGreaterThan(0);
  });

  it('parses a rejection into a typed failure (system, status, code, message)', async () => {
    const client = newClient({ psuIdentity: PSU, psuContext: 'PRIVATE' });
    const created = await client.createPayment('payments', PRODUCT, payment('12.00'));
    if (created.kind !== 'sca-needed' || !created.authorisationId) throw new Error('expected SCA needed');
    const decided = await client.approveAuthorisation(created.authorisationId, { customerNumber: PSU, decision: 'reject' });
    if (decided.kind !== 'ok') throw new Error('the decision itself needs no SCA');
    const callback = client.applyCallback(decided.body.redirectUrl);
    expect(callback).toMatchObject({ kind: 'failure', system: expect.any(String), status: expect.any(Number), code: expect.any(String), tppParameters: { state: 'sca-test' } });
    expect(client.getPsu().psuId).toBeUndefined();
    const status = await client.getPaymentStatus('payments', PRODUCT, created.resource!.paymentId);
    expect(status.kind === 'ok' && status.body.transactionStatus).toBe('RJCT');
  });
});

describe('typed errors', () => {
  async function caught(promise: Promise<unknown>): Promise<Xs2aError> {
    const error = await promise.then(() => undefined, (thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Xs2aError);
    return error as Xs2aError;
  }

  it('a bad body is an Xs2aError 400 with the tppMessages naming the field', async () => {
    const client = newClient({ psuIdentity: PSU, psuContext: 'PRIVATE' });
    const error = await caught(client.createPayment('payments', PRODUCT, { ...payment('13.00'), instructedAmount: { amount: '1.001', currency: 'NOK' } }));
    expect(error).toMatchObject({ status: 400, code: 'FORMAT_ERROR', operationId: 'initiateNorwegianDomesticCreditTransfer', requestId: expect.any(String) });
    expect(error.tppMessages[0]).toMatchObject({ category: 'ERROR', code: 'FORMAT_ERROR', path: expect.stringContaining('amount') });
    expect(validateResponseBody('initiateNorwegianDomesticCreditTransfer', 400, error.body)).toBeUndefined();
  });

  it('an unknown payment id is an Xs2aError 404 RESOURCE_UNKNOWN', async () => {
    const error = await caught(newClient().getPaymentStatus('payments', PRODUCT, 'a1b2c3d4-0000-4000-8000-000000000000'));
    expect(error).toMatchObject({ status: 404, code: 'RESOURCE_UNKNOWN', operationId: 'getPaymentStatus' });
    expect(error.message).toContain('HTTP 404');
    expect(validateResponseBody('getPaymentStatus', 404, error.body)).toBeUndefined();
  });

  it('a periodic payment in a basket is an Xs2aError 400 REFERENCE_MIX_INVALID', async () => {
    const client = newClient({ psuIdentity: PSU, psuContext: 'PRIVATE' });
    const periodic = await client.createPeriodicPayment(PRODUCT, { ...payment('14.00'), startDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10), frequency: 'Monthly' as const });
    const paymentId = periodic.kind === 'sca-needed' ? periodic.resource!.paymentId : '';
    const error = await caught(client.createSigningBasket([paymentId]));
    expect(error).toMatchObject({ status: 400, code: 'REFERENCE_MIX_INVALID' });
  });
});
