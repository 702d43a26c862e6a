/**
 * `pnpm run codegen` regenerates packages/schema/src/generated from spec/openapi.yaml;
 * `pnpm run codegen:check` exits non-zero when the checked-in files differ from what the spec generates.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { emitConstants, emitOperations } from './emit-constants.js';
import { emitTypes } from './emit-types.js';
import { emitValidators } from './emit-validators.js';
import { loadSpec } from './spec-model.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const specArg = process.argv.indexOf('--spec');
const specFile = specArg > 0 ? String(process.argv[specArg + 1]) : join(root, 'spec/openapi.yaml');
const outDir = join(root, 'packages/schema/src/generated');
const HEADER = '// Generated from spec/openapi.yaml by tools/codegen. Do not edit: run `pnpm run codegen`.';

async function generate(): Promise<Map<string, string>> {
  const spec = loadSpec(specFile);
  const validators = emitValidators(spec, HEADER);
  const files = new Map<string, string>();
  files.set('openapi-types.ts', `${HEADER}\n\n${await emitTypes(spec)}`);
  files.set('constants.ts', `${HEADER}\n\n${emitConstants(spec)}`);
  files.set('operations.ts', `${HEADER}\n\n${emitOperations(spec)}`);
  files.set('body-validators.js', validators.bodiesJs);
  files.set('body-validators.d.ts', validators.bodiesDts);
  files.set('parameter-validators.js', validators.paramsJs);
  files.set('parameter-validators.d.ts', validators.paramsDts);
  return files;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const files = await generate();
  if (check) {
    const stale: string[] = [];
    const present = new Set(safeList(outDir));
    for (const [name, content] of files) {
      const current = present.has(name) ? readFileSync(join(outDir, name), 'utf8') : undefined;
      if (current !== content) stale.push(name);
      present.delete(name);
    }
    stale.push(...[...present].map((name) => `${name} (not generated any more)`));
    if (stale.length > 0) {
      console.error(`Generated code is out of date with spec/openapi.yaml: ${stale.join(', ')}.`);
      console.error('Run `pnpm run codegen` and commit the result.');
      process.exit(1);
    }
    console.log(`codegen:check: ${files.size} generated files match spec/openapi.yaml`);
    return;
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [name, content] of files) writeFileSync(join(outDir, name), content);
  console.log(`codegen: wrote ${files.size} files to packages/schema/src/generated`);
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
