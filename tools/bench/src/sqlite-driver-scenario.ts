/**
 * The two SQLite drivers knex supports, through the real store: payments inserted one commit each (as the
 * server commits one per request), with `better-sqlite3` and with `sqlite3`, in the same run, at both
 * durability settings. The faster driver is the store's default; both figures are kept in the report.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The bench package does not depend on the store; its sources are imported as tsx runs them.
import { createStore, type SqliteSynchronous } from '../../../packages/store/src/index.js';
import type { DriverRow } from './bench-results.js';

type Driver = 'better-sqlite3' | 'sqlite3';

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

async function measure(driver: Driver, synchronous: SqliteSynchronous, count: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'xs2a-bench-'));
  const store = await createStore({ sqliteFile: join(dir, 'bench.sqlite'), sqliteDriver: driver, sqliteSynchronous: synchronous });
  try {
    for (let i = 0; i < Math.min(100, count); i += 1) await store.payments.insert(makePayment(i)); // warm-up
    const started = process.hrtime.bigint();
    for (let i = 0; i < count; i += 1) await store.payments.insert(makePayment(i));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return count / seconds;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Inserts `count` payments per driver and durability setting, the drivers alternating.
 *
 * @example
 * const rows = await measureSqliteDrivers(2000); // [{ synchronous: 'NORMAL', ... }, { synchronous: 'FULL', ... }]
 */
export async function measureSqliteDrivers(count = 2_000): Promise<DriverRow[]> {
  const rows: DriverRow[] = [];
  for (const synchronous of ['NORMAL', 'FULL'] as const) {
    const betterSqlite3 = await measure('better-sqlite3', synchronous, count);
    const sqlite3 = await measure('sqlite3', synchronous, count);
    rows.push({ synchronous, inserts: count, betterSqlite3PerSecond: betterSqlite3, sqlite3PerSecond: sqlite3, ratio: betterSqlite3 / sqlite3 });
  }
  return rows;
}
