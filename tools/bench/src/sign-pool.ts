/**
 * Signs many requests before a load run, on worker threads, so the load generator only sends bytes. Every
 * request gets its own X-Request-ID, Date, Digest and signature: the server refuses a replayed X-Request-ID
 * and a Date more than 60 s away, so a pool is signed just before the run that uses it.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { signRequest, type TestCertificate } from '@xs2a-kit/signature';
import type { PreparedRequest, RequestTemplate } from './prepared-request.js';

/** The credentials a pool is signed with: the TPP's QSealC and its private key. */
export interface Signer {
  readonly certificateBase64: string;
  readonly privateKeyPem: string;
}

/** Reads the two parts a worker needs from a test certificate. */
export function toSigner(certificate: TestCertificate): Signer {
  return { certificateBase64: certificate.certificateBase64, privateKeyPem: certificate.privateKeyPem };
}

/** Signs one template in this thread (what a client does per request when it signs in the send loop). */
export function signTemplate(signer: Signer, template: RequestTemplate): PreparedRequest {
  const signed = signRequest({
    method: template.method,
    target: template.path,
    headers: template.headers,
    ...(template.body === undefined ? {} : { body: template.body }),
    privateKey: signer.privateKeyPem,
    certificate: signer.certificateBase64,
  });
  return { ...template, headers: { ...template.headers, ...signed.headers } };
}

// Under tsx the package name resolves to its TypeScript sources; workers load the built package instead.
const SIGNATURE_DIST = new URL('../../../packages/signature/dist/index.js', import.meta.url);

// The worker is plain JavaScript (no TypeScript loader in worker threads) importing the built package.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.moduleUrl).then(({ signRequest }) => {
  const { signer, templates } = workerData;
  const out = templates.map((t) => signRequest({
    method: t.method, target: t.path, headers: t.headers, ...(t.body === undefined ? {} : { body: t.body }),
    privateKey: signer.privateKeyPem, certificate: signer.certificateBase64,
  }).headers);
  parentPort.postMessage(out);
});
`;

/**
 * Signs every template, split over worker threads (one per core). Order is kept.
 *
 * @example
 * const pool = await signPool(signer, Array.from({ length: 5000 }, () => customersTemplate));
 */
export async function signPool(signer: Signer, templates: readonly RequestTemplate[]): Promise<PreparedRequest[]> {
  const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(templates.length / 200)));
  const size = Math.ceil(templates.length / threads);
  const moduleUrl = SIGNATURE_DIST.href;
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, index) => {
      const slice = templates.slice(index * size, (index + 1) * size);
      return new Promise<Record<string, string>[]>((resolve, reject) => {
        const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { moduleUrl, signer, templates: slice } });
        worker.once('message', (headers: Record<string, string>[]) => {
          resolve(headers);
          void worker.terminate();
        });
        worker.once('error', reject);
      });
    }),
  );
  const signed = parts.flat();
  return templates.map((template, index) => ({ ...template, headers: { ...template.headers, ...signed[index] } }));
}
