import { describe, expect, it } from 'vitest';
import { runBatch } from './batch-run.js';
import { BATCH_TIMES, getNextBatchRun, isBatchRunDue } from './batch-schedule.js';
import { authorisePayment, authorisePaymentCancellation, cancelPayment, changePaymentAsOtherChannel } from './payment-lifecycle.js';
import type { PaymentInitiation } from './payment-request.js';
import { createPayment, getPaymentStatus } from './payment-service.js';
import type { PaymentStatus } from './payment-types.js';
import { createSandboxContext, domesticBody, periodicBody, PSU_3, REGNINGSKONTO, TOTALKONTO } from './test-support.js';

/** Totalkonto holds NOK 18 000.00 and Regningskonto NOK 10 000.00 in the starting state. */
async function setup(initiations: PaymentInitiation[], now?: string) {
  const ctx = await createSandboxContext(now);
  const ids: string[] = [];
  for (const initiation of initiations) {
    const { paymentId } = await createPayment(ctx, { tppId: 'tpp-1', initiation });
    await authorisePayment(ctx, { tppId: 'tpp-1', paymentId, psu: PSU_3 });
    ids.push(paymentId);
  }
  const status = async (paymentId: string) => getPaymentStatus(ctx, { tppId: 'tpp-1', paymentId });
  const balance = (bban: string) => [...ctx.store.snapshot().accounts.values()].find((a) => a.bban === bban)?.balance.minor;
  const bookedFor = (paymentId: string) => [...ctx.store.snapshot().accountTransactions.values()].filter((t) => t.paymentId === paymentId);
  return { ctx, ids, status, balance, bookedFor };
}

/** A bulk from Totalkonto (NOK 18 000.00): the first transfer fits, the second then lacks funds. */
const partlyFundedBulk: PaymentInitiation = {
  service: 'bulk-payments',
  product: 'norwegian-domestic-credit-transfers',
  body: { debtorAccount: TOTALKONTO, payments: [domesticBody({ instructedAmount: { amount: '15000.00', currency: 'NOK' } }), domesticBody({ instructedAmount: { amount: '5000.00', currency: 'NOK' } })] },
};

const pay = (amount: string, overrides: Parameters<typeof domesticBody>[0] = {}): PaymentInitiation => ({
  service: 'payments',
  product: 'norwegian-domestic-credit-transfers',
  body: domesticBody({ instructedAmount: { amount, currency: 'NOK' }, ...overrides }),
});

