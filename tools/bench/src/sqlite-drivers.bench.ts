/**
 * Measures the two SQLite drivers knex supports, through the real store: N payments inserted one commit each
 * (as the server commits one per request), with `better-sqlite3` and with `sqlite3`, in the same run, at both
 * durability settings. Prints inserts per second and the ratio; the faster driver is the store's default.
 *
 *   npx tsx tools/bench/src/sqlite-drivers.bench.ts [N]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore } from '../../../packages/store/src/index.js';
import type { SqliteSynchronous } from '../../../packages/store/src/index.js';

type Driver = 'better-sqlite3' | 'sqlite3';

const count = Number(process.argv[2] ?? 2_000);

function makePayment(i: number) {
  const createdAt = new Date(Date.UTC(2026, 2, 2, 9, 0, 0, i)).toISOString();
  return {
    paymentId: randomUUID(),
    tppId: 'NO-FSA-987654321',
    service: 'periodic-payments' as const,
    product: 'norwegian-domestic-credit-transfers' as const,
    transactionStatus: 'RCVD' as const,
    debtorAccount: { bban: '12345678903', currency: 'NOK' },
    transfers: [
      {
        instructedAmount: { minor: 10_023n + BigInt(i), currency: 'NOK' },
        creditorAccount: { bban: '95360573002', currency: 'NOK' },
        creditorName: 'Company 123',
      },
    ],
    periodic: { startDate: '2026-04-01', frequency: 'Monthly' as const, dayOfExecution: 12 },
    createdAt,
    updatedAt: createdAt,
  };
}

async function measure(driver: Driver, synchronous: SqliteSynchronous): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'xs2a-bench-'));
  const store = await createStore({ sqliteFile: join(dir, 'bench.sqlite'), sqliteDriver: driver, sqliteSynchronous: synchronous });
  try {
    for (let i = 0; i < 100; i += 1) await store.payments.insert(makePayment(i)); // warm-up
    const started = process.hrtime.bigint();
    for (let i = 0; i < count; i += 1) await store.payments.insert(makePayment(i));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return count / seconds;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows: string[] = [];
for (const synchronous of ['NORMAL', 'FULL'] as const) {
  const better = await measure('better-sqlite3', synchronous);
  const classic = await measure('sqlite3', synchronous);
  rows.push(
    `| ${synchronous} | ${better.toFixed(0)} | ${classic.toFixed(0)} | ${(better / classic).toFixed(2)} |`,
  );
}
console.log(`SQLite through knex, ${count} payments, one commit each (WAL)\n`);
console.log('| synchronous | better-sqlite3 inserts/s | sqlite3 inserts/s | ratio |');
console.log('| --- | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
