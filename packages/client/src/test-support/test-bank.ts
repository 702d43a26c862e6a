/**
 * A small bank for tests: node:http on 127.0.0.1 (port 0) that verifies every request's signature with
 * @xs2a-kit/signature under the sandbox trust policy, records it, and answers with canned replies per route.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { verifyRequest, type TppIdentity } from '@xs2a-kit/signature';

/** One request as the bank received it. */
export interface ReceivedRequest {
  readonly method: string;
  readonly target: string;
  readonly pathname: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  /** The verified TPP, or undefined when verification failed (then `signatureError` says why). */
  readonly tpp: TppIdentity | undefined;
  readonly signatureError: string | undefined;
}

/** What a route answers: a JSON reply, a connection dropped without answer, or no answer at all. */
export type Reply =
  | { readonly status: number; readonly body?: unknown; readonly text?: string; readonly headers?: Readonly<Record<string, string>> }
  | { readonly drop: true }
  | { readonly hang: true };

/** A route handler; called after the signature check passed. */
export type Handler = (request: ReceivedRequest) => Reply;

/** The running test bank. */
export interface TestBank {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  /**
   * Sets the handler of `METHOD /path` (path without query); the latest one wins. With `acceptUnsigned` the
   * handler also sees requests whose signature failed (as the signature-explain operation does).
   */
  on(method: string, path: string, handler: Handler | Reply, options?: { readonly acceptUnsigned?: boolean }): void;
  /** Handler for requests no route matches (default 404 RESOURCE_UNKNOWN). */
  fallback(handler: Handler): void;
  close(): Promise<void>;
}

/** Starts a test bank; close it in afterAll. */
export async function startTestBank(): Promise<TestBank> {
  const routes = new Map<string, Handler>();
  const lenient = new Set<string>();
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  let fallback: Handler = () => ({ status: 404, body: { tppMessages: [{ category: 'ERROR', code: 'RESOURCE_UNKNOWN', text: 'no route' }] } });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const target = req.url ?? '/';
        const url = new URL(target, 'http://bank.test');
        let tpp: TppIdentity | undefined;
        let signatureError: string | undefined;
        try {
          tpp = await verifyRequest(
            { method: req.method ?? 'GET', target, headers: req.headers, body: body.byteLength > 0 ? new Uint8Array(body) : undefined },
            { clock: () => new Date(), trust: { mode: 'sandbox' } },
          );
        } catch (error) {
          signatureError = error instanceof Error ? `${(error as { code?: string }).code ?? ''} ${error.message}` : String(error);
        }
        const received: ReceivedRequest = { method: req.method ?? 'GET', target, pathname: url.pathname, query: url.searchParams, headers: req.headers, body, tpp, signatureError };
        requests.push(received);
        const key = `${received.method} ${received.pathname}`;
        const reply: Reply = signatureError && !lenient.has(key)
          ? { status: 400, body: { tppMessages: [{ category: 'ERROR', code: 'SIGNATURE_INVALID', text: signatureError.slice(0, 500) }] } }
          : (routes.get(key) ?? fallback)(received);
        if ('drop' in reply) {
          req.socket.destroy();
          return;
        }
        if ('hang' in reply) return;
        const requestId = req.headers['x-request-id'];
        // text: a body as written, not JSON (a proxy's error page, say).
        res.writeHead(reply.status, {
          ...(reply.text !== undefined ? { 'content-type': 'text/html' } : reply.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(typeof requestId === 'string' ? { 'x-request-id': requestId } : {}),
          ...reply.headers,
        });
        res.end(reply.text ?? (reply.body === undefined ? undefined : JSON.stringify(reply.body)));
      })();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, handler, options) {
      routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
      if (options?.acceptUnsigned) lenient.add(`${method} ${path}`);
      else lenient.delete(`${method} ${path}`);
    },
    fallback(handler) {
      fallback = handler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
