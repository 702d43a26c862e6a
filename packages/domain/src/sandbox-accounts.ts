import { getBankToday } from './clock.js';
import { createId } from './context.js';
import type { DomainContext } from './context.js';
import { DomainError } from './errors.js';
import { parseAccountBody, parseCardAccountBody } from './mock-data.js';
import type { AccountBody, CardAccountBody } from './mock-data.js';
import { parseAccountTransactionsBody, parseCardTransactionsBody } from './mock-transactions.js';
import type { AccountTransactionBody, CardTransactionBody } from './mock-transactions.js';
import type { Repositories } from './repositories.js';
import type { Account, AccountTransaction, CardAccount, CardTransaction } from './sandbox-types.js';
import { selectAccountTransactions, selectCardTransactions } from './transaction-listing.js';
import type { TransactionPage, TransactionQuery } from './transaction-listing.js';

/**
 * Creates a mock account for an existing customer (`RESOURCE_UNKNOWN` at `customerNumber` otherwise); an
 * account number already in the sandbox is `CONFLICT` at `bban` (409, as a taken customer number is). The body rules (account numbers, including
 * the portal's MOD11-failing mock accounts, balances in the account's currency) are `parseAccountBody`'s. Owned by a private customer it is on
 * that customer's agreement at once; a corporate customer's needs an engagement to be reachable by a PSU.
 *
 * @example
 * await createAccount(ctx, { customerNumber: '13039319955', accountName: 'Ekstra', bban: '95360573002', currency: 'NOK' });
 * @see operation createSandboxAccount (POST /v1/sandbox/accounts) in @xs2a-kit/schema
 */
export async function createAccount(ctx: DomainContext, body: AccountBody): Promise<Account> {
  const fields = parseAccountBody(body);
  return ctx.uow.withTransaction(async (repos) => {
    await assertCustomer(repos, body.customerNumber);
    if ((await repos.accounts.findAccountByBban(fields.bban)) !== undefined) {
      throw new DomainError('CONFLICT', 'an account with this bban exists', { path: 'bban' });
    }
    const account: Account = { accountId: createId(ctx), ...fields };
    await repos.accounts.insertAccount(account);
    return account;
  });
}

/**
 * Creates a mock card account for an existing customer (`RESOURCE_UNKNOWN` at `customerNumber` otherwise).
 *
 * @example
 * await createCardAccount(ctx, { customerNumber: '13039319955', maskedPan: '1234xxxxxxxx4321', currency: 'NOK' });
 * @see operation createSandboxCardAccount (POST /v1/sandbox/card-accounts) in @xs2a-kit/schema
 */
export async function createCardAccount(ctx: DomainContext, body: CardAccountBody): Promise<CardAccount> {
  const fields = parseCardAccountBody(body);
  return ctx.uow.withTransaction(async (repos) => {
    await assertCustomer(repos, body.customerNumber);
    const cardAccount: CardAccount = { cardAccountId: createId(ctx), ...fields };
    await repos.accounts.insertCardAccount(cardAccount);
    return cardAccount;
  });
}

/**
 * Adds transactions to a mock account (unknown account: `RESOURCE_UNKNOWN`), with the rules of
 * `parseAccountTransactionsBody` (the account's currency, bookingStatus defaults, dates). Balances are left as
 * they are: the portal changes them through its own balance operation.
 *
 * @example
 * await addTransactions(ctx, { accountId, body: [{ amount: -100, currency: 'NOK', bookingDate: '2026-02-01', valueDate: '2026-02-01' }] });
 * @see operation createSandboxAccountTransactions (POST /v1/sandbox/accounts/{mockAccountId}/transactions)
 *   in @xs2a-kit/schema
 */
export async function addTransactions(
  ctx: DomainContext,
  request: { accountId: string; body: readonly AccountTransactionBody[] },
): Promise<AccountTransaction[]> {
  const today = getBankToday(ctx.clock);
  return ctx.uow.withTransaction(async (repos) => {
    const account = await repos.accounts.findAccountById(request.accountId);
    if (account === undefined) throw new DomainError('RESOURCE_UNKNOWN', `account ${request.accountId} is unknown`);
    const transactions = parseAccountTransactionsBody(request.body, {
      accountId: account.accountId,
      currency: account.currency,
      today,
      newId: () => createId(ctx),
    });
    await repos.transactions.insertAccountTransactions(transactions);
    return transactions;
  });
}

