/**
 * The payment commands: `pay periodic`, `pay single`, `pay status`, `pay cancel` and `baskets create`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PAYMENT_PRODUCT_VALUES, PERIODIC_PAYMENT_FREQUENCY_VALUES, type PaymentProductValue } from '@xs2a-kit/schema';
import { createClient } from '../../create-client.js';
import type { PaymentService } from '../../payment-operations.js';
import { readString, type CommandContext } from '../cli-io.js';
import { loadCliConfig } from '../load-cli-config.js';
import { failUsage, readJsonArgument, reportResult } from '../report-result.js';

const DEFAULT_PRODUCT: PaymentProductValue = 'norwegian-domestic-credit-transfers';
const SERVICES: readonly PaymentService[] = ['payments', 'periodic-payments', 'bulk-payments'];

/** `pay periodic`: a periodic payment from flags (or --body JSON/@file, flags applied on top). */
export async function runPayPeriodic(ctx: CommandContext): Promise<number> {
  const product = readProduct(ctx);
  const body = buildTransfer(ctx);
  setIf(body, 'startDate', readString(ctx.values, 'start-date'));
  setIf(body, 'endDate', readString(ctx.values, 'end-date'));
  setIf(body, 'dayOfExecution', readString(ctx.values, 'day-of-execution'));
  setIf(body, 'executionRule', readString(ctx.values, 'execution-rule'));
  const frequency = readString(ctx.values, 'frequency');
  if (frequency !== undefined && !(PERIODIC_PAYMENT_FREQUENCY_VALUES as readonly string[]).includes(frequency)) {
    failUsage(`--frequency must be one of ${PERIODIC_PAYMENT_FREQUENCY_VALUES.join(', ')}`);
  }
  setIf(body, 'frequency', frequency ?? (body.frequency === undefined ? 'Monthly' : undefined));
  if (body.startDate === undefined) failUsage('--start-date YYYY-MM-DD is required');
  const client = createClient(loadCliConfig(ctx.values, ctx.io));
  // The spec checks the body; flags only assemble it, so the product's schema stays the one authority.
  const result = await client.createPayment('periodic-payments', product as 'norwegian-domestic-credit-transfers', body as never);
  // The status of a periodic payment lives under its own service: say how to ask for it.
  reportResult(ctx, result, (created) => `Periodic payment ${created.paymentId}: ${created.transactionStatus}\n${describeStatusCommand(created.paymentId, 'periodic-payments', product)}`);
  return 0;
}

/** `pay single`: a single payment from flags (or --body). */
export async function runPaySingle(ctx: CommandContext): Promise<number> {
  const product = readProduct(ctx);
  const body = buildTransfer(ctx);
  setIf(body, 'requestedExecutionDate', readString(ctx.values, 'execution-date'));
  const client = createClient(loadCliConfig(ctx.values, ctx.io));
  const result = await client.createPayment('payments', product as 'norwegian-domestic-credit-transfers', body as never);
  reportResult(ctx, result, (created) => `Payment ${created.paymentId}: ${created.transactionStatus}\n${describeStatusCommand(created.paymentId, 'payments', product)}`);
  return 0;
}

/** The `pay status` command that reads a new payment's status, with the flags its service and product need. */
function describeStatusCommand(paymentId: string, service: PaymentService, product: PaymentProductValue): string {
  const flags = [...(service === 'payments' ? [] : [`--service ${service}`]), ...(product === DEFAULT_PRODUCT ? [] : [`--product ${product}`])];
  return `Status later: ${['xs2a pay status', paymentId, ...flags].join(' ')}`;
}

/** `pay status <paymentId> [--service payments|periodic-payments|bulk-payments] [--product ...]`. */
export async function runPayStatus(ctx: CommandContext): Promise<number> {
  const { paymentId, service } = readPaymentAddress(ctx, 'pay status');
  const client = createClient(loadCliConfig(ctx.values, ctx.io));
  const result = await client.getPaymentStatus(service, readProduct(ctx), paymentId);
  reportResult(ctx, result, (status) => `Payment ${paymentId}: ${status.transactionStatus}`);
  return 0;
}

/**
 * `pay cancel <paymentId> [--service ..] [--product ..] [--again]`: DELETE the payment. One not yet authorised is
 * cancelled at once; an authorised one needs the PSU's SCA, whose link is printed. `--again` starts another
 * cancellation SCA (cancellation-authorisations) when the PSU abandoned the first.
 */
