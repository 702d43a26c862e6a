/**
 * `xs2a sign`: the signed headers (or a ready curl command) for any method, path and body. When the path is an
 * operation of the spec, the headers that operation gets from the SDK (TPP-Redirect-URI, TPP-Session-ID, PSU
 * headers, x-accept-fix) are added too, so the output matches what the SDK would send.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { listOperations, type OperationDescriptor } from '@xs2a-kit/schema';
import { displayName, formatCurlCommand } from '../../format-curl-command.js';
import { selectHeaders } from '../../select-headers.js';
import { signHttpRequest } from '../../sign-http-request.js';
import { printJson, readList, readString, type CommandContext } from '../cli-io.js';
import { loadCliConfig } from '../load-cli-config.js';
import { failUsage, readJsonArgument } from '../report-result.js';

/** `sign --path /v1/... [--method POST] [--body JSON|@file] [--header 'Name: value']... [--curl]`. */
export async function runSign(ctx: CommandContext): Promise<number> {
  const path = readString(ctx.values, 'path');
  if (!path) failUsage('--path /v1/... is required (the path and query after the base URL)');
  if (!path.startsWith('/')) failUsage(`--path must start with / (the path and query after the base URL, such as /v1/sandbox/customers), got ${path}`);
  const bodyArg = readString(ctx.values, 'body');
  // The body is sent exactly as given (not re-serialised), so the Digest printed is the Digest of those bytes.
  const body = bodyArg === undefined ? undefined : readJsonArgument(bodyArg, (file) => readFileSync(resolve(ctx.io.cwd, file), 'utf8')).text;
  const method = (readString(ctx.values, 'method') ?? (body === undefined ? 'GET' : 'POST')).toUpperCase();
  const config = loadCliConfig(ctx.values, ctx.io);
  const url = new URL(`${config.baseUrl.replace(/\/+$/, '')}${path}`);
  const operation = matchOperation(method, url.pathname, new URL(config.baseUrl).pathname);
  const headers = operation
    ? selectHeaders(
        operation,
        { tppRedirectUri: config.tppRedirectUri, tppSessionId: config.tppSessionId ?? randomUUID(), acceptFix: config.acceptFix ?? ['amount-as-string'], psu: config },
        body !== undefined,
        parseHeaders(readList(ctx.values, 'header')),
      )
    : { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...parseHeaders(readList(ctx.values, 'header')) };
  const signed = signHttpRequest({ method, url, headers, body, certificate: config.certificate, privateKey: config.privateKey, signRequestTarget: config.signRequestTarget });
  if (ctx.json) {
    printJson(ctx.io, { operationId: operation?.operationId, method: signed.method, url: signed.url, headers: signed.headers, body, signingString: signed.signingString, keyId: signed.keyId });
  } else if (ctx.values.curl === true) {
    ctx.io.stdout(`${formatCurlCommand(signed)}\n`);
  } else {
    const lines = [`${signed.method} ${signed.url}${operation ? `  (${operation.operationId})` : ''}`];
    for (const [name, value] of Object.entries(signed.headers)) lines.push(`${displayName(name)}: ${value}`);
    lines.push('', 'Signing string:', signed.signingString);
    ctx.io.stdout(`${lines.join('\n')}\n`);
  }
  return 0;
}

/** Parses repeated `Name: value` arguments. */
export function parseHeaders(entries: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    if (colon <= 0) failUsage(`--header must look like "Name: value", got ${JSON.stringify(entry)}`);
    headers[entry.slice(0, colon).trim().toLowerCase()] = entry.slice(colon + 1).trim();
  }
  return headers;
}

/** The operation of the table a method and path belong to, if any (the base URL's own path is skipped). */
function matchOperation(method: string, pathname: string, basePath: string): OperationDescriptor | undefined {
  const prefix = basePath.replace(/\/+$/, '');
  const path = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
  const candidates = listOperations().filter((op) => op.method === method && toPattern(op.path).test(path));
  // Concrete paths win over templated ones, as OpenAPI prescribes.
  return candidates.sort((a, b) => countParams(a.path) - countParams(b.path))[0];
}

function toPattern(template: string): RegExp {
  const escaped = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]+')}$`);
}

function countParams(template: string): number {
  return (template.match(/\{/g) ?? []).length;
}
