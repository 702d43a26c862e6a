/**
 * @xs2a-kit/client: the reference TPP client of xs2a-kit banks. A typed SDK that signs every request (Berlin
 * Group HTTP signatures with eIDAS test or real certificates), returns typed results with SCA redirects as
 * values, parses the SCA redirect callback, and backs the `xs2a` command line.
 */
export { createClient } from './create-client.js';
export type { OperationMethods, Xs2aClient } from './create-client.js';
export type { JourneyMethods, ScaDecision } from './journey-methods.js';
export type { ClientOptions, PsuContext, PsuState } from './client-options.js';
export type {
  CallExtras,
  CallResult,
  OkResult,
  OperationArgs,
  OperationInput,
  PathParamsOf,
  QueryParamsOf,
  RequestBodyOf,
  ScaNeededResult,
  SuccessBodyOf,
} from './operation-io.js';
export type { InitiationOperationId, PaymentBody, PaymentOperationId, PaymentService } from './payment-operations.js';
export { parseRedirectCallback } from './parse-redirect-callback.js';
export type { RedirectCallback, RedirectFailure, RedirectSuccess } from './parse-redirect-callback.js';
export { signHttpRequest } from './sign-http-request.js';
export type { SignedHttpRequest, SignHttpRequestInput } from './sign-http-request.js';
export { formatCurlCommand } from './format-curl-command.js';
export { ClientError } from './client-error.js';
export type { ClientErrorCode } from './client-error.js';
export { Xs2aError } from './xs2a-error.js';
export type { TppMessage, Xs2aErrorDetails } from './xs2a-error.js';
