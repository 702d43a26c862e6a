import { canPsuUseAccount, createAccountLookup } from './account-access.js';
import type { DomainContext } from './context.js';
import type { Account } from './sandbox-types.js';
import { findOwnPayment } from './payment-service.js';
import type { ScaCustomer } from './sca-customer.js';

/**
 * The ways a PSU may approve payments so that the bank can carry them out: whether in PRIVATE context, and under
 * which of its corporate agreements. Every payment's debtor account must be usable in the choice.
 *
 * @example
 * const choices: PayingChoices = { private: true, agreementIds: [] };
 */
export interface PayingChoices {
  readonly private: boolean;
  readonly agreementIds: readonly string[];
}

/**
 * For an SCA page: the contexts (and agreements) in which the PSU who logged in may pay from the debtor
 * accounts of the TPP's payments, so that the page offers only choices whose approval the bank can honour.
 * Approving in another context is allowed by the SCA rules but rejects the payments (`DEBTOR_ACCOUNT_NOT_USABLE`);
 * an empty answer means the PSU can only reject. A debtor account that no longer exists fits no choice. Unknown
 * or another TPP's payment ids are `RESOURCE_UNKNOWN`, as everywhere.
 *
 * @example
 * const { private: canPayPrivately, agreementIds } = await listPayingChoices(ctx, { tppId, paymentIds: [paymentId] }, loaded.customer);
 * @see authorisePayment, which applies the same rule at approval
 */
export async function listPayingChoices(
  ctx: DomainContext,
  request: { readonly tppId: string; readonly paymentIds: readonly string[] },
  customer: ScaCustomer,
): Promise<PayingChoices> {
  return ctx.uow.read(async (repos) => {
    const lookup = createAccountLookup(repos);
    const debtors: (Account | undefined)[] = [];
    for (const paymentId of request.paymentIds) {
      const payment = await findOwnPayment(repos, { tppId: request.tppId, paymentId });
      debtors.push(await lookup.findAccount(payment.debtorAccount));
    }
    const usableBy = async (psu: Parameters<typeof canPsuUseAccount>[1]) => {
      for (const debtor of debtors) {
        if (debtor === undefined || !(await canPsuUseAccount(lookup, psu, debtor))) return false;
      }
      return true;
    };
    const privately = customer.customerType === 'PRIVATE' && (await usableBy({ customerNumber: customer.customerNumber, context: 'PRIVATE' }));
    const agreementIds: string[] = [];
    for (const { agreementId } of customer.agreements) {
      if (await usableBy({ customerNumber: customer.customerNumber, context: 'CORPORATE', agreementId })) agreementIds.push(agreementId);
    }
    return { private: privately, agreementIds };
  });
}
