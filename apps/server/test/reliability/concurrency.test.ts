/**
 * Two server processes on one PostgreSQL database, driven at the same moment: the same payments put into
 * baskets on both, the same payments cancelled on both, and batch runs started on both at once. No update is
 * lost, no payment is settled twice, a payment sits in at most one basket, and the balances add up (read from
 * the database directly).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificates, type TestCertificate } from '@xs2a-kit/signature';
import { onBankDay } from '../support/bank-day-clock.js';
import { createPostgresDatabase, openDatabase, type Database, startChildServer, type ChildServer } from './support/child-server.js';
import { findErrorContractBreach } from './support/error-contract.js';
import { createFigures } from './support/figures.js';
import { authorisationFromRedirect, pisHeaders, singleBody } from './support/resources.js';
import { PG_URL, SCALE } from './support/settings.js';
import { sendRequest, signHeaders, type OutgoingRequest } from './support/signed-client.js';

const figures = createFigures('concurrency');
let database: { url: string; drop(): Promise<void> };
let servers: ChildServer[] = [];
let db: Database;
let certificate: TestCertificate;

beforeAll(async () => {
  database = await createPostgresDatabase(PG_URL, 'xs2a_concurrency');
  // Batch runs settle on bank days only: both clocks on one, whatever the real calendar says.
  servers.push(await startChildServer({ DATABASE_URL: database.url, ...onBankDay() }));
  servers.push(await startChildServer({ DATABASE_URL: database.url, ...onBankDay() }));
  db = openDatabase({ url: database.url });
  ({ qseal: certificate } = await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-888888888', roles: ['PSP_PI', 'PSP_AI'] }));
}, 120_000);

afterAll(async () => {
  figures.write();
  for (const server of servers) await server.kill('SIGTERM');
  await db?.destroy();
  await database?.drop();
  servers = [];
});

async function call(on: number, request: OutgoingRequest) {
  const res = await sendRequest(servers[on % 2]!.url, request, signHeaders(request, { certificate }), 30_000);
  figures.add('requests');
  expect(res.status, `${request.method} ${request.path} -> ${res.text}`).toBeGreaterThan(0);
  expect(res.status).toBeLessThan(500);
  if (res.status >= 400) expect(findErrorContractBreach(undefined, res.status, res.json)).toBeUndefined();
  return res;
}

const post = (path: string, body?: unknown, headers: Record<string, string> = pisHeaders()): OutgoingRequest => ({
  method: 'POST',
  path,
  headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

async function createPayments(count: number, approve: boolean, headers: Record<string, string> = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const creditor = ['36240064418', '12085592767', '09232911007'][i % 3]!;
    const created = await call(i, post('/v1/payments/norwegian-domestic-credit-transfers', singleBody(`${1 + (i % 9)}.${String(i % 100).padStart(2, '0')}`, creditor), pisHeaders(headers)));
    expect(created.status, created.text).toBe(201);
    ids.push(created.json.paymentId);
    if (approve) {
      const authorisationId = authorisationFromRedirect(created.json._links.scaRedirect.href);
      const decided = await call(i + 1, post(`/v1/sandbox/authorisations/${encodeURIComponent(authorisationId)}/approve`, { customerNumber: '13039319955', decision: 'approve', context: 'PRIVATE' }, {}));
      expect(decided.status).toBe(200);
    }
  }
  return ids;
}

async function ledgerGaps(): Promise<Record<string, string>> {
  const balances = await db('balances').where({ balance_type: 'booked' }).select('account_id', 'amount_minor');
  const moved = await db('account_transactions').whereNotNull('payment_id').groupBy('account_id').select('account_id').sum({ total: 'amount_minor' });
  const byAccount = new Map<string, bigint>(moved.map((row: any) => [row.account_id as string, BigInt(row.total ?? 0)]));
  return Object.fromEntries(balances.map((row: any) => [row.account_id, String(BigInt(row.amount_minor) - (byAccount.get(row.account_id) ?? 0n))]));
}

describe('two server processes on one PostgreSQL', () => {
  it('puts each payment into at most one basket when both servers race for the same payments', async () => {
    const rounds = 5 * SCALE;
    // The PSU's psu-id, as a TPP gets it on the redirect after a first SCA.
    const first = await call(0, post('/v1/payments/norwegian-domestic-credit-transfers', singleBody('1.00', '36240064418')));
    const authorisationId = authorisationFromRedirect(first.json._links.scaRedirect.href);
    const decided = await call(1, post(`/v1/sandbox/authorisations/${encodeURIComponent(authorisationId)}/approve`, { customerNumber: '13039319955', decision: 'approve', context: 'PRIVATE' }, {}));
    const psuId = new URL(decided.json.redirectUrl).searchParams.get('psu-id');
    expect(psuId).toMatch(/^[0-9a-f-]{36}$/);
    for (let round = 0; round < rounds; round++) {
      // Payments named by PSU-ID take no authorisation lock on their way into a basket: there the unique key on
      // the entries decides, and the losers were answered 409 CONFLICT with the INSERT's text (review).
      const ids = await createPayments(3, false, round % 2 === 1 ? { 'psu-id': psuId! } : {});
      const answers = await Promise.all([0, 1, 0, 1].map((on) => call(on, post('/v1/signing-baskets', { paymentIds: ids }))));
      const created = answers.filter((a) => a.status === 201);
      figures.add('basketRaces');
      expect(created).toHaveLength(1);
      for (const lost of answers.filter((a) => a.status !== 201)) {
        expect(lost.status).toBe(409);
        expect(lost.json.tppMessages).toEqual([expect.objectContaining({ code: 'REFERENCE_STATUS_INVALID', path: expect.stringMatching(/^paymentIds/) })]);
        expect(lost.text).not.toMatch(/insert|constraint|basket_entries/i);
      }
      const entries = await db('basket_entries').whereIn('payment_id', ids).select('basket_id', 'payment_id');
      expect(entries).toHaveLength(ids.length);
      expect(new Set(entries.map((e: any) => e.basket_id))).toEqual(new Set([created[0]!.json.basketId]));
    }
    const emptyBaskets = await db('baskets').leftJoin('basket_entries', 'baskets.basket_id', 'basket_entries.basket_id').whereNull('basket_entries.basket_id').count({ n: '*' });
    expect(Number(emptyBaskets[0]?.n)).toBe(0);
  }, 180_000);

  it('cancels each payment once when both servers cancel it at the same moment', async () => {
    const ids = await createPayments(6 * SCALE, false);
    for (const id of ids) {
      const path = `/v1/payments/norwegian-domestic-credit-transfers/${id}`;
      const answers = await Promise.all([0, 1].map((on) => call(on, { method: 'DELETE', path, headers: pisHeaders() })));
      figures.add('cancelRaces');
      expect(answers.some((a) => a.status === 204)).toBe(true);
      const row = await db('payments').where({ payment_id: id }).first();
      expect(row.status).toBe('CANC');
    }
  }, 180_000);

  it('settles every authorised payment exactly once when batch runs start on both servers at once, and balances add up', async () => {
    const before = await ledgerGaps();
    const sumBefore = await db('balances').where({ balance_type: 'booked' }).sum({ total: 'amount_minor' });
    const ids = await createPayments(30 * SCALE, true);
    for (let round = 0; round < 3; round++) {
      const runs = await Promise.all([0, 1, 0, 1].map((on) => call(on, post('/v1/sandbox/batch-runs', undefined, {}))));
      figures.add('batchRunsRaced', runs.length);
      for (const run of runs) expect(run.status).toBe(201);
    }
    const payments = await db('payments').whereIn('payment_id', ids).select('payment_id', 'status', 'transfer_count');
    const debits = await db('account_transactions').whereIn('payment_id', ids).where('amount_minor', '<', 0).groupBy('payment_id').select('payment_id').count({ n: '*' });
    const debitCount = new Map<string, number>(debits.map((d: any) => [d.payment_id, Number(d.n)]));
    let settledTwice = 0;
    for (const payment of payments as any[]) {
      const n = debitCount.get(payment.payment_id) ?? 0;
      if (n > payment.transfer_count) settledTwice++;
      if (payment.status === 'ACSC') expect(n).toBe(payment.transfer_count);
      else expect(['PDNG', 'ACSP', 'ACTC', 'ACWC', 'RJCT', 'PATC']).toContain(payment.status);
    }
    figures.add('paymentsSettledTwice', settledTwice);
    expect(settledTwice).toBe(0);
    expect(payments.filter((p: any) => p.status === 'ACSC').length).toBeGreaterThan(0);
    expect(await ledgerGaps()).toEqual(before);
    // Transfers between sandbox accounts net out; the total moves only by what left the sandbox.
    const outside = await db('account_transactions').whereIn('payment_id', ids).sum({ total: 'amount_minor' });
    const sumAfter = await db('balances').where({ balance_type: 'booked' }).sum({ total: 'amount_minor' });
    expect(BigInt(sumAfter[0]!.total) - BigInt(sumBefore[0]!.total)).toBe(BigInt(outside[0]!.total ?? 0));
  }, 300_000);

  it('never both cancels and settles a payment when cancellation SCA on one server races batch runs on the other', async () => {
    const before = await ledgerGaps();
    const ids = await createPayments(16 * SCALE, true);
    const cancellations: string[] = [];
    for (const id of ids) {
      const res = await call(0, { method: 'DELETE', path: `/v1/payments/norwegian-domestic-credit-transfers/${id}`, headers: pisHeaders() });
      expect(res.status).toBe(202);
      cancellations.push(authorisationFromRedirect(res.json._links.scaRedirect.href));
    }
    const approvals = cancellations.map((authorisationId) =>
      call(0, post(`/v1/sandbox/authorisations/${encodeURIComponent(authorisationId)}/approve`, { customerNumber: '13039319955', decision: 'approve', context: 'PRIVATE' }, {})),
    );
    const runs = [0, 1, 2].map(() => call(1, post('/v1/sandbox/batch-runs', undefined, {})));
    await Promise.all([...approvals, ...runs]);
    figures.add('cancelVersusBatchRaces', ids.length);
    const payments = await db('payments').whereIn('payment_id', ids).select('payment_id', 'status', 'transfer_count');
    const debits = await db('account_transactions').whereIn('payment_id', ids).where('amount_minor', '<', 0).groupBy('payment_id').select('payment_id').count({ n: '*' });
    const debitCount = new Map<string, number>(debits.map((d: any) => [d.payment_id, Number(d.n)]));
    let lostUpdates = 0;
    for (const payment of payments as any[]) {
      const n = debitCount.get(payment.payment_id) ?? 0;
      if (payment.status === 'CANC' && n > 0) lostUpdates++;
      if (payment.status === 'ACSC' && n !== payment.transfer_count) lostUpdates++;
    }
    figures.add('lostUpdates', lostUpdates);
    expect(lostUpdates).toBe(0);
    expect(await ledgerGaps()).toEqual(before);
  }, 300_000);
  // Last: it resets the shared sandbox. A reset deleted table by table while a basket committed in between, and
  // the foreign key broke under one of them: 400 FORMAT_ERROR with the constraint's text (review).
  it('a sandbox reset racing basket creations leaves either whole, and no answer names a table or constraint', async () => {
    for (let round = 0; round < 3 * SCALE; round++) {
      const ids = await createPayments(4, false);
      const answers = await Promise.all([
        ...ids.map((id, i) => call(i % 2, post('/v1/signing-baskets', { paymentIds: [id] }))),
        call(1, post('/v1/sandbox/initialize', undefined, {})),
        call(0, post('/v1/sandbox/initialize', undefined, {})),
      ]);
      figures.add('resetRaces');
      for (const answer of answers) {
        expect(answer.text).not.toMatch(/constraint|insert into|delete from|basket_entries/i);
        if (answer.status >= 400) expect(answer.json.tppMessages[0].code, answer.text).toMatch(/^(RESOURCE_UNKNOWN|REFERENCE_STATUS_INVALID)$/);
      }
      const orphans = await db('baskets').leftJoin('basket_entries', 'baskets.basket_id', 'basket_entries.basket_id').whereNull('basket_entries.basket_id').count({ n: '*' });
      expect(Number(orphans[0]?.n)).toBe(0);
    }
  }, 180_000);
});
