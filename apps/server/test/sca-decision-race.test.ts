/**
 * One authorisation, decided many times at once (a PSU double-submitting the SCA page, or approving in one tab
 * while rejecting in another): exactly one decision takes effect and the others are refused with 409
 * STATUS_INVALID, on SQLite and on PostgreSQL, where the transactions of one process really run side by side.
 * Found by review: on PostgreSQL each decision read the authorisation unlocked, so several went through, and a
 * consent could be granted while the authorisation ended up `failed`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attended, PRIVATE_PSU, readAuthorisationId } from './account-consent-support.js';
import { domesticPayment, pisHeaders } from './support/domestic-payment.js';
import { createTestDatabase, type TestDatabase } from './support/postgres-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const servers: Record<string, TestServer> = {};
let database: TestDatabase | undefined;

beforeAll(async () => {
  database = await createTestDatabase('xs2a_sca_race');
  servers.sqlite = await startTestServer();
  servers.postgres = await startTestServer({ DATABASE_URL: database.url });
}, 60_000);

afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => s.close()));
  await database?.drop();
}, 60_000);

/** Sends every decision for the authorisation at once; asserts one 200 and 409 STATUS_INVALID for the rest. */
async function decideAtOnce(server: TestServer, authorisationId: string, decisions: readonly ('approve' | 'reject')[]): Promise<'approve' | 'reject'> {
  const answers = await Promise.all(
    decisions.map((decision) =>
      server.request('POST', `/v1/sandbox/authorisations/${authorisationId}/approve`, {
        body: { customerNumber: PRIVATE_PSU, decision, context: 'PRIVATE' },
      }),
    ),
  );
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
  for (const refused of answers.filter((a) => a.status === 409)) expect(refused.json.tppMessages[0].code).toBe('STATUS_INVALID');
  return decisions[statuses.indexOf(200)]!;
}

describe.each(['sqlite', 'postgres'])('simultaneous decisions on one consent authorisation (%s)', (name) => {
  it.each([1, 2, 3])('exactly one of eight takes effect, and what it decided is what holds (round %i)', async () => {
    const server = servers[name]!;
    const sessionId = `race-${crypto.randomUUID()}`;
    const first = await server.request('GET', '/v1/accounts', { headers: attended({ 'tpp-session-id': sessionId }) });
    expect(first.status).toBe(401);
    const authorisationId = readAuthorisationId(first.json._links.scaRedirect.href);
    const winner = await decideAtOnce(server, authorisationId, ['approve', 'reject', 'approve', 'reject', 'approve', 'reject', 'approve', 'reject']);
    const status = await server.request('GET', `/v1/authorisations/${authorisationId}`, { headers: attended({ 'tpp-session-id': sessionId }) });
    expect(status.status).toBe(200);
    expect(status.json.scaStatus).toBe(winner === 'approve' ? 'finalised' : 'failed');
  });
});

describe.each(['sqlite', 'postgres'])('simultaneous decisions on one payment authorisation (%s)', (name) => {
  it('exactly one of eight takes effect, and the payment follows it', async () => {
    const server = servers[name]!;
    const created = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
      body: domesticPayment,
      headers: pisHeaders(`race-${crypto.randomUUID()}`),
    });
    expect(created.status).toBe(201);
    const authorisationId = readAuthorisationId(created.json._links.scaRedirect.href);
    const winner = await decideAtOnce(server, authorisationId, ['reject', 'approve', 'reject', 'approve', 'reject', 'approve', 'reject', 'approve']);
    const status = await server.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${created.json.paymentId}/status`, {
      headers: { 'x-accept-fix': 'amount-as-string' },
    });
    expect(status.json.transactionStatus).toBe(winner === 'approve' ? 'ACTC' : 'RJCT');
  });
});
