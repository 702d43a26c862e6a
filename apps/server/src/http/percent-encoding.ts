/**
 * Finds percent-encoding that does not decode: a `%` not followed by two hex digits, or bytes that are not UTF-8
 * (RFC 3986 section 2.1, and 2.5 for UTF-8). The router and Node's query parser keep such text as sent or
 * decode it to U+FFFD, so without this a TPP read "no resource" with its raw id, or a complaint about a control
 * character it never sent.
 */

/** Why a value with such encoding is refused, for a tppMessages text. */
export const BAD_PERCENT_ENCODING = 'is not valid percent-encoding: each % must be followed by two hex digits, and the encoded bytes must be UTF-8';

/**
 * The name of the first path parameter whose segment in the raw path does not decode. The template's
 * segments are matched from the end of the path, so a base path before it does not matter.
 *
 * @example
 * findBadlyEncodedPathParameter('/v1/card-accounts/{account-id}', '/v1/card-accounts/%ZZ') // 'account-id'
 */
export function findBadlyEncodedPathParameter(template: string, rawPath: string): string | undefined {
  // Nearly every path has nothing encoded: no split on the hot path.
  if (!rawPath.includes('%')) return undefined;
  const names = template.split('/');
  const segments = rawPath.split('/').slice(-names.length);
  for (let i = 0; i < names.length; i += 1) {
    const name = /^\{(.+)\}$/.exec(names[i] ?? '')?.[1];
    if (name !== undefined && !decodes(segments[i] ?? '')) return name;
  }
  return undefined;
}

/**
 * The name of the first query parameter whose name or value does not decode (`+` is a space, as in a form),
 * as the TPP wrote it where the name itself is the one that does not.
 */
export function findBadlyEncodedQueryParameter(rawQuery: string): string | undefined {
  if (!rawQuery.includes('%')) return undefined;
  for (const pair of rawQuery.split('&')) {
    const split = pair.indexOf('=');
    const name = split < 0 ? pair : pair.slice(0, split);
    const value = split < 0 ? '' : pair.slice(split + 1);
    if (!decodes(name)) return name;
    if (!decodes(value)) return decodeURIComponent(name.replace(/\+/g, ' '));
  }
  return undefined;
}

function decodes(text: string): boolean {
  if (!text.includes('%')) return true;
  try {
    decodeURIComponent(text.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}
