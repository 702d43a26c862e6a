/**
 * @xs2a-kit/schema: everything generated from the xs2a-kit OpenAPI definition, spec/openapi.yaml in
 * https://github.com/xs2a-kit/xs2a-kit (types, standalone validators, the operation table, code lists and the
 * x-accept-fix catalogue) plus the small runtime that turns validator errors into issues a TPP can act on.
 */
export type { components, operations, paths } from './generated/openapi-types.js';
export * from './generated/constants.js';
export { OPERATIONS, type OperationId } from './generated/operations.js';
export type { MemberTree, OperationDescriptor, OperationMethod, OperationRole } from './operation-descriptor.js';
export type { GeneratedValidator, GeneratedValidatorError } from './generated-validator.js';
export { getOperation, isOperationId, listOperations } from './operation-table.js';
export { validateRequestPart, validateResponseBody } from './validate.js';
export type { RequestPart, ValidationIssue, ValidationIssueCode } from './validation-issue.js';
export { SchemaError, type SchemaErrorCode } from './schema-error.js';
export { resolveAcceptFix, type AcceptFixResolution, type AcceptFixWarning } from './accept-fix.js';
