import { listAccountTransactions as selectTransactions, type AccountTransaction } from '@xs2a-kit/domain';
import type { components } from '@xs2a-kit/schema';
import { ApiProblem } from '../http/api-problem.js';
import type { HandlerTable } from '../operations/register-routes.js';
import type { OperationRequest, OperationResult } from '../operations/request-context.js';
import { authoriseAccountRead, requireAccount } from './account-access.js';
import { buildPageLinks, readPageRequest } from './account-paging.js';
import { accountUrl, identifyAccount, listAccountBalances, toTransaction, toTransactionDetails } from './account-views.js';
import type { HandlerDeps } from './handler-deps.js';

type Schemas = components['schemas'];

/**
 * Handlers of an account's transaction list and of one transaction's details (interface 2.11.0).
 *
 * @example
 * const table = { ...createAccountTransactionHandlers(deps) };
 * @see service-spec.md "Limits" (default page 200; pending transactions of real accounts; 90 days unattended)
 */
export function createAccountTransactionHandlers(deps: HandlerDeps): HandlerTable {
  return {
    listAccountTransactions: (request) => listTransactions(deps, request),
    getAccountTransaction: (request) => getTransaction(deps, request),
  };
}

/**
 * One page through the domain's account-information view: booked transactions filtered by date and paged, every
 * pending one returned whatever the filters say (real accounts, service-spec "Limits").
 */
async function listTransactions(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  const accountId = request.path['account-id'] ?? '';
  const read = await authoriseAccountRead(deps, request, 'transactions', accountId);
  const account = await requireAccount(deps, accountId);
  const page = readPageRequest(deps, request, read, 'account');
  let booked: AccountTransaction[] = [];
  let pending: AccountTransaction[] = [];
  if (page.query !== undefined) {
    const selected = await selectTransactions(deps.domain, { accountId, query: page.query, view: 'ais' });
    booked = selected.transactions.booked;
    pending = selected.transactions.pending;
  }
  const hasNext = page.wantsBooked && booked.length > page.limit;
  const url = accountUrl(deps.publicUrl, accountId);
  const body: Schemas['TransactionsResponse'] = {
    account: identifyAccount(account),
    transactions: {
      ...(page.wantsBooked ? { booked: booked.slice(0, page.limit).map((t) => toTransaction(t, deps.publicUrl)) } : {}),
      ...(page.wantsPending ? { pending: pending.map((t) => toTransaction(t, deps.publicUrl)) } : {}),
      _links: buildPageLinks(url, request, page, hasNext),
    },
  };
  if (request.query.withBalance === true) {
    const all = await deps.store.transactions.listAccountTransactions(accountId);
    body.balances = listAccountBalances(account, all.filter((t) => t.state === 'pending'));
  }
  return { status: 200, body };
}

/**
 * One booked transaction by its stable transactionId. Pending transactions have no details (their ids may
 * change), and an unattended read reaches no further back than its 90 days: both answer 404 like an unknown id.
 * The read counts as a transaction read for the 4-calls-per-24-hours limit.
 */
async function getTransaction(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  const accountId = request.path['account-id'] ?? '';
  const transactionId = request.path.transactionId ?? '';
  const read = await authoriseAccountRead(deps, request, 'transactions', accountId);
  await requireAccount(deps, accountId);
  const all = await deps.store.transactions.listAccountTransactions(accountId);
  const found = all.find((t) => t.transactionId === transactionId && t.state === 'booked');
  const tooOld = found?.bookingDate !== undefined && read.transactionsFrom !== null && found.bookingDate < read.transactionsFrom;
  if (found === undefined || tooOld) {
    throw new ApiProblem(404, 'RESOURCE_UNKNOWN', 'No booked transaction with this id on the account.', 'transactionId');
  }
  const body: Schemas['TransactionDetailsResponse'] = { transactionsDetails: toTransactionDetails(found, deps.publicUrl) };
  return { status: 200, body };
}
