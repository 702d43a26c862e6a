/**
 * The xs2a command line: parses the arguments, runs one command and turns every outcome into an exit code
 * (0 done, 1 a call or check failed, 2 a usage or configuration problem).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ClientError } from '../client-error.js';
import { Xs2aError } from '../xs2a-error.js';
import { PAYMENT_PRODUCT_VALUES } from '@xs2a-kit/schema';
import { COMMAND_OPTIONS, GLOBAL_OPTIONS, flagForPath, listAllOptions, type CommandName } from './cli-options.js';
import type { CliIo, CommandContext } from './cli-io.js';
import { SETTINGS } from './load-cli-config.js';
import {
  runAccountsBalances,
  runAccountsList,
  runAccountsTransactions,
  runCardAccountsBalances,
  runCardAccountsList,
  runCardAccountsTransactions,
  runConsentsCreate,
} from './commands/account-commands.js';
import { runCertsCreate } from './commands/certs-create.js';
import { runExplain } from './commands/explain-command.js';
import { runBasketsCreate, runPayCancel, runPayPeriodic, runPaySingle, runPayStatus } from './commands/payment-commands.js';
import { runCardTransactionsList, runCustomersList, runSandboxReset, runScaApprove } from './commands/sandbox-commands.js';
import { runSign } from './commands/sign-command.js';

const COMMANDS: Record<CommandName, (ctx: CommandContext) => Promise<number>> = {
  'certs create': runCertsCreate,
  'sandbox reset': runSandboxReset,
  'customers list': runCustomersList,
  'pay periodic': runPayPeriodic,
  'pay single': runPaySingle,
  'pay status': runPayStatus,
  'pay cancel': runPayCancel,
  'baskets create': runBasketsCreate,
  'sca approve': runScaApprove,
  'card-transactions list': runCardTransactionsList,
  'consents create': runConsentsCreate,
  'accounts list': runAccountsList,
  'accounts balances': runAccountsBalances,
  'accounts transactions': runAccountsTransactions,
  'card-accounts list': runCardAccountsList,
  'card-accounts balances': runCardAccountsBalances,
  'card-accounts transactions': runCardAccountsTransactions,
  sign: runSign,
  explain: runExplain,
};

const USAGE = `Usage: xs2a <command> [options]

Commands:
  certs create [--out dir] [--roles PSP_AI,PSP_PI] [--org-id ID] [--org-name NAME] [--common-name CN] [--serial HEX] [--force]
               (--serial: positive hexadecimal, 1 to 40 digits, such as 0A0B0C; random when left out)
  sandbox reset
  customers list [--with-accounts] [--with-agreements]
  pay periodic --amount 150.00 --creditor-name NAME --creditor-account ACC --debtor-account ACC --start-date YYYY-MM-DD
               [--frequency Monthly] [--day-of-execution D] [--execution-rule following|preceeding] [--end-date YYYY-MM-DD]
               [--currency NOK] [--remittance TEXT] [--product ..] [--body JSON|@file]
               (--execution-rule: preceeding is the spec's spelling; the bank also takes preceding)
  pay single   --amount 150.00 --creditor-name NAME --creditor-account ACC --debtor-account ACC [--execution-date YYYY-MM-DD]
               [--currency NOK] [--remittance TEXT] [--product ..] [--body JSON|@file]
               (--product: norwegian-domestic-credit-transfers by default, or one of
                ${PAYMENT_PRODUCT_VALUES.join(', ')}.
                --currency (default NOK) goes on the amount and both accounts: sepa-credit-transfers need --currency EUR.
                ACC is a BBAN or an IBAN. --body gives fields the flags do not cover; flags given as well replace its fields.)
               (pay periodic, pay single, pay cancel and baskets create name the PSU, as the spec's headers require:
                --psu-identity NNN (the sandbox customer's number) or --psu-id UUID (the psu-id an SCA returned), and
                --psu-ip-address (the PSU is present); pay single and pay periodic, single-SCA initiations, also
                --psu-context PRIVATE|CORPORATE. See Configuration below.)
  pay status <paymentId> [--service payments|periodic-payments|bulk-payments] [--product ..]
  pay cancel <paymentId> [--service ..] [--product ..] [--again (another cancellation SCA)]
  baskets create <paymentId...>
  sca approve <authorisationId> --customer NUMBER [--decision approve|reject|abort|revoke (withdraw a consent)]
              [--context PRIVATE|CORPORATE] [--agreement ID (needed with --context CORPORATE; see customers list --with-agreements)]
  card-transactions list <cardAccountId> --booking-status booked|pending|both [--from ..] [--to ..] [--offset N] [--limit N]
                     (the sandbox's mock-data listing)
  consents create                       (asks for the PSU's consent: an SCA redirect to approve; also after a withdrawal)
  accounts list [--with-balance]        card-accounts list
  accounts balances <accountId>         card-accounts balances <cardAccountId>
  accounts transactions <accountId> [--booking-status booked|pending|both|all (default both)] [--from ..] [--to ..] [--offset N] [--limit N]
  card-accounts transactions <cardAccountId> [--booking-status booked|pending|both (default both)] [--from ..] [--to ..] [--offset N] [--limit N]
                     (account information: the first read asks for the PSU's consent by SCA; approve it, then
                      send the psu-id it prints; without --psu-ip-address a read counts as the PSU not present)
  sign --path /v1/... [--method M] [--body JSON|@file] [--header 'Name: value']... [--curl]
  explain [--body JSON|@file] [--header 'Name: value']... [--override 'Name: value']...

Configuration: a flag, else its environment variable, else its key in the JSON file --config (XS2A_CONFIG) names:
${formatSettings()}
Output: readable by default, --json for scripts. Exit codes: 0 done, 1 call failed, 2 usage or configuration.
xs2a --version prints the client's version; xs2a --help (-h) this text.
`;

/** One line per setting: flag, environment variable, file key and what it is. */
function formatSettings(): string {
  const rows = Object.entries(SETTINGS).map(([fileKey, [flag, env, what]]) => [`--${flag}`, env, fileKey, what]);
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => `  ${row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell)).join('  ')}`).join('\n');
}

