/**
 * Throughput of @xs2a-kit/iso's hot checks, each beside a baseline measured in the same run so the figures
 * compare across machines: amount validation and parsing against a bare regex test of the amount string, IBAN
 * checks against a bare shape regex (no country table, no mod 97). In-process, one thread.
 */
import { isValidAmount, isValidIban, parseAmount } from '@xs2a-kit/iso';
import type { IsoRow } from './bench-results.js';

export interface IsoOptions {
  /** Measured time per row, in milliseconds. */
  readonly durationMs: number;
  /** Unmeasured calls before each row, in milliseconds. */
  readonly warmupMs: number;
}

// Twelve amounts, five of them invalid for NOK (three decimals, sign, exponent, leading zero, space), one empty.
const AMOUNTS = ['100.23', '0.05', '9999999999999.99', '1', '12345.6', '1.234', '-1.00', '1e3', '01.00', '', '1 000', '250.00'];
const VALID_AMOUNTS = AMOUNTS.filter((amount) => isValidAmount(amount, 'NOK'));
const IBANS = [
  'NO9386011117947', 'SE4550000000058398257466', 'DK5000400440116243', 'FI2112345600000785',
  'DE89370400440532013000', 'GB29NWBK60161331926819', 'FR1420041010050500013M02606', 'NO9486011117947',
];
const AMOUNT_SHAPE = /^(0|[1-9][0-9]*)(\.[0-9]{1,2})?$/;
const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;

/**
 * Measures every check for `durationMs` each.
 *
 * @example
 * const rows = measureIso({ durationMs: 1000, warmupMs: 200 });
 */
export function measureIso(options: IsoOptions = { durationMs: 1000, warmupMs: 200 }): IsoRow[] {
  let sink = 0;
  const measure = (inputs: readonly string[], run: (input: string) => unknown): number => {
    for (let end = performance.now() + options.warmupMs, i = 0; performance.now() < end; i += 1) {
      if (run(inputs[i % inputs.length] ?? '') !== undefined) sink += 1;
    }
    let calls = 0;
    const start = performance.now();
    const end = start + options.durationMs;
    do {
      // Batches of 1000 calls keep the clock reads out of the measurement.
      for (let i = 0; i < 1000; i += 1) {
        if (run(inputs[i % inputs.length] ?? '') !== undefined) sink += 1;
      }
      calls += 1000;
    } while (performance.now() < end);
    return (calls * 1000) / (performance.now() - start);
  };
  const safeParse = (input: string): bigint | undefined => {
    try {
      return parseAmount(input, 'NOK');
    } catch {
      return undefined;
    }
  };
  const table = (name: string, baseline: readonly [string, number], others: readonly (readonly [string, number])[]): IsoRow[] =>
    [baseline, ...others].map(([row, perSecond]) => ({ table: name, name: row, opsPerSecond: perSecond, ratio: baseline[1] / perSecond }));

  const rows = [
    ...table('amount validation (NOK, 12 inputs, 5 invalid)', ['baseline: bare regex test', measure(AMOUNTS, (s) => AMOUNT_SHAPE.test(s))], [
      ['isValidAmount', measure(AMOUNTS, (s) => isValidAmount(s, 'NOK'))],
      ['parseAmount to bigint (errors caught)', measure(AMOUNTS, safeParse)],
    ]),
    ...table(`amount parsing (NOK, ${VALID_AMOUNTS.length} valid inputs)`, ['baseline: bare regex test', measure(VALID_AMOUNTS, (s) => AMOUNT_SHAPE.test(s))], [
      ['parseAmount to bigint', measure(VALID_AMOUNTS, (s) => parseAmount(s, 'NOK'))],
    ]),
    ...table('IBAN checks (7 valid, 1 wrong checksum)', ['baseline: bare shape regex', measure(IBANS, (s) => IBAN_SHAPE.test(s))], [
      ['isValidIban', measure(IBANS, (s) => isValidIban(s))],
    ]),
  ];
  if (sink === 0) throw new Error('the iso checks did no work');
  return rows;
}
