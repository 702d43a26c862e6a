import type { GeneratedValidatorError } from './generated-validator.js';

/** The part of a request a rule belongs to. */
export type RequestPart = 'path' | 'query' | 'headers' | 'body';

/**
 * The tppMessages code a failed rule maps to (spec, Errors): a missing header is HTTP_HEADER_REQUIRED, a
 * missing query parameter QUERY_PARAMETER_REQUIRED, an unknown payment product PRODUCT_UNKNOWN, anything
 * else FORMAT_ERROR.
 */
export type ValidationIssueCode = 'FORMAT_ERROR' | 'HTTP_HEADER_REQUIRED' | 'QUERY_PARAMETER_REQUIRED' | 'PRODUCT_UNKNOWN';

/** One broken rule, with the field named the way a TPP wrote it. */
export interface ValidationIssue {
  readonly code: ValidationIssueCode;
  readonly part: RequestPart;
  /** Dotted path for bodies (`instructedAmount.amount`, `paymentIds[3]`), the name for parameters and headers. */
  readonly field: string;
  /** JSON pointer into the validated part. */
  readonly pointer: string;
  /** The JSON Schema keyword that failed. */
  readonly keyword: string;
  /** One sentence a TPP developer can act on; at most 512 characters like tppMessages.text. */
  readonly message: string;
}

const MAX_LISTED_VALUES = 12;

/**
 * Fields of which the spec allows at most one (its `not` clauses; today only the three forms of remittance
 * information). A `not` keyword has no parameters, so the text is built from the data.
 */
const EXCLUSIVE_FIELDS: readonly (readonly string[])[] = [
  ['remittanceInformationUnstructured', 'remittanceInformationStructured', 'remittanceInformationStructuredArray'],
];

/**
 * Turns the first AJV error into an issue; `names` maps lower-case header names to their spelling in the spec.
 * `data` (the validated value) lets a failed `not` say which fields clash, or that the value is not an object.
 */
export function toValidationIssue(
  part: RequestPart,
  error: GeneratedValidatorError,
  names: ReadonlyMap<string, string>,
  data?: unknown,
): ValidationIssue {
  const segments = decodePointer(error.instancePath);
  if (error.keyword === 'not') {
    const explained = explainNot(part, segments, valueAt(data, segments));
    if (explained !== undefined) return explained;
  }
  const params = error.params;
  if (error.keyword === 'required' || error.keyword === 'dependencies') segments.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(params.additionalProperty));
  // The repeated entry itself (review L): `paymentIds[2]`, as the domain names a basket's entries.
  if (error.keyword === 'uniqueItems' && typeof params.i === 'number' && typeof params.j === 'number') segments.push(String(Math.max(params.i, params.j)));
  const field = part === 'body' ? dotted(segments) : names.get(String(segments[0] ?? '').toLowerCase()) ?? String(segments[0] ?? '');
  const pointer = encodePointer(segments);
  const code = issueCode(part, error.keyword, field);
  const subject = field === '' ? 'The request body' : field;
  const message = `${describe(subject, error)}${explainNonAscii(error, valueAt(data, segments))}`.slice(0, 512);
  return { code, part, field, pointer, keyword: error.keyword, message };
}

/**
 * Why a URI with a non-ASCII character (`https://tpp.example/cb?name=Bjørn`) is refused, and how to send it: a URI
 * is ASCII, so the character goes percent-encoded as its UTF-8 bytes. The bank does not rewrite it, as the TPP's
 * redirect must come back exactly as it was signed.
 *
 * @see RFC 3986 sections 2.1 and 2.5 (percent-encoding; UTF-8 for characters outside ASCII)
 */
function explainNonAscii(error: GeneratedValidatorError, value: unknown): string {
  if (error.keyword !== 'format' || error.params.format !== 'uri' || typeof value !== 'string') return '';
  const character = /[^\u0000-\u007f]/u.exec(value)?.[0];
  if (character === undefined) return '';
  const encoded = encodeURIComponent(character);
  return ` A URI holds ASCII only (RFC 3986): percent-encode each non-ASCII character as its UTF-8 bytes (${character} as ${encoded}).`;
}

/** The issue for a request that needs a JSON body and came without one. */
export function missingBodyIssue(): ValidationIssue {
  return { code: 'FORMAT_ERROR', part: 'body', field: '', pointer: '', keyword: 'required', message: 'A JSON request body is required.' };
}

function issueCode(part: RequestPart, keyword: string, field: string): ValidationIssueCode {
  if (keyword === 'required' && part === 'headers') return 'HTTP_HEADER_REQUIRED';
  if (keyword === 'required' && part === 'query') return 'QUERY_PARAMETER_REQUIRED';
  if (part === 'path' && field === 'payment-product') return 'PRODUCT_UNKNOWN';
  return 'FORMAT_ERROR';
}