describe('the batch run', () => {
  const single: [string, { given: PaymentInitiation; want: { status: PaymentStatus; fundsAvailable?: boolean; debited: bigint } }][] = [
    ['funds suffice: settled', { given: pay('1000.00'), want: { status: 'ACSC', fundsAvailable: true, debited: 100_000n } }],
    ['exactly the balance: settled', { given: pay('18000.00'), want: { status: 'ACSC', fundsAvailable: true, debited: 1_800_000n } }],
    ['one øre too much: waits for funds', { given: pay('18000.01'), want: { status: 'ACCP', fundsAvailable: false, debited: 0n } }],
    ['future execution date: due-date register', { given: pay('10.00', { requestedExecutionDate: '2026-03-05' }), want: { status: 'PDNG', debited: 0n } }],
    ['periodic payments are skipped', { given: { service: 'periodic-payments', product: 'norwegian-domestic-credit-transfers', body: periodicBody() }, want: { status: 'ACTC', debited: 0n } }],
    ['instant payments were settled at their SCA already', { given: { ...pay('5.00'), product: 'instant-norwegian-domestic-credit-transfers-straks' }, want: { status: 'ACSC', fundsAvailable: true, debited: 500n } }],
  ];
  it.each(single)('%s', async (_name, { given, want }) => {
    const { ctx, ids, status, balance } = await setup([given]);
    await runBatch(ctx);
    const read = await status(ids[0] as string);
    expect(read.transactionStatus).toBe(want.status);
    expect(read.fundsAvailable).toBe(want.fundsAvailable);
    expect(balance(TOTALKONTO.bban)).toBe(1_800_000n - want.debited);
  });

  // Regression: an instant (Straks) payment, "executed at once" by the spec, stayed ACTC until the next run, and
  // without funds went ACCP and RJCT the next day like a domestic transfer.
  const instant = (amount: string): PaymentInitiation => ({ ...pay(amount), product: 'instant-norwegian-domestic-credit-transfers-straks' });
  const instantBulk: PaymentInitiation = { ...partlyFundedBulk, product: 'instant-norwegian-domestic-credit-transfers-straks' };
  const atSca: [string, { given: PaymentInitiation; want: { status: PaymentStatus; fundsAvailable: boolean; debited: bigint; booked: number } }][] = [
    ['an instant payment is executed as its SCA completes', { given: instant('250.00'), want: { status: 'ACSC', fundsAvailable: true, debited: 25_000n, booked: 1 } }],
    ['an instant payment without funds is rejected at once', { given: instant('18000.01'), want: { status: 'RJCT', fundsAvailable: false, debited: 0n, booked: 0 } }],
    ['an instant bulk short of funds pays what it can and is PART at once', { given: instantBulk, want: { status: 'PART', fundsAvailable: false, debited: 1_500_000n, booked: 1 } }],
  ];
  it.each(atSca)('%s', async (_name, { given, want }) => {
    const { ctx, ids, status, balance, bookedFor } = await setup([given]);
    const id = ids[0] as string;
    expect(await status(id)).toMatchObject({ transactionStatus: want.status, fundsAvailable: want.fundsAvailable });
    if (want.status !== 'ACSC') expect(await status(id)).toMatchObject({ rejectionReason: 'FUNDS_NOT_AVAILABLE' });
    expect(balance(TOTALKONTO.bban)).toBe(1_800_000n - want.debited);
    expect(bookedFor(id)).toHaveLength(want.booked);
    // Nothing is left for a batch run to do.
    expect((await runBatch(ctx)).processed).toEqual([]);
  });

  // Review: the sandbox's other-channel change cancelled or rejected a bulk with money already paid out of it.
  it.each(['CANC', 'RJCT', 'HOLD'] as const)('refuses an other-channel %s of a bulk partly paid out', async (to) => {
    const { ctx, ids, status } = await setup([partlyFundedBulk]);
    await runBatch(ctx);
    expect(await status(ids[0] as string)).toMatchObject({ transactionStatus: 'ACCP', settledTransfers: 1 });
    await expect(changePaymentAsOtherChannel(ctx, { tppId: 'tpp-1', paymentId: ids[0] as string, status: to })).rejects.toMatchObject({ code: 'STATUS_INVALID' });
    expect(await status(ids[0] as string)).toMatchObject({ transactionStatus: 'ACCP' });
  });

  it('refuses an other-channel change of an executed single payment by its status, not as a partly paid bulk', async () => {
    const { ctx, ids } = await setup([pay('10.00')]);
    await runBatch(ctx);
    const refused = changePaymentAsOtherChannel(ctx, { tppId: 'tpp-1', paymentId: ids[0] as string, status: 'CANC' });
    await expect(refused).rejects.toMatchObject({ code: 'STATUS_INVALID', message: 'a payment in status ACSC cannot become CANC' });
  });

  it('leaves an instant payment ACTC where the context does not execute payments (production: the bank does)', async () => {
    const sandbox = await createSandboxContext();
    const ctx = { ...sandbox, executesPayments: false };
    const { paymentId } = await createPayment(ctx, { tppId: 'tpp-1', initiation: instant('250.00') });
    expect((await authorisePayment(ctx, { tppId: 'tpp-1', paymentId, psu: PSU_3 })).transactionStatus).toBe('ACTC');
    expect([...ctx.store.snapshot().accounts.values()].find((a) => a.bban === TOTALKONTO.bban)?.balance.minor).toBe(1_800_000n);
  });

  it('executes a dated instant bulk on its date, and rejects it at once when funds are short then', async () => {
    const { ctx, ids, status } = await setup([{ ...instantBulk, body: { ...(instantBulk.body as object), requestedExecutionDate: '2026-03-04' } } as PaymentInitiation]);
    expect(await status(ids[0] as string)).toMatchObject({ transactionStatus: 'ACTC' });
    ctx.clock.set('2026-03-03T23:00:00Z'); // 00:00 Oslo on 4 March
    expect((await runBatch(ctx)).partiallySettled).toEqual(ids);
  });

  it('books the debit, and the credit when the creditor account is in the sandbox', async () => {
    const { ctx, ids, balance, bookedFor } = await setup([pay('250.50', { creditorAccount: REGNINGSKONTO })]);
    const report = await runBatch(ctx);
    expect(report.settled).toEqual(ids);
    expect(report.processed).toEqual([
      { paymentId: ids[0], tppId: 'tpp-1', paymentService: 'payments', paymentProduct: 'norwegian-domestic-credit-transfers', fromStatus: 'ACTC', toStatus: 'ACSC', fundsAvailable: true },
    ]);
    expect(balance(TOTALKONTO.bban)).toBe(1_800_000n - 25_050n);
    expect(balance(REGNINGSKONTO.bban)).toBe(1_000_000n + 25_050n);
    const booked = bookedFor(ids[0] as string).map((t) => [t.state, t.amount.minor, t.bookingDate]);
    expect(booked).toEqual([
      ['booked', -25_050n, '2026-03-02'],
      ['booked', 25_050n, '2026-03-02'],
    ]);
  });

  it('retries a payment lacking funds the same day and rejects it on a later bank day', async () => {
    const { ctx, ids, status } = await setup([pay('20000.00')]);
    await runBatch(ctx);
    ctx.clock.set('2026-03-02T12:30:00Z'); // 13:30 Oslo, same day
    // Regression: the retry that changed nothing was reported as processed (ACCP to ACCP).
    expect(await runBatch(ctx)).toMatchObject({ processed: [], waitingForFunds: [] });
    expect(await status(ids[0] as string)).toMatchObject({ transactionStatus: 'ACCP', fundsAvailable: false });
    ctx.clock.set('2026-03-02T23:00:00Z'); // 00:00 Oslo, next day
    expect((await runBatch(ctx)).rejected).toEqual(ids);
    expect(await status(ids[0] as string)).toMatchObject({ transactionStatus: 'RJCT', fundsAvailable: false, rejectionReason: 'FUNDS_NOT_AVAILABLE' });
  });

  it('settles a payment waiting for funds once money arrives the same day', async () => {
    const { ctx, ids, status } = await setup([pay('18000.00'), pay('1000.00')]);
    expect(await runBatch(ctx)).toMatchObject({ settled: [ids[0]], waitingForFunds: [ids[1]] });
    await createPayment(ctx, { tppId: 'tpp-1', initiation: pay('5000.00', { debtorAccount: REGNINGSKONTO, creditorAccount: TOTALKONTO }) }).then((p) =>
      authorisePayment(ctx, { tppId: 'tpp-1', paymentId: p.paymentId, psu: PSU_3 }),
    );
    await runBatch(ctx); // the top-up settles after the waiting payment's retry in this run (oldest first)
    await runBatch(ctx);
    expect(await status(ids[1] as string)).toMatchObject({ transactionStatus: 'ACSC', fundsAvailable: true });
  });

  it('settles a PDNG payment on its due date', async () => {
    const { ctx, ids, status } = await setup([pay('10.00', { requestedExecutionDate: '2026-03-05' })]);
    await runBatch(ctx);
    ctx.clock.set('2026-03-04T23:00:00Z'); // 00:00 Oslo on 5 March
    expect((await runBatch(ctx)).settled).toEqual(ids);
    expect(await status(ids[0] as string)).toMatchObject({ transactionStatus: 'ACSC' });
  });

  it('settles bulk entries one by one: PART when the rest never finds money', async () => {
    const { ctx, ids, status, balance } = await setup([partlyFundedBulk]);
    await runBatch(ctx);
    expect(await status(ids[0] as string)).toMatchObject({ transactionStatus: 'ACCP', fundsAvailable: false });
    ctx.clock.set('2026-03-03T07:15:00Z');
    await runBatch(ctx);
    expect(await status(ids[0] as string)).toMatchObject({ transactionStatus: 'PART' });
    expect(balance(TOTALKONTO.bban)).toBe(300_000n);
  });

  // Regression (compatibility review): the first transfer was paid out and the bulk waited for funds (ACCP); its
  // DELETE was taken and, once the PSU authorised it, the bulk read CANC with the debit still booked.
  it('refuses to cancel a bulk payment of which a transfer has been paid out, also with its SCA already begun', async () => {
    const { ctx, ids, status, balance } = await setup([partlyFundedBulk]);
    const address = { tppId: 'tpp-1', paymentId: ids[0] as string };
    // The TPP asked to cancel before the run; the PSU authorises the cancellation after it.
    expect(await cancelPayment(ctx, address)).toMatchObject({ cancellationAuthorisationRequired: true });
    await runBatch(ctx);
    expect(await status(address.paymentId)).toMatchObject({ transactionStatus: 'ACCP' });
    const refused = { name: 'DomainError', code: 'CANCELLATION_INVALID', message: expect.stringContaining('1 of the bulk payment\'s 2 transfers') };
    await expect(authorisePaymentCancellation(ctx, { ...address, psu: PSU_3 })).rejects.toMatchObject(refused);
    await expect(cancelPayment(ctx, address)).rejects.toMatchObject(refused);
    expect(await status(address.paymentId)).toMatchObject({ transactionStatus: 'ACCP' });
    expect(balance(TOTALKONTO.bban)).toBe(300_000n);
  });

  it('processes each payment once when two runs overlap', async () => {
    const { ctx, ids, balance, bookedFor } = await setup([pay('100.00'), pay('200.00'), pay('300.00'), pay('400.00')]);
    const [first, second] = await Promise.all([runBatch(ctx), runBatch(ctx)]);
    const settled = [...first.settled, ...second.settled].sort();
    expect(settled).toEqual([...ids].sort());
    expect(balance(TOTALKONTO.bban)).toBe(1_800_000n - 100_000n);
    for (const id of ids) expect(bookedFor(id)).toHaveLength(1);
    expect((await runBatch(ctx)).settled).toEqual([]);
  });

  it('leaves nothing half-written when settlement fails', async () => {
    const { ctx, ids, balance } = await setup([pay('100.00')]);
    const failing = {
      ...ctx,
      uow: {
        withTransaction: <T>(work: Parameters<typeof ctx.uow.withTransaction<T>>[0]) =>
          ctx.uow.withTransaction((repos) =>
            work({ ...repos, transactions: { ...repos.transactions, insertAccountTransactions: async () => Promise.reject(new Error('disk full')) } }),
          ),
        read: ctx.uow.read,
      },
    };
    await expect(runBatch(failing)).rejects.toThrow('disk full');
    expect(balance(TOTALKONTO.bban)).toBe(1_800_000n);
    expect(ctx.store.snapshot().payments.get(ids[0] as string)?.transactionStatus).toBe('ACTC');
  });
});

