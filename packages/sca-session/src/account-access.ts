import type { ScaDeps, StartAuthorisationInput } from './authorisation-start.js';
import type { Clock } from './clock.js';
import { isConsentActive } from './consent.js';
import { ScaError } from './errors.js';
import { ONLINE_SCA_STAMP_INTERVAL_MS, UNATTENDED_CALL_LIMIT, UNATTENDED_HISTORY_MS, UNATTENDED_WINDOW_MS } from './limits.js';
import { resolvePsu, type ResolvedPsu } from './psu-identification.js';
import type { ConsentRecord, PsuContext } from './records.js';
import { findLiveSession } from './session.js';

/**
 * An account-information read, with the headers that decide whether it may go ahead.
 *
 * @example
 * ```ts
 * const request: AccountAccessRequest = {
 *   tppId, tppSessionId, tppRedirectUri, psuId, resource: 'balances', accountId: 'acc-1',
 * };
 * ```
 * @see Berlin Group NextGenPSD2 1.3 account information: GET /v1/accounts, GET /v1/accounts/{account-id}/balances
 *   and GET /v1/accounts/{account-id}/transactions
 */
export interface AccountAccessRequest {
  readonly tppId: string;
  /** `accounts`: the account list; `account`: one account's details. */
  readonly resource: 'accounts' | 'account' | 'balances' | 'transactions';
  /** Required for every resource but `accounts`. */
  readonly accountId?: string | undefined;
  /** Present when the PSU takes part in real time; absent reads are limited. */
  readonly psuIpAddress?: string | undefined;
  readonly tppSessionId?: string | undefined;
  readonly tppRedirectUri?: string | undefined;
  readonly tppRedirectPreferred?: boolean | undefined;
  readonly psuId?: string | undefined;
  readonly psuIdentity?: string | undefined;
  readonly psuCorporateId?: string | undefined;
  /** PSU-Context as sent; CORPORATE with a known PSU needs PSU-Corporate-ID. */
  readonly psuContext?: string | undefined;
  readonly authMethodPreferred?: string | undefined;
  /**
   * When true, the decision writes nothing: an allowed unattended balance or transaction read carries its call as
   * `unattendedCall`, and an attended read under the PSU's live SCA session carries the accounts it reaches as
   * `onlineSca`; the caller records both with {@link settleAccountRead} once the read has been served. A read that
   * then fails (an unknown transaction id, the database going away) uses up nothing of the allowance, marks no
   * account as reached, and a retry of it is not counted twice. Default false: the decision records them itself.
   */
  readonly countAfterRead?: boolean | undefined;
}

/**
 * Accounts of a consent that an attended read under the PSU's live SCA session reached, not yet marked as
 * reached online with SCA (which keeps them within the 90 days unattended transaction reads need).
 *
 * @example
 * ```ts
 * const reached: OnlineScaReach = { consentId: 'c-1', accountIds: ['acc-1'] };
 * ```
 */
export interface OnlineScaReach {
  readonly consentId: string;
  readonly accountIds: readonly string[];
}

/**
 * An unattended balance or transaction read that counts against the allowance of 4 per account, TPP and resource
 * in a sliding 24 hours, not yet recorded.
 *
 * @example
 * ```ts
 * const call: UnattendedCall = { tppId: 'PSDNO-FSA-123456789', accountId: 'acc-1', resource: 'balances' };
 * ```
 */
export interface UnattendedCall {
  readonly tppId: string;
  readonly accountId: string;
  readonly resource: 'balances' | 'transactions';
}

/**
 * Why a read needs SCA first (the server answers 401 with the new authorisation's scaRedirect).
 *
 * @example
 * ```ts
 * const reason: NeedsScaReason = 'CONSENT_EXPIRED';
 * ```
 */
export type NeedsScaReason =
  | 'PSU_UNKNOWN'
  | 'CONSENT_MISSING'
  | 'CONSENT_EXPIRED'
  | 'ACCOUNT_NOT_CONSENTED'
  | 'NO_RECENT_ONLINE_SCA';

