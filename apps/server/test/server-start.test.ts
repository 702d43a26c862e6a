import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestCertificateAuthority, createTestCertificates, signRequest } from '@xs2a-kit/signature';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { startServer } from '../src/start-server.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a started sandbox server', () => {
  it('answers /health and /ready, serves the spec and the docs page', async () => {
    const health = await fetch(`${server.url}/health`);
    expect(await health.json()).toEqual({ status: 'UP' });
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(200);
    const spec = await fetch(`${server.url}/openapi.yaml`);
    const yaml = await spec.text();
    expect(yaml).toMatch(/^openapi: '?3\.0\.3'?$/m);
    // servers names this server, so /docs and imported collections address it, not the spec's default port
    expect(yaml).toContain(`servers:\n  - url: "${server.url}"\n    description: This server.\ntags:`);
    const docs = await fetch(`${server.url}/docs`);
    const docsHtml = await docs.text();
    expect(docsHtml).toContain('swagger-ui-bundle.js');
    // Regression (browser review): blank without JavaScript; it links to the spec instead.
    expect(docsHtml).toMatch(/<noscript>[^]*<a href="openapi.yaml">openapi.yaml<\/a>[^]*<\/noscript>/);
    const bundle = await fetch(`${server.url}/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    // The page's links are relative: from /docs/ they would miss, so that address moves to /docs.
    const slash = await fetch(`${server.url}/docs/`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(new URL(slash.headers.get('location') ?? '', `${server.url}/docs/`).href).toBe(`${server.url}/docs`);
  });

  it('exposes Prometheus metrics', async () => {
    await fetch(`${server.url}/health`);
    await fetch(`${server.url}/no-such-page`);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toContain('xs2a_http_request_duration_seconds');
    // Page and probe routes have names of their own; unknown paths share one label, never their raw path.
    expect(metrics).toMatch(/xs2a_http_request_duration_seconds_count\{operation="health",method="GET",status="200"\} \d+/);
    expect(metrics).toMatch(/operation="unmatched",method="GET",status="404"/);
    expect(metrics).not.toContain('no-such-page');
  });

  // Review L (operator): error answers were counted as Koa's default 404, whatever the client got.
  it('counts an error answer under the status the client got', async () => {
    const unsigned = await fetch(`${server.url}/v1/sandbox/customers`);
    expect(unsigned.status).toBe(400);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/xs2a_http_request_duration_seconds_count\{operation="listSandboxCustomers",method="GET",status="400"\} \d+/);
    expect(metrics).not.toMatch(/operation="listSandboxCustomers",method="GET",status="404"/);
  });

  it('refuses a replayed X-Request-ID from the same TPP', async () => {
    const headers = { 'x-request-id': '6f1c0e9e-5d2a-4b57-8e57-0d6b4f3c2a10' };
    const first = await server.request('POST', '/v1/sandbox/customers', { body: { customerNumber: '01010112345', name: 'Replay Test', type: 'private' }, headers });
    expect(first.status).not.toBe(500);
    const replay = await server.request('POST', '/v1/sandbox/customers', { body: { customerNumber: '01010112345', name: 'Replay Test', type: 'private' }, headers });
    expect(replay.status).toBe(400);
    expect(replay.json.tppMessages[0].path).toBe('X-Request-ID');
  });
});

describe('start-up warnings', () => {
  it('listening on every interface without XS2A_PUBLIC_URL warns that links name localhost', async () => {
    const lines: { level?: number; msg?: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as { level?: number; msg?: string }) });
    const open = await startTestServer({ HOST: '0.0.0.0' }, { logger });
    await open.close();
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining('set XS2A_PUBLIC_URL') }));
  });
});

describe('a start refused for a file the configuration names', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  /** Runs the server's entry point (it exits at once when refused); exit code and stderr. */
  function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    return new Promise((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, timeout: 30_000 }, (error, _stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr });
      });
    });
  }

  it('regression: unreadable XS2A_TRUST_ANCHORS exits 2 as a configuration error, before the database is created or migrated', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xs2a-anchors-'));
    try {
      const sqliteFile = join(dir, 'fresh', 'prod.sqlite');
      const { code, stderr } = await runMain({
        PORT: '0',
        XS2A_MODE: 'production',
        XS2A_TRUST_ANCHORS: join(dir, 'missing.pem'),
        XS2A_BANK_NAMESPACE: '0d6f3a57-1c2b-4e8f-9a1d-5b7c2e4f6a80',
        XS2A_DEMO_SCA: 'true',
        XS2A_SQLITE_FILE: sqliteFile,
        XS2A_CRL_FILES: join(dir, 'missing.crl'),
      });
      expect(code).toBe(2);
      expect(stderr).toMatch(/^invalid configuration:\n {2}- XS2A_TRUST_ANCHORS cannot be read: ENOENT/);
      // In the same round (review L): a missing CRL file used to be named only once the anchors were fixed.
      expect(stderr).toMatch(/XS2A_CRL_FILES cannot be read: ENOENT/);
      expect(stderr).not.toContain('XS2A_SQLITE_FILE');
      expect(existsSync(join(dir, 'fresh'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);

  it('XS2A_TRUST_ANCHORS with intermediates but no self-signed root exits 2 asking for the QTSP root', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xs2a-anchors-'));
    try {
      const root = await createTestCertificateAuthority({ commonName: 'QTSP Root' });
      const intermediate = await createTestCertificateAuthority({ commonName: 'QTSP Seal CA', issuer: root });
      writeFileSync(join(dir, 'anchors.pem'), intermediate.certificatePem);
      const { code, stderr } = await runMain({
        PORT: '0',
        XS2A_MODE: 'production',
        XS2A_TRUST_ANCHORS: join(dir, 'anchors.pem'),
        XS2A_BANK_NAMESPACE: '0d6f3a57-1c2b-4e8f-9a1d-5b7c2e4f6a80',
        XS2A_DEMO_SCA: 'true',
        XS2A_SQLITE_FILE: join(dir, 'prod.sqlite'),
      });
      expect(code).toBe(2);
      expect(stderr).toContain('holds 1 certificate(s) but no self-signed root: add the root CA certificate of each QTSP');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);

  // Regression (review K, docs review): the missing file stopped the start only when the store connected, exit
  // code 1, and the message blamed the TLS and response-signing settings.
  it('names a missing client key of DATABASE_URL as a configuration problem, before the database is touched', async () => {
    const { code, stderr } = await runMain({ PORT: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test?sslmode=require&sslkey=/nonexistent/client.key' });
    expect(code).toBe(2);
    expect(stderr).toContain("DATABASE_URL's sslkey cannot be read: ENOENT");
    expect(stderr).not.toContain('TLS_CERT_FILE');
    // libpq's word for the system CA store is a file name to node-postgres.
    const system = await runMain({ PORT: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test?sslmode=verify-full&sslrootcert=system' });
    expect(system.code).toBe(2);
    expect(system.stderr).toContain("sslrootcert=system names the system's CA store in libpq, which node-postgres does not support");
  }, 60_000);

  it('regression: a SQLite directory that cannot be created names XS2A_SQLITE_FILE', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xs2a-sqlite-dir-'));
    try {
      writeFileSync(join(dir, 'a-file'), 'not a directory');
      const sqliteFile = join(dir, 'a-file', 'sub', 'bank.sqlite');
      const { code, stderr } = await runMain({ PORT: '0', XS2A_SQLITE_FILE: sqliteFile });
      expect(code).toBe(1);
      expect(stderr).toContain(`cannot start: XS2A_SQLITE_FILE (${sqliteFile}): its directory cannot be created or written: ENOTDIR`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});

describe('a moved clock', () => {
  it('regression: the Date header follows XS2A_CLOCK_OFFSET_MS, as Retry-After and signed dates do', async () => {
    const moved = await startTestServer({ XS2A_CLOCK_OFFSET_MS: String(24 * 3600_000) });
    try {
      const answer = await fetch(`${moved.url}/health`);
      expect(Math.abs(Date.parse(answer.headers.get('date') ?? '') - moved.clock().getTime())).toBeLessThan(5_000);
    } finally {
      await moved.close();
    }
  });

  it('accepts a request dated by the wall clock as well as one dated by the moved clock, and names the moved clock when neither fits', async () => {
    // The sandbox run two days back, as a TPP tests a batch run: its tools still date requests by their own clock.
    const moved = await startTestServer({ XS2A_CLOCK_OFFSET_MS: String(-2 * 24 * 3600_000) });
    try {
      const [wall, bank, neither, explained] = await Promise.all([
        moved.request('GET', '/v1/sandbox/customers', { headers: { date: new Date().toUTCString() } }),
        moved.request('GET', '/v1/sandbox/customers'),
        moved.request('GET', '/v1/sandbox/customers', { headers: { date: new Date(Date.now() - 3600_000).toUTCString() } }),
        moved.request('POST', '/v1/sandbox/signature-explain', { body: {}, headers: { date: new Date().toUTCString() } }),
      ]);
      expect(wall.status, wall.text).toBe(200);
      expect(bank.status, bank.text).toBe(200);
      // The sandbox's explanation agrees with the verdict.
      expect(explained.status, explained.text).toBe(200);
      expect(explained.json.valid).toBe(true);
      expect(neither.status).toBe(400);
      expect(neither.json.tppMessages[0]).toMatchObject({ code: 'TIMESTAMP_INVALID', path: 'Date' });
      expect(neither.json.tppMessages[0].text).toMatch(/ahead of the bank's clock/);
    } finally {
      await moved.close();
    }
  });
});

describe('a moved clock and a request with another fault', () => {
  // State review: a request dated by the wall clock whose Digest or signature was wrong was refused as a Date
  // days off the bank's clock (the moved clock's refusal), which hid the fault and sent the TPP after its NTP.
  it('reports the fault the pairing of clocks the request fits finds, not the moved clock\'s Date refusal', async () => {
    const moved = await startTestServer({ XS2A_CLOCK_OFFSET_MS: String(-2 * 24 * 3600_000) });
    try {
      // Signed by the wall clock, then the body changed: the Digest no longer matches it.
      const signed = (target: string) => signRequest({ method: 'POST', target, headers: {}, body: '{}', privateKey: moved.tpp.certificate.privateKey, certificate: moved.tpp.certificate.certificateBase64 });
      const send = (target: string) => {
        const { headers } = signed(target);
        return moved.request('POST', target, { unsigned: true, rawBody: '{ }', headers: { ...headers, 'content-type': 'application/json' } });
      };
      const [refused, explained] = await Promise.all([send('/v1/sandbox/customers'), send('/v1/sandbox/signature-explain')]);
      expect(refused.status).toBe(400);
      expect(refused.json.tppMessages[0]).toMatchObject({ path: 'Digest' });
      expect(refused.json.tppMessages[0].code).not.toBe('TIMESTAMP_INVALID');
      expect(explained.json.valid, explained.text).toBe(false);
      expect(explained.text).toContain('DIGEST_MISMATCH');
      expect(explained.text).not.toContain('DATE_SKEW');
    } finally {
      await moved.close();
    }
  });
});

describe('a moved clock and a certificate issued in real time', () => {
  // Review (dates): the Date and the certificate had to fit the same clock, though the README lets each fit
  // either. A TPP that dates requests by the sandbox's clock (as docs/x-accept-fix.md advises) signs with a
  // certificate made today by `xs2a certs create`, which the clock a month back finds not yet valid.
  it('accepts a request dated by the moved clock whose certificate is valid only by the wall clock, and explains it so', async () => {
    const moved = await startTestServer({ XS2A_CLOCK_OFFSET_MS: String(-30 * 24 * 3600_000) });
    try {
      const { qseal } = await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-555555555', roles: ['PSP_AI', 'PSP_PI'] });
      const realTime = { certificate: qseal, id: 'PSDNO-FSA-555555555' };
      const [listed, explained] = await Promise.all([
        moved.request('GET', '/v1/sandbox/customers', { tpp: realTime }),
        moved.request('POST', '/v1/sandbox/signature-explain', { body: {}, tpp: realTime }),
      ]);
      expect(listed.status, listed.text).toBe(200);
      expect(explained.json.valid, explained.text).toBe(true);
      // A certificate valid by neither clock is still refused, in the moved clock's words.
      const { qseal: future } = await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-555555556', notBefore: new Date(Date.now() + 86_400_000) });
      const refused = await moved.request('GET', '/v1/sandbox/customers', { tpp: { certificate: future, id: 'PSDNO-FSA-555555556' } });
      expect(refused.status).toBe(400);
      expect(refused.json.tppMessages[0]).toMatchObject({ code: 'CERTIFICATE_INVALID' });
    } finally {
      await moved.close();
    }
  });
});

describe('while the database is being opened', () => {
  it('regression: /ready answers NOT_READY in the shape it has later, with an X-Request-ID', async () => {
    // A database that accepts the connection and never answers keeps the server in its starting state.
    const sockets = new Set<Socket>();
    const blackHole = createServer((socket) => sockets.add(socket)).listen(0, '127.0.0.1');
    await once(blackHole, 'listening');
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const config = readConfig({ PORT: String(port), DATABASE_URL: `postgres://postgres@127.0.0.1:${(blackHole.address() as AddressInfo).port}/never`, LOG_LEVEL: 'silent' });
    const starting = startServer(config, { logger: pino({ level: 'silent' }) }).then(
      (running) => running.close(),
      () => undefined,
    );
    try {
      let ready: Response | undefined;
      for (let i = 0; i < 100 && ready === undefined; i++) {
        ready = await fetch(`http://127.0.0.1:${port}/ready`, { headers: { 'x-request-id': 'probe-1' } }).catch(() => undefined);
        if (ready === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(ready?.status).toBe(503);
      expect(await ready?.json()).toEqual({ status: 'NOT_READY', reason: expect.stringContaining('starting') });
      expect(ready?.headers.get('x-request-id')).toBe('probe-1');
      const other = await fetch(`http://127.0.0.1:${port}/v1/sandbox/customers`);
      expect(other.status).toBe(503);
      expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(other.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      blackHole.close();
      for (const socket of sockets) socket.destroy();
      await starting;
    }
  }, 60_000);
});

// Review (operators): a database emptied while the server ran answered /ready as READY and then failed every
// request. The reason says what to do; the check reads the StoreError's code, not its text (style review).
describe('/ready on a database that lost its tables', () => {
  it('answers 503 NOT_READY, saying the tables cannot be read', async () => {
    const own = await startTestServer();
    try {
      expect((await fetch(`${own.url}/ready`)).status).toBe(200);
      // The server's own driver, beside it on the same file (it ships no types of its own).
      const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => { exec(sql: string): void; close(): void };
      const side = new Database(own.sqliteFile);
      side.exec('drop table seen_requests');
      side.close();
      const ready = await fetch(`${own.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'NOT_READY', reason: expect.stringContaining("the server's tables cannot be read") });
    } finally {
      await own.close();
    }
  });
});
