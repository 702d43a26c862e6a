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
  return { category: 'ERROR', code, ...(path ? { path } : {}), text: text.slice(0, MAX_TEXT_LENGTH) };
}

/** One WARNING item for a successful response (an unknown x-accept-fix value, say). */
export function tppWarning(code: MessageCode, text: string, path?: string): TppMessage {
  return { category: 'WARNING', code, ...(path ? { path } : {}), text: text.slice(0, MAX_TEXT_LENGTH) };
}
