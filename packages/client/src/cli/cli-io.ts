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

/**
 * What `--booking-status` takes on one listing: the values of its operation's bookingStatus query parameter, and
 * whether the parameter is required. Without the flag an optional parameter is left out, and the bank applies the
 * spec's default.
 */
export interface BookingStatusRule<V extends string> {
  readonly values: readonly V[];
  readonly required: boolean;
}

/**
 * Checks at compile time that a rule lists every value of the spec's enum `V` (the generated query type) and no
 * other, so that the CLI cannot drift from spec/openapi.yaml.
 *
 * @example
 * const rule = describeBookingStatus<'booked' | 'pending'>()({ values: ['booked', 'pending'], required: false });
 */
export function describeBookingStatus<V extends string>() {
  return <const L extends readonly V[], R extends boolean>(rule: { readonly values: L & ([V] extends [L[number]] ? unknown : never); readonly required: R }) => rule;
}

/** The page of transactions a listing command asks for; `B` includes undefined when --booking-status may be left out. */
export interface TransactionPage<B extends string | undefined = string | undefined> {
  readonly bookingStatus: B;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly offset: number | undefined;
  readonly limit: number | undefined;
}

/** `--booking-status` (as `rule` says), `--from`, `--to`, `--offset` and `--limit` of the transaction listings. */
export function readTransactionPage<V extends string>(ctx: CommandContext, rule: { readonly values: readonly V[]; readonly required: true }): TransactionPage<V>;
export function readTransactionPage<V extends string>(ctx: CommandContext, rule: { readonly values: readonly V[]; readonly required: false }): TransactionPage<V | undefined>;
export function readTransactionPage<V extends string>(ctx: CommandContext, rule: BookingStatusRule<V>): TransactionPage<V | undefined> {
  const bookingStatus = readString(ctx.values, 'booking-status');
  const allowed = formatChoice(rule.values);
  if (bookingStatus === undefined && rule.required) throw new ClientError('USAGE_INVALID', `--booking-status is required (${allowed})`);
  if (bookingStatus !== undefined && !(rule.values as readonly string[]).includes(bookingStatus)) {
    throw new ClientError('USAGE_INVALID', `--booking-status must be ${allowed}, got ${bookingStatus}`);
  }
  return {
    bookingStatus: bookingStatus as V | undefined,
    from: readString(ctx.values, 'from'),
    to: readString(ctx.values, 'to'),
    offset: readWholeNumber(ctx.values, 'offset', 0),
    limit: readWholeNumber(ctx.values, 'limit', 1),
  };
}

/** `a, b or c`. */
function formatChoice(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/**
 * The page as query parameters, with the date parameters named as the operation names them; absent flags are
 * left out.
 */
export function toPageQuery<B extends string | undefined, F extends string, T extends string>(
  page: TransactionPage<B>,
  fromName: F,
  toName: T,
): { bookingStatus: B; offset?: number; limit?: number } & Partial<Record<F | T, string>> {
  return {
    ...(page.bookingStatus === undefined ? {} : { bookingStatus: page.bookingStatus }),
    ...(page.from ? { [fromName]: page.from } : {}),
    ...(page.to ? { [toName]: page.to } : {}),
    ...(page.offset === undefined ? {} : { offset: page.offset }),
    ...(page.limit === undefined ? {} : { limit: page.limit }),
  } as { bookingStatus: B; offset?: number; limit?: number } & Partial<Record<F | T, string>>;
}
