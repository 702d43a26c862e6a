import { canDeleteSigningBasket, createSigningBasket, deleteSigningBasket, getSigningBasket, joinUnitOfWork, type BasketStatus } from '@xs2a-kit/domain';
import type { HandlerTable } from '../operations/register-routes.js';
import type { OperationRequest } from '../operations/request-context.js';
import { link } from './api-json.js';
import type { HandlerDeps } from './handler-deps.js';
import { identifyPsu, readScaHeaders, startSca } from './sca-support.js';
import type { TransactionRepositories } from '@xs2a-kit/store';

/**
 * Signing baskets: create (with the SCA that authorises every payment in it), read, status and delete. The
 * basket's status is derived by the domain from its payments (the worst case), never stored.
 */
export function createBasketHandlers(deps: HandlerDeps): HandlerTable {
  return {
    createSigningBasket: (request) => create(deps, request),
    getSigningBasket: async (request) => {
      const basket = await getSigningBasket(deps.domain, { tppId: request.tpp.id, basketId: basketIdOf(request) });
      return {
        status: 200,
        body: { payments: basket.paymentIds, transactionStatus: basket.transactionStatus, _links: basketLinks(deps, basket.basketId, basket.transactionStatus) },
      };
    },
    getSigningBasketStatus: async (request) => {
      const basket = await getSigningBasket(deps.domain, { tppId: request.tpp.id, basketId: basketIdOf(request) });
      return { status: 200, body: { transactionStatus: basket.transactionStatus } };
    },
    deleteSigningBasket: async (request) => {
      await deleteSigningBasket(deps.domain, { tppId: request.tpp.id, basketId: basketIdOf(request) });
      return { status: 204 };
    },
  };
}

async function create(deps: HandlerDeps, request: OperationRequest) {
  const { paymentIds } = request.body as { paymentIds: string[] };
  const { basket, sca } = await deps.store.withTransaction(async (tx) => {
    const psu = await identifyPsu(tx, request);
    const tppId = request.tpp.id;
    const basket = await createSigningBasket({ ...deps.domain, uow: joinUnitOfWork(tx) }, {
      tppId,
      paymentIds,
      psu,
      psuIdentity: readScaHeaders(request).psuIdentity,
      namedByIdentity: (paymentId) => findNamedIdentity(tx, tppId, paymentId),
    });
    const sca = await startSca(deps, tx, request, { kind: 'basket', basketId: basket.basketId });
    return { basket, sca };
  });
  return {
    status: request.operation.successStatus,
    body: {
      basketId: basket.basketId,
      transactionStatus: basket.transactionStatus,
      _links: { ...basketLinks(deps, basket.basketId, basket.transactionStatus), scaRedirect: sca.links.scaRedirect, scaStatus: sca.links.scaStatus },
    },
  };
}

/**
 * The person a payment's initiation named by X-PSU-IDENTITY: the SCA package keeps the hint with the payment's
 * authorisation, whose SCA only that person may then pass (isNamedPsu).
 */
async function findNamedIdentity(tx: TransactionRepositories, tppId: string, paymentId: string): Promise<string | undefined> {
  for (const authorisationId of await tx.authorisations.listIdsByObject(tppId, 'payment', paymentId)) {
    const record = await tx.authorisations.find(authorisationId);
    if (record?.object.kind === 'payment' && record.object.purpose !== 'cancellation' && record.psuIdentityHint) return record.psuIdentityHint;
  }
  return undefined;
}

/** A basket's links; DELETE is offered while the domain still allows deleting it. */
function basketLinks(deps: HandlerDeps, basketId: string, status: BasketStatus) {
  const self = `${deps.linkBase}/v1/signing-baskets/${encodeURIComponent(basketId)}`;
  return { self: canDeleteSigningBasket(status) ? link(self, 'GET', 'DELETE') : link(self, 'GET'), status: link(`${self}/status`, 'GET') };
}

function basketIdOf(request: OperationRequest): string {
  return request.path.basketId ?? '';
}
