import {
  authoriseBasket,
  authorisePayment,
  authorisePaymentCancellation,
  joinUnitOfWork,
  rejectBasketAuthorisation,
  rejectPaymentAuthorisation,
  type PaymentProduct,
  type PaymentService,
} from '@xs2a-kit/domain';
import { completeAuthorisation, ScaError, type CompletedAuthorisation } from '@xs2a-kit/sca-session';
import { scaClock, type HandlerDeps } from './handler-deps.js';
import { loadScaCustomer } from './sca-customer.js';

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
    const ctx = { uow: joinUnitOfWork(tx), clock: deps.domain.clock };
    const object = outcome.authorisation.object;
    const tppId = outcome.authorisation.tppId;
    const psu = { customerNumber: decision.customerNumber, context: decision.context, ...(decision.agreementId ? { agreementId: decision.agreementId } : {}) };
    if (outcome.authorise?.kind === 'basket') {
      await authoriseBasket(ctx, { tppId, basketId: outcome.authorise.basketId, psu });
    } else if (outcome.authorise?.kind === 'payment') {
      const address = {
        tppId,
        paymentId: outcome.authorise.paymentId,
        service: outcome.authorise.paymentService as PaymentService,
        product: outcome.authorise.paymentProduct as PaymentProduct,
      };
      if (outcome.authorise.purpose === 'cancellation') await authorisePaymentCancellation(ctx, address);
      else await authorisePayment(ctx, { ...address, psu });
    } else if (decision.decision === 'reject' && object.kind === 'basket') {
      await rejectBasketAuthorisation(ctx, { tppId, basketId: object.basketId });
    } else if (decision.decision === 'reject' && object.kind === 'payment' && object.purpose !== 'cancellation') {
      await rejectPaymentAuthorisation(ctx, {
        tppId,
        paymentId: object.paymentId,
        service: object.paymentService as PaymentService,
        product: object.paymentProduct as PaymentProduct,
      });
    }
    return outcome;
  });
}
