/**
 * The sandbox landing page: the test customers from the store with their SCA numbers, accounts and cards, the
 * x-accept-fix catalogue as of the server clock, relative links, and the first CLI call. Served by a real
 * listening Koa app on a real store (the lead mounts the router in the server's page routers).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, initializeSandbox, type DomainContext } from '@xs2a-kit/domain';
import { ACCEPT_FIX_CATALOGUE } from '@xs2a-kit/schema';
import { createStore, type Store } from '@xs2a-kit/store';
import type { HandlerDeps } from '../src/handlers/handler-deps.js';
import { createLandingRouter } from '../src/pages/landing-page.js';

const now = new Date('2024-10-15T10:00:00Z');
let dir: string;
let store: Store;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'xs2a-landing-'));
  const clock = { now: () => now };
  store = await createStore({ sqliteFile: join(dir, 'sandbox.sqlite'), clock });
  const domain: DomainContext = { uow: store, clock };
  await initializeSandbox(domain);
  await createCustomer(domain, { customerNumber: '01085800481', name: 'Ola <Nordmann>', type: 'private' });
  const deps = { mode: 'sandbox', store, domain, clock: () => now, publicUrl: 'https://bank.example/api-sandbox' } as unknown as HandlerDeps;
  const prefixed = new Router({ prefix: '/api-sandbox' });
  prefixed.use(createLandingRouter(deps).routes());
  const app = new Koa();
  app.use(createLandingRouter(deps).routes());
  app.use(prefixed.routes());
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function getPage(path = '/'): Promise<{ status: number; type: string; html: string }> {
  const res = await fetch(`${base}${path}`, { redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() };
}

describe('sandbox landing page', () => {
  it('is an HTML page without scripts', async () => {
    const page = await getPage();
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.html).toMatch(/^<!doctype html>/);
    expect(page.html).not.toMatch(/<script/i);
  });

  // Review (dates): the page and the spec said "five times a day" and nothing a TPP could plan a settlement by.
  it('names the times of the batch runs and their time zone', async () => {
    expect((await getPage()).html).toContain('at 00:00, 08:15, 10:00, 11:30, 13:30 Norwegian time (Europe/Oslo)');
  });

  it('lists every customer of the store with the number to use at SCA, escaped', async () => {
    const { html } = await getPage();
    for (const number of ['13039319955', '12085592767', '18129215603', '20079518612', '01085800481']) {
      expect(html).toContain(`<code class="customer-number">${number}</code>`);
    }
    expect(html).toContain('Test Testperson 3');
    expect(html).toContain('Ola &lt;Nordmann&gt;');
    expect(html).not.toContain('<Nordmann>');
  });

  it('shows accounts with BBAN, IBAN, currency and balance, and card accounts by masked PAN', async () => {
    const { html } = await getPage();
    expect(html).toContain('<td>Totalkonto</td><td><code>09232911007</code></td><td><code>NO1009232911007</code></td><td>NOK</td><td>18000.00</td>');
    expect(html).toContain('<code>123456******1234</code>');
    expect(html).toContain('<td>EUR</td><td>33260.11</td>');
  });

  it('says which accounts each kind of payment needs, with a body that makes a EUR account for a private customer', async () => {
    const { html } = await getPage();
    expect(html).toContain('403 PRODUCT_INVALID');
    const body = /POST v1\/sandbox\/accounts\n(\{.*\})<\/code>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(body.replace(/&quot;/g, '"'))).toEqual({ customerNumber: '13039319955', accountName: 'Valutakonto', bban: '85523166859', currency: 'EUR' });
  });

  it('shows the x-accept-fix catalogue with its dates and which fixes are default on the server date', async () => {
    const { html } = await getPage();
    for (const fix of ACCEPT_FIX_CATALOGUE) {
      expect(html).toContain(`<code>${fix.value}</code>`);
      expect(html).toContain(fix.madeDefault);
    }
    // 2024-10-15: longer-names (2024-10-01) is default, the two fixes of 2024-11-13 are not yet.
    expect(html).toMatch(/<code>longer-names<\/code>.*<td>yes<\/td>/);
    expect(html).toMatch(/<code>cash-account-type-iso<\/code>.*<td>no, opt in<\/td>/);
  });

  it('links relatively to the docs, the spec and the explain operation, and gives the first CLI call', async () => {
    const { html } = await getPage();
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(hrefs).toEqual(expect.arrayContaining(['docs', 'openapi.yaml', 'docs#/Sandbox/explainSandboxSignature']));
    expect(hrefs.every((href) => !href.startsWith('/') && !/^[a-z]+:/.test(href))).toBe(true);
    expect(html).toContain('POST v1/sandbox/signature-explain');
    // The commands that work from a clone today (accessibility review: `npm install @xs2a-kit/client` led, and the
    // package is not on npm yet); `npx xs2a` only where the package is installed, never bare (an unclaimed name).
    expect(html).toContain('npx tsx packages/client/src/cli.ts certs create --out ./certs');
    expect(html).toContain('npx tsx packages/client/src/cli.ts customers list --base-url https://bank.example/api-sandbox --cert ./certs/qseal.pem --key ./certs/qseal-key.pem');
    expect(html).toContain('where <code>@xs2a-kit/client</code> is installed from npm');
    // First on the page, before the customers and the catalogue (it was last, about 2,900 px down).
    expect(html.indexOf('id="first-call"')).toBeLessThan(html.indexOf('id="customers"'));
  });

  // Regression (browser review): the accounts tables made the whole page scroll sideways on a 375 px screen.
  it('lets each table scroll inside its own box', async () => {
    const { html } = await getPage();
    const tables = html.match(/<table>/g) ?? [];
    expect(tables.length).toBeGreaterThan(1);
    expect(html.match(/<div class="scroll"><table>/g)).toHaveLength(tables.length);
    expect(html).toContain('.scroll { overflow-x: auto; }');
  });

  it('works under a base path, redirecting to the trailing slash so relative links stay below it', async () => {
    const bare = await getPage('/api-sandbox');
    expect(bare.status).toBe(302);
    const res = await fetch(`${base}/api-sandbox`, { redirect: 'manual' });
    expect(new URL(res.headers.get('location') ?? '', `${base}/api-sandbox`).pathname).toBe('/api-sandbox/');
    const page = await getPage('/api-sandbox/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('13039319955');
  });
});
