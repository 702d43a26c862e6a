/**
 * Named methods for the common TPP journey (sandbox set-up, payments, signing baskets, account information,
 * headless SCA, signature debugging), each a thin typed wrapper over one operation of the table.
 */
import type { OperationId, PaymentProductValue } from '@xs2a-kit/schema';
import type { CallExtras, CallResult, OperationArgs, QueryParamsOf, RequestBodyOf } from './operation-io.js';
import {
  findInitiationOperation,
  findPaymentOperation,
  type InitiationOperationId,
  type PaymentOperationId,
  type PaymentService,
} from './payment-operations.js';

type Call = <I extends OperationId>(operationId: I, ...args: OperationArgs<I>) => Promise<CallResult<I>>;
type Untyped = (operationId: OperationId, input?: object) => Promise<CallResult<never>>;

/**
 * A headless SCA decision: the sandbox customer (customerNumber or mocked national identity number) and what
 * they do (default approve), in PRIVATE (default) or CORPORATE context.
 *
 * @example
 * ```ts
 * const decision: ScaDecision = { customerNumber: '13039319955' };
 * ```
 * @see operation decideSandboxAuthorisation in @xs2a-kit/schema
 */
export type ScaDecision = Omit<RequestBodyOf<'decideSandboxAuthorisation'>, 'decision'> & {
  readonly decision?: RequestBodyOf<'decideSandboxAuthorisation'>['decision'];
};

/**
 * The named journey methods of {@link Xs2aClient}.
 *
 * @example
 * ```ts
 * const basket = await client.createSigningBasket([firstPaymentId, secondPaymentId]);
 * ```
 */
export interface JourneyMethods {
  /** POST /v1/sandbox/initialize: back to the starting state. */
  initializeSandbox(extras?: CallExtras): Promise<CallResult<'initializeSandbox'>>;
  listSandboxCustomers(query?: QueryParamsOf<'listSandboxCustomers'>, extras?: CallExtras): Promise<CallResult<'listSandboxCustomers'>>;
  listSandboxCardTransactions(
    cardAccountId: string,
    query: QueryParamsOf<'listSandboxCardAccountTransactions'>,
    extras?: CallExtras,
  ): Promise<CallResult<'listSandboxCardAccountTransactions'>>;
  /** POST /v1/{service}/{product}; the body is checked against the product's schema. */
  createPayment<S extends PaymentService, P extends PaymentProductValue>(
    service: S,
    product: P,
    body: RequestBodyOf<InitiationOperationId<S, P>>,
    extras?: CallExtras & { readonly query?: QueryParamsOf<InitiationOperationId<S, P>> },
  ): Promise<CallResult<InitiationOperationId<S, P>>>;
  createPeriodicPayment<P extends PaymentProductValue>(
    product: P,
    body: RequestBodyOf<InitiationOperationId<'periodic-payments', P>>,
    extras?: CallExtras,
  ): Promise<CallResult<InitiationOperationId<'periodic-payments', P>>>;
  getPayment<S extends PaymentService>(service: S, product: PaymentProductValue, paymentId: string, extras?: CallExtras): Promise<CallResult<PaymentOperationId<S, 'GET', ''>>>;
  getPaymentStatus<S extends PaymentService>(service: S, product: PaymentProductValue, paymentId: string, extras?: CallExtras): Promise<CallResult<PaymentOperationId<S, 'GET', '/status'>>>;
  cancelPayment<S extends PaymentService>(service: S, product: PaymentProductValue, paymentId: string, extras?: CallExtras): Promise<CallResult<PaymentOperationId<S, 'DELETE', ''>>>;
  startPaymentAuthorisation<S extends PaymentService>(
    service: S,
    product: PaymentProductValue,
    paymentId: string,
    extras?: CallExtras,
  ): Promise<CallResult<PaymentOperationId<S, 'POST', '/authorisations'>>>;
  /**
   * POST /v1/{service}/{product}/{paymentId}/cancellation-authorisations: another SCA for cancelling an
   * authorised payment (the DELETE's 202 started the first one).
   */
  startPaymentCancellationAuthorisation<S extends PaymentService>(
    service: S,
    product: PaymentProductValue,
    paymentId: string,
    extras?: CallExtras,
  ): Promise<CallResult<PaymentOperationId<S, 'POST', '/cancellation-authorisations'>>>;
  createSigningBasket(paymentIds: readonly string[], extras?: CallExtras): Promise<CallResult<'createSigningBasket'>>;
  getSigningBasketStatus(basketId: string, extras?: CallExtras): Promise<CallResult<'getSigningBasketStatus'>>;
  startSigningBasketAuthorisation(basketId: string, extras?: CallExtras): Promise<CallResult<'startSigningBasketAuthorisation'>>;
  /**
   * GET /v1/accounts: the accounts the PSU's consent reaches. Without a consent (or PSU-ID) the bank answers 401
   * with an `scaRedirect`: the result is then `sca-needed`, and the PSU's SCA grants the consent.
   */
  listAccounts(query?: QueryParamsOf<'listAccounts'>, extras?: CallExtras): Promise<CallResult<'listAccounts'>>;
  getAccountBalances(accountId: string, extras?: CallExtras): Promise<CallResult<'getAccountBalances'>>;
  /** GET /v1/accounts/{account-id}/transactions; `next` in the page links asks for the following page. */
  listAccountTransactions(
    accountId: string,
    query: QueryParamsOf<'listAccountTransactions'>,
    extras?: CallExtras,
  ): Promise<CallResult<'listAccountTransactions'>>;
  /** GET /v1/card-accounts: the card accounts the PSU's consent reaches (401 `sca-needed` without one). */
  listCardAccounts(extras?: CallExtras): Promise<CallResult<'listCardAccounts'>>;
  getCardAccountBalances(cardAccountId: string, extras?: CallExtras): Promise<CallResult<'getCardAccountBalances'>>;
  listCardAccountTransactions(
    cardAccountId: string,
    query: QueryParamsOf<'listCardAccountTransactions'>,
    extras?: CallExtras,
  ): Promise<CallResult<'listCardAccountTransactions'>>;
  /** The sandbox's headless SCA: completes the authorisation as a customer and returns the redirect URL. */
  approveAuthorisation(authorisationId: string, decision: ScaDecision, extras?: CallExtras): Promise<CallResult<'decideSandboxAuthorisation'>>;
  /** Sends a signed request to the sandbox's signature-explain operation and returns its report. */
  explainSignature(body?: unknown, extras?: CallExtras): Promise<CallResult<'explainSandboxSignature'>>;
}

