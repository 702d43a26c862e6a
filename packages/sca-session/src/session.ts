import { SCA_SESSION_TTL_MS } from './limits.js';
import type { PsuContext, ScaSessionRecord } from './records.js';
import type { ScaSessionRepository } from './repositories.js';

/**
 * Whether an SCA session still spares the PSU a new SCA: not invalidated, and `now < expiresAt`. At exactly one
 * hour after the completed SCA the session has expired (the limit is "lasts 1 hour", so the instant one hour
 * later is already outside it).
 *
 * @example
 * ```ts
 * isSessionLive(session, clock.now()); // false once clock.now() >= session.expiresAt
 * ```
 */
export function isSessionLive(session: ScaSessionRecord, now: number): boolean {
  return session.invalidatedAt === null && now < session.expiresAt;
}

/**
 * The live session for a TPP-Session-ID, if any. A TPP-Session-ID never seen before has none, so it needs SCA
 * even while another session of the same PSU is live.
 *
 * @example
 * ```ts
 * const live = await findLiveSession(repositories.sessions, tppId, tppSessionId, clock.now());
 * ```
 */
export async function findLiveSession(
  sessions: ScaSessionRepository,
  tppId: string,
  tppSessionId: string,
  now: number,
): Promise<ScaSessionRecord | undefined> {
  const session = await sessions.find(tppId, tppSessionId);
  return session !== undefined && isSessionLive(session, now) ? session : undefined;
}

/** What a completed SCA establishes. */
export interface SessionOpening {
  readonly tppId: string;
  readonly tppSessionId: string;
  readonly psuId: string;
  readonly customerNumber: string;
  readonly context: PsuContext;
  readonly agreementId: string | null;
  readonly psuCorporateId: string | null;
  readonly authorisationId: string;
}

/**
 * Records a completed SCA: opens (or renews, for the same TPP-Session-ID) a session valid one hour from now, and
 * invalidates every other live session of the same PSU at the same TPP. Called only on completion, so an aborted
 * or rejected SCA under a new TPP-Session-ID leaves the old session valid.
 *
 * @example
 * ```ts
 * const session = await openSession(repositories.sessions, opening, clock.now());
 * ```
 */
export async function openSession(
  sessions: ScaSessionRepository,
  opening: SessionOpening,
  now: number,
): Promise<ScaSessionRecord> {
  for (const other of await sessions.listByPsu(opening.tppId, opening.psuId)) {
    if (other.tppSessionId !== opening.tppSessionId && isSessionLive(other, now)) {
      await sessions.save({ ...other, invalidatedAt: now });
    }
  }
  const session: ScaSessionRecord = {
    ...opening,
    scaCompletedAt: now,
    expiresAt: now + SCA_SESSION_TTL_MS,
    invalidatedAt: null,
  };
  await sessions.save(session);
  return session;
}
