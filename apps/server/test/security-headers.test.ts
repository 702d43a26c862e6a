/**
 * Browser-facing hardening on every answer (security review): nosniff so that no JSON answer echoing text is
 * ever read as a page or a script, no Referer leaving the bank's pages, and HTML that no other site may frame.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('security headers', () => {
  it.each([
    ['a signed API answer', () => server.request('GET', '/v1/sandbox/customers'), 200],
    ['an error that echoes the path', () => server.request('GET', '/v1/%3Cscript%3E'), 404],
    ['a refused unsigned request', () => server.request('GET', '/v1/sandbox/customers', { unsigned: true }), 400],
  ])('%s: nosniff and no referrer', async (_name, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('the documentation\'s static files may still be cached', async () => {
    const res = await fetch(`${server.url}/docs/swagger-ui.css`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it.each([['/'], ['/docs']])('the HTML page %s may not be framed by another site', async (path) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
