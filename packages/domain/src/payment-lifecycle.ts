import { createAccountLookup, canPsuUseAccount } from './account-access.js';
import { findBankDayFrom } from './bank-days.js';
import { getBankToday } from './clock.js';
import { getTimestamp } from './context.js';
import type { DomainContext } from './context.js';
import { DomainError } from './errors.js';
import { executeInstantPayment, isDueForInstantExecution } from './instant-execution.js';
import { findOwnPayment } from './payment-service.js';
import type { PaymentAddress } from './payment-service.js';
import { assertOperationAllowed, canTransition, describeSettled, isFinalStatus } from './payment-status.js';
import type { Payment, PaymentStatus, PsuIdentity } from './payment-types.js';
import { toPaymentStatusView } from './payment-view.js';
import type { PaymentStatusView } from './payment-view.js';
import type { PaymentPatch, Repositories } from './repositories.js';

/**
 * Moves a payment to a new status if the state machine allows it, as a compare-and-set on the status read.
 * `STATUS_INVALID` when the transition is not allowed or the status changed meanwhile.
 *
 * @example
 * await transitionPayment(repos, payment, 'ACTC', { updatedAt: now });
 * @see payment-status.ts PAYMENT_TRANSITIONS
 */
export async function transitionPayment(
  repos: Repositories,
  payment: Payment,
  to: PaymentStatus,
  patch: Omit<PaymentPatch, 'transactionStatus'>,
): Promise<Payment> {
  const updated = await tryTransition(repos, payment, to, patch);
  if (updated === undefined) {
    throw new DomainError('STATUS_INVALID', `payment ${payment.paymentId} changed status meanwhile`);
  }
  return updated;
}

/**
 * {@link transitionPayment}, but a payment another request moved on meanwhile (the status compare lost) gives
 * undefined rather than an error, so the caller can decide again on what the payment is now.
 */
async function tryTransition(
  repos: Repositories,
  payment: Payment,
  to: PaymentStatus,
  patch: Omit<PaymentPatch, 'transactionStatus'>,
): Promise<Payment | undefined> {
  if (!canTransition(payment.transactionStatus, to)) {
    throw new DomainError('STATUS_INVALID', `a payment in status ${payment.transactionStatus} cannot become ${to}`);
  }
  return repos.payments.update(payment.paymentId, [payment.transactionStatus], { ...patch, transactionStatus: to });
}

/**
 * Runs `decide` on the payment, and again on the payment as it is now whenever another request moved it on
 * between the read and the write (an SCA completing, a batch run), so the answer is the one its current status
 * gives (405 CANCELLATION_INVALID for a payment executed meanwhile), not a race's "changed meanwhile".
 */
async function decideOnCurrent<T>(repos: Repositories, address: PaymentAddress, decide: (payment: Payment) => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const decided = await decide(await findOwnPayment(repos, address));
    if (decided !== undefined) return decided;
  }
  throw new DomainError('STATUS_INVALID', `payment ${address.paymentId} keeps changing status; try again`);
}

/**
 * Called when the PSU completed SCA for a payment (or for the basket holding it). The payment must be RCVD.
 * If the authenticated PSU may not pay from the debtor account the payment becomes RJCT; otherwise ACTC, or
 * ACWC when its requested execution date is not a bank day (a Saturday, a Sunday or a Norwegian bank holiday) and
 * the bank moves it to the next bank day.
 * Where the context executes payments (the sandbox: `executesPayments`), an instant (Straks) payment that is due
 * is executed in the same transaction: ACSC, or RJCT at once when the debtor lacks the funds
 * ({@link executeInstantPayment}).
 *
 * @example
 * await authorisePayment(ctx, { tppId: 'tpp-1', paymentId, psu: { customerNumber: '13039319955', context: 'PRIVATE' } });
 * @see {@link PAYMENT_TRANSITIONS}
 */
export async function authorisePayment(
  ctx: DomainContext,
  request: PaymentAddress & { psu: PsuIdentity },
): Promise<PaymentStatusView> {
  return ctx.uow.withTransaction(async (repos) =>
    toPaymentStatusView(await authoriseInTransaction(ctx, repos, await findOwnPayment(repos, request), request.psu)),
  );
}

