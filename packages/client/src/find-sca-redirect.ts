/**
 * Reading the SCA redirect out of an answer body: the link itself and, when the bank shows it, the id of the
 * authorisation resource it belongs to (needed for the sandbox's headless approval).
 */

/**
 * The SCA links of an answer.
 *
 * @example
 * ```ts
 * const links: ScaLinks = { scaRedirect: 'https://sca.bank.example/sca/a-1', authorisationId: 'a-1' };
 * ```
 */
export interface ScaLinks {
  readonly scaRedirect: string;
  readonly authorisationId: string | undefined;
}

/**
 * Finds `_links.scaRedirect.href` in a parsed body; the authorisation id comes from `_links.scaStatus`
 * (`.../authorisations/{id}` or `.../cancellation-authorisations/{id}`), else from the redirect itself (`/sca/{id}` or an `authorisation` query parameter).
 *
 * @example
 * ```ts
 * findScaRedirect({ _links: { scaRedirect: { href: 'https://sca.bank.example/sca/a-1', verbs: ['GET'] } } })?.authorisationId; // 'a-1'
 * ```
 */
export function findScaRedirect(body: unknown): ScaLinks | undefined {
  const links = readObject(readObject(body)?._links);
  const href = readHref(links?.scaRedirect);
  if (href === undefined) return undefined;
  return { scaRedirect: href, authorisationId: readAuthorisationId(readHref(links?.scaStatus), href) };
}

function readObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function readHref(link: unknown): string | undefined {
  const href = readObject(link)?.href;
  return typeof href === 'string' && href !== '' ? href : undefined;
}

function readAuthorisationId(scaStatus: string | undefined, scaRedirect: string): string | undefined {
  const fromStatus = scaStatus?.match(/\/(?:cancellation-)?authorisations\/([^/?#]+)/)?.[1];
  if (fromStatus) return decodeURIComponent(fromStatus);
  let url: URL;
  try {
    url = new URL(scaRedirect, 'http://relative.invalid');
  } catch {
    return undefined;
  }
  const fromQuery = url.searchParams.get('authorisation') ?? url.searchParams.get('authorisationId');
  if (fromQuery) return fromQuery;
  const fromPath = url.pathname.match(/\/sca\/([^/]+)\/?$/)?.[1];
  return fromPath ? decodeURIComponent(fromPath) : undefined;
}
