import { applyScaOutcome, joinUnitOfWork, loadScaCustomer } from '@xs2a-kit/domain';
import { completeAuthorisation, failObsoleteAuthorisation, ScaError, type CompletedAuthorisation } from '@xs2a-kit/sca-session';
import type { ApiProblem } from '../http/api-problem.js';
import { toApiProblem } from '../http/error-table.js';
import { scaClock, type HandlerDeps } from './handler-deps.js';

export interface ScaDecision {
  readonly authorisationId: string;
  readonly customerNumber: string;
  readonly context: 'PRIVATE' | 'CORPORATE';
  readonly agreementId?: string | undefined;
  /** `revoke`: a consent's Withdraw access (see `completeAuthorisation`). */
  readonly decision: 'approve' | 'reject' | 'abort' | 'revoke';
  readonly consentAccounts?: readonly string[] | undefined;
}

/**
 * Completes an authorisation the way the SCA pages and the sandbox's headless approval both do, in one
 * transaction: the SCA outcome (session, consent, redirect) and its effect on the payment or basket
 * (RCVD → ACTC, a cancellation → CANC, a rejected payment or basket → RJCT) commit together or not at all.
 */
export async function completeSca(deps: HandlerDeps, decision: ScaDecision): Promise<CompletedAuthorisation> {
  try {
    return await decide(deps, decision);
  } catch (error) {
    if (!(error instanceof ObjectRefusedOutcome)) throw error;
    // What the SCA was for can no longer take it (the payment was cancelled through another cancellation
    // authorisation, say): the decision's transaction is undone, and the authorisation now fails on its own,
    // so the PSU goes back to the TPP with the reason instead of staying on an error page at the bank.
    return failForObject(deps, decision.authorisationId, error.problem);
  }
}

/**
 * The domain's refusal of the authorisation's object as it is now (a 4xx: the payment cancelled through another
 * authorisation, the basket deleted), when there is one; undefined for anything else (an outage, a bug, the SCA
 * package's own refusals), which stays what it is.
 *
 * @example
 * const problem = findObjectRefusal(error); // the 404 RESOURCE_UNKNOWN of a deleted basket
 */
export function findObjectRefusal(error: unknown): ApiProblem | undefined {
  if (error instanceof ScaError) return undefined;
  const problem = toApiProblem(error);
  return problem !== undefined && problem.status < 500 ? problem : undefined;
}

/**
 * Ends an authorisation whose object can no longer take it, with the domain's reason: the failure redirect carries
 * that reason's status, code and text (spec, Events: redirect after failed SCA) to the TPP.
 *
 * @example
 * const { redirectUrl } = await failForObject(deps, authorisationId, problem);
 */
export function failForObject(deps: HandlerDeps, authorisationId: string, problem: ApiProblem): Promise<CompletedAuthorisation> {
  const { status, messages } = problem;
  const reason = { status, code: messages[0]?.code ?? 'STATUS_INVALID', message: messages[0]?.text ?? 'The request can no longer be authorised' };
  return deps.store.withTransaction((tx) =>
    failObsoleteAuthorisation({ repositories: tx, config: deps.sca.config }, authorisationId, reason, scaClock(deps)),
  );
}

/** The refusal, by the domain, of an SCA outcome for the state its payment or basket is in now (a 4xx). */
class ObjectRefusedOutcome extends Error {
  constructor(readonly problem: ApiProblem) {
    super(problem.message);
  }
}

async function decide(deps: HandlerDeps, decision: ScaDecision): Promise<CompletedAuthorisation> {
  return deps.store.withTransaction(async (tx) => {
    const loaded = await loadScaCustomer(tx, decision.customerNumber);
    // The customer number is the field at fault: named as any other (review J found the 401 without a path).
    if (!loaded) throw new ScaError('PSU_CREDENTIALS_INVALID', `No sandbox customer has number ${decision.customerNumber}.`, { header: 'customerNumber' });
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
    try {
      await applyScaOutcome({ ...deps.domain, uow: joinUnitOfWork(tx) }, outcome, { psu });
    } catch (error) {
      // Only the domain's refusals of the object's state: an outage or a bug stays what it is.
      const problem = findObjectRefusal(error);
      if (problem === undefined) throw error;
      throw new ObjectRefusedOutcome(problem);
    }
    return outcome;
  });
}