/**
 * The body of {@link authorisePayment}, reused by basket authorisation inside its own transaction.
 *
 * @example
 * await authoriseInTransaction(ctx, repos, payment, psu);
 * @see authorisePayment
 */
export async function authoriseInTransaction(
  ctx: DomainContext,
  repos: Repositories,
  payment: Payment,
  psu: PsuIdentity,
): Promise<Payment> {
  assertOperationAllowed(payment, 'authorise');
  const now = getTimestamp(ctx);
  const lookup = createAccountLookup(repos);
  const debtor = await lookup.findAccount(payment.debtorAccount);
  if (debtor === undefined) {
    return transitionPayment(repos, payment, 'RJCT', { updatedAt: now, psu, rejectionReason: 'DEBTOR_ACCOUNT_UNKNOWN' });
  }
  if (!(await canPsuUseAccount(lookup, psu, debtor))) {
    return transitionPayment(repos, payment, 'RJCT', { updatedAt: now, psu, rejectionReason: 'DEBTOR_ACCOUNT_NOT_USABLE' });
  }
  const moved = moveToBankDay(payment.requestedExecutionDate);
  const authorised =
    payment.service !== 'periodic-payments' && moved !== undefined
      ? await transitionPayment(repos, payment, 'ACWC', { updatedAt: now, psu, requestedExecutionDate: moved })
      : await transitionPayment(repos, payment, 'ACTC', { updatedAt: now, psu });
  // An instant payment is executed at once, not by the next batch run (spec/openapi.yaml,
  // InstantNorwegianDomesticCreditTransferStraks).
  const executesNow = ctx.executesPayments === true && isDueForInstantExecution(authorised, getBankToday(ctx.clock));
  return executesNow ? executeInstantPayment(ctx, repos, authorised) : authorised;
}

/**
 * Called when SCA for a payment failed or was aborted for good: the payment becomes RJCT.
 *
 * @example
 * await rejectPaymentAuthorisation(ctx, { tppId: 'tpp-1', paymentId });
 */
export async function rejectPaymentAuthorisation(ctx: DomainContext, address: PaymentAddress): Promise<PaymentStatusView> {
  return ctx.uow.withTransaction(async (repos) => {
    const payment = await findOwnPayment(repos, address);
    assertOperationAllowed(payment, 'authorise');
    return toPaymentStatusView(await transitionPayment(repos, payment, 'RJCT', { updatedAt: getTimestamp(ctx), rejectionReason: 'SCA_NOT_COMPLETED' }));
  });
}

/**
 * The TPP's DELETE of a payment. A payment not yet authorised (RCVD) is cancelled at once. An authorised one
 * not yet executed (ACTC, ACWC, ACCP) needs a cancellation authorisation: the status stays and
 * `cancellationAuthorisationRequired` is true (then `authorisePaymentCancellation`). PDNG answers
 * `CANCELLATION_INVALID` with an explanatory message; a held payment `STATUS_INVALID`; executed, rejected or
 * cancelled payments `CANCELLATION_INVALID`. The id stays readable afterwards.
 *
 * @example
 * const { cancellationAuthorisationRequired } = await cancelPayment(ctx, { tppId: 'tpp-1', paymentId });
 * @see service-spec.md, States 3 and 5 (PDNG refused with an explanation; the id stays valid); Berlin Group
 *   NextGenPSD2 1.3 (psd2-api-1.3-20181220.yaml), cancelPayment (204, or 202 with a cancellation authorisation)
 */
export async function cancelPayment(
  ctx: DomainContext,
  address: PaymentAddress,
): Promise<PaymentStatusView & { cancellationAuthorisationRequired: boolean }> {
  return ctx.uow.withTransaction((repos) =>
    decideOnCurrent(repos, address, async (payment) => {
      if (needsCancellationAuthorisation(payment)) {
        return { ...toPaymentStatusView(payment), cancellationAuthorisationRequired: true };
      }
      const cancelled = await tryTransition(repos, payment, 'CANC', { updatedAt: getTimestamp(ctx) });
      return cancelled === undefined ? undefined : { ...toPaymentStatusView(cancelled), cancellationAuthorisationRequired: false };
    }),
  );
}

