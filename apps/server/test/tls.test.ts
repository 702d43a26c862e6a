import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificates } from '@xs2a-kit/signature';
import { ConfigError, readConfig } from '../src/config.js';
import { startServer, type RunningServer } from '../src/start-server.js';

let dir: string;
let running: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'xs2a-tls-'));
  const { qwac } = await createTestCertificates({ domains: ['localhost'] });
  writeFileSync(join(dir, 'cert.pem'), qwac.certificatePem);
  writeFileSync(join(dir, 'key.pem'), qwac.privateKeyPem);
  running = await startServer(
    readConfig({ PORT: '0', XS2A_SQLITE_FILE: join(dir, 'bank.sqlite'), TLS_CERT_FILE: join(dir, 'cert.pem'), TLS_KEY_FILE: join(dir, 'key.pem') }),
    { logger: pino({ level: 'silent' }) },
  );
});

afterAll(async () => {
  await running.close();
  rmSync(dir, { recursive: true, force: true });
});

function handshake(maxVersion: 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3'): Promise<string> {
  const { port } = new URL(running.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port), rejectUnauthorized: false, minVersion: 'TLSv1', maxVersion }, () => {
      resolve(socket.getProtocol() ?? '');
      socket.end();
    });
    socket.on('error', reject);
  });
}

describe('HTTPS', () => {
  it('serves over TLS with the configured certificate', async () => {
    expect(running.url).toMatch(/^https:/);
    const { body, hsts } = await new Promise<{ body: string; hsts: unknown }>((resolve, reject) => {
      request(`${running.url}/health`, { rejectUnauthorized: false }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ body: text, hsts: res.headers['strict-transport-security'] }));
      }).on('error', reject).end();
    });
    expect(JSON.parse(body)).toEqual({ status: 'UP' });
    // Review: with no proxy in front, nothing set HSTS; the server's own TLS now does.
    expect(hsts).toBe('max-age=31536000');
  });

  // Review L (operator): the answers written before the application (417, a request the parser refuses) lacked HSTS.
  it.each([
    ['an Expect other than 100-continue (417)', 'GET /health HTTP/1.1\r\nHost: localhost\r\nExpect: foo\r\n\r\n', 417],
    ['a header name the parser refuses (400)', 'GET /health HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n', 400],
  ])('sends HSTS on %s as well', async (_name, raw, status) => {
    const { port } = new URL(running.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port: Number(port), rejectUnauthorized: false }, () => socket.end(raw));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toContain(` ${status} `);
    expect(answer.toLowerCase()).toContain('strict-transport-security: max-age=31536000');
  });

  it('accepts TLS 1.2 and 1.3 and refuses TLS 1.1 (spec: TLS 1.2 or higher)', async () => {
    expect(await handshake('TLSv1.2')).toBe('TLSv1.2');
    expect(await handshake('TLSv1.3')).toBe('TLSv1.3');
    await expect(handshake('TLSv1.1')).rejects.toThrow();
  });
});

describe('TLS files that do not make a server', () => {
  it('a key of another certificate is a configuration error naming the variables, found before the database is opened', async () => {
    const { qwac } = await createTestCertificates({ domains: ['localhost'] });
    writeFileSync(join(dir, 'other-key.pem'), qwac.privateKeyPem);
    const config = readConfig({ PORT: '0', XS2A_SQLITE_FILE: join(dir, 'never', 'bank.sqlite'), TLS_CERT_FILE: join(dir, 'cert.pem'), TLS_KEY_FILE: join(dir, 'other-key.pem') });
    const refused = await startServer(config, { logger: pino({ level: 'silent' }) }).then(() => undefined, (error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).problems).toEqual([expect.stringContaining('TLS_CERT_FILE and TLS_KEY_FILE (and TLS_CA_FILE) do not make a TLS server')]);
    expect(existsSync(join(dir, 'never'))).toBe(false);
  });
});
