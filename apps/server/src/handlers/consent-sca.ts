import { randomUUID } from 'node:crypto';
import { startAuthorisation, type StartAuthorisationInput, type StartedAuthorisation } from '@xs2a-kit/sca-session';
import { ApiProblem, type Links, type MessageCode } from '../http/api-problem.js';
import { scaClock, type HandlerDeps } from './handler-deps.js';

/** The SCA objects that ride on bank-offered consent: a consent, or identifying the PSU for a PISP-only journey. */
export type ConsentScaObject = Extract<StartAuthorisationInput['object'], { kind: 'consent' | 'user-identification' }>;

/**
 * Starts a consent or user-identification authorisation. TPP-Session-ID is optional on account reads, the
 * agreement list and the consent and user-identification starts, since a TPP's first call has no session yet;
 * when a TPP leaves it out the bank names the session itself, and the success redirect hands it back as
 * tpp-session-id (the real service does the same: portal-facts §7), so the TPP can send it afterwards.
 * Payments and baskets never come here: their SCA needs dynamic linking and the payment handlers start it.
 *
 * @example
 * const { links } = await startConsentSca(deps, { ...readScaHeaders(request), object: { kind: 'consent' } });
 * @see service-spec.md "Authentication" (SCA flow items 1, 2 and 5); portal-facts.md §7
 */
export async function startConsentSca(
  deps: HandlerDeps,
  input: Omit<StartAuthorisationInput, 'object'> & { readonly object: ConsentScaObject },
): Promise<StartedAuthorisation> {
  const tppSessionId = input.tppSessionId ?? randomUUID();
  return startAuthorisation(deps.sca, { ...input, tppSessionId }, scaClock(deps));
}

/**
 * The authorisation links as `_links` entries (`scaRedirect` first, then `scaStatus`). The SCA link carries the
 * proposed context as a query parameter, as the real service's link does (portal-facts §7): PSU-Context when
 * sent, CORPORATE when PSU-Corporate-ID names an agreement, else PRIVATE. The PSU still chooses during SCA.
 *
 * @see spec/openapi.yaml ScaRedirectResponse
 */
export function toLinks(started: StartedAuthorisation): Links & { scaRedirect: Links[string] } {
  const { scaRedirect, scaStatus } = started.links;
  const { psuContext, expectedAgreementId } = started.authorisation;
  const redirect = new URL(scaRedirect.href);
  redirect.searchParams.set('context', psuContext ?? (expectedAgreementId !== null ? 'CORPORATE' : 'PRIVATE'));
  return {
    scaRedirect: { href: redirect.toString(), verbs: [...scaRedirect.verbs] },
    scaStatus: { href: scaStatus.href, verbs: [...scaStatus.verbs] },
  };
}

/**
 * The 401 of a read that needs SCA first: an ERROR tppMessage and `_links.scaRedirect`, which the TPP follows
 * and then repeats the call with the psu-id it gets back.
 *
 * @example
 * throw scaRequired(started, 'CONSENT_INVALID', 'No consent for this account; SCA is needed.');
 * @see service-spec.md "Errors" (account read without consent or SCA: 401 with scaRedirect link)
 */
export function scaRequired(started: StartedAuthorisation, code: MessageCode, text: string): ApiProblem {
  return new ApiProblem(401, code, text, undefined, toLinks(started));
}
