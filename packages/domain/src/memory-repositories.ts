import type { Payment, PaymentStatus } from './payment-types.js';
import type { PaymentPatch, Repositories } from './repositories.js';
import type { MemoryState } from './memory-store.js';
import { RepositoryError } from './repository-error.js';
import type { Engagement } from './sandbox-types.js';

/**
 * Binds the repository interfaces to one working copy of the in-memory state (internal to the memory store).
 * `payments.update` is the compare-and-set the batch run relies on; `adjustBalance` adds in place.
 *
 * @example
 * const repos = createMemoryRepositories(workingCopy);
 * @see repositories.ts
 */
export function createMemoryRepositories(state: MemoryState): Repositories {
  return {
    payments: {
      async insert(payment) {
        if (state.payments.has(payment.paymentId)) throw new RepositoryError('CONFLICT', `duplicate payment ${payment.paymentId}`);
        state.payments.set(payment.paymentId, payment);
      },
      async findById(paymentId) {
        return state.payments.get(paymentId);
      },
      async update(paymentId: string, expected: readonly PaymentStatus[], patch: PaymentPatch) {
        const current = state.payments.get(paymentId);
        if (current === undefined || !expected.includes(current.transactionStatus)) return undefined;
        const next: Payment = { ...current, ...patch };
        state.payments.set(paymentId, next);
        return next;
      },
      async listIdsByStatus(statuses) {
        return [...state.payments.values()]
          .filter((p) => statuses.includes(p.transactionStatus))
          .sort(byCreation)
          .map((p) => p.paymentId);
      },
      async listIdsByDebtor(tppId, debtor, statuses) {
        return [...state.payments.values()]
          .filter((p) => p.tppId === tppId && statuses.includes(p.transactionStatus) && namesDebtor(p, debtor))
          .sort(byCreation)
          .map((p) => p.paymentId);
      },
    },
    baskets: {
      // The rules the SQL stores hold by their keys: one basket per id, a payment in at most one basket, and only
      // payments that exist.
      async insert(basket) {
        if (state.baskets.has(basket.basketId)) throw new RepositoryError('CONFLICT', `duplicate basket ${basket.basketId}`);
        for (const [index, paymentId] of basket.paymentIds.entries()) {
          if (!state.payments.has(paymentId)) throw new RepositoryError('REFERENCE_INVALID', `no payment ${paymentId}`);
          if (basket.paymentIds.indexOf(paymentId) !== index) throw new RepositoryError('CONFLICT', `payment ${paymentId} is twice in basket ${basket.basketId}`);
          const holder = [...state.baskets.values()].find((b) => b.paymentIds.includes(paymentId));
          if (holder !== undefined) throw new RepositoryError('CONFLICT', `payment ${paymentId} is already in basket ${holder.basketId}`);
        }
        state.baskets.set(basket.basketId, basket);
      },
      async findById(basketId) {
        return state.baskets.get(basketId);
      },
      // One unit of work at a time runs on memory: nothing to lock.
      async lockById(basketId) {
        return state.baskets.get(basketId);
      },
      async findByPaymentId(paymentId) {
        return [...state.baskets.values()].find((b) => b.paymentIds.includes(paymentId));
      },
      async delete(basketId) {
        return state.baskets.delete(basketId);
      },
    },
    sandbox: {
      async clearAll() {
        for (const map of Object.values(state)) (map as Map<string, unknown>).clear();
      },
      async insertCustomer(customer) {
        state.customers.set(customer.customerId, customer);
      },
      async findCustomerByNumber(customerNumber) {
        return [...state.customers.values()].find((c) => c.customerNumber === customerNumber);
      },
      async findCustomerById(customerId) {
        return state.customers.get(customerId);
      },
      async deleteCustomer(customerNumber) {
        return deleteCustomerFrom(state, customerNumber);
      },
      async listCustomers() {
        return [...state.customers.values()];
      },
      async insertAgreement(agreement) {
        state.agreements.set(agreement.agreementId, agreement);
      },
      async findAgreementById(agreementId) {
        return state.agreements.get(agreementId);
      },
      async addEngagement(agreementId: string, engagement: Engagement) {
        const agreement = state.agreements.get(agreementId);
        if (agreement === undefined) throw new RepositoryError('NOT_FOUND', `unknown agreement ${agreementId}`);
        state.agreements.set(agreementId, { ...agreement, engagements: [...agreement.engagements, engagement] });
      },
      async listAgreements() {
        return [...state.agreements.values()];
      },
    },
    accounts: {
      async insertAccount(account) {
        state.accounts.set(account.accountId, account);
      },
      async findAccountById(accountId) {
        return state.accounts.get(accountId);
      },
      async lockAccountById(accountId) {
        return state.accounts.get(accountId);
      },
      async findAccountByIban(iban) {
        return [...state.accounts.values()].find((a) => a.iban === iban);
      },
      async findAccountByBban(bban) {
        return [...state.accounts.values()].find((a) => a.bban === bban);
      },
      async listAccountsByCustomer(customerNumber) {
        return [...state.accounts.values()].filter((a) => a.customerNumber === customerNumber);
      },
      async listAccounts() {
        return [...state.accounts.values()];
      },
      async setBalance(accountId, balance) {
        const account = state.accounts.get(accountId);
        if (account === undefined) throw new RepositoryError('NOT_FOUND', `unknown account ${accountId}`);
        const next = { ...account, balance };
        state.accounts.set(accountId, next);
        return next;
      },
      async setCardBalance(cardAccountId, balance) {
        const card = state.cardAccounts.get(cardAccountId);
        if (card === undefined) throw new RepositoryError('NOT_FOUND', `unknown card account ${cardAccountId}`);
        const next = { ...card, balance };
        state.cardAccounts.set(cardAccountId, next);
        return next;
      },
      async adjustBalance(accountId, deltaMinor) {
        const account = state.accounts.get(accountId);
        if (account === undefined) throw new RepositoryError('NOT_FOUND', `unknown account ${accountId}`);
        const next = { ...account, balance: { ...account.balance, minor: account.balance.minor + deltaMinor } };
        state.accounts.set(accountId, next);
        return next;
      },
      async insertCardAccount(cardAccount) {
        state.cardAccounts.set(cardAccount.cardAccountId, cardAccount);
      },
      async findCardAccountById(cardAccountId) {
        return state.cardAccounts.get(cardAccountId);
      },
      async listCardAccountsByCustomer(customerNumber) {
        return [...state.cardAccounts.values()].filter((c) => c.customerNumber === customerNumber);
      },
    },
    transactions: {
      async insertAccountTransactions(transactions) {
        for (const t of transactions) state.accountTransactions.set(t.transactionId, t);
      },
      async listAccountTransactions(accountId) {
        return [...state.accountTransactions.values()].filter((t) => t.accountId === accountId);
      },
      async findAccountTransaction(accountId, transactionId) {
        const found = state.accountTransactions.get(transactionId);
        return found?.accountId === accountId ? found : undefined;
      },
      async insertCardTransactions(transactions) {
        for (const t of transactions) state.cardTransactions.set(`${t.cardAccountId}/${t.cardTransactionId}`, t);
      },
      async listCardTransactions(cardAccountId) {
        return [...state.cardTransactions.values()].filter((t) => t.cardAccountId === cardAccountId);
      },
    },
  };
}

