/**
 * The TPP dialogue through a real server: one contact address per TPP, readable and writable only by that TPP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValid } from './account-consent-support.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const path = (tppId: string) => `/v1/tpps/${tppId}/contact-information`;

describe('TPP contact information', () => {
  it('answers 404 before anything is registered', async () => {
    const res = await server.request('GET', path(server.tpp.id));
    expect(res.status).toBe(404);
    expectValid('getTppContactInformation', res);
    expect(res.json.tppMessages[0].code).toBe('RESOURCE_UNKNOWN');
  });

  it('registers one address, replaces it, and reads back the latest', async () => {
    const first = await server.request('PUT', path(server.tpp.id), { body: { email: 'ops@tpp.example' } });
    expect(first.status).toBe(200);
    expectValid('putTppContactInformation', first);
    expect(first.json).toEqual({ email: 'ops@tpp.example' });
    const second = await server.request('PUT', path(server.tpp.id), { body: { email: 'psd2-drift@tpp.example' } });
    expect(second.status).toBe(200);
    const read = await server.request('GET', path(server.tpp.id));
    expect(read.status).toBe(200);
    expectValid('getTppContactInformation', read);
    expect(read.json).toEqual({ email: 'psd2-drift@tpp.example' });
  });

  it("accepts the portal's spelling of the TPP id without the PSD prefix", async () => {
    const res = await server.request('GET', path(server.tpp.id.replace(/^PSD/, '')));
    expect(res.status).toBe(200);
    expect(res.json.email).toBe('psd2-drift@tpp.example');
  });

  it("keeps a TPP from reading or writing another TPP's entry (403), and keeps entries apart", async () => {
    const other = await server.createTpp('PSDNO-FSA-987654321', ['PSP_PI']);
    for (const [method, operationId] of [['GET', 'getTppContactInformation'], ['PUT', 'putTppContactInformation']] as const) {
      const res = await server.request(method, path(server.tpp.id), { tpp: other, ...(method === 'PUT' ? { body: { email: 'evil@other.example' } } : {}) });
      expect(res.status).toBe(403);
      expectValid(operationId, res);
      expect(res.json.tppMessages[0]).toMatchObject({ code: 'FORBIDDEN', path: 'tppId' });
    }
    const own = await server.request('GET', path(other.id), { tpp: other });
    expect(own.status).toBe(404);
    expect((await server.request('GET', path(server.tpp.id))).json.email).toBe('psd2-drift@tpp.example');
  });

  it('rejects a body without a valid e-mail address with 400', async () => {
    const res = await server.request('PUT', path(server.tpp.id), { body: { email: 'not an address' } });
    expect(res.status).toBe(400);
    expectValid('putTppContactInformation', res);
    expect(res.json.tppMessages[0].code).toBe('FORMAT_ERROR');
  });
});
