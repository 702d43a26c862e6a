import { listAccountTransactions as selectTransactions, type AccountTransaction } from '@xs2a-kit/domain';
import type { components } from '@xs2a-kit/schema';
import { ApiProblem } from '../http/api-problem.js';
import type { HandlerTable } from '../operations/register-routes.js';
import type { OperationRequest, OperationResult } from '../operations/request-context.js';
import { authoriseAccountRead, requireAccount, settleAccountRead } from './account-access.js';
import { buildPageLinks, describeUnattendedCut, readPageRequest, refuseReversedDates } from './account-paging.js';
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
 * One page of an account's transactions. Production accounts are the spec's real accounts: booked transactions
 * filtered by date and paged, every pending one returned whatever the filters say. Sandbox accounts are not
 * affected by that rule: dates, offset and limit apply to pending and booked alike, over the domain's one stable
 * order (pending first), as for card accounts.
 */
async function listTransactions(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  const accountId = request.path['account-id'] ?? '';
  // Refused before access is decided, so a read without consent does not start an SCA it would then waste.
  refuseReversedDates(request);
  const read = await authoriseAccountRead(deps, request, 'transactions', accountId);
  const account = await requireAccount(deps, accountId);
  const realAccount = deps.mode === 'production';
  const page = readPageRequest(deps, request, read, { pendingIgnoresFilters: realAccount });
  let booked: AccountTransaction[] = [];
  let pending: AccountTransaction[] = [];
  let hasNext = false;
  if (page.query !== undefined) {
    const selected = await selectTransactions(deps.domain, { accountId, query: page.query, view: realAccount ? 'ais' : 'sandbox' });
    if (realAccount) {
      hasNext = page.wantsBooked && selected.transactions.booked.length > page.limit;
      booked = selected.transactions.booked.slice(0, page.limit);
      pending = selected.transactions.pending;
    } else {
      const items = [...selected.transactions.pending, ...selected.transactions.booked];
      hasNext = items.length > page.limit;
      const onPage = items.slice(0, page.limit);
      pending = onPage.filter((t) => t.state === 'pending');
      booked = onPage.filter((t) => t.state === 'booked');
    }
  }
  const url = accountUrl(deps.linkBase, accountId);
  const body: Schemas['TransactionsResponse'] = {
    account: identifyAccount(account),
    transactions: {
      ...(page.wantsBooked ? { booked: booked.map((t) => toTransaction(t, deps.linkBase)) } : {}),
      ...(page.wantsPending ? { pending: pending.map((t) => toTransaction(t, deps.linkBase)) } : {}),
      _links: buildPageLinks(url, request, page, hasNext),
    },
  };
  if (request.query.withBalance === true) {
    const all = await deps.store.transactions.listAccountTransactions(accountId);
    body.balances = listAccountBalances(account, all.filter((t) => t.state === 'pending'));
  }
  await settleAccountRead(deps, read, { balancesOf: body.balances === undefined ? [] : [accountId] });
  return { status: 200, body, messages: page.messages };
}

/**
 * One booked transaction by its stable transactionId. Pending transactions have no details (their ids may
 * change), and an unattended read reaches no further back than its 90 days: both answer 404 like an unknown id.
 * A served read counts as a transaction read for the 4-calls-per-24-hours limit; a 404 does not.
 */
async function getTransaction(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  const accountId = request.path['account-id'] ?? '';
  const transactionId = request.path.transactionId ?? '';
  const read = await authoriseAccountRead(deps, request, 'transactions', accountId);
  await requireAccount(deps, accountId);
  const all = await deps.store.transactions.listAccountTransactions(accountId);
  const found = all.find((t) => t.transactionId === transactionId && t.state === 'booked');
  const tooOld = found?.bookingDate !== undefined && read.transactionsFrom !== null && found.bookingDate < read.transactionsFrom;
  if (found === undefined) throw new ApiProblem(404, 'RESOURCE_UNKNOWN', 'No booked transaction with this id on the account.', 'transactionId');
  if (tooOld) {
    // Said plainly: a bare "no such transaction" for one the TPP listed while the PSU was present is a puzzle.
    throw new ApiProblem(404, 'RESOURCE_UNKNOWN', `This transaction was booked before the reach of this read. ${describeUnattendedCut(read.transactionsFrom ?? '')}`, 'transactionId');
  }
  const body: Schemas['TransactionDetailsResponse'] = { transactionsDetails: toTransactionDetails(found, deps.linkBase) };
  await settleAccountRead(deps, read);
  return { status: 200, body };
}
