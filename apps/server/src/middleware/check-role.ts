import type { Middleware } from 'koa';
import type { OperationDescriptor } from '@xs2a-kit/schema';
import { ApiProblem } from '../http/api-problem.js';
import type { Tpp } from '../operations/request-context.js';

const REQUIRED_ROLE = { AISP: 'PSP_AI', PISP: 'PSP_PI' } as const;

/**
 * Checks the PSD2 role an operation needs (x-role) against the certificate's QCStatement: PSP_PI for payment
 * initiation, PSP_AI for account information. Production enforces it always; the sandbox also takes a
 * certificate without a PSD2 QCStatement, but one that does carry PSD2 roles must carry the right one, so TPPs
 * meet the production rule before production (README, the table of what each mode checks of a certificate).
 */
export function createRoleCheck(operation: OperationDescriptor, mode: 'sandbox' | 'production'): Middleware {
  return async (ctx, next) => {
    if (operation.role !== 'ANY') {
      const tpp = ctx.state.tpp as Tpp;
      const needed = REQUIRED_ROLE[operation.role];
      const enforce = mode === 'production' || tpp.roles.length > 0;
      if (enforce && !tpp.roles.includes(needed)) {
        const held = tpp.roles.length > 0 ? tpp.roles.join(', ') : 'no PSD2 role';
        throw new ApiProblem(401, 'ROLE_INVALID', `${operation.operationId} needs the ${operation.role} role (${needed}); the certificate carries ${held}.`, 'TPP-Signature-Certificate');
      }
    }
    await next();
  };
}
