import Router from '@koa/router';
import type { OperationDescriptor, OperationId } from '@xs2a-kit/schema';
import { listOperations } from '@xs2a-kit/schema';
import { createAcceptFixResolution } from '../middleware/accept-fix.js';
import { createAuthentication, type RequestAuthenticator } from '../middleware/authenticate.js';
import type { ResponseSigner } from '../http/response-signer.js';
import { createBodyMiddleware, createBodyParser } from '../middleware/body.js';
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
  /** The API's public URL (base path included), for Location headers made from links relative to the API root. */
  readonly publicUrl?: string | undefined;
}

/**
 * Registers every operation of the generated table that has a handler, in the pipeline order: body (size and
 * type), headers, signature, role, body parsing (UTF-8, JSON: only for a request whose signature verified),
 * x-accept-fix, input, handler. Sandbox-only operations exist only in sandbox mode.
 * Literal path segments are registered before parameters, so `/fee-information` wins over `{paymentId}`.
 */
export function registerRoutes(router: Router, options: RouteOptions): OperationDescriptor[] {
  const registered: OperationDescriptor[] = [];
  const served = sortForRouting(listOperations()).filter(
    (operation) => (!operation.sandboxOnly || options.mode === 'sandbox') && options.handlers[operation.operationId as OperationId] !== undefined,
  );
  registerShadowGuards(router, served);
  for (const operation of served) {
    const handler = options.handlers[operation.operationId as OperationId];
    if (!handler) continue;
    const reporting = SIGNATURE_REPORTING_OPERATIONS.has(operation.operationId);
    const authentication = reporting
      ? [async (ctx: { state: Record<string, unknown> }, next: () => Promise<unknown>) => {
          ctx.state.tpp = UNVERIFIED_TPP;
          await next();
        }]
      : [createAuthentication(operation, options.authenticator), createRoleCheck(operation, options.mode), createBodyParser()];
    router.register(operation.routerPath, [operation.method], [
      createBodyMiddleware(options.bodyLimit, { rawOnly: reporting }),
      createHeaderValidation(operation, { lenient: reporting }),
      ...authentication,
      createAcceptFixResolution(options.clock),
      createInputValidation(operation),
      createHandlerRunner(operation, handler, options.clock, options.responseSigner, options.publicUrl),
    ], { name: operation.operationId });
    registered.push(operation);
  }
  return registered;
}

const GUARDED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * A concrete path owns its methods: GET on the POST-only fee-information path is 405 with `Allow: POST`, not a
 * read of a payment whose id is "fee-information" through the templated route that also matches the path
 * (OpenAPI: concrete paths are matched before templated ones). Guards are registered only for concrete paths a
 * templated one shadows, since every route is a pattern each request is tested against. The 405 body comes from
 * the error handler, as for any method a path does not offer.
 */
function registerShadowGuards(router: Router, operations: readonly OperationDescriptor[]): void {
  const templated = operations.filter((op) => op.path.includes('{')).map((op) => new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`));
  const concrete = new Map<string, Set<string>>();
  for (const op of operations) {
    if (op.path.includes('{')) continue;
    const methods = concrete.get(op.routerPath) ?? new Set<string>();
    methods.add(op.method);
    if (op.method === 'GET') methods.add('HEAD');
    concrete.set(op.routerPath, methods);
  }
  for (const op of operations) {
    const methods = concrete.get(op.routerPath);
    if (methods === undefined || !templated.some((pattern) => pattern.test(op.path))) continue;
    concrete.delete(op.routerPath);
    const allow = [...methods].join(', ');
    router.register(op.routerPath, GUARDED_METHODS.filter((m) => !methods.has(m)), [
      async (ctx) => {
        ctx.set('Allow', allow);
        ctx.status = 405;
      },
    ]);
    // OPTIONS too, answered as the router answers it elsewhere: it would list the guarded methods and the
    // templated routes' ones as allowed.
    router.register(op.routerPath, ['OPTIONS'], [
      async (ctx) => {
        ctx.set('Allow', allow);
        ctx.status = 200;
        ctx.body = '';
      },
    ]);
  }
}

function sortForRouting(operations: readonly OperationDescriptor[]): OperationDescriptor[] {
  const key = (op: OperationDescriptor) => op.path.split('/').map((s) => (s.startsWith('{') ? '1' : '0')).join('');
  return [...operations].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