/** Patterns whose regular expression tells a TPP less than a sentence does. */
const PATTERN_TEXTS: Readonly<Record<string, string>> = {
  '^-?(0|[1-9][0-9]*)$': 'must be a whole number written in decimal digits (no sign, exponent, spaces or leading zeros)',
  '^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$': 'must be a number written in decimal digits',
  '\\S': 'must not be empty or blank',
  '^[0-9A-Za-z]{1,35}$': 'must be letters and digits only (an identity or organisation number, no spaces or signs)',
  '^(ENGANGSKODEAPP_BIOMETRI|HA2|[A-Z0-9][A-Z0-9_]{0,32}_MOBILE|[A-Z0-9][A-Z0-9_]{0,37}ID)$':
    'must be ENGANGSKODEAPP_BIOMETRI, HA2, <ID_PROVIDER>_MOBILE or <BANK>ID (a brand in upper case, such as ID_PROVIDER_MOBILE or BANKID)',
};

function describe(subject: string, error: GeneratedValidatorError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `${subject} is required.`;
    case 'additionalProperties':
      return `${subject} is not a known field here.`;
    case 'type':
      if (p.type === 'object' || p.type === 'array') return `${subject} must be a JSON ${String(p.type)}.`;
      // Python writes True, .NET False, some tools 1: say what is taken, in the case it is taken.
      if (p.type === 'boolean') return `${subject} must be true or false (in lower case).`;
      return `${subject} must be of type ${String(p.type)}.`;
    case 'enum': {
      const values = (p.allowedValues as unknown[] | undefined) ?? [];
      const list = values.length > MAX_LISTED_VALUES ? 'one of the values the specification lists' : `one of ${values.join(', ')}`;
      return `${subject} must be ${list}.`;
    }
    case 'pattern': {
      const known = PATTERN_TEXTS[String(p.pattern)];
      return known ? `${subject} ${known}.` : `${subject} does not have the required form (${String(p.pattern)}).`;
    }
    case 'format':
      return `${subject} must be a valid ${formatName(String(p.format))}.`;
    case 'maxLength':
      return `${subject} must have at most ${String(p.limit)} characters.`;
    case 'minLength':
      return `${subject} must have at least ${String(p.limit)} character${p.limit === 1 ? '' : 's'}.`;
    case 'maxItems':
      return `${subject} must have at most ${String(p.limit)} entries.`;
    case 'minItems':
      return `${subject} must have at least ${String(p.limit)} entr${p.limit === 1 ? 'y' : 'ies'}.`;
    case 'uniqueItems':
      return `${subject} must not repeat an entry (entries ${String(p.j)} and ${String(p.i)} are the same).`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${subject} must be ${String(p.comparison)} ${String(p.limit)}.`;
    case 'anyOf':
    case 'oneOf':
      return `${subject} does not match any of the allowed forms.`;
    default:
      return `${subject} ${error.message ?? 'is not valid'}.`;
  }
}

function explainNot(part: RequestPart, segments: string[], value: unknown): ValidationIssue | undefined {
  const subject = segments.length === 0 ? 'The request body' : dotted(segments);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const message = `${subject} must be a JSON object.`;
    return { code: 'FORMAT_ERROR', part, field: dotted(segments), pointer: encodePointer(segments), keyword: 'type', message };
  }
  for (const group of EXCLUSIVE_FIELDS) {
    const given = group.filter((name) => Object.hasOwn(value, name));
    if (given.length < 2) continue;
    const at = [...segments, given[1] ?? ''];
    const message = `Give at most one of ${group.join(', ')}; this request has ${given.join(' and ')}.`;
    return { code: 'FORMAT_ERROR', part, field: dotted(at), pointer: encodePointer(at), keyword: 'not', message: message.slice(0, 512) };
  }
  return undefined;
}

function valueAt(data: unknown, segments: readonly string[]): unknown {
  let value = data;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * The sentence for a value that matches none of several formats (an `anyOf` of `format`s, such as PSU-IP-Address's
 * IPv4 or IPv6), where AJV's first error names only the first choice.
 */
export function describeFormatChoice(subject: string, formats: readonly string[]): string {
  return `${subject} must be a valid ${formats.map(formatName).join(' or ')}.`.slice(0, 512);
}

function formatName(format: string): string {
  const names: Record<string, string> = {
    date: 'ISO 8601 date (YYYY-MM-DD)',
    'date-time': 'ISO 8601 date-time with a time zone',
    uuid: 'UUID (RFC 4122)',
    email: 'e-mail address',
    uri: 'absolute URI',
    ipv4: 'IPv4 address (dotted decimal)',
    ipv6: 'IPv6 address',
  };
  return names[format] ?? format;
}

function decodePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function encodePointer(segments: string[]): string {
  return segments.map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function dotted(segments: string[]): string {
  let out = '';
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}
