import { bodyValidators } from './generated/body-validators.js';
import { parameterValidators } from './generated/parameter-validators.js';
import type { OperationId } from './generated/operations.js';
import type { GeneratedValidator } from './generated-validator.js';
import { getOperation } from './operation-table.js';
import { SchemaError } from './schema-error.js';
import { describeFormatChoice, missingBodyIssue, toValidationIssue, type RequestPart, type ValidationIssue } from './validation-issue.js';

const headerNames = new Map<string, ReadonlyMap<string, string>>();

/**
 * Checks one part of a request against the operation's rules in the OpenAPI definition. Path, query and header
 * values are strings on the wire: they are coerced in place (`"10"` becomes `10`), so pass the object the
 * handler will read. Headers must be keyed by lower-case name, as Node delivers them.
 *
 * @returns the first broken rule, or undefined when the part is valid.
 * @example
 * const issue = validateRequestPart('createSigningBasket', 'body', { paymentIds: [] });
 * // issue?.code === 'FORMAT_ERROR', issue?.field === 'paymentIds'
 * @see https://github.com/xs2a-kit/xs2a-kit/blob/main/spec/openapi.yaml; {@link ValidationIssueCode} for the codes
 */
export function validateRequestPart(operationId: OperationId, part: RequestPart, data: unknown): ValidationIssue | undefined {
  const operation = getOperation(operationId);
  if (part === 'body') {
    const validator = bodyValidators[operationId].request;
    if (!validator) return undefined;
    if (data === undefined) return operation.bodyRequired ? missingBodyIssue() : undefined;
    return firstIssue(validator, part, data, operationId);
  }
  const validator = parameterValidators[operationId][part] as GeneratedValidator | undefined;
  if (validator === undefined) throw new SchemaError('PART_UNKNOWN', `a request part is path, query, headers or body, not ${String(part)}`);
  return firstIssue(validator, part, data, operationId);
}

/**
 * Checks a response body against what the spec documents for the status. Used by tests and by the server
 * in its self-checking mode.
 *
 * @example
 * validateResponseBody('listSandboxCustomers', 200, [])  // undefined: valid
 */
export function validateResponseBody(operationId: OperationId, status: number, body: unknown): ValidationIssue | undefined {
  // An id the spec does not define is OPERATION_UNKNOWN, as validateRequestPart says it (it was a TypeError).
  if (!Object.hasOwn(bodyValidators, operationId)) getOperation(operationId);
  const responses = bodyValidators[operationId].responses;
  const validator = responses[String(status)] ?? responses.default;
  if (!validator) {
    throw new SchemaError('STATUS_UNDOCUMENTED', `${operationId} documents no body for status ${status}`);
  }
  return firstIssue(validator, 'body', body, operationId);
}

function firstIssue(validator: GeneratedValidator, part: RequestPart, data: unknown, operationId: OperationId): ValidationIssue | undefined {
  if (validator(data)) return undefined;
  const error = validator.errors?.[0];
  if (!error) return undefined;
  const names = namesOf(operationId);
  const issue = toValidationIssue(part, error, names, data);
  // A choice of formats (anyOf of format) fails first on its first branch: name every format offered.
  const choice = /^(.*\/anyOf)\/0\/format$/.exec(error.schemaPath)?.[1];
  if (choice !== undefined) {
    const formats = (validator.errors ?? [])
      .filter((e) => e.keyword === 'format' && e.instancePath === error.instancePath && e.schemaPath.startsWith(`${choice}/`))
      .map((e) => String(e.params.format));
    return { ...issue, keyword: 'anyOf', message: describeFormatChoice(issue.field, formats) };
  }
  // A required header with an alternative (PSU-ID or X-PSU-IDENTITY) fails as an anyOf of requireds: name them all.
  const branch = /^(.*\/anyOf)\/0\/required$/.exec(error.schemaPath)?.[1];
  if (part !== 'headers' || error.keyword !== 'required' || branch === undefined) return issue;
  const others = (validator.errors ?? [])
    .slice(1)
    .filter((e) => e.keyword === 'required' && e.schemaPath.startsWith(`${branch}/`))
    .map((e) => String(e.params.missingProperty))
    .map((name) => names.get(name) ?? name.toUpperCase());
  return others.length === 0 ? issue : { ...issue, message: `${issue.field} (or ${others.join(', ')}) is required.` };
}

function namesOf(operationId: OperationId): ReadonlyMap<string, string> {
  let names = headerNames.get(operationId);
  if (!names) {
    names = new Map(getOperation(operationId).headerParams.map((name) => [name.toLowerCase(), name]));
    headerNames.set(operationId, names);
  }
  return names;
}
