/**
 * The Signature header's parameters: `keyId="..",algorithm="..",headers="..",signature=".."`, in any order.
 */

/** The parameters of a Signature header as received (values unchanged). */
export interface SignatureParameters {
  readonly keyId: string;
  readonly algorithm: string;
  /** Listed names exactly as received; `headersGiven` is false when the parameter was absent. */
  readonly headers: readonly string[];
  readonly headersGiven: boolean;
  readonly signature: string;
  readonly created?: string;
  readonly expires?: string;
}

/** Outcome of {@link parseSignatureParameters}. */
export type ParsedParameters = { ok: true; value: SignatureParameters } | { ok: false; reason: string };

const KNOWN = new Set(['keyid', 'algorithm', 'headers', 'signature', 'created', 'expires']);
// Sticky patterns read in place at lastIndex: no copy of the rest of the header per parameter.
const NAME = /\s*([A-Za-z][A-Za-z0-9_-]*)\s*=\s*/y;
const BARE = /[0-9]+/y;
const SEPARATOR = /\s*(,|$)/y;

/**
 * Parses the parameter list. Values are quoted strings taken literally (a backslash belongs to the value:
 * keyId issuers carry RFC 4514 escapes); `created` and `expires` may also be bare integers. Unknown parameters
 * are ignored as the draft asks; a known parameter given twice is an error.
 */
export function parseSignatureParameters(value: string): ParsedParameters {
  let text = value.trim();
  // Some clients copy the Authorization form `Signature keyId=...` into the Signature header.
  if (/^signature\s+[A-Za-z]+\s*=/i.test(text)) text = text.replace(/^signature\s+/i, '');
  const found = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    NAME.lastIndex = i;
    const nameMatch = NAME.exec(text);
    if (!nameMatch) return { ok: false, reason: `expected name="value" at character ${i + 1}` };
    const name = nameMatch[1]!;
    i += nameMatch[0].length;
    let paramValue: string;
    if (text[i] === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) return { ok: false, reason: `unterminated quoted value of ${name}` };
      paramValue = text.slice(i + 1, end);
      i = end + 1;
    } else {
      BARE.lastIndex = i;
      const bare = BARE.exec(text);
      if (!bare) return { ok: false, reason: `value of ${name} must be quoted` };
      paramValue = bare[0];
      i += bare[0].length;
    }
    const key = name.toLowerCase();
    if (KNOWN.has(key)) {
      if (found.has(key)) return { ok: false, reason: `parameter ${name} given twice` };
      found.set(key, paramValue);
    }
    SEPARATOR.lastIndex = i;
    const rest = SEPARATOR.exec(text);
    if (!rest) return { ok: false, reason: `expected a comma after the value of ${name}` };
    i += rest[0].length;
    if (rest[1] === ',' && i >= text.length) return { ok: false, reason: 'trailing comma' };
  }
  const keyId = found.get('keyid');
  const algorithm = found.get('algorithm');
  const signature = found.get('signature');
  for (const [name, v] of [['keyId', keyId], ['algorithm', algorithm], ['signature', signature]] as const) {
    if (v === undefined || v === '') return { ok: false, reason: `parameter ${name} is missing or empty` };
  }
  const headersText = found.get('headers');
  // draft-cavage section 2.1.6: without a headers parameter only the Date header is signed.
  const headers = headersText === undefined ? ['date'] : headersText.split(' ');
  const created = found.get('created');
  const expires = found.get('expires');
  return {
    ok: true,
    value: {
      keyId: keyId!,
      algorithm: algorithm!,
      headers,
      headersGiven: headersText !== undefined,
      signature: signature!,
      ...(created === undefined ? {} : { created }),
      ...(expires === undefined ? {} : { expires }),
    },
  };
}

/** Formats parameters the way EVRY's signer and most Berlin Group clients do. */
export function formatSignatureParameters(params: {
  keyId: string;
  algorithm: string;
  headers: readonly string[];
  signature: string;
}): string {
  return `keyId="${params.keyId}",algorithm="${params.algorithm}",headers="${params.headers.join(' ')}",signature="${params.signature}"`;
}
