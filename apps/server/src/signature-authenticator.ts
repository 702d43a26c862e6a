import { createCertificateCache, explainRequest, SignatureError, sortTrustCertificates, verifyRequest, type RevocationQuery, type RevocationStatus, type TrustPolicy, type VerifyRequestInput } from '@xs2a-kit/signature';
import type { RequestReplayRepository } from '@xs2a-kit/store';
import { ApiProblem } from './http/api-problem.js';
import { toApiProblem } from './http/error-table.js';
import { ReplayRecordFailure } from './http/replay-record-failure.js';
import { RecentRequestIds } from './infra/recent-request-ids.js';
import type { RequestAuthenticator } from './middleware/authenticate.js';

export interface AuthenticatorOptions {
  readonly mode: 'sandbox' | 'production';
  /**
   * The CA certificates (PEM) TPP certificates must chain to, required in production (config-files.ts reads them):
   * the self-signed roots are the trust anchors, the others intermediates that only build paths to a root.
   */
  readonly trustAnchors: readonly string[] | undefined;
  readonly clock: () => Date;
  /**
   * The wall clock, given when XS2A_NOW or XS2A_CLOCK_OFFSET_MS moved `clock`: a request whose Date or certificate
   * fails only against the moved clock is checked again against this one, so TPP tools dating requests by their
   * own (real) clock keep working against a sandbox run as of another day.
   */
  readonly wallClock?: () => Date;
  readonly replays: RequestReplayRepository;
  /**
   * How many X-Request-IDs of signed GETs the process keeps in memory per 65 s (default 60,000, about 900 a
   * second); past that, GETs are recorded in the database like state-changing requests until the full
   * generation has aged out.
   */
  readonly recentIdsPerGeneration?: number;
  /**
   * `database` records the X-Request-ID of every signed GET in the database too, so that several server processes
   * on one database refuse each other's replays; default `memory`: GETs are decided in this process alone.
   */
  readonly getReplays?: 'memory' | 'database';
  /** Production: the revocation check of the TPP's certificate (XS2A_CRL_FILES). */
  readonly checkRevocation?: (certificate: RevocationQuery) => Promise<RevocationStatus>;
  /** Milliseconds of a monotonic clock, by which accepted ids age in memory (default `performance.now`; tests). */
  readonly elapsedMs?: () => number;
}

/**
 * How long an accepted X-Request-ID is refused again at least: a Date may be 60 s (and the fraction of a second
 * the header cannot carry) off the bank's clock on either side, so a captured request stays acceptable for at
 * most about 122 s after it was first seen.
 */
const REPLAY_WINDOW_MS = 130_000;
const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Refusals that depend on the instant of the check, and so may pass against the wall clock (see wallClock). */
const TIME_CODES: ReadonlySet<string> = new Set(['DATE_SKEW', 'SIGNATURE_EXPIRED', 'CERTIFICATE_NOT_YET_VALID', 'CERTIFICATE_EXPIRED']);

/**
 * Adapts @xs2a-kit/signature to the server: sandbox trust (any issuer) or production trust (anchors from a
 * PEM file, QCStatement required), one certificate cache for the process, and replay protection: the same
 * X-Request-ID from the same TPP inside the window is refused. Every request is checked against the ids the
 * process accepted lately (kept in memory, never evicted inside the window); state-changing requests are also
 * recorded in the database, so a replay to another server process on the same database is refused too. GETs
 * are recorded there as well with `getReplays: 'database'`, and while the in-memory generations are full, so no
 * rate of GETs opens a gap.
 */
