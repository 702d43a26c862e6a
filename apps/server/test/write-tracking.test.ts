/**
 * "503, nothing written" is only said of a request that sent no data-changing statement: the store reports each
 * one (onWrite) in the request's async context, and a request that wrote before failing is a 500 instead, since
 * it may have committed (an SCA page that saved a status before failing). The
 * authentication middleware's own replay record does not count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreError } from '@xs2a-kit/store';
import type { RequestAuthenticator } from '../src/middleware/authenticate.js';
import { noteWrite } from '../src/infra/write-tracker.js';
import type { HandlerTable } from '../src/operations/register-routes.js';
import { startStubApp, type StubApp } from './support/stub-app.js';

const tpp = { id: 'PSDNO-FSA-123456789', name: 'Test TPP', roles: ['PSP_PI', 'PSP_AI'], fingerprint: 'f'.repeat(64) };
// The authenticator writes its replay record, as the real one does for a POST.
const authenticator: RequestAuthenticator = {
  authenticate: async () => {
    await new Promise((resolve) => setImmediate(resolve));
    noteWrite();
    return tpp;
  },
};
let writeFirst = false;
const handlers: HandlerTable = {
  listSandboxCustomers: async () => {
    if (writeFirst) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      noteWrite();
    }
    await new Promise((resolve) => setImmediate(resolve));
    throw new StoreError('CONNECTION_FAILED', 'connect ECONNREFUSED 127.0.0.1:5432');
  },
};

let stub: StubApp;
beforeAll(async () => {
  stub = await startStubApp({ handlers, authenticator, clock: () => new Date() });
});
afterAll(() => stub.close());

const get = async () => {
  const response = await fetch(`${stub.base}/v1/sandbox/customers`, {
    headers: {
      'x-request-id': crypto.randomUUID(),
      'tpp-signature-certificate': 'MIIB',
      signature: 'keyId="SN=1,CA=CN=x",algorithm="rsa-sha256",headers="date",signature="AA=="',
      date: new Date().toUTCString(),
    },
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json: (await response.json()) as { tppMessages: { text: string }[] } };
};

describe('503 only for a request that wrote nothing', () => {
  it('a read that wrote nothing before the database went away: 503 with Retry-After (the replay record does not count)', async () => {
    writeFirst = false;
    const answer = await get();
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe('5');
    expect(answer.json.tppMessages[0]?.text).toMatch(/wrote nothing of this one/);
  });

  it('a read that wrote first (an access counted) and then failed: 500 without Retry-After', async () => {
    writeFirst = true;
    const answer = await get();
    expect(answer.status).toBe(500);
    expect(answer.retryAfter).toBeNull();
    expect(answer.json.tppMessages[0]?.text).not.toMatch(/wrote nothing/);
  });

  it('keeps concurrent requests apart: one request\'s write does not mark another', async () => {
    writeFirst = false;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get()));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(503));
  });
});
