// A module that only declares types compiles to `export {};`, yet tsc still writes its source map, and with
// inlineSources that map carries the whole .ts: 1.2 MB for generated/openapi-types.ts, a quarter of the package,
// mapping nothing. Drop such maps and their sourceMappingURL comments; the .d.ts files are untouched.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(process.cwd(), 'dist');
const MAP_COMMENT = /\n\/\/# sourceMappingURL=\S+\.js\.map\s*$/;

for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!name.endsWith('.js')) continue;
  const file = join(dist, name);
  const code = readFileSync(file, 'utf8');
  const statements = code.replace(MAP_COMMENT, '').replace(/^\s*\/\/.*$/gm, '').trim();
  if (statements !== 'export {};') continue;
  writeFileSync(file, `${code.replace(MAP_COMMENT, '')}\n`);
  rmSync(`${file}.map`, { force: true });
}
