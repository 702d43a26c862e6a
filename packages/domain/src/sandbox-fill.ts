import { getMinorUnits } from '@xs2a-kit/iso';
import { addDays, getBankToday } from './clock.js';
import { createId } from './context.js';
import type { DomainContext } from './context.js';
import { DomainError } from './errors.js';
import type { Account, AccountTransaction } from './sandbox-types.js';

/**
 * The body of POST /v1/sandbox/fill, every field optional: which accounts (default all), how many months back
 * (1-12, default 3), how many transactions per account and month (1-100, default 10), and the seed that makes
 * the data repeatable (default: derived from the clock, so a fixed clock gives fixed data).
 *
 * @example
 * const request: FillRequest = { accountIds: [accountId], months: 2, transactionsPerMonth: 5, seed: 7 };
 * @see @xs2a-kit/schema, components['schemas']['SandboxFillRequest']
 */
export interface FillRequest {
  readonly accountIds?: readonly string[];
  readonly months?: number;
  readonly transactionsPerMonth?: number;
  readonly seed?: number;
}

/**
 * What a fill created: per account, the number of transactions.
 *
 * @example
 * const [first] = (await fillSandbox(ctx, {})).accounts;
 * @see @xs2a-kit/schema, components['schemas']['SandboxFillResponse']
 */
export interface FillReport {
  readonly accounts: { readonly accountId: string; readonly transactionsCreated: number }[];
}

interface GenerateOptions {
  readonly months: number;
  readonly perMonth: number;
  readonly seed: number;
  readonly today: string;
  readonly newId: () => string;
}

/** Kinds of everyday transactions, with whole-unit amount ranges; negative ranges are debits. */
const KINDS = [
  { counterpart: 'REMA 1000', text: 'Dagligvarer', min: -1200, max: -80 },
  { counterpart: 'Kiwi', text: 'Dagligvarer', min: -900, max: -60 },
  { counterpart: 'Coop Extra', text: 'Dagligvarer', min: -1500, max: -100 },
  { counterpart: 'Hafslund Strøm', text: 'Strøm', min: -2500, max: -400 },
  { counterpart: 'Telenor', text: 'Mobilabonnement', min: -600, max: -300 },
  { counterpart: 'Ruter', text: 'Månedsbillett', min: -900, max: -800 },
  { counterpart: 'Vinmonopolet', text: 'Varekjøp', min: -700, max: -150 },
] as const;

/**
 * Generates plausible booked history for sandbox accounts, in one transaction: a salary as the first
 * transaction of each month, then everyday purchases and bills, dated within `months` back from today and never
 * in the future, the same for the same seed (account n of the fill uses seed + n). Balances are left as they
 * are, as with transactions added through the mock-data API. An unknown account id is `RESOURCE_UNKNOWN` at
 * `accountIds[i]`; months and transactionsPerMonth outside their ranges are `FORMAT_ERROR` at their names.
 *
 * @example
 * await fillSandbox(ctx, { accountIds: [accountId], months: 2, transactionsPerMonth: 5, seed: 7 }); // { accounts: [{ accountId, transactionsCreated: 10 }] }
 * @see operation fillSandbox (POST /v1/sandbox/fill) in @xs2a-kit/schema
 */
export async function fillSandbox(ctx: DomainContext, request: FillRequest): Promise<FillReport> {
  const months = readCount(request.months, 3, 12, 'months');
  const perMonth = readCount(request.transactionsPerMonth, 10, 100, 'transactionsPerMonth');
  const seed = request.seed ?? ctx.clock.now().getTime() % 2 ** 31;
  const today = getBankToday(ctx.clock);
  return ctx.uow.withTransaction(async (repos) => {
    const all = await repos.accounts.listAccounts();
    const targets =
      request.accountIds === undefined
        ? all
        : request.accountIds.map((id, i) => {
            const account = all.find((a) => a.accountId === id);
            if (account === undefined) throw new DomainError('RESOURCE_UNKNOWN', `account ${id} is unknown`, { path: `accountIds[${i}]` });
            return account;
          });
    const created = targets.map((account, n) => ({
      accountId: account.accountId,
      transactions: generateFillTransactions(account, { months, perMonth, seed: seed + n, today, newId: () => createId(ctx) }),
    }));
    await repos.transactions.insertAccountTransactions(created.flatMap((c) => c.transactions));
    return { accounts: created.map((c) => ({ accountId: c.accountId, transactionsCreated: c.transactions.length })) };
  });
}

function readCount(value: number | undefined, fallback: number, max: number, path: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new DomainError('FORMAT_ERROR', `${path} must be a whole number from 1 to ${max}`, { path });
  }
  return value;
}

/** One account's history: a salary first each month, then purchases and bills; repeatable by seed. */
function generateFillTransactions(account: Account, options: GenerateOptions): AccountTransaction[] {
  const random = createRandom(options.seed);
  const today = options.today;
  const unit = 10n ** BigInt(getMinorUnits(account.currency));
  const between = (min: number, max: number) => Math.floor(min + random() * (max - min + 1));
  const out: AccountTransaction[] = [];
  for (let month = 0; month < options.months; month += 1) {
    for (let n = 0; n < options.perMonth; n += 1) {
      const date = addDays(today, -(month * 30 + between(0, 29)));
      const salary = n === 0;
      const kind = KINDS[between(0, KINDS.length - 1)] ?? KINDS[0];
      const units = salary ? between(28_000, 45_000) : between(kind.min, kind.max);
      const cents = unit > 1n ? BigInt(between(0, Number(unit) - 1)) : 0n;
      const minor = BigInt(units) * unit + (units < 0 ? -cents : cents);
      out.push({
        transactionId: options.newId(),
        accountId: account.accountId,
        state: 'booked',
        bookingDate: date,
        valueDate: date,
        amount: { minor, currency: account.currency },
        ...(salary
          ? { debtorName: 'Arbeidsgiver AS', remittanceInformationUnstructured: 'Lønn', creditorName: account.name }
          : { creditorName: kind.counterpart, remittanceInformationUnstructured: kind.text }),
        bankTransactionCode: 'PMNT',
      });
    }
  }
  return out;
}

/** mulberry32: a small, fast PRNG, enough for repeatable test data (not for anything secret). */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
