/** Why the schema package refused a call. */
export type SchemaErrorCode = 'OPERATION_UNKNOWN' | 'STATUS_UNDOCUMENTED' | 'PART_UNKNOWN';

/**
 * Thrown for programming errors against the operation table (an operationId the spec does not define,
 * a response status it does not document, a request part other than path, query, headers or body). Request
 * data never causes one: invalid data gives issues.
 *
 * @example
 * try { getOperation('noSuchOperation'); } catch (e) { if (e instanceof SchemaError) console.log(e.code); }
 */
export class SchemaError extends Error {
  override readonly name = 'SchemaError';
  readonly code: SchemaErrorCode;

  constructor(code: SchemaErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
