/**
 * Sends requests the way a TPP (or an attacker) would: signed with a test QSealC, or deliberately unsigned,
 * badly signed, with a swapped certificate or a stale Date. Uses fetch (keep-alive connections) with a
 * per-request timeout, so a hang shows up as a failure instead of a stuck test.
 */
import { signRequest, type TestCertificate } from '@xs2a-kit/signature';

export type SigningMode = 'signed' | 'unsigned' | 'bad-signature' | 'wrong-digest' | 'swapped-certificate' | 'stale-date';

export interface OutgoingRequest {
  readonly method: string;
  /** Path and query, without the base path, already percent-encoded. */
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Uint8Array;
}

export interface SignOptions {
  readonly certificate: TestCertificate;
  readonly mode?: SigningMode;
  /** The certificate put in TPP-Signature-Certificate for `swapped-certificate`. */
  readonly otherCertificate?: TestCertificate;
  readonly clock?: () => Date;
  readonly requestId?: string;
}

export interface ReceivedResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly json: any;
  readonly ms: number;
}

/** Adds Date, X-Request-ID, Digest, Signature and the certificate as the mode asks. */
export function signHeaders(request: OutgoingRequest, options: SignOptions): Record<string, string> {
  const mode = options.mode ?? 'signed';
  const headers = { ...request.headers };
  if (mode === 'unsigned') return headers;
  const clock = mode === 'stale-date' ? () => new Date(Date.now() - 10 * 60_000) : options.clock;
  const signed = signRequest({
    method: request.method,
    target: request.path,
    headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    privateKey: options.certificate.privateKey,
    certificate: options.certificate.certificateBase64,
    ...(clock ? { clock } : {}),
    ...(options.requestId ? { requestId: options.requestId } : {}),
  });
  const out: Record<string, string> = { ...headers, ...signed.headers };
  if (mode === 'bad-signature') out.signature = out.signature!.replace(/signature="(.)/, (_m, c: string) => `signature="${c === 'A' ? 'B' : 'A'}`);
  if (mode === 'wrong-digest') out.digest = 'SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
  if (mode === 'swapped-certificate' && options.otherCertificate) out['tpp-signature-certificate'] = options.otherCertificate.certificateBase64;
  return out;
}

/** Sends one request; a network error or timeout is returned as status 0 with the reason in `text`. */
export async function sendRequest(baseUrl: string, request: OutgoingRequest, headers: Record<string, string>, timeoutMs = 15_000): Promise<ReceivedResponse> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json, ms: performance.now() - started };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
    return { status: 0, headers: new Headers(), text: reason, json: undefined, ms: performance.now() - started };
  }
}

/** Runs `count` jobs with at most `concurrency` in flight. */
export async function runPool(count: number, concurrency: number, job: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await job(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
