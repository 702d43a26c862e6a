/**
 * What every error answer must look like, read from spec/openapi.yaml itself: the ErrorResponse body (checked
 * with the generated validator of the operation and status, or the operation's 400 ErrorResponse when the
 * status is not documented) and a tppMessages code that belongs to the status, from the status table in the
 * MessageCode description (for the periodic Norwegian domestic transfer, one of SpecificationMessageCode).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { listOperations, validateResponseBody, type OperationId } from '@xs2a-kit/schema';
import { ROOT } from './settings.js';

export const SPEC: any = parse(readFileSync(join(ROOT, 'spec/openapi.yaml'), 'utf8'));

/**
 * Status -> codes, from the "- 4xx: CODE, CODE" lines of MessageCode's description. Statuses Node answers
 * before Koa runs (408 slow headers, 431 oversized headers) and 415 (a non-JSON body) carry FORMAT_ERROR.
 */
export const CODES_BY_STATUS: ReadonlyMap<number, ReadonlySet<string>> = (() => {
  const map = new Map<number, Set<string>>();
  const description = String(SPEC.components.schemas.MessageCode.description);
  for (const item of description.split(/\n- /).slice(1)) {
    const status = /^(\d{3}):/.exec(item)?.[1];
    if (!status) continue;
    const codes = item.slice(4).match(/\b[A-Z][A-Z_]{2,}[A-Z]\b/g) ?? [];
    map.set(Number(status), new Set(codes.filter((c) => SPEC.components.schemas.MessageCode.enum.includes(c))));
  }
  for (const status of [408, 415, 431]) map.set(status, new Set(['FORMAT_ERROR']));
  return map;
})();

/** The operation whose answers the spec holds to SpecificationMessageCode (see its description), and that list. */
const LISTED_CODES_OPERATION = 'initiatePeriodicNorwegianDomesticCreditTransfer';
const LISTED_CODES: ReadonlySet<string> = new Set(SPEC.components.schemas.SpecificationMessageCode.enum as string[]);

/** The operation's own validator for the status; undefined when it does not document that status. */
function validateDocumented(operationId: OperationId, status: number, body: unknown): { issue: ReturnType<typeof validateResponseBody> } | undefined {
  try {
    return { issue: validateResponseBody(operationId, status, body) };
  } catch {
    return undefined;
  }
}

/** Describes what is wrong with an error answer, or undefined when it keeps the contract. */
export function findErrorContractBreach(operationId: OperationId | undefined, status: number, body: unknown): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return undefined;
  if (body === undefined) return `status ${status} without a JSON body`;
  const { issue } = (operationId && validateDocumented(operationId, status, body)) || validateDocumented('getPayment', 400, body)!;
  if (issue) return `status ${status} body breaks the ErrorResponse schema: ${issue.message} (${issue.field})`;
  const messages = (body as { tppMessages: { category: string; code: string }[] }).tppMessages;
  // The periodic Norwegian domestic transfer answers with the specification's own list, whatever the status.
  const allowed = operationId === LISTED_CODES_OPERATION ? LISTED_CODES : CODES_BY_STATUS.get(status);
  if (!allowed) return `status ${status} is not in the spec's status table`;
  const error = messages.find((m) => m.category === 'ERROR');
  if (!error) return `status ${status} without an ERROR message`;
  if (!allowed.has(error.code)) return `status ${status} with code ${error.code} (allowed: ${[...allowed].join(', ')})`;
  return findUndeclaredHeader(operationId, messages);
}

const HEADERS_BY_OPERATION = new Map(listOperations().map((op) => [op.operationId, new Set(op.headerParams.map((h) => h.toLowerCase()))]));

/**
 * A missing header the answer asks for must be one the operation declares: a client generated from the spec
 * sends only declared headers, so asking for another leaves it no way to succeed (regression: DELETE of an
 * authorised payment asked for an undeclared PSU-Context).
 */
function findUndeclaredHeader(operationId: OperationId | undefined, messages: readonly { code: string; path?: string }[]): string | undefined {
  const declared = operationId && HEADERS_BY_OPERATION.get(operationId);
  if (!declared) return undefined;
  const asked = messages.find((m) => m.code === 'HTTP_HEADER_REQUIRED' && m.path !== undefined && !declared.has(m.path.toLowerCase()));
  return asked ? `${operationId} asks for header ${asked.path ?? ''}, which it does not declare` : undefined;
}
