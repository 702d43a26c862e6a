import { createAccountLookup } from './account-access.js';
import type { AccountLookup } from './account-access.js';
import type { Payment, PaymentStatus } from './payment-types.js';
import type { Repositories } from './repositories.js';
import type { Account, AccountTransaction } from './sandbox-types.js';

/**
 * Settles a claimed payment's transfers in order, starting at index `from`, while the debtor's balance plus
 * credit line covers the next one. Each settled transfer debits the debtor (one booked transaction on its
 * account) and, when the creditor account is in the sandbox, credits it (one booked transaction there).
 * Answers how many transfers are settled in total. Runs inside the caller's unit of work.
 *
 * @example
 * const settled = await settleTransfers(repos, lookup, { payment, debtor, from: 0, today, newId });
 */
export async function settleTransfers(
  repos: Repositories,
  lookup: AccountLookup,
  job: { payment: Payment; debtor: Account; from: number; today: string; newId: () => string },
): Promise<number> {
  const { payment, today } = job;
  let debtor = job.debtor;
  let settled = job.from;
  for (const transfer of payment.transfers.slice(job.from)) {
    const amount = transfer.instructedAmount.minor;
    if (transfer.instructedAmount.currency !== debtor.currency) break;
    if (debtor.balance.minor + debtor.creditLine.minor < amount) break;
    debtor = await repos.accounts.adjustBalance(debtor.accountId, -amount);
    const booked: AccountTransaction[] = [
      {
        transactionId: job.newId(),
        accountId: debtor.accountId,
        state: 'booked',
        bookingDate: today,
        valueDate: today,
        amount: { minor: -amount, currency: transfer.instructedAmount.currency },
        creditorAccount: transfer.creditorAccount,
        debtorAccount: { iban: debtor.iban, bban: debtor.bban },
        bankTransactionCode: 'PMNT',
        paymentId: payment.paymentId,
        ...describe(transfer),
      },
    ];
    const creditor = await lookup.findAccount(transfer.creditorAccount);
    if (creditor !== undefined && creditor.currency === transfer.instructedAmount.currency) {
      await repos.accounts.adjustBalance(creditor.accountId, amount);
      booked.push({
        transactionId: job.newId(),
        accountId: creditor.accountId,
        state: 'booked',
        bookingDate: today,
        valueDate: today,
        amount: { minor: amount, currency: transfer.instructedAmount.currency },
        creditorAccount: { iban: creditor.iban, bban: creditor.bban },
        debtorAccount: { iban: debtor.iban, bban: debtor.bban },
        bankTransactionCode: 'PMNT',
        paymentId: payment.paymentId,
        ...describe(transfer),
      });
    }
    await repos.transactions.insertAccountTransactions(booked);
    settled += 1;
  }
  return settled;
}

/** Where a settlement leaves a claimed payment. */
export type SettlementOutcome = Extract<PaymentStatus, 'ACSC' | 'PART' | 'ACCP' | 'RJCT'>;

/**
 * Settles a payment already claimed (ACSP) and records the outcome, in the caller's unit of work: every
 * transfer paid → ACSC (fundsAvailable true); too little money → ACCP while `mayWaitForFunds`, else RJCT, or
 * PART for a bulk payment with some transfers paid (fundsAvailable false, FUNDS_NOT_AVAILABLE); the debtor
 * account gone → RJCT. The batch run and the execution of an instant payment at its SCA both end here, so a
 * payment is settled the same way whoever executes it. Answers the outcome and how many transfers are settled.
 *
 * @example
 * const { outcome } = await settleClaimedPayment(repos, claimed, { now, today, newId, mayWaitForFunds: false });
 * @see settleTransfers
 */
export async function settleClaimedPayment(
  repos: Repositories,
  payment: Payment,
  job: { now: string; today: string; newId: () => string; mayWaitForFunds: boolean },
): Promise<{ outcome: SettlementOutcome; settled: number }> {
  const lookup = createAccountLookup(repos);
  const found = await lookup.findAccount(payment.debtorAccount);
  // The funds check below decides the debit: hold the debtor's balance until this unit of work commits.
  const debtor = found === undefined ? undefined : await repos.accounts.lockAccountById(found.accountId);
  const before = payment.settledTransfers ?? 0;
  if (debtor === undefined) {
    await repos.payments.update(payment.paymentId, ['ACSP'], { transactionStatus: 'RJCT', rejectionReason: 'DEBTOR_ACCOUNT_UNKNOWN', updatedAt: job.now });
    return { outcome: 'RJCT', settled: before };
  }
  const settled = await settleTransfers(repos, lookup, { payment, debtor, from: before, today: job.today, newId: job.newId });
  const outcome: SettlementOutcome =
    settled === payment.transfers.length ? 'ACSC' : job.mayWaitForFunds ? 'ACCP' : settled > 0 ? 'PART' : 'RJCT';
  await repos.payments.update(payment.paymentId, ['ACSP'], {
    transactionStatus: outcome,
    fundsAvailable: outcome === 'ACSC',
    settledTransfers: settled,
    ...(outcome === 'ACCP' ? { insufficientFundsSince: payment.insufficientFundsSince ?? job.now } : {}),
    ...(outcome === 'RJCT' || outcome === 'PART' ? { rejectionReason: 'FUNDS_NOT_AVAILABLE' as const } : {}),
    updatedAt: job.now,
  });
  return { outcome, settled };
}

function describe(transfer: Payment['transfers'][number]): Partial<AccountTransaction> {
  const text =
    transfer.remittanceInformationUnstructured ??
    transfer.remittanceInformationStructuredArray?.map((r) => r.reference).join(' ');
  return {
    ...(transfer.creditorName === undefined ? {} : { creditorName: transfer.creditorName }),
    ...(transfer.ultimateCreditor === undefined ? {} : { ultimateCreditor: transfer.ultimateCreditor }),
    ...(transfer.ultimateDebtor === undefined ? {} : { ultimateDebtor: transfer.ultimateDebtor }),
    ...(transfer.purposeCode === undefined ? {} : { purposeCode: transfer.purposeCode }),
    ...(text === undefined ? {} : { remittanceInformationUnstructured: text }),
  };
}
