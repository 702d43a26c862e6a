import { v4 as uuidv4 } from 'uuid';

import { buildAuthorisationLinks, type AuthorisationLinks } from './authorisation-links.js';
import type { Clock } from './clock.js';
import type { ScaConfig } from './config.js';
import { ScaError } from './errors.js';
import { AUTHORISATION_TTL_MS } from './limits.js';
import { requirePsuIdentification, resolvePsu } from './psu-identification.js';
import type { AuthorisationRecord, PsuContext, ScaObject, ScaSessionRecord } from './records.js';
import { validateTppRedirectUri } from './redirect-uri.js';
import type { ScaRepositories } from './repositories.js';
import { findLiveSession } from './session.js';

/**
 * What every operation of this package needs: the repositories and the bank's SCA configuration.
 *
 * @example
 * ```ts
 * const deps: ScaDeps = { repositories: createMemoryRepositories(), config };
 * ```
 */
export interface ScaDeps {
  readonly repositories: ScaRepositories;
  readonly config: ScaConfig;
}

/**
 * A request that needs SCA, with the headers the SCA needs. Header values are passed as received (absent:
 * undefined); TPP-Redirect-Preferred as the boolean it means.
 *
 * @example
 * ```ts
 * const input: StartAuthorisationInput = {
 *   object: { kind: 'basket', basketId }, tppId, tppSessionId: 's-1',
 *   tppRedirectUri: 'https://tpp.example/cb', psuIdentity: '01019912345', psuContext: 'PRIVATE',
 * };
 * ```
 * @see the request headers TPP-Session-ID, TPP-Redirect-URI, TPP-Redirect-Preferred, PSU-ID, X-PSU-IDENTITY,
 *   PSU-Corporate-ID, PSU-Context and X-PSU-AuthMethod-Preferred
 */
export interface StartAuthorisationInput {
  readonly object: ScaObject;
  readonly tppId: string;
  /** The TPP's name from its certificate, shown to the PSU (see AuthorisationRecord.tppName). */
  readonly tppName?: string | undefined;
  readonly tppSessionId: string | undefined;
  readonly tppRedirectUri: string | undefined;
  readonly tppRedirectPreferred?: boolean | undefined;
  readonly psuId?: string | undefined;
  readonly psuIdentity?: string | undefined;
  readonly psuCorporateId?: string | undefined;
  readonly psuContext?: string | undefined;
  readonly authMethodPreferred?: string | undefined;
}

/**
 * The stored authorisation and the links to return to the TPP.
 *
 * @example
 * ```ts
 * const { authorisation, links } = await startAuthorisation(deps, input, clock);
 * ```
 */
export interface StartedAuthorisation {
  readonly authorisation: AuthorisationRecord;
  readonly links: AuthorisationLinks;
}

function parsePsuContext(value: string | undefined): PsuContext | null {
  if (value === undefined) return null;
  if (value === 'PRIVATE' || value === 'CORPORATE') return value;
  throw new ScaError('FORMAT_ERROR', 'PSU-Context must be PRIVATE or CORPORATE', { header: 'PSU-Context' });
}

function needsDynamicLinking(object: ScaObject): boolean {
  return object.kind === 'payment' || object.kind === 'basket';
}

/**
 * Creates the authorisation resource for a request that needs SCA.
 *
 * - TPP-Session-ID and a valid TPP-Redirect-URI are required.
 * - Payments and baskets need PSU-ID or X-PSU-IDENTITY (`HTTP_HEADER_REQUIRED`, header `PSU-ID`). A PSU-ID this
 *   bank issued to this TPP makes the status `psuIdentified` and only that PSU can complete the SCA; any other
 *   PSU-ID, or X-PSU-IDENTITY alone, leaves it `received` and the SCA identifies the PSU.
 * - Single-SCA payment initiation: when the SCA must identify the PSU of a payment, PSU-Context is required
 *   (not for a basket or a payment's cancellation, whose PSU chooses the context during SCA); when given, the
 *   SCA must be completed in that context.
 * - A consent or user identification under a TPP-Session-ID whose SCA session is live (same PSU and agreement)
 *   is `exempted`: no new authentication; payments and baskets always need their own SCA.
 *
 * @example
 * ```ts
 * const { links } = await startAuthorisation(deps, {
 *   object: { kind: 'payment', paymentService: 'periodic-payments', paymentProduct, paymentId },
 *   tppId, tppSessionId, tppRedirectUri, psuId, psuContext,
 * }, clock);
 * ctx.body = { paymentId, transactionStatus: 'RCVD', _links: links };
 * ```
 */
