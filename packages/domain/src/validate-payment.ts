import { canPsuUseAccount, SANDBOX_BANK_BIC } from './account-access.js';
import type { AccountLookup } from './account-access.js';
import { isValidIban, isValidNorwegianBban } from '@xs2a-kit/iso';
import { normaliseAccountReference, readAccountNumbers } from './account-reference.js';
import { isCalendarDate } from './clock.js';
import { DomainError } from './errors.js';
import { parsePeriodicTerms } from './periodic-terms.js';
import type { AccountReferenceInput, CreditTransferInput, PaymentInitiation } from './payment-request.js';
import type { AccountReference, CreditTransfer, PeriodicTerms, PsuIdentity } from './payment-types.js';
import { hasKid } from './remittance.js';
import { applyStructuredCreditorRules } from './structured-address.js';
import { parseCreditTransfer } from './credit-transfer.js';

/**
 * A payment request that passed every rule, normalised.
 *
 * @example
 * const { debtorAccount, transfers } = await validatePayment(initiation, options);
 */
export interface ValidatedPayment {
  readonly debtorAccount: AccountReference;
  readonly transfers: readonly CreditTransfer[];
  readonly periodic?: PeriodicTerms;
  readonly requestedExecutionDate?: string;
  readonly paymentInformationId?: string;
  readonly batchBookingPreferred?: boolean;
}

/**
 * Validates a schema-valid payment request beyond the schema. Pure rules first (amounts and fraction digits,
 * IBAN/BBAN, product and currency, remittance and KID check digits, dates, periodic terms), then the rules
 * that need the bank's accounts: the debtor account must exist and, when the PSU is known, be usable by it
 * (`RESOURCE_UNKNOWN` at `debtorAccount`, the same answer for both so nothing is revealed) in the currency the
 * reference names (`FORMAT_ERROR` at `debtorAccount.currency`); a creditor account
 * of this bank flagged as requiring KID needs a SCOR reference (`KID_MISSING`); structured creditor data for
 * SEPA and cross-border payments from `structuredAddressFrom` (default the sandbox's 2026-08-13; the BIC is inferred for this bank's accounts); the instructed
 * currency must be the debtor account's (`PRODUCT_INVALID`: the sandbox exchanges no currencies).
 *
 * @example
 * await validatePayment({ service: 'payments', product: 'norwegian-domestic-credit-transfers', body }, { today, lookup });
 */
