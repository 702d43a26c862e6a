import { canStartPaymentAuthorisation, checkCancellationAuthorisation, getPaymentStatus, getSigningBasket, isFinalStatus, joinUnitOfWork, type PaymentService, type PaymentStatus } from '@xs2a-kit/domain';
import { isAuthorisationOf, isFinalScaStatus, listAuthorisationIds, readAuthorisation, ScaError, type ListableScaObject } from '@xs2a-kit/sca-session';
import { listOperations } from '@xs2a-kit/schema';
import { ApiProblem } from '../http/api-problem.js';
import type { HandlerTable } from '../operations/register-routes.js';
import type { OperationHandler, OperationRequest } from '../operations/request-context.js';
import { scaClock, type HandlerDeps } from './handler-deps.js';
import { readPaymentAddress, toPaymentScaObject } from './payment-address.js';
import { failForObject, findObjectRefusal } from './sca-completion.js';
import { startSca } from './sca-support.js';

const SERVICES: readonly PaymentService[] = ['payments', 'periodic-payments', 'bulk-payments'];

/**
 * The authorisation sub-resources of payments and signing baskets (Berlin Group "explicit start of the
 * authorisation process"): start one (a new SCA redirect, e.g. after the PSU abandoned the first), list their
 * ids, and read one's scaStatus. A payment's cancellation has its own, `cancellation-authorisations`, kept
 * apart from the initiation's. Each checks that the payment or basket is the calling TPP's.
 */
export function createAuthorisationHandlers(deps: HandlerDeps): HandlerTable {
  const table: Record<string, OperationHandler> = {};
  for (const operation of listOperations()) {
    const target = classify(operation.path);
    if (!target) continue;
    const one = operation.path.endsWith('{authorisationId}');
    table[operation.operationId] = one
      ? (request) => readStatus(deps, request, target)
      : operation.method === 'POST'
        ? (request) => start(deps, request, target)
        : (request) => list(deps, request, target);
  }
  // Consent and identification authorisations have no object the TPP can name (spec: getAuthorisationStatus).
  table.getAuthorisationStatus = async (request) => {
    const authorisation = await readAuthorisation(deps.sca, { authorisationId: request.path.authorisationId ?? '', tppId: request.tpp.id }, scaClock(deps));
    return { status: 200, body: { scaStatus: authorisation.scaStatus } };
  };
  return table as HandlerTable;
}

/** Whose authorisations a path addresses: a basket's, or a payment's initiation or cancellation. */
type Target =
  | { readonly kind: 'basket'; readonly purpose: 'initiation' }
  | { readonly kind: 'payment'; readonly service: PaymentService; readonly purpose: 'initiation' | 'cancellation' };
type PaymentTarget = Extract<Target, { kind: 'payment' }>;

function classify(path: string): Target | undefined {
  if (path.startsWith('/v1/signing-baskets/{basketId}/authorisations')) return { kind: 'basket', purpose: 'initiation' };
  for (const service of SERVICES) {
    const base = `/v1/${service}/{payment-product}/{paymentId}/`;
    if (path.startsWith(`${base}authorisations`)) return { kind: 'payment', service, purpose: 'initiation' };
    if (path.startsWith(`${base}cancellation-authorisations`)) return { kind: 'payment', service, purpose: 'cancellation' };
  }
  return undefined;
}

/** Resolves the payment or basket of the path, failing as RESOURCE_UNKNOWN when it is not the TPP's. */
async function objectOf(deps: HandlerDeps, request: OperationRequest, target: Target) {
  const tppId = request.tpp.id;
  if (target.kind === 'basket') {
    const basket = await getSigningBasket(deps.domain, { tppId, basketId: request.path.basketId ?? '' });
    return { kind: 'basket' as const, object: { kind: 'basket', basketId: basket.basketId } satisfies ListableScaObject, status: basket.transactionStatus };
  }
  const address = readPaymentAddress(request, target.service);
  const status = await getPaymentStatus(deps.domain, address);
  return { kind: 'payment' as const, object: toPaymentScaObject(address, target.purpose), status: status.transactionStatus };
}

async function start(deps: HandlerDeps, request: OperationRequest, target: Target) {
  const sca = target.kind === 'payment' && target.purpose === 'cancellation' ? await startCancellation(deps, request, target) : await startInitiation(deps, request, target);
  return {
    status: request.operation.successStatus,
    body: {
      scaStatus: sca.authorisation.scaStatus,
      authorisationId: sca.authorisation.authorisationId,
      _links: { scaRedirect: sca.links.scaRedirect, scaStatus: sca.links.scaStatus },
    },
  };
}

