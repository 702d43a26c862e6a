/**
 * Where the CLI writes and what it reads from its surroundings, injected so commands stay testable.
 */

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
