/**
 * Another process holds the SQLite file's write lock (a backup, an `sqlite3` shell in a transaction) past the
 * store's busy timeout: the request's first insert, its replay record, gives up having written nothing, so the
 * answer is the documented 503 with Retry-After, not a 500 whose outcome is unknown. Once the lock is gone the same
 * request is served.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { domesticPayment, pisHeaders } from '../support/domestic-payment.js';

/** better-sqlite3 ships no types: the two calls a second connection holding a lock needs. */
const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => { exec(sql: string): void; close(): void };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a SQLite file locked by another process', () => {
  it('regression: a POST whose replay record times out on the lock is 503 with Retry-After, and is taken once the lock is gone', async () => {
    const pis = pisHeaders(randomUUID());
    const requestId = randomUUID();
    // The other process: a second connection, outside the server's pool, holding the write lock.
    const other = new Database(server.sqliteFile);
    other.exec('BEGIN EXCLUSIVE');
    let locked;
    try {
      locked = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { body: domesticPayment, headers: { ...pis, 'x-request-id': requestId } });
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(locked.status, locked.text).toBe(503);
    expect(locked.headers.get('retry-after')).toBe('1');
    expect(locked.json.tppMessages[0].text).toMatch(/wrote nothing of this one/);

    const retried = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { body: domesticPayment, headers: { ...pis, 'x-request-id': requestId } });
    expect(retried.status, retried.text).toBe(201);
  }, 30_000);
});
