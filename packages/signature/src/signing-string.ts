/**
 * The signing string of draft-cavage section 2.3: `name: value` lines in the order of `headers`, joined by `\n`.
 */
import type { HeaderLookup } from './request-headers.js';
import type { SignatureParameters } from './signature-header.js';

/** What a pseudo-header or header in the list resolves to, or undefined when the request has no such value. */
export function resolveSignedValue(
  name: string,
  headers: HeaderLookup,
  method: string,
  target: string,
  params: Pick<SignatureParameters, 'keyId' | 'algorithm' | 'created' | 'expires'>,
): string | undefined {
  // Pseudo-headers start with `(`; anything else is a header, read without comparing it to each of them.
  if (name.charCodeAt(0) !== 0x28) return headers.value(name);
  switch (name) {
    case '(request-target)':
      return `${method.toLowerCase()} ${target}`;
    case '(created)':
      return params.created;
    case '(expires)':
      return params.expires;
    case '(keyid)':
      return params.keyId;
    case '(algorithm)':
      return params.algorithm;
    default:
      return undefined;
  }
}

/** Joins the lines; the caller has already checked that every value exists. */
export function buildSigningString(names: readonly string[], values: readonly string[]): string {
  let text = '';
  for (let i = 0; i < names.length; i++) {
    if (i > 0) text += '\n';
    text += `${names[i]}: ${values[i]}`;
  }
  return text;
}

/**
 * The bytes to verify. Node hands header values over as latin1 (one character per byte received), while
 * programs often pass decoded text; both byte forms are tried when they differ.
 */
export function encodeSigningString(text: string): Uint8Array[] {
  // UTF-8 is as long as the text exactly when every character is ASCII.
  if (Buffer.byteLength(text, 'utf8') === text.length) return [Buffer.from(text, 'latin1')];
  const forms: Uint8Array[] = [];
  if (/^[\u0000-\u00ff]*$/.test(text)) forms.push(Buffer.from(text, 'latin1'));
  forms.push(Buffer.from(text, 'utf8'));
  return forms;
}
