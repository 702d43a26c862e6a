/**
 * Starts a real reference server for HTTP tests (sandbox mode, a fresh SQLite file or a PostgreSQL schema,
 * silent logs) and signs requests as a TPP would, with certificates made by @xs2a-kit/signature.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import { createTestCertificates, signRequest, type TestCertificate } from '@xs2a-kit/signature';
import { readConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/start-server.js';

export interface TestTpp {
  readonly certificate: TestCertificate;
  readonly id: string;
}

export interface TestServer {
  readonly url: string;
  readonly running: RunningServer;
  /** The server's SQLite file, for tests that open the same database beside the server. */
  readonly sqliteFile: string;
  /** The server's clock (XS2A_NOW or XS2A_CLOCK_OFFSET_MS applied); requests are dated and certificates valid by it. */
  readonly clock: () => Date;
  /** A TPP with PSP_AI, PSP_PI and PSP_IC roles (organizationIdentifier PSDNO-FSA-<n>). */
  readonly tpp: TestTpp;
  /** Makes another TPP (for isolation tests). */
  createTpp(organizationIdentifier: string, roles?: readonly ('PSP_AS' | 'PSP_PI' | 'PSP_AI' | 'PSP_IC')[]): Promise<TestTpp>;
  /** Sends a signed request; `headers` are added before signing. */
  request(method: string, path: string, options?: TestRequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestRequestOptions {
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly tpp?: TestTpp;
  /** Send unsigned (only the given headers). */
  readonly unsigned?: boolean;
  readonly rawBody?: string | Uint8Array;
}

export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly json: any;
  readonly text: string;
}

export async function startTestServer(env: Record<string, string> = {}, options: { logger?: Logger } = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'xs2a-server-test-'));
  const sqliteFile = join(dir, 'sandbox.sqlite');
  // On PostgreSQL a SQLite file would be a setting the server refuses as ignored.
  const config = readConfig({ PORT: '0', ...(env.DATABASE_URL ? {} : { XS2A_SQLITE_FILE: sqliteFile }), LOG_LEVEL: 'silent', ...env });
  const running = await startServer(config, { logger: options.logger ?? pino({ level: 'silent' }) });
  const clock = () => new Date(Date.now() + config.clockOffsetMs);
  const makeTpp = async (organizationIdentifier: string, roles: readonly ('PSP_AS' | 'PSP_PI' | 'PSP_AI' | 'PSP_IC')[] = ['PSP_AI', 'PSP_PI', 'PSP_IC']): Promise<TestTpp> => {
    const { qseal } = await createTestCertificates({ organizationIdentifier, roles, clock });
    return { certificate: qseal, id: organizationIdentifier };
  };
  const tpp = await makeTpp('PSDNO-FSA-123456789');
  const request = async (method: string, path: string, options: TestRequestOptions = {}): Promise<TestResponse> => {
    const who = options.tpp ?? tpp;
    // A path from the API root goes under the server's URL, base path included, as a TPP calls a link.
    const url = new URL(`${running.url}${path}`);
    const target = `${url.pathname}${url.search}`;
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    let headers: Record<string, string> = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers };
    if (!options.unsigned) {
      const signed = signRequest({
        method,
        target,
        headers,
        ...(body === undefined ? {} : { body }),
        privateKey: who.certificate.privateKey,
        certificate: who.certificate.certificateBase64,
        clock,
        ...(headers['x-request-id'] ? { requestId: headers['x-request-id'] } : {}),
      });
      headers = { ...headers, ...signed.headers };
    }
    const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }), redirect: 'manual' });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  };
  return {
    url: running.url,
    running,
    sqliteFile,
    clock,
    tpp,
    createTpp: makeTpp,
    request,
    close: async () => {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
