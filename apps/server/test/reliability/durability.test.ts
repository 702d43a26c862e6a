/**
 * Durability: the server runs as a child process under a write load (payments, SCA approvals, baskets,
 * cancellations, batch runs) and is killed with SIGKILL in the middle of it, several times. After each
 * restart on the same database every write acknowledged before the kill is there and consistent, no basket
 * refers to a missing payment, and no balance moved without its transaction. SQLite and PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestCertificates, type TestCertificate } from '@xs2a-kit/signature';
import { createPostgresDatabase, openDatabase, type Database, startChildServer, type ChildServer } from './support/child-server.js';
import { createFigures } from './support/figures.js';
import { authorisationFromRedirect, pisHeaders, singleBody } from './support/resources.js';
import { PG_URL, SCALE } from './support/settings.js';
import { sendRequest, signHeaders, type OutgoingRequest } from './support/signed-client.js';

const figures = createFigures('durability');
afterAll(() => figures.write());

const KILLS = 2 * SCALE;
const CREDITORS = ['36240064418', '12085592767', '09232911007'];

/** What the server acknowledged before it died, and what each acknowledgement promises. */
interface Acknowledged {
  readonly payments: Map<string, 'created' | 'approved' | 'cancelled'>;
  readonly baskets: Map<string, string[]>;
  batchRuns: number;
}

/** Requests sent and not yet answered, so the test knows the kill landed in the middle of writes. */
let inFlight = 0;

async function call(server: ChildServer, certificate: TestCertificate, request: OutgoingRequest) {
  const headers = signHeaders(request, { certificate });
  inFlight++;
  try {
    return await sendRequest(server.url, request, headers, 10_000);
  } finally {
    inFlight--;
  }
}

