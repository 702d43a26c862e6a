/** One error reported by a generated validator (the subset of AJV's ErrorObject we rely on). */
export interface GeneratedValidatorError {
  /** JSON pointer to the offending value, e.g. `/instructedAmount/amount`. */
  readonly instancePath: string;
  readonly schemaPath: string;
  /** The JSON Schema keyword that failed: required, pattern, maxLength, enum, format, ... */
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

/** A validator compiled from the OpenAPI definition at generation time (AJV standalone code). */
export interface GeneratedValidator {
  (data: unknown): boolean;
  errors?: readonly GeneratedValidatorError[] | null;
}
