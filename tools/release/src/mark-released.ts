/**
 * Second half of `pnpm release:version` (after `changeset version`): marks the newest row of the interface table in
 * CHANGELOG.md as released when `@xs2a-kit/schema` now has the version the row was waiting for.
 *
 * @example
 * npx -y pnpm@10.34.9 release:version   # changeset version && tsx tools/release/src/mark-released.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { markReleased } from './interface-table.js';
import { ROOT } from './pack.js';

const changelogPath = join(ROOT, 'CHANGELOG.md');
const schemaVersion = (JSON.parse(readFileSync(join(ROOT, 'packages', 'schema', 'package.json'), 'utf8')) as { version: string }).version;
const before = readFileSync(changelogPath, 'utf8');
const after = markReleased(before, schemaVersion);
if (after !== before) {
  writeFileSync(changelogPath, after);
  console.log(`CHANGELOG.md: the interface table's newest row is released as @xs2a-kit/schema ${schemaVersion}`);
} else {
  console.log(`CHANGELOG.md: nothing to mark (@xs2a-kit/schema ${schemaVersion})`);
}