/**
 * Builds the journey methods over a client's `call`.
 *
 * @example
 * ```ts
 * const methods = createJourneyMethods(call);
 * ```
 * @see {@link JourneyMethods}
 */
export function createJourneyMethods(call: Call): JourneyMethods {
  const untyped = call as unknown as Untyped;
  const onPayment = (service: PaymentService, method: string, suffix: readonly string[]) =>
    (product: string, paymentId: string, extras?: CallExtras) =>
      untyped(findPaymentOperation(service, method, suffix), { ...extras, path: { 'payment-product': product, paymentId } });
  return {
    initializeSandbox: (extras) => call('initializeSandbox', { ...extras }),
    listSandboxCustomers: (query, extras) => call('listSandboxCustomers', { ...extras, ...(query ? { query } : {}) }),
    listSandboxCardTransactions: (cardAccountId, query, extras) =>
      call('listSandboxCardAccountTransactions', { ...extras, path: { mockCardAccountId: cardAccountId }, query }),
    createPayment: (service, product, body, extras) => untyped(findInitiationOperation(service, product), { ...extras, body }),
    createPeriodicPayment: (product, body, extras) => untyped(findInitiationOperation('periodic-payments', product), { ...extras, body }),
    getPayment: (service, product, paymentId, extras) => onPayment(service, 'GET', [])(product, paymentId, extras),
    getPaymentStatus: (service, product, paymentId, extras) => onPayment(service, 'GET', ['status'])(product, paymentId, extras),
    cancelPayment: (service, product, paymentId, extras) => onPayment(service, 'DELETE', [])(product, paymentId, extras),
    startPaymentAuthorisation: (service, product, paymentId, extras) => onPayment(service, 'POST', ['authorisations'])(product, paymentId, extras),
    startPaymentCancellationAuthorisation: (service, product, paymentId, extras) =>
      onPayment(service, 'POST', ['cancellation-authorisations'])(product, paymentId, extras),
    createSigningBasket: (paymentIds, extras) => call('createSigningBasket', { ...extras, body: { paymentIds: [...paymentIds] } }),
    getSigningBasketStatus: (basketId, extras) => call('getSigningBasketStatus', { ...extras, path: { basketId } }),
    startSigningBasketAuthorisation: (basketId, extras) => call('startSigningBasketAuthorisation', { ...extras, path: { basketId } }),
    listAccounts: (query, extras) => call('listAccounts', { ...extras, ...(query ? { query } : {}) }),
    getAccountBalances: (accountId, extras) => call('getAccountBalances', { ...extras, path: { 'account-id': accountId } }),
    listAccountTransactions: (accountId, query, extras) => call('listAccountTransactions', { ...extras, path: { 'account-id': accountId }, query }),
    listCardAccounts: (extras) => call('listCardAccounts', { ...extras }),
    getCardAccountBalances: (cardAccountId, extras) => call('getCardAccountBalances', { ...extras, path: { 'account-id': cardAccountId } }),
    listCardAccountTransactions: (cardAccountId, query, extras) =>
      call('listCardAccountTransactions', { ...extras, path: { 'account-id': cardAccountId }, query }),
    approveAuthorisation: (authorisationId, decision, extras) =>
      call('decideSandboxAuthorisation', { ...extras, path: { authorisationId }, body: { ...decision, decision: decision.decision ?? 'approve' } }),
    explainSignature: (body, extras) => call('explainSandboxSignature', { ...extras, ...(body === undefined ? {} : { body: body as Record<string, never> }) }),
  } as JourneyMethods;
}
