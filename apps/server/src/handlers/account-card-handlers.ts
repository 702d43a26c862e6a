import { listCardTransactions, type CardAccount } from '@xs2a-kit/domain';
import type { components } from '@xs2a-kit/schema';
import { ApiProblem } from '../http/api-problem.js';
import type { HandlerTable } from '../operations/register-routes.js';
import type { OperationRequest, OperationResult } from '../operations/request-context.js';
import { authoriseAccountRead, readViewOptions, settleAccountRead } from './account-access.js';
import { cardAccountUrl, listCardBalances, toCardAccountDetails, toCardTransaction } from './account-card-views.js';
import { buildPageLinks, readPageRequest, refuseReversedDates } from './account-paging.js';
import { toCurrency } from './account-views.js';
import type { HandlerDeps } from './handler-deps.js';

type Schemas = components['schemas'];

/**
 * Handlers of the card-account operations: the consented card accounts, one card account, its balances and its
 * transactions. Consent, PSU identification and the unattended limits work exactly as for accounts.
 *
 * @example
 * const table = { ...createCardAccountHandlers(deps) };
 * @see portal-facts.md §10 (card account shapes); spec/openapi.yaml tag Card accounts
 */
export function createCardAccountHandlers(deps: HandlerDeps): HandlerTable {
  return {
    listCardAccounts: (request) => listCardAccounts(deps, request),
    getCardAccount: (request) => getCardAccount(deps, request),
    getCardAccountBalances: (request) => getCardAccountBalances(deps, request),
    listCardAccountTransactions: (request) => listTransactions(deps, request),
  };
}

async function requireCardAccount(deps: HandlerDeps, cardAccountId: string): Promise<CardAccount> {
  const card = await deps.store.accounts.findCardAccountById(cardAccountId);
  if (card === undefined) throw new ApiProblem(404, 'RESOURCE_UNKNOWN', 'No card account with this id.', 'account-id');
  return card;
}

async function listCardAccounts(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  const read = await authoriseAccountRead(deps, request, 'accounts');
  const options = readViewOptions(deps, request, read);
  const cardAccounts: Schemas['CardAccountDetails'][] = [];
  const balancesOf: string[] = [];
  // The consent lists accounts and card accounts alike; this list shows the card accounts (possibly none), each
  // with its balances.
  for (const id of read.accountIds) {
    const card = await deps.store.accounts.findCardAccountById(id);
    if (card === undefined) continue;
    cardAccounts.push(toCardAccountDetails(card, options));
    balancesOf.push(id);
  }
  const body: Schemas['CardAccountList'] = { cardAccounts };
  await settleAccountRead(deps, read, { balancesOf });
  return { status: 200, body };
}

async function getCardAccount(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  const id = request.path['account-id'] ?? '';
  const read = await authoriseAccountRead(deps, request, 'account', id);
  const card = await requireCardAccount(deps, id);
  const body: Schemas['CardAccountDetailsResponse'] = { cardAccount: toCardAccountDetails(card, readViewOptions(deps, request, read)) };
  await settleAccountRead(deps, read, { balancesOf: [id] });
  return { status: 200, body };
}

async function getCardAccountBalances(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  const id = request.path['account-id'] ?? '';
  const read = await authoriseAccountRead(deps, request, 'balances', id);
  const card = await requireCardAccount(deps, id);
  const body: Schemas['CardBalancesResponse'] = {
    cardAccount: { maskedPan: card.maskedPan, currency: toCurrency(card.currency) },
    balances: listCardBalances(card),
  };
  await settleAccountRead(deps, read);
  return { status: 200, body };
}

/**
 * One page of card transactions. Card accounts are not "real accounts" in the spec's pending rule, so dates,
 * offset and limit apply to pending and booked alike, over the domain's one stable order (pending first).
 */
async function listTransactions(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  const id = request.path['account-id'] ?? '';
  // Refused before access is decided, so a read without consent does not start an SCA it would then waste.
  refuseReversedDates(request);
  const read = await authoriseAccountRead(deps, request, 'transactions', id);
  const card = await requireCardAccount(deps, id);
  const page = readPageRequest(deps, request, read, { pendingIgnoresFilters: false });
  let booked: Schemas['CardTransaction'][] = [];
  let pending: Schemas['CardTransaction'][] = [];
  let hasNext = false;
  if (page.query !== undefined) {
    const selected = await listCardTransactions(deps.domain, { cardAccountId: id, query: page.query });
    const items = [...selected.cardTransactions.pending, ...selected.cardTransactions.booked];
    hasNext = items.length > page.limit;
    const onPage = items.slice(0, page.limit);
    pending = onPage.filter((t) => t.state === 'pending').map((t) => toCardTransaction(t, request.fixes));
    booked = onPage.filter((t) => t.state === 'booked').map((t) => toCardTransaction(t, request.fixes));
  }
  const body: Schemas['CardTransactionsResponse'] = {
    cardAccount: { maskedPan: card.maskedPan, currency: toCurrency(card.currency) },
    cardTransactions: {
      ...(page.wantsBooked ? { booked } : {}),
      ...(page.wantsPending ? { pending } : {}),
      _links: buildPageLinks(cardAccountUrl(deps.linkBase, id), request, page, hasNext),
    },
  };
  await settleAccountRead(deps, read);
  return { status: 200, body, messages: page.messages };
}
