import type { ScaConfig } from './config.js';
import type { AuthorisationRecord, ScaObject } from './records.js';

/**
 * A hyperlink as the API returns it in `_links`.
 *
 * @example
 * ```ts
 * const link: Link = { href: 'https://sca.bank.example/sca/3f1c…', verbs: ['GET'] };
 * ```
 */
export interface Link {
  readonly href: string;
  readonly verbs: readonly ('GET' | 'PUT' | 'POST' | 'DELETE')[];
}

/**
 * The links a response carries when SCA is needed.
 *
 * @example
 * ```ts
 * ctx.body = { transactionStatus: 'RCVD', _links: buildAuthorisationLinks(config, authorisation) };
 * ```
 */
export interface AuthorisationLinks {
  readonly scaRedirect: Link;
  readonly scaStatus: Link;
}

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

function describeStatusPath(object: ScaObject, authorisationId: string): string {
  const id = encodeURIComponent(authorisationId);
  switch (object.kind) {
    case 'payment': {
      const resource = object.purpose === 'cancellation' ? 'cancellation-authorisations' : 'authorisations';
      return `/v1/${[object.paymentService, object.paymentProduct, object.paymentId].map(encodeURIComponent).join('/')}/${resource}/${id}`;
    }
    case 'basket':
      return `/v1/signing-baskets/${encodeURIComponent(object.basketId)}/authorisations/${id}`;
    case 'consent':
    case 'user-identification':
      // The consent is hidden from the TPP, so there is no consent id to put in the path.
      return `/v1/authorisations/${id}`;
  }
}

/**
 * Builds `scaRedirect` (the bank's SCA site: `${scaBaseUrl}/sca/${authorisationId}`) and `scaStatus` (the
 * authorisation sub-resource of the payment or basket, `cancellation-authorisations` for a payment's
 * cancellation; `/v1/authorisations/{id}` for consents and user identification, whose consent stays hidden
 * from the TPP).
 *
 * @example
 * ```ts
 * buildAuthorisationLinks(config, authorisation).scaRedirect.href; // 'https://sca.bank.example/sca/3f1c…'
 * ```
 */
export function buildAuthorisationLinks(
  config: ScaConfig,
  authorisation: Pick<AuthorisationRecord, 'authorisationId' | 'object'>,
): AuthorisationLinks {
  const id = authorisation.authorisationId;
  return {
    scaRedirect: { href: join(config.scaBaseUrl, `/sca/${encodeURIComponent(id)}`), verbs: ['GET'] },
    scaStatus: { href: join(config.apiBaseUrl, describeStatusPath(authorisation.object, id)), verbs: ['GET'] },
  };
}