export async function runPayCancel(ctx: CommandContext): Promise<number> {
  const { paymentId, service } = readPaymentAddress(ctx, 'pay cancel');
  const client = createClient(loadCliConfig(ctx.values, ctx.io));
  if (ctx.values.again === true) {
    const started = await client.startPaymentCancellationAuthorisation(service, readProduct(ctx), paymentId);
    reportResult(ctx, started, (authorisation) => `Cancellation authorisation ${authorisation.authorisationId}: ${authorisation.scaStatus}`);
    return 0;
  }
  const result = await client.cancelPayment(service, readProduct(ctx), paymentId);
  reportResult(ctx, result, (body) =>
    body === undefined || body === null ? `Payment ${paymentId} cancelled (CANC)` : `Payment ${paymentId}: ${(body as { transactionStatus?: string }).transactionStatus ?? ''}, cancellation waits for the PSU's SCA`,
  );
  return 0;
}

/** `baskets create <paymentId...>`: a signing basket of 1 to 10 single payments. */
export async function runBasketsCreate(ctx: CommandContext): Promise<number> {
  if (ctx.args.length === 0) failUsage('baskets create takes the payment ids to sign together (at most 10)');
  const client = createClient(loadCliConfig(ctx.values, ctx.io));
  const result = await client.createSigningBasket(ctx.args);
  reportResult(ctx, result, (basket) => `Signing basket ${basket.basketId ?? '(no id)'}: ${basket.transactionStatus}`);
  return 0;
}

function readPaymentAddress(ctx: CommandContext, command: string): { paymentId: string; service: PaymentService } {
  const [paymentId, ...extra] = ctx.args;
  if (!paymentId || extra.length > 0) failUsage(`${command} takes one payment id`);
  const service = readString(ctx.values, 'service') ?? 'payments';
  if (!(SERVICES as readonly string[]).includes(service)) failUsage(`--service must be one of ${SERVICES.join(', ')}`);
  return { paymentId, service: service as PaymentService };
}

function readProduct(ctx: CommandContext): PaymentProductValue {
  const product = readString(ctx.values, 'product') ?? DEFAULT_PRODUCT;
  if (!(PAYMENT_PRODUCT_VALUES as readonly string[]).includes(product)) failUsage(`--product must be one of ${PAYMENT_PRODUCT_VALUES.join(', ')}`);
  return product as PaymentProductValue;
}

/** The fields single and periodic transfers share, from --body and the flags. */
function buildTransfer(ctx: CommandContext): Record<string, unknown> {
  const given = readString(ctx.values, 'body');
  const body: Record<string, unknown> = {};
  if (given !== undefined) {
    const { json } = readJsonArgument(given, (path) => readFileSync(resolve(ctx.io.cwd, path), 'utf8'));
    if (typeof json !== 'object' || json === null || Array.isArray(json)) failUsage('--body must be a JSON object');
    Object.assign(body, json);
  }
  const currency = readString(ctx.values, 'currency') ?? 'NOK';
  const amount = readString(ctx.values, 'amount');
  if (amount !== undefined) {
    // Money is never a float: the decimal string goes out exactly as typed.
    if (!/^\d{1,13}(\.\d{1,5})?$/.test(amount)) failUsage(`--amount must be a decimal such as 150.00, got ${amount}`);
    body.instructedAmount = { amount, currency };
  }
  setIf(body, 'creditorName', readString(ctx.values, 'creditor-name'));
  const creditor = readString(ctx.values, 'creditor-account');
  if (creditor) body.creditorAccount = describeAccount(creditor, currency);
  const debtor = readString(ctx.values, 'debtor-account');
  if (debtor) body.debtorAccount = describeAccount(debtor, currency);
  setIf(body, 'remittanceInformationUnstructured', readString(ctx.values, 'remittance'));
  if (given === undefined) {
    const missing = [
      ['instructedAmount', '--amount'],
      ['creditorName', '--creditor-name'],
      ['creditorAccount', '--creditor-account'],
      ['debtorAccount', '--debtor-account'],
    ].filter(([field]) => body[field!] === undefined);
    if (missing.length > 0) failUsage(`missing ${missing.map(([, flag]) => flag).join(', ')} (or give the whole body with --body)`);
  }
  return body;
}

/** An IBAN starts with a country code and check digits; anything else is taken as a BBAN. */
function describeAccount(value: string, currency: string): Record<string, string> {
  const compact = value.replace(/\s+/g, '');
  return /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact) ? { iban: compact, currency } : { bban: compact, currency };
}

function setIf(body: Record<string, unknown>, field: string, value: string | undefined): void {
  if (value !== undefined) body[field] = value;
}