/** The memory form of `SandboxRepository.deleteCustomer`: the same cascade, payments and baskets untouched. */
function deleteCustomerFrom(state: MemoryState, customerNumber: string): boolean {
  const customer = [...state.customers.values()].find((c) => c.customerNumber === customerNumber);
  if (customer === undefined) return false;
  const accounts = [...state.accounts.values()].filter((a) => a.customerNumber === customerNumber);
  const accountIds = new Set(accounts.map((a) => a.accountId));
  const ibans = new Set(accounts.map((a) => a.iban));
  const cardIds = new Set([...state.cardAccounts.values()].filter((c) => c.customerNumber === customerNumber).map((c) => c.cardAccountId));
  for (const [key, t] of state.accountTransactions) if (accountIds.has(t.accountId)) state.accountTransactions.delete(key);
  for (const [key, t] of state.cardTransactions) if (cardIds.has(t.cardAccountId)) state.cardTransactions.delete(key);
  for (const id of accountIds) state.accounts.delete(id);
  for (const id of cardIds) state.cardAccounts.delete(id);
  for (const [id, agreement] of state.agreements) {
    if (agreement.ownerCustomerNumber === customerNumber) {
      state.agreements.delete(id);
      continue;
    }
    const engagements = agreement.engagements.filter((e) => e.customerNumber !== customerNumber && !ibans.has(e.iban));
    if (engagements.length !== agreement.engagements.length) state.agreements.set(id, { ...agreement, engagements });
  }
  state.customers.delete(customer.customerId);
  return true;
}

function byCreation(a: Payment, b: Payment): number {
  return a.createdAt.localeCompare(b.createdAt) || a.paymentId.localeCompare(b.paymentId);
}

/** The store's rule: by IBAN when the debtor has one, else by BBAN among payments that name no IBAN. */
function namesDebtor(payment: Payment, debtor: { readonly iban?: string | undefined; readonly bban?: string | undefined }): boolean {
  if (debtor.iban !== undefined) return payment.debtorAccount.iban === debtor.iban;
  return payment.debtorAccount.iban === undefined && debtor.bban !== undefined && payment.debtorAccount.bban === debtor.bban;
}