/**
 * The decision on an account-information read.
 *
 * - `allowed`: serve `accountIds` (for the list: the consented accounts). `transactionsFrom` (YYYY-MM-DD, the bank's
 *   Oslo calendar date, as booking dates are)
 *   is set for an unattended transaction read: return nothing booked before it.
 * - `needs-sca`: create the authorisation with `startAuthorisation(deps, decision.authorisation, clock)` and
 *   answer 401 with its `scaRedirect`.
 * - `error`: answer with the error (e.g. `ACCESS_EXCEEDED`: 429, `CONSENT_UNKNOWN`: 403, `HTTP_HEADER_REQUIRED`:
 *   400, `CORPORATE_ID_INVALID`: 401).
 *
 * @example
 * ```ts
 * const decision = await checkAccountAccess(deps, request, clock);
 * if (decision.kind === 'needs-sca') { const { links } = await startAuthorisation(deps, decision.authorisation, clock); }
 * ```
 */
export type AccountAccessDecision =
  | {
      readonly kind: 'allowed';
      readonly psuId: string;
      readonly customerNumber: string;
      readonly context: PsuContext;
      readonly agreementId: string | null;
      readonly consentId: string;
      readonly accountIds: readonly string[];
      readonly transactionsFrom: string | null;
      /** With `countAfterRead`: the unattended call still to be counted with {@link settleAccountRead}; else null. */
      readonly unattendedCall: UnattendedCall | null;
      /** With `countAfterRead`: the accounts still to be marked reached online with {@link settleAccountRead}; else null. */
      readonly onlineSca: OnlineScaReach | null;
    }
  | { readonly kind: 'needs-sca'; readonly reason: NeedsScaReason; readonly authorisation: StartAuthorisationInput }
  | { readonly kind: 'error'; readonly error: ScaError };

/**
 * Decides whether an account-information read may go ahead.
 *
 * 1. PSU-ID must be a psu-id issued to this TPP, else SCA identifies the PSU. PSU-Corporate-ID must be issued to
 *    this TPP (`CORPORATE_ID_INVALID`) and is required for a corporate customer (`HTTP_HEADER_REQUIRED`). A
 *    PSU-Context PRIVATE that PSU-Corporate-ID or a corporate PSU contradicts is `FORMAT_ERROR` (see `resolvePsu`).
 * 2. The PSU's consent for this TPP (and agreement) must exist and be younger than 180 days, else SCA; a consent
 *    the PSU revoked gives `CONSENT_UNKNOWN`. The account must be one of the consented accounts, else SCA.
 * 3. With PSU-IP-Address and a live SCA session of this PSU, the accounts count as reached online with SCA.
 * 4. Without PSU-IP-Address, balances and transactions are limited per account, TPP and resource to 4 calls in a
 *    sliding 24 hours (`ACCESS_EXCEEDED` with `retryAt`; refused calls do not count), transactions reach back 90
 *    days, and only accounts reached online with SCA in the last 90 days are served (else SCA).
 *
 * Only an allowed read is recorded (an unattended balance or transaction read counted, an attended one's accounts
 * marked as reached): here, or with `countAfterRead` by the caller through {@link settleAccountRead} after
 * serving it.
 *
 * @example
 * ```ts
 * const decision = await checkAccountAccess(deps, { tppId, psuId, resource: 'transactions', accountId }, clock);
 * ```
 * @see service-spec.md, Limits (4 calls per 24 hours without PSU-IP-Address, transactions up to 90 days old, only
 *   accounts the PSU reached online with SCA in the last 90 days) and Authentication, SCA flow 1 and 4
 */
