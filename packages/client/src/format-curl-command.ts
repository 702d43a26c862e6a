/**
 * A signed request as a curl command line, for trying a call by hand.
 */
import type { SignedHttpRequest } from './sign-http-request.js';

/**
 * Formats a signed request as one POSIX shell command (`curl -sS -X ... -H ... --data-binary ...`), every
 * argument single-quoted. The body goes in verbatim with `--data-binary`, so the Digest still matches; a body
 * that is not UTF-8 text is left out with a comment, since it cannot be quoted safely.
 *
 * @example
 * ```ts
 * console.log(formatCurlCommand(signHttpRequest({ method: 'POST', url, body, certificate, privateKey })));
 * ```
 * @see https://curl.se/docs/manpage.html (--data-binary)
 */
export function formatCurlCommand(request: SignedHttpRequest): string {
  const parts = [`curl -sS -X ${request.method} ${quote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) parts.push(`-H ${quote(`${displayName(name)}: ${value}`)}`);
  if (request.body !== undefined) {
    const text = Buffer.from(request.body).toString('utf8');
    if (Buffer.from(text, 'utf8').equals(Buffer.from(request.body))) parts.push(`--data-binary ${quote(text)}`);
    else parts.push('# binary body left out');
  }
  return parts.join(' \\\n  ');
}

function quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

const SPELLING = new Map(
  ['X-Request-ID', 'TPP-Redirect-URI', 'TPP-Session-ID', 'TPP-Signature-Certificate', 'PSU-ID', 'PSU-Corporate-ID', 'PSU-Context', 'PSU-IP-Address', 'X-PSU-IDENTITY', 'x-accept-fix'].map(
    (name) => [name.toLowerCase(), name],
  ),
);

/** The spec's spelling of a header name (HTTP ignores case; people reading the command do not). */
export function displayName(name: string): string {
  return SPELLING.get(name) ?? name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);
}
