import { IsoError } from './iso-error.js';

interface JsonWithRawJson {
  rawJSON?: (text: string) => unknown;
}

interface GlobalWithCrypto {
  crypto?: { getRandomValues(array: Uint32Array): Uint32Array };
}

const NUMBER_TOKEN = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** JsonNumber texts met during the current {@link stringifyJson} call on a runtime without JSON.rawJSON. */
let collector: { readonly nonce: string; readonly texts: string[] } | undefined;
let fallbackCounter = 0;

/**
 * A JSON number token kept as exact text, for responses where the request has not opted into amount-as-string
 * (x-accept-fix). The amount never passes through a JavaScript `number`, so nothing is rounded: `"100.23"` stays
 * `100.23` and `"9999999999999.99"` keeps all its digits.
 *
 * How it reaches the wire:
 * - {@link stringifyJson} writes it verbatim on every runtime;
 * - plain `JSON.stringify` writes it verbatim where the runtime has `JSON.rawJSON` (Node 21+, current browsers);
 *   without it (Node 20) `toJSON` throws `JSON_NUMBER_UNSUPPORTED` rather than degrade to a float or a string.
 *
 * @example
 * const value = formatAmountAsNumber(10023n, 'NOK');
 * value.text; // '100.23'
 * stringifyJson({ amount: value }); // '{"amount":100.23}'
 * @see RFC 8259 §6 (number grammar)
 * @see ACCEPT_FIX_CATALOGUE in @xs2a-kit/schema (x-accept-fix amount-as-string)
 */
export class JsonNumber {
  /** The number token exactly as it must appear in the JSON text, e.g. `100.23` or `-5`. */
  readonly text: string;

  constructor(text: string) {
    if (typeof text !== 'string' || !NUMBER_TOKEN.test(text)) {
      throw new IsoError('AMOUNT_FORMAT_INVALID', `${JSON.stringify(text)} is not a plain JSON number token`);
    }
    this.text = text;
  }

  /**
   * Returns what `JSON.stringify` writes in place of this value: a raw JSON number where the runtime supports it.
   *
   * @throws {IsoError} `JSON_NUMBER_UNSUPPORTED` outside {@link stringifyJson} when the runtime lacks JSON.rawJSON.
   * @example
   * JSON.stringify([new JsonNumber('0.10')]); // '[0.10]' (runtime with JSON.rawJSON)
   * @see ECMAScript proposal "JSON.parse source text access" (JSON.rawJSON)
   */
  toJSON(): unknown {
    const rawJson = (JSON as unknown as JsonWithRawJson).rawJSON;
    if (typeof rawJson === 'function') return rawJson(this.text);
    if (collector !== undefined) {
      collector.texts.push(this.text);
      return `\u0000${collector.nonce}:${collector.texts.length - 1}\u0000`;
    }
    throw new IsoError(
      'JSON_NUMBER_UNSUPPORTED',
      'this runtime has no JSON.rawJSON; serialize with stringifyJson, or send amounts as strings',
    );
  }

  /**
   * Returns the token text, so template strings see the exact digits.
   *
   * @example
   * `${new JsonNumber('100.23')}`; // '100.23'
   * @see RFC 8259 §6
   */
  toString(): string {
    return this.text;
  }
}

/**
 * `JSON.stringify` that writes every {@link JsonNumber} as an unquoted number token, exactly, on every runtime:
 * through `JSON.rawJSON` where it exists, otherwise through unique placeholders replaced after serialization.
 * Use it to send response bodies to TPPs that have not opted into amount-as-string.
 *
 * @throws {IsoError} `JSON_NUMBER_UNSUPPORTED` if a placeholder could not be matched (never expected).
 * @example
 * stringifyJson({ amount: formatAmountAsNumber(10020n, 'NOK'), currency: 'NOK' }); // '{"amount":100.20,"currency":"NOK"}'
 * @see RFC 8259 §6
 * @see ACCEPT_FIX_CATALOGUE in @xs2a-kit/schema (x-accept-fix amount-as-string)
 */
export function stringifyJson(value: unknown, space?: string | number): string {
  if (typeof (JSON as unknown as JsonWithRawJson).rawJSON === 'function') return JSON.stringify(value, null, space);
  const outer = collector;
  const current = { nonce: createNonce(), texts: [] as string[] };
  collector = current;
  let json: string;
  try {
    json = JSON.stringify(value, null, space);
  } finally {
    collector = outer;
  }
  if (current.texts.length === 0) return json;
  let replaced = 0;
  // JSON.stringify writes U+0000 as the six characters \u0000, so the placeholder appears in that escaped form.
  const placeholder = new RegExp(`"\\\\u0000${current.nonce}:([0-9]+)\\\\u0000"`, 'g');
  const result = json.replace(placeholder, (_match, index: string) => {
    replaced += 1;
    return current.texts[Number.parseInt(index, 10)] ?? '';
  });
  if (replaced !== current.texts.length) {
    throw new IsoError('JSON_NUMBER_UNSUPPORTED', 'could not place every JSON number in the serialized text');
  }
  return result;
}

function createNonce(): string {
  const crypto = (globalThis as unknown as GlobalWithCrypto).crypto;
  if (crypto !== undefined) {
    return Array.from(crypto.getRandomValues(new Uint32Array(3)), (part) => part.toString(36)).join('');
  }
  fallbackCounter += 1;
  return `n${fallbackCounter.toString(36)}`;
}
