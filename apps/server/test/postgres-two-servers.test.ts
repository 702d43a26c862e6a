/**
 * Two server processes on one PostgreSQL serve one consistent bank: what one creates, the other reads,
 * changes and authorises. Each process is a real child process (`tsx apps/server/src/main.ts`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificates, signRequest, type TestCertificate } from '@xs2a-kit/signature';
import { domesticPayment, pisHeaders } from './support/domestic-payment.js';
import { createTestDatabase, type TestDatabase } from './support/postgres-database.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
let database: TestDatabase | undefined;
const children: ChildProcess[] = [];
let urls: string[] = [];
let tpp: TestCertificate;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startChild(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/ready`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${url} did not become ready`);
}

async function send(base: string, method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const signed = signRequest({
    method,
    target: path,
    headers: { ...(text ? { 'content-type': 'application/json' } : {}), ...extra },
    ...(text ? { body: text } : {}),
    privateKey: tpp.privateKey,
    certificate: tpp.certificateBase64,
  });
  const response = await fetch(`${base}${path}`, { method, headers: { ...extra, ...signed.headers, ...(text ? { 'content-type': 'application/json' } : {}) }, ...(text ? { body: text } : {}) });
  const raw = await response.text();
  return { status: response.status, json: raw ? JSON.parse(raw) : undefined };
}

const pis = pisHeaders('two-servers');
const payment = domesticPayment;

beforeAll(async () => {
  database = await createTestDatabase('xs2a_two');
  tpp = (await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-555555555', roles: ['PSP_PI', 'PSP_AI'] })).qseal;
  // Both start at once on the empty database: migrations and the starting state must survive the race.
  urls = await Promise.all([startChild(database.url), startChild(database.url)]);
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))));
  await database?.drop();
}, 60_000);

describe('two server processes on one PostgreSQL', () => {
  it('see each other’s payments and baskets, and one authorises what the other created', async () => {
    const [a, b] = urls as [string, string];
    const customersA = await send(a, 'GET', '/v1/sandbox/customers');
    const customersB = await send(b, 'GET', '/v1/sandbox/customers');
    expect(customersA.json).toHaveLength(4);
    const ids = (list: { customerId: string }[]) => list.map((c) => c.customerId);
    expect(ids(customersB.json)).toEqual(ids(customersA.json));

    const first = await send(a, 'POST', '/v1/payments/norwegian-domestic-credit-transfers', payment, pis);
    const second = await send(b, 'POST', '/v1/payments/norwegian-domestic-credit-transfers', payment, pis);
    expect([first.status, second.status]).toEqual([201, 201]);
    const readOnB = await send(b, 'GET', `/v1/payments/norwegian-domestic-credit-transfers/${first.json.paymentId}/status`);
    expect(readOnB.json.transactionStatus).toBe('RCVD');

    const basket = await send(b, 'POST', '/v1/signing-baskets', { paymentIds: [first.json.paymentId, second.json.paymentId] }, pis);
    expect(basket.status).toBe(201);
    const authorisationId = decodeURIComponent(basket.json._links.scaRedirect.href.split('/sca/')[1]);
    const approved = await send(a, 'POST', `/v1/sandbox/authorisations/${authorisationId}/approve`, { customerNumber: '13039319955', decision: 'approve' });
    expect(approved.json.scaStatus).toBe('finalised');
    const basketOnA = await send(a, 'GET', `/v1/signing-baskets/${basket.json.basketId}/status`);
    expect(basketOnA.json.transactionStatus).toBe('ACTC');
    const secondOnA = await send(a, 'GET', `/v1/payments/norwegian-domestic-credit-transfers/${second.json.paymentId}/status`);
    expect(secondOnA.json.transactionStatus).toBe('ACTC');
  });

  // Review: a double click on Approve (or two tabs) reached both processes at once; the submit that lost the race
  // got the approval form again with "already finalised", so the PSU stayed on the bank's page. Since review J the
  // same approval submitted again gets the first one's way back to the TPP (a 409 page stranded the PSU, and the
  // TPP never had its callback when the answer the browser showed was the loser's).
  it('answer the submits of one approval that lose the race with the same way back, never with the form again', async () => {
    const [a, b] = urls as [string, string];
    const created = await send(a, 'POST', '/v1/payments/norwegian-domestic-credit-transfers', payment, pis);
    const page = new URL(created.json._links.scaRedirect.href as string);
    const form = (fields: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' as const });
    const login = await fetch(`${a}${page.pathname}/login`, form({ customerNumber: '13039319955', method: 'BANKID' }));
    expect(login.status).toBe(200);
    const decision = form({ customerNumber: '13039319955', method: 'BANKID', context: 'PRIVATE', decision: 'approve' });
    const answers = await Promise.all([a, b, a, b, a, b].map((base) => fetch(`${base}${page.pathname}/decision`, decision)));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303, 303, 303]);
    const locations = new Set(answers.map((answer) => answer.headers.get('location')));
    expect(locations.size).toBe(1);
    expect(new URL([...locations][0] ?? '').searchParams.get('psu-id')).toMatch(/^[0-9a-f-]{36}$/);
    const status = await send(b, 'GET', `/v1/payments/norwegian-domestic-credit-transfers/${created.json.paymentId}/status`, undefined, {});
    expect(status.json.transactionStatus).toBe('ACTC');
  });

  // Regression (review K, race review): the same instant payment sent to both processes at once (a double click, a
  // TPP retrying on another node) was accepted twice and paid twice: each initiation read no earlier payment
  // before the other's commit. The duplicate check now takes the debtor account's lock first.
  it('accept one of two identical instant payments sent to both processes at once, and refuse the other as a double submission', async () => {
    const [a, b] = urls as [string, string];
    const path = '/v1/payments/instant-norwegian-domestic-credit-transfers-straks';
    for (const amount of ['7.01', '7.02', '7.03', '7.04']) {
      const body = { ...payment, instructedAmount: { amount, currency: 'NOK' } };
      const answers = await Promise.all([a, b].map((base) => send(base, 'POST', path, body, pis)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
      const refused = answers.find((answer) => answer.status === 400);
      expect(refused?.json.tppMessages[0]).toMatchObject({ code: 'PAYMENT_FAILED', text: expect.stringContaining('double submission') });
    }
    // One process takes its turn too: the same payment twice at once to it is one payment.
    const body = { ...payment, instructedAmount: { amount: '7.05', currency: 'NOK' } };
    const answers = await Promise.all([a, a].map((base) => send(base, 'POST', path, body, pis)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
  });

  // Regression (review K, race review): a basket approved and deleted at once on the two processes got both a
  // finalised approval and a 204; the TPP was told the basket was gone while its payments were paid.
  it('never both approve and delete one basket: the deletion and the approval take turns', async () => {
    const [a, b] = urls as [string, string];
    for (const [round, delay] of [0, 2, 4, 6, 8, 10].entries()) {
      const created = await Promise.all([a, b].map((base, i) => send(base, 'POST', '/v1/payments/norwegian-domestic-credit-transfers', { ...payment, instructedAmount: { amount: `3.${round}${i}`, currency: 'NOK' } }, pis)));
      const paymentIds = created.map((c) => c.json.paymentId as string);
      const basket = await send(a, 'POST', '/v1/signing-baskets', { paymentIds }, pis);
      expect(basket.status).toBe(201);
      const authorisationId = decodeURIComponent(basket.json._links.scaRedirect.href.split('/sca/')[1]);
      const [approval, deletion] = await Promise.all([
        send(round % 2 === 0 ? a : b, 'POST', `/v1/sandbox/authorisations/${authorisationId}/approve`, { customerNumber: '13039319955', decision: 'approve' }),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => send(round % 2 === 0 ? b : a, 'DELETE', `/v1/signing-baskets/${basket.json.basketId}`, undefined, pis)),
      ]);
      const statuses = await Promise.all(paymentIds.map(async (id) => (await send(b, 'GET', `/v1/payments/norwegian-domestic-credit-transfers/${id}/status`)).json.transactionStatus));
      if (deletion.status === 204) {
        // Deleted first: the approval found no basket, failed with the reason, and paid nothing.
        expect(approval.json.scaStatus, JSON.stringify(approval.json)).toBe('failed');
        expect(new URL(approval.json.redirectUrl).searchParams.get('code')).toBe('RESOURCE_UNKNOWN');
        expect(statuses).toEqual(['RCVD', 'RCVD']);
      } else {
        expect(approval.json.scaStatus).toBe('finalised');
        expect(deletion.status).toBe(409);
        expect(deletion.json.tppMessages[0].code).toBe('STATUS_INVALID');
        expect(statuses).toEqual(['ACTC', 'ACTC']);
        expect((await send(a, 'GET', `/v1/signing-baskets/${basket.json.basketId}/status`)).json.transactionStatus).toBe('ACTC');
      }
    }
  });

  it('refuse a signed request replayed to the other process, a GET as well as a POST', async () => {
    const [a, b] = urls as [string, string];
    const signedGet = signRequest({ method: 'GET', target: '/v1/sandbox/customers', headers: {}, privateKey: tpp.privateKey, certificate: tpp.certificateBase64 });
    expect((await fetch(`${a}/v1/sandbox/customers`, { headers: signedGet.headers })).status).toBe(200);
    const replayed = await fetch(`${b}/v1/sandbox/customers`, { headers: signedGet.headers });
    expect(replayed.status).toBe(400);
    expect(((await replayed.json()) as { tppMessages: { code: string; path: string; text: string }[] }).tppMessages[0]).toMatchObject({
      code: 'FORMAT_ERROR',
      path: 'X-Request-ID',
      text: expect.stringContaining('replay refused'),
    });
    const body = JSON.stringify(payment);
    const signedPost = signRequest({
      method: 'POST',
      target: '/v1/payments/norwegian-domestic-credit-transfers',
      headers: { 'content-type': 'application/json', ...pis },
      body,
      privateKey: tpp.privateKey,
      certificate: tpp.certificateBase64,
    });
    const post = (base: string) =>
      fetch(`${base}/v1/payments/norwegian-domestic-credit-transfers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...pis, ...signedPost.headers },
        body,
      });
    expect((await post(b)).status).toBe(201);
    expect((await post(a)).status).toBe(400);
  });
});
