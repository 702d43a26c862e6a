/**
 * The sandbox commands: `sandbox reset`, `customers list`, `card-transactions list` and `sca approve`.
 */
import { createClient, type Xs2aClient } from '../../create-client.js';
import { parseRedirectCallback, type RedirectCallback } from '../../parse-redirect-callback.js';
import type { QueryParamsOf } from '../../operation-io.js';
import { Xs2aError } from '../../xs2a-error.js';
import { describeBookingStatus, printJson, readString, readTransactionPage, toPageQuery, type CommandContext } from '../cli-io.js';
import { loadCliConfig } from '../load-cli-config.js';
import { failUsage, reportResult } from '../report-result.js';

// spec/openapi.yaml, listSandboxCardAccountTransactions: bookingStatus required, booked|pending|both.
const SANDBOX_CARD_BOOKING_STATUS = describeBookingStatus<QueryParamsOf<'listSandboxCardAccountTransactions'>['bookingStatus']>()({
  values: ['booked', 'pending', 'both'],
  required: true,
});

/** `sandbox reset`: POST /v1/sandbox/initialize. */
export async function runSandboxReset(ctx: CommandContext): Promise<number> {
  const result = await createClient(loadCliConfig(ctx.values, ctx.io)).initializeSandbox();
  reportResult(ctx, result, (body) =>
    [
      `Sandbox reset: ${body.customers.length} customers, ${body.accounts} accounts, ${body.cardAccounts} card accounts, ${body.transactions} transactions`,
      ...body.customers.map((c) => `  ${c.customerNumber}  ${c.customerType.padEnd(9)}  ${c.customerName}`),
    ].join('\n'),
  );
  return 0;
}

/**
 * `customers list [--with-accounts] [--with-agreements]`. The listing names accounts by id only; with
 * --with-accounts the readable output also reads each account once, so that the BBAN a payment needs as
 * `--debtor-account` is on screen. --json prints the listing as the bank sent it.
 */
export async function runCustomersList(ctx: CommandContext): Promise<number> {
  const client = createClient(loadCliConfig(ctx.values, ctx.io));
  const withAccounts = ctx.values['with-accounts'] === true;
  const result = await client.listSandboxCustomers({
    ...(withAccounts ? { withAccounts: true } : {}),
    ...(ctx.values['with-agreements'] === true ? { withAgreements: true } : {}),
  });
  const details = withAccounts && !ctx.json && result.kind === 'ok' ? await readAccountDetails(client, result.body) : new Map<string, string>();
  reportResult(ctx, result, (customers) =>
    customers.length === 0
      ? 'No sandbox customers.'
      : customers
          .map((c) => {
            const lines = [`${c.customerNumber}  ${c.customerType.padEnd(9)}  ${c.customerName}  (id ${c.customerId})`];
            if (c.accounts.length > 0) lines.push('    accounts:', ...c.accounts.map((id) => `      ${details.get(id) ?? id}`));
            if (c.cardAccounts.length > 0) lines.push('    card accounts:', ...c.cardAccounts.map((id) => `      ${details.get(id) ?? id}`));
            for (const a of c.agreements) lines.push(`    agreement ${a.id ?? '?'} ${a.name ?? ''}`.trimEnd());
            return lines.join('\n');
          })
          .join('\n'),
  );
  return 0;
}

type CustomerListing = Extract<Awaited<ReturnType<Xs2aClient['listSandboxCustomers']>>, { kind: 'ok' }>['body'];

/**
 * One line per account: `BBAN  currency  name  (id ...)`, card accounts `masked PAN  currency  name  (id ...)`.
 * An account deleted meanwhile (404) keeps its bare id; the listing itself already succeeded. Other failures throw.
 */
async function readAccountDetails(client: Xs2aClient, customers: CustomerListing): Promise<Map<string, string>> {
  const lines = new Map<string, string>();
  // The listing already succeeded: an account deleted meanwhile (404) leaves that id bare. Any other failure (the
  // bank refusing the signature, a response signature that does not verify, a network fault) is reported: read
  // as "deleted" it would hide a fault the TPP must see (style review).
  const describe = async <R extends { kind: string }>(id: string, read: Promise<R>, format: (ok: Extract<R, { kind: 'ok' }>) => (string | undefined)[]) => {
    const result = await read.catch((error: unknown) => {
      if (error instanceof Xs2aError && error.status === 404) return undefined;
      throw error;
    });
    if (result?.kind === 'ok') lines.set(id, [...format(result as Extract<R, { kind: 'ok' }>), `(id ${id})`].filter(Boolean).join('  '));
  };
  await Promise.all(
    customers.flatMap((customer) => [
      ...customer.accounts.map((id) =>
        describe(id, client.operations.getSandboxAccount({ path: { mockAccountId: id } }), ({ body: a }) => [a.bban ?? a.iban ?? '-', a.currency, a.accountName]),
      ),
      ...customer.cardAccounts.map((id) =>
        describe(id, client.operations.getSandboxCardAccount({ path: { mockCardAccountId: id } }), ({ body: c }) => [c.maskedPan, c.currency, c.name]),
      ),
    ]),
  );
  return lines;
}

