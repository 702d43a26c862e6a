import type { ScaDeps } from './authorisation-start.js';
import type { Clock } from './clock.js';
import { ScaError } from './errors.js';
import { derivePsuId } from './psu-id.js';
import type { ConsentAccount, ConsentRecord } from './records.js';
import type { ConsentRepository } from './repositories.js';

/**
 * Whether a consent still lets the TPP read: not revoked, and `now < expiresAt` (180 days after the grant; at
 * exactly 180 days it has expired).
 *
 * @example
 * ```ts
 * isConsentActive(consent, clock.now());
 * ```
 * @see {@link CONSENT_TTL_MS}
 */
export function isConsentActive(consent: ConsentRecord, now: number): boolean {
  return consent.revokedAt === null && now < consent.expiresAt;
}

/**
 * The consent's accounts with `accountIds` marked as reached online with SCA at `at`, or undefined when that
 * changes nothing. Only accounts on the consent are marked, and a stamp never moves back (a read served late
 * does not undo a newer one). The one rule behind every `ConsentRepository.stampOnlineSca`.
 *
 * @example
 * ```ts
 * const accounts = stampAccounts(consent.accounts, ['acc-1'], clock.now());
 * if (accounts !== undefined) await save({ ...consent, accounts });
 * ```
 * @see {@link UNATTENDED_HISTORY_MS}
 */
export function stampAccounts(
  accounts: readonly ConsentAccount[],
  accountIds: readonly string[],
  at: number,
): ConsentAccount[] | undefined {
  const reached = new Set(accountIds);
  let changed = false;
  const stamped = accounts.map((a) => {
    if (!reached.has(a.accountId) || a.lastOnlineScaAt >= at) return a;
    changed = true;
    return { ...a, lastOnlineScaAt: at };
  });
  return changed ? stamped : undefined;
}

/**
 * The consents a customer has given, for the bank's own pages where the PSU reviews and revokes them.
 *
 * @example
 * ```ts
 * const mine = await listCustomerConsents(repositories.consents, '10000001', clock);
 * ```
 */
export async function listCustomerConsents(
  consents: ConsentRepository,
  customerNumber: string,
  clock: Clock,
): Promise<readonly ConsentRecord[]> {
  const now = clock.now();
  return (await consents.listByCustomer(customerNumber)).filter((c) => isConsentActive(c, now));
}

/**
 * Revokes a consent on the PSU's request, directly with the bank; the TPP is not notified and its next read
 * gets `CONSENT_UNKNOWN`. Only the customer who granted it can revoke it (anyone else: `RESOURCE_UNKNOWN`).
 * Revoking an already revoked consent changes nothing.
 *
 * @example
 * ```ts
 * await revokeConsent(repositories.consents, { consentId, customerNumber: '10000001' }, clock);
 * ```
 */
export async function revokeConsent(
  consents: ConsentRepository,
  request: { readonly consentId: string; readonly customerNumber: string },
  clock: Clock,
): Promise<ConsentRecord> {
  const consent = await consents.find(request.consentId);
  if (consent === undefined || consent.customerNumber !== request.customerNumber) {
    throw new ScaError('RESOURCE_UNKNOWN', 'No such consent for this customer');
  }
  if (consent.revokedAt !== null) return consent;
  const revoked: ConsentRecord = { ...consent, revokedAt: clock.now() };
  await consents.save(revoked);
  return revoked;
}

/**
 * The consent through which a customer lets a TPP read now, in PRIVATE context (`agreementId` null) or under one
 * corporate agreement: the one account reads go by (the latest granted), when it is still active; else
 * undefined. The consent page offers to withdraw exactly this.
 *
 * @example
 * ```ts
 * const granted = await findGrantedConsent(deps, { tppId, customerNumber: '10000001', agreementId: null }, clock);
 * if (granted !== undefined) offerWithdrawal(granted.accounts);
 * ```
 * @see service-spec.md "SCA flow" item 4: consent is per TPP and PSU, and the PSU may revoke it at any time
 */
export async function findGrantedConsent(
  deps: ScaDeps,
  key: { readonly tppId: string; readonly customerNumber: string; readonly agreementId: string | null },
  clock: Clock,
): Promise<ConsentRecord | undefined> {
  const psuId = derivePsuId(deps.config.bankNamespace, key.tppId, key.customerNumber);
  const latest = await deps.repositories.consents.findLatest(key.tppId, psuId, key.agreementId);
  return latest !== undefined && isConsentActive(latest, clock.now()) ? latest : undefined;
}
