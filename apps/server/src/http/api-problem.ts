import type { components } from '@xs2a-kit/schema';

export type TppMessage = components['schemas']['TppMessage'];
export type MessageCode = TppMessage['code'];
export type Links = Record<string, { href: string; verbs: string[] }>;

/**
 * The one error type the server throws itself: an HTTP status and the tppMessages to answer with.
 * Errors of the packages are translated into it by the error table, never by matching message text.
 *
 * @example
 * throw new ApiProblem(400, 'FORMAT_ERROR', 'The body is not JSON.', 'body');
 */
export class ApiProblem extends Error {
  override readonly name = 'ApiProblem';
  readonly messages: TppMessage[];

  constructor(
    readonly status: number,
    code: MessageCode,
    text: string,
    path?: string,
    readonly links?: Links,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(text);
    this.messages = [tppError(code, text, path)];
  }
}

/** The most characters a tppMessages text may have (spec, Errors and Limits). */
export const MAX_TEXT_LENGTH = 512;

/** One ERROR item, with the text cut to the 512 characters the spec allows. */
export function tppError(code: MessageCode, text: string, path?: string): TppMessage {
  return { category: 'ERROR', code, ...(path ? { path: capPath(path) } : {}), text: escapeInvisible(text).slice(0, MAX_TEXT_LENGTH) };
}

/** One WARNING item for a successful response (an unknown x-accept-fix value, say). */
export function tppWarning(code: MessageCode, text: string, path?: string): TppMessage {
  return { category: 'WARNING', code, ...(path ? { path: capPath(path) } : {}), text: escapeInvisible(text).slice(0, MAX_TEXT_LENGTH) };
}

/**
 * A path as sent, up to as many characters as a text may have: a member name 100,000 characters long came back
 * whole (review L); past the cap it ends in an ellipsis, as no name of the spec comes near.
 */
function capPath(path: string): string {
  return path.length <= MAX_TEXT_LENGTH ? path : `${path.slice(0, MAX_TEXT_LENGTH - 1)}…`;
}

/**
 * Control and format characters (bidirectional overrides, zero-width ones) and the line and paragraph separators
 * (U+2028, U+2029), which log viewers take as line breaks; no text of ours holds them.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * A TPP's member name or value quoted in a message's text, with its control and format characters written as
 * \uXXXX: raw, a U+202E reordered the TPP's log line, and a newline split it (review L). The path keeps the name
 * exactly as sent, for a program to find the member by.
 */
function escapeInvisible(text: string): string {
  // replace gives back the text itself when nothing matches. Each UTF-16 unit of a character is written: an
  // astral one (U+E0001, a tag) as its surrogate pair.
  return text.replace(INVISIBLE, (c) => [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`).join(''));
}
