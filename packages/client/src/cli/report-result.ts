/**
 * Printing a call's result: the whole result as JSON with --json, else a readable summary, with the SCA redirect
 * spelled out and WARNING messages on stderr.
 */
import type { OperationId } from '@xs2a-kit/schema';
import { ClientError } from '../client-error.js';
import type { CallResult, SuccessBodyOf } from '../operation-io.js';
import { printJson, type CommandContext } from './cli-io.js';

/** Prints `result`; `describe` renders a success body (or the resource of an SCA-needed answer). */
export function reportResult<I extends OperationId>(ctx: CommandContext, result: CallResult<I>, describe: (body: SuccessBodyOf<I>) => string): void {
  // An answer that asks for SCA carries why as an ERROR message; that is the expected first step, not a failure.
  for (const message of result.tppMessages) {
    const label = message.category === 'ERROR' && result.kind === 'sca-needed' ? 'bank' : 'warning';
    // A plain warning carries the code WARNING, which the label already says.
    const code = label === 'warning' && message.code === 'WARNING' && message.text ? '' : `${message.code}${message.text ? ': ' : ''}`;
    ctx.io.stderr(`${label}: ${code}${message.text ?? ''}\n`);
  }
  if (ctx.json) {
    printJson(ctx.io, result);
    return;
  }
  if (result.kind === 'ok') {
    ctx.io.stdout(`${describe(result.body)}\n`);
    return;
  }
  const lines = result.resource === undefined ? [] : [describe(result.resource)];
  lines.push(`SCA needed (HTTP ${result.status}): send the PSU to ${result.scaRedirect}`);
  if (result.authorisationId) {
    lines.push(
      `Authorisation ${result.authorisationId}; in the sandbox approve it with: xs2a sca approve ${result.authorisationId} --customer <customerNumber>`,
      '  (for a company: add --context CORPORATE --agreement <agreementId>; xs2a customers list --with-agreements names them)',
    );
  }
  ctx.io.stdout(`${lines.join('\n')}\n`);
}

/** Reads a JSON argument given inline or as @file; returns the exact text and its parse. */
export function readJsonArgument(value: string, read: (path: string) => string): { text: string; json: unknown } {
  let text = value;
  if (value.startsWith('@')) {
    try {
      text = read(value.slice(1));
    } catch (error) {
      throw new ClientError('USAGE_INVALID', `cannot read ${value.slice(1)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch (error) {
    throw new ClientError('USAGE_INVALID', `--body is not JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** A usage error (exit code 2). */
export function failUsage(message: string): never {
  throw new ClientError('USAGE_INVALID', message);
}
