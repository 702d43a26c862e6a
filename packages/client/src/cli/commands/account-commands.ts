/**
 * The account-information commands: `accounts list|balances|transactions` and `card-accounts
 * list|balances|transactions`. Without the PSU's consent the bank answers 401 with an SCA redirect, which the
 * CLI prints with the `sca approve` command that grants the consent in the sandbox; the psu-id that command
 * prints then goes on later calls (XS2A_PSU_ID). Without --psu-ip-address (XS2A_PSU_IP_ADDRESS) a read counts
 * as made without the PSU: balances and transactions are limited to 4 calls a day per account.
 */
import type { components } from '@xs2a-kit/schema';
import { createClient } from '../../create-client.js';
import type { QueryParamsOf } from '../../operation-io.js';
import { describeBookingStatus, readTransactionPage, toPageQuery, type CommandContext, type TransactionPage } from '../cli-io.js';
import { loadCliConfig } from '../load-cli-config.js';
import { failUsage, reportResult } from '../report-result.js';

type Schemas = components['schemas'];
type Amount = { readonly amount: string | number; readonly currency: string };

// spec/openapi.yaml, listAccountTransactions: bookingStatus optional (default both), booked|pending|both|all.
const ACCOUNT_BOOKING_STATUS = describeBookingStatus<NonNullable<QueryParamsOf<'listAccountTransactions'>['bookingStatus']>>()({
  values: ['booked', 'pending', 'both', 'all'],
  required: false,
});
// spec/openapi.yaml, listCardAccountTransactions: bookingStatus optional (default both), booked|pending|both.
const CARD_ACCOUNT_BOOKING_STATUS = describeBookingStatus<NonNullable<QueryParamsOf<'listCardAccountTransactions'>['bookingStatus']>>()({
  values: ['booked', 'pending', 'both'],
  required: false,
});

/**
 * `consents create`: asks for the PSU's consent (POST /v1/bank-offered-consents) and prints the SCA redirect with
 * the `sca approve` command, as a first read without consent does. It is how access comes back after the PSU
 * withdrew it (reads then answer 403 CONSENT_UNKNOWN to the psu-id the TPP holds).
 */
export async function runConsentsCreate(ctx: CommandContext): Promise<number> {
  const result = await createClient(loadCliConfig(ctx.values, ctx.io)).operations.createBankOfferedConsent();
  // The answer to an SCA redirect is the consent request itself: links only, the redirect printed below it.
  reportResult(ctx, result, (body) =>
    body._links?.scaRedirect ? 'Consent asked for: the PSU chooses the accounts and approves at the SCA below.' : 'The bank asked for no SCA: the consent stands as it is.',
  );
  return 0;
}

/** `accounts list [--with-balance]`: the consented accounts, one line each. */
export async function runAccountsList(ctx: CommandContext): Promise<number> {
  const client = createClient(loadCliConfig(ctx.values, ctx.io));
  const result = await client.listAccounts(ctx.values['with-balance'] === true ? { withBalance: true } : undefined);
  reportResult(ctx, result, (body) =>
    body.accounts.length === 0
      ? 'The consent reaches no accounts.'
      : body.accounts
          .map((a) => {
            const line = [a.iban ?? a.bban ?? '-', a.currency, a.name, a.product, `(id ${a.resourceId ?? '-'})`].filter(Boolean).join('  ');
            return [line, ...(a.balances ?? []).map((b) => `    ${formatBalance(b)}`)].join('\n');
          })
          .join('\n'),
  );
  return 0;
}

/** `accounts balances <accountId>`. */
export async function runAccountsBalances(ctx: CommandContext): Promise<number> {
  const accountId = readOneId(ctx, 'accounts balances', 'account');
  const result = await createClient(loadCliConfig(ctx.values, ctx.io)).getAccountBalances(accountId);
  reportResult(ctx, result, (body) => [`Account ${describeReference(body.account)}`, ...body.balances.map((b) => `  ${formatBalance(b)}`)].join('\n'));
  return 0;
}

/** `accounts transactions <accountId> [--booking-status booked|pending|both|all] [--from --to --offset --limit]`. */
export async function runAccountsTransactions(ctx: CommandContext): Promise<number> {
  const accountId = readOneId(ctx, 'accounts transactions', 'account');
  const page = readTransactionPage(ctx, ACCOUNT_BOOKING_STATUS);
  const result = await createClient(loadCliConfig(ctx.values, ctx.io)).listAccountTransactions(accountId, toPageQuery(page, 'dateFrom', 'dateTo'));
  reportResult(ctx, result, (body) => {
    const { booked = [], pending = [] } = body.transactions;
    const lines = [`Account ${describeReference(body.account)}: ${booked.length} booked, ${pending.length} pending`];
    for (const t of booked) lines.push(`  ${formatTransaction(t, t.bookingDate ?? '')}`);
    for (const t of pending) lines.push(`  ${formatTransaction(t, 'pending   ')}`);
    lines.push(...describeNextPage(body.transactions._links, page, 'accounts transactions', accountId));
    return lines.join('\n');
  });
  return 0;
}

