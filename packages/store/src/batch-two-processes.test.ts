import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeSandbox } from '@xs2a-kit/domain';
import type { BatchRunReport } from '@xs2a-kit/domain';
import type { Store } from './create-store.js';
import { makePayment } from './testing/fixtures.js';
import { createPostgresFactory } from './testing/store-factories.js';

const worker = fileURLToPath(new URL('./testing/batch-worker.ts', import.meta.url));
const root = fileURLToPath(new URL('../../../', import.meta.url));
const clock = { now: () => new Date('2026-03-02T09:00:00Z') };

/** Starts a batch worker; resolves with its stdout lines as they come and its exit. */
function startWorker(args: readonly string[]): { child: ChildProcessWithoutNullStreams; lines: AsyncIterator<string>; exited: Promise<unknown> } {
  const child = spawn('npx', ['tsx', worker, ...args], { cwd: root, timeout: 60_000 });
  const stderr: Buffer[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  const exited = once(child, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`batch worker exited with ${String(code)}: ${Buffer.concat(stderr).toString()}`);
  });
  return { child, lines: createInterface({ input: child.stdout })[Symbol.asyncIterator](), exited };
}

async function readLine(lines: AsyncIterator<string>): Promise<string> {
  const next = await lines.next();
  if (next.done === true) throw new Error('batch worker closed its output early');
  return next.value;
}

describe('batch run by two server processes on one PostgreSQL (issue 5 done-when)', () => {
  const factory = createPostgresFactory();
  let store: Store;
  beforeAll(async () => {
    store = await factory.open();
  });
  afterAll(() => factory.dispose());

  it('settles every payment exactly once and balances add up', async () => {
    await initializeSandbox({ uow: store, clock });
    const accounts = [
      ...(await store.accounts.listAccountsByCustomer('13039319955')),
      ...(await store.accounts.listAccountsByCustomer('12085592767')),
    ];
    const before = accounts.reduce((sum, a) => sum + a.balance.minor, 0n);
    // Payments criss-cross between the four accounts, so the two processes also contend for the same balance rows.
    const payments = Array.from({ length: 200 }, (_, i) => {
      const debtor = accounts[i % accounts.length]!;
      const creditor = accounts[(i + 1 + (i % 3)) % accounts.length]!;
      return makePayment({
        transactionStatus: 'ACTC',
        debtorAccount: { bban: debtor.bban },
        transfers: [{ instructedAmount: { minor: 100n + BigInt(i), currency: 'NOK' }, creditorAccount: { bban: creditor.bban } }],
      });
    });
    for (const p of payments) await store.payments.insert(p);

    const workers = [1, 2].map(() => startWorker([factory.options.url ?? '', factory.options.schema ?? '']));
    // A barrier: both processes are connected before either starts its run.
    expect(await Promise.all(workers.map((w) => readLine(w.lines)))).toEqual(['ready', 'ready']);
    for (const w of workers) w.child.stdin.end('go\n');
    const reports = await Promise.all(workers.map(async (w) => JSON.parse(await readLine(w.lines)) as BatchRunReport));
    await Promise.all(workers.map((w) => w.exited));

    const settled = reports.flatMap((r) => r.settled);
    // Both processes really ran at the same time: each won some claims (released together by the barrier).
    expect(reports.map((r) => r.settled.length).every((n) => n > 0)).toBe(true);
    expect(settled.sort()).toEqual(payments.map((p) => p.paymentId).sort());
    expect(new Set(settled).size).toBe(payments.length);
    for (const p of payments) {
      expect((await store.payments.findById(p.paymentId))?.transactionStatus).toBe('ACSC');
      expect(await factory.raw('account_transactions').where({ payment_id: p.paymentId })).toHaveLength(2);
    }
    const after = await Promise.all(accounts.map((a) => store.accounts.findAccountById(a.accountId)));
    expect(after.reduce((sum, a) => sum + (a?.balance.minor ?? 0n), 0n)).toBe(before);
    for (const account of accounts) {
      const moved = payments.reduce((sum, p) => {
        const amount = p.transfers[0]!.instructedAmount.minor;
        const out = p.debtorAccount.bban === account.bban ? -amount : 0n;
        const inn = p.transfers[0]!.creditorAccount.bban === account.bban ? amount : 0n;
        return sum + out + inn;
      }, 0n);
      expect((await store.accounts.findAccountById(account.accountId))?.balance.minor).toBe(account.balance.minor + moved);
    }
  }, 90_000);
});
