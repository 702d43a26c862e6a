import {
  cancelPayment,
  createPayment,
  getPayment,
  getPaymentStatus,
  joinUnitOfWork,
  canCancelPayment,
  canStartPaymentAuthorisation,
  type PaymentProduct,
  type PaymentRejectionReason,
  type PaymentService,
  type PaymentStatus,
  type PaymentStatusView,
} from '@xs2a-kit/domain';
import { listOperations } from '@xs2a-kit/schema';
import type { HandlerTable } from '../operations/register-routes.js';
import type { OperationHandler, OperationRequest } from '../operations/request-context.js';
import { tppWarning, type TppMessage } from '../http/api-problem.js';
import { link, toAmount, toApiJson } from './api-json.js';
import type { HandlerDeps } from './handler-deps.js';
import { readPaymentAddress, toPaymentScaObject } from './payment-address.js';
import { identifyPsu, startSca } from './sca-support.js';
import { keepDeclaredMembers } from './undeclared-members.js';

const SERVICES: readonly PaymentService[] = ['payments', 'periodic-payments', 'bulk-payments'];

/**
 * Payment initiation for the three services and four products: create (with the SCA it needs), read, status
 * and cancellation. Handlers are attached by the operation table, so a new product in the spec needs no new
 * path here. Authorisation sub-resources live in authorisation-handlers.ts.
 */
export function createPaymentHandlers(deps: HandlerDeps): HandlerTable {
  const table: Record<string, OperationHandler> = {};
  for (const operation of listOperations()) {
    const create = /^\/v1\/(payments|periodic-payments|bulk-payments)\/([a-z-]+)$/.exec(operation.path);
    if (operation.method === 'POST' && create) {
      table[operation.operationId] = (request) => initiate(deps, request, create[1] as PaymentService, create[2] as PaymentProduct);
      continue;
    }
    for (const service of SERVICES) {
      const resource = `/v1/${service}/{payment-product}/{paymentId}`;
      if (operation.path === resource && operation.method === 'GET') table[operation.operationId] = (request) => read(deps, request, service);
      if (operation.path === resource && operation.method === 'DELETE') table[operation.operationId] = (request) => cancel(deps, request, service);
      if (operation.path === `${resource}/status`) table[operation.operationId] = (request) => status(deps, request, service);
    }
  }
  return table as HandlerTable;
}

async function initiate(deps: HandlerDeps, request: OperationRequest, service: PaymentService, product: PaymentProduct) {
  // Members the product does not take are neither used nor kept (a GET of the payment would show them as sent).
  const kept = keepDeclaredMembers(request.body, request.operation.bodyMembers, service, request.operation.bodyMemberTree);
  const { created, sca } = await deps.store.withTransaction(async (tx) => {
    const psu = await identifyPsu(tx, request);
    const created = await createPayment(
      { ...deps.domain, uow: joinUnitOfWork(tx) },
      {
        tppId: request.tpp.id,
        initiation: { service, product, body: kept.body } as never,
        ...(psu ? { psu } : {}),
        ...(request.query.allowLogicalDuplicate === true ? { allowLogicalDuplicate: true } : {}),
      },
    );
    const sca = await startSca(deps, tx, request, { kind: 'payment', paymentService: service, paymentProduct: product, paymentId: created.paymentId });
    return { created, sca };
  });
  const self = paymentUrl(deps, service, product, created.paymentId);
  // Shapes are checked against the spec's response validators in the HTTP tests.
  const body = {
    paymentId: created.paymentId,
    transactionStatus: created.transactionStatus,
    transactionFees: toAmount(created.transactionFees),
    transactionFeeIndicator: created.transactionFeeIndicator,
    _links: {
      scaRedirect: sca.links.scaRedirect,
      scaStatus: sca.links.scaStatus,
      self: selfLink(self, created),
      status: link(`${self}/status`, 'GET'),
    },
  };
  return { status: request.operation.successStatus, body, ...(kept.messages.length > 0 ? { messages: kept.messages } : {}) };
}

async function read(deps: HandlerDeps, request: OperationRequest, service: PaymentService) {
  const address = readPaymentAddress(request, service);
  const details = await getPayment(deps.domain, address);
  const { service: _service, product: _product, initiationBody, settledTransfers: _settled, ...normalised } = details;
  const self = paymentUrl(deps, service, address.product, address.paymentId);
  // Berlin Group answers the initiation as the TPP sent it; a payment made in another channel has no such body,
  // and then the bank's own normalised view is shown.
  const body = initiationBody && typeof initiationBody === 'object' ? initiationBody : toApiJson(normalised);
  // Accepted with change (ACWC): the bank moved the execution date, and the resource shows the date it keeps, also
  // once the payment moved on from ACWC (held, released, cancelled).
  const sent = (body as { requestedExecutionDate?: unknown }).requestedExecutionDate;
  const kept = details.requestedExecutionDate;
  const moved = kept !== undefined && sent !== undefined && sent !== kept ? { requestedExecutionDate: kept } : {};
  return {
    status: 200,
    body: {
      ...(body as object),
      ...moved,
      paymentId: details.paymentId,
      transactionStatus: details.transactionStatus,
      ...executionDateMessages(details),
      _links: paymentLinks(self, details),
    },
  };
}

/**
 * GET status: the status, fundsAvailable once known (false with a WARNING saying the funds were lacking, so a TPP
 * that reads only tppMessages learns why), and, as the bank's live API answers, the paymentId and links back to the
 * payment (portal-facts.md §4).
 */
