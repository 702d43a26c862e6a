import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { pino, type Logger } from 'pino';
import { createApp } from './app.js';
import { MAX_HEADER_FIELDS } from './http/header-count.js';
import { afterOwedAnswers, findIncompleteRequest, noteOwedAnswer } from './http/owed-answers.js';
import { isDraining, markAnswered } from './http/socket-answer.js';
import { describeHeaderFault, findHeaderFault } from './http/header-fault.js';
import { composeServices } from './composition.js';
import { readConfigFiles } from './config-files.js';
import { summariseConfig, type ServerConfig } from './config.js';
import { listSecurityHeaders } from './middleware/security-headers.js';

export interface RunningServer {
  readonly url: string;
  readonly logger: Logger;
  readonly server: Server;
  /**
   * Stops accepting connections and drains: every answer from now on carries `Connection: close`, idle
   * keep-alive connections are closed as soon as they are idle, and connections still busy after
   * `timeoutMs` (default: the configuration's shutdownTimeoutMs) are closed. Then closes the database.
   * Resolves to whether everything in flight finished in time.
   */
  close(options?: { readonly timeoutMs?: number }): Promise<{ readonly drained: boolean }>;
}

/** Largest header block accepted: a QSealC with its chain fits easily; a flood does not. */
const MAX_HEADER_BYTES = 32 * 1024;
/** How long a shutdown waits for the database connections to close after the HTTP connections have. */
const STORE_CLOSE_GRACE_MS = 2_000;