export function createSignatureAuthenticator(options: AuthenticatorOptions): RequestAuthenticator & {
  explain(input: VerifyRequestInput): ReturnType<typeof explainRequest>;
} {
  if (options.mode === 'production' && (options.trustAnchors === undefined || options.trustAnchors.length === 0)) {
    throw new Error('production trust needs at least one trust anchor');
  }
  const sorted = options.mode === 'production' ? sortTrustCertificates(options.trustAnchors ?? []) : undefined;
  if (sorted && sorted.trustAnchors.length === 0) {
    throw new Error('production trust needs a self-signed root CA among the trust anchors; intermediates only build paths to one');
  }
  const trust: TrustPolicy = sorted
    ? { mode: 'production', ...sorted, ...(options.checkRevocation ? { checkRevocation: options.checkRevocation } : {}) }
    : { mode: 'sandbox' };
  const cache = createCertificateCache({ maxEntries: 1000 });
  // With two clocks a Date fits two windows, the moved clock's and the wall clock's, as far apart as the clocks:
  // a request is kept that much longer, or its replay would pass again in the second window (diff review).
  const clocksApartMs = options.wallClock === undefined ? 0 : Math.abs(options.clock().getTime() - options.wallClock().getTime());
  const recent = new RecentRequestIds({
    windowMs: REPLAY_WINDOW_MS + clocksApartMs,
    maxPerGeneration: options.recentIdsPerGeneration ?? 60_000,
    now: options.elapsedMs ?? (() => performance.now()),
  });
  const getsInMemory = options.getReplays !== 'database';
  return {
    async authenticate(request) {
      const input = { method: request.method, target: request.target, headers: request.headers, body: request.body };
      // One clock for both unless the pairing differs: the common case reads the clock once per request.
      const verifyAt = ([clock, certificateClock]: ClockPair) =>
        verifyRequest(input, { clock, certificateClock: certificateClock === clock ? undefined : certificateClock, trust, signedHeadersWhenPresent: request.signedHeaders, cache, digestRequiredWithBody: request.digestRequired });
      const tpp = await verifyAt([options.clock, options.clock]).catch(async (error: unknown) => {
        if (options.wallClock === undefined || !(error instanceof SignatureError) || !TIME_CODES.has(error.code)) throw error;
        // The Date and the certificate may each fit either clock (a TPP dates by its own clock or by the moved
        // one, and its certificate was issued in real time). The answer a TPP sees stays the one against the
        // bank's (moved) clock when no other pairing passes.
        let reported: unknown = error;
        for (const pair of otherClockPairs(options.clock, options.wallClock)) {
          try {
            return await verifyAt(pair);
          } catch (other) {
            // A pairing whose clocks the request fits gets past the time checks to the real fault (a signature
            // that does not verify, a Digest of other bytes): that is the one to report (state review: it was
            // hidden behind "the Date is days behind the bank's clock").
            if (reported === error && !(other instanceof SignatureError && TIME_CODES.has(other.code))) reported = other;
          }
        }
        throw reported;
      });
      const requestId = String(request.headers['x-request-id'] ?? '');
      const key = `${tpp.id}\n${requestId}`;
      const replay = () => new ApiProblem(400, 'FORMAT_ERROR', `X-Request-ID ${requestId} was already used by this TPP: every request needs a new one (replay refused).`, 'X-Request-ID');
      if (recent.has(key)) throw replay();
      // A GET is decided in memory (has and add run without a pause between them) while the generations have room.
      const keptInMemory = getsInMemory && SAFE_METHODS.has(request.method) && !recent.full() && recent.add(key);
      if (!keptInMemory) {
        if (!(await rememberRequest(options.replays, tpp.id, requestId))) throw replay();
        recent.add(key);
      }
      return { id: tpp.id, name: tpp.name, roles: tpp.roles, fingerprint: tpp.fingerprint };
    },
    async release(tppId, requestId) {
      recent.delete(`${tppId}\n${requestId}`);
      await options.replays.forget(tppId, requestId);
    },
    async explain(input) {
      const report = await explainRequest(input, { clock: options.clock, trust, cache });
      // As authenticate decides, by each report's first failure in step order (the one authenticate stops at): a
      // time failure first tries the other pairings of clocks, and the first pairing whose first failure is not
      // about time is the one shown (review: a report kept the moved clock's Date failure first).
      const firstOnTime = (r: typeof report) => r.errors[0] !== undefined && TIME_CODES.has(r.errors[0].code);
      if (report.ok || options.wallClock === undefined || !firstOnTime(report)) return report;
      let reported = report;
      for (const [clock, certificateClock] of otherClockPairs(options.clock, options.wallClock)) {
        const other = await explainRequest(input, { clock, certificateClock, trust, cache });
        if (other.ok) return other;
        if (reported === report && !firstOnTime(other)) reported = other;
      }
      return reported;
    },
  };
}

/** The clock the Date is judged by, and the one the certificate's validity is judged by. */
type ClockPair = readonly [date: () => Date, certificate: () => Date];

/** After the bank's own clock for both: the wall clock for both, then each of the two mixed pairings. */
function otherClockPairs(bank: () => Date, wall: () => Date): readonly ClockPair[] {
  return [
    [wall, wall],
    [bank, wall],
    [wall, bank],
  ];
}

/**
 * Records the X-Request-ID. A database out of reach (503: nothing was sent) stays as it is; any other failure of
 * the insert, a connection lost under it say, may have committed it, and is answered as such (review L: a plain
 * 500 left the TPP unable to tell whether to retry with the same X-Request-ID, which a committed record refuses).
 */
async function rememberRequest(replays: Pick<RequestReplayRepository, 'remember'>, tppId: string, requestId: string): Promise<boolean> {
  try {
    return await replays.remember(tppId, requestId);
  } catch (error) {
    if (toApiProblem(error)?.status === 503) throw error;
    throw new ReplayRecordFailure(error);
  }
}
