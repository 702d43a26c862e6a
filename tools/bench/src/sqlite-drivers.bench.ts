/**
 * The SQLite driver comparison alone, printed (`pnpm bench -- --only drivers` runs it into the report).
 *
 *   npx tsx tools/bench/src/sqlite-drivers.bench.ts [N]
 */
import { measureSqliteDrivers } from './sqlite-driver-scenario.js';

const count = Number(process.argv[2] ?? 2_000);
const rows = await measureSqliteDrivers(count);
console.log(`SQLite through knex, ${count} payments, one commit each (WAL)\n`);
console.log('| synchronous | better-sqlite3 inserts/s | sqlite3 inserts/s | ratio |');
console.log('| --- | ---: | ---: | ---: |');
for (const r of rows) console.log(`| ${r.synchronous} | ${r.betterSqlite3PerSecond.toFixed(0)} | ${r.sqlite3PerSecond.toFixed(0)} | ${r.ratio.toFixed(2)} |`);
