import type { DomainContext } from './context.js';
import { DomainError } from './errors.js';
import { readLedgerBalance } from './mock-balances.js';
import type { BalanceBody } from './mock-balances.js';
import type { Repositories } from './repositories.js';
import type { Account, AccountTransaction, CardAccount } from './sandbox-types.js';
import { buildCustomerView } from './sandbox-customers.js';
import type { CustomerView } from './sandbox-customers.js';

/**
 * Reads one customer by its customerId with everything it has: account and card account ids, and the
 * agreements it owns or is engaged on. Unknown id: `RESOURCE_UNKNOWN`.
 *
 * @example
 * const view = await getCustomer(ctx, customerId);
 * @see operation getSandboxCustomer (GET /v1/sandbox/customers/{customerId}) in @xs2a-kit/schema
 */
export async function getCustomer(ctx: DomainContext, customerId: string): Promise<CustomerView> {
  return ctx.uow.read(async (repos) => {
    const customer = await repos.sandbox.findCustomerById(customerId);
    if (customer === undefined) throw unknown('customer', customerId);
    return buildCustomerView(repos, customer, { withAccounts: true, agreements: await repos.sandbox.listAgreements() });
  });
}

/**
 * Deletes one customer by its customerId (unknown: `RESOURCE_UNKNOWN`) with its accounts, card accounts, their
 * transactions, the agreements it owns and every engagement of or on it, through the repository's own delete:
 * nothing else is read or rewritten, so a payment another process commits meanwhile is never touched.
 *
 * Decision on payments: they stay, whoever made them. Their ids stay valid (the specification says a payment
 * id stays valid) and they keep their own copy of the account numbers, so status and details remain readable;
 * one still waiting for the batch run from a removed account is rejected there (RJCT), as for any unknown
 * debtor account.
 *
 * @example
 * await deleteCustomer(ctx, customerId);
 * @see operation deleteSandboxCustomer (DELETE /v1/sandbox/customers/{customerId}) in @xs2a-kit/schema
 */
export async function deleteCustomer(ctx: DomainContext, customerId: string): Promise<void> {
  await ctx.uow.withTransaction(async (repos) => {
    const customer = await repos.sandbox.findCustomerById(customerId);
    if (customer === undefined || !(await repos.sandbox.deleteCustomer(customer.customerNumber))) {
      throw unknown('customer', customerId);
    }
  });
}

/**
 * Reads one mock account (unknown: `RESOURCE_UNKNOWN`).
 *
 * @example
 * const account = await getAccount(ctx, accountId);
 * @see operation getSandboxAccount (GET /v1/sandbox/accounts/{mockAccountId}) in @xs2a-kit/schema
 */
export async function getAccount(ctx: DomainContext, accountId: string): Promise<Account> {
  return ctx.uow.read((repos) => findAccount(repos, accountId));
}

/**
 * Reads one mock card account (unknown: `RESOURCE_UNKNOWN`).
 *
 * @example
 * const card = await getCardAccount(ctx, cardAccountId);
 * @see operation getSandboxCardAccount (GET /v1/sandbox/card-accounts/{mockCardAccountId}) in @xs2a-kit/schema
 */
export async function getCardAccount(ctx: DomainContext, cardAccountId: string): Promise<CardAccount> {
  return ctx.uow.read((repos) => findCardAccount(repos, cardAccountId));
}

/**
 * Reads one transaction of a mock account: `RESOURCE_UNKNOWN` when the account is unknown, or the transaction is
 * unknown or belongs to another account.
 *
 * @example
 * const transaction = await getAccountTransaction(ctx, { accountId, transactionId });
 * @see operation getSandboxAccountTransaction
 *   (GET /v1/sandbox/accounts/{mockAccountId}/transactions/{mockTransactionId}) in @xs2a-kit/schema
 */
export async function getAccountTransaction(
  ctx: DomainContext,
  request: { accountId: string; transactionId: string },
): Promise<AccountTransaction> {
  return ctx.uow.read(async (repos) => {
    const account = await findAccount(repos, request.accountId);
    const transaction = await repos.transactions.findAccountTransaction(account.accountId, request.transactionId);
    if (transaction === undefined) throw unknown('transaction', request.transactionId);
    return transaction;
  });
}

/**
 * Sets a mock account's balance from a balance update body (see `readLedgerBalance`: every balance in the
 * account's currency, the first one sets the ledger balance). Unknown account: `RESOURCE_UNKNOWN`.
 *
 * @example
 * await updateAccountBalances(ctx, { accountId, balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: 500, currency: 'NOK' } }] });
 * @see operation updateSandboxAccountBalances (PUT /v1/sandbox/accounts/{mockAccountId}/balances) in @xs2a-kit/schema
 */
export async function updateAccountBalances(
  ctx: DomainContext,
  request: { accountId: string; balances: readonly BalanceBody[] },
): Promise<Account> {
  return ctx.uow.withTransaction(async (repos) => {
    const account = await findAccount(repos, request.accountId);
    return repos.accounts.setBalance(account.accountId, readLedgerBalance(request.balances, account.currency));
  });
}

/**
 * Sets a mock card account's balance from a balance update body, with the rules of
 * {@link updateAccountBalances}. Unknown card account: `RESOURCE_UNKNOWN`.
 *
 * @example
 * await updateCardAccountBalances(ctx, { cardAccountId, balances: [{ balanceType: 'AUTHORISED', balanceAmount: { amount: -1234.5, currency: 'NOK' } }] });
 * @see operation updateSandboxCardAccountBalances (PUT /v1/sandbox/card-accounts/{mockCardAccountId}/balances)
 *   in @xs2a-kit/schema
 */
export async function updateCardAccountBalances(
  ctx: DomainContext,
  request: { cardAccountId: string; balances: readonly BalanceBody[] },
): Promise<CardAccount> {
  return ctx.uow.withTransaction(async (repos) => {
    const card = await findCardAccount(repos, request.cardAccountId);
    return repos.accounts.setCardBalance(card.cardAccountId, readLedgerBalance(request.balances, card.currency));
  });
}

async function findAccount(repos: Repositories, accountId: string): Promise<Account> {
  const account = await repos.accounts.findAccountById(accountId);
  if (account === undefined) throw unknown('account', accountId);
  return account;
}

async function findCardAccount(repos: Repositories, cardAccountId: string): Promise<CardAccount> {
  const card = await repos.accounts.findCardAccountById(cardAccountId);
  if (card === undefined) throw unknown('card account', cardAccountId);
  return card;
}

function unknown(kind: string, id: string): DomainError {
  return new DomainError('RESOURCE_UNKNOWN', `${kind} ${id} is unknown`);
}