/**
 * Checks that another cancellation authorisation may be started (Berlin Group POST
 * cancellation-authorisations): only for a payment whose DELETE needs the PSU's SCA. A payment still in RCVD
 * is `STATUS_INVALID` (DELETE cancels it without SCA); one past cancelling fails as {@link cancelPayment} does.
 * Changes nothing: the payment becomes CANC when the PSU authorises ({@link authorisePaymentCancellation}).
 *
 * @example
 * await checkCancellationAuthorisation(ctx, { tppId: 'tpp-1', paymentId }); // then start the SCA
 */
export async function checkCancellationAuthorisation(ctx: DomainContext, address: PaymentAddress): Promise<PaymentStatusView> {
  return ctx.uow.read(async (repos) => {
    const payment = await findOwnPayment(repos, address);
    if (!needsCancellationAuthorisation(payment)) {
      throw new DomainError('STATUS_INVALID', 'a payment in RCVD is cancelled by DELETE at once; it needs no cancellation authorisation');
    }
    return toPaymentStatusView(payment);
  });
}

/** Whether cancelling needs the PSU's SCA (authorised, not executed); throws when it cannot be cancelled at all. */
function needsCancellationAuthorisation(payment: Payment): boolean {
  assertOperationAllowed(payment, 'cancel');
  return payment.transactionStatus !== 'RCVD';
}

/**
 * Called when the PSU completed SCA for a cancellation: an authorised, not yet executed payment becomes CANC.
 * Only the PSU may cancel who may use the debtor account in the context (and agreement) they authorised in, as
 * {@link authorisePayment} requires to pay from it: otherwise `CANCELLATION_INVALID` and the payment stays as it
 * is (a company agreement that does not cover the account cannot stop a payment from it).
 *
 * @example
 * await authorisePaymentCancellation(ctx, { tppId: 'tpp-1', paymentId, psu: { customerNumber: '13039319955', context: 'PRIVATE' } });
 * @see {@link cancelPayment}
 */
export async function authorisePaymentCancellation(ctx: DomainContext, request: PaymentAddress & { psu: PsuIdentity }): Promise<PaymentStatusView> {
  return ctx.uow.withTransaction(async (repos) => {
    const payment = await findOwnPayment(repos, request);
    assertOperationAllowed(payment, 'cancel');
    const lookup = createAccountLookup(repos);
    const debtor = await lookup.findAccount(payment.debtorAccount);
    if (debtor === undefined || !(await canPsuUseAccount(lookup, request.psu, debtor))) {
      const as = request.psu.context === 'PRIVATE' ? 'as a private person' : request.psu.agreementId === undefined ? 'on behalf of a company' : `for agreement ${request.psu.agreementId}`;
      throw new DomainError('CANCELLATION_INVALID', `the PSU cannot use the debtor account of payment ${payment.paymentId} when acting ${as}, so cannot cancel it there`);
    }
    return toPaymentStatusView(await transitionPayment(repos, payment, 'CANC', { updatedAt: getTimestamp(ctx) }));
  });
}

/**
 * Changes a payment's status as the bank's other channels do (the PSU stops it in the online bank, the bank
 * holds or releases it). A sandbox operation; any transition of the state machine is allowed, others are
 * `STATUS_INVALID`. Unknown ids are `RESOURCE_UNKNOWN`. Not scoped to a TPP: other channels are the bank's.
 *
 * @example
 * await changePaymentStatus(ctx, { paymentId, status: 'HOLD' });
 * @see {@link PAYMENT_TRANSITIONS}
 */
export async function changePaymentStatus(
  ctx: DomainContext,
  request: { paymentId: string; status: PaymentStatus },
): Promise<PaymentStatusView> {
  return ctx.uow.withTransaction(async (repos) => {
    const payment = await repos.payments.findById(request.paymentId);
    if (payment === undefined) throw new DomainError('RESOURCE_UNKNOWN', `payment ${request.paymentId} is unknown`);
    return toPaymentStatusView(await transitionPayment(repos, payment, request.status, { updatedAt: getTimestamp(ctx) }));
  });
}

