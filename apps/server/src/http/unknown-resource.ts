import { MAX_TEXT_LENGTH, type TppMessage } from './api-problem.js';

/**
 * Names the path parameter of a 404 RESOURCE_UNKNOWN that names none. The packages report an unknown id in their
 * own words ("payment 1234 is unknown") without knowing the route it came from; the route's parameters do, so
 * the parameter whose value the text quotes is the field at fault (`paymentId`, `mockCardAccountId`, ...). When
 * no parameter's value is quoted, or the message already has a path, the messages are returned unchanged.
 *
 * @example
 * nameUnknownResource([{ category: 'ERROR', code: 'RESOURCE_UNKNOWN', text: 'payment p-1 is unknown' }], { paymentId: 'p-1' });
 * // [{ category: 'ERROR', code: 'RESOURCE_UNKNOWN', path: 'paymentId', text: 'payment p-1 is unknown' }]
 */
export function nameUnknownResource(messages: readonly TppMessage[], params: Readonly<Record<string, string | undefined>>): TppMessage[] {
  return messages.map((message) => {
    if (message.code !== 'RESOURCE_UNKNOWN' || message.path !== undefined || message.text === undefined) return message;
    // The longest quoted value wins, so that an id containing another parameter's value is still named right.
    let named: { name: string; length: number } | undefined;
    for (const [name, value] of Object.entries(params)) {
      if (value === undefined || value === '' || !quotes(message.text, value)) continue;
      if (named === undefined || value.length > named.length) named = { name, length: value.length };
    }
    return named === undefined ? message : { ...message, path: named.name };
  });
}

/**
 * Whether `text` holds `value` as a word of its own (not inside a longer token), or, when the text was cut to the
 * spec's 512 characters, ends with the start of it: a very long id sent by the TPP is quoted only in part.
 */
function quotes(text: string, value: string): boolean {
  for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
    const before = at === 0 ? ' ' : text[at - 1]!;
    const after = text[at + value.length] ?? ' ';
    if (/[\s'"(]/.test(before) && /[\s'"),.;:]/.test(after)) return true;
  }
  if (text.length < MAX_TEXT_LENGTH) return false;
  // The cut fell inside the value: the text ends with its first characters, after a word boundary.
  for (let kept = Math.min(value.length - 1, text.length - 1); kept > 0; kept -= 1) {
    if (text.endsWith(value.slice(0, kept)) && /[\s'"(]/.test(text[text.length - kept - 1]!)) return true;
  }
  return false;
}
