import { ApiProblem } from './api-problem.js';

/**
 * RFC 3986 section 3.2.2 and 3.2.3: an IP literal in brackets or a registered name (unreserved characters,
 * percent-encodings, sub-delimiters), then an optional port of digits.
 */
const HOST_VALUE = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~%!$&'()*+,;=]*)(?::\d*)?$/;

/**
 * RFC 9112 section 3.2: a server answers 400 to a request with more than one Host line, or with a Host value that
 * is not a host and port. Node keeps the first of several and checks nothing, so `Host: a` + `Host: b` and
 * `Host: a b` were served (review L). A missing Host is the caller's check (HTTP/1.0 may omit it).
 *
 * @example
 * refuseBadHost(ctx.req.rawHeaders); // throws ApiProblem 400 FORMAT_ERROR at Host
 * @see RFC 9112 section 3.2, RFC 3986 section 3.2.2
 */
export function refuseBadHost(rawHeaders: readonly string[]): void {
  let seen = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length !== 4 || name.toLowerCase() !== 'host') continue;
    seen += 1;
    if (seen > 1) throw new ApiProblem(400, 'FORMAT_ERROR', 'The request carries more than one Host header line; send one (RFC 9112 section 3.2).', 'Host');
    const value = rawHeaders[i + 1] ?? '';
    if (!HOST_VALUE.test(value)) {
      throw new ApiProblem(400, 'FORMAT_ERROR', `Host ${JSON.stringify(value.slice(0, 100))} is not a host name or address with an optional port (RFC 9112 section 3.2).`, 'Host');
    }
  }
}
