import { readFileSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import { createCertificateCache, explainRequest, verifyRequest, type TrustPolicy, type VerifyRequestInput } from '@xs2a-kit/signature';
import type { RequestReplayRepository } from '@xs2a-kit/store';
import { ConfigError } from './config.js';
import { ApiProblem } from './http/api-problem.js';
import type { RequestAuthenticator } from './middleware/authenticate.js';

export interface AuthenticatorOptions {
  readonly mode: 'sandbox' | 'production';
  readonly trustAnchorsFile: string | undefined;
  readonly clock: () => Date;
  readonly replays: RequestReplayRepository;
}

/** How long a seen X-Request-ID is remembered: well past the 60 s Date window on either side. */
const REPLAY_WINDOW_MS = 5 * 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Adapts @xs2a-kit/signature to the server: sandbox trust (any issuer) or production trust (anchors from a
 * PEM file, QCStatement required), one certificate cache for the process, and replay protection: the same
 * X-Request-ID from the same TPP inside the window is refused. Every request is checked against an in-process
 * cache; state-changing requests are also recorded in the database, so a replay to another server process on
 * the same PostgreSQL is refused too.
 */
export function createSignatureAuthenticator(options: AuthenticatorOptions): RequestAuthenticator & {
  explain(input: VerifyRequestInput): ReturnType<typeof explainRequest>;
} {
  const trust: TrustPolicy = options.mode === 'sandbox' ? { mode: 'sandbox' } : { mode: 'production', trustAnchors: readTrustAnchors(options.trustAnchorsFile ?? '') };
  const cache = createCertificateCache({ maxEntries: 1000 });
  const seen = new LRUCache<string, true>({ max: 100_000, ttl: REPLAY_WINDOW_MS });
  return {
    async authenticate(request) {
      const tpp = await verifyRequest(
        { method: request.method, target: request.target, headers: request.headers, body: request.body },
        { clock: options.clock, trust, signedHeadersWhenPresent: request.signedHeaders, cache, digestRequiredWithBody: request.digestRequired },
      );
      const requestId = String(request.headers['x-request-id'] ?? '');
      const key = `${tpp.id}\n${requestId}`;
      const fresh = !seen.has(key) && (SAFE_METHODS.has(request.method) || (await options.replays.remember(tpp.id, requestId)));
      if (!fresh) {
        throw new ApiProblem(400, 'FORMAT_ERROR', `X-Request-ID ${requestId} was already used by this TPP: every request needs a new one (replay refused).`, 'X-Request-ID');
      }
      seen.set(key, true);
      return { id: tpp.id, name: tpp.name, roles: tpp.roles, fingerprint: tpp.fingerprint };
    },
    async release(tppId, requestId) {
      seen.delete(`${tppId}\n${requestId}`);
      await options.replays.forget(tppId, requestId);
    },
    explain: (input) => explainRequest(input, { clock: options.clock, trust, cache }),
  };
}

/** The anchors of XS2A_TRUST_ANCHORS; a file that cannot be read or holds no certificate stops the start. */
function readTrustAnchors(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError([`XS2A_TRUST_ANCHORS cannot be read: ${(error as Error).message}`]);
  }
  const anchors = splitPem(text);
  if (anchors.length === 0) throw new ConfigError([`XS2A_TRUST_ANCHORS (${file}) holds no PEM certificate: production would trust no TPP`]);
  return anchors;
}

function splitPem(text: string): string[] {
  return text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}
