/**
 * Talks HTTP/1.1 over a bare TCP socket, for what fetch refuses to send: CR, LF and NUL in headers, bytes
 * beyond ASCII, folded lines, smuggling-style framing, headers dribbled one byte at a time.
 */
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  /** 0 when the server closed the connection without an answer. */
  readonly status: number;
  readonly head: string;
  readonly body: string;
  readonly json: any;
}

/** Sends `bytes` and reads until the server closes the socket or `timeoutMs` passes. */
export function exchangeRaw(baseUrl: string, bytes: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks).toString('latin1')));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // One answer is enough: stop once a complete Content-Length body has arrived.
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const length = /content-length:\s*(\d+)/i.exec(text.slice(0, split))?.[1];
      if (split >= 0 && length !== undefined && Buffer.byteLength(text.slice(split + 4), 'latin1') >= Number(length)) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(bytes);
  });
}

function parseAnswer(text: string): RawAnswer {
  const split = text.indexOf('\r\n\r\n');
  const head = split >= 0 ? text.slice(0, split) : text;
  const body = split >= 0 ? text.slice(split + 4) : '';
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  let json: unknown;
  try {
    json = body ? JSON.parse(Buffer.from(body, 'latin1').toString('utf8')) : undefined;
  } catch {
    json = undefined;
  }
  return { status, head, body, json };
}

/** Writes a request head from name/value pairs exactly as given (no validation, no folding). */
export function buildRawRequest(method: string, target: string, host: string, headers: readonly (readonly [string, string])[], body = ''): Buffer {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${host}`, ...headers.map(([n, v]) => `${n}: ${v}`)];
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(body, 'utf8')]);
}

/** Opens a socket that sends a request head one byte every `intervalMs`; resolves when the server closes it. */
/**
 * Sends a POST's headers announcing a 100-byte body, then 7 bytes of it, and waits: resolves when the server
 * closes the connection, with what it answered.
 */
export function withholdBody(baseUrl: string): { closed: Promise<{ afterMs: number; answer: string }>; socket: Socket } {
  const url = new URL(baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  const started = Date.now();
  let answer = '';
  socket.write(`POST /v1/sandbox/customers HTTP/1.1\r\nHost: ${url.host}\r\nX-Request-ID: withheld-1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":1}`);
  socket.on('data', (chunk) => {
    answer += chunk.toString('latin1');
  });
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) => {
    socket.on('close', () => resolve({ afterMs: Date.now() - started, answer }));
    socket.on('error', () => undefined);
  });
  return { closed, socket };
}

export function dribbleHeaders(baseUrl: string, intervalMs: number): { closed: Promise<{ afterMs: number; answer: string }>; socket: Socket } {
  const url = new URL(baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  const started = Date.now();
  const head = `GET /v1/sandbox/customers HTTP/1.1\r\nHost: ${url.host}\r\nX-Slow: ${'a'.repeat(10_000)}`;
  let at = 0;
  let answer = '';
  const timer = setInterval(() => {
    if (socket.writable && at < head.length) socket.write(head[at++]!);
  }, intervalMs);
  socket.on('data', (chunk) => {
    answer += chunk.toString('latin1');
  });
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) => {
    const done = () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - started, answer });
    };
    socket.on('close', done);
    socket.on('error', () => undefined);
  });
  return { closed, socket };
}