async function startInitiation(deps: HandlerDeps, request: OperationRequest, target: Target) {
  const { object, status } = await objectOf(deps, request, target);
  if (status !== 'RCVD') {
    throw new ApiProblem(409, 'STATUS_INVALID', `An authorisation can only be started while the ${target.kind} is RCVD; it is ${status}.`);
  }
  return deps.store.withTransaction((tx) => startSca(deps, tx, request, object));
}

/** Another SCA for cancelling an authorised payment; the domain says whether its cancellation needs one. */
async function startCancellation(deps: HandlerDeps, request: OperationRequest, target: PaymentTarget) {
  const address = readPaymentAddress(request, target.service);
  return deps.store.withTransaction(async (tx) => {
    await checkCancellationAuthorisation({ ...deps.domain, uow: joinUnitOfWork(tx) }, address);
    return startSca(deps, tx, request, toPaymentScaObject(address, 'cancellation'));
  });
}

async function list(deps: HandlerDeps, request: OperationRequest, target: Target) {
  const { object } = await objectOf(deps, request, target);
  const authorisationIds = await listAuthorisationIds(deps.sca, { tppId: request.tpp.id, object });
  return { status: 200, body: { authorisationIds } };
}

async function readStatus(deps: HandlerDeps, request: OperationRequest, target: Target) {
  const found = await objectOf(deps, request, target);
  const { object } = found;
  const authorisationId = request.path.authorisationId ?? '';
  const read = () => readAuthorisation(deps.sca, { authorisationId, tppId: request.tpp.id }, scaClock(deps));
  const authorisation = await read();
  if (!isAuthorisationOf(authorisation.object, object)) {
    const of = target.kind === 'basket' ? 'basket' : target.purpose === 'cancellation' ? "payment's cancellation" : "payment's initiation";
    throw new ApiProblem(404, 'SCA_NOT_FOUND', `Authorisation ${authorisationId} does not belong to this ${of}.`, 'authorisationId');
  }
  // HEAD reads without ending anything (review: it wrote as GET does); its answer has no body to tell anyway.
  if (target.kind === 'payment' && found.kind === 'payment' && request.raw.method !== 'HEAD' && !isFinalScaStatus(authorisation.scaStatus)) {
    const obsolete = await findObsoleteReason(deps, request, target, found.status);
    if (obsolete !== undefined) {
      // The payment moved on through another authorisation (rejected, cancelled, approved): this one can no longer
      // complete, so it ends now, with the reason its link will send back, rather than read "received" to a TPP
      // polling it until the PSU went through SCA for nothing (ops review). Decided meanwhile: read as it ended.
      const ended = await failForObject(deps, authorisationId, obsolete).catch(async (error: unknown) => {
        if (error instanceof ScaError) return read();
        throw error;
      });
      return { status: 200, body: { scaStatus: ended.scaStatus } };
    }
  }
  return { status: 200, body: { scaStatus: authorisation.scaStatus } };
}

/**
 * Why an open authorisation of a payment can no longer complete, from the payment as it is now: its initiation
 * once the payment is past waiting for SCA (no status leads back to RCVD), its cancellation once the payment is in
 * a final status. Undefined while it still can complete: a cancellation refused only for now, as while the bank
 * holds the payment (HOLD, released to ACTC) or while it is being executed (ACSP, which may wait as ACCP), stays
 * open for the PSU's decision (review: a read during a hold ended an authorisation the release would have served).
 */
async function findObsoleteReason(deps: HandlerDeps, request: OperationRequest, target: PaymentTarget, status: PaymentStatus): Promise<ApiProblem | undefined> {
  if (target.purpose === 'initiation') {
    return canStartPaymentAuthorisation({ transactionStatus: status })
      ? undefined
      : new ApiProblem(409, 'STATUS_INVALID', `The payment is ${status}: it no longer waits for this authorisation.`);
  }
  if (!isFinalStatus(status)) return undefined;
  try {
    await checkCancellationAuthorisation(deps.domain, readPaymentAddress(request, target.service));
    return undefined;
  } catch (error) {
    const refusal = findObjectRefusal(error);
    if (refusal === undefined) throw error;
    return refusal;
  }
}
