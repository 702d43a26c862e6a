import type { components } from '@xs2a-kit/schema';
import type { HandlerTable } from '../operations/register-routes.js';
import type { OperationRequest, OperationResult } from '../operations/request-context.js';
import { listPsuAgreements } from './consent-agreements.js';
import { startConsentSca, toLinks, type ConsentScaObject } from './consent-sca.js';
import { readScaHeaders } from './sca-support.js';
import type { HandlerDeps } from './handler-deps.js';

type ScaRedirectResponse = components['schemas']['ScaRedirectResponse'];

/**
 * Handlers of bank-offered consent and PSU identification: POST /v1/consents (deprecated) and its successor
 * /v1/bank-offered-consents, which only answer an SCA redirect where the PSU chooses what to consent to;
 * GET /v1/user (and the real service's /v1/users), which establishes a psu-id for a PISP-only journey; and
 * GET /v1/agreements, the corporate agreements of the identified PSU.
 *
 * @example
 * const table = { ...createConsentHandlers(deps) };
 * @see service-spec.md "What the service does" rule 5; "Authentication" (SCA flow); portal-facts.md §7
 */
export function createConsentHandlers(deps: HandlerDeps): HandlerTable {
  return {
    createConsent: (request) => answerScaRedirect(deps, request, { kind: 'consent' }),
    createBankOfferedConsent: (request) => answerScaRedirect(deps, request, { kind: 'consent' }),
    getUser: (request) => answerScaRedirect(deps, request, { kind: 'user-identification' }),
    getUsersAlias: (request) => answerScaRedirect(deps, request, { kind: 'user-identification' }),
    listAgreements: (request) => listPsuAgreements(deps, request),
  };
}

/**
 * Starts the authorisation and answers with its links only. The consent body POST /v1/consents may carry is
 * ignored: consent is bank-offered and chosen during SCA, and it stays hidden from the TPP.
 */
async function answerScaRedirect(deps: HandlerDeps, request: OperationRequest, object: ConsentScaObject): Promise<OperationResult> {
  const started = await startConsentSca(deps, { ...readScaHeaders(request), object });
  const body: ScaRedirectResponse = { _links: toLinks(started) as ScaRedirectResponse['_links'] };
  return { status: request.operation.successStatus, body };
}
