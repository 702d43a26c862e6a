import { DomainError } from './errors.js';
import type { Payment, PaymentStatus } from './payment-types.js';

/**
 * The allowed transitions of a payment status. Who moves a payment along them:
 *
 * - RCVD: created. SCA success → ACTC (ACWC when the bank moved the execution date off a weekend or bank holiday); failed SCA
 *   or a PSU who may not use the debtor account → RJCT; the TPP's DELETE → CANC; the bank → HOLD.
 * - ACTC / ACWC: authorised. The batch claims it → ACSP; a future execution date → PDNG (the bank's due-date
 *   register); cancellation authorised → CANC; the bank → HOLD or RJCT.
 * - PDNG: in the due-date register. Due → ACSP; cancelled or stopped in another channel → CANC / HOLD / RJCT.
 * - ACSP: claimed by a batch run (settlement in progress). → ACSC (all settled), PART (bulk: some entries
 *   settled), ACCP (lacking funds), RJCT (still lacking funds on a later bank day), ACWP (accepted, not posted).
 * - ACCP: accepted but lacking funds; retried by later runs → ACSP; → RJCT, CANC, HOLD.
 * - HOLD: held or stopped by the bank (a temporary rejection). Released → ACTC (or straight on to ACSP when the
 *   bank executes it itself); → RJCT, CANC. Only reading is allowed while held.
 * - ACSC, ACWP, PART, RJCT, CANC: final.
 *
 * The service specification lists the status values but not the transitions between them; these are ours.
 *
 * @example
 * PAYMENT_TRANSITIONS.RCVD.includes('ACTC'); // true
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  RCVD: ['ACTC', 'ACWC', 'RJCT', 'CANC', 'HOLD'],
  ACTC: ['ACSP', 'PDNG', 'CANC', 'RJCT', 'HOLD'],
  ACWC: ['ACSP', 'PDNG', 'CANC', 'RJCT', 'HOLD'],
  PDNG: ['ACSP', 'CANC', 'RJCT', 'HOLD'],
  ACSP: ['ACSC', 'PART', 'ACCP', 'RJCT', 'ACWP'],
  ACCP: ['ACSP', 'RJCT', 'CANC', 'HOLD'],
  HOLD: ['ACTC', 'ACSP', 'RJCT', 'CANC'],
  ACSC: [],
  ACWP: [],
  PART: [],
  RJCT: [],
  CANC: [],
};

/**
 * Tells whether a status may move to another.
 *
 * @example
 * canTransition('ACSC', 'CANC'); // false
 * @see PAYMENT_TRANSITIONS
 */
export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/**
 * The statuses from which `to` may be reached; the `expected` list of a compare-and-set update.
 *
 * @example
 * listStatusesLeadingTo('CANC'); // ['RCVD', 'ACTC', 'ACWC', 'PDNG', 'ACCP', 'HOLD']
 * @see PAYMENT_TRANSITIONS
 */
export function listStatusesLeadingTo(to: PaymentStatus): PaymentStatus[] {
  return (Object.keys(PAYMENT_TRANSITIONS) as PaymentStatus[]).filter((from) => canTransition(from, to));
}

/**
 * Tells whether a status is final (no transition leaves it).
 *
 * @example
 * isFinalStatus('ACSC'); // true
 * @see PAYMENT_TRANSITIONS
 */
export function isFinalStatus(status: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[status].length === 0;
}

/**
 * What a TPP (or the SCA flow on its behalf) may do with a payment.
 *
 * @example
 * const op: PaymentOperation = 'cancel';
 * @see {@link listAllowedOperations}
 */
export type PaymentOperation = 'read' | 'authorise' | 'cancel' | 'addToBasket';

/**
 * The operations each status allows. Reading is always allowed: the id stays valid after cancellation and
 * changes in other channels, and status is readable from creation (the spec's known issue of unreadable
 * unapproved domestic payments is deliberately not reproduced). A held payment (HOLD) allows reading only.
 *
 * @example
 * listAllowedOperations('HOLD'); // ['read']
 */
export function listAllowedOperations(status: PaymentStatus): PaymentOperation[] {
  switch (status) {
    case 'RCVD':
      return ['read', 'authorise', 'cancel', 'addToBasket'];
    case 'ACTC':
    case 'ACWC':
    case 'ACCP':
      return ['read', 'cancel'];
    default:
      return ['read'];
  }
}

