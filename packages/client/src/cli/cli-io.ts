/**
 * Where the CLI writes and what it reads from its surroundings, injected so commands stay testable, and the
 * readers of options several commands share.
 */
import { ClientError } from '../client-error.js';

/** Output streams, environment and working directory of one CLI run. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
}

/** The parsed options of a run: strings, booleans and repeated strings, by long option name. */
export type CliValues = Readonly<Record<string, string | boolean | string[] | undefined>>;

/** What every command receives. */
export interface CommandContext {
  readonly io: CliIo;
  readonly values: CliValues;
  /** Positionals after the command words. */
  readonly args: readonly string[];
  readonly json: boolean;
}

/** Reads a string option; undefined when absent. */
export function readString(values: CliValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

/** Reads a repeatable string option. */
export function readList(values: CliValues, name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
}

/** Prints a value as JSON (for --json). */
export function printJson(io: CliIo, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}

/** Reads a whole-number option of at least `min`; undefined when absent. */
export function readWholeNumber(values: CliValues, name: string, min: number): number | undefined {
  const text = readString(values, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new ClientError('USAGE_INVALID', `--${name} must be a whole number of at least ${min}, got ${text}`);
  return value;
}

const BOOKING_STATUSES = ['booked', 'pending', 'both'] as const;

/** The page of transactions a listing command asks for. */
export interface TransactionPage {
  readonly bookingStatus: (typeof BOOKING_STATUSES)[number];
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly offset: number | undefined;
  readonly limit: number | undefined;
}

/** `--booking-status` (required), `--from`, `--to`, `--offset` and `--limit` of the transaction listings. */
export function readTransactionPage(ctx: CommandContext): TransactionPage {
  const bookingStatus = readString(ctx.values, 'booking-status');
  if (!bookingStatus) throw new ClientError('USAGE_INVALID', '--booking-status is required (booked, pending or both)');
  if (!(BOOKING_STATUSES as readonly string[]).includes(bookingStatus)) {
    throw new ClientError('USAGE_INVALID', `--booking-status must be booked, pending or both, got ${bookingStatus}`);
  }
  return {
    bookingStatus: bookingStatus as TransactionPage['bookingStatus'],
    from: readString(ctx.values, 'from'),
    to: readString(ctx.values, 'to'),
    offset: readWholeNumber(ctx.values, 'offset', 0),
    limit: readWholeNumber(ctx.values, 'limit', 1),
  };
}

/**
 * The page as query parameters, with the date parameters named as the operation names them; absent flags are
 * left out.
 */
export function toPageQuery<F extends string, T extends string>(
  page: TransactionPage,
  fromName: F,
  toName: T,
): { bookingStatus: TransactionPage['bookingStatus']; offset?: number; limit?: number } & Partial<Record<F | T, string>> {
  return {
    bookingStatus: page.bookingStatus,
    ...(page.from ? { [fromName]: page.from } : {}),
    ...(page.to ? { [toName]: page.to } : {}),
    ...(page.offset === undefined ? {} : { offset: page.offset }),
    ...(page.limit === undefined ? {} : { limit: page.limit }),
  } as { bookingStatus: TransactionPage['bookingStatus']; offset?: number; limit?: number } & Partial<Record<F | T, string>>;
}