/** Runs the CLI with `argv` (without node and script); resolves to the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let json = argv.includes('--json');
  let command: CommandName | undefined;
  let serviceGiven = false;
  try {
    const parsed = parseArgs({ args: [...argv], options: listAllOptions(), allowPositionals: true, strict: true });
    const values = parsed.values as CommandContext['values'];
    json = values.json === true;
    serviceGiven = values.service !== undefined;
    const [first, second, ...rest] = parsed.positionals;
    if (values.version === true && first === undefined) {
      io.stdout(`${readVersion()}\n`);
      return 0;
    }
    if (values.help === true || first === undefined || first === 'help') {
      io.stdout(USAGE);
      return first === undefined && values.help !== true ? 2 : 0;
    }
    const twoWords = `${first} ${second ?? ''}`;
    const name = (twoWords in COMMANDS ? twoWords : first in COMMANDS ? first : undefined) as CommandName | undefined;
    if (!name) throw new ClientError('USAGE_INVALID', `unknown command: ${[first, second].filter(Boolean).join(' ')}`);
    command = name;
    const args = name.includes(' ') ? rest : parsed.positionals.slice(1);
    if (!TAKES_OPERANDS.has(name) && args.length > 0) throw new ClientError('USAGE_INVALID', describeStrayOperands(name, args));
    const allowed = new Set([...Object.keys(GLOBAL_OPTIONS), ...Object.keys(COMMAND_OPTIONS[name])]);
    const foreign = Object.keys(values).filter((option) => !allowed.has(option));
    if (foreign.length > 0) throw new ClientError('USAGE_INVALID', `${name} does not take ${foreign.map((o) => `--${o}`).join(', ')}`);
    // PSU-Context is a header of payments and consents only: the client does not send it on an account read (the
    // operation does not take it), so a --psu-context given there would silently do nothing. Say so, and what does.
    if (values['psu-context'] !== undefined && /^(card-)?accounts /.test(name)) {
      io.stderr('note: --psu-context is not sent on account reads (PSU-Context is a header of payments and consents); a read for a company sends --psu-corporate-id, and xs2a consents create takes --psu-context\n');
    }
    return await COMMANDS[name]({ io, values, args, json });
  } catch (error) {
    return reportFailure(error, io, json, command, serviceGiven);
  }
}

/** The commands that take operands (ids); every other one takes options only. */
const TAKES_OPERANDS: ReadonlySet<CommandName> = new Set<CommandName>([
  'pay status',
  'pay cancel',
  'baskets create',
  'sca approve',
  'card-transactions list',
  'accounts balances',
  'accounts transactions',
  'card-accounts balances',
  'card-accounts transactions',
]);

/**
 * Words left over by a command that takes none: an unquoted value with spaces (`--creditor-name Utleier AS` kept
 * only "Utleier" and dropped "AS" without a word, and a payment went out with the wrong name), or a value given to
 * a flag that takes none (`--sign-request-target false` signed the target).
 */
