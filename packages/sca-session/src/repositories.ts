import type {
  AccessCallRecord,
  AuthorisationRecord,
  ConsentRecord,
  IssuedIdentityRecord,
  ScaSessionRecord,
} from './records.js';

/**
 * Authorisation resources by id. `save` inserts or replaces the record with the same `authorisationId`.
 *
 * `completeAuthorisation` and `openAuthorisation` read a record, check its status and save the next one. Run them
 * in one transaction whose `find` holds the record until commit (`SELECT ... FOR UPDATE`, or a database that lets
 * one writer in at a time), or two decisions made at the same moment both find it open and both take effect.
 * `@xs2a-kit/store` does so inside `withTransaction`.
 *
 * @example
 * ```ts
 * const record = await authorisations.find('3f1c…');
 * ```
 */
export interface AuthorisationRepository {
  find(authorisationId: string): Promise<AuthorisationRecord | undefined>;
  save(record: AuthorisationRecord): Promise<void>;
  /**
   * The ids of a TPP's authorisations of one payment or basket, oldest first (for the Berlin Group "list
   * authorisations" sub-resource).
   */
  listIdsByObject(tppId: string, kind: 'payment' | 'basket', objectId: string): Promise<string[]>;
}

/**
 * SCA sessions keyed by (tppId, tppSessionId). `save` inserts or replaces the record with the same key.
 * `listByPsu` returns every session of that PSU at that TPP (live or not), in any order.
 *
 * @example
 * ```ts
 * const session = await sessions.find('tpp-1', 'session-a');
 * ```
 */
export interface ScaSessionRepository {
  find(tppId: string, tppSessionId: string): Promise<ScaSessionRecord | undefined>;
  listByPsu(tppId: string, psuId: string): Promise<readonly ScaSessionRecord[]>;
  save(record: ScaSessionRecord): Promise<void>;
}

/**
 * Consents. `findLatest` returns the most recently granted consent (largest `grantedAt`) for the key, revoked
 * or not; `agreementId` null means PRIVATE context. `save` inserts or replaces the record with the same
 * `consentId`.
 *
 * `stampOnlineSca` marks accounts of one consent as reached online with SCA, as one atomic read-modify-write
 * of that consent applying `stampAccounts` (exported next to `revokeConsent`): it changes nothing on a consent
 * that is revoked or missing, so a read served while the PSU revokes never brings the consent back, and two
 * reads stamping different accounts of the same consent at once both land (lock the row, or compare and retry).
 *
 * @example
 * ```ts
 * const consent = await consents.findLatest('tpp-1', psuId, null);
 * await consents.stampOnlineSca(consent.consentId, ['acc-1'], clock.now());
 * ```
 */
export interface ConsentRepository {
  find(consentId: string): Promise<ConsentRecord | undefined>;
  findLatest(tppId: string, psuId: string, agreementId: string | null): Promise<ConsentRecord | undefined>;
  listByCustomer(customerNumber: string): Promise<readonly ConsentRecord[]>;
  save(record: ConsentRecord): Promise<void>;
  stampOnlineSca(consentId: string, accountIds: readonly string[], at: number): Promise<void>;
}

/** What `AccessCallRepository.recordWithinLimit` did. */
export interface AccessWindow {
  /** Whether the call was stored (it was under the limit). */
  readonly recorded: boolean;
  /** `at` of the calls already counted in the window for this key, ascending, excluding the new call. */
  readonly callTimes: readonly number[];
}

/**
 * Counted unattended account-information calls. `recordWithinLimit` must be atomic (one transaction): count the
 * calls with the same (tppId, accountId, resource) and `at > windowStart`, and store `call` only when that count
 * is below `limit`. Calls at or before `windowStart` may be deleted by the store at any time.
 *
 * @example
 * ```ts
 * const window = await accessCalls.recordWithinLimit(call, call.at - 86_400_000, 4);
 * if (!window.recorded) throw new Error('limit reached');
 * ```
 * @see {@link UNATTENDED_CALL_LIMIT}, {@link UNATTENDED_WINDOW_MS}
 */
export interface AccessCallRepository {
  recordWithinLimit(call: AccessCallRecord, windowStart: number, limit: number): Promise<AccessWindow>;
}

/**
 * psu-ids and psu-corporate-ids issued to TPPs, keyed by (tppId, id). `save` inserts or replaces.
 *
 * @example
 * ```ts
 * const issued = await identities.find('tpp-1', psuIdHeader);
 * ```
 */
export interface IssuedIdentityRepository {
  find(tppId: string, id: string): Promise<IssuedIdentityRecord | undefined>;
  save(record: IssuedIdentityRecord): Promise<void>;
}

/**
 * All repositories this package uses, passed together to its operations.
 *
 * @example
 * ```ts
 * const repositories: ScaRepositories = createMemoryRepositories();
 * ```
 */
export interface ScaRepositories {
  readonly authorisations: AuthorisationRepository;
  readonly sessions: ScaSessionRepository;
  readonly consents: ConsentRepository;
  readonly accessCalls: AccessCallRepository;
  readonly identities: IssuedIdentityRepository;
}