const post = (path: string, body?: unknown, headers: Record<string, string> = pisHeaders()): OutgoingRequest => ({
  method: 'POST',
  path,
  headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** A write the live server refused is a broken test, not a crash: only "no answer" ends the loop quietly. */
function interruptedBy(res: { status: number; text: string }): true {
  if (res.status !== 0) throw new Error(`write refused while the server was up: ${res.status} ${res.text}`);
  return true;
}

/** One worker's loop of writes; stops at the first request the dead server cannot answer. */
async function writeLoad(server: ChildServer, certificate: TestCertificate, acked: Acknowledged, worker: number, stop: { now: boolean }): Promise<boolean> {
  for (let round = 0; !stop.now; round++) {
    const amount = `${1 + ((round * 7 + worker) % 40)}.${String(round % 100).padStart(2, '0')}`;
    const created = await call(server, certificate, post('/v1/payments/norwegian-domestic-credit-transfers', singleBody(amount, CREDITORS[round % CREDITORS.length])));
    if (created.status !== 201) return interruptedBy(created);
    const paymentId = created.json.paymentId as string;
    acked.payments.set(paymentId, 'created');
    const step = (round + worker) % 4;
    if (step === 0 || step === 1) {
      const authorisationId = authorisationFromRedirect(created.json._links.scaRedirect.href);
      const decided = await call(server, certificate, post(`/v1/sandbox/authorisations/${encodeURIComponent(authorisationId)}/approve`, { customerNumber: '13039319955', decision: 'approve', context: 'PRIVATE' }, {}));
      if (decided.status !== 200) return interruptedBy(decided);
      acked.payments.set(paymentId, 'approved');
    } else if (step === 2) {
      const second = await call(server, certificate, post('/v1/payments/norwegian-domestic-credit-transfers', singleBody('1.00')));
      if (second.status !== 201) return interruptedBy(second);
      acked.payments.set(second.json.paymentId, 'created');
      const basket = await call(server, certificate, post('/v1/signing-baskets', { paymentIds: [paymentId, second.json.paymentId] }));
      if (basket.status !== 201) return interruptedBy(basket);
      acked.baskets.set(basket.json.basketId, [paymentId, second.json.paymentId]);
    } else {
      const cancelled = await call(server, certificate, { method: 'DELETE', path: `/v1/payments/norwegian-domestic-credit-transfers/${paymentId}`, headers: pisHeaders() });
      if (cancelled.status !== 204) return interruptedBy(cancelled);
      acked.payments.set(paymentId, 'cancelled');
    }
    if (round % 5 === worker) {
      const run = await call(server, certificate, post('/v1/sandbox/batch-runs', undefined, {}));
      if (run.status !== 201) return interruptedBy(run);
      acked.batchRuns++;
    }
  }
  return false;
}

/** Per account: booked balance minus the payment transactions booked on it; a batch run never changes it. */
async function readLedgerGaps(db: Database): Promise<Map<string, bigint>> {
  const balances = await db('balances').where({ balance_type: 'booked' }).select('account_id', 'amount_minor');
  const moved = await db('account_transactions').whereNotNull('payment_id').groupBy('account_id').select('account_id').sum({ total: 'amount_minor' });
  const byAccount = new Map<string, bigint>(moved.map((row: any) => [row.account_id as string, BigInt(row.total ?? 0)]));
  return new Map(balances.map((row: any) => [row.account_id as string, BigInt(row.amount_minor) - (byAccount.get(row.account_id) ?? 0n)]));
}

async function checkDatabase(db: Database, gapsAtStart: Map<string, bigint>): Promise<void> {
  const orphans = await db('basket_entries').leftJoin('payments', 'payments.payment_id', 'basket_entries.payment_id').whereNull('payments.payment_id').count({ n: '*' });
  expect(Number(orphans[0]?.n)).toBe(0);
  expect(Object.fromEntries(await readLedgerGaps(db))).toEqual(Object.fromEntries(gapsAtStart));
  // A settled payment has its debit; no payment is debited more often than it has transfers.
  const debits = await db('account_transactions').where('amount_minor', '<', 0).whereNotNull('payment_id').groupBy('payment_id').select('payment_id').count({ n: '*' });
  const transfers = new Map<string, any>((await db('payments').select('payment_id', 'transfer_count', 'status')).map((p: any) => [p.payment_id, p]));
  for (const row of debits as any[]) expect(Number(row.n)).toBeLessThanOrEqual(Number(transfers.get(row.payment_id)?.transfer_count ?? 0));
  for (const [id, p] of transfers as Map<string, any>) if (p.status === 'ACSC') expect((debits as any[]).some((d) => d.payment_id === id), id).toBe(true);
}

async function checkAcknowledged(server: ChildServer, certificate: TestCertificate, acked: Acknowledged): Promise<number> {
  let lost = 0;
  for (const [paymentId, promise] of acked.payments) {
    const res = await call(server, certificate, { method: 'GET', path: `/v1/payments/norwegian-domestic-credit-transfers/${paymentId}/status` });
    const status = res.json?.transactionStatus as string | undefined;
    const kept = res.status === 200 && (promise === 'cancelled' ? status === 'CANC' : promise === 'approved' ? status !== 'RCVD' && status !== 'CANC' : status !== undefined);
    if (!kept) lost++;
    expect(kept, `${paymentId} (${promise}) -> ${res.status} ${res.text}`).toBe(true);
  }
  for (const [basketId, paymentIds] of acked.baskets) {
    const res = await call(server, certificate, { method: 'GET', path: `/v1/signing-baskets/${basketId}` });
    if (res.status !== 200) lost++;
    expect(res.status, basketId).toBe(200);
    expect(res.json.payments).toEqual(paymentIds);
  }
  return lost;
}

async function runKillCycles(name: string, env: Record<string, string>, db: () => Database): Promise<void> {
  const { qseal: certificate } = await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-777777777', roles: ['PSP_PI', 'PSP_AI'] });
  let server = await startChildServer(env);
  const inspect = db();
  try {
    const gapsAtStart = await readLedgerGaps(inspect);
    const acked: Acknowledged = { payments: new Map(), baskets: new Map(), batchRuns: 0 };
    for (let cycle = 0; cycle < KILLS; cycle++) {
      const stop = { now: false };
      const load = Promise.all([0, 1, 2, 3].map((worker) => writeLoad(server, certificate, acked, worker, stop)));
      // Kill at a moment that varies from cycle to cycle, while all four workers are writing.
      await new Promise((resolve) => setTimeout(resolve, 1_500 + ((cycle * 977) % 1_500)));
      const inFlightAtKill = inFlight;
      await server.kill('SIGKILL');
      stop.now = true;
      await load;
      figures.add(`${name}Kills`);
      figures.add('faultsInjected');
      figures.add('requestsInFlightAtKill', inFlightAtKill);
      // The kill landed while writes were in flight, not in a quiet moment.
      expect(inFlightAtKill).toBeGreaterThan(0);
      server = await startChildServer(env);
      const lost = await checkAcknowledged(server, certificate, acked);
      figures.add('acknowledgedWritesLost', lost);
      await checkDatabase(inspect, gapsAtStart);
    }
    figures.add('acknowledgedPaymentsChecked', acked.payments.size);
    figures.add('acknowledgedBasketsChecked', acked.baskets.size);
    figures.add('acknowledgedBatchRuns', acked.batchRuns);
    expect(acked.payments.size).toBeGreaterThan(10);
  } finally {
    await server.kill('SIGKILL');
    await inspect.destroy();
  }
}

describe('SIGKILL in the middle of a write load', () => {
  it('loses no acknowledged write on SQLite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xs2a-durability-'));
    const sqliteFile = join(dir, 'sandbox.sqlite');
    try {
      await runKillCycles('sqlite', { XS2A_SQLITE_FILE: sqliteFile }, () => openDatabase({ sqliteFile }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it('loses no acknowledged write on PostgreSQL', async () => {
    const database = await createPostgresDatabase(PG_URL, 'xs2a_durability');
    try {
      await runKillCycles('postgres', { DATABASE_URL: database.url }, () => openDatabase({ url: database.url }));
    } finally {
      await database.drop();
    }
  }, 300_000);
});
