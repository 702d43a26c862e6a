/**
 * The client: one signed, typed call per operation of the operation table, plus the PSU facts it learns.
 */
import { randomUUID } from 'node:crypto';
import { getOperation, isOperationId, OPERATIONS, type OperationId } from '@xs2a-kit/schema';
import { createCertificateCache } from '@xs2a-kit/signature';
import { buildRequestUrl } from './build-request-url.js';
import { ClientError } from './client-error.js';
import type { ClientOptions, PsuState } from './client-options.js';
import { createJourneyMethods, type JourneyMethods } from './journey-methods.js';
import type { CallResult, OperationArgs, OperationInput } from './operation-io.js';
import { parseRedirectCallback, type RedirectCallback } from './parse-redirect-callback.js';
import { readResponse } from './read-response.js';
import { selectHeaders } from './select-headers.js';
import { checkResponseSignature } from './check-response-signature.js';
import { sendWithRetry } from './send-with-retry.js';
import { signHttpRequest, type SignedHttpRequest } from './sign-http-request.js';

/**
 * One method per operation of the API, named by its operationId and generated from the operation table.
 *
 * @example
 * ```ts
 * const result = await client.operations.getSigningBasketStatus({ path: { basketId } });
 * ```
 * @see OPERATIONS in @xs2a-kit/schema
 */
export type OperationMethods = {
  readonly [I in OperationId]: (...args: OperationArgs<I>) => Promise<CallResult<I>>;
};

/**
 * A TPP client of one bank. `call` and `operations` reach every operation; the journey methods
 * ({@link JourneyMethods}) name the common ones.
 *
 * @example
 * ```ts
 * const client = createClient({ baseUrl, certificate, privateKey, tppRedirectUri });
 * const customers = await client.listSandboxCustomers({ withAccounts: true });
 * ```
 * @see Berlin Group NextGenPSD2 1.3
 */
export interface Xs2aClient extends JourneyMethods {
  /** Signs and sends a call of any operation; throws `Xs2aError` for an HTTP error without scaRedirect. */
  call<I extends OperationId>(operationId: I, ...args: OperationArgs<I>): Promise<CallResult<I>>;
  /** The signed request a call would send (one signature; `call` signs again for each retry). */
  prepare<I extends OperationId>(operationId: I, ...args: OperationArgs<I>): SignedHttpRequest;
  readonly operations: OperationMethods;
  /** TPP-Session-ID sent on calls that may need SCA. */
  readonly tppSessionId: string;
  /** Merges PSU facts; an explicit `undefined` forgets one (PSU-IP-Address once the PSU has left, say). */
  setPsu(psu: PsuState): void;
  getPsu(): PsuState;
  /**
   * Parses the SCA redirect callback; on success remembers psu-id, psu-corporate-id and context. A success
   * for another TPP-Session-ID than this client's throws `CALLBACK_INVALID` and changes nothing: it belongs
   * to another session (or was forged), and adopting its psu-id would act for the wrong PSU.
   */
  applyCallback(url: string | URL): RedirectCallback;
}

/**
 * Creates a client. Every request is signed (Digest over the exact bytes sent, Date, X-Request-ID, Signature,
 * TPP-Signature-Certificate); TPP-Redirect-URI and TPP-Session-ID go on every operation that may need SCA; PSU
 * headers and x-accept-fix where the operation declares them. GETs are retried on network errors, timeouts and
 * 5xx; nothing else is ever retried.
 *
 * @example
 * ```ts
 * const client = createClient({ baseUrl: 'http://localhost:8080', certificate: qseal.certificatePem, privateKey: qseal.privateKeyPem,
 *   tppRedirectUri: 'https://tpp.example/callback', psuIpAddress: '192.0.2.10' });
 * const created = await client.createPeriodicPayment('norwegian-domestic-credit-transfers', body);
 * if (created.kind === 'sca-needed') console.log(created.scaRedirect);
 * ```
 * @see Berlin Group NextGenPSD2 1.3 section 4
 */
