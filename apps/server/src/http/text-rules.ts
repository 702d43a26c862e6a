/**
 * Characters the downstream payment systems cannot process (spec, general rule 2: "for example an emoji").
 * The service accepts the Basic Multilingual Plane apart from control characters, lone surrogates and the
 * pictographic blocks; anything beyond U+FFFF (all emoji and other astral symbols) is refused.
 */
const REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200D\u2600-\u27BF\u2B00-\u2BFF\uFE0E\uFE0F\uFFFD\uFFFE\uFFFF]/;

/**
 * Invisible characters that change how the text around them is shown (Unicode's format category, Cf):
 * bidirectional marks, embeddings, overrides and isolates, zero-width spaces and joiners, the byte order mark,
 * soft hyphens, interlinear annotations. A creditor name ending in U+202E made the SCA page show
 * "Utleier AS (81446004263)" for the account 36240064418: the PSU approved a payee it never saw. No name,
 * reference or address needs them.
 */
const INVISIBLE_FORMATTING = /\p{Cf}/u;
const REFUSED_SURROGATES = /[\uD800-\uDFFF]/;
/** Printable ASCII, tab and line breaks: text no rule here refuses. */
const PLAIN_ASCII = /^[\t\n\r\x20-\x7E]*$/;

/** Keys that would reach an object's prototype if the body were ever merged into another object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface TextProblem {
  /** Dotted path of the field, as in tppMessages.path. */
  readonly path: string;
  readonly reason: string;
}

/**
 * Deepest nesting of arrays and objects a body may have. The spec's bodies nest about six levels; the limit
 * keeps a hostile body (`[[[[...` a hundred thousand deep fits well inside the size limit) from overflowing the
 * stack of this walk or of the validators after it, which answered 500 instead of 400.
 */
export const MAX_BODY_DEPTH = 64;

/** Finds the first string or key in a parsed JSON value the downstream cannot process. */
export function findTextProblem(value: unknown, path = '', depth = 0): TextProblem | undefined {
  if (typeof value === 'string') return checkString(value, path);
  if (value !== null && typeof value === 'object' && depth >= MAX_BODY_DEPTH) {
    return { path, reason: `nests arrays or objects deeper than the ${MAX_BODY_DEPTH} levels this service accepts` };
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findTextProblem(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      const child = path === '' ? key : `${path}.${key}`;
      // The path ends in the key, and the answer reads "<path> <reason>": the reason does not name it again.
      if (FORBIDDEN_KEYS.has(key)) return { path: child, reason: 'is a field name this service does not take' };
      const keyProblem = checkString(key, child);
      if (keyProblem) return keyProblem;
      const found = findTextProblem((value as Record<string, unknown>)[key], child, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Whether a value is printable ASCII, tab and line breaks only: text {@link checkString} never refuses, and that
 * reads the same as Latin-1 and as UTF-8.
 *
 * @example
 * isPlainText('SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='); // true
 */
export function isPlainText(value: string): boolean {
  return PLAIN_ASCII.test(value);
}

/** The same rule for one header or query value. */
export function checkString(value: string, path: string): TextProblem | undefined {
  // Most values are plain ASCII (every signature and certificate header): one scan says none of the rules below
  // can refuse them, instead of three.
  if (PLAIN_ASCII.test(value)) return undefined;
  // Astral characters (every emoji among them) are surrogate pairs in a JS string; lone surrogates are broken text.
  if (REFUSED_SURROGATES.test(value)) return { path, reason: 'contains a character outside the Basic Multilingual Plane (such as an emoji), which the bank cannot process' };
  if (REFUSED.test(value)) return { path, reason: 'contains a control or pictographic character the bank cannot process' };
  if (INVISIBLE_FORMATTING.test(value)) {
    return { path, reason: 'contains an invisible formatting character (such as a direction mark or override, a zero-width space or a soft hyphen), which could make the text read differently from what it is' };
  }
  return undefined;
}
