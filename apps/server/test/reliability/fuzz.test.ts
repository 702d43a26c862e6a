/**
 * Fuzzing every operation of the generated table through a real server: requests generated from the spec's
 * schemas, valid and mutated, mostly correctly signed so they reach validation, some unsigned or badly
 * signed. No answer may be a 5xx, none may hang, the server must stay up, and every error answer must keep the
 * spec's error contract (ErrorResponse body, a code that belongs to the status). Reproduce a run with
 * XS2A_FUZZ_SEED=<seed printed in the figures>, explore with XS2A_FUZZ_SEED=random; XS2A_RELIABILITY_SCALE
 * multiplies the request count.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, validateResponseBody, type OperationId } from '@xs2a-kit/schema';
import type { TestCertificate } from '@xs2a-kit/signature';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { findErrorContractBreach } from './support/error-contract.js';
import { createFigures } from './support/figures.js';
import { fuzzCaseArbitrary, type FuzzCase, type KnownIds } from './support/fuzz-requests.js';
import { collectIds, seedResources } from './support/resources.js';
import { SCALE } from './support/settings.js';
import { runPool, sendRequest, signHeaders, type SigningMode } from './support/signed-client.js';

const REQUESTS = Number(process.env.XS2A_FUZZ_REQUESTS ?? 20_000 * SCALE);
const CONCURRENCY = 8;
// CI replays one known seed so that a landing never depends on luck; XS2A_FUZZ_SEED=random explores new ground
// (the seed it drew is written to the figures, so any finding can be replayed and kept as a regression).
const SEED_SETTING = process.env.XS2A_FUZZ_SEED ?? '1753338324';
const SEED = SEED_SETTING === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(SEED_SETTING);
const figures = createFigures('fuzz');

let server: TestServer;
let other: TestCertificate;
let known: KnownIds;

beforeAll(async () => {
  server = await startTestServer();
  other = (await server.createTpp('PSDNO-FSA-555555555')).certificate;
  const seeded = await seedResources(server);
  const sandbox = await server.request('GET', '/v1/sandbox/customers?withAccounts=true&withAgreements=true');
  const sandboxIds = [...collectIds(sandbox.json)];
  const payments = [seeded.single, seeded.periodic, seeded.bulk, seeded.basketPayment];
  known = {
    paymentId: payments,
    basketId: [seeded.basket],
    authorisationId: Object.values(seeded.authorisations),
    'account-id': sandboxIds,
    mockAccountId: sandboxIds,
    mockCardAccountId: sandboxIds,
    mockAgreementId: sandboxIds,
    customerId: sandboxIds,
    transactionId: sandboxIds,
    mockTransactionId: sandboxIds,
    tppId: [server.tpp.id, 'PSDNO-FSA-555555555'],
  };
});

afterAll(async () => {
  figures.write();
  await server?.close();
});

interface Failure {
  readonly request: string;
  readonly status: number;
  readonly problem: string;
}

function describeCase(c: FuzzCase, mode: SigningMode): string {
  const body = c.body === undefined ? '' : ` body(${c.bodyKind}, ${c.body.length} bytes): ${typeof c.body === 'string' ? c.body.slice(0, 160) : '<bytes>'}`;
  return `${c.operation.operationId} ${mode} ${c.method} ${c.path.slice(0, 200)} headers ${JSON.stringify(c.headers).slice(0, 300)}${body}`;
}

describe('fuzzing every operation from the spec', () => {
  it(`answers ${REQUESTS} generated requests without a 5xx, a hang or a broken error body`, async () => {
    const operations = listOperations();
    const arbitrary = fuzzCaseArbitrary(operations, known);
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    const kinds = new Map<string, number>();
    const reached = new Set<string>();
    let slowest = 0;
    const started = performance.now();
    const BATCH = 400;
    for (let offset = 0; offset < REQUESTS; offset += BATCH) {
      const cases = fc.sample(arbitrary, { numRuns: Math.min(BATCH, REQUESTS - offset), seed: SEED + offset });
      await runPool(cases.length, CONCURRENCY, async (i) => {
        const c = cases[i]!;
        let mode = c.mode;
        let headers: Record<string, string>;
        try {
          headers = signHeaders(c, { certificate: server.tpp.certificate, mode, otherCertificate: other });
        } catch {
          mode = 'unsigned';
          headers = c.headers;
        }
        const res = await sendRequest(server.url, c, headers);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        kinds.set(`${mode}/${c.bodyKind}`, (kinds.get(`${mode}/${c.bodyKind}`) ?? 0) + 1);
        slowest = Math.max(slowest, res.ms);
        const operationId = c.operation.operationId as OperationId;
        let problem: string | undefined;
        if (res.status === 0) problem = `no answer: ${res.text}`;
        else if (res.status >= 400) problem = findErrorContractBreach(operationId, res.status, res.json);
        else {
          reached.add(operationId);
          if (res.status >= 300) problem = undefined;
          else if (res.json !== undefined) {
            try {
              const issue = validateResponseBody(operationId, res.status, res.json);
              if (issue) problem = `success body breaks the spec: ${issue.message} (${issue.field})`;
            } catch (error) {
              problem = `undocumented success status ${res.status}: ${(error as Error).message}`;
            }
          }
        }
        if (problem && failures.length < 200) failures.push({ request: describeCase(c, mode), status: res.status, problem });
      });
    }
    const seconds = (performance.now() - started) / 1000;
    const health = await fetch(`${server.url}/health`);
    figures.set('seed', SEED);
    figures.set('requestsFuzzed', REQUESTS);
    figures.set('operations', operations.length);
    figures.set('operationsAnsweredWith2xx', reached.size);
    figures.set('seconds', Math.round(seconds * 10) / 10);
    figures.set('requestsPerSecond', Math.round(REQUESTS / seconds));
    figures.set('slowestMs', Math.round(slowest));
    figures.set('statuses', JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0]))));
    figures.set('fiveHundreds', [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0));
    figures.set('failures', failures.length);
    const modes = new Map<string, number>();
    for (const [kind, n] of kinds) modes.set(kind.split('/')[0]!, (modes.get(kind.split('/')[0]!) ?? 0) + n);
    figures.set('signingModes', JSON.stringify(Object.fromEntries(modes)));
    figures.set('bodyKinds', new Set([...kinds.keys()].map((k) => k.split('/')[1])).size);
    const byProblem = new Map<string, Failure>();
    for (const f of failures) byProblem.set(`${f.request.split(' ')[0]} ${f.problem.slice(0, 80)}`, f);
    expect([...byProblem.values()].slice(0, 25), `seed ${SEED}`).toEqual([]);
    expect(health.status).toBe(200);
  }, 900_000 * SCALE);
});