/**
 * What the bank's other channels may do to a payment, as the sandbox lets a TPP play them: hold or stop it
 * (HOLD), release a held one (ACTC), reject it (RJCT) or cancel it (CANC, the PSU in the online bank).
 * Execution outcomes (ACSP, ACSC, ACCP, PART, ...) are the batch run's, with their bookings, and not listed.
 */
export const OTHER_CHANNEL_STATUSES: readonly PaymentStatus[] = ['HOLD', 'ACTC', 'RJCT', 'CANC'];
const HOLDABLE: ReadonlySet<PaymentStatus> = new Set(['ACTC', 'ACWC', 'PDNG', 'ACCP']);

/**
 * Changes one of the TPP's own payments as another channel of the bank would (see
 * {@link OTHER_CHANNEL_STATUSES}), for a TPP to test how it handles a held, stopped, rejected or cancelled
 * payment: a status outside that list is `FORMAT_ERROR` at `transactionStatus`; HOLD holds an authorised payment
 * waiting for execution only, ACTC releases a held payment only (`STATUS_INVALID` otherwise), and so does any
 * move the state machine does not allow, and any change of a bulk payment partly paid out; another TPP's payment is
 * `RESOURCE_UNKNOWN`, like a missing one.
 *
 * @example
 * await changePaymentAsOtherChannel(ctx, { tppId: 'tpp-1', paymentId, status: 'HOLD' });
 * @see operation changeSandboxPaymentStatus (PUT /v1/sandbox/payments/{paymentId}/status) in @xs2a-kit/schema
 */
export async function changePaymentAsOtherChannel(
  ctx: DomainContext,
  request: PaymentAddress & { status: PaymentStatus },
): Promise<PaymentStatusView> {
  if (!OTHER_CHANNEL_STATUSES.includes(request.status)) {
    throw new DomainError('FORMAT_ERROR', `another channel may set ${OTHER_CHANNEL_STATUSES.join(', ')}; ${request.status} is the outcome of execution (a batch run)`, {
      path: 'transactionStatus',
    });
  }
  return ctx.uow.withTransaction((repos) => decideOnCurrent(repos, request, async (payment) => {
    // Money already paid out of a bulk cannot be held, cancelled or rejected back: the batch run ends such a
    // payment (ACSC, or PART when the rest lacks funds), as DELETE refuses it too.
    // (A payment already ended, an executed single payment included, is refused by its status below.)
    const settled = payment.settledTransfers ?? 0;
    if (settled > 0 && !isFinalStatus(payment.transactionStatus)) {
      throw new DomainError('STATUS_INVALID', `${describeSettled(payment)}; another channel can no longer change it: a batch run ends it (ACSC or PART)`);
    }
    if (request.status === 'ACTC' && payment.transactionStatus !== 'HOLD') {
      throw new DomainError('STATUS_INVALID', `only a held payment is released to ACTC; this one is ${payment.transactionStatus}`);
    }
    // Only an authorised payment is held: a release makes it ACTC again, which must never stand in for the SCA
    // of a payment held before it was authorised.
    if (request.status === 'HOLD' && !HOLDABLE.has(payment.transactionStatus)) {
      throw new DomainError('STATUS_INVALID', `only an authorised payment waiting for execution (ACTC, ACWC, PDNG, ACCP) is held; this one is ${payment.transactionStatus}`);
    }
    const changed = await tryTransition(repos, payment, request.status, { updatedAt: getTimestamp(ctx) });
    return changed === undefined ? undefined : toPaymentStatusView(changed);
  }));
}

/** The next bank day when the date is not one (a weekend or a Norwegian bank holiday); undefined when it is. */
function moveToBankDay(date: string | undefined): string | undefined {
  if (date === undefined) return undefined;
  const moved = findBankDayFrom(date);
  return moved === date ? undefined : moved;
}
