/**
 * The error handler's last branch: an unexpected error is the bank's failure (500, logged as an error) unless
 * the client aborted its own request mid-body, which is logged at debug and answered 400.
 */
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { createErrorHandler } from '../src/middleware/error-handler.js';

function makeContext(readableAborted: boolean) {
  const logged: string[] = [];
  const log = { error: () => logged.push('error'), debug: () => logged.push('debug') };
  const ctx = {
    req: { readableAborted, headers: { host: 'bank.example' }, rawHeaders: ['Host', 'bank.example'], httpVersion: '1.1' },
    state: { log, requestId: 'req-1' },
    status: 404,
    body: undefined as unknown,
    method: 'POST',
    path: '/v1/payments/norwegian-domestic-credit-transfers',
    set: () => undefined,
    response: { get: () => '' },
  };
  return { ctx, logged };
}

const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });

describe('error handler: who failed', () => {
  it('answers 400 and logs at debug when the client closed the connection mid-body', async () => {
    const { ctx, logged } = makeContext(true);
    await createErrorHandler()(ctx as unknown as Context, async () => Promise.reject(reset));
    expect(ctx.status).toBe(400);
    expect(ctx.body).toMatchObject({ tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR' }] });
    expect(logged).toEqual(['debug']);
  });

  it('answers 500 SYSTEM_ERROR and logs an error for the same reset when the request had arrived (a database reset)', async () => {
    const { ctx, logged } = makeContext(false);
    await createErrorHandler()(ctx as unknown as Context, async () => Promise.reject(reset));
    expect(ctx.status).toBe(500);
    expect(ctx.body).toMatchObject({ tppMessages: [{ code: 'SYSTEM_ERROR', text: expect.stringContaining('req-1') }] });
    expect(logged).toEqual(['error']);
  });
});

/** A request context whose log and response headers the test reads back. */
function makeRecordingContext(method: string, path: string, state: Record<string, unknown> = {}) {
  const logged: { level: string; fields: unknown }[] = [];
  const headers: Record<string, string> = {};
  const ctx = {
    req: { readableAborted: false, headers: { host: 'bank.example' }, rawHeaders: ['Host', 'bank.example'], httpVersion: '1.1' },
    state: {
      log: { error: (fields: unknown) => logged.push({ level: 'error', fields }), warn: (fields: unknown) => logged.push({ level: 'warn', fields }) },
      requestId: 'req-2',
      ...state,
    },
    status: 404,
    body: undefined as unknown,
    method,
    path,
    // Koa's set takes a name and a value, or an object of them.
    set: (name: string | Record<string, string>, value?: string) => {
      if (typeof name === 'string') headers[name] = value ?? '';
      else Object.assign(headers, name);
    },
    response: { get: () => '' },
  };
  return { ctx, logged, headers };
}

describe('error handler: the database out of reach', () => {
  it('answers 503 SYSTEM_ERROR with Retry-After, and logs one line at warn rather than a stack at error', async () => {
    const { StoreError } = await import('@xs2a-kit/store');
    const { ctx, logged, headers } = makeRecordingContext('GET', '/v1/sandbox/customers');
    const outage = new StoreError('CONNECTION_FAILED', 'connect ECONNREFUSED 10.0.0.5:5432');
    await createErrorHandler()(ctx as unknown as Context, async () => Promise.reject(outage));
    expect(ctx.status).toBe(503);
    expect(headers).toEqual({ 'Retry-After': '5' });
    expect(ctx.body).toEqual({ tppMessages: [{ category: 'ERROR', code: 'SYSTEM_ERROR', text: 'The bank cannot process requests right now and wrote nothing of this one; send it again after Retry-After (request id req-2).' }] });
    expect(logged).toEqual([{ level: 'warn', fields: { reason: 'connect ECONNREFUSED 10.0.0.5:5432' } }]);
  });

  it('answers 500 without Retry-After when a state-changing request failed in its handler (it may have committed)', async () => {
    const { StoreError } = await import('@xs2a-kit/store');
    const { ctx, logged, headers } = makeRecordingContext('POST', '/v1/payments/norwegian-domestic-credit-transfers', { outcomeUnknown: true });
    await createErrorHandler()(ctx as unknown as Context, async () => Promise.reject(new StoreError('CONNECTION_FAILED', 'connect ECONNREFUSED')));
    expect(ctx.status).toBe(500);
    expect(headers).toEqual({});
    expect(ctx.body).toEqual({ tppMessages: [{ category: 'ERROR', code: 'SYSTEM_ERROR', text: expect.stringContaining('cannot tell whether it took effect') }] });
    expect(logged.map((entry) => entry.level)).toEqual(['error']);
  });
});
