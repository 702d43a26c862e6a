/**
 * Graceful shutdown as an orchestrator sees it: a busy keep-alive client cannot hold the server open, and a
 * request that never finishes cannot either (found by the operator audit: neither case ever exited).
 */
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withholdBody } from './reliability/support/raw-socket.js';
import { startTestServer } from './support/test-server.js';

/** GET over a keep-alive agent; resolves with the status and the Connection header, or the error code. */
function get(url: string, agent: Agent): Promise<{ status: number; connection: string | undefined } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

describe('shutdown', () => {
  it('a keep-alive client sending without pause does not hold the drain open', async () => {
    const server = await startTestServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const answers: Awaited<ReturnType<typeof get>>[] = [];
    let stop = false;
    const loop = async () => {
      while (!stop) answers.push(await get(`${server.url}/health`, agent));
    };
    const loops = [loop(), loop(), loop(), loop()];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const outcome = await server.running.close({ timeoutMs: 10_000 });
    const tookMs = Date.now() - started;
    stop = true;
    await Promise.all(loops);
    agent.destroy();
    rmSync(dirname(server.sqliteFile), { recursive: true, force: true });
    expect(outcome.drained).toBe(true);
    // Far below the deadline: the server did not wait for the client to stop.
    expect(tookMs).toBeLessThan(5_000);
    // Every request the server took was answered 200; the others found the connection closed or refused.
    expect(answers.filter((a) => 'status' in a).every((a) => 'status' in a && a.status === 200)).toBe(true);
    expect(answers.filter((a) => 'error' in a).every((a) => 'error' in a && ['ECONNRESET', 'ECONNREFUSED', 'EPIPE'].includes(a.error))).toBe(true);
  });

  it('a request in flight when the drain starts is answered, with Connection: close', async () => {
    const server = await startTestServer();
    const url = new URL(server.url);
    const socket = connect(Number(url.port), url.hostname);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(`POST /v1/sandbox/customers HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{"a"`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closing = server.running.close({ timeoutMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write(':1}');
    const outcome = await closing;
    await closed;
    rmSync(dirname(server.sqliteFile), { recursive: true, force: true });
    expect(outcome.drained).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  it('a request whose body never arrives is cut off at the deadline, and the shutdown reports it', async () => {
    const server = await startTestServer();
    const stalled = withholdBody(server.url);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const outcome = await server.running.close({ timeoutMs: 500 });
    expect(outcome.drained).toBe(false);
    expect(Date.now() - started).toBeLessThan(3_000);
    await stalled.closed;
    rmSync(dirname(server.sqliteFile), { recursive: true, force: true });
  });
});

// Regression (review J, operator): a statement waiting for a lock another session held kept the store's close, and
// so the process's exit, waiting for as long as the lock was held (9.6 s and 22.6 s past a 3 s deadline).
describe('shutdown while a request waits for a database lock', () => {
  it('still ends soon after the deadline', async () => {
    const { createTestDatabase } = await import('./support/postgres-database.js');
    const pg = (await import('pg')).default;
    const db = await createTestDatabase('shutdown_lock');
    // The URL's own lock_timeout (a minute) stands in for a lock that is never given up.
    const server = await startTestServer({ DATABASE_URL: `${db.url}?lock_timeout=60000` });
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table customers in access exclusive mode');
      const stuck = server.request('GET', '/v1/sandbox/customers').catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      const { drained } = await server.running.close({ timeoutMs: 200 });
      expect(drained).toBe(false);
      expect(Date.now() - started).toBeLessThan(4_000);
      await stuck;
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
      await db.drop();
    }
  });
});

// Regression (review J, diff review): a read held by a lock waited one lock_timeout per retry, eight in all, and
// was then answered 500 because forgetting its X-Request-ID counted as a write; it is a 503 to retry.
describe('a read held by a database lock past lock_timeout', () => {
  it('is answered 503 with Retry-After after one lock_timeout', async () => {
    const { createTestDatabase } = await import('./support/postgres-database.js');
    const pg = (await import('pg')).default;
    const db = await createTestDatabase('lock_read');
    const server = await startTestServer({ DATABASE_URL: `${db.url}?lock_timeout=300` });
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table customers in access exclusive mode');
      const started = Date.now();
      const res = await server.request('GET', '/v1/sandbox/customers');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(res.status, res.text).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      await holder.query('rollback');
      // Served again once the lock is gone.
      expect((await server.request('GET', '/v1/sandbox/customers')).status).toBe(200);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
      await server.close();
      await db.drop();
    }
  });
});
