import {
  createCustomer,
  createStartingState,
  deleteCustomer,
  getCustomer,
  initializeSandbox,
  listCustomers,
  type CustomerBody,
  type DomainContext,
} from '@xs2a-kit/domain';
import type { components } from '@xs2a-kit/schema';
import type { HandlerTable } from '../operations/register-routes.js';
import type { HandlerDeps } from './handler-deps.js';
import { toCustomerBody } from './sandbox-views.js';

type InitializeBody = components['schemas']['SandboxInitializeResponse'];

/**
 * The sandbox customer operations and the reset: initializeSandbox, createSandboxCustomer,
 * listSandboxCustomers (detailed operation), getSandboxCustomer, deleteSandboxCustomer.
 *
 * @see service-spec.md "What the service does" rule 8 and "List sandbox customers"; portal-facts.md §9
 */
export function createSandboxCustomerHandlers(deps: HandlerDeps): HandlerTable {
  return {
    initializeSandbox: async (request) => {
      await initializeSandbox(deps.domain);
      return { status: request.operation.successStatus, body: summariseStartingState(deps.domain) };
    },

    createSandboxCustomer: async (request) => {
      const customer = await createCustomer(deps.domain, request.body as CustomerBody);
      const view = await getCustomer(deps.domain, customer.customerId);
      return { status: request.operation.successStatus, body: toCustomerBody(view, deps.linkBase) };
    },

    // The required arrays are always present and stay empty unless asked for, which keeps the default answer cheap.
    listSandboxCustomers: async (request) => {
      const views = await listCustomers(deps.domain, {
        withAccounts: request.query.withAccounts === true,
        withAgreements: request.query.withAgreements === true,
      });
      return { status: request.operation.successStatus, body: views.map((v) => toCustomerBody(v, deps.linkBase)) };
    },

    getSandboxCustomer: async (request) => {
      const view = await getCustomer(deps.domain, request.path.customerId ?? '');
      return { status: request.operation.successStatus, body: toCustomerBody(view, deps.linkBase) };
    },

    // The domain's delete: the customer's own rows only; payments (anyone's) stay, their ids still valid.
    deleteSandboxCustomer: async (request) => {
      await deleteCustomer(deps.domain, request.path.customerId ?? '');
      return { status: request.operation.successStatus };
    },
  };
}

/** What initialisation loaded; the starting state is a pure function of the clock's date. */
function summariseStartingState(domain: DomainContext): InitializeBody {
  const state = createStartingState(domain.clock);
  return {
    customers: state.customers.map((c) => ({ customerNumber: c.customerNumber, customerType: c.customerType, customerName: c.customerName })),
    accounts: state.accounts.length,
    cardAccounts: state.cardAccounts.length,
    transactions: state.transactions.length + state.cardTransactions.length,
  };
}
