import type { Clock } from './clock.js';
import { ScaError } from './errors.js';
import type { ConsentRecord } from './records.js';
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
