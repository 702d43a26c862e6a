/**
 * The URL of a call, built from the operation table's path template, so no path is written twice.
 */
import type { OperationDescriptor } from '@xs2a-kit/schema';
import { ClientError } from './client-error.js';

/**
 * Fills `{name}` placeholders of the operation's path (each value percent-encoded) and appends the query
 * parameters the operation declares, in the table's order; undefined values are left out. `baseUrl` may carry a
 * base path (`https://bank.example/api-sandbox`).
 *
 * @example
 * ```ts
 * buildRequestUrl('http://localhost:8080', getOperation('getSigningBasketStatus'), { basketId: 'b 1' }, undefined).pathname;
 * // '/v1/signing-baskets/b%201/status'
 * ```
 * @see RFC 3986 section 3.3
 */
export function buildRequestUrl(
  baseUrl: string,
  operation: OperationDescriptor,
  path: Readonly<Record<string, unknown>> | undefined,
  query: Readonly<Record<string, unknown>> | undefined,
): URL {
  const filled = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = path?.[name];
    if (value === undefined || value === null || value === '') {
      throw new ClientError('INPUT_INVALID', `${operation.operationId} needs the path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${filled}`);
  for (const name of operation.queryParams) {
    const value = query?.[name];
    if (value !== undefined && value !== null) url.searchParams.append(name, String(value));
  }
  const unknown = Object.keys(query ?? {}).filter((name) => !operation.queryParams.includes(name));
  if (unknown.length > 0) {
    throw new ClientError('INPUT_INVALID', `${operation.operationId} takes no query parameter ${unknown.join(', ')}`);
  }
  return url;
}
