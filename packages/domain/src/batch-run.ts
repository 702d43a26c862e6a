import { isNorwegianBankDay } from './bank-days.js';
import { getBankLocalTime, getBankToday } from './clock.js';
import { createId, getTimestamp } from './context.js';
import type { DomainContext } from './context.js';
import type { Payment, PaymentProduct, PaymentService, PaymentStatus } from './payment-types.js';
import type { Repositories } from './repositories.js';
import { isInstantProduct } from './instant-execution.js';
import { settleClaimedPayment } from './settlement.js';
import type { SettlementOutcome } from './settlement.js';

/** Statuses the batch looks at. Periodic payments are skipped whatever their status. */
const BATCH_INPUT: readonly PaymentStatus[] = ['ACTC', 'ACWC', 'PDNG', 'ACCP'];

/**
 * What one batch run did, by payment id.
 *
 * @example
 * const { settled } = await runBatch(ctx);
 * @see runBatch
 */
export interface BatchRunReport {
  readonly runId: string;
  readonly startedAt: string;
  readonly finishedAt: string;
  /**
   * Every payment this run changed, once each, in processing order. A payment still waiting for funds (ACCP)
   * is listed again only when the run paid out more of its transfers (a bulk payment).
   */
  readonly processed: BatchRunEntry[];
  /** ACSC: every transfer settled. */
  readonly settled: string[];
  /** PART: a bulk payment rejected with some entries settled. */
  readonly partiallySettled: string[];
  /** ACCP: accepted, now waiting for funds (fundsAvailable false); not those that were already waiting and still are. */
  readonly waitingForFunds: string[];
  /** RJCT: still too little money on a later bank day, or the debtor account is gone. */
  readonly rejected: string[];
  /** PDNG: authorised with a future execution date; in the due-date register. */
  readonly scheduled: string[];
}

/**
 * One simulated batch run over every payment except periodic ones (see `BATCH_TIMES` for when the server
 * calls it; a sandbox operation may call it on demand). Each payment is handled in its own unit of work:
 *
 * 1. not yet due (execution date after today, Oslo): ACTC/ACWC → PDNG; on a day that is not a bank day (weekends,
 *    Norwegian bank holidays) nothing due is settled: it waits for the next bank day's runs;
 * 2. claim: compare-and-set of the status read → ACSP. Only one of two concurrent runs (two processes, or two
 *    calls) wins; the loser skips the payment. Claim and settlement commit together, so a crash leaves the
 *    payment as it was, never half-settled;
 * 3. settle transfer by transfer while debtor balance + credit line covers them: debit the debtor, book a
 *    transaction on its account, and credit and book on the creditor account when it is in the sandbox → ACSC
 *    with fundsAvailable true;
 * 4. too little money: ACCP (fundsAvailable false) on the bank day this was first found, retried at every
 *    later run that day; still too little at a run on a later bank day → RJCT (PART for a bulk payment with
 *    some entries settled). An instant payment (executed at its SCA, so here only a bulk dated ahead) never
 *    waits: RJCT or PART at once. Insufficient funds is a status, never a thrown error.
 *
 * @example
 * const report = await runBatch(ctx); // { settled: [...], waitingForFunds: [...], ... }
 */
export async function runBatch(ctx: DomainContext): Promise<BatchRunReport> {
  const startedAt = getTimestamp(ctx);
  const processed: BatchRunEntry[] = [];
  const ids = await ctx.uow.read((repos) => repos.payments.listIdsByStatus(BATCH_INPUT));
  for (const id of ids) {
    const entry = await ctx.uow.withTransaction((repos) => processPayment(ctx, repos, id));
    if (entry !== undefined) processed.push(entry);
  }
  const pick = (status: Outcome) => processed.filter((e) => e.toStatus === status).map((e) => e.paymentId);
  return {
    runId: createId(ctx),
    startedAt,
    finishedAt: getTimestamp(ctx),
    processed,
    settled: pick('ACSC'),
    partiallySettled: pick('PART'),
    waitingForFunds: pick('ACCP'),
    rejected: pick('RJCT'),
    scheduled: pick('PDNG'),
  };
}

