/**
 * The shape of one request the load generator sends: method, path (with query), headers and body text, all
 * fixed before the load starts, so that nothing but sending is measured on the client side.
 */
export interface RequestTemplate {
  readonly method: 'GET' | 'POST';
  /** Path and query exactly as sent (the signature covers it through the request target). */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text; signed byte for byte (Digest). */
  readonly body?: string;
}

/** A template with its signature headers added: ready to send, valid for about 60 s (the Date window). */
export interface PreparedRequest extends RequestTemplate {
  readonly headers: Readonly<Record<string, string>>;
}
