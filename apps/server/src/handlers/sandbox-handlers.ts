import type { HandlerTable } from '../operations/register-routes.js';
import type { HandlerDeps } from './handler-deps.js';
import { createSandboxAccountHandlers } from './sandbox-accounts.js';
import { createSandboxAgreementHandlers } from './sandbox-agreements.js';
import { createSandboxCardAccountHandlers } from './sandbox-card-accounts.js';
import { createSandboxCustomerHandlers } from './sandbox-customers.js';
import { createSandboxMaintenanceHandlers } from './sandbox-maintenance.js';

/**
 * Handlers of the sandbox mock-data operations (every `x-sandbox-only` operation except the SCA decision and
 * the signature explanation): customers, accounts, card accounts, agreements, fill and batch runs. They are
 * registered in sandbox mode only.
 *
 * @see service-spec.md "What the service does" rules 8-10 and portal-facts.md §9
 */
export function createSandboxHandlers(deps: HandlerDeps): HandlerTable {
  return {
    ...createSandboxCustomerHandlers(deps),
    ...createSandboxAccountHandlers(deps),
    ...createSandboxCardAccountHandlers(deps),
    ...createSandboxAgreementHandlers(deps),
    ...createSandboxMaintenanceHandlers(deps),
  };
}
