export { ScaError } from './errors.js';
export type { ScaErrorCode, ScaErrorDetails } from './errors.js';
export { systemClock } from './clock.js';
export type { Clock } from './clock.js';
export type {
  AccessCallRecord,
  AuthorisationRecord,
  ConsentAccount,
  ConsentRecord,
  IssuedIdentityRecord,
  LimitedResource,
  PsuContext,
  ScaObject,
  ScaSessionRecord,
  ScaStatus,
} from './records.js';
export type {
  AccessCallRepository,
  AccessWindow,
  AuthorisationRepository,
  ConsentRepository,
  IssuedIdentityRepository,
  ScaRepositories,
  ScaSessionRepository,
} from './repositories.js';
export { createMemoryRepositories } from './memory-repositories.js';
export type { ScaConfig } from './config.js';
export {
  AUTHORISATION_TTL_MS,
  CONSENT_TTL_MS,
  ONLINE_SCA_STAMP_INTERVAL_MS,
  SCA_SESSION_TTL_MS,
  UNATTENDED_CALL_LIMIT,
  UNATTENDED_HISTORY_MS,
  UNATTENDED_WINDOW_MS,
} from './limits.js';
export { derivePsuCorporateId, derivePsuId } from './psu-id.js';
export { validateTppRedirectUri } from './redirect-uri.js';
export { buildFailureRedirect, buildSuccessRedirect } from './redirect-url.js';
export type { FailureRedirectParams, SuccessRedirectParams } from './redirect-url.js';
export { assertScaStatusChange, canChangeScaStatus, isFinalScaStatus } from './sca-status.js';
export { findLiveSession, isSessionLive, openSession } from './session.js';
export type { SessionOpening } from './session.js';
export { findCustomerAgreement, listReachableAccounts } from './reachable-accounts.js';
export type { ScaAccount, ScaAgreement, ScaCustomer, ScaEngagement } from './reachable-accounts.js';
export { normalizeIssuedId, requirePsuIdentification, resolvePsu } from './psu-identification.js';
export type { PsuHeaders, ResolvedPsu } from './psu-identification.js';
export { buildAuthorisationLinks } from './authorisation-links.js';
export type { AuthorisationLinks, Link } from './authorisation-links.js';
export { startAuthorisation } from './authorisation-start.js';
export type { ScaDeps, StartAuthorisationInput, StartedAuthorisation } from './authorisation-start.js';
export { findExemptingSession, openAuthorisation, readAuthorisation } from './authorisation-open.js';
export { isAuthorisationOf, listAuthorisationIds } from './authorisation-list.js';
export type { ListableScaObject } from './authorisation-list.js';
export type { OpenedAuthorisation } from './authorisation-open.js';
export { completeAuthorisation, failObsoleteAuthorisation, isNamedPsu } from './authorisation-complete.js';
export { SCA_FAILURES } from './authorisation-failure.js';
export type { ObsoleteReason, ScaFailure } from './authorisation-failure.js';
export type { CompleteAuthorisationInput, CompletedAuthorisation } from './authorisation-complete.js';
export { findGrantedConsent, isConsentActive, listCustomerConsents, revokeConsent, stampAccounts } from './consent.js';
export { checkAccountAccess, recordAccountRead, settleAccountRead } from './account-access.js';
export type { AccountAccessDecision, AccountAccessRequest, NeedsScaReason, OnlineScaReach, UnattendedCall } from './account-access.js';
