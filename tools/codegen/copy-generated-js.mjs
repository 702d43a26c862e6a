// tsc compiles the generated .ts files but neither emits nor copies the standalone validator modules
// (.js with a hand-shaped .d.ts beside them); copy them into dist so the built package is complete.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const from = join(process.cwd(), 'src/generated');
const to = join(process.cwd(), 'dist/generated');
mkdirSync(to, { recursive: true });
for (const name of readdirSync(from)) {
  if (/-validators\.(js|d\.ts)$/.test(name)) copyFileSync(join(from, name), join(to, name));
}
