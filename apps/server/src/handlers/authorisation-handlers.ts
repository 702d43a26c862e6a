import { getPaymentStatus, getSigningBasket, type PaymentService } from '@xs2a-kit/domain';
import { readAuthorisation, type AuthorisationRecord, type ScaObject } from '@xs2a-kit/sca-session';
import { listOperations } from '@xs2a-kit/schema';
import { ApiProblem } from '../http/api-problem.js';
import type { HandlerTable } from '../operations/register-routes.js';
import type { OperationHandler, OperationRequest } from '../operations/request-context.js';
import { scaClock, type HandlerDeps } from './handler-deps.js';
import { startSca } from './sca-support.js';

const SERVICES: readonly PaymentService[] = ['payments', 'periodic-payments', 'bulk-payments'];

/**
 * The authorisation sub-resources of payments and signing baskets (Berlin Group "explicit start of the
 * authorisation process"): start one (a new SCA redirect, e.g. after the PSU abandoned the first), list their
 * ids, and read one's scaStatus. Each checks that the payment or basket is the calling TPP's.
 */
export function createAuthorisationHandlers(deps: HandlerDeps): HandlerTable {
  const table: Record<string, OperationHandler> = {};
  for (const operation of listOperations()) {
    const service = SERVICES.find((s) => operation.path.startsWith(`/v1/${s}/{payment-product}/{paymentId}/authorisations`));
    const kind = service ? 'payment' : operation.path.startsWith('/v1/signing-baskets/{basketId}/authorisations') ? 'basket' : undefined;
    if (!kind) continue;
    const one = operation.path.endsWith('{authorisationId}');
    table[operation.operationId] = one
      ? (request) => readStatus(deps, request, kind, service)
      : operation.method === 'POST'
        ? (request) => start(deps, request, kind, service)
        : (request) => list(deps, request, kind, service);
  }
  // Consent and identification authorisations have no object the TPP can name (spec: getAuthorisationStatus).
  table.getAuthorisationStatus = async (request) => {
    const authorisation = await readAuthorisation(deps.sca, { authorisationId: request.path.authorisationId ?? '', tppId: request.tpp.id }, scaClock(deps));
    return { status: 200, body: { scaStatus: authorisation.scaStatus } };
  };
  return table as HandlerTable;
}

type Kind = 'payment' | 'basket';

/** Resolves the payment or basket of the path, failing as RESOURCE_UNKNOWN when it is not the TPP's. */
async function objectOf(deps: HandlerDeps, request: OperationRequest, kind: Kind, service: PaymentService | undefined) {
  const tppId = request.tpp.id;
  if (kind === 'basket') {
    const basket = await getSigningBasket(deps.domain, { tppId, basketId: request.path.basketId ?? '' });
    return { object: { kind: 'basket', basketId: basket.basketId } satisfies ScaObject, status: basket.transactionStatus };
  }
  const product = request.path['payment-product'] ?? '';
  const paymentId = request.path.paymentId ?? '';
  const status = await getPaymentStatus(deps.domain, { tppId, paymentId, service: service as PaymentService, product: product as never });
  return {
    object: { kind: 'payment', paymentService: service as string, paymentProduct: product, paymentId } satisfies ScaObject,
    status: status.transactionStatus,
  };
}

async function start(deps: HandlerDeps, request: OperationRequest, kind: Kind, service: PaymentService | undefined) {
  const { object, status } = await objectOf(deps, request, kind, service);
  if (status !== 'RCVD') {
    throw new ApiProblem(409, 'STATUS_INVALID', `An authorisation can only be started while the ${kind} is RCVD; it is ${status}.`);
  }
  const sca = await deps.store.withTransaction((tx) => startSca(deps, tx, request, object));
  return {
    status: request.operation.successStatus,
    body: {
      scaStatus: sca.authorisation.scaStatus,
      authorisationId: sca.authorisation.authorisationId,
      _links: { scaRedirect: sca.links.scaRedirect, scaStatus: sca.links.scaStatus },
    },
  };
}

async function list(deps: HandlerDeps, request: OperationRequest, kind: Kind, service: PaymentService | undefined) {
  const { object } = await objectOf(deps, request, kind, service);
  const objectId = object.kind === 'basket' ? object.basketId : object.paymentId;
  const authorisationIds = await deps.store.authorisations.listIdsByObject(request.tpp.id, kind, objectId);
  return { status: 200, body: { authorisationIds } };
}

async function readStatus(deps: HandlerDeps, request: OperationRequest, kind: Kind, service: PaymentService | undefined) {
  const { object } = await objectOf(deps, request, kind, service);
  const authorisation = await readAuthorisation(deps.sca, { authorisationId: request.path.authorisationId ?? '', tppId: request.tpp.id }, scaClock(deps));
  if (!sameObject(authorisation, object)) {
    throw new ApiProblem(404, 'SCA_NOT_FOUND', `Authorisation ${request.path.authorisationId ?? ''} does not belong to this ${kind}.`);
  }
  return { status: 200, body: { scaStatus: authorisation.scaStatus } };
}

function sameObject(authorisation: AuthorisationRecord, object: ScaObject): boolean {
  const a = authorisation.object;
  if (a.kind === 'basket' && object.kind === 'basket') return a.basketId === object.basketId;
  if (a.kind === 'payment' && object.kind === 'payment') return a.paymentId === object.paymentId;
  return false;
}
