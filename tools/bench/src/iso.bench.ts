/**
 * Throughput of @xs2a-kit/iso's hot checks, each beside a baseline measured in the same run, so the figures
 * compare across machines: amount validation against a bare regex test of the amount string, IBAN checks against
 * a bare shape regex (no country table, no mod 97).
 *
 * Run: npx tsx tools/bench/src/iso.bench.ts
 */
import { isValidAmount, isValidIban, parseAmount } from '@xs2a-kit/iso';

const DURATION_MS = 1000;
const WARMUP_MS = 200;

const AMOUNTS = [
  '100.23', '0.05', '9999999999999.99', '1', '12345.6', '1.234', '-1.00', '1e3', '01.00', '', '1 000', '250.00',
];
const VALID_AMOUNTS = AMOUNTS.filter((amount) => isValidAmount(amount, 'NOK'));
const IBANS = [
  'NO9386011117947', 'SE4550000000058398257466', 'DK5000400440116243', 'FI2112345600000785',
  'DE89370400440532013000', 'GB29NWBK60161331926819', 'FR1420041010050500013M02606', 'NO9486011117947',
];
const AMOUNT_SHAPE = /^(0|[1-9][0-9]*)(\.[0-9]{1,2})?$/;
const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;

interface Result {
  readonly name: string;
  readonly perSecond: number;
}

let sink = 0;

function measure(name: string, inputs: readonly string[], run: (input: string) => unknown): Result {
  const deadline = (ms: number) => performance.now() + ms;
  for (let end = deadline(WARMUP_MS), index = 0; performance.now() < end; index += 1) {
    if (run(inputs[index % inputs.length] ?? '') !== undefined) sink += 1;
  }
  let calls = 0;
  const start = performance.now();
  const end = start + DURATION_MS;
  while (performance.now() < end) {
    // Batches of 1000 calls keep the clock reads out of the measurement.
    for (let index = 0; index < 1000; index += 1) {
      if (run(inputs[index % inputs.length] ?? '') !== undefined) sink += 1;
    }
    calls += 1000;
  }
  return { name, perSecond: (calls * 1000) / (performance.now() - start) };
}

function report(title: string, baseline: Result, others: readonly Result[]): void {
  console.log(`\n${title}`);
  for (const result of [baseline, ...others]) {
    const ratio = baseline.perSecond / result.perSecond;
    const figure = Math.round(result.perSecond).toLocaleString('en-US').padStart(14);
    console.log(`  ${result.name.padEnd(44)} ${figure} /s   ${ratio.toFixed(1).padStart(5)}x the baseline's time`);
  }
}

const safeParse = (input: string): bigint | undefined => {
  try {
    return parseAmount(input, 'NOK');
  } catch {
    return undefined;
  }
};

report('Amount validation (NOK, 12 inputs, 5 invalid)', measure('baseline: bare regex test', AMOUNTS, (s) => AMOUNT_SHAPE.test(s)), [
  measure('isValidAmount', AMOUNTS, (s) => isValidAmount(s, 'NOK')),
  measure('parseAmount to bigint (errors caught)', AMOUNTS, safeParse),
]);

report(`Amount parsing (NOK, ${VALID_AMOUNTS.length} valid inputs)`, measure('baseline: bare regex test', VALID_AMOUNTS, (s) => AMOUNT_SHAPE.test(s)), [
  measure('parseAmount to bigint', VALID_AMOUNTS, (s) => parseAmount(s, 'NOK')),
]);

report('IBAN checks (7 valid, 1 wrong checksum)', measure('baseline: bare shape regex', IBANS, (s) => IBAN_SHAPE.test(s)), [
  measure('isValidIban', IBANS, (s) => isValidIban(s)),
]);

console.log(`\n(${sink > 0 ? 'ok' : 'no work done'}; ${DURATION_MS} ms per row after ${WARMUP_MS} ms warm-up, node ${globalThis.process?.version ?? '?'})`);
