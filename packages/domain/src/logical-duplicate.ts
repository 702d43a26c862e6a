import { createAccountLookup } from './account-access.js';
import { getBankLocalTime } from './clock.js';
import { DomainError } from './errors.js';
import type { Payment, PaymentStatus } from './payment-types.js';
import type { Repositories } from './repositories.js';

/** Earlier payments in these statuses count; rejected (RJCT) and cancelled (CANC) ones will never move money. */
const LIVE: readonly PaymentStatus[] = ['RCVD', 'ACTC', 'ACWC', 'PDNG', 'ACSP', 'ACSC', 'ACCP', 'ACWP', 'PART', 'HOLD'];

/**
 * Tells whether the logical-duplicate check applies: bulk payments and instant (Straks) payments.
 *
 * @example
 * isDuplicateChecked({ service: 'payments', product: 'instant-norwegian-domestic-credit-transfers-straks' }); // true
 * @see the allowLogicalDuplicate query parameter of bulk and instant payment initiation (@xs2a-kit/schema)
 */
export function isDuplicateChecked(payment: Pick<Payment, 'service' | 'product'>): boolean {
  return payment.service === 'bulk-payments' || payment.product === 'instant-norwegian-domestic-credit-transfers-straks';
}

/**
 * Rejects a probable double submission: an earlier payment of the same TPP, service and product, not rejected
 * or cancelled, with the same debtor account, the same execution date (the creation day when none is given)
 * and the same creditor accounts and amounts. `PAYMENT_FAILED` (the initiation failed; the text says why); the
 * TPP may repeat the request with allowLogicalDuplicate=true.
 *
 * Call it in the unit of work that then inserts the candidate: it first takes the debtor account's balance lock
 * (`lockAccountById`, a row lock on PostgreSQL), so two identical initiations sent at once, to one server process or
 * two, take turns and the second sees the first. Without it both read no earlier payment and both were accepted,
 * and an instant payment was then paid twice. Only the payments from the same debtor account are read.
 *
 * @example
 * await assertNotLogicalDuplicate(repos, candidate);
 * await repos.payments.insert(candidate);
 * @see the allowLogicalDuplicate query parameter (@xs2a-kit/schema)
 */
export async function assertNotLogicalDuplicate(repos: Repositories, candidate: Payment): Promise<void> {
  const debtor = await createAccountLookup(repos).findAccount(candidate.debtorAccount);
  // A debtor the bank does not hold cannot be paid from (the settlement rejects it): nothing to take turns on.
  if (debtor !== undefined) await repos.accounts.lockAccountById(debtor.accountId);
  const key = toDuplicateKey(candidate);
  for (const id of await repos.payments.listIdsByDebtor(candidate.tppId, candidate.debtorAccount, LIVE)) {
    const earlier = await repos.payments.findById(id);
    if (earlier !== undefined && toDuplicateKey(earlier) === key) {
      throw new DomainError(
        'PAYMENT_FAILED',
        'The payment repeats an earlier one (same debtor, creditor, amount and date) and looks like a double ' +
          'submission; send it with allowLogicalDuplicate=true if it is meant.',
      );
    }
  }
}

function toDuplicateKey(payment: Payment): string {
  const date = payment.requestedExecutionDate ?? getBankLocalTime(new Date(payment.createdAt)).date;
  const debtor = payment.debtorAccount.iban ?? payment.debtorAccount.bban;
  const transfers = payment.transfers.map((t) => [
    t.creditorAccount.iban ?? t.creditorAccount.bban,
    t.instructedAmount.currency,
    t.instructedAmount.minor.toString(),
  ]);
  return JSON.stringify([payment.service, payment.product, debtor, date, transfers]);
}
