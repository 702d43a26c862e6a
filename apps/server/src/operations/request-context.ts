import type { AcceptFixValue, OperationDescriptor } from '@xs2a-kit/schema';
import type { TppMessage } from '../http/api-problem.js';

/** The TPP a verified signature identified (from its eIDAS certificate). */
export interface Tpp {
  /** organizationIdentifier such as PSDNO-FSA-123456789, else the certificate fingerprint. */
  readonly id: string;
  readonly name: string;
  /** PSD2 roles from the QCStatement: PSP_AS, PSP_PI, PSP_AI, PSP_IC. */
  readonly roles: readonly string[];
  readonly fingerprint: string;
}

/** What a handler receives: the validated request, the TPP, the fixes in force and the clock. */
export interface OperationRequest {
  readonly operation: OperationDescriptor;
  readonly requestId: string;
  /** The verified TPP; absent only on operations that report on the signature instead of requiring it. */
  readonly tpp: Tpp;
  /** Path parameters by their spec names (`payment-product`, `paymentId`), validated. */
  readonly path: Readonly<Record<string, string>>;
  /** Query parameters, validated and coerced (`limit` is a number, `withAccounts` a boolean). */
  readonly query: Readonly<Record<string, unknown>>;
  /** Request headers by lower-case name. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** The parsed, validated JSON body. */
  readonly body: unknown;
  readonly fixes: ReadonlySet<AcceptFixValue>;
  readonly now: Date;
  /** The request as received, for the operations that inspect the signature itself. */
  readonly raw: {
    readonly method: string;
    /** Request target exactly as sent (path and query). */
    readonly target: string;
    readonly headers: Readonly<Record<string, string | string[] | undefined>>;
    readonly body: Uint8Array;
  };
}

/** What a handler answers; the pipeline serialises it through the active fixes. */
export interface OperationResult {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Extra messages to append to the body's tppMessages (warnings). */
  readonly messages?: readonly TppMessage[];
}

export type OperationHandler = (request: OperationRequest) => Promise<OperationResult> | OperationResult;
