import { OPERATIONS, type OperationId } from './generated/operations.js';
import type { OperationDescriptor } from './operation-descriptor.js';
import { SchemaError } from './schema-error.js';

const byId = new Map<string, OperationDescriptor>(OPERATIONS.map((op) => [op.operationId, op]));

/**
 * The operation table row for an operationId.
 *
 * @example
 * getOperation('createSigningBasket').role  // 'PISP'
 */
export function getOperation(operationId: OperationId | string): OperationDescriptor {
  const operation = byId.get(operationId);
  if (!operation) throw new SchemaError('OPERATION_UNKNOWN', `the OpenAPI definition has no operation ${operationId}`);
  return operation;
}

/** Whether the spec defines the operationId; narrows a string to OperationId. */
export function isOperationId(value: string): value is OperationId {
  return byId.has(value);
}

/** Every operation in spec order (the generated table, typed as descriptors). */
export function listOperations(): readonly OperationDescriptor[] {
  return OPERATIONS;
}
