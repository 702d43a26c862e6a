import Router from '@koa/router';
import type { OperationDescriptor, OperationId } from '@xs2a-kit/schema';
import { listOperations } from '@xs2a-kit/schema';
import { createAcceptFixResolution } from '../middleware/accept-fix.js';
import { createAuthentication, type RequestAuthenticator } from '../middleware/authenticate.js';
import type { ResponseSigner } from '../http/response-signer.js';
import { createBodyMiddleware } from '../middleware/body.js';
import { createRoleCheck } from '../middleware/check-role.js';
import { createHandlerRunner } from '../middleware/run-handler.js';
import { createHeaderValidation } from '../middleware/validate-headers.js';
import { createInputValidation } from '../middleware/validate-input.js';
import type { OperationHandler } from './request-context.js';

export type HandlerTable = Partial<Record<OperationId, OperationHandler>>;

/**
 * Operations that report on the request's signature instead of requiring a valid one (the sandbox's
 * signature explanation): they run without the signature and role steps, take any body as bytes and any
 * repeated header, and answer JSON whatever Accept says.
 */
const SIGNATURE_REPORTING_OPERATIONS: ReadonlySet<string> = new Set(['explainSandboxSignature']);
const UNVERIFIED_TPP = { id: 'unverified', name: 'unverified', roles: [], fingerprint: '' } as const;

export interface RouteOptions {
  readonly mode: 'sandbox' | 'production';
  readonly handlers: HandlerTable;
  readonly authenticator: RequestAuthenticator;
  readonly clock: () => Date;
  /** Largest request body accepted, in bytes. */
  readonly bodyLimit: number;
  /** Signs response bodies when the bank does (optional). */
  readonly responseSigner?: ResponseSigner | undefined;
}

/**
 * Registers every operation of the generated table that has a handler, in the pipeline order: body (size,
 * UTF-8, JSON), headers, signature, role, x-accept-fix, input, handler. Sandbox-only operations exist only in sandbox mode.
 * Literal path segments are registered before parameters, so `/fee-information` wins over `{paymentId}`.
 */
export function registerRoutes(router: Router, options: RouteOptions): OperationDescriptor[] {
  const registered: OperationDescriptor[] = [];
  for (const operation of sortForRouting(listOperations())) {
    if (operation.sandboxOnly && options.mode !== 'sandbox') continue;
    const handler = options.handlers[operation.operationId as OperationId];
    if (!handler) continue;
    const reporting = SIGNATURE_REPORTING_OPERATIONS.has(operation.operationId);
    const authentication = reporting
      ? [async (ctx: { state: Record<string, unknown> }, next: () => Promise<unknown>) => {
          ctx.state.tpp = UNVERIFIED_TPP;
          await next();
        }]
      : [createAuthentication(operation, options.authenticator), createRoleCheck(operation, options.mode)];
    router.register(operation.routerPath, [operation.method], [
      createBodyMiddleware(options.bodyLimit, { rawOnly: reporting }),
      createHeaderValidation(operation, { lenient: reporting }),
      ...authentication,
      createAcceptFixResolution(options.clock),
      createInputValidation(operation),
      createHandlerRunner(operation, handler, options.clock, options.responseSigner),
    ], { name: operation.operationId });
    registered.push(operation);
  }
  return registered;
}

function sortForRouting(operations: readonly OperationDescriptor[]): OperationDescriptor[] {
  const key = (op: OperationDescriptor) => op.path.split('/').map((s) => (s.startsWith('{') ? '1' : '0')).join('');
  return [...operations].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
