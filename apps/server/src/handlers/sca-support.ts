import type { PsuIdentity } from '@xs2a-kit/domain';
import {
  requirePsuIdentification,
  resolvePsu,
  startAuthorisation,
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
    tppSessionId: value('tpp-session-id'),
    tppRedirectUri: value('tpp-redirect-uri'),
    tppRedirectPreferred: preferred === undefined ? undefined : preferred.toLowerCase() !== 'false',
    psuId: value('psu-id'),
    psuIdentity: value('x-psu-identity'),
    psuCorporateId: value('psu-corporate-id'),
    psuContext: value('psu-context'),
    authMethodPreferred: value('x-psu-authmethod-preferred'),
  };
}

/** The PSU headers of a request, as sca-session reads them. */
export function readPsuHeaders(request: OperationRequest) {
  const { tppId, psuId, psuIdentity, psuCorporateId } = readScaHeaders(request);
  return { tppId, psuId, psuIdentity, psuCorporateId };
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
  if (corporate?.agreementId) return { customerNumber: psu.customerNumber, context: 'CORPORATE', agreementId: corporate.agreementId };
  return { customerNumber: psu.customerNumber, context: 'PRIVATE' };
}

/** Starts the SCA a request needs, inside the caller's transaction, with everything the SCA site will need. */
export async function startSca(deps: HandlerDeps, tx: TransactionRepositories, request: OperationRequest, object: ScaObject): Promise<StartedAuthorisation> {
  return startAuthorisation({ repositories: tx, config: deps.sca.config }, { ...readScaHeaders(request), object }, scaClock(deps));
}
