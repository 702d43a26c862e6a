import { applyScaOutcome, joinUnitOfWork, loadScaCustomer } from '@xs2a-kit/domain';
import { completeAuthorisation, ScaError, type CompletedAuthorisation } from '@xs2a-kit/sca-session';
import { scaClock, type HandlerDeps } from './handler-deps.js';

export interface ScaDecision {
  readonly authorisationId: string;
  readonly customerNumber: string;
  readonly context: 'PRIVATE' | 'CORPORATE';
  readonly agreementId?: string | undefined;
  readonly decision: 'approve' | 'reject' | 'abort';
  readonly consentAccounts?: readonly string[] | undefined;
}

/**
 * Completes an authorisation the way the SCA pages and the sandbox's headless approval both do, in one
 * transaction: the SCA outcome (session, consent, redirect) and its effect on the payment or basket
 * (RCVD → ACTC, a cancellation → CANC, a rejected payment or basket → RJCT) commit together or not at all.
 */
export async function completeSca(deps: HandlerDeps, decision: ScaDecision): Promise<CompletedAuthorisation> {
  return deps.store.withTransaction(async (tx) => {
    const loaded = await loadScaCustomer(tx, decision.customerNumber);
    if (!loaded) throw new ScaError('PSU_CREDENTIALS_INVALID', `No sandbox customer has number ${decision.customerNumber}.`);
    const outcome = await completeAuthorisation(
      { repositories: tx, config: deps.sca.config },
      {
        authorisationId: decision.authorisationId,
        customer: loaded.customer,
        context: decision.context,
        agreementId: decision.agreementId,
        decision: decision.decision,
        consentAccounts: decision.consentAccounts,
      },
      scaClock(deps),
    );
    const psu = { customerNumber: decision.customerNumber, context: decision.context, ...(decision.agreementId ? { agreementId: decision.agreementId } : {}) };
    await applyScaOutcome({ uow: joinUnitOfWork(tx), clock: deps.domain.clock }, outcome, { psu });
    return outcome;
  });
}
