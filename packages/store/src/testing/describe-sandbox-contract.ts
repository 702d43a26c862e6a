import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStore, createStartingState, initializeSandbox, loadStartingStateIfEmpty } from '@xs2a-kit/domain';
import type { CardTransaction } from '@xs2a-kit/domain';
import type { Store } from '../create-store.js';
import { isStoreError } from '../store-error.js';
import { makeAccount, makeCustomer, makePayment, makeTransaction } from './fixtures.js';
import type { StoreFactory } from './store-factories.js';

const clock = { now: () => new Date('2026-03-02T09:00:00Z') };

/** Sandbox customers, agreements, accounts, card accounts and transactions. */
export function describeSandboxContract(factory: StoreFactory): void {
  let store: Store;
  beforeAll(async () => {
    store = await factory.open();
  });
  beforeEach(() => factory.reset());

  describe('sandbox', () => {
    it("holds the domain's whole starting state exactly as the in-memory reference does", async () => {
      await initializeSandbox({ uow: store, clock });
      const memory = createMemoryStore();
      await initializeSandbox({ uow: memory, clock });
      const want = memory.snapshot();
      expect(await store.sandbox.listCustomers()).toEqual([...want.customers.values()]);
      expect(await store.sandbox.listAgreements()).toEqual([...want.agreements.values()]);
      const state = createStartingState(clock);
      for (const customer of state.customers) {
        const accounts = [...want.accounts.values()].filter((a) => a.customerNumber === customer.customerNumber);
        expect(await store.accounts.listAccountsByCustomer(customer.customerNumber)).toEqual(accounts);
        for (const account of accounts) {
          const transactions = [...want.accountTransactions.values()].filter((t) => t.accountId === account.accountId);
          expect(await store.transactions.listAccountTransactions(account.accountId)).toEqual(transactions);
        }
        const cards = [...want.cardAccounts.values()].filter((c) => c.customerNumber === customer.customerNumber);
        expect(await store.accounts.listCardAccountsByCustomer(customer.customerNumber)).toEqual(cards);
        for (const card of cards) {
          const transactions = [...want.cardTransactions.values()].filter((t) => t.cardAccountId === card.cardAccountId);
          expect(await store.transactions.listCardTransactions(card.cardAccountId)).toEqual(transactions);
        }
      }
      // initialize twice: a reset, never duplicates
      await initializeSandbox({ uow: store, clock });
      expect(await store.sandbox.listCustomers()).toHaveLength(want.customers.size);
    });

    // Regression (review): on PostgreSQL a reset deleted the entries, then waited at the payments for a basket
    // being written, and when that committed the delete broke its foreign key (400 with the constraint's text).
    it('a reset while a basket is being written waits for it, then empties every table', async () => {
      const payment = makePayment();
      await store.payments.insert(payment);
      let written!: () => void;
      const inserted = new Promise<void>((resolve) => (written = resolve));
      let release!: () => void;
      const go = new Promise<void>((resolve) => (release = resolve));
      const basket = store.withTransaction(async (repos) => {
        await repos.baskets.insert({ basketId: 'racing', tppId: 't', paymentIds: [payment.paymentId], createdAt: 'x' });
        written();
        await go;
      });
      await inserted;
      const reset = store.sandbox.clearAll();
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await basket;
      await reset;
      expect(await store.baskets.findById('racing')).toBeUndefined();
      expect(await store.payments.findById(payment.paymentId)).toBeUndefined();
    });

    // Review (diff): locked children first, a reset that met a basket between its two inserts held basket_entries
    // and payments while it waited for baskets, the basket then waited for the reset, and PostgreSQL's deadlock
    // timeout (a second) aborted one. In the writers' order the waiting reset holds nothing the basket needs next.
    it.skipIf(factory.name !== 'postgres')('a reset waiting for a basket between its two inserts holds no lock the basket needs next', async () => {
      const payment = makePayment();
      await store.payments.insert(payment);
      const writer = await factory.raw.transaction();
      await writer('baskets').insert({ basket_id: 'between', tpp_id: 't', created_at: 'x' });
      const reset = store.sandbox.clearAll();
      // A failed expectation must not leave the writer open (it would hold the next test's TRUNCATE) nor the reset
      // unobserved.
      try {
        // Wait until the reset's lock request is queued behind the writer.
        const locks = async () =>
          ((await factory.raw.raw("select c.relname, l.granted, l.pid from pg_locks l join pg_class c on c.oid = l.relation where l.mode = 'ExclusiveLock' and c.relname in ('baskets', 'basket_entries', 'payments') and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())")) as {
            rows: { relname: string; granted: boolean; pid: number }[];
          }).rows;
        let seen = await locks();
        for (let i = 0; i < 100 && !seen.some((l) => !l.granted); i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          seen = await locks();
        }
        expect(seen.filter((l) => !l.granted).map((l) => l.relname)).toEqual(['baskets']);
        expect(seen.filter((l) => l.granted).map((l) => l.relname)).toEqual([]);
        await writer('basket_entries').insert({ basket_id: 'between', payment_id: payment.paymentId, position: 0 });
        await writer.commit();
        await reset;
        expect(await store.baskets.findById('between')).toBeUndefined();
      } finally {
        if (!writer.isCompleted()) await writer.rollback();
        await reset.catch(() => undefined);
      }
    });

    // Regression (review J, operator): two processes starting on one empty database both loaded it, the later
    // load wiping what the earlier had already served.
    it('loads the starting state into an empty sandbox once, however many try at the same time, and never over data', async () => {
      const outcomes = await Promise.allSettled([loadStartingStateIfEmpty({ uow: store, clock }), loadStartingStateIfEmpty({ uow: store, clock })]);
      const loaded = outcomes.filter((o) => o.status === 'fulfilled' && o.value === true);
      expect(loaded).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(isStoreError(outcome.reason, 'CONFLICT')).toBe(true);
      }
      const count = createStartingState(clock).customers.length;
      expect(await store.sandbox.listCustomers()).toHaveLength(count);
      const added = makeCustomer({ customerNumber: '01010112345' });
      await store.sandbox.insertCustomer(added);
      expect(await loadStartingStateIfEmpty({ uow: store, clock })).toBe(false);
      expect(await store.sandbox.listCustomers()).toHaveLength(count + 1);
    });

    it('keeps agreements whole with their engagements and adds engagements later', async () => {
      const owner = makeCustomer({ customerType: 'CORPORATE' });
      await store.sandbox.insertCustomer(owner);
      const engagement = { engagementId: 'e1', customerNumber: '13039319955', iban: 'NO1009232911007', roles: ['VIEW', 'REGISTER'] as const };
      const agreement = { agreementId: 'agr-1', ownerCustomerNumber: owner.customerNumber, name: 'Firma', type: 'CORPORATE' as const, engagements: [engagement] };
      await store.sandbox.insertAgreement(agreement);
      const second = { engagementId: 'e2', customerNumber: '12085592767', iban: 'NO1009232911007', roles: ['VIEW'] as const, registerLimit: { minor: 500_000n, currency: 'NOK' } };
      await store.sandbox.addEngagement('agr-1', second);
      expect(await store.sandbox.findAgreementById('agr-1')).toEqual({ ...agreement, engagements: [engagement, second] });
      expect(await store.sandbox.findAgreementById('nope')).toBeUndefined();
      const error = await store.sandbox.addEngagement('nope', second).catch((e: unknown) => e);
      expect(isStoreError(error, 'NOT_FOUND')).toBe(true);
      expect(await store.sandbox.findCustomerByNumber(owner.customerNumber)).toEqual(owner);
    });

    it('empties every sandbox table with clearAll', async () => {
      await initializeSandbox({ uow: store, clock });
      await store.sandbox.clearAll();
      expect(await store.sandbox.listCustomers()).toEqual([]);
      expect(await store.sandbox.listAgreements()).toEqual([]);
      expect(await factory.raw('account_transactions').count({ n: '*' })).toEqual([{ n: factory.name === 'sqlite' ? 0n : '0' }]);
    });
  });

  describe('accounts and transactions', () => {
    it('finds accounts by id, IBAN and BBAN, adjusts balances relatively, refuses unknown ones', async () => {
      const customer = makeCustomer();
      await store.sandbox.insertCustomer(customer);
      const account = makeAccount(customer.customerNumber, { requiresKid: true, creditLine: { minor: 5_000n, currency: 'NOK' } });
      await store.accounts.insertAccount(account);
      expect(await store.accounts.findAccountById(account.accountId)).toEqual(account);
      expect(await store.accounts.findAccountByIban(account.iban)).toEqual(account);
      expect(await store.accounts.findAccountByBban(account.bban)).toEqual(account);
      expect(await store.accounts.findAccountByBban('00000000000')).toBeUndefined();
      await Promise.all(Array.from({ length: 20 }, () => store.accounts.adjustBalance(account.accountId, -1_000n)));
      expect((await store.accounts.findAccountById(account.accountId))?.balance.minor).toBe(80_000n);
      const error = await store.accounts.adjustBalance('missing', 1n).catch((e: unknown) => e);
      expect(isStoreError(error, 'NOT_FOUND')).toBe(true);
    });

    it('refuses an account of an unknown customer (foreign keys are on)', async () => {
      const error = await store.accounts.insertAccount(makeAccount('00000000000')).catch((e: unknown) => e);
      expect(isStoreError(error, 'REFERENCE_INVALID')).toBe(true);
      expect(await factory.raw('balances').count({ n: '*' })).toEqual([{ n: factory.name === 'sqlite' ? 0n : '0' }]);
    });

    it('stores many transactions in order and card transactions with every optional field', async () => {
      const customer = makeCustomer();
      await store.sandbox.insertCustomer(customer);
      const account = makeAccount(customer.customerNumber);
      await store.accounts.insertAccount(account);
      const many = Array.from({ length: 450 }, (_, i) => makeTransaction(account.accountId, { state: i % 7 === 0 ? 'pending' : 'booked' }));
      await store.transactions.insertAccountTransactions(many);
      expect(await store.transactions.listAccountTransactions(account.accountId)).toEqual(many);

      const card = {
        cardAccountId: 'card-1', customerNumber: customer.customerNumber, maskedPan: '525412******3241', currency: 'NOK',
        creditLimit: { minor: 5_000_000n, currency: 'NOK' }, balance: { minor: -12_000n, currency: 'NOK' }, name: 'Visa',
        product: 'Gold', status: 'enabled', cardId: 'c-1', cardIdVNo: '2', expiry: '2028-12',
      };
      await store.accounts.insertCardAccount(card);
      expect(await store.accounts.findCardAccountById('card-1')).toEqual(card);
      const cardTransaction: CardTransaction = {
        cardTransactionId: 'ct-1', cardAccountId: 'card-1', state: 'booked', bookingDate: '2026-03-01', transactionDate: '2026-02-28',
        transactionAmount: { minor: -12_000n, currency: 'NOK' }, originalAmount: { minor: -1_050n, currency: 'EUR' },
        markupFee: { minor: 150n, currency: 'NOK' }, cardAcceptorAddress: { townName: 'Oslo', country: 'NO' }, invoiced: false,
      };
      await store.transactions.insertCardTransactions([cardTransaction]);
      expect(await store.transactions.listCardTransactions('card-1')).toEqual([cardTransaction]);
    });
  });
}