export async function checkAccountAccess(
  deps: ScaDeps,
  request: AccountAccessRequest,
  clock: Clock,
): Promise<AccountAccessDecision> {
  const { repositories } = deps;
  const needsSca = (reason: NeedsScaReason): AccountAccessDecision => ({
    kind: 'needs-sca',
    reason,
    authorisation: {
      object: { kind: 'consent' },
      tppId: request.tppId,
      tppSessionId: request.tppSessionId,
      tppRedirectUri: request.tppRedirectUri,
      tppRedirectPreferred: request.tppRedirectPreferred,
      psuId: request.psuId,
      psuIdentity: request.psuIdentity,
      psuCorporateId: request.psuCorporateId,
      authMethodPreferred: request.authMethodPreferred,
    },
  });

  if (request.resource !== 'accounts' && (request.accountId === undefined || request.accountId === '')) {
    return { kind: 'error', error: new ScaError('RESOURCE_UNKNOWN', 'An account id is required') };
  }
  let resolved: ResolvedPsu;
  try {
    resolved = await resolvePsu(repositories.identities, request);
  } catch (error) {
    if (error instanceof ScaError) return { kind: 'error', error };
    throw error;
  }
  const { psu, corporate } = resolved;
  if (psu === undefined) return needsSca('PSU_UNKNOWN');

  const agreementId = corporate?.agreementId ?? null;
  const consent = await repositories.consents.findLatest(request.tppId, psu.id, agreementId);
  const now = clock.now();
  if (consent === undefined) return needsSca('CONSENT_MISSING');
  if (consent.revokedAt !== null) {
    return { kind: 'error', error: new ScaError('CONSENT_UNKNOWN', 'The PSU revoked the consent') };
  }
  if (!isConsentActive(consent, now)) return needsSca('CONSENT_EXPIRED');

  const accountIds =
    request.accountId === undefined || request.resource === 'accounts'
      ? consent.accounts.map((a) => a.accountId)
      : [request.accountId];
  const consented = new Map(consent.accounts.map((a) => [a.accountId, a]));
  if (!accountIds.every((id) => consented.has(id))) return needsSca('ACCOUNT_NOT_CONSENTED');

  const attended = request.psuIpAddress !== undefined && request.psuIpAddress.trim() !== '';
  let transactionsFrom: string | null = null;
  let unattendedCall: UnattendedCall | null = null;
  let onlineSca: OnlineScaReach | null = null;
  if (attended) {
    const reach = await findOnlineScaReach(deps, request, consent, accountIds, now);
    if (reach !== null && request.countAfterRead === true) onlineSca = reach;
    else if (reach !== null) await repositories.consents.stampOnlineSca(reach.consentId, reach.accountIds, now);
  } else if (request.resource === 'balances' || request.resource === 'transactions') {
    const accountId = accountIds[0] ?? '';
    if (request.resource === 'transactions') {
      const lastOnline = consented.get(accountId)?.lastOnlineScaAt ?? Number.NEGATIVE_INFINITY;
      if (now - lastOnline >= UNATTENDED_HISTORY_MS) return needsSca('NO_RECENT_ONLINE_SCA');
      transactionsFrom = subtractCalendarDays(formatBankDate(now), UNATTENDED_HISTORY_DAYS);
    }
    const call: UnattendedCall = { tppId: request.tppId, accountId, resource: request.resource };
    if (request.countAfterRead === true) {
      unattendedCall = call;
    } else {
      const refused = await recordCall(deps, call, now);
      if (refused !== undefined) return { kind: 'error', error: refused };
    }
  }
  return {
    kind: 'allowed',
    psuId: psu.id,
    customerNumber: consent.customerNumber,
    context: consent.context,
    agreementId: consent.agreementId,
    consentId: consent.consentId,
    accountIds,
    transactionsFrom,
    unattendedCall,
    onlineSca,
  };
}

/**
 * Records what an allowed read decided with `countAfterRead` left to the caller, once the read has been served:
 * counts its unattended call (atomically: of two reads racing for the last call one gets `ACCESS_EXCEEDED`,
 * with `retryAt`; answer it with 429 instead of what was read) and marks the accounts an attended read reached
 * as reached online with SCA now (never on a consent revoked meanwhile).
 *
 * @returns undefined when recorded, else the `ACCESS_EXCEEDED` error
 * @example
 * ```ts
 * const decision = await checkAccountAccess(deps, { ...request, countAfterRead: true }, clock);
 * if (decision.kind === 'allowed') {
 *   const body = await read(decision.accountIds);
 *   const refused = await settleAccountRead(deps, decision, clock);
 *   if (refused) throw refused;
 * }
 * ```
 */
