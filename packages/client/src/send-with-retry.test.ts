import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, readRetryAfter, sendWithRetry, type SendOptions } from './send-with-retry.js';
import type { SignedHttpRequest } from './sign-http-request.js';

describe('readRetryAfter', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');

  it.each([
    ['delay-seconds', '5', 5_000],
    ['zero', '0', 0],
    ['seconds with spaces around', ' 12 ', 12_000],
    ['an HTTP-date 30 s ahead', 'Tue, 24 Nov 2026 10:00:30 GMT', 30_000],
    ['an HTTP-date in the past (no wait)', 'Tue, 24 Nov 2026 09:59:00 GMT', 0],
    ['an RFC 850 date', 'Tuesday, 24-Nov-26 10:01:00 GMT', 60_000],
    ['an asctime date (GMT)', 'Tue Nov 24 10:00:05 2026', 5_000],
    ['more seconds than anyone waits', '1234567890', Number.POSITIVE_INFINITY],
  ])('reads %s', (_name, value, want) => {
    expect(readRetryAfter(value, now)).toBe(want);
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['negative', '-5'],
    ['a fraction', '1.5'],
    ['words', 'soon'],
  ])('gives undefined for %s', (_name, value) => {
    expect(readRetryAfter(value, now)).toBeUndefined();
  });

});

describe('sendWithRetry and Retry-After', () => {
  const signer = (method: string) => {
    let n = 0;
    return () => ({ method, url: 'http://bank.example/v1/x', headers: { 'x-request-id': 'r1', n: String(n++) }, requestId: 'r1' }) as unknown as SignedHttpRequest;
  };
  const answers = (...replies: { status: number; retryAfter?: string }[]) => {
    const sent: string[] = [];
    const fetch = (async (_url: string, init: { method: string }) => {
      sent.push(init.method);
      const reply = replies[Math.min(sent.length - 1, replies.length - 1)]!;
      return new Response('{}', { status: reply.status, headers: reply.retryAfter === undefined ? {} : { 'retry-after': reply.retryAfter } });
    }) as unknown as typeof globalThis.fetch;
    return { fetch, sent };
  };
  const options = (fetch: typeof globalThis.fetch, signal?: AbortSignal): SendOptions => ({ fetch, timeoutMs: 5_000, retries: 2, retryDelayMs: 1, random: () => 0, signal });

  it('stops after `retries` further attempts and hands back the last answer', async () => {
    const { fetch, sent } = answers({ status: 503, retryAfter: '0' });
    const result = await sendWithRetry(signer('POST'), options(fetch));
    expect(result).toMatchObject({ status: 503, attempts: 3 });
    expect(sent).toEqual(['POST', 'POST', 'POST']);
  });

  it('hands a POST its 503 at once when the bank asks for more than 30 s; a GET still retries on backoff', async () => {
    expect(MAX_RETRY_AFTER_MS).toBe(30_000);
    const post = answers({ status: 503, retryAfter: '31' });
    expect((await sendWithRetry(signer('POST'), options(post.fetch))).attempts).toBe(1);
    const get = answers({ status: 503, retryAfter: '120' }, { status: 200 });
    expect(await sendWithRetry(signer('GET'), options(get.fetch))).toMatchObject({ status: 200, attempts: 2 });
  });

  // Style review: the HTTP-date was read against Date.now(), though the client takes a clock of its own.
  it('reads a Retry-After HTTP-date against the clock it is given', async () => {
    const clock = () => new Date('2020-01-01T00:00:00Z');
    const { fetch, sent } = answers({ status: 503, retryAfter: 'Wed, 01 Jan 2020 00:00:40 GMT' });
    // 40 s past the given clock: more than the client waits out, so the POST's 503 comes back at once. Read against
    // the system clock the date is long past, which would have meant "retry now", three times.
    expect(await sendWithRetry(signer('POST'), { ...options(fetch), clock })).toMatchObject({ status: 503, attempts: 1 });
    expect(sent).toEqual(['POST']);
  });

  it('gives up a Retry-After wait when the caller aborts', async () => {
    const { fetch } = answers({ status: 503, retryAfter: '20' });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(new Error('caller gave up')), 100);
    await expect(sendWithRetry(signer('POST'), options(fetch, controller.signal))).rejects.toThrow('caller gave up');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