/**
 * Whether a TPP may still cancel the payment (DELETE): its status allows it and no transfer of it has been
 * executed. A server offers DELETE in the payment's links by it.
 *
 * @example
 * canCancelPayment({ transactionStatus: 'ACCP', settledTransfers: 1 }); // false: part of the bulk is paid out
 */
export function canCancelPayment(payment: Pick<Payment, 'transactionStatus' | 'settledTransfers'>): boolean {
  return listAllowedOperations(payment.transactionStatus).includes('cancel') && (payment.settledTransfers ?? 0) === 0;
}

/**
 * Whether the payment still waits for the PSU's SCA, so that the TPP may start an authorisation of it (Berlin
 * Group POST .../authorisations), also after an earlier SCA expired or was abandoned. A server offers
 * startAuthorisation in the payment's links by it.
 *
 * @example
 * canStartPaymentAuthorisation({ transactionStatus: 'RCVD' }); // true
 * @see Berlin Group NextGenPSD2 1.3 (psd2-api-1.3-20181220.yaml), startPaymentAuthorisation: the startAuthorisation link
 */
export function canStartPaymentAuthorisation(payment: Pick<Payment, 'transactionStatus'>): boolean {
  return listAllowedOperations(payment.transactionStatus).includes('authorise');
}

/**
 * Throws when the payment's status does not allow the operation. A cancellation refused because of the status
 * is `CANCELLATION_INVALID` with a message that explains why (a PDNG payment sits in the bank's due-date
 * register and must be stopped in the online bank); every other refusal is `STATUS_INVALID`.
 *
 * @example
 * assertOperationAllowed(payment, 'authorise');
 */
export function assertOperationAllowed(payment: Payment, operation: PaymentOperation): void {
  const status = payment.transactionStatus;
  // A bulk payment waiting for funds (ACCP) may already have paid out some transfers: the money has left the
  // account, so it can no longer be cancelled as a whole, and Berlin Group has no cancellation of a part. Only
  // such a payment, whose status alone would allow cancelling, is explained this way; a fully executed one
  // (ACSC) is refused by its status below, like every other final payment.
  const settled = payment.settledTransfers ?? 0;
  if (operation === 'cancel' && settled > 0 && listAllowedOperations(status).includes('cancel')) {
    throw new DomainError(
      'CANCELLATION_INVALID',
      `${describeSettled(payment)}; a partly executed bulk payment cannot be cancelled.`,
    );
  }
  if (listAllowedOperations(status).includes(operation)) return;
  if (status === 'HOLD') {
    throw new DomainError(
      'STATUS_INVALID',
      `The payment is held by the bank (HOLD); while it is held it can only be read, not used for "${operation}".`,
    );
  }
  if (operation === 'cancel') {
    throw new DomainError('CANCELLATION_INVALID', explainRefusedCancellation(status));
  }
  throw new DomainError('STATUS_INVALID', `A payment in status ${status} does not allow "${operation}".`);
}

/**
 * How much of a bulk payment has been paid out, in words: "1 of the bulk payment's 3 transfers has been executed".
 *
 * @example
 * describeSettled({ settledTransfers: 2, transfers: [t1, t2, t3] }); // "2 of the bulk payment's 3 transfers have been executed"
 */
export function describeSettled(payment: Pick<Payment, 'settledTransfers' | 'transfers'>): string {
  const settled = payment.settledTransfers ?? 0;
  return `${settled} of the bulk payment's ${payment.transfers.length} transfers ${settled === 1 ? 'has' : 'have'} been executed`;
}

function explainRefusedCancellation(status: PaymentStatus): string {
  switch (status) {
    case 'PDNG':
      return (
        'The payment is pending (PDNG) in the bank\'s due-date register and can no longer be deleted through ' +
        'this interface; the PSU can stop it in the online or mobile bank until the due date.'
      );
    case 'CANC':
      return 'The payment is already cancelled.';
    case 'RJCT':
      return 'The payment was rejected; there is nothing to cancel.';
    case 'ACSC':
      return 'The payment has been executed (ACSC): the money has been paid out, so it can no longer be cancelled.';
    case 'PART':
      return 'The bulk payment has been partly executed and the rest rejected (PART); there is nothing left to cancel.';
    default:
      return `The payment is being or has been executed (status ${status}) and can no longer be cancelled.`;
  }
}
