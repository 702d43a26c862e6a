/**
 * The Koa application alone on a listening port, with the handlers and authenticator a test gives (no database,
 * no composition root): for tests of the request pipeline itself.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp } from '../../src/app.js';
import type { RequestAuthenticator } from '../../src/middleware/authenticate.js';
import type { HandlerTable } from '../../src/operations/register-routes.js';

export interface StubApp {
  readonly base: string;
  close(): Promise<void>;
}

export async function startStubApp(options: { handlers: HandlerTable; authenticator: RequestAuthenticator; clock: () => Date; bodyLimit?: number }): Promise<StubApp> {
  const app = createApp({
    mode: 'sandbox',
    basePath: '',
    bodyLimit: options.bodyLimit ?? 4096,
    logger: pino({ level: 'silent' }),
    clock: options.clock,
    handlers: options.handlers,
    authenticator: options.authenticator,
    ping: async () => {},
    specYaml: 'openapi: 3.0.3',
    publicUrl: 'http://stub.invalid',
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
