/**
 * Headers Berlin Group derives from a body's links, for success and error answers alike:
 * - `ASPSP-SCA-Approach: REDIRECT` wherever an SCA redirect is offered (a 201 that starts a payment, a 401 that
 *   asks for consent): redirect is the only approach this bank uses, so it is fixed and must be said;
 * - on 201, `Location` of the created resource: its self link, or for a new authorisation (which has no self
 *   link) its scaStatus link, the address the authorisation is read at. A link given as a path from the API root
 *   (`/v1/...`) gets `publicUrl` in front: resolved against the request's own URL, a relative Location would lose
 *   the base path (`/api-sandbox`) the API is served under.
 *
 * @example
 * ctx.set(linkHeaders(201, body, 'https://api.bank.example/psd2'));
 * // { 'ASPSP-SCA-Approach': 'REDIRECT', Location: 'https://api.bank.example/psd2' + body._links.self.href }
 * @see Berlin Group NextGenPSD2 1.3.11, response headers ASPSP-SCA-Approach and Location
 */
export function linkHeaders(status: number, body: unknown, publicUrl = ''): Record<string, string> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  const { _links: links, authorisationId } = body as { _links?: Record<string, { href?: unknown } | undefined>; authorisationId?: unknown };
  if (links === undefined || links === null || typeof links !== 'object') return {};
  const headers: Record<string, string> = {};
  if (links.scaRedirect !== undefined) headers['ASPSP-SCA-Approach'] = 'REDIRECT';
  if (status === 201) {
    const created = links.self ?? (typeof authorisationId === 'string' ? links.scaStatus : undefined);
    const href = created?.href;
    if (typeof href === 'string') headers.Location = href.startsWith('/') ? `${publicUrl}${href}` : href;
  }
  return headers;
}
