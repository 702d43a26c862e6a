import { loadScaCustomer, type PsuIdentity } from '@xs2a-kit/domain';
import {
  requirePsuIdentification,
  ScaError,
  resolvePsu,
  startAuthorisation,
  type IssuedIdentityRecord,
  type ScaObject,
  type StartAuthorisationInput,
  type StartedAuthorisation,
} from '@xs2a-kit/sca-session';
import type { TransactionRepositories } from '@xs2a-kit/store';
import type { OperationRequest } from '../operations/request-context.js';
import { scaClock, type HandlerDeps } from './handler-deps.js';

/**
 * The headers an SCA start reads, as sca-session expects them (absent or empty: undefined; TPP-Redirect-Preferred
 * as the boolean it means).
 */
export function readScaHeaders(request: OperationRequest): Omit<StartAuthorisationInput, 'object'> {
  const h = request.headers;
  const value = (name: string) => (h[name] === undefined || h[name] === '' ? undefined : h[name]);
  const preferred = value('tpp-redirect-preferred');
  return {
    tppId: request.tpp.id,
    tppName: request.tpp.name,
    tppSessionId: value('tpp-session-id'),
    tppRedirectUri: value('tpp-redirect-uri'),
    tppRedirectPreferred: preferred === undefined ? undefined : preferred.toLowerCase() !== 'false',
    psuId: value('psu-id'),
    psuIdentity: value('x-psu-identity'),
    psuCorporateId: value('psu-corporate-id'),
    // Read only where the operation takes the header (payment initiation, consents, identification): elsewhere
    // (a basket, account reads) it is no part of the request, like any header an operation does not take.
    psuContext: request.operation.headerParams.includes('PSU-Context') ? value('psu-context') : undefined,
    authMethodPreferred: value('x-psu-authmethod-preferred'),
  };
}

/**
 * The PSU headers of a request, as sca-session reads them. PSU-Context is among them where the operation takes it
 * (see readScaHeaders): resolvePsu refuses a context the other headers contradict, which must happen before the
 * payment rules check the debtor in the context the corporate id implies.
 */
export function readPsuHeaders(request: OperationRequest) {
  const { tppId, psuId, psuIdentity, psuCorporateId, psuContext } = readScaHeaders(request);
  return { tppId, psuId, psuIdentity, psuCorporateId, psuContext };
}

/**
 * The PSU a payment or basket request names, if the bank issued that psu-id to this TPP; undefined when the
 * SCA will have to identify the PSU (X-PSU-IDENTITY only, or a PSU-ID the bank does not know for this TPP).
 * Neither header gives 400 naming PSU-ID.
 */
export async function identifyPsu(tx: TransactionRepositories, request: OperationRequest): Promise<PsuIdentity | undefined> {
  const headers = readPsuHeaders(request);
  requirePsuIdentification(headers);
  const { psu, corporate } = await resolvePsu(tx.identities, headers);
  if (!psu) return undefined;
  await assertCorporateIdOfPsu(tx, psu, corporate);
  if (corporate?.agreementId) return { customerNumber: psu.customerNumber, context: 'CORPORATE', agreementId: corporate.agreementId };
  return { customerNumber: psu.customerNumber, context: 'PRIVATE' };
}

/**
 * A PSU-Corporate-ID the bank issued to this TPP, but for an agreement the PSU of PSU-ID does not act under (the
 * corporate id came with another PSU): 401 CORPORATE_ID_INVALID at PSU-Corporate-ID, as the spec's code table
 * says. Without this check the request went on to an SCA that no decision of this PSU could complete.
 */
export async function assertCorporateIdOfPsu(
  repositories: Parameters<typeof loadScaCustomer>[0],
  psu: IssuedIdentityRecord,
  corporate: IssuedIdentityRecord | undefined,
): Promise<void> {
  if (corporate?.agreementId == null) return;
  const loaded = await loadScaCustomer(repositories, psu.customerNumber);
  if (loaded !== undefined && loaded.customer.agreements.some((a) => a.agreementId === corporate.agreementId)) return;
  throw new ScaError('CORPORATE_ID_INVALID', 'PSU-Corporate-ID names an agreement the PSU of PSU-ID does not act under', {
    header: 'PSU-Corporate-ID',
  });
}

/** Starts the SCA a request needs, inside the caller's transaction, with everything the SCA site will need. */
export async function startSca(deps: HandlerDeps, tx: TransactionRepositories, request: OperationRequest, object: ScaObject): Promise<StartedAuthorisation> {
  return startAuthorisation({ repositories: tx, config: deps.sca.config }, { ...readScaHeaders(request), object }, scaClock(deps));
}