describe('the batch schedule', () => {
  it('runs five times a day', () => {
    expect(BATCH_TIMES).toEqual(['00:00', '08:15', '10:00', '11:30', '13:30']);
  });

  const next: [string, { given: string; want: string }][] = [
    ['winter morning', { given: '2026-03-02T06:00:00Z', want: '2026-03-02T07:15:00.000Z' }],
    ['exactly at a run: the next one', { given: '2026-03-02T07:15:00Z', want: '2026-03-02T09:00:00.000Z' }],
    ['after the last run: midnight Oslo', { given: '2026-03-02T13:00:00Z', want: '2026-03-02T23:00:00.000Z' }],
    ['summer time', { given: '2026-06-15T07:00:00Z', want: '2026-06-15T08:00:00.000Z' }],
  ];
  it.each(next)('%s', (_name, { given, want }) => {
    expect(getNextBatchRun(new Date(given)).toISOString()).toBe(want);
  });

  it('tells a scheduler when a run fell due', () => {
    expect(isBatchRunDue(new Date('2026-03-02T07:00:00Z'), new Date('2026-03-02T07:20:00Z'))).toBe(true);
    expect(isBatchRunDue(new Date('2026-03-02T07:20:00Z'), new Date('2026-03-02T08:00:00Z'))).toBe(false);
  });
});