/** Whether `work` settled within `ms` (a rejection counts as settled, and is passed on). */
async function settleWithin(work: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Builds everything from a configuration and listens. Used by `main.ts` and by the HTTP tests, which start
 * real servers on port 0.
 */
export async function startServer(config: ServerConfig, overrides: { logger?: Logger } = {}): Promise<RunningServer> {
  const started = performance.now();
  const logger = overrides.logger ?? pino({ level: config.logLevel, base: undefined });
  const clock = () => new Date(Date.now() + config.clockOffsetMs);
  // Every file the configuration names, checked before the port is bound and the database opened or migrated.
  const files = await readConfigFiles(config, clock, logger);
  // HSTS too when this process serves TLS (review L: the answers written before the application lacked it).
  const securityHeaders = listSecurityHeaders(Boolean(config.tls && files.tls));
  // Listen first: with PORT=0 the public URL (links, SCA redirects) is only known once the port is bound.
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (req, res) => {
    // Still opening (and migrating) the database: the process is alive, so /health says so (a liveness probe must
    // not kill a slow migration); /ready answers NOT_READY as it does in an outage later, and everything else is
    // 503 with a body saying why. Every answer carries X-Request-ID, as the request-id middleware's do later.
    const path = (req.url ?? '').split('?')[0];
    const sent = req.headers['x-request-id'];
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Request-ID': typeof sent === 'string' && sent.trim() !== '' ? sent : randomUUID(),
      Date: clock().toUTCString(),
      ...securityHeaders,
    };
    if (path === `${config.basePath}/health`) {
      res.writeHead(200, headers);
      res.end(JSON.stringify({ status: 'UP', starting: true }));
      return;
    }
    if (path === `${config.basePath}/ready`) {
      res.writeHead(503, { ...headers, 'Retry-After': '1' });
      res.end(JSON.stringify({ status: 'NOT_READY', reason: 'the server is starting: opening its database' }));
      return;
    }
    res.writeHead(503, { ...headers, 'Retry-After': '1' });
    res.end(errorBody('SYSTEM_ERROR', 'The server is starting (opening its database); try again shortly.'));
  };
  // While draining, every answer closes its connection (the app checks this as it answers), so a keep-alive
  // client cannot keep the server alive.
  let draining = false;
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    noteOwedAnswer(req, res);
    handle(req, res);
  };
  const options = {
    maxHeaderSize: MAX_HEADER_BYTES,
    requestTimeout: 30_000,
    headersTimeout: 10_000,
    // How often Node looks for requests past those timeouts (its default, 30 s, let a stalled body hang a minute).
    connectionsCheckingInterval: 5_000,
    keepAliveTimeout: 5_000,
    // A missing Host is answered by the error middleware with a tppMessages body; Node's own answer has none.
    requireHostHeader: false,
  };
  const server = config.tls && files.tls
    ? createHttpsServer(
        {
          ...options,
          ...files.tls,
          minVersion: 'TLSv1.2',
          // Asked for, never checked: the QSealC signature of each request is what authenticates (README).
          requestCert: config.tls.requestClientCert,
          rejectUnauthorized: false,
        },
        listener,
      )
    : createHttpServer(options, listener);
  // One above the limit, so that a request with too many header lines is refused rather than cut short silently.
  server.maxHeadersCount = MAX_HEADER_FIELDS + 1;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(error, socket, clock, securityHeaders));
  // Requests Node would answer itself with an empty body: an Expect other than 100-continue (417) and CONNECT.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const body = errorBody('FORMAT_ERROR', `Only Expect: 100-continue is supported, got ${String(req.headers.expect).slice(0, 100)}.`, 'Expect');
    res.writeHead(417, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'X-Request-ID': echoableRequestId(req) ?? randomUUID(),
      Connection: 'close',
      ...securityHeaders,
    });
    res.end(body);
  });
  // A 405 says what the resource offers (RFC 9110 section 15.5.6), as the router's 405s do; until the routes
  // exist, and for a host:port target, that is nothing.
  let listAllowedMethods = (_path: string): string[] => [];
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    const allow = req.url?.startsWith('/') ? listAllowedMethods(req.url.split('?')[0] ?? '') : [];
    const text = `CONNECT is not supported: this is an API server, not a proxy; ${allow.length > 0 ? `this resource offers ${allow.join(', ')}` : 'the target is no resource of it'}.`;
    endSocket(socket, clock, 405, 'Method Not Allowed', errorBody('SERVICE_INVALID', text), { ...securityHeaders, Allow: allow.join(', ') }, echoableRequestId(req));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `${config.tls ? 'https' : 'http'}://${host}:${address.port}${config.basePath}`;
  const bound: ServerConfig = config.port === 0 && !config.publicUrlConfigured ? { ...config, publicUrl: url } : config;
  let services: Awaited<ReturnType<typeof composeServices>>;
  try {
    services = await composeServices(bound, { logger, clock, files });
  } catch (error) {
    // The database could not be opened: stop listening, so a caller that goes on (a test, a supervisor in the same
    // process) is not left with a port that answers "starting" for ever.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw error;
  }
  const app = createApp({
    mode: config.mode,
    basePath: config.basePath,
    bodyLimit: config.bodyLimit,
    logger,
    clock,
    clockMoved: config.clockOffsetMs !== 0,
    servesTls: config.tls !== undefined,
    handlers: services.handlers,
    authenticator: services.authenticator,
    ping: services.ping,
    specYaml: services.specYaml,
    extraRouters: services.routers,
    responseSigner: services.responseSigner,
    publicUrl: bound.publicUrl,
    isDraining: () => draining,
  });
  handle = app.callback();
  listAllowedMethods = app.listAllowedMethods;
  if (!config.publicUrlConfigured && (config.host === '0.0.0.0' || config.host === '::')) {
    logger.warn({ publicUrl: bound.publicUrl }, 'listening on every interface, but SCA redirects and Location headers name localhost: set XS2A_PUBLIC_URL to the address TPPs use');
  }
  if (config.mode === 'production' && config.demoSca && config.scaSiteUrl === undefined) {
    logger.warn('XS2A_DEMO_SCA: the built-in SCA pages approve for anyone who types a customer number; never serve real customers this way');
  }
  logger.info({ ...summariseConfig(bound), url, readyMs: Math.round(performance.now() - started) }, 'xs2a-kit server ready');
  return {
    url,
    logger,
    server,
    close: async (options = {}) => {
      draining = true;
      let drained = true;
      await new Promise<void>((resolve) => {
        // A connection between two keep-alive requests is idle only for a moment: look again every 100 ms.
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        const deadline = setTimeout(() => {
          drained = false;
          server.closeAllConnections();
        }, options.timeoutMs ?? config.shutdownTimeoutMs);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      });
      // A statement stuck in the database (waiting for a lock) would hold the store's close, and the exit, for as
      // long as it waits: the close gets a short grace, then the process goes on; the database rolls back whatever
      // the dropped connection had open.
      const closed = await settleWithin(services.close(), STORE_CLOSE_GRACE_MS);
      if (!closed) logger.warn({ graceMs: STORE_CLOSE_GRACE_MS }, 'shutdown: the database connections did not close in time and were left to the process exit');
      return { drained };
    },
  };
}

/**
 * Node answers malformed requests itself (bad header characters, oversized headers, timeouts); answer them
 * with a tppMessages body like every other error instead of a bare status line.
 */
