import type { Middleware } from 'koa';
import { validateRequestPart, type OperationDescriptor, type OperationId, type ValidationIssue } from '@xs2a-kit/schema';
import { ApiProblem, tppError, type MessageCode } from '../http/api-problem.js';
import { toApiProblem } from '../http/error-table.js';
import { refuseRepeatedHeader } from '../http/repeated-headers.js';
import { checkString, isPlainText } from '../http/text-rules.js';
import { ValidationProblem } from '../http/validation-problem.js';

/**
 * Headers whose value is a comma-separated list. Empty list elements do not count (RFC 9110 section 5.6.1), so
 * a list of nothing but commas is as empty as an empty value.
 */
const LIST_VALUED: ReadonlySet<string> = new Set(['x-accept-fix']);

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Stands in for a missing Date while the header rules are checked; never handed on (see the validation below). */
const DATE_LEFT_TO_SIGNATURE = 'Thu, 01 Jan 1970 00:00:00 GMT';

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
  const signed = operation.requiredHeaderParams.includes('Signature');
  const digestRequired = operation.requiredHeaderParams.includes('Digest');
  return async (ctx, next) => {
    if (!lenient && ctx.request.headers.accept !== undefined && ctx.accepts(JSON_TYPES) === false) {
      throw new ApiProblem(406, 'REQUESTED_FORMATS_INVALID', `Only application/json is offered; Accept asks for ${ctx.request.headers.accept.slice(0, 200)}.`, 'Accept');
    }
    if (!lenient) refuseRepeatedHeader(ctx.req.rawHeaders);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(ctx.request.headers)) {
      if (value === undefined) continue;
      const sent = Array.isArray(value) ? value.join(', ') : value;
      let text = sent;
      // One scan clears most values (every signature and certificate header) of both the decoding and the rules.
      if (!isPlainText(sent)) {
        text = decodeHeaderValue(sent);
        const problem = checkString(text, name);
        if (problem) throw new ApiProblem(400, 'FORMAT_ERROR', `Header ${name} ${problem.reason}.`, name);
      }
      // An empty value says nothing: a required header sent empty is missing (HTTP_HEADER_REQUIRED).
      if (text.trim() === '' || (LIST_VALUED.has(name) && /^[\s,]*$/.test(text))) continue;
      headers[name] = text;
    }
    // Date is required (spec), but its absence is left to the signature check: its answer says more (an empty Date,
    // why a browser cannot send one), and the signature explanation reports a missing Date rather than refusing it.
    const issue = validateRequestPart(operationId, 'headers', headers.date === undefined ? { ...headers, date: DATE_LEFT_TO_SIGNATURE } : headers);
    const bodyBytes = ctx.state.rawBody?.byteLength ?? 0;
    // A Digest is of a body: when the body itself is missing, that is the fault to name ("Digest is required"
    // sent a TPP hashing an empty body, only to be told next that a body is required).
    const bodyIssue = issue?.field === 'Digest' && bodyBytes === 0 ? validateRequestPart(operationId, 'body', undefined) : undefined;
    if (bodyIssue) throw new ValidationProblem(bodyIssue);
    if (issue) throw toHeaderProblem(issue, headers, { signed, digestRequired, bodyBytes });
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
 * HTTP_HEADER_REQUIRED. A request that lacks either of the two is answered with every signing header it lacks,
 * one tppMessage each and Signature first ("a request that must be signed but carries no signature is rejected
 * with 400", specification, Authentication), so that a TPP starting out learns them in one round trip.
 */
function toHeaderProblem(issue: ValidationIssue, headers: Readonly<Record<string, string>>, body: { readonly signed: boolean; readonly digestRequired: boolean; readonly bodyBytes: number }): Error {
  const unsigned = headers.signature === undefined || headers['tpp-signature-certificate'] === undefined;
  if (issue.code !== 'HTTP_HEADER_REQUIRED' || !unsigned || !body.signed) return new ValidationProblem(issue);
  const missing = listMissingSigningHeaders(headers, body);
  const [first, ...rest] = missing;
  if (first === undefined) return new ValidationProblem(issue);
  const problem = new ApiProblem(400, first.code, first.text, first.header);
  for (const item of rest) problem.messages.push(tppError(item.code, item.text, item.header));
  // Another required header the validator found missing (PSU-IP-Address, say) is kept, after the signing ones.
  if (!missing.some((item) => item.header === issue.field)) problem.messages.push(...(toApiProblem(new ValidationProblem(issue))?.messages ?? []));
  return problem;
}

interface MissingHeader {
  readonly header: string;
  readonly code: MessageCode;
  readonly text: string;
}

/** The headers a signed request needs and this one lacks, the most important first. */
function listMissingSigningHeaders(headers: Readonly<Record<string, string>>, body: { readonly digestRequired: boolean; readonly bodyBytes: number }): MissingHeader[] {
  const missing: MissingHeader[] = [];
  if (headers.signature === undefined) {
    missing.push({ header: 'Signature', code: 'SIGNATURE_MISSING', text: 'The request is not signed: the Signature header is missing. Sign every request (keyId, algorithm, headers, signature).' });
  }
  if (headers['tpp-signature-certificate'] === undefined) {
    missing.push({ header: 'TPP-Signature-Certificate', code: 'CERTIFICATE_MISSING', text: 'The TPP-Signature-Certificate header is missing: send your signing certificate (QSealC) as base64 DER.' });
  }
  if (headers.digest === undefined && body.digestRequired && body.bodyBytes > 0) {
    missing.push({ header: 'Digest', code: 'HTTP_HEADER_REQUIRED', text: 'The Digest header is missing: send SHA-256=<base64 of the SHA-256 of the body bytes> and sign it.' });
  }
  if (headers.date === undefined) {
    missing.push({ header: 'Date', code: 'HTTP_HEADER_REQUIRED', text: 'The Date header is missing: send the current time as an HTTP date (IMF-fixdate) and sign it.' });
  }
  if (headers['x-request-id'] === undefined) {
    missing.push({ header: 'X-Request-ID', code: 'HTTP_HEADER_REQUIRED', text: 'The X-Request-ID header is missing: send a new UUID with every request and sign it.' });
  }
  return missing;
}
