import { ApiProblem } from './api-problem.js';

/**
 * Most header fields one request may carry: the count Node documents as its default maxHeadersCount. A real
 * request carries a few dozen; the 32 KiB limit on the whole head bounds their size.
 */
export const MAX_HEADER_FIELDS = 2000;

/**
 * Node drops the header lines past its server's maxHeadersCount without a word (left unset, Node 20 kept about
 * a thousand), so a Signature sent after the others was reported missing. The server's count is set one above {@link MAX_HEADER_FIELDS}, so that a request
 * with more is seen here and refused: 431 FORMAT_ERROR saying why (RFC 6585 section 5).
 */
export function refuseTooManyHeaders(rawHeaders: readonly string[]): void {
  if (rawHeaders.length / 2 <= MAX_HEADER_FIELDS) return;
  throw new ApiProblem(431, 'FORMAT_ERROR', `The request has more than the ${MAX_HEADER_FIELDS} header fields this service accepts; send only the headers the operation uses.`);
}
