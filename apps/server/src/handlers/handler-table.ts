import type { HandlerTable } from '../operations/register-routes.js';
import type { HandlerDeps } from './handler-deps.js';
import { createAccountHandlers } from './account-handlers.js';
import { createAuthorisationHandlers } from './authorisation-handlers.js';
import { createBasketHandlers } from './basket-handlers.js';
import { createConsentHandlers } from './consent-handlers.js';
import { createFeeHandlers } from './fee-handlers.js';
import { createPaymentHandlers } from './payment-handlers.js';
import { createSandboxHandlers } from './sandbox-handlers.js';
import { createSandboxScaHandlers } from './sandbox-sca-handlers.js';
import { createTppHandlers } from './tpp-handlers.js';

/**
 * Every operation's handler, by operationId. Each module covers one area of the spec; a test checks that
 * together they cover every operation of the generated table.
 */
export function createHandlerTable(deps: HandlerDeps): HandlerTable {
  return {
    ...createSandboxHandlers(deps),
    ...createPaymentHandlers(deps),
    ...createBasketHandlers(deps),
    ...createAuthorisationHandlers(deps),
    ...createSandboxScaHandlers(deps),
    ...createAccountHandlers(deps),
    ...createConsentHandlers(deps),
    ...createTppHandlers(deps),
    ...createFeeHandlers(deps),
  };
}
