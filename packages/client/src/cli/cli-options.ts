/**
 * Every option of the xs2a command line, in the shape node:util parseArgs takes, and which command accepts which.
 */
import type { ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Options every command understands: configuration and output. */
export const GLOBAL_OPTIONS = {
  'base-url': { type: 'string' },
  cert: { type: 'string' },
  key: { type: 'string' },
  config: { type: 'string' },
  'redirect-uri': { type: 'string' },
  'session-id': { type: 'string' },
  'psu-id': { type: 'string' },
  'psu-identity': { type: 'string' },
  'psu-corporate-id': { type: 'string' },
  'psu-context': { type: 'string' },
  'psu-ip-address': { type: 'string' },
  'accept-fix': { type: 'string' },
  timeout: { type: 'string' },
  retries: { type: 'string' },
  'sign-request-target': { type: 'boolean' },
  'no-sign-request-target': { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const satisfies Options;

const PAYMENT_OPTIONS = {
  product: { type: 'string' },
  amount: { type: 'string' },
  currency: { type: 'string' },
  'creditor-name': { type: 'string' },
  'creditor-account': { type: 'string' },
  'debtor-account': { type: 'string' },
  remittance: { type: 'string' },
  body: { type: 'string' },
} as const satisfies Options;

const TRANSACTION_PAGE_OPTIONS = {
  'booking-status': { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  offset: { type: 'string' },
  limit: { type: 'string' },
} as const satisfies Options;

/** Options of each command (beyond the global ones). */
export const COMMAND_OPTIONS = {
  'certs create': {
    out: { type: 'string' },
    roles: { type: 'string' },
    'org-id': { type: 'string' },
    'org-name': { type: 'string' },
    'common-name': { type: 'string' },
    serial: { type: 'string' },
    force: { type: 'boolean' },
  },
  'sandbox reset': {},
  'customers list': { 'with-accounts': { type: 'boolean' }, 'with-agreements': { type: 'boolean' } },
  'pay periodic': {
    ...PAYMENT_OPTIONS,
    'start-date': { type: 'string' },
    'end-date': { type: 'string' },
    frequency: { type: 'string' },
    'day-of-execution': { type: 'string' },
    'execution-rule': { type: 'string' },
  },
  'pay single': { ...PAYMENT_OPTIONS, 'execution-date': { type: 'string' } },
  'pay status': { service: { type: 'string' }, product: { type: 'string' } },
  'pay cancel': { service: { type: 'string' }, product: { type: 'string' }, again: { type: 'boolean' } },
  'baskets create': {},
  'sca approve': { customer: { type: 'string' }, decision: { type: 'string' }, context: { type: 'string' }, agreement: { type: 'string' } },
  'card-transactions list': TRANSACTION_PAGE_OPTIONS,
  'consents create': {},
  'accounts list': { 'with-balance': { type: 'boolean' } },
  'accounts balances': {},
  'accounts transactions': TRANSACTION_PAGE_OPTIONS,
  'card-accounts list': {},
  'card-accounts balances': {},
  'card-accounts transactions': TRANSACTION_PAGE_OPTIONS,
  sign: { method: { type: 'string' }, path: { type: 'string' }, body: { type: 'string' }, header: { type: 'string', multiple: true }, curl: { type: 'boolean' } },
  explain: { body: { type: 'string' }, header: { type: 'string', multiple: true }, override: { type: 'string', multiple: true } },
} as const satisfies Record<string, Options>;

/**
 * The command names, as typed on the command line.
 */
export type CommandName = keyof typeof COMMAND_OPTIONS;

/** All options at once, for a single strict parse. */
export function listAllOptions(): Options {
  const all: Options = { ...GLOBAL_OPTIONS };
  for (const options of Object.values(COMMAND_OPTIONS)) Object.assign(all, options);
  return all;
}

/**
 * The flag that set each request field a bank error may point at, so that an error names what the user typed.
 * Keys are the first segment of a tppMessages path (`instructedAmount` of `/instructedAmount/amount`).
 */
const FIELD_FLAGS: Readonly<Record<string, string>> = {
  // --currency sets the currency of the amount and of both accounts; the rest of each comes from its own flag.
  'instructedAmount.currency': 'currency',
  'creditorAccount.currency': 'currency',
  'debtorAccount.currency': 'currency',
  instructedAmount: 'amount',
  creditorName: 'creditor-name',
  creditorAccount: 'creditor-account',
  debtorAccount: 'debtor-account',
  remittanceInformationUnstructured: 'remittance',
  startDate: 'start-date',
  endDate: 'end-date',
  frequency: 'frequency',
  dayOfExecution: 'day-of-execution',
  executionRule: 'execution-rule',
  requestedExecutionDate: 'execution-date',
  bookingStatus: 'booking-status',
  fromDate: 'from',
  dateFrom: 'from',
  toDate: 'to',
  dateTo: 'to',
  offset: 'offset',
  limit: 'limit',
  'PSU-ID': 'psu-id',
  'PSU-Corporate-ID': 'psu-corporate-id',
  'PSU-Context': 'psu-context',
  'PSU-IP-Address': 'psu-ip-address',
  'X-PSU-IDENTITY': 'psu-identity',
  'TPP-Redirect-URI': 'redirect-uri',
  'TPP-Session-ID': 'session-id',
  'x-accept-fix': 'accept-fix',
};

const FLAGS_BY_LOWER_NAME: ReadonlyMap<string, string> = new Map(Object.entries(FIELD_FLAGS).map(([name, flag]) => [name.toLowerCase(), flag]));

/**
 * The flag of `command` behind a tppMessages path, such as `--from` for `fromDate`; undefined when the field
 * did not come from a flag of that command (it came from --body, or the path names something else).
 *
 * @example
 * flagForPath('pay periodic', '/instructedAmount/amount'); // '--amount'
 * flagForPath('pay single', 'instructedAmount.currency');   // '--currency'
 */
export function flagForPath(command: CommandName | undefined, path: string): string | undefined {
  if (command === undefined) return undefined;
  const [head = '', second] = path.replace(/^\//, '').split(/[./[]/);
  // Header names come back in any case (PSU-ID, psu-id): compare without it. The two first segments win over
  // the first alone (instructedAmount.currency is --currency, instructedAmount.amount --amount).
  const flag = (second === undefined ? undefined : FLAGS_BY_LOWER_NAME.get(`${head}.${second}`.toLowerCase())) ?? FLAGS_BY_LOWER_NAME.get(head.toLowerCase());
  if (flag === undefined) return undefined;
  return flag in GLOBAL_OPTIONS || flag in COMMAND_OPTIONS[command] ? `--${flag}` : undefined;
}
