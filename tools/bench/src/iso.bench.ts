/**
 * The @xs2a-kit/iso checks alone, printed (`pnpm bench -- --only iso` runs the same rows into the report).
 *
 * Run: npx tsx tools/bench/src/iso.bench.ts
 */
import { measureIso } from './iso-scenario.js';

let table = '';
for (const row of measureIso()) {
  if (row.table !== table) {
    table = row.table;
    console.log(`\n${table}`);
  }
  const figure = Math.round(row.opsPerSecond).toLocaleString('en-US').padStart(14);
  console.log(`  ${row.name.padEnd(44)} ${figure} /s   ${row.ratio.toFixed(1).padStart(5)}x the baseline's time`);
}