export async function validatePayment(
  initiation: PaymentInitiation,
  options: { today: string; lookup: AccountLookup; psu?: PsuIdentity; structuredAddressFrom?: string | undefined },
): Promise<ValidatedPayment> {
  const { product, body } = initiation;
  const transferInputs: readonly CreditTransferInput[] = initiation.service === 'bulk-payments' ? initiation.body.payments : [initiation.body];
  const knownNumbers = await findKnownNumbers([body.debtorAccount, ...transferInputs.map((t) => t.creditorAccount)], options.lookup);
  const debtorAccount = normaliseAccountReference(body.debtorAccount, 'debtorAccount', { side: 'debtor', product }, { knownNumbers });
  if (body.requestedExecutionDate !== undefined && !isCalendarDate(body.requestedExecutionDate)) {
    throw new DomainError('FORMAT_ERROR', `requestedExecutionDate ${body.requestedExecutionDate.slice(0, 40)} is not a calendar date (YYYY-MM-DD)`, {
      path: 'requestedExecutionDate',
    });
  }
  if (body.requestedExecutionDate !== undefined && body.requestedExecutionDate < options.today) {
    throw new DomainError('EXECUTION_DATE_INVALID', 'requestedExecutionDate lies in the past', {
      path: 'requestedExecutionDate',
    });
  }
  let periodic: PeriodicTerms | undefined;
  let inputs: { input: CreditTransferInput; prefix: string }[];
  if (initiation.service === 'bulk-payments') {
    if (initiation.body.payments.length === 0) {
      throw new DomainError('FORMAT_ERROR', 'a bulk payment needs at least one payment', { path: 'payments' });
    }
    inputs = initiation.body.payments.map((input, i) => ({ input, prefix: `payments[${i}].` }));
  } else {
    if (initiation.service === 'periodic-payments') {
      if (product === 'norwegian-domestic-credit-transfers') refuseStructuredReferences(initiation.body);
      periodic = parsePeriodicTerms(initiation.body, options.today);
    }
    inputs = [{ input: initiation.body, prefix: '' }];
  }
  const parsed = inputs.map(({ input, prefix }) => ({ transfer: parseCreditTransfer(input, prefix, product, { knownNumbers }), prefix }));

  const debtor = await options.lookup.findAccount(debtorAccount);
  const usable = debtor !== undefined && (options.psu === undefined || (await canPsuUseAccount(options.lookup, options.psu, debtor)));
  if (debtor === undefined || !usable) {
    throw new DomainError('RESOURCE_UNKNOWN', 'debtorAccount is not an account the PSU may pay from', {
      path: 'debtorAccount',
    });
  }
  // An account reference's currency names a (sub-)account: a NOK account has no EUR side to pay from.
  if (debtorAccount.currency !== undefined && debtorAccount.currency !== debtor.currency) {
    throw new DomainError('FORMAT_ERROR', `debtorAccount.currency is ${debtorAccount.currency.slice(0, 3)}, but the account holds ${debtor.currency}`, {
      path: 'debtorAccount.currency',
    });
  }
  const transfers: CreditTransfer[] = [];
  for (const { transfer, prefix } of parsed) {
    // The sandbox exchanges no currencies: a transfer is made in the debtor account's currency.
    if (transfer.instructedAmount.currency !== debtor.currency) {
      throw new DomainError('PRODUCT_INVALID', `the debtor account holds ${debtor.currency}`, {
        path: `${prefix}instructedAmount.currency`,
      });
    }
    const creditor = await options.lookup.findAccount(transfer.creditorAccount);
    // The sandbox credits none of the bank's own accounts in another currency than it holds (review L). The
    // creditor reference's own currency is not compared: a TPP cannot know a payee's account currency and sends
    // the payment's, and a refusal naming the account's currency would tell anyone what it holds (review M).
    if (creditor !== undefined && transfer.instructedAmount.currency !== creditor.currency) {
      throw new DomainError('PRODUCT_INVALID', `the creditor account takes no payments in ${transfer.instructedAmount.currency.slice(0, 3)}: the bank exchanges no currencies between its own accounts`, {
        path: `${prefix}instructedAmount.currency`,
      });
    }
    if (creditor?.requiresKid === true && !hasKid(transfer)) {
      // The periodic Norwegian domestic transfer has no structured reference, so no KID can be added to it: the
      // answer names the creditor account and the way that can pay it, not a member the request cannot carry.
      if (initiation.service === 'periodic-payments' && product === 'norwegian-domestic-credit-transfers') {
        throw new DomainError('KID_MISSING', 'the creditor account only accepts payments with a KID, which a periodic Norwegian domestic credit transfer cannot carry; pay it with a single payment (POST /v1/payments/norwegian-domestic-credit-transfers) with remittanceInformationStructuredArray', {
          path: `${prefix}creditorAccount`,
        });
      }
      throw new DomainError('KID_MISSING', 'the creditor account only accepts payments with a KID', {
        path: `${prefix}remittanceInformationStructuredArray`,
      });
    }
    transfers.push(
      applyStructuredCreditorRules(transfer, prefix, {
        product,
        today: options.today,
        enforcedFrom: options.structuredAddressFrom,
        inference: creditor === undefined ? {} : { bic: SANDBOX_BANK_BIC },
      }),
    );
  }
  const bulk = initiation.service === 'bulk-payments' ? initiation.body : undefined;
  return {
    debtorAccount,
    transfers,
    ...(periodic === undefined ? {} : { periodic }),
    ...(body.requestedExecutionDate === undefined ? {} : { requestedExecutionDate: body.requestedExecutionDate }),
    ...(bulk?.paymentInformationId === undefined ? {} : { paymentInformationId: bulk.paymentInformationId }),
    ...(bulk?.batchBookingPreferred === undefined ? {} : { batchBookingPreferred: bulk.batchBookingPreferred }),
  };
}

/**
 * The Norwegian account numbers of the request that fail the national check digit but name an account of
 * this bank: those are accepted (see `normaliseAccountReference`). Only failing numbers are looked up, so a
 * request with valid numbers costs no extra read.
 */
async function findKnownNumbers(references: readonly (AccountReferenceInput | undefined)[], lookup: AccountLookup): Promise<Set<string>> {
  const known = new Set<string>();
  for (const reference of references) {
    if (reference === undefined) continue;
    const { iban, bban } = readAccountNumbers(reference);
    const failing = (bban !== undefined && /^\d{11}$/.test(bban) && !isValidNorwegianBban(bban)) || (iban?.startsWith('NO') === true && !isValidIban(iban));
    if (!failing) continue;
    const account = await lookup.findAccount(iban !== undefined ? { iban } : { bban: bban ?? '' });
    if (account === undefined) continue;
    if (bban !== undefined) known.add(bban);
    if (iban !== undefined) known.add(iban);
  }
  return known;
}

// The periodic domestic transfer's contract (the spec's periodic payment request table) has no structured
// reference. Unknown members are otherwise tolerated, but a payment reference the bank would drop, or read as a
// KID the contract does not know, must not pass: the creditor would be paid without the reference the TPP sent.
function refuseStructuredReferences(body: object): void {
  for (const field of ['remittanceInformationStructured', 'remittanceInformationStructuredArray']) {
    if (field in body) {
      throw new DomainError('FORMAT_ERROR', `${field} is not part of the periodic Norwegian domestic credit transfer; use remittanceInformationUnstructured`, {
        path: field,
      });
    }
  }
}
