/**
 * Local failures of the client: problems found before a request leaves the machine, or a request that never got
 * an HTTP answer. An HTTP answer with an error status is an {@link Xs2aError} instead.
 */

/**
 * The closed set of local failure codes.
 *
 * - `CONFIG_INVALID`: createClient options or CLI configuration unusable (no base URL, key not of the certificate,
 *   no TPP-Redirect-URI for an operation that may need SCA).
 * - `INPUT_INVALID`: a call's arguments do not fit the operation (missing path parameter or body).
 * - `USAGE_INVALID`: the command line was not understood (the CLI exits with 2).
 * - `NETWORK_FAILED`: no HTTP answer (connection refused, reset, DNS), after any retries.
 * - `TIMEOUT`: no answer within `timeoutMs`, after any retries.
 * - `RESPONSE_INVALID`: a success answer whose body is not the JSON the operation promises.
 * - `CALLBACK_INVALID`: a redirect callback URL that is neither a success nor a failure redirect.
 * - `RESPONSE_SIGNATURE_INVALID`: with `verifyResponses`, an answer whose signature does not verify (its body or
 *   headers changed on the way, another signer, another request's X-Request-ID), or, with `required`, an answer
 *   carrying none.
 *
 * @example
 * ```ts
 * if (error instanceof ClientError && error.code === 'TIMEOUT') retryLater();
 * ```
 */
export type ClientErrorCode =
  | 'CONFIG_INVALID'
  | 'INPUT_INVALID'
  | 'USAGE_INVALID'
  | 'NETWORK_FAILED'
  | 'TIMEOUT'
  | 'RESPONSE_INVALID'
  | 'CALLBACK_INVALID'
  | 'RESPONSE_SIGNATURE_INVALID';

/**
 * A local failure with a stable `code`; branch on the code, never on the message.
 *
 * @example
 * ```ts
 * try {
 *   parseRedirectCallback('https://tpp.example/cb');
 * } catch (error) {
 *   if (error instanceof ClientError) console.error(error.code); // CALLBACK_INVALID
 * }
 * ```
 */
export class ClientError extends Error {
  override readonly name = 'ClientError';
  readonly code: ClientErrorCode;
  /**
   * The X-Request-ID of the request that got no answer (`TIMEOUT`, `NETWORK_FAILED`): the bank may hold it, and
   * its support asks for it. Undefined for failures before a request was made.
   */
  readonly requestId: string | undefined;

  constructor(code: ClientErrorCode, message: string, options?: { cause?: unknown; requestId?: string }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.requestId = options?.requestId;
  }
}
