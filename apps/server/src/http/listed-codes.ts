import { SPECIFICATION_MESSAGE_CODE_VALUES, type SpecificationMessageCodeValue } from '@xs2a-kit/schema';
import { MAX_TEXT_LENGTH, type TppMessage } from './api-problem.js';

const LISTED: ReadonlySet<string> = new Set(SPECIFICATION_MESSAGE_CODE_VALUES);

/** The one operation whose answers the specification restricts to its own code list (spec, Errors). */
const LISTED_ONLY = /\/v1\/periodic-payments\/norwegian-domestic-credit-transfers\/?$/;

/** Berlin Group codes this API uses that have a listed code of their own meaning; the rest go by status. */
const NEAREST: Readonly<Record<string, SpecificationMessageCodeValue>> = {
  SIGNATURE_MISSING: 'HTTP_HEADER_REQUIRED',
  CERTIFICATE_MISSING: 'HTTP_HEADER_REQUIRED',
  PERIOD_INVALID: 'FORMAT_ERROR',
  ROLE_INVALID: 'FORBIDDEN',
  SERVICE_BLOCKED: 'FORBIDDEN',
  // A PSU-Corporate-ID that is not the PSU's: the PSU's identification fails, as the listed 401 code says (spec
  // fuzz review: FORBIDDEN reads as a 403).
  CORPORATE_ID_INVALID: 'PSU_CREDENTIALS_INVALID',
  STATUS_INVALID: 'CONFLICT',
  REFERENCE_STATUS_INVALID: 'CONFLICT',
};

/**
 * Whether the request's answers may carry only the specification's listed codes: a POST of a periodic Norwegian
 * domestic credit transfer, the payment whose response the specification gives whole, tppMessages included.
 */
export function answersWithListedCodes(method: string, path: string): boolean {
  return method === 'POST' && LISTED_ONLY.test(path);
}

/**
 * The messages of an error answer with each code outside the specification's list replaced by the nearest listed
 * one (by meaning where there is one, else by the answer's status), the precise code kept at the start of the
 * text. Listed codes pass unchanged.
 *
 * @example
 * toListedCodes([{ category: 'ERROR', code: 'SIGNATURE_INVALID', path: 'Signature', text: 'The signature does not verify.' }], 400);
 * // [{ category: 'ERROR', code: 'BAD_REQUEST', path: 'Signature', text: 'SIGNATURE_INVALID: The signature does not verify.' }]
 */
export function toListedCodes(messages: readonly TppMessage[], status: number): TppMessage[] {
  return messages.map((message) => {
    if (LISTED.has(message.code)) return message;
    const code = NEAREST[message.code] ?? byStatus(status);
    const text = `${message.code}: ${message.text ?? ''}`.slice(0, MAX_TEXT_LENGTH);
    return { ...message, code, text };
  });
}

function byStatus(status: number): SpecificationMessageCodeValue {
  if (status === 401 || status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'ACCESS_EXCEEDED';
  if (status >= 500) return 'SYSTEM_ERROR';
  return 'BAD_REQUEST';
}
