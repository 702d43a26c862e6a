/**
 * Memory under a long run: the server (a child process, so its memory is its own) answers signed GETs from
 * many different certificates with a fresh X-Request-ID each. After warm-up its resident memory and heap stay
 * within a bound: the certificate cache, the replay cache and the per-operation metrics do not grow with the
 * number of requests, nor with a flood of certificate headers that do not parse.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificateAuthority, createTestTppCertificate, type TestCertificate } from '@xs2a-kit/signature';
import { startChildServer, type ChildServer } from './support/child-server.js';
import { createFigures } from './support/figures.js';
import { SCALE } from './support/settings.js';
import { runPool, sendRequest, signHeaders } from './support/signed-client.js';

const REQUESTS = 20_000 * SCALE;
const CERTIFICATES = 60 * SCALE;
const figures = createFigures('resources');
let server: ChildServer;
let dir: string;
let certificates: TestCertificate[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'xs2a-resources-'));
  server = await startChildServer({ XS2A_SQLITE_FILE: join(dir, 'sandbox.sqlite') }, { gcOnSignal: true });
  const ca = await createTestCertificateAuthority();
  certificates = [];
  for (let i = 0; i < CERTIFICATES; i++) {
    certificates.push(await createTestTppCertificate(ca, { organizationIdentifier: `PSDNO-FSA-9${String(i).padStart(8, '0')}`, roles: ['PSP_AI', 'PSP_PI'] }));
  }
}, 300_000);

afterAll(async () => {
  figures.write();
  await server?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

function residentMegabytes(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(line) / 1024;
}

/** Heap in use after a full collection in the server (SIGUSR2, see gc-on-signal.mjs). */
async function heapMegabytes(): Promise<number> {
  server.process.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(/^xs2a_nodejs_heap_size_used_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)/m.exec(text)?.[1] ?? 0) / 2 ** 20;
}

describe('memory over a long run', () => {
  it(`stays flat over ${REQUESTS} signed GETs from ${CERTIFICATES} certificates`, async () => {
    const paths = ['/v1/sandbox/customers', '/v1/sandbox/customers/13039319955', '/v1/payments/norwegian-domestic-credit-transfers/unknown-id/status', '/v1/sandbox/agreements'];
    let failures = 0;
    const samples: { at: number; rss: number; heap: number }[] = [];
    const drive = async (from: number, to: number) =>
      runPool(to - from, 8, async (i) => {
        const n = from + i;
        const request = { method: 'GET', path: paths[n % paths.length]! };
        const headers = signHeaders(request, { certificate: certificates[n % certificates.length]! });
        // Every fifth request carries a certificate header never seen before (random DER-looking bytes): a
        // cache that kept failed parses would grow with each of them.
        if (n % 5 === 4) headers['tpp-signature-certificate'] = randomBytes(1_200).toString('base64');
        const res = await sendRequest(server.url, request, headers);
        if (res.status === 0 || res.status >= 500 || (n % 5 !== 4 && res.status === 401)) failures++;
      });
    const warmUp = Math.floor(REQUESTS / 4);
    await drive(0, warmUp);
    const step = Math.floor((REQUESTS - warmUp) / 5);
    for (let at = warmUp; at < REQUESTS; at += step) {
      samples.push({ at, rss: residentMegabytes(server.process.pid!), heap: await heapMegabytes() });
      await drive(at, Math.min(REQUESTS, at + step));
    }
    samples.push({ at: REQUESTS, rss: residentMegabytes(server.process.pid!), heap: await heapMegabytes() });
    const rssGrowth = samples.at(-1)!.rss - samples[0]!.rss;
    const heapGrowth = samples.at(-1)!.heap - samples[0]!.heap;
    figures.set('requests', REQUESTS);
    figures.set('certificates', CERTIFICATES);
    figures.set('unknownCertificateHeaders', Math.floor(REQUESTS / 5));
    figures.set('rssAfterWarmUpMb', Math.round(samples[0]!.rss));
    figures.set('rssGrowthMb', Math.round(rssGrowth * 10) / 10);
    figures.set('heapGrowthMb', Math.round(heapGrowth * 10) / 10);
    figures.set('samples', JSON.stringify(samples.map((s) => [s.at, Math.round(s.rss), Math.round(s.heap)])));
    expect(failures).toBe(0);
    // 15,000 request ids in the replay cache cost a few MB; a leak of 1 kB per request would cost 15 MB of
    // heap. RSS also holds what the collector has freed but not returned, hence its looser bound.
    expect(heapGrowth).toBeLessThan(12);
    expect(rssGrowth).toBeLessThan(80);
  }, 600_000);
});
