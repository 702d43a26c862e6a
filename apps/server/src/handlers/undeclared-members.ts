import type { PaymentService } from '@xs2a-kit/domain';
import type { MemberTree } from '@xs2a-kit/schema';
import { ApiProblem, tppWarning, type TppMessage } from '../http/api-problem.js';

/** How many ignored members get a WARNING each; the rest are counted in one more. */
const MAX_MEMBER_WARNINGS = 3;

/** Members of a periodic payment's request: sent to the payments service they make no standing order. */
const PERIODIC_MEMBERS = new Set(['startDate', 'endDate', 'executionRule', 'frequency', 'monthsOfExecution', 'dayOfExecution']);

/**
 * Structured creditor references (a KID among them): never dropped. A payment that reaches the creditor without
 * the reference its sender gave cannot be matched to the invoice, so a product that does not take one refuses it.
 */
const REFERENCE_MEMBERS = new Set(['remittanceInformationStructured', 'remittanceInformationStructuredArray']);

/** Members of the bank's answers about a payment, never of a TPP's request. */
const ANSWER_MEMBERS = new Set([
  'paymentId', 'transactionStatus', 'transactionFees', 'transactionFeeIndicator', 'currencyConversionFees', 'estimatedTotalAmount',
  'estimatedInterbankSettlementAmount', 'fundsAvailable', 'scaStatus', 'psuMessage', 'tppMessages', '_links', 'chosenScaMethod',
  'scaMethods', 'challengeData', 'authorisationId',
]);

export interface KeptBody {
  /** The body without the members its schema does not declare (the same object when there are none). */
  readonly body: unknown;
  /** One WARNING per ignored member, at most three, and one counting the rest. */
  readonly messages: TppMessage[];
}

/**
 * Drops the members of a payment initiation body that the product's schema does not declare, at any depth, and says
 * so. The spec ignores members outside its tables; they used to be ignored only in effect and were kept with the
 * initiation, so a GET of the payment showed a `tppMessages` or `transactionFees` the TPP itself had sent as if
 * the bank had said it, and a single payment sent with `frequency` was made, silently, as a one-off. Now the
 * payment is made and kept without them, and the answer carries a WARNING for each (and a `Warning: 299`
 * header), as for an unknown query parameter. A structured creditor reference the product does not take is
 * refused instead (400 FORMAT_ERROR naming it): dropped, the payment would reach the creditor without it.
 *
 * @example
 * keepDeclaredMembers({ instructedAmount, frequency: 'Monthly' }, ['instructedAmount'], 'payments');
 * // { body: { instructedAmount }, messages: [WARNING at path frequency: "... made with POST /v1/periodic-payments/..."] }
 */
export function keepDeclaredMembers(body: unknown, members: readonly string[] | undefined, service: PaymentService, tree?: MemberTree): KeptBody {
  if (members === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) return { body, messages: [] };
  const declared = new Set(members);
  const topIgnored = Object.keys(body).filter((name) => !declared.has(name));
  // Inside the declared members too (review L): an instructedAmount.fundsAvailable or creditorAccount.name the
  // TPP sent was kept and shown back by GET as if the bank had said it.
  const nested: string[] = [];
  const stripped = tree?.members === undefined ? body : keepNested(body, tree, '', nested);
  const ignored = [...topIgnored, ...nested];
  if (ignored.length === 0) return { body, messages: [] };
  const reference = ignored.find((name) => REFERENCE_MEMBERS.has(name));
  if (reference !== undefined) {
    throw new ApiProblem(
      400,
      'FORMAT_ERROR',
      `${reference} is not part of this payment product's request, and a creditor reference is never dropped: send it as remittanceInformationUnstructured, or use a product that takes structured references (a single payment does).`,
      reference,
    );
  }
  const kept = Object.fromEntries(Object.entries(stripped as object).filter(([name]) => declared.has(name)));
  const messages = ignored.slice(0, MAX_MEMBER_WARNINGS).map((name) => tppWarning('WARNING', describeIgnored(name, service), name.slice(0, 80)));
  if (ignored.length > MAX_MEMBER_WARNINGS) {
    const more = ignored.length - MAX_MEMBER_WARNINGS;
    messages.push(tppWarning('WARNING', `${more} more body member${more === 1 ? '' : 's'} this payment product does not take ${more === 1 ? 'was' : 'were'} ignored.`));
  }
  return { body: kept, messages };
}

/**
 * A copy of `value` without the members its tree does not declare below the top level, each one dropped named in
 * `dropped` by its path (`creditorAccount.name`, `payments[2].debtorAccount.x`). The top level's own members are
 * left to the caller, which words their warnings. Values the tree leaves open are kept as sent.
 */
function keepNested(value: unknown, tree: MemberTree, path: string, dropped: string[]): unknown {
  if (Array.isArray(value)) {
    return tree.items === undefined ? value : value.map((item, i) => keepNested(item, tree.items!, `${path}[${i}]`, dropped));
  }
  if (tree.members === undefined || value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    // Own members only: toString or hasOwnProperty would otherwise be found on Object.prototype (review M).
    const inner = Object.hasOwn(tree.members, name) ? tree.members[name] : undefined;
    const at = path === '' ? name : `${path}.${name}`;
    if (inner === undefined) {
      // The top level's undeclared members are the caller's; deeper ones are dropped here.
      if (path === '') out[name] = member;
      else dropped.push(at);
      continue;
    }
    out[name] = keepNested(member, inner, at, dropped);
  }
  return out;
}

function describeIgnored(name: string, service: PaymentService): string {
  if (name.includes('.') || name.includes('[')) {
    return `Body member ${name.slice(0, 80)} was ignored and not kept with the payment: this payment product's request does not have it there.`;
  }
  const shown = name.slice(0, 60);
  const start = `Body member ${shown} was ignored and not kept with the payment`;
  if (ANSWER_MEMBERS.has(name)) return `${start}: it belongs to the bank's answers, not to a payment initiation.`;
  if (service === 'payments' && PERIODIC_MEMBERS.has(name)) {
    return `${start}: this is a single payment, made once; a standing order is made with POST /v1/periodic-payments/{payment-product}.`;
  }
  if (service === 'periodic-payments' && name === 'requestedExecutionDate') {
    return `${start}: a periodic payment runs from its startDate, by its frequency and dayOfExecution.`;
  }
  return `${start}: this payment product's request does not have it.`;
}