/**
 * Adds transactions to a mock card account (unknown card account: `RESOURCE_UNKNOWN`), with the rules of
 * `parseCardTransactionsBody` (bookingStatus defaults, booking not before the transaction date, dates, ids).
 *
 * @example
 * await addCardTransactions(ctx, { cardAccountId, body: [{ transactionDate: '2026-02-01', transactionAmount: { currency: 'NOK', amount: 100 } }] });
 * @see operation createSandboxCardAccountTransactions (POST /v1/sandbox/card-accounts/{mockCardAccountId}/transactions)
 *   in @xs2a-kit/schema
 */
export async function addCardTransactions(
  ctx: DomainContext,
  request: { cardAccountId: string; body: readonly CardTransactionBody[] },
): Promise<CardTransaction[]> {
  const today = getBankToday(ctx.clock);
  return ctx.uow.withTransaction(async (repos) => {
    const card = await findCardAccount(repos, request.cardAccountId);
    const takenIds = new Set((await repos.transactions.listCardTransactions(card.cardAccountId)).map((t) => t.cardTransactionId));
    // A generated id is a UUID without its hyphens: 32 characters, within cardTransactionId's 35, and the same
    // in the mock-data listing and the AIS.
    const newId = () => createId(ctx).replace(/-/g, '');
    const transactions = parseCardTransactionsBody(request.body, { cardAccountId: card.cardAccountId, currency: card.currency, today, newId, takenIds });
    await repos.transactions.insertCardTransactions(transactions);
    return transactions;
  });
}

/**
 * Lists a card account's transactions (see `selectCardTransactions` for the rules).
 *
 * @example
 * const { cardAccount, cardTransactions } = await listCardTransactions(ctx, { cardAccountId, query: { bookingStatus: 'both' } });
 * @see operation listSandboxCardAccountTransactions (GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions)
 *   in @xs2a-kit/schema
 */
export async function listCardTransactions(
  ctx: DomainContext,
  request: { cardAccountId: string; query: TransactionQuery },
): Promise<{ cardAccount: { maskedPan: string }; cardTransactions: TransactionPage<CardTransaction> }> {
  return ctx.uow.read(async (repos) => {
    const card = await findCardAccount(repos, request.cardAccountId);
    const all = await repos.transactions.listCardTransactions(card.cardAccountId);
    return { cardAccount: { maskedPan: card.maskedPan }, cardTransactions: selectCardTransactions(all, request.query) };
  });
}

/**
 * Lists an account's transactions (see `selectAccountTransactions`): `view: 'ais'` for the account-information
 * API (pending ones never reduced by filters), `'sandbox'` for the mock-data API.
 *
 * @example
 * await listAccountTransactions(ctx, { accountId, query: { bookingStatus: 'both' }, view: 'ais' });
 * @see operation listSandboxAccountTransactions (GET /v1/sandbox/accounts/{mockAccountId}/transactions)
 *   in @xs2a-kit/schema
 */
export async function listAccountTransactions(
  ctx: DomainContext,
  request: { accountId: string; query: TransactionQuery; view: 'ais' | 'sandbox' },
): Promise<{ account: { iban: string; bban: string }; transactions: TransactionPage<AccountTransaction> }> {
  return ctx.uow.read(async (repos) => {
    const account = await repos.accounts.findAccountById(request.accountId);
    if (account === undefined) throw new DomainError('RESOURCE_UNKNOWN', `account ${request.accountId} is unknown`);
    const all = await repos.transactions.listAccountTransactions(account.accountId);
    return {
      account: { iban: account.iban, bban: account.bban },
      transactions: selectAccountTransactions(all, request.query, request.view, getBankToday(ctx.clock)),
    };
  });
}

async function assertCustomer(repos: Repositories, customerNumber: string): Promise<void> {
  if ((await repos.sandbox.findCustomerByNumber(customerNumber)) === undefined) {
    throw new DomainError('RESOURCE_UNKNOWN', 'customerNumber is not a sandbox customer', { path: 'customerNumber' });
  }
}

async function findCardAccount(repos: Repositories, cardAccountId: string): Promise<CardAccount> {
  const card = await repos.accounts.findCardAccountById(cardAccountId);
  if (card === undefined) throw new DomainError('RESOURCE_UNKNOWN', `card account ${cardAccountId} is unknown`);
  return card;
}