export function createClient(options: ClientOptions): Xs2aClient {
  const baseUrl = checkBaseUrl(options.baseUrl);
  if (!options.certificate || !options.privateKey) throw new ClientError('CONFIG_INVALID', 'certificate and privateKey are required');
  const tppSessionId = options.tppSessionId ?? randomUUID();
  const acceptFix = options.acceptFix ?? ['amount-as-string'];
  let psu: PsuState = {
    psuId: options.psuId,
    psuCorporateId: options.psuCorporateId,
    psuContext: options.psuContext,
    psuIpAddress: options.psuIpAddress,
    psuIdentity: options.psuIdentity,
  };
  const send = {
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 30_000,
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs ?? 250,
    random: options.random ?? Math.random,
    clock: options.clock,
  };

  const sign = (operationId: OperationId, input: OperationInput<OperationId> | undefined, requestId?: string): SignedHttpRequest => {
    const operation = findOperation(operationId);
    const body = input?.body === undefined ? undefined : new Uint8Array(Buffer.from(JSON.stringify(input.body), 'utf8'));
    if (operation.bodyRequired && body === undefined) throw new ClientError('INPUT_INVALID', `${operationId} needs a request body`);
    if (!operation.hasBody && body !== undefined) throw new ClientError('INPUT_INVALID', `${operationId} takes no request body`);
    const url = buildRequestUrl(baseUrl, operation, input?.path as Record<string, unknown> | undefined, input?.query as Record<string, unknown> | undefined);
    const headers = selectHeaders(operation, { tppRedirectUri: options.tppRedirectUri, tppSessionId, acceptFix, psu }, body !== undefined, input?.headers);
    return signHttpRequest({ method: operation.method, url, headers, body, certificate: options.certificate, privateKey: options.privateKey, clock: options.clock, requestId, signRequestTarget: options.signRequestTarget });
  };

  // The bank signs with one seal: its certificate is parsed once, not on every answer.
  const responseCertificates = createCertificateCache({ maxEntries: 4 });
  const call = async (operationId: OperationId, input?: OperationInput<OperationId>): Promise<CallResult<OperationId>> => {
    // The body is serialised once, here; each attempt signs and sends these same bytes.
    const first = sign(operationId, input);
    // A GET is resent as a new request, with an X-Request-ID of its own: after a timeout or a lost answer the bank
    // may have served the first one and holds its id as used, so the same id would be refused as a replay. Any
    // other request is resent only after a 503 that wrote nothing, with the same id.
    const keepId = findOperation(operationId).method === 'GET' ? undefined : first.requestId;
    let attempt = 0;
    const sent = await sendWithRetry(() => (attempt++ === 0 ? first : sign(operationId, input, keepId)), { ...send, signal: input?.signal });
    if (options.verifyResponses) await checkResponseSignature(sent, options.verifyResponses, { clock: options.clock ?? (() => new Date()), cache: responseCertificates });
    return readResponse(operationId, sent.status, sent.text, sent.request.requestId, sent.headers.get('warning'));
  };

  const operations = Object.fromEntries(
    OPERATIONS.map((op) => [op.operationId, (input?: OperationInput<OperationId>) => call(op.operationId, input)]),
  ) as unknown as OperationMethods;

  const client: Xs2aClient = {
    call: call as Xs2aClient['call'],
    prepare: ((operationId: OperationId, input?: OperationInput<OperationId>) => sign(operationId, input)) as Xs2aClient['prepare'],
    operations,
    tppSessionId,
    setPsu(next) {
      psu = { ...psu, ...next };
    },
    getPsu: () => ({ ...psu }),
    applyCallback(url) {
      const callback = parseRedirectCallback(url);
      if (callback.kind === 'success') {
        if (callback.tppSessionId !== tppSessionId) {
          throw new ClientError(
            'CALLBACK_INVALID',
            `the callback is for TPP-Session-ID ${callback.tppSessionId.slice(0, 100)}, not this client's ${tppSessionId}: it was not kept. Handle it with a client created with tppSessionId set to the session that started the SCA (client.tppSessionId there)`,
          );
        }
        psu = { ...psu, psuId: callback.psuId, psuCorporateId: callback.psuCorporateId, psuContext: callback.context };
      }
      return callback;
    },
    ...createJourneyMethods(call as Xs2aClient['call']),
  };
  return client;
}

function checkBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch (error) {
    throw new ClientError('CONFIG_INVALID', `baseUrl is not an absolute URL: ${JSON.stringify(baseUrl)}`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ClientError('CONFIG_INVALID', `baseUrl must be http(s): ${baseUrl}`);
  if (url.search || url.hash) throw new ClientError('CONFIG_INVALID', `baseUrl must not carry a query or fragment: ${baseUrl}`);
  return url.toString();
}

/**
 * The operation's descriptor. Typed callers cannot name an unknown operation; plain JavaScript can, and gets the
 * client's own error (`INPUT_INVALID`), as the README says of local problems, not the schema package's.
 */
function findOperation(operationId: OperationId): ReturnType<typeof getOperation> {
  if (!isOperationId(operationId)) {
    throw new ClientError('INPUT_INVALID', `${JSON.stringify(String(operationId)).slice(0, 80)} is not an operation of the API (see OPERATIONS in @xs2a-kit/schema)`);
  }
  return getOperation(operationId);
}
