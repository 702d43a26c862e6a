/**
 * Turning an answer into the typed result: `sca-needed` whenever the body links to scaRedirect (a 401
 * included), `ok` for other 2xx answers, and an {@link Xs2aError} for the rest.
 */
import { validateResponseBody, type OperationId } from '@xs2a-kit/schema';
import { ClientError } from './client-error.js';
import { findScaRedirect } from './find-sca-redirect.js';
import type { CallResult, SuccessBodyOf } from './operation-io.js';
import { Xs2aError, type TppMessage } from './xs2a-error.js';

/**
 * Classifies one answer of operation `operationId`; throws `Xs2aError` for an error status without scaRedirect.
 *
 * @example
 * ```ts
 * readResponse('getPaymentStatus', 200, '{"transactionStatus":"ACTC"}', requestId).kind; // 'ok'
 * ```
 * @see {@link findScaRedirect} (every answer is inspected for scaRedirect, error statuses included)
 * @param warning the answer's Warning header: its notices become WARNING messages when the body carries none
 */
export function readResponse<I extends OperationId>(operationId: I, status: number, text: string, requestId: string, warning?: string | null): CallResult<I> {
  const body = parseBody(operationId, status, text);
  const tppMessages = withHeaderNotices(readTppMessages(body), warning);
  const sca = findScaRedirect(body);
  const success = status >= 200 && status < 300;
  if (sca) {
    return {
      kind: 'sca-needed',
      status,
      scaRedirect: sca.scaRedirect,
      authorisationId: sca.authorisationId,
      resource: success ? (body as SuccessBodyOf<I>) : undefined,
      body: body as SuccessBodyOf<I>,
      tppMessages,
      requestId,
    };
  }
  if (success) {
    checkSuccessBody(operationId, status, body, requestId);
    return { kind: 'ok', status, body: body as SuccessBodyOf<I>, tppMessages, requestId };
  }
  throw new Xs2aError({ status, tppMessages, requestId, operationId, body });
}

/**
 * A success answer's body of another JSON type than the spec gives for its status (an object where a list is
 * promised, say) is RESPONSE_INVALID: it went on as `ok`, and code reading it failed far away with a TypeError.
 * Only the body's own type is held to the spec: members it does not name, and values the spec may add to later
 * (a new status code), pass, as a client of an evolving API must let them. Whether a kind of JSON value is one the
 * spec gives is asked once per operation, status and kind, with an empty value of that kind, not of every answer
 * (a transaction list would be validated whole to learn its type).
 */
function checkSuccessBody(operationId: OperationId, status: number, body: unknown, requestId: string): void {
  if (body === undefined) return;
  const kind = Array.isArray(body) ? 'array' : body === null ? 'null' : typeof body;
  const key = `${operationId} ${status} ${kind}`;
  let refusal = KIND_REFUSALS.get(key);
  if (refusal === undefined) {
    refusal = findKindRefusal(operationId, status, EMPTY_OF_KIND[kind]);
    KIND_REFUSALS.set(key, refusal);
  }
  if (refusal !== '') {
    throw new ClientError('RESPONSE_INVALID', `${operationId} answered ${status} with a body that is not the JSON the spec promises: ${refusal} (X-Request-ID ${requestId})`, { requestId });
  }
}

/** Per operation, status and JSON kind: '' when the spec takes that kind of body, else why not. */
const KIND_REFUSALS = new Map<string, string>();

const EMPTY_OF_KIND: Readonly<Record<string, unknown>> = { array: [], null: null, object: {}, string: '', number: 0, boolean: false };

function findKindRefusal(operationId: OperationId, status: number, empty: unknown): string {
  let issue;
  try {
    issue = validateResponseBody(operationId, status, empty);
  } catch {
    return ''; // a status the spec documents no body for
  }
  // The root's type keyword is decided by the kind alone: an empty value of the kind answers for every body of it.
  return issue !== undefined && issue.pointer === '' && issue.keyword === 'type' ? issue.message : '';
}

function parseBody(operationId: string, status: number, text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    // An error page of a proxy is still an error answer; a success answer must be the JSON the spec promises.
    if (status >= 200 && status < 300) {
      throw new ClientError('RESPONSE_INVALID', `${operationId} answered ${status} with a body that is not JSON: ${text.slice(0, 120)}`, { cause: error });
    }
    return text;
  }
}

/** One `299 - "text"` entry of a Warning header (RFC 7234 5.5): code, agent, quoted text, an optional date. */
const WARNING_ENTRY = /(\d{3}) \S+ "((?:[^"\\]|\\.)*)"(?: "[^"]*")?/g;

/**
 * The body's messages, or, when it has no notice, the notices of the Warning header: an answer held to the
 * specification's own code list (the periodic Norwegian domestic transfer's 201) gives its notices there alone.
 */
function withHeaderNotices(messages: TppMessage[], warning: string | null | undefined): TppMessage[] {
  if (!warning || messages.some((m) => m.category === 'WARNING')) return messages;
  const notices = [...warning.matchAll(WARNING_ENTRY)].map((entry): TppMessage => ({ category: 'WARNING', code: 'WARNING', text: (entry[2] ?? '').replace(/\\(.)/g, '$1') }));
  return [...messages, ...notices];
}

function readTppMessages(body: unknown): TppMessage[] {
  if (typeof body !== 'object' || body === null) return [];
  const messages = (body as { tppMessages?: unknown }).tppMessages;
  if (!Array.isArray(messages)) return [];
  return messages.filter((m): m is TppMessage => typeof m === 'object' && m !== null && typeof (m as TppMessage).code === 'string');
}
