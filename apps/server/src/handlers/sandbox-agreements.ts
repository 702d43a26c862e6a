import { addEngagement, createAgreement, DomainError, getAgreement, joinUnitOfWork, listAgreements, type AgreementBody, type EngagementBody } from '@xs2a-kit/domain';
import type { components } from '@xs2a-kit/schema';
import type { HandlerTable } from '../operations/register-routes.js';
import type { HandlerDeps } from './handler-deps.js';
import { toAgreementBody } from './sandbox-views.js';

type Schemas = components['schemas'];

/**
 * The sandbox agreement operations: listSandboxAgreements, getSandboxAgreement, createSandboxAgreement (corporate
 * owners only) and addSandboxAgreementEngagement.
 *
 * @see portal-facts.md §9 (agreements: an engagement needs both VIEW and REGISTER before consent)
 */
export function createSandboxAgreementHandlers(deps: HandlerDeps): HandlerTable {
  return {
    listSandboxAgreements: async (request) => {
      const agreements = await listAgreements(deps.domain);
      return { status: request.operation.successStatus, body: agreements.map((a) => toAgreementBody(a, deps.linkBase)) };
    },

    getSandboxAgreement: async (request) => {
      const agreement = await getAgreement(deps.domain, request.path.mockAgreementId ?? '');
      return { status: request.operation.successStatus, body: toAgreementBody(agreement, deps.linkBase) };
    },

    createSandboxAgreement: async (request) => {
      const agreement = await createAgreement(deps.domain, request.body as Schemas['SandboxAgreementCreate'] as AgreementBody);
      return { status: request.operation.successStatus, body: toAgreementBody(agreement, deps.linkBase) };
    },

    // The answer is the whole agreement with its new engagement; both reads share one transaction with the write.
    addSandboxAgreementEngagement: async (request) => {
      const agreementId = request.path.mockAgreementId ?? '';
      const body = request.body as Schemas['SandboxEngagementInput'] as EngagementBody;
      const agreement = await deps.store.withTransaction(async (repos) => {
        await addEngagement({ ...deps.domain, uow: joinUnitOfWork(repos) }, { agreementId, body });
        const updated = await repos.sandbox.findAgreementById(agreementId);
        if (updated === undefined) throw new DomainError('RESOURCE_UNKNOWN', `agreement ${agreementId} is unknown`);
        return updated;
      });
      return { status: request.operation.successStatus, body: toAgreementBody(agreement, deps.linkBase) };
    },
  };
}