async function status(deps: HandlerDeps, request: OperationRequest, service: PaymentService) {
  const address = readPaymentAddress(request, service);
  const view = await getPaymentStatus(deps.domain, address);
  const self = paymentUrl(deps, service, address.product, address.paymentId);
  const body = {
    paymentId: address.paymentId,
    transactionStatus: view.transactionStatus,
    ...(view.fundsAvailable === undefined ? {} : { fundsAvailable: view.fundsAvailable }),
    ...statusMessages(view),
    _links: paymentLinks(self, view),
  };
  return { status: 200, body };
}

/** What the bank's own rejection reasons read as, for a TPP that reads only tppMessages. */
const REJECTION_TEXTS: Readonly<Record<Exclude<PaymentRejectionReason, 'FUNDS_NOT_AVAILABLE'>, string>> = {
  DEBTOR_ACCOUNT_NOT_USABLE: 'Rejected: the PSU who completed the SCA may not pay from the debtor account in the context chosen there.',
  DEBTOR_ACCOUNT_UNKNOWN: 'Rejected: the debtor account no longer exists at the bank.',
  SCA_NOT_COMPLETED: "Rejected: the PSU rejected or abandoned the SCA, or it ran out of time; the authorisation's scaStatus tells which.",
};

/**
 * The warnings of a status answer: lacking funds (while ACCP and once rejected for it), or another reason the bank
 * rejected the payment (naming the debtor account where that was it). Their code is WARNING and the reason is in
 * the text: Berlin Group 1.3.11's status answer types a tppMessage's code as the category (ERROR or WARNING), so a
 * TPP validating against it refused FUNDS_NOT_AVAILABLE and PAYMENT_FAILED there; fundsAvailable carries the
 * funds case in a field of its own.
 */
function statusMessages(view: PaymentStatusView): { tppMessages?: TppMessage[] } {
  const moved = executionDateMessages(view);
  if (moved.tppMessages !== undefined) return moved;
  if (view.fundsAvailable === false) {
    return { tppMessages: [tppWarning('WARNING', 'Funds not available: the debtor account did not hold the funds when the payment was last processed.', 'debtorAccount')] };
  }
  const reason = view.rejectionReason;
  if (reason === undefined || reason === 'FUNDS_NOT_AVAILABLE') return {};
  const path = reason === 'SCA_NOT_COMPLETED' ? undefined : 'debtorAccount';
  return { tppMessages: [tppWarning('WARNING', REJECTION_TEXTS[reason], path)] };
}

/**
 * Why an accepted payment reads ACWC: the bank moved its execution date off a weekend or bank holiday to the next bank day
 * (domain, authoriseInTransaction), and stores only the date it moved it to. A WARNING, so the answer also
 * carries a Warning header.
 */
function executionDateMessages(payment: { readonly transactionStatus: PaymentStatus; readonly requestedExecutionDate?: string }): {
  tppMessages?: TppMessage[];
} {
  if (payment.transactionStatus !== 'ACWC' || payment.requestedExecutionDate === undefined) return {};
  const text =
    `Accepted with change: the requested execution date is not a bank day (a Saturday, a Sunday or a Norwegian bank ` +
    `holiday), when no payment is executed; the bank moved it to the next bank day, ${payment.requestedExecutionDate}.`;
  return { tppMessages: [tppWarning('WARNING', text, 'requestedExecutionDate')] };
}

/**
 * DELETE: an unauthorised payment is cancelled at once (204); an authorised one needs the PSU to authorise
 * the cancellation, answered 202 with the SCA redirect (spec/openapi.yaml, cancelPayment).
 */
async function cancel(deps: HandlerDeps, request: OperationRequest, service: PaymentService) {
  const address = readPaymentAddress(request, service);
  return deps.store.withTransaction(async (tx) => {
    const outcome = await cancelPayment({ ...deps.domain, uow: joinUnitOfWork(tx) }, address);
    if (!outcome.cancellationAuthorisationRequired) return { status: 204 };
    const sca = await startSca(deps, tx, request, toPaymentScaObject(address, 'cancellation'));
    const body = {
      transactionStatus: outcome.transactionStatus,
      scaStatus: sca.authorisation.scaStatus,
      ...executionDateMessages(outcome),
      _links: {
        scaRedirect: sca.links.scaRedirect,
        scaStatus: sca.links.scaStatus,
        ...paymentLinks(paymentUrl(deps, service, address.product, address.paymentId), outcome),
      },
    };
    return { status: 202, body };
  });
}

/**
 * Where a payment lives in the API, after `deps.linkBase`: `/v1/{service}/{product}/{paymentId}`.
 *
 * @example
 * paymentUrl(deps, 'payments', 'norwegian-domestic-credit-transfers', paymentId);
 */
export function paymentUrl(deps: Pick<HandlerDeps, 'linkBase'>, service: string, product: string, paymentId: string): string {
  return `${deps.linkBase}/v1/${service}/${product}/${encodeURIComponent(paymentId)}`;
}

/** A payment's self link: DELETE is offered only while the payment can still be cancelled. */
function selfLink(href: string, payment: { readonly transactionStatus: PaymentStatus; readonly settledTransfers?: number }) {
  return canCancelPayment(payment) ? link(href, 'GET', 'DELETE') : link(href, 'GET');
}

/**
 * The links of every answer about an existing payment, by one rule: self (with DELETE while it can be
 * cancelled), status, and startAuthorisation while it still waits for the PSU's SCA, as after an SCA that
 * expired or was abandoned (Berlin Group offers it on a payment that still needs SCA).
 */
function paymentLinks(self: string, payment: { readonly transactionStatus: PaymentStatus; readonly settledTransfers?: number }) {
  return {
    self: selfLink(self, payment),
    status: link(`${self}/status`, 'GET'),
    ...(canStartPaymentAuthorisation(payment) ? { startAuthorisation: link(`${self}/authorisations`, 'POST') } : {}),
  };
}
