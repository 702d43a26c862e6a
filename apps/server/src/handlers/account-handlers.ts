import type { Account } from '@xs2a-kit/domain';
import type { components } from '@xs2a-kit/schema';
import type { HandlerTable } from '../operations/register-routes.js';
import type { OperationRequest, OperationResult } from '../operations/request-context.js';
import { authoriseAccountRead, readViewOptions, requireAccount, settleAccountRead } from './account-access.js';
import { createCardAccountHandlers } from './account-card-handlers.js';
import { createAccountTransactionHandlers } from './account-transaction-handlers.js';
import { identifyAccount, listAccountBalances, toAccountDetails, type Balance } from './account-views.js';
import type { HandlerDeps } from './handler-deps.js';

type Schemas = components['schemas'];

/**
 * Handlers of the account-information operations: accounts, balances, transactions and transaction details,
 * and the same for card accounts. Every read goes through `checkAccountAccess` (consent, PSU identification,
 * the unattended limits); only consented accounts are ever served.
 *
 * @example
 * const table = { ...createAccountHandlers(deps) };
 * @see service-spec.md "Other operations referred to" (GET /v1/accounts, balances, transactions), "Limits"
 */
export function createAccountHandlers(deps: HandlerDeps): HandlerTable {
  return {
    listAccounts: (request) => listAccounts(deps, request),
    getAccount: (request) => getAccount(deps, request),
    getAccountBalances: (request) => getAccountBalances(deps, request),
    ...createAccountTransactionHandlers(deps),
    ...createCardAccountHandlers(deps),
  };
}

async function readBalances(deps: HandlerDeps, account: Account): Promise<Balance[]> {
  const all = await deps.store.transactions.listAccountTransactions(account.accountId);
  return listAccountBalances(account, all.filter((t) => t.state === 'pending'));
}

async function listAccounts(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  const read = await authoriseAccountRead(deps, request, 'accounts');
  const options = readViewOptions(deps, request, read);
  const accounts: Schemas['AccountDetails'][] = [];
  const balancesOf: string[] = [];
  // The consent lists accounts and card accounts alike; this list shows the accounts.
  for (const accountId of read.accountIds) {
    const account = await deps.store.accounts.findAccountById(accountId);
    if (account === undefined) continue;
    const balances = request.query.withBalance === true ? await readBalances(deps, account) : undefined;
    if (balances !== undefined) balancesOf.push(accountId);
    accounts.push(toAccountDetails(account, options, balances));
  }
  const body: Schemas['AccountList'] = { accounts };
  await settleAccountRead(deps, read, { balancesOf });
  return { status: 200, body };
}

async function getAccount(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  const accountId = request.path['account-id'] ?? '';
  const read = await authoriseAccountRead(deps, request, 'account', accountId);
  const account = await requireAccount(deps, accountId);
  const balances = request.query.withBalance === true ? await readBalances(deps, account) : undefined;
  const body: Schemas['AccountDetailsResponse'] = { account: toAccountDetails(account, readViewOptions(deps, request, read), balances) };
  await settleAccountRead(deps, read, { balancesOf: balances === undefined ? [] : [accountId] });
  return { status: 200, body };
}

async function getAccountBalances(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  const accountId = request.path['account-id'] ?? '';
  const read = await authoriseAccountRead(deps, request, 'balances', accountId);
  const account = await requireAccount(deps, accountId);
  const body: Schemas['BalancesResponse'] = {
    account: identifyAccount(account),
    balances: await readBalances(deps, account),
  };
  await settleAccountRead(deps, read);
  return { status: 200, body };
}
