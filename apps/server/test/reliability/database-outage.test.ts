/**
 * The database goes away under a running server and comes back: while it is gone the API answers 503
 * SYSTEM_ERROR with Retry-After (the bank's temporary unavailability, which clients and load balancers retry),
 * /ready says NOT_READY, nothing half-written remains, and once it is back the same server serves again without a
 * restart. The outage is real: the server reaches PostgreSQL through a TCP relay that the test cuts.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { domesticPayment, pisHeaders } from '../support/domestic-payment.js';

const PG_URL = process.env.XS2A_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `xs2a_outage_${process.pid}_${Date.now()}`;
const target = new URL(PG_URL);

/** A TCP relay to PostgreSQL that can be cut (every open connection reset, new ones refused) and restored. */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.resetAndDestroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const relay = new Relay();
let server: TestServer;

const pis = pisHeaders('outage');
const payment = domesticPayment;

async function countPayments(): Promise<number> {
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const result = await client.query('SELECT count(*)::int AS n FROM payments');
    return (result.rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  await relay.open();
  const url = new URL(PG_URL);
  url.host = `127.0.0.1:${relay.port}`;
  url.pathname = `/${database}`;
  server = await startTestServer({ DATABASE_URL: url.toString() });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await relay.cut();
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}, 60_000);

describe('a database outage under a running server', () => {
  it('answers 503 with Retry-After while PostgreSQL is out of reach, writes nothing, and serves again once it is back', async () => {
    const before = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { body: payment, headers: pis });
    expect(before.status, before.text).toBe(201);
    const paymentsBefore = await countPayments();

    await relay.cut();
    for (const [method, path, body] of [
      ['GET', '/v1/sandbox/customers', undefined],
      ['POST', '/v1/payments/norwegian-domestic-credit-transfers', payment],
      ['GET', `/v1/payments/norwegian-domestic-credit-transfers/${String(before.json.paymentId)}/status`, undefined],
    ] as const) {
      const answer = await server.request(method, path, { ...(body ? { body } : {}), headers: pis });
      expect(answer.status, `${method} ${path}`).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.json).toEqual({
        tppMessages: [{ category: 'ERROR', code: 'SYSTEM_ERROR', text: expect.stringMatching(/right now; try again later \(request id /) }],
      });
      // No internal detail (driver text, host, port) reaches the TPP.
      expect(answer.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
    }
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await countPayments()).toBe(paymentsBefore);

    await relay.open();
    expect((await fetch(`${server.url}/ready`)).status).toBe(200);
    const after = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { body: payment, headers: pis });
    expect(after.status).toBe(201);
    const status = await server.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${String(before.json.paymentId)}/status`, { headers: pis });
    expect(status.json.transactionStatus).toBe('RCVD');
    expect(await countPayments()).toBe(paymentsBefore + 1);
  }, 60_000);
});