export async function startAuthorisation(
  deps: ScaDeps,
  input: StartAuthorisationInput,
  clock: Clock,
): Promise<StartedAuthorisation> {
  const { repositories, config } = deps;
  if (input.tppSessionId === undefined || input.tppSessionId === '') {
    throw new ScaError('HTTP_HEADER_REQUIRED', 'TPP-Session-ID is required', { header: 'TPP-Session-ID' });
  }
  const tppRedirectUri = validateTppRedirectUri(input.tppRedirectUri, config.environment).href;
  const psuContext = parsePsuContext(input.psuContext);
  const dynamic = needsDynamicLinking(input.object);
  if (dynamic) requirePsuIdentification(input);

  const { psu, corporate } = await resolvePsu(repositories.identities, input);
  // Single-SCA payment initiation (2.9.6) needs PSU-Context; a signing basket and a payment's cancellation do
  // not list the header (the DELETE declares none), so there the PSU chooses the context during SCA.
  if (input.object.kind === 'payment' && input.object.purpose !== 'cancellation' && psu === undefined && psuContext === null) {
    throw new ScaError('HTTP_HEADER_REQUIRED', 'PSU-Context is required when the SCA identifies the PSU', {
      header: 'PSU-Context',
    });
  }

  const now = clock.now();
  const session = dynamic ? undefined : await findLiveSession(repositories.sessions, input.tppId, input.tppSessionId, now);
  const named = input.psuId === undefined || input.psuId === '' ? undefined : (psu?.id ?? null);
  const coveringSession =
    session !== undefined && covers(session, { named, identity: input.psuIdentity, agreementId: corporate?.agreementId ?? null, context: psuContext }) ? session : undefined;

  const expectedPsuId = psu?.id ?? coveringSession?.psuId ?? null;
  const authorisation: AuthorisationRecord = {
    authorisationId: uuidv4(),
    object: input.object,
    scaStatus: coveringSession !== undefined ? 'exempted' : expectedPsuId !== null ? 'psuIdentified' : 'received',
    tppId: input.tppId,
    tppName: input.tppName ?? null,
    tppSessionId: input.tppSessionId,
    tppRedirectUri,
    tppRedirectPreferred: input.tppRedirectPreferred ?? true,
    psuIdHint: input.psuId ?? null,
    psuIdentityHint: input.psuIdentity ?? null,
    authMethodPreferred: input.authMethodPreferred ?? null,
    psuContext,
    expectedPsuId,
    expectedAgreementId: corporate?.agreementId ?? coveringSession?.agreementId ?? null,
    createdAt: now,
    expiresAt: now + (config.authorisationTtlMs ?? AUTHORISATION_TTL_MS),
    completedAt: null,
    psuId: null,
    customerNumber: null,
    context: null,
    agreementId: null,
    psuCorporateId: null,
    failureCode: null,
  };
  await repositories.authorisations.save(authorisation);
  return { authorisation, links: buildAuthorisationLinks(config, authorisation) };
}

// A live session spares the SCA only for what it was opened for: its PSU, agreement and context. A request naming
// nobody (undefined) rides on the session's PSU; one naming a PSU-ID the bank does not know (null) does not, nor
// one naming another person by X-PSU-IDENTITY (exempting it answered for the session's PSU instead), nor one asking
// for another context (no choice could then complete it).
function covers(
  session: ScaSessionRecord,
  asked: { named: string | null | undefined; identity: string | undefined; agreementId: string | null; context: string | null },
): boolean {
  const samePsu = asked.named === undefined || asked.named === session.psuId;
  const sameIdentity = asked.identity === undefined || asked.identity === '' || asked.identity === session.customerNumber;
  const sameContext = asked.context === null || asked.context === session.context;
  return samePsu && sameIdentity && sameContext && asked.agreementId === session.agreementId;
}
