import type { Middleware } from 'koa';
import { validateRequestPart, type OperationDescriptor, type OperationId, type ValidationIssue } from '@xs2a-kit/schema';
import { ApiProblem } from '../http/api-problem.js';
import { refuseRepeatedHeader } from '../http/repeated-headers.js';
import { checkString } from '../http/text-rules.js';
import { ValidationProblem } from '../http/validation-problem.js';

/**
 * Headers whose value is a comma-separated list. Empty list elements do not count (RFC 9110 section 5.6.1), so
 * a list of nothing but commas is as empty as an empty value.
 */
const LIST_VALUED: ReadonlySet<string> = new Set(['x-accept-fix']);

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** JSON as offered; the charset form is what the bank's older API description used as its media type. */
const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];

/**
 * Checks the request headers against the operation's header rules (HTTP_HEADER_REQUIRED, FORMAT_ERROR),
 * after refusing control characters in any value. Repeated headers are joined with ", " as HTTP allows. An
 * Accept header that rules out JSON (the only format offered: service specification, general rule 1) is
 * answered 406 REQUESTED_FORMATS_INVALID, before any other work.
 */
export function createHeaderValidation(operation: OperationDescriptor, options: { readonly lenient?: boolean } = {}): Middleware {
  const operationId = operation.operationId as OperationId;
  // lenient: the signature explanation reports on whatever it is sent (repeats included) and always in JSON.
  const lenient = options.lenient === true;
  return async (ctx, next) => {
    if (!lenient && ctx.request.headers.accept !== undefined && ctx.accepts(JSON_TYPES) === false) {
      throw new ApiProblem(406, 'REQUESTED_FORMATS_INVALID', `Only application/json is offered; Accept asks for ${ctx.request.headers.accept.slice(0, 200)}.`, 'Accept');
    }
    if (!lenient) refuseRepeatedHeader(ctx.req.rawHeaders);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(ctx.request.headers)) {
      if (value === undefined) continue;
      const text = decodeHeaderValue(Array.isArray(value) ? value.join(', ') : value);
      const problem = checkString(text, name);
      if (problem) throw new ApiProblem(400, 'FORMAT_ERROR', `Header ${name} ${problem.reason}.`, name);
      // An empty value says nothing: a required header sent empty is missing (HTTP_HEADER_REQUIRED).
      if (text.trim() === '' || (LIST_VALUED.has(name) && /^[\s,]*$/.test(text))) continue;
      headers[name] = text;
    }
    const issue = validateRequestPart(operationId, 'headers', headers);
    if (issue) throw toHeaderProblem(issue);
    ctx.state.headers = headers;
    await next();
  };
}

/**
 * Node reads header bytes as ISO-8859-1, one character a byte. Values may be ISO-8859-1 or UTF-8 (service
 * specification, signing rule 4), so a value whose bytes are valid UTF-8 is read as UTF-8: "Ø" sent as UTF-8
 * was two Latin-1 characters, one of them a C1 control, and refused. Bytes that are not UTF-8 stay Latin-1. Only
 * what is validated and handed on changes; the signature is checked over the bytes as sent.
 */
function decodeHeaderValue(text: string): string {
  if (!/[\u0080-\u00ff]/.test(text)) return text;
  try {
    return utf8.decode(Buffer.from(text, 'latin1'));
  } catch {
    return text;
  }
}

/**
 * The two signature headers have codes of their own (spec/openapi.yaml, Signature and
 * TPP-Signature-Certificate): a missing Signature is 400 SIGNATURE_MISSING, a missing certificate 400
 * CERTIFICATE_MISSING (no signature can be validated without it). Every other missing header is
 * HTTP_HEADER_REQUIRED.
 */
function toHeaderProblem(issue: ValidationIssue): Error {
  if (issue.code === 'HTTP_HEADER_REQUIRED' && issue.field === 'Signature') {
    return new ApiProblem(400, 'SIGNATURE_MISSING', 'The request is not signed: the Signature header is missing.', 'Signature');
  }
  if (issue.code === 'HTTP_HEADER_REQUIRED' && issue.field === 'TPP-Signature-Certificate') {
    return new ApiProblem(400, 'CERTIFICATE_MISSING', 'The TPP-Signature-Certificate header is missing.', 'TPP-Signature-Certificate');
  }
  return new ValidationProblem(issue);
}
