/**
 * Request and result types of every operation, derived from the generated OpenAPI types, so one generic `call`
 * serves all operations of @xs2a-kit/schema's operation table with full typing.
 */
import type { components, OperationId, operations } from '@xs2a-kit/schema';
import type { TppMessage } from './xs2a-error.js';

type Parameters_<I extends OperationId> = operations[I]['parameters'];
type Responses<I extends OperationId> = operations[I]['responses'];
type SuccessStatus = 200 | 201 | 202 | 204;
type ContentOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * Path parameters of an operation, keyed as the spec names them (`payment-product`, `paymentId`); `never` when
 * it has none.
 *
 * @example
 * ```ts
 * const path: PathParamsOf<'getPaymentStatus'> = { 'payment-product': 'sepa-credit-transfers', paymentId: id };
 * ```
 * @see operations in @xs2a-kit/schema (path parameters)
 */
export type PathParamsOf<I extends OperationId> = Parameters_<I> extends { path: infer P } ? P : never;

/**
 * Query parameters of an operation; `never` when it has none.
 *
 * @example
 * ```ts
 * const query: QueryParamsOf<'listSandboxCustomers'> = { withAccounts: true };
 * ```
 * @see operations in @xs2a-kit/schema (query parameters)
 */
export type QueryParamsOf<I extends OperationId> = [NonNullable<Parameters_<I>['query']>] extends [never]
  ? never
  : NonNullable<Parameters_<I>['query']>;

/**
 * The JSON request body of an operation; `never` when it takes none.
 *
 * @example
 * ```ts
 * const body: RequestBodyOf<'createSigningBasket'> = { paymentIds: [a, b] };
 * ```
 * @see operations in @xs2a-kit/schema (requestBody)
 */
export type RequestBodyOf<I extends OperationId> =
  NonNullable<operations[I]['requestBody']> extends { content: { 'application/json': infer B } } ? B : never;

/**
 * The body of a success answer (the union over the operation's 2xx statuses; `undefined` for 204).
 *
 * @example
 * ```ts
 * const status: SuccessBodyOf<'getPaymentStatus'> = { transactionStatus: 'ACTC' };
 * ```
 * @see operations in @xs2a-kit/schema (responses)
 */
export type SuccessBodyOf<I extends OperationId> = {
  [S in Extract<keyof Responses<I>, SuccessStatus>]: ContentOf<Responses<I>[S]>;
}[Extract<keyof Responses<I>, SuccessStatus>];

type PathPart<I extends OperationId> = [PathParamsOf<I>] extends [never] ? { path?: undefined } : { path: PathParamsOf<I> };
type QueryPart<I extends OperationId> = [QueryParamsOf<I>] extends [never]
  ? { query?: undefined }
  : {} extends QueryParamsOf<I>
    ? { query?: QueryParamsOf<I> }
    : { query: QueryParamsOf<I> };
type BodyPart<I extends OperationId> = [RequestBodyOf<I>] extends [never]
  ? { body?: undefined }
  : undefined extends operations[I]['requestBody']
    ? { body?: RequestBodyOf<I> }
    : { body: RequestBodyOf<I> };

/**
 * Extras of one call: more headers (added after the client's own, so they win; use it for PSU-User-Agent and
 * the like), and an AbortSignal of the caller.
 *
 * @example
 * ```ts
 * const extras: CallExtras = { headers: { 'PSU-User-Agent': 'Mozilla/5.0' } };
 * ```
 */
export interface CallExtras {
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

/**
 * Everything a call of operation `I` takes: `path`, `query` and `body` exactly as the spec types them (required
 * where the spec requires them), plus {@link CallExtras}.
 *
 * @example
 * ```ts
 * const input: OperationInput<'listSandboxCardAccountTransactions'> = {
 *   path: { mockCardAccountId: id }, query: { bookingStatus: 'booked' },
 * };
 * ```
 * @see operations in @xs2a-kit/schema
 */
export type OperationInput<I extends OperationId> = Simplify<PathPart<I> & QueryPart<I> & BodyPart<I> & CallExtras>;

/**
 * The arguments after the operation id: the input is optional when nothing in it is required.
 *
 * @example
 * ```ts
 * const args: OperationArgs<'initializeSandbox'> = [];
 * ```
 * @see {@link OperationInput}
 */
export type OperationArgs<I extends OperationId> = {} extends OperationInput<I> ? [input?: OperationInput<I>] : [input: OperationInput<I>];

/**
 * A success answer without an SCA redirect.
 *
 * @example
 * ```ts
 * if (result.kind === 'ok') console.log(result.body.transactionStatus);
 * ```
 * @see operations in @xs2a-kit/schema (responses)
 */
export interface OkResult<I extends OperationId> {
  readonly kind: 'ok';
  readonly status: number;
  readonly body: SuccessBodyOf<I>;
  /** WARNING messages of the answer, if any. */
  readonly tppMessages: readonly TppMessage[];
  readonly requestId: string;
}

/**
 * An answer carrying `_links.scaRedirect`: the PSU must authenticate at `scaRedirect` before the operation takes
 * effect (a 201 payment creation) or can be repeated (a 401 account read).
 *
 * @example
 * ```ts
 * if (result.kind === 'sca-needed') redirectBrowserTo(result.scaRedirect);
 * ```
 */
export interface ScaNeededResult<I extends OperationId> {
  readonly kind: 'sca-needed';
  readonly status: number;
  /** The address of the bank's SCA site for the PSU's browser. */
  readonly scaRedirect: string;
  /** The authorisation resource id, read from the scaStatus or scaRedirect link when the bank shows it. */
  readonly authorisationId: string | undefined;
  /** The created resource (payment id, basket id, links) when the status is 2xx; undefined on a 401. */
  readonly resource: SuccessBodyOf<I> | undefined;
  /** The whole answer body. */
  readonly body: SuccessBodyOf<I> | components['schemas']['ErrorResponseWithScaRedirect'];
  readonly tppMessages: readonly TppMessage[];
  readonly requestId: string;
}

/**
 * The typed outcome of a call; HTTP errors without an SCA redirect are thrown as {@link Xs2aError}.
 *
 * @example
 * ```ts
 * const result = await client.call('getPaymentStatus', { path });
 * if (result.kind === 'sca-needed') console.log('send the PSU to', result.scaRedirect);
 * else console.log(result.status, result.body);
 * ```
 * @see {@link OkResult}, {@link ScaNeededResult}
 */
export type CallResult<I extends OperationId> = OkResult<I> | ScaNeededResult<I>;