/** `card-accounts list`: the consented card accounts, one line each. */
export async function runCardAccountsList(ctx: CommandContext): Promise<number> {
  const result = await createClient(loadCliConfig(ctx.values, ctx.io)).listCardAccounts();
  reportResult(ctx, result, (body) =>
    body.cardAccounts.length === 0
      ? 'The consent reaches no card accounts.'
      : body.cardAccounts.map((c) => [c.maskedPan, c.currency, c.name, c.product, `(id ${c.resourceId ?? '-'})`].filter(Boolean).join('  ')).join('\n'),
  );
  return 0;
}

/** `card-accounts balances <cardAccountId>`. */
export async function runCardAccountsBalances(ctx: CommandContext): Promise<number> {
  const cardAccountId = readOneId(ctx, 'card-accounts balances', 'card account');
  const result = await createClient(loadCliConfig(ctx.values, ctx.io)).getCardAccountBalances(cardAccountId);
  reportResult(ctx, result, (body) => [`Card ${body.cardAccount?.maskedPan ?? '-'}`, ...body.balances.map((b) => `  ${formatBalance(b)}`)].join('\n'));
  return 0;
}

/** `card-accounts transactions <cardAccountId> [--booking-status booked|pending|both] [--from --to --offset --limit]`. */
export async function runCardAccountsTransactions(ctx: CommandContext): Promise<number> {
  const cardAccountId = readOneId(ctx, 'card-accounts transactions', 'card account');
  const page = readTransactionPage(ctx, CARD_ACCOUNT_BOOKING_STATUS);
  const result = await createClient(loadCliConfig(ctx.values, ctx.io)).listCardAccountTransactions(cardAccountId, toPageQuery(page, 'dateFrom', 'dateTo'));
  reportResult(ctx, result, (body) => {
    const { booked = [], pending = [] } = body.cardTransactions;
    const lines = [`Card ${body.cardAccount?.maskedPan ?? '-'}: ${booked.length} booked, ${pending.length} pending`];
    for (const t of booked) lines.push(`  ${formatCardTransaction(t, t.bookingDate ?? '')}`);
    for (const t of pending) lines.push(`  ${formatCardTransaction(t, 'pending   ')}`);
    lines.push(...describeNextPage(body.cardTransactions._links, page, 'card-accounts transactions', cardAccountId));
    return lines.join('\n');
  });
  return 0;
}

function readOneId(ctx: CommandContext, command: string, what: string): string {
  const [id, ...extra] = ctx.args;
  if (!id || extra.length > 0) failUsage(`${command} takes one ${what} id (see xs2a ${what === 'account' ? 'accounts' : 'card-accounts'} list)`);
  return id;
}

function formatAmount(amount: Amount): string {
  return `${String(amount.amount).padStart(12)} ${amount.currency}`;
}

function formatBalance(balance: Schemas['Balance']): string {
  return `${balance.balanceType.padEnd(16)} ${formatAmount(balance.balanceAmount)}${balance.referenceDate ? `  on ${balance.referenceDate}` : ''}`;
}

function describeReference(account: { readonly iban?: string; readonly bban?: string; readonly currency?: string } | undefined): string {
  return [account?.iban ?? account?.bban ?? '-', account?.currency].filter(Boolean).join(' ');
}

function formatTransaction(t: Schemas['Transaction'], date: string): string {
  const counterparty = t.creditorName ?? t.debtorName;
  const text = t.remittanceInformationUnstructured ?? t.remittanceInformationUnstructuredArray?.join(' ');
  return [date, formatAmount(t.transactionAmount), counterparty, text, t.transactionId ? `(${t.transactionId})` : undefined].filter(Boolean).join('  ');
}

function formatCardTransaction(t: Schemas['CardTransaction'], date: string): string {
  const amount = t.transactionAmount ?? t.originalAmount;
  return [date, amount ? formatAmount(amount) : undefined, t.transactionDetails, t.cardTransactionId ? `(${t.cardTransactionId})` : undefined].filter(Boolean).join('  ');
}

/** When the bank offers a next page, the command line that reads it. */
function describeNextPage(links: { readonly next?: unknown } | undefined, page: TransactionPage, command: string, id: string): string[] {
  if (links?.next === undefined) return [];
  const next = readPageOffset(links.next) ?? (page.offset ?? 0) + (page.limit ?? 0);
  const flags = [
    ...(page.bookingStatus === undefined ? [] : [`--booking-status ${page.bookingStatus}`]),
    ...(page.from ? [`--from ${page.from}`] : []),
    ...(page.to ? [`--to ${page.to}`] : []),
    `--offset ${next}`,
    ...(page.limit === undefined ? [] : [`--limit ${page.limit}`]),
  ];
  return [`More: xs2a ${command} ${id} ${flags.join(' ')}`];
}

// The next link carries the offset the bank wants; a link without one falls back to offset + limit.
function readPageOffset(link: unknown): number | undefined {
  const href = typeof link === 'object' && link !== null ? (link as { href?: unknown }).href : undefined;
  if (typeof href !== 'string') return undefined;
  const offset = new URL(href, 'http://bank.invalid').searchParams.get('offset');
  return offset !== null && /^\d+$/.test(offset) ? Number(offset) : undefined;
}

