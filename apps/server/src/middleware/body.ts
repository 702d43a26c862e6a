import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import { ApiProblem } from '../http/api-problem.js';
import { findJsonTextProblem } from '../http/duplicate-members.js';
import { clearDraining, markDraining } from '../http/socket-answer.js';
import { refuseRepeatedHeader } from '../http/repeated-headers.js';
import { findTextProblem } from '../http/text-rules.js';
import { normalizeStrings } from '../http/normalize-text.js';

const EMPTY = Buffer.alloc(0);
/** The headers that say how to read the body. */
const BODY_HEADERS: ReadonlySet<string> = new Set(['content-type', 'content-encoding']);
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Reads the request body as raw bytes (kept for the Digest check, never re-serialised), enforces the size
 * limit (413 PAYLOAD_TOO_LARGE before reading more than allowed) and requires uncompressed JSON in UTF-8 by its
 * headers (415). Decoding and parsing wait for the signature ({@link createBodyParser}): they cost up to a few
 * hundred milliseconds for a body near the limit, which a request without a valid signature is not given.
 */
export function createBodyMiddleware(limit: number, options: { readonly rawOnly?: boolean } = {}): Middleware {
  return async (ctx, next) => {
    const declared = ctx.get('content-length');
    if (declared && Number(declared) > limit) throw tooLarge(limit, Number(declared));
    // HTTP/1.1 framing: without Content-Length or Transfer-Encoding a request has no body (RFC 9112 6.3), so
    // the stream is not iterated (a measurable cost on every GET).
    const raw = declared === '' && ctx.req.headers['transfer-encoding'] === undefined ? EMPTY : await readRaw(ctx.req, limit);
    ctx.state.rawBody = raw;
    // rawOnly: an operation that only hashes the bytes (the signature explanation) takes any body, in any type.
    if (raw.length > 0 && options.rawOnly !== true) {
      // Node keeps only the first Content-Type: a repeat is refused here, before the first one is believed.
      refuseRepeatedHeader(ctx.req.rawHeaders, BODY_HEADERS);
      const encoding = ctx.get('content-encoding');
      if (encoding !== '' && encoding.toLowerCase() !== 'identity') {
        // RFC 9110 15.5.16: a 415 for a content coding says in Accept-Encoding which ones are taken.
        throw new ApiProblem(415, 'FORMAT_ERROR', `Request bodies are taken uncompressed; Content-Encoding ${encoding.slice(0, 50)} is not supported.`, 'Content-Encoding', undefined, { 'Accept-Encoding': 'identity' });
      }
      const type = ctx.get('content-type');
      // application/json only, with parameters (TPP tools send charset=utf-8). A +json type is another format
      // built on JSON: merge-patch+json, say, means "apply these changes", which no operation here does.
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        throw new ApiProblem(415, 'FORMAT_ERROR', `The body must be JSON (Content-Type: application/json), got ${type || 'no Content-Type'}.`, 'Content-Type');
      }
      const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];
      // utf8 is the common hand-written alias (IANA's registry lists only utf-8; WHATWG Encoding takes both).
      if (charset && !['utf-8', 'utf8'].includes(charset.toLowerCase())) {
        throw new ApiProblem(415, 'FORMAT_ERROR', `The body must be UTF-8 encoded, got charset ${charset}.`, 'Content-Type');
      }
    }
    await next();
  };
}

/**
 * Parses the body read by {@link createBodyMiddleware}, once the request's signature has verified: valid UTF-8,
 * valid JSON, no member named twice in one object, numbers that survive parsing, and characters the downstream
 * can process (400 FORMAT_ERROR naming the field); strings are brought to Unicode NFC.
 */
export function createBodyParser(): Middleware {
  return async (ctx, next) => {
    const raw = ctx.state.rawBody as Buffer | undefined;
    if (raw !== undefined && raw.length > 0) {
      let text: string;
      try {
        text = utf8.decode(raw);
      } catch {
        throw new ApiProblem(400, 'FORMAT_ERROR', 'The body is not valid UTF-8.', 'body');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        throw new ApiProblem(400, 'FORMAT_ERROR', `The body is not valid JSON: ${(error as Error).message}.`, 'body');
      }
      if (parsed !== null && typeof parsed === 'object') {
        const hidden = findJsonTextProblem(text);
        if (hidden?.kind === 'repeated') throw new ApiProblem(400, 'FORMAT_ERROR', `${hidden.path} is given more than once in the body; give each field once.`, hidden.path);
        if (hidden?.kind === 'inexact') {
          throw new ApiProblem(400, 'FORMAT_ERROR', `${hidden.path || 'The body'} is a number whose digits as written do not survive JSON parsing (more than 15 significant digits, or beyond a JSON number's range), so it would not be read as sent; write amounts as decimal strings, such as "100.25".`, hidden.path || 'body');
        }
      }
      // Only a body with a non-ASCII character, written as such or as a \u escape (Python's json.dumps and Jackson
      // write them so: review M), can hold a decomposed letter; any other is already NFC.
      if (/[^\x00-\x7f]|\\u/.test(text)) parsed = normalizeStrings(parsed);
      const problem = findTextProblem(parsed);
      if (problem) throw new ApiProblem(400, 'FORMAT_ERROR', `${problem.path || 'The body'} ${problem.reason}.`, problem.path || 'body');
      ctx.state.body = parsed;
    }
    await next();
  };
}

/**
 * How much of a body past the limit is read and thrown away so that the client, still sending, gets its 413: a
 * server that closes on a client mid-send makes the client's TCP stack reset the connection, which discards the
 * answer unread (the client saw EPIPE, no 413). Past this much the connection is closed all the same.
 */
const DRAIN_FACTOR = 16;

/**
 * The 413. A body declared far larger than could be worth reading (more than {@link DRAIN_FACTOR} times the
 * limit) is answered with `Connection: close`; any other is read to its end and discarded (Node does so after the
 * answer when it is left unread), and the connection stays usable.
 */
function tooLarge(limit: number, declared?: number): ApiProblem {
  const close = declared !== undefined && declared > limit * DRAIN_FACTOR;
  return new ApiProblem(413, 'PAYLOAD_TOO_LARGE', `The body is larger than the ${limit} bytes this service accepts.`, 'body', undefined, close ? { Connection: 'close' } : undefined);
}

/**
 * Reads the body up to `limit` bytes. Past it, the request is refused (413) while the rest of the body is read
 * and thrown away, up to {@link DRAIN_FACTOR} times the limit, after which the connection is closed; a request
 * the client abandons mid-body rejects as Node's own stream would (the error middleware sees `readableAborted`).
 */
function readRaw(stream: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stream.off('data', onData);
      stream.off('end', onEnd);
      chunks.length = 0;
      markDraining(stream.socket);
      let drained = size;
      stream.on('data', (more: Buffer) => {
        drained += more.length;
        if (drained > limit * DRAIN_FACTOR) stream.socket.destroy();
      });
      // Kept alive, the connection's next request is an ordinary one again (a stall of it answered 408).
      stream.once('end', () => clearDraining(stream.socket));
      reject(tooLarge(limit));
    };
    const onEnd = () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.once('error', reject);
    stream.once('close', () => {
      if (!stream.complete) reject(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    });
  });
}