type Outcome = SettlementOutcome | 'PDNG';

/**
 * One payment processed by a batch run.
 *
 * @example
 * const entry: BatchRunEntry = { paymentId, tppId: 'tpp-1', paymentService: 'payments', paymentProduct: 'norwegian-domestic-credit-transfers', fromStatus: 'ACTC', toStatus: 'ACSC', fundsAvailable: true };
 * @see @xs2a-kit/schema, components['schemas']['SandboxBatchRun']
 */
export interface BatchRunEntry {
  readonly paymentId: string;
  /** The TPP that initiated the payment: a run covers every TPP's payments, an answer to one TPP only its own. */
  readonly tppId: string;
  readonly paymentService: PaymentService;
  readonly paymentProduct: PaymentProduct;
  readonly fromStatus: PaymentStatus;
  readonly toStatus: Outcome;
  /** Whether the money was there; undefined when the run only parked the payment (PDNG). */
  readonly fundsAvailable?: boolean;
}

async function processPayment(ctx: DomainContext, repos: Repositories, paymentId: string): Promise<BatchRunEntry | undefined> {
  const payment = await repos.payments.findById(paymentId);
  if (payment === undefined || payment.service === 'periodic-payments') return undefined;
  const status = payment.transactionStatus;
  if (!BATCH_INPUT.includes(status)) return undefined;
  const now = getTimestamp(ctx);
  const today = getBankToday(ctx.clock);
  const executionDate = payment.requestedExecutionDate ?? getBankLocalTime(new Date(payment.createdAt)).date;
  if (executionDate > today) {
    if (status === 'PDNG' || status === 'ACCP') return undefined;
    const parked = await repos.payments.update(paymentId, [status], { transactionStatus: 'PDNG', updatedAt: now });
    return parked === undefined ? undefined : toEntry(payment, 'PDNG');
  }
  // No payment is executed on a day that is not a bank day (a weekend, a Norwegian bank holiday): a payment due
  // then, one without an execution date initiated then included, waits for the first run of the next bank day, and
  // a shortfall is judged on bank days only. Runs on such days settled payments the ACWC warning says are not.
  if (!isNorwegianBankDay(today)) return undefined;
  const claimed = await repos.payments.update(paymentId, [status], { transactionStatus: 'ACSP', updatedAt: now });
  if (claimed === undefined) return undefined;
  const firstShortfall = payment.insufficientFundsSince;
  // Too little money waits (ACCP) for the rest of the bank day it was first found; an instant payment cannot
  // wait at all (spec/openapi.yaml, InstantNorwegianDomesticCreditTransferStraks).
  const mayWaitForFunds =
    !isInstantProduct(payment.product) && (firstShortfall === undefined || getBankLocalTime(new Date(firstShortfall)).date === today);
  const { outcome, settled } = await settleClaimedPayment(repos, claimed, { now, today, newId: () => createId(ctx), mayWaitForFunds });
  // A payment still waiting for funds with no more of it paid out is as it was: the report lists changes only
  // (spec/openapi.yaml, SandboxBatchRun.processed).
  if (outcome === status && settled === (payment.settledTransfers ?? 0)) return undefined;
  return toEntry(payment, outcome, outcome === 'ACSC');
}

function toEntry(payment: Payment, toStatus: Outcome, fundsAvailable?: boolean): BatchRunEntry {
  return {
    paymentId: payment.paymentId,
    tppId: payment.tppId,
    paymentService: payment.service,
    paymentProduct: payment.product,
    fromStatus: payment.transactionStatus,
    toStatus,
    ...(fundsAvailable === undefined ? {} : { fundsAvailable }),
  };
}