function describeStrayOperands(name: CommandName, args: readonly string[]): string {
  const words = args.slice(0, 5).map((a) => JSON.stringify(a.slice(0, 40))).join(' ') + (args.length > 5 ? ` and ${args.length - 5} more` : '');
  const flagValue = args.some((a) => a === 'true' || a === 'false');
  const advice = flagValue
    ? 'a switch such as --sign-request-target takes no value (turn it off with --no-sign-request-target)'
    : 'quote a value that has spaces, such as --creditor-name "Utleier AS"';
  return `${name} takes no arguments besides its options, got ${words}: ${advice}`;
}

function reportFailure(error: unknown, io: CliIo, json: boolean, command: CommandName | undefined, serviceGiven = false): number {
  if (error instanceof Xs2aError) {
    if (json) io.stdout(`${JSON.stringify({ error: 'Xs2aError', code: error.code, message: error.message, status: error.status, tppMessages: error.tppMessages, requestId: error.requestId }, null, 2)}\n`);
    const lines = [`error: ${error.operationId} failed with HTTP ${error.status}`];
    for (const m of error.tppMessages) {
      const flag = m.path ? flagForPath(command, m.path) : undefined;
      lines.push(`  ${m.category} ${m.code}${m.path ? ` at ${m.path}${flag ? ` (${flag})` : ''}` : ''}${m.text ? `: ${m.text}` : ''}`);
    }
    // An answer without tppMessages (a proxy's HTML page, say): the start of its body says who answered.
    if (error.tppMessages.length === 0 && typeof error.body === 'string' && error.body.trim() !== '') {
      lines.push(`  body: ${error.body.replace(/\s+/g, ' ').trim().slice(0, 200)}`);
    }
    const hint = hintFor(error, command, serviceGiven);
    if (hint) lines.push(`  hint: ${hint}`);
    lines.push(`  X-Request-ID ${error.requestId}`);
    io.stderr(`${lines.join('\n')}\n`);
    return 1;
  }
  if (error instanceof ClientError) {
    const usage = error.code === 'USAGE_INVALID' || error.code === 'CONFIG_INVALID';
    if (json) io.stdout(`${JSON.stringify({ error: 'ClientError', code: error.code, message: error.message, ...(error.requestId === undefined ? {} : { requestId: error.requestId }) }, null, 2)}\n`);
    io.stderr(`error: ${error.message}${usage ? '\nRun xs2a --help for usage.' : ''}\n`);
    return usage ? 2 : 1;
  }
  if (isParseArgsError(error)) {
    if (json) io.stdout(`${JSON.stringify({ error: 'ClientError', code: 'USAGE_INVALID', message: error.message }, null, 2)}\n`);
    io.stderr(`error: ${error.message}\nRun xs2a --help for usage.\n`);
    return 2;
  }
  if (json) io.stdout(`${JSON.stringify({ error: 'Error', code: 'UNEXPECTED', message: error instanceof Error ? error.message : String(error) }, null, 2)}\n`);
  io.stderr(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return 1;
}

/**
 * What to try next for bank errors whose fix lies in how the command was called rather than in a field: a
 * payment is found only under the service and product it was made with, and a withdrawn consent comes back only
 * through a new one.
 */
function hintFor(error: Xs2aError, command: CommandName | undefined, serviceGiven: boolean): string | undefined {
  const codes = error.tppMessages.map((m) => m.code);
  if ((command === 'pay status' || command === 'pay cancel') && error.tppMessages.some((m) => m.code === 'RESOURCE_UNKNOWN' && m.path === 'paymentId')) {
    return serviceGiven
      ? 'check --service and --product against those the payment was made with; otherwise the payment is another TPP\'s (another certificate), or a sandbox reset removed it'
      : 'a payment is found only under the service and product it was made with: add --service periodic-payments or bulk-payments, and --product, as when it was created';
  }
  if (codes.includes('CONSENT_UNKNOWN') || codes.includes('CONSENT_EXPIRED')) {
    return 'the access this psu-id had is gone: run xs2a consents create (or leave out --psu-id and send --psu-identity) for a new consent SCA';
  }
  return undefined;
}

/** The package's version (package.json is two folders above this file, in src/cli/ and in dist/cli/ alike). */
function readVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
  return manifest.version ?? 'unknown';
}

/** node:util parseArgs reports unknown options and missing values with ERR_PARSE_ARGS_* codes. */
function isParseArgsError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}
