import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { authorisePayment, createPayment, getPaymentStatus, initializeSandbox } from '@xs2a-kit/domain';
import { createStore, type Store } from '@xs2a-kit/store';
import { runDueBatches } from '../src/infra/batch-scheduler.js';

const dirs: string[] = [];
const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function setUp(now: Date) {
  const dir = mkdtempSync(join(tmpdir(), 'xs2a-batch-'));
  dirs.push(dir);
  const clock = { now: () => now };
  const store = await createStore({ sqliteFile: join(dir, 'bank.sqlite'), clock });
  stores.push(store);
  const domain = { uow: store, clock };
  await initializeSandbox(domain);
  const address = { tppId: 'PSDNO-FSA-1', service: 'payments', product: 'norwegian-domestic-credit-transfers' } as const;
  const created = await createPayment(domain, {
    tppId: address.tppId,
    initiation: {
      service: address.service,
      product: address.product,
      body: {
        instructedAmount: { amount: '10.00', currency: 'NOK' },
        creditorName: 'Grocer AS',
        creditorAccount: { bban: '36240064418', currency: 'NOK' },
        debtorAccount: { bban: '09232911007', currency: 'NOK' },
      },
    } as never,
  });
  const psu = { customerNumber: '13039319955', context: 'PRIVATE' as const };
  await authorisePayment(domain, { ...address, paymentId: created.paymentId, psu });
  return { store, domain, deps: { store, domain, clock: () => now, logger: pino({ level: 'silent' }) }, address: { ...address, paymentId: created.paymentId } };
}

describe('scheduled batch runs', () => {
  // 2026-03-02 is a Monday in Oslo winter time (UTC+1): the 08:15 slot is 07:15Z.
  const before = new Date('2026-03-02T07:00:00Z');
  const after = new Date('2026-03-02T07:20:00Z');

  it('settles an authorised payment at the next slot, and a second process gets no second run of that slot', async () => {
    const { store, domain, deps, address } = await setUp(after);
    await runDueBatches(deps, before, after);
    expect((await getPaymentStatus(domain, address)).transactionStatus).toBe('ACSC');
    await runDueBatches(deps, before, after);
    const runs = await store.batchRuns.findBySlot('scheduled:2026-03-02T07:15:00.000Z');
    expect(runs).toMatchObject({ status: 'finished', settled: 1, trigger: 'scheduled' });
  });

  it('runs nothing when no slot fell in the interval', async () => {
    const { domain, deps, address } = await setUp(before);
    await runDueBatches(deps, new Date('2026-03-02T06:00:00Z'), before);
    expect((await getPaymentStatus(domain, address)).transactionStatus).toBe('ACTC');
  });
});
