import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Payment } from '@xs2a-kit/domain';
import type { Store } from '../create-store.js';
import { isStoreError } from '../store-error.js';
import { makeAccount, makeCustomer, makePayment, makeTransaction } from './fixtures.js';
import type { StoreFactory } from './store-factories.js';

/** Payments, baskets and money: the same expectations on every database. */
export function describePaymentContract(factory: StoreFactory): void {
  let store: Store;
  beforeAll(async () => {
    store = await factory.open();
  });
  beforeEach(() => factory.reset());

  describe('payments', () => {
    it('reads a payment back exactly as written, nested terms and all', async () => {
      const payment = makePayment({
        service: 'periodic-payments',
        psu: { customerNumber: '13039319955', context: 'CORPORATE', agreementId: 'agr-1' },
        periodic: { startDate: '2026-04-01', frequency: 'MonthlyVariable', monthsOfExecution: [1, 6, 12], executionRule: 'following' },
        fundsAvailable: true,
        requestedExecutionDate: '2026-04-01',
      });
      await store.payments.insert(payment);
      expect(await store.payments.findById(payment.paymentId)).toEqual(payment);
      expect(await store.payments.findById('no-such-payment')).toBeUndefined();
    });

    it('updates only from an expected status (compare-and-set) and clears fields set to undefined', async () => {
      const payment = makePayment({ fundsAvailable: false, insufficientFundsSince: '2026-03-02T09:00:00.000Z' });
      await store.payments.insert(payment);
      const updatedAt = '2026-03-02T10:00:00.000Z';
      expect(await store.payments.update(payment.paymentId, ['ACTC'], { transactionStatus: 'ACSC', updatedAt })).toBeUndefined();
      const moved = await store.payments.update(payment.paymentId, ['RCVD', 'PDNG'], {
        transactionStatus: 'ACTC',
        fundsAvailable: undefined,
        insufficientFundsSince: undefined,
        psu: { customerNumber: '12085592767', context: 'PRIVATE' },
        updatedAt,
      });
      const want: Payment = {
        ...makeWithout(payment, ['fundsAvailable', 'insufficientFundsSince']),
        transactionStatus: 'ACTC',
        psu: { customerNumber: '12085592767', context: 'PRIVATE' },
        updatedAt,
      };
      expect(moved).toEqual(want);
      expect(await store.payments.findById(payment.paymentId)).toEqual(want);
      expect(await store.payments.update(payment.paymentId, [], { updatedAt })).toBeUndefined();
    });

    it('keeps why a payment was rejected, written at insert or by an update', async () => {
      const rejected = makePayment({ transactionStatus: 'RJCT', rejectionReason: 'SCA_NOT_COMPLETED' });
      await store.payments.insert(rejected);
      expect(await store.payments.findById(rejected.paymentId)).toEqual(rejected);
      const payment = makePayment({ transactionStatus: 'RCVD' });
      await store.payments.insert(payment);
      const updatedAt = '2026-03-02T10:00:00.000Z';
      const moved = await store.payments.update(payment.paymentId, ['RCVD'], { transactionStatus: 'RJCT', rejectionReason: 'DEBTOR_ACCOUNT_NOT_USABLE', updatedAt });
      expect(moved?.rejectionReason).toBe('DEBTOR_ACCOUNT_NOT_USABLE');
      expect((await store.payments.findById(payment.paymentId))?.rejectionReason).toBe('DEBTOR_ACCOUNT_NOT_USABLE');
    });

    it('lists ids by status oldest first, ties by id', async () => {
      const a = makePayment({ paymentId: 'b', transactionStatus: 'ACTC', createdAt: '2026-03-02T09:00:00.000Z' });
      const b = makePayment({ paymentId: 'a', transactionStatus: 'ACTC', createdAt: '2026-03-02T09:00:00.000Z' });
      const c = makePayment({ paymentId: 'c', transactionStatus: 'ACCP', createdAt: '2026-03-01T09:00:00.000Z' });
      const d = makePayment({ paymentId: 'd', transactionStatus: 'RCVD', createdAt: '2026-02-01T09:00:00.000Z' });
      for (const p of [a, b, c, d]) await store.payments.insert(p);
      expect(await store.payments.listIdsByStatus(['ACTC', 'ACCP'])).toEqual(['c', 'a', 'b']);
    });

    it("lists one TPP's payments from one debtor account: by IBAN when it has one, else by BBAN among payments without IBAN", async () => {
      const tpp = 'NO-FSA-987654321';
      const payments = [
        makePayment({ paymentId: 'bban-1', createdAt: '2026-03-02T09:00:00.000Z' }),
        makePayment({ paymentId: 'bban-0', createdAt: '2026-03-01T09:00:00.000Z' }),
        makePayment({ paymentId: 'bban-rjct', transactionStatus: 'RJCT' }),
        makePayment({ paymentId: 'bban-other-tpp', tppId: 'NO-FSA-111111111' }),
        makePayment({ paymentId: 'bban-other-account', debtorAccount: { bban: '09232911007', currency: 'NOK' } }),
        // Named by IBAN (its BBAN too): found by that IBAN, not by the BBAN.
        makePayment({ paymentId: 'iban', debtorAccount: { iban: 'NO9386011117947', bban: '12345678903', currency: 'NOK' } }),
      ];
      for (const p of payments) await store.payments.insert(p);
      expect(await store.payments.listIdsByDebtor(tpp, { bban: '12345678903' }, ['RCVD', 'ACTC'])).toEqual(['bban-0', 'bban-1']);
      expect(await store.payments.listIdsByDebtor(tpp, { iban: 'NO9386011117947' }, ['RCVD'])).toEqual(['iban']);
      expect(await store.payments.listIdsByDebtor(tpp, { bban: '12345678903' }, ['RJCT'])).toEqual(['bban-rjct']);
      expect(await store.payments.listIdsByDebtor(tpp, {}, ['RCVD'])).toEqual([]);
    });

    it('refuses a second payment with the same id (CONFLICT)', async () => {
      const payment = makePayment();
      await store.payments.insert(payment);
      const error = await store.payments.insert(payment).catch((e: unknown) => e);
      expect(isStoreError(error, 'CONFLICT')).toBe(true);
    });
  });

  describe('money', () => {
    const huge = 999_999_999_999_999_999n;

    it('round-trips 999999999999999999 minor units in payments, balances and transactions', async () => {
      const payment = makePayment({
        service: 'bulk-payments',
        transfers: [
          { instructedAmount: { minor: huge, currency: 'NOK' }, creditorAccount: { bban: '95360573002' } },
          { instructedAmount: { minor: 1n, currency: 'NOK' }, creditorAccount: { bban: '95360573002' } },
        ],
      });
      await store.payments.insert(payment);
      expect((await store.payments.findById(payment.paymentId))?.transfers[0]?.instructedAmount.minor).toBe(huge);
      const rows = (await factory.raw('payments').select('amount_minor').where({ payment_id: payment.paymentId })) as {
        amount_minor: unknown;
      }[];
      expect(BigInt(String(rows[0]?.amount_minor))).toBe(huge + 1n);

      const customer = makeCustomer();
      await store.sandbox.insertCustomer(customer);
      const account = makeAccount(customer.customerNumber, { balance: { minor: huge - 5n, currency: 'NOK' } });
      await store.accounts.insertAccount(account);
      expect((await store.accounts.adjustBalance(account.accountId, 5n)).balance.minor).toBe(huge);
      expect((await store.accounts.findAccountById(account.accountId))?.balance).toEqual({ minor: huge, currency: 'NOK' });
      const transaction = makeTransaction(account.accountId, { amount: { minor: -huge, currency: 'NOK' } });
      await store.transactions.insertAccountTransactions([transaction]);
      expect(await store.transactions.listAccountTransactions(account.accountId)).toEqual([transaction]);
    });

    it('keeps amounts in integer columns, never floats', async () => {
      await store.payments.insert(makePayment());
      if (factory.name === 'sqlite') {
        const rows = (await factory.raw.raw('select typeof(amount_minor) as kind from payments')) as { kind: string }[];
        expect(rows.map((r) => r.kind)).toEqual(['integer']);
      } else {
        const result = (await factory.raw.raw(
          "select data_type from information_schema.columns where table_schema = current_schema() and column_name like '%_minor' group by data_type",
        )) as { rows: { data_type: string }[] };
        expect(result.rows.map((r) => r.data_type)).toEqual(['bigint']);
      }
    });
  });

  describe('baskets', () => {
    it('writes a basket with its entries, finds it by id and by payment, deletes it', async () => {
      const payments = [makePayment(), makePayment(), makePayment()];
      for (const p of payments) await store.payments.insert(p);
      const basket = { basketId: 'bsk-1', tppId: 'NO-FSA-987654321', paymentIds: payments.map((p) => p.paymentId), createdAt: '2026-03-02T09:00:00.000Z' };
      await store.baskets.insert(basket);
      expect(await store.baskets.findById('bsk-1')).toEqual(basket);
      expect(await store.baskets.findByPaymentId(payments[2]?.paymentId ?? '')).toEqual(basket);
      expect(await store.baskets.findByPaymentId('other')).toBeUndefined();
      expect(await store.baskets.delete('bsk-1')).toBe(true);
      expect(await store.baskets.delete('bsk-1')).toBe(false);
      expect(await store.baskets.findById('bsk-1')).toBeUndefined();
      expect(await store.payments.findById(payments[0]?.paymentId ?? '')).toBeDefined();
    });

    // On PostgreSQL this proves the row lock (FOR UPDATE); SQLite's single connection makes the units of work take
    // turns anyway, so there it shows the contract holds, not how.
    it('lockById reads the basket; a second unit of work locking it waits for the first and sees its deletion', async () => {
      const payment = makePayment();
      await store.payments.insert(payment);
      const basket = { basketId: 'locked', tppId: 't', paymentIds: [payment.paymentId], createdAt: 'x' };
      await store.baskets.insert(basket);
      expect(await store.baskets.lockById('locked')).toEqual(basket);
      expect(await store.baskets.lockById('none')).toBeUndefined();
      let locked!: () => void;
      const taken = new Promise<void>((resolve) => (locked = resolve));
      const first = store.withTransaction(async (tx) => {
        expect(await tx.baskets.lockById('locked')).toEqual(basket);
        locked();
        await new Promise((resolve) => setTimeout(resolve, 150));
        return tx.baskets.delete('locked');
      });
      await taken;
      const second = store.withTransaction((tx) => tx.baskets.lockById('locked'));
      expect(await first).toBe(true);
      expect(await second).toBeUndefined();
    });

    it('puts a payment in one basket only, even when two baskets race for it', async () => {
      const payment = makePayment();
      await store.payments.insert(payment);
      const make = (basketId: string) => store.baskets.insert({ basketId, tppId: 't', paymentIds: [payment.paymentId], createdAt: 'x' });
      const results = await Promise.allSettled([make('b1'), make('b2')]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const failure = results.find((r) => r.status === 'rejected');
      expect(isStoreError(failure?.status === 'rejected' ? failure.reason : undefined, 'CONFLICT')).toBe(true);
      expect(await factory.raw('baskets').count({ n: '*' })).toEqual([{ n: factory.name === 'sqlite' ? 1n : '1' }]);
    });

    it('writes nothing of a basket naming an unknown payment (REFERENCE_INVALID)', async () => {
      const payment = makePayment();
      await store.payments.insert(payment);
      const error = await store.baskets
        .insert({ basketId: 'b', tppId: 't', paymentIds: [payment.paymentId, 'missing'], createdAt: 'x' })
        .catch((e: unknown) => e);
      expect(isStoreError(error, 'REFERENCE_INVALID')).toBe(true);
      expect(await store.baskets.findById('b')).toBeUndefined();
      expect(await store.baskets.findByPaymentId(payment.paymentId)).toBeUndefined();
    });
  });
}

function makeWithout(payment: Payment, keys: readonly (keyof Payment)[]): Payment {
  const copy: Record<string, unknown> = { ...payment };
  for (const key of keys) delete copy[key];
  return copy as unknown as Payment;
}
