import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStore, createStartingState, initializeSandbox } from '@xs2a-kit/domain';
import type { Repositories } from '@xs2a-kit/domain';
import type { Store } from '../create-store.js';
import { isStoreError } from '../store-error.js';
import { makePayment, makeTransaction } from './fixtures.js';
import type { StoreFactory } from './store-factories.js';

const clock = { now: () => new Date('2026-03-02T09:00:00Z') };
const state = createStartingState(clock);
const PRIVATE_3 = '13039319955';
const TOTALKONTO = state.accounts.find((a) => a.customerNumber === PRIVATE_3);
const CARD = state.cardAccounts.find((c) => c.customerNumber === PRIVATE_3);

/** Everything the sandbox repositories answer, for comparing the store with the in-memory reference. */
async function readSandbox(repos: Repositories) {
  const customers = await repos.sandbox.listCustomers();
  const accounts = await repos.accounts.listAccounts();
  const cards = [];
  for (const customer of customers) cards.push(...(await repos.accounts.listCardAccountsByCustomer(customer.customerNumber)));
  const transactions = [];
  for (const account of state.accounts) transactions.push(...(await repos.transactions.listAccountTransactions(account.accountId)));
  const cardTransactions = [];
  for (const card of state.cardAccounts) cardTransactions.push(...(await repos.transactions.listCardTransactions(card.cardAccountId)));
  return { customers, agreements: await repos.sandbox.listAgreements(), accounts, cards, transactions, cardTransactions };
}

/** Customer deletion, balance writes and single reads of the sandbox repositories. */
export function describeSandboxDeleteContract(factory: StoreFactory): void {
  let store: Store;
  beforeAll(async () => {
    store = await factory.open();
  });

  describe('sandbox deletes and balance writes', () => {
    // Inside this describe, so it runs after the reset hooks the other contracts register on the outer level.
    beforeEach(async () => {
      await factory.reset();
      await initializeSandbox({ uow: store, clock });
    });

    it('deletes a customer with exactly the cascade of the in-memory reference, payments untouched', async () => {
      const payment = makePayment({ debtorAccount: { iban: TOTALKONTO?.iban ?? '', currency: 'NOK' } });
      await store.payments.insert(payment);
      const memory = createMemoryStore();
      await initializeSandbox({ uow: memory, clock });
      expect(await store.sandbox.deleteCustomer(PRIVATE_3)).toBe(true);
      expect(await memory.withTransaction((repos) => repos.sandbox.deleteCustomer(PRIVATE_3))).toBe(true);
      const got = await readSandbox(store);
      expect(got).toEqual(await memory.withTransaction(readSandbox));
      expect(got.customers.map((c) => c.customerNumber)).not.toContain(PRIVATE_3);
      expect(got.agreements.some((a) => a.ownerCustomerNumber === PRIVATE_3 || a.engagements.some((e) => e.customerNumber === PRIVATE_3))).toBe(false);
      expect(await factory.raw('balances').where({ account_id: TOTALKONTO?.accountId }).count({ n: '*' })).toEqual([{ n: factory.name === 'sqlite' ? 0n : '0' }]);
      expect(await store.payments.findById(payment.paymentId)).toEqual(payment);
      expect(await store.sandbox.deleteCustomer(PRIVATE_3)).toBe(false);
      expect(await store.sandbox.deleteCustomer('00000000000')).toBe(false);
    });

    it('finds customers by id, lists every account in creation order, finds one transaction of one account', async () => {
      const [first] = state.customers;
      expect(await store.sandbox.findCustomerById(first?.customerId ?? '')).toEqual(first);
      expect(await store.sandbox.findCustomerById('nope')).toBeUndefined();
      const memory = createMemoryStore();
      await initializeSandbox({ uow: memory, clock });
      expect(await store.accounts.listAccounts()).toEqual(await memory.withTransaction((repos) => repos.accounts.listAccounts()));
      const transaction = makeTransaction(TOTALKONTO?.accountId ?? '', { purposeCode: 'SALA' });
      await store.transactions.insertAccountTransactions([transaction]);
      expect(await store.transactions.findAccountTransaction(transaction.accountId, transaction.transactionId)).toEqual(transaction);
      const other = state.accounts[1]?.accountId ?? '';
      expect(await store.transactions.findAccountTransaction(other, transaction.transactionId)).toBeUndefined();
      expect(await store.transactions.findAccountTransaction(transaction.accountId, 'nope')).toBeUndefined();
    });

    it.each([
      ['an account', (s: Store) => s.accounts.setBalance(TOTALKONTO?.accountId ?? '', { minor: -25_050n, currency: 'NOK' }), (s: Store) => s.accounts.findAccountById(TOTALKONTO?.accountId ?? '')],
      ['a card account', (s: Store) => s.accounts.setCardBalance(CARD?.cardAccountId ?? '', { minor: -123_450n, currency: 'NOK' }), (s: Store) => s.accounts.findCardAccountById(CARD?.cardAccountId ?? '')],
    ] as const)('sets the balance of %s absolutely and answers the record', async (_name, set, read) => {
      const answered = await set(store);
      expect(await read(store)).toEqual(answered);
      expect(await set(store)).toEqual(answered);
    });

    it('refuses balance writes on unknown ids with NOT_FOUND', async () => {
      const money = { minor: 1n, currency: 'NOK' };
      // One write at a time: starting both first would leave the second rejection unhandled while the first is awaited.
      for (const write of [() => store.accounts.setBalance('nope', money), () => store.accounts.setCardBalance('nope', money)]) {
        expect(isStoreError(await write().catch((e: unknown) => e), 'NOT_FOUND')).toBe(true);
      }
    });

    it('never removes a payment another transaction commits while a customer is being deleted', async () => {
      // The deleting transaction reads first, lets the other one commit a payment from the same customer's
      // account (on PostgreSQL inside its window; SQLite runs them one after the other), then deletes.
      const payments = Array.from({ length: 3 }, () => makePayment({ debtorAccount: { iban: TOTALKONTO?.iban ?? '', currency: 'NOK' } }));
      let writers: Promise<unknown> | undefined;
      await store.withTransaction(async (repos) => {
        expect(await repos.sandbox.findCustomerByNumber(PRIVATE_3)).toBeDefined();
        writers = Promise.all(payments.map((p) => store.withTransaction((other) => other.payments.insert(p))));
        await Promise.race([writers, new Promise((resolve) => setTimeout(resolve, 300))]);
        expect(await repos.sandbox.deleteCustomer(PRIVATE_3)).toBe(true);
      });
      await writers;
      for (const payment of payments) expect(await store.payments.findById(payment.paymentId)).toEqual(payment);
      expect(await store.sandbox.findCustomerByNumber(PRIVATE_3)).toBeUndefined();
    });
  });
}
