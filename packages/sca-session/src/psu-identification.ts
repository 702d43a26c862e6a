import { ScaError } from './errors.js';
import type { IssuedIdentityRecord } from './records.js';
import type { IssuedIdentityRepository } from './repositories.js';

/**
 * The PSU identification headers of a request.
 *
 * @example
 * ```ts
 * const headers: PsuHeaders = { tppId, psuId: ctx.get('PSU-ID') || undefined };
 * ```
 * @see the request headers PSU-ID, X-PSU-IDENTITY (the national identity number, an alternative to PSU-ID),
 *   PSU-Corporate-ID and PSU-Context
 */
export interface PsuHeaders {
  readonly tppId: string;
  readonly psuId?: string | undefined;
  readonly psuIdentity?: string | undefined;
  readonly psuCorporateId?: string | undefined;
  /** PSU-Context as sent (PRIVATE or CORPORATE). */
  readonly psuContext?: string | undefined;
}

/**
 * Who the bank recognises from the headers. `psu` is set only when PSU-ID is a psu-id this bank issued to this
 * TPP; any other PSU-ID is left to the SCA to identify, never matched silently.
 *
 * @example
 * ```ts
 * if (resolved.psu === undefined) console.log('the SCA must identify the PSU');
 * ```
 */
export interface ResolvedPsu {
  readonly psu: IssuedIdentityRecord | undefined;
  readonly corporate: IssuedIdentityRecord | undefined;
}

/**
 * Resolves PSU-ID and PSU-Corporate-ID against the ids issued to this TPP. Throws `FORMAT_ERROR` (header
 * `PSU-Context`, a 400) when `PSU-Context: PRIVATE` contradicts the other headers: a PSU-Corporate-ID is sent, or
 * PSU-ID names a corporate customer. Throws `CORPORATE_ID_INVALID` for a PSU-Corporate-ID never issued to the
 * TPP, and `HTTP_HEADER_REQUIRED` (header `PSU-Corporate-ID`, a 400) when a known PSU acts as a corporate user
 * without PSU-Corporate-ID: PSU-ID names a corporate customer, or the request says `PSU-Context: CORPORATE`.
 * Without a known PSU (X-PSU-IDENTITY only) the PSU chooses the agreement during SCA, so no PSU-Corporate-ID is
 * needed yet.
 *
 * @example
 * ```ts
 * const { psu, corporate } = await resolvePsu(repositories.identities, { tppId, psuId, psuCorporateId, psuContext });
 * ```
 * @see spec/openapi.yaml, parameters PSUContext and PSUCorporateID
 */
export async function resolvePsu(identities: IssuedIdentityRepository, headers: PsuHeaders): Promise<ResolvedPsu> {
  const issued = headers.psuId === undefined ? undefined : await identities.find(headers.tppId, normalizeIssuedId(headers.psuId));
  const psu = issued?.kind === 'psu' ? issued : undefined;

  let corporate: IssuedIdentityRecord | undefined;
  if (headers.psuCorporateId !== undefined) {
    const found = await identities.find(headers.tppId, normalizeIssuedId(headers.psuCorporateId));
    if (found?.kind !== 'corporate') {
      throw new ScaError('CORPORATE_ID_INVALID', 'PSU-Corporate-ID is not known for this TPP', {
        header: 'PSU-Corporate-ID',
      });
    }
    corporate = found;
  }
  // After the corporate id is known to be one: an id never issued is that, not a contradiction of PSU-Context.
  refuseContradictingContext(headers, psu);
  if (corporate !== undefined) return { psu, corporate };
  if (psu?.customerType === 'CORPORATE') {
    throw new ScaError('HTTP_HEADER_REQUIRED', 'PSU-Corporate-ID is required for a corporate user', {
      header: 'PSU-Corporate-ID',
    });
  }
  if (psu !== undefined && headers.psuContext === 'CORPORATE') {
    throw new ScaError(
      'HTTP_HEADER_REQUIRED',
      'PSU-Corporate-ID is required with PSU-Context CORPORATE: send the psu-corporate-id of the SCA redirect, or an agreement id from GET /v1/agreements',
      { header: 'PSU-Corporate-ID' },
    );
  }
  return { psu, corporate: undefined };
}

// PSU-Context PRIVATE says the PSU acts for itself. A PSU-Corporate-ID names an agreement to act under, and a
// corporate customer acts only in CORPORATE context, so either contradicts it. Refused before the request is
// looked at further: otherwise a payment's debtor was checked in one context while its SCA could only be completed
// in the other, and the TPP got a payment no decision of the PSU could authorise (Berlin Group answers
// inconsistent headers with 400 FORMAT_ERROR).
function refuseContradictingContext(headers: PsuHeaders, psu: IssuedIdentityRecord | undefined): void {
  if (headers.psuContext !== 'PRIVATE') return;
  if (headers.psuCorporateId !== undefined) {
    throw new ScaError(
      'FORMAT_ERROR',
      'PSU-Context PRIVATE contradicts PSU-Corporate-ID, which names a corporate agreement: send PSU-Context CORPORATE, or no PSU-Corporate-ID',
      { header: 'PSU-Context' },
    );
  }
  if (psu?.customerType === 'CORPORATE') {
    throw new ScaError('FORMAT_ERROR', 'PSU-Context PRIVATE contradicts PSU-ID, which names a corporate customer: it acts only in CORPORATE context', {
      header: 'PSU-Context',
    });
  }
}

/**
 * Enforces that a payment or basket request identifies its PSU: PSU-ID, or X-PSU-IDENTITY as its alternative.
 * With neither: `HTTP_HEADER_REQUIRED` naming `PSU-ID` (a 400).
 *
 * @example
 * ```ts
 * requirePsuIdentification({ tppId, psuIdentity: '01019912345' }); // passes
 * requirePsuIdentification({ tppId });                              // throws, header 'PSU-ID'
 * ```
 */
export function requirePsuIdentification(headers: PsuHeaders): void {
  if (isBlank(headers.psuId) && isBlank(headers.psuIdentity)) {
    throw new ScaError('HTTP_HEADER_REQUIRED', 'PSU-ID (or X-PSU-IDENTITY) is required', { header: 'PSU-ID' });
  }
}

function isBlank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/**
 * The form a psu-id or psu-corporate-id is issued and stored in, from the form a TPP sends it back in. The ids are
 * UUIDs issued in lower case: RFC 4122 reads their hex digits in either case, and its URN form (`urn:uuid:...`),
 * which a UUID format check lets through, names the same UUID.
 *
 * @example
 * normalizeIssuedId('urn:uuid:3F0E7B9A-...'); // '3f0e7b9a-...'
 * @see RFC 4122 section 3 (the URN namespace and case of the hex digits)
 */
export function normalizeIssuedId(value: string): string {
  const lower = value.toLowerCase();
  return lower.startsWith('urn:uuid:') ? lower.slice('urn:uuid:'.length) : lower;
}