export async function settleAccountRead(
  deps: ScaDeps,
  read: { readonly unattendedCall: UnattendedCall | null; readonly onlineSca: OnlineScaReach | null },
  clock: Clock,
): Promise<ScaError | undefined> {
  // Most attended reads have nothing left to record: no clock, no statement.
  if (read.unattendedCall === null && read.onlineSca === null) return undefined;
  const now = clock.now();
  if (read.unattendedCall !== null) {
    const refused = await recordCall(deps, read.unattendedCall, now);
    if (refused !== undefined) return refused;
  }
  const reach = read.onlineSca;
  if (reach !== null) await deps.repositories.consents.stampOnlineSca(reach.consentId, reach.accountIds, now);
  return undefined;
}

/**
 * Counts an unattended read that {@link checkAccountAccess} allowed with `countAfterRead`, once it has been
 * served, against the 4 calls per account, TPP and resource in a sliding 24 hours; only the count
 * ({@link settleAccountRead} also marks what an attended read reached). Atomic in the repository, so of two reads
 * racing for the last call one gets `ACCESS_EXCEEDED` (with `retryAt`): answer it with 429 instead of what was
 * read.
 *
 * @returns undefined when counted, else the `ACCESS_EXCEEDED` error
 * @example
 * ```ts
 * if (decision.kind === 'allowed' && decision.unattendedCall) {
 *   const refused = await recordAccountRead(deps, decision.unattendedCall, clock);
 *   if (refused) throw refused;
 * }
 * ```
 */
export async function recordAccountRead(deps: ScaDeps, call: UnattendedCall, clock: Clock): Promise<ScaError | undefined> {
  return recordCall(deps, call, clock.now());
}

async function recordCall(deps: ScaDeps, call: UnattendedCall, now: number): Promise<ScaError | undefined> {
  const window = await deps.repositories.accessCalls.recordWithinLimit({ ...call, at: now }, now - UNATTENDED_WINDOW_MS, UNATTENDED_CALL_LIMIT);
  if (window.recorded) return undefined;
  const oldestCounted = window.callTimes[window.callTimes.length - UNATTENDED_CALL_LIMIT] ?? now;
  return new ScaError('ACCESS_EXCEEDED', `At most ${UNATTENDED_CALL_LIMIT} ${call.resource} reads per 24 hours without the PSU`, {
    retryAt: oldestCounted + UNATTENDED_WINDOW_MS,
  });
}

// A read with the PSU present under a live SCA session of that PSU means the PSU reached these accounts online
// with SCA, which keeps them within the 90 days unattended transaction reads need. Accounts stamped within the
// last minute are left out (ONLINE_SCA_STAMP_INTERVAL_MS), and a reach of none is null: nothing to write.
async function findOnlineScaReach(
  deps: ScaDeps,
  request: AccountAccessRequest,
  consent: ConsentRecord,
  accountIds: readonly string[],
  now: number,
): Promise<OnlineScaReach | null> {
  if (request.tppSessionId === undefined) return null;
  const reached = new Set(accountIds);
  const stale = consent.accounts
    .filter((a) => reached.has(a.accountId) && now - a.lastOnlineScaAt >= ONLINE_SCA_STAMP_INTERVAL_MS)
    .map((a) => a.accountId);
  if (stale.length === 0) return null;
  const session = await findLiveSession(deps.repositories.sessions, request.tppId, request.tppSessionId, now);
  if (session === undefined || session.psuId !== consent.psuId || session.agreementId !== consent.agreementId) return null;
  return { consentId: consent.consentId, accountIds: stale };
}

// Booking dates are the bank's (Oslo) calendar dates; en-CA formats as YYYY-MM-DD.
const BANK_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Oslo calendar date of an instant (ms since the epoch), as YYYY-MM-DD. */
function formatBankDate(instant: number): string {
  return BANK_DATE.format(new Date(instant));
}

/** The 90 days of unattended transaction history, as calendar days of the bank. */
const UNATTENDED_HISTORY_DAYS = Math.round(UNATTENDED_HISTORY_MS / 86_400_000);

/**
 * A calendar date `days` days before `date` (YYYY-MM-DD). Counted on the calendar, not as 24-hour spans from an
 * instant: across a daylight-saving change 90 × 24 hours before 23:30 in Oslo falls on the next day there, which
 * cut the oldest day off for an hour every night (and disagreed with the attended default dateFrom).
 */
function subtractCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
