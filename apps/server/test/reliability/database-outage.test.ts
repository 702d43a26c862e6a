/**
 * The database goes away under a running server and comes back: while it is gone the API answers 503
 * SYSTEM_ERROR with Retry-After (the bank's temporary unavailability, which clients and load balancers retry),
 * /ready says NOT_READY, nothing is written, and once it is back the same server serves again without a restart
 * and takes the refused POST with its X-Request-ID. A connection lost after a COMMIT was applied is a 500 instead,
 * and the same request is refused, not run twice. The failures are real: the server reaches PostgreSQL through a
 * TCP relay that the test cuts.
 */
import { randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_PG_URL, type TestDatabase } from '../support/postgres-database.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { domesticPayment, pisHeaders } from '../support/domestic-payment.js';

let database: TestDatabase | undefined;
const target = new URL(TEST_PG_URL);

/**
 * A TCP relay to PostgreSQL that can be cut (every open connection reset, new ones refused) and restored, or armed
 * to lose the answer to the next COMMIT: the COMMIT reaches PostgreSQL and is applied, its answer is dropped and the
 * connection reset, as when a network fails at the worst moment.
 */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private loseNextCommitAnswer = false;
  port = 0;

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      let commitSent = false;
      client.on('data', (chunk: Buffer) => {
        if (this.loseNextCommitAnswer && chunk.includes('COMMIT')) {
          this.loseNextCommitAnswer = false;
          commitSent = true;
        }
        upstream.write(chunk);
      });
      upstream.on('data', (chunk: Buffer) => {
        if (!commitSent) {
          client.write(chunk);
          return;
        }
        client.resetAndDestroy();
        upstream.destroy();
      });
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  armCommitLoss(): void {
    this.loseNextCommitAnswer = true;
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
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    const result = await client.query('SELECT count(*)::int AS n FROM payments');
    return (result.rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await createTestDatabase('xs2a_outage');
  await relay.open();
  const url = new URL(database.url);
  url.host = `127.0.0.1:${relay.port}`;
  server = await startTestServer({ DATABASE_URL: url.toString() });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await relay.cut();
  await database?.drop();
}, 60_000);

describe('a database outage under a running server', () => {
  it('answers 503 with Retry-After while PostgreSQL is out of reach, writes nothing, and serves again once it is back', async () => {
    const before = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { body: payment, headers: pis });
    expect(before.status, before.text).toBe(201);
    const paymentsBefore = await countPayments();

    await relay.cut();
    const retriedId = randomUUID();
    for (const [method, path, body, requestId] of [
      ['GET', '/v1/sandbox/customers', undefined, randomUUID()],
      ['POST', '/v1/payments/norwegian-domestic-credit-transfers', payment, retriedId],
      ['GET', `/v1/payments/norwegian-domestic-credit-transfers/${String(before.json.paymentId)}/status`, undefined, randomUUID()],
    ] as const) {
      const answer = await server.request(method, path, { ...(body ? { body } : {}), headers: { ...pis, 'x-request-id': requestId } });
      expect(answer.status, `${method} ${path}`).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.json).toEqual({
        tppMessages: [{ category: 'ERROR', code: 'SYSTEM_ERROR', text: expect.stringMatching(/wrote nothing of this one; send it again after Retry-After \(request id /) }],
      });
      // No internal detail (driver text, host, port) reaches the TPP.
      expect(answer.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
    }
    // The PSU's SCA page during the outage: a page saying to try again, not the API's JSON.
    const scaPage = await fetch(String(before.json._links.scaRedirect.href));
    expect(scaPage.status).toBe(503);
    expect(scaPage.headers.get('content-type')).toMatch(/^text\/html/);
    expect(scaPage.headers.get('retry-after')).toBe('5');
    expect(await scaPage.text()).toContain('nothing was changed');
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await countPayments()).toBe(paymentsBefore);

    await relay.open();
    expect((await fetch(`${server.url}/ready`)).status).toBe(200);
    // The refused POST sent again as a client does after Retry-After, with its X-Request-ID: it is processed once.
    const after = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { body: payment, headers: { ...pis, 'x-request-id': retriedId } });
    expect(after.status).toBe(201);
    expect((await fetch(String(before.json._links.scaRedirect.href))).status).toBe(200);
    const status = await server.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${String(before.json.paymentId)}/status`, { headers: pis });
    expect(status.json.transactionStatus).toBe('RCVD');
    expect(await countPayments()).toBe(paymentsBefore + 1);
  }, 60_000);

  it('answers an SCA form over the size limit with a 413 page, not a JSON body or a misleading "connection closed"', async () => {
    const created = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { body: payment, headers: pis });
    const answer = await fetch(`${String(created.json._links.scaRedirect.href)}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `customerNumber=${'1'.repeat(20_000)}`,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toContain('The form is too large');
  });

  it('answers 500, not a retryable 503, when the connection breaks after the COMMIT was applied, and refuses the same request again', async () => {
    const paymentsBefore = await countPayments();
    const requestId = randomUUID();
    relay.armCommitLoss();
    const lost = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { body: payment, headers: { ...pis, 'x-request-id': requestId } });
    expect(lost.status).toBe(500);
    expect(lost.headers.get('retry-after')).toBeNull();
    expect(lost.json.tppMessages[0]).toMatchObject({ code: 'SYSTEM_ERROR', text: expect.stringContaining('cannot tell whether it took effect') });
    // The COMMIT was applied: the payment exists although the TPP never got its 201.
    expect(await countPayments()).toBe(paymentsBefore + 1);

    const again = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { body: payment, headers: { ...pis, 'x-request-id': requestId } });
    expect(again.status).toBe(400);
    expect(again.json.tppMessages[0]).toMatchObject({ code: 'FORMAT_ERROR', path: 'X-Request-ID' });
    expect(await countPayments()).toBe(paymentsBefore + 1);
  }, 60_000);
});
