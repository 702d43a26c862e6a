/**
 * Headers Berlin Group derives from a body's links, for success and error answers alike:
 * - `ASPSP-SCA-Approach: REDIRECT` wherever an SCA redirect is offered (a 201 that starts a payment, a 401 that
 *   asks for consent): redirect is the only approach this bank uses, so it is fixed and must be said;
 * - on 201, `Location` of the created resource: its self link, or for a new authorisation (which has no self
 *   link) its scaStatus link, the address the authorisation is read at.
 *
 * @example
 * ctx.set(linkHeaders(201, body)); // { 'ASPSP-SCA-Approach': 'REDIRECT', Location: body._links.self.href }
 * @see Berlin Group NextGenPSD2 1.3.11, response headers ASPSP-SCA-Approach and Location
 */
export function linkHeaders(status: number, body: unknown): Record<string, string> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  const { _links: links, authorisationId } = body as { _links?: Record<string, { href?: unknown } | undefined>; authorisationId?: unknown };
  if (links === undefined || links === null || typeof links !== 'object') return {};
  const headers: Record<string, string> = {};
  if (links.scaRedirect !== undefined) headers['ASPSP-SCA-Approach'] = 'REDIRECT';
  if (status === 201) {
    const created = links.self ?? (typeof authorisationId === 'string' ? links.scaStatus : undefined);
    if (typeof created?.href === 'string') headers.Location = created.href;
  }
  return headers;
}
