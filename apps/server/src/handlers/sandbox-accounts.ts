import {
  addTransactions,
  createAccount,
  getAccount,
  getAccountTransaction,
  listAccountTransactions,
  updateAccountBalances,
  type AccountBody,
  type AccountTransactionBody,
} from '@xs2a-kit/domain';
import type { components } from '@xs2a-kit/schema';
import type { HandlerTable } from '../operations/register-routes.js';
import type { HandlerDeps } from './handler-deps.js';
import { toAccountBody, toAccountTransactionBody } from './sandbox-views.js';

type Schemas = components['schemas'];

/**
 * The sandbox account operations: createSandboxAccount, getSandboxAccount, updateSandboxAccountBalances,
 * createSandboxAccountTransactions, listSandboxAccountTransactions, getSandboxAccountTransaction. Thin: every
 * rule (account numbers, balance and transaction currencies, bookingStatus defaults, dates) is the domain's.
 *
 * @see portal-facts.md §9 (mock-data account API)
 */
export function createSandboxAccountHandlers(deps: HandlerDeps): HandlerTable {
  return {
    createSandboxAccount: async (request) => {
      const account = await createAccount(deps.domain, request.body as Schemas['SandboxAccountCreate'] as AccountBody);
      return { status: request.operation.successStatus, body: toAccountBody(account, deps.linkBase) };
    },

    getSandboxAccount: async (request) => {
      const account = await getAccount(deps.domain, request.path.mockAccountId ?? '');
      return { status: request.operation.successStatus, body: toAccountBody(account, deps.linkBase) };
    },

    updateSandboxAccountBalances: async (request) => {
      const { balances } = request.body as Schemas['SandboxBalancesUpdate'];
      const account = await updateAccountBalances(deps.domain, { accountId: request.path.mockAccountId ?? '', balances });
      return { status: request.operation.successStatus, body: toAccountBody(account, deps.linkBase) };
    },

    createSandboxAccountTransactions: async (request) => {
      const body = request.body as Schemas['SandboxAccountTransactionInput'][] as AccountTransactionBody[];
      const created = await addTransactions(deps.domain, { accountId: request.path.mockAccountId ?? '', body });
      return { status: request.operation.successStatus, body: created.map(toAccountTransactionBody) };
    },

    // Pending first, then booked newest first, ties by id: the domain's one stable order, paged as a whole.
    listSandboxAccountTransactions: async (request) => {
      const { transactions } = await listAccountTransactions(deps.domain, {
        accountId: request.path.mockAccountId ?? '',
        query: { bookingStatus: 'both', ...pickPaging(request.query) },
        view: 'sandbox',
      });
      return { status: request.operation.successStatus, body: [...transactions.pending, ...transactions.booked].map(toAccountTransactionBody) };
    },

    getSandboxAccountTransaction: async (request) => {
      const transaction = await getAccountTransaction(deps.domain, {
        accountId: request.path.mockAccountId ?? '',
        transactionId: request.path.mockTransactionId ?? '',
      });
      return { status: request.operation.successStatus, body: toAccountTransactionBody(transaction) };
    },
  };
}

/** The paging query parameters of the sandbox listings, as given. */
export function pickPaging(query: Readonly<Record<string, unknown>>): { fromDate?: string; toDate?: string; offset?: number; limit?: number } {
  return {
    ...(typeof query.fromDate === 'string' ? { fromDate: query.fromDate } : {}),
    ...(typeof query.toDate === 'string' ? { toDate: query.toDate } : {}),
    ...(typeof query.offset === 'number' ? { offset: query.offset } : {}),
    ...(typeof query.limit === 'number' ? { limit: query.limit } : {}),
  };
}
