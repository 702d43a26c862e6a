import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Guards of the package's promises that no type checker enforces: it runs in browsers (no Node API) and money
// never meets floating point. Only tests may use node:*; they are not shipped.
const sourceDirectory = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(sourceDirectory)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({ name, text: readFileSync(`${sourceDirectory}/${name}`, 'utf8') }));

describe('package rules', () => {
  it.each(sources.map(({ name, text }) => [name, { given: text }]))('%s imports no Node API', (_name, { given }) => {
    expect(given).not.toMatch(/from ['"]node:/);
    expect(given).not.toMatch(/\brequire\(/);
    expect(given).not.toMatch(/\bprocess\.|\bBuffer\b/);
  });

  it.each(
    sources.filter(({ name }) => name.startsWith('amount') || name === 'json-number.ts').map(({ name, text }) => [name, { given: text }]),
  )('%s does no floating-point arithmetic on amounts', (_name, { given }) => {
    expect(given).not.toMatch(/parseFloat|\bNumber\(|toFixed|\bMath\.|\bNumber\.parseFloat/);
  });
});
