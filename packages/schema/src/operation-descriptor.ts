/** The TPP role an operation needs, read from the certificate's PSD2 roles; ANY accepts every TPP. */
export type OperationRole = 'AISP' | 'PISP' | 'ANY';

/** HTTP methods used by the spec. */
export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * One row of the generated operation table: everything the server needs to route, authenticate and
 * validate a request without writing a path or a rule twice.
 *
 * @see https://github.com/xs2a-kit/xs2a-kit/blob/main/spec/openapi.yaml (the extensions `x-role`, `x-sandbox-only`,
 *   `x-sca`, `x-signed-headers`)
 */
export interface OperationDescriptor {
  readonly operationId: string;
  readonly method: OperationMethod;
  /** Path template as written in the spec, e.g. `/v1/payments/{payment-product}/{paymentId}`. */
  readonly path: string;
  /** The same path for a router: `{payment-product}` becomes `:payment_product`. */
  readonly routerPath: string;
  readonly role: OperationRole;
  /** Present only when the server runs in sandbox mode. */
  readonly sandboxOnly: boolean;
  /** The operation may answer with an SCA redirect. */
  readonly sca: boolean;
  readonly deprecated: boolean;
  /** Lower-case names that must be covered by the signature whenever the request carries them. */
  readonly signedHeaders: readonly string[];
  /** The lowest 2xx status the spec documents for the operation. */
  readonly successStatus: number;
  readonly successStatuses: readonly number[];
  readonly hasBody: boolean;
  readonly bodyRequired: boolean;
  /**
   * The top-level members the request body's schema declares, when it is an object with fixed members (absent for
   * arrays, choices and maps). A server uses it to find the members a TPP sent that the operation does not take.
   */
  readonly bodyMembers?: readonly string[];
  /**
   * The members the request body's schema declares, as deep as it fixes them: `members` of an object (each with
   * its own tree), `items` of an array of objects, `{}` where any value goes. Absent where `bodyMembers` is.
   */
  readonly bodyMemberTree?: MemberTree;
  /** Path parameters with the router key each is found under. */
  readonly pathParams: readonly { readonly name: string; readonly key: string }[];
  readonly queryParams: readonly string[];
  /** Header parameters as the spec spells them (`X-Request-ID`); HTTP compares them case-insensitively. */
  readonly headerParams: readonly string[];
  /** The header parameters the spec marks required (one with an alternative, PSU-ID, counts as required). */
  readonly requiredHeaderParams: readonly string[];
  /**
   * Per status the spec declares for the operation (`'201'`, `'400'`, …), the response headers it marks required,
   * as the spec spells them (`X-Request-ID`, `Location`, `ASPSP-SCA-Approach`, `Allow`).
   */
  readonly requiredResponseHeaders: Readonly<Record<string, readonly string[]>>;
}

/**
 * The declared members of one place in a request body: see {@link OperationDescriptor.bodyMemberTree}.
 *
 * @example
 * ```ts
 * const tree: MemberTree = { members: { instructedAmount: { members: { amount: {}, currency: {} } } } };
 * ```
 */
export interface MemberTree {
  readonly members?: Readonly<Record<string, MemberTree>>;
  readonly items?: MemberTree;
}
