import type { ScaDeps } from './authorisation-start.js';
import type { ScaObject } from './records.js';

/** A payment or a signing basket: the objects whose authorisations a TPP can list. */
export type ListableScaObject = Extract<ScaObject, { kind: 'payment' | 'basket' }>;

/**
 * Whether an authorisation was made for this object: the same payment or basket and, for a payment, the same
 * purpose (an object without `purpose` means the initiation). A cancellation's authorisation is therefore not
 * one of the initiation's, and the other way round.
 *
 * @example
 * ```ts
 * if (!isAuthorisationOf(record.object, { kind: 'basket', basketId })) throw notFound();
 * ```
 * @see Berlin Group NextGenPSD2 1.3 implementation guidelines: authorisation and cancellation-authorisation
 *   sub-resources of a payment are kept apart.
 */
export function isAuthorisationOf(authorised: ScaObject, object: ScaObject): boolean {
  if (authorised.kind === 'basket' && object.kind === 'basket') return authorised.basketId === object.basketId;
  if (authorised.kind === 'payment' && object.kind === 'payment') {
    return authorised.paymentId === object.paymentId && (authorised.purpose ?? 'initiation') === (object.purpose ?? 'initiation');
  }
  return false;
}

/**
 * The ids of a TPP's authorisations of one payment or basket, oldest first, for the purpose the object names:
 * the initiation (the `authorisations` sub-resource) or, for a payment, its cancellation
 * (`cancellation-authorisations`). The repository lists every authorisation of the object; the few a payment
 * has are read to tell the purposes apart.
 *
 * @example
 * ```ts
 * const ids = await listAuthorisationIds(deps, { tppId, object: { kind: 'payment', paymentService: 'payments',
 *   paymentProduct: 'sepa-credit-transfers', paymentId, purpose: 'cancellation' } });
 * ```
 * @see {@link isAuthorisationOf}
 */
export async function listAuthorisationIds(
  deps: Pick<ScaDeps, 'repositories'>,
  request: { readonly tppId: string; readonly object: ListableScaObject },
): Promise<string[]> {
  const { object, tppId } = request;
  const authorisations = deps.repositories.authorisations;
  const objectId = object.kind === 'basket' ? object.basketId : object.paymentId;
  const ids = await authorisations.listIdsByObject(tppId, object.kind, objectId);
  if (object.kind === 'basket') return ids;
  const records = await Promise.all(ids.map((id) => authorisations.find(id)));
  return ids.filter((_, i) => {
    const record = records[i];
    return record !== undefined && isAuthorisationOf(record.object, object);
  });
}
