/**
 * Replay protection at any rate of signed GETs: the process keeps recent X-Request-IDs in memory without evicting
 * any inside the Date window; when its generations are full, GETs are recorded in the database like POSTs, so a
 * flood of fresh GETs can never push a captured one out and make its replay pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificates, signRequest, type TestCertificate } from '@xs2a-kit/signature';
import type { HandlerTable } from '../src/operations/register-routes.js';
import { createSignatureAuthenticator } from '../src/signature-authenticator.js';
import { createMemoryReplays } from './support/memory-replays.js';
import { startStubApp, type StubApp } from './support/stub-app.js';

const replays = createMemoryReplays();
const recorded = replays.pairs;

const handlers: HandlerTable = {
  listSandboxCustomers: () => ({ status: 200, body: [] }),
};

let stub: StubApp;
let qseal: TestCertificate;

beforeAll(async () => {
  ({ qseal } = await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-123456789', roles: ['PSP_AI'] }));
  const clock = () => new Date();
  const authenticator = createSignatureAuthenticator({ mode: 'sandbox', trustAnchors: undefined, clock, replays, recentIdsPerGeneration: 3 });
  stub = await startStubApp({ handlers, clock, authenticator });
});

afterAll(() => stub.close());

/** A signed GET of the customers; calling the result sends the same request (same X-Request-ID) again. */
function signedGet(): () => Promise<number> {
  const path = '/v1/sandbox/customers';
  const { headers } = signRequest({ method: 'GET', target: path, headers: {}, privateKey: qseal.privateKey, certificate: qseal.certificateBase64 });
  return async () => (await fetch(`${stub.base}${path}`, { headers })).status;
}

describe('replay protection when the in-memory ids are full', () => {
  it('keeps GETs in memory while there is room, then records them in the database, and refuses every replay', async () => {
    const early = [signedGet(), signedGet(), signedGet()];
    for (const send of early) expect(await send()).toBe(200);
    expect(recorded.size).toBe(0);

    // The fourth does not fit: it is recorded in the database, and so is every GET while the generation is kept.
    const flood = Array.from({ length: 5 }, () => signedGet());
    for (const send of flood) expect(await send()).toBe(200);
    expect(recorded.size).toBe(5);

    // Replays of both kinds are refused: the early ones from memory, the later ones from the database.
    for (const send of [...early, ...flood]) expect(await send()).toBe(400);
  });
});

// Diff review: with a moved clock a Date fits two windows, the moved clock's and the wall clock's; an id was kept
// for one window only, so a GET dated by the moved clock passed again once the wall clock reached its Date.
describe('replay protection on a sandbox run on a moved clock', () => {
  it('keeps an id for the window plus the distance between the clocks', async () => {
    const offsetMs = 5 * 60_000;
    let realMs = Date.parse('2026-11-29T10:00:00Z');
    let elapsed = 0;
    const wallClock = () => new Date(realMs);
    const clock = () => new Date(realMs + offsetMs);
    const authenticator = createSignatureAuthenticator({ mode: 'sandbox', trustAnchors: undefined, clock, wallClock, replays: createMemoryReplays(), elapsedMs: () => elapsed });
    const path = '/v1/sandbox/customers';
    const { headers } = signRequest({ method: 'GET', target: path, headers: {}, privateKey: qseal.privateKey, certificate: qseal.certificateBase64, clock });
    const send = () => authenticator.authenticate({ method: 'GET', target: path, headers, body: new Uint8Array(), signedHeaders: [], digestRequired: false }).then(() => 200, (error: { code?: string }) => error.code ?? 'refused');
    expect(await send()).toBe(200);
    // Five minutes on, the request's Date fits the wall clock: the same request must still be known.
    realMs += offsetMs;
    elapsed += offsetMs;
    expect(await send()).not.toBe(200);
  });
});