/** `card-transactions list <cardAccountId> --booking-status booked|pending|both [--from --to --offset --limit]`. */
export async function runCardTransactionsList(ctx: CommandContext): Promise<number> {
  const [cardAccountId, ...extra] = ctx.args;
  if (!cardAccountId || extra.length > 0) failUsage('card-transactions list takes one card account id');
  const page = readTransactionPage(ctx, SANDBOX_CARD_BOOKING_STATUS);
  const client = createClient(loadCliConfig(ctx.values, ctx.io));
  // The mock-data listing names its dates fromDate and toDate; the account-information API dateFrom and dateTo.
  const result = await client.listSandboxCardTransactions(cardAccountId, toPageQuery(page, 'fromDate', 'toDate'));
  reportResult(ctx, result, (body) => {
    const lines = [`Card ${body.cardAccount.maskedPan}: ${body.cardTransactions.booked.length} booked, ${body.cardTransactions.pending.length} pending`];
    for (const t of body.cardTransactions.booked) {
      lines.push(`  ${t.bookingDate}  ${String(t.transactionAmount.amount).padStart(8)} ${t.transactionAmount.currency}  MCC ${t.merchantCategoryCode}  ${t.cardTransactionId}`);
    }
    for (const id of body.cardTransactions.pending) lines.push(`  pending  ${id}`);
    return lines.join('\n');
  });
  return 0;
}

/** `sca approve <authorisationId> --customer <number> [--decision approve|reject|abort|revoke] [--context PRIVATE|CORPORATE] [--agreement <id>]`. */
export async function runScaApprove(ctx: CommandContext): Promise<number> {
  const [authorisationId, ...extra] = ctx.args;
  if (!authorisationId || extra.length > 0) failUsage('sca approve takes one authorisation id');
  const customerNumber = readString(ctx.values, 'customer');
  if (!customerNumber) failUsage('--customer <customerNumber> is required (see xs2a customers list)');
  const decision = readString(ctx.values, 'decision') ?? 'approve';
  if (decision !== 'approve' && decision !== 'reject' && decision !== 'abort' && decision !== 'revoke') {
    failUsage(`--decision must be approve, reject, abort or revoke (withdraw a consent), got ${decision}`);
  }
  const context = readString(ctx.values, 'context');
  if (context !== undefined && context !== 'PRIVATE' && context !== 'CORPORATE') failUsage(`--context must be PRIVATE or CORPORATE, got ${context}`);
  const agreementId = readString(ctx.values, 'agreement');
  // The bank would answer SCA_INVALID "Corporate context needs an agreement", which names no flag.
  if (context === 'CORPORATE' && !agreementId) failUsage('--context CORPORATE needs --agreement <id>: the agreement to act under (see xs2a customers list --with-agreements)');
  const client = createClient(loadCliConfig(ctx.values, ctx.io));
  const result = await client.approveAuthorisation(authorisationId, {
    customerNumber,
    decision,
    ...(context ? { context } : {}),
    ...(agreementId ? { agreementId } : {}),
  });
  const callback = result.kind === 'ok' ? readCallback(result.body.redirectUrl) : undefined;
  // Asked to approve, a failed SCA (the wrong customer, an expired authorisation) is a failed call: exit 1.
  // Asked to reject or abort, the failure redirect is the outcome that was wanted.
  const exitCode = (decision === 'approve' || decision === 'revoke') && callback?.kind === 'failure' ? 1 : 0;
  if (ctx.json) {
    printJson(ctx.io, { ...result, callback });
    return exitCode;
  }
  reportResult(ctx, result, (body) => {
    const lines = [`Authorisation ${body.authorisationId}: ${body.scaStatus}`, `Redirect: ${body.redirectUrl}`];
    if (callback?.kind === 'success' && callback.consentRevoked === true) {
      lines.push(`Access withdrawn for PSU-ID ${callback.psuId} (${callback.context}): account reads answer 403 CONSENT_UNKNOWN until the PSU gives a new consent (POST /v1/bank-offered-consents).`);
    } else if (callback?.kind === 'success') {
      lines.push(`PSU-ID ${callback.psuId} (${callback.context}); send it on later calls: export XS2A_PSU_ID=${callback.psuId}`);
      if (callback.psuCorporateId) lines.push(`PSU-Corporate-ID ${callback.psuCorporateId}: export XS2A_PSU_CORPORATE_ID=${callback.psuCorporateId}`);
    } else if (callback?.kind === 'failure') {
      lines.push(`SCA failed: ${callback.code} (HTTP ${callback.status}) ${callback.message}`);
    }
    return lines.join('\n');
  });
  return exitCode;
}

function readCallback(url: string): RedirectCallback | undefined {
  // The redirect URL is shown either way; a URL that is no callback only means there is nothing to decode.
  try {
    return parseRedirectCallback(url);
  } catch {
    return undefined;
  }
}