/** What llhttp's error codes mean, in a TPP's words; the code itself is appended to the text. */
const PARSE_ERROR_TEXTS: Readonly<Record<string, string>> = {
  HPE_INVALID_HEADER_TOKEN: 'a header name or value has characters HTTP does not allow',
  // Node 20's parser also reports Content-Length together with Transfer-Encoding: chunked under this code.
  HPE_INVALID_CONTENT_LENGTH: 'Content-Length is not a single decimal number, or came together with Transfer-Encoding',
  HPE_UNEXPECTED_CONTENT_LENGTH: 'Content-Length was sent more than once, or together with Transfer-Encoding',
  HPE_INVALID_TRANSFER_ENCODING: 'Transfer-Encoding is not one this server accepts (chunked, last)',
  HPE_INVALID_CHUNK_SIZE: 'a chunk size of the chunked body is not hexadecimal',
  HPE_INVALID_METHOD: 'the request line does not start with an HTTP method',
  HPE_INVALID_URL: 'the request target is not a valid path',
  HPE_INVALID_VERSION: 'the request line does not end with HTTP/1.1 or HTTP/1.0',
  HPE_INVALID_CONSTANT: 'the request line or a header line is malformed',
  HPE_LF_EXPECTED: 'a line does not end with CRLF',
  HPE_CR_EXPECTED: 'a line does not end with CRLF',
};

function answerClientError(error: NodeJS.ErrnoException, socket: Socket, clock: () => Date, securityHeaders: Readonly<Record<string, string>>): void {
  // A request timeout also fires while a body is still awaited (headers parsed, no bytesParsed): answer 408 then
  // too, unless a response has already begun on the socket, which a raw status line would corrupt.
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  // A body thrown away after its 413 that never ends: the client has its answer, close.
  if (timedOut && isDraining(socket)) {
    socket.destroy();
    return;
  }
  const responding = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (!socket.writable || responding || ((error as { bytesParsed?: number }).bytesParsed === undefined && !timedOut)) {
    socket.destroy();
    return;
  }
  // A header line the parser refused is named, as every other refusal names its field.
  const fault = error.code === 'HPE_INVALID_HEADER_TOKEN' ? findHeaderFault((error as { rawPacket?: Buffer }).rawPacket) : undefined;
  const [status, reason, text] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', `The request headers are larger than the ${MAX_HEADER_BYTES} bytes this service accepts.`]
      : timedOut
        ? [408, 'Request Timeout', 'The request was not received in time.']
        : [400, 'Bad Request', `The request is not valid HTTP: ${fault ? describeHeaderFault(fault) : (PARSE_ERROR_TEXTS[error.code ?? ''] ?? 'the parser refused it')} (${String(error.code ?? 'unknown')}).`];
  // The request, if Koa has it, is logged with the status the client was actually sent.
  markAnswered(socket, status);
  // A request timed out while its body was awaited has had its headers read: its X-Request-ID is known.
  const requestId = timedOut ? echoableRequestId(findIncompleteRequest(socket)) : undefined;
  const answer = () => endSocket(socket, clock, status, reason, errorBody('FORMAT_ERROR', text, fault?.header), securityHeaders, requestId);
  // A stalled request is answered at once; a malformed one after pipelined requests only after their answers.
  if (timedOut) answer();
  else afterOwedAnswers(socket, () => {
    if (socket.writable) answer();
    else socket.destroy();
  });
}

/** Writes a whole JSON answer on a socket Node's HTTP layer does not answer itself, and closes it. */
function endSocket(
  socket: Socket,
  clock: () => Date,
  status: number,
  reason: string,
  body: string,
  headers: Readonly<Record<string, string>>,
  requestId?: string,
): void {
  // RFC 9110 6.6.1: an origin server with a clock sends Date on every 2xx, 3xx and 4xx answer, these included. The
  // request's own X-Request-ID when its headers were read, else a fresh one: the spec declares X-Request-ID on
  // every response.
  const extra = Object.entries({ Date: clock().toUTCString(), 'X-Request-ID': requestId ?? randomUUID(), ...headers }).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`);
}

/**
 * The request's X-Request-ID to echo on an answer written before Koa sees the request, as sent, as the app echoes
 * it: printable ASCII, spaces and tabs included. Other bytes (latin-1, which a raw socket write would turn into
 * UTF-8) get a fresh id; control characters never reach here, since Node's parser refuses them.
 */
function echoableRequestId(req: IncomingMessage | undefined): string | undefined {
  const sent = req?.headers['x-request-id'];
  return typeof sent === 'string' && /^[\t\x20-\x7e]+$/.test(sent) && sent.trim() !== '' ? sent : undefined;
}

/** A tppMessages body with one ERROR, for the answers written before Koa sees the request. */
function errorBody(code: string, text: string, path?: string): string {
  return JSON.stringify({ tppMessages: [{ category: 'ERROR', code, ...(path ? { path } : {}), text }] });
}
