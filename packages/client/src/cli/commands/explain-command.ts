/**
 * `xs2a explain`: sends a signed request to the sandbox's signature-explain operation and prints what the bank's
 * verifier found, step by step, with what to fix. `--header` adds headers before signing; `--override` replaces
 * headers after signing (to reproduce a request signed elsewhere).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { components } from '@xs2a-kit/schema';
import { createClient } from '../../create-client.js';
import { readResponse } from '../../read-response.js';
import { sendWithRetry } from '../../send-with-retry.js';
import { printJson, readList, readString, type CommandContext } from '../cli-io.js';
import { loadCliConfig } from '../load-cli-config.js';
import { readJsonArgument } from '../report-result.js';
import { parseHeaders } from './sign-command.js';

type Explanation = components['schemas']['SignatureExplanation'];

/** Runs explain; exit code 0 when the signature would pass, 1 when not. */
export async function runExplain(ctx: CommandContext): Promise<number> {
  const bodyArg = readString(ctx.values, 'body');
  const body = bodyArg === undefined ? undefined : readJsonArgument(bodyArg, (file) => readFileSync(resolve(ctx.io.cwd, file), 'utf8')).json;
  const config = loadCliConfig(ctx.values, ctx.io);
  const client = createClient(config);
  const prepared = client.prepare('explainSandboxSignature', { ...(body === undefined ? {} : { body: body as never }), headers: parseHeaders(readList(ctx.values, 'header')) });
  const overrides = parseHeaders(readList(ctx.values, 'override'));
  const request = { ...prepared, headers: { ...prepared.headers, ...overrides } };
  const sent = await sendWithRetry(() => request, {
    fetch: globalThis.fetch,
    timeoutMs: config.timeoutMs ?? 30_000,
    retries: 0,
    retryDelayMs: 0,
    random: Math.random,
  });
  const result = readResponse('explainSandboxSignature', sent.status, sent.text, request.requestId);
  const report = result.body as Explanation;
  if (ctx.json) {
    printJson(ctx.io, { ...report, fixes: listFixes(report) });
    return report.valid ? 0 : 1;
  }
  const lines = [report.valid ? 'Signature valid: the bank would accept this request.' : `Signature invalid: the bank would answer ${report.code ?? 'an error'}.`];
  for (const step of report.steps) lines.push(`  ${step.ok ? 'ok  ' : 'FAIL'} ${step.name}${step.detail ? `: ${step.detail}` : ''}`);
  if (report.keyId?.raw) lines.push(`keyId sent:        ${report.keyId.raw}`);
  if (report.certificate?.serialHex) lines.push(`certificate:       SN=${report.certificate.serialHex},CA=${report.certificate.issuer ?? '?'}`);
  if (report.signingString) lines.push('signing string the bank built:', ...report.signingString.split('\n').map((l) => `  ${l}`));
  const fixes = listFixes(report);
  if (fixes.length > 0) lines.push('What to fix:', ...fixes.map((f) => `  - ${f}`));
  ctx.io.stdout(`${lines.join('\n')}\n`);
  return report.valid ? 0 : 1;
}

/** Turns the report's findings into instructions. */
export function listFixes(report: Explanation): string[] {
  if (report.valid) return [];
  const fixes: string[] = [];
  if (report.missingSignedHeaders && report.missingSignedHeaders.length > 0) {
    fixes.push(`Sign ${report.missingSignedHeaders.join(', ')} too: every one of date, digest, x-request-id, psu-id, psu-corporate-id and tpp-redirect-uri the request carries must be in the headers parameter.`);
  }
  if (report.digest && report.digest.matches === false) {
    const computed = report.digest.computedSha256 ?? '?';
    const shown = computed.startsWith('SHA-256=') ? computed : `SHA-256=${computed}`;
    fixes.push(`Digest ${report.digest.received ?? '(none)'} does not match the body; the bank computed ${shown}. Hash the exact bytes sent, after serialisation.`);
  }
  if (report.clockSkewSeconds !== undefined && Math.abs(report.clockSkewSeconds) > 60) {
    // Said as the date step says it (behind or ahead, in whole seconds), so the two lines never disagree in sign.
    const skew = Math.round(report.clockSkewSeconds);
    fixes.push(`Your Date header is ${Math.abs(skew)} s ${skew < 0 ? 'behind' : 'ahead of'} the bank's clock (60 s allowed): synchronise the clock and set Date when sending.`);
  }
  // The bank reports the keyId sent beside the one the certificate calls for (spec: SignatureExplanation.keyId).
  // This read serialHex and issuer members the bank never sent, so a wrong keyId got no fix (spec fuzz review).
  const keyId = report.keyId;
  const keyIdFailed = report.steps.some((s) => s.name === 'key-id' && !s.ok);
  if (keyIdFailed && keyId?.raw !== undefined && keyId.expected !== undefined && keyId.raw !== keyId.expected) {
    fixes.push(`keyId is "${keyId.raw}"; the certificate calls for "${keyId.expected}" (serial in upper-case hexadecimal, issuer in RFC 2253 form): send keyId="${keyId.expected}".`);
  }
  const covered = fixes.length;
  for (const step of report.steps.filter((s) => !s.ok)) {
    if (covered === 0 || !['digest', 'date', 'key-id', 'signed-headers'].includes(step.name)) fixes.push(`${step.name}: ${step.detail ?? 'failed'}`);
  }
  if (fixes.length === 0) fixes.push(`The bank reports ${report.code ?? 'a failure'} without details; compare your signing string with the one above.`);
  return fixes;
}
