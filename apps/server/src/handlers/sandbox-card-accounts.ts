import {
  addCardTransactions,
  createCardAccount,
  getCardAccount,
  listCardTransactions,
  updateCardAccountBalances,
  type CardAccountBody,
  type CardTransactionBody,
} from '@xs2a-kit/domain';
import type { components } from '@xs2a-kit/schema';
import type { HandlerTable } from '../operations/register-routes.js';
import type { HandlerDeps } from './handler-deps.js';
import { pickPaging } from './sandbox-accounts.js';
import { describeCardTransactionId } from './account-card-views.js';
import { toCardAccountBody, toCardTransactionBody } from './sandbox-views.js';

type Schemas = components['schemas'];
type CardTransactionInput = Schemas['SandboxCardTransactionInput'];
type CardTransactionsBody = Schemas['SandboxCardAccountTransactions'];

/**
 * The sandbox card account operations: createSandboxCardAccount, getSandboxCardAccount,
 * updateSandboxCardAccountBalances, createSandboxCardAccountTransactions and
 * listSandboxCardAccountTransactions (detailed operation). Thin: the body rules (balances in the card
 * account's currency, bookingStatus defaults, booking not before the transaction date) are the domain's.
 *
 * @see service-spec.md "List sandbox card account transactions" and portal-facts.md §9
 */
export function createSandboxCardAccountHandlers(deps: HandlerDeps): HandlerTable {
  return {
    createSandboxCardAccount: async (request) => {
      const card = await createCardAccount(deps.domain, request.body as Schemas['SandboxCardAccountCreate'] as CardAccountBody);
      return { status: request.operation.successStatus, body: toCardAccountBody(card, deps.linkBase) };
    },

    getSandboxCardAccount: async (request) => {
      const card = await getCardAccount(deps.domain, request.path.mockCardAccountId ?? '');
      return { status: request.operation.successStatus, body: toCardAccountBody(card, deps.linkBase) };
    },

    updateSandboxCardAccountBalances: async (request) => {
      const { balances } = request.body as Schemas['SandboxBalancesUpdate'];
      const card = await updateCardAccountBalances(deps.domain, { cardAccountId: request.path.mockCardAccountId ?? '', balances });
      return { status: request.operation.successStatus, body: toCardAccountBody(card, deps.linkBase) };
    },

    createSandboxCardAccountTransactions: async (request) => {
      const body = request.body as CardTransactionInput[] as CardTransactionBody[];
      const created = await addCardTransactions(deps.domain, { cardAccountId: request.path.mockCardAccountId ?? '', body });
      return { status: request.operation.successStatus, body: created.map(toCardTransactionBody) };
    },

    // Booked ones in full, pending ones by cardTransactionId only (the spec's decision: they may still change).
    listSandboxCardAccountTransactions: async (request) => {
      const { cardAccount, cardTransactions } = await listCardTransactions(deps.domain, {
        cardAccountId: request.path.mockCardAccountId ?? '',
        query: { bookingStatus: String(request.query.bookingStatus), ...pickPaging(request.query) },
      });
      const body: CardTransactionsBody = {
        cardAccount,
        cardTransactions: {
          booked: cardTransactions.booked.map(toCardTransactionBody),
          pending: cardTransactions.pending.map((t) => describeCardTransactionId(t.cardTransactionId)),
        },
      };
      return { status: request.operation.successStatus, body };
    },
  };
}
