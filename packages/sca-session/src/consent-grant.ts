import { v4 as uuidv4 } from 'uuid';

import { ScaError } from './errors.js';
import { CONSENT_TTL_MS } from './limits.js';
import type { ConsentRecord, PsuContext } from './records.js';

/** What the PSU decided during SCA, for `grantConsent`. */
export interface ConsentGrant {
  readonly tppId: string;
  readonly psuId: string;
  readonly customerNumber: string;
  readonly context: PsuContext;
  readonly agreementId: string | null;
  readonly psuCorporateId: string | null;
  readonly authorisationId: string;
  /** The accounts the PSU chose; undefined means all reachable accounts. */
  readonly chosenAccounts: readonly string[] | undefined;
  readonly reachableAccounts: readonly string[];
}

/**
 * Builds the consent the PSU grants during SCA: the chosen accounts (all reachable ones when none were chosen,
 * as the headless sandbox approval does), valid 180 days. Throws `CONSENT_INVALID` for an empty choice or an
 * account the PSU cannot reach in this context.
 */
export function grantConsent(grant: ConsentGrant, now: number): ConsentRecord {
  const chosen = [...new Set(grant.chosenAccounts ?? grant.reachableAccounts)];
  if (chosen.length === 0) {
    throw new ScaError('CONSENT_INVALID', 'A consent needs at least one account');
  }
  const reachable = new Set(grant.reachableAccounts);
  if (!chosen.every((accountId) => reachable.has(accountId))) {
    throw new ScaError('CONSENT_INVALID', 'A chosen account is not reachable in this context');
  }
  return {
    consentId: uuidv4(),
    tppId: grant.tppId,
    psuId: grant.psuId,
    customerNumber: grant.customerNumber,
    context: grant.context,
    agreementId: grant.agreementId,
    psuCorporateId: grant.psuCorporateId,
    accounts: chosen.map((accountId) => ({ accountId, lastOnlineScaAt: now })),
    grantedAt: now,
    expiresAt: now + CONSENT_TTL_MS,
    revokedAt: null,
    authorisationId: grant.authorisationId,
  };
}
