/**
 * TypeScript's `moduleResolution: "node10"` (its default with `module: "commonjs"`) ignores `exports`, so a subpath
 * such as `@xs2a-kit/schema/constants` resolves there only through `typesVersions`. Without that map iso's
 * declarations, which import the subpath, fail to resolve and with skipLibCheck its code-list types silently
 * become `any`. This checks the manifests without a build; tools/release/src/consumer.test.ts type-checks the
 * packed tarballs under node10.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPublicPackages } from './pack.js';

interface Manifest {
  readonly exports: Record<string, string | { readonly types?: string }>;
  readonly typesVersions?: Record<string, Record<string, readonly string[]>>;
}

const packages = listPublicPackages().map((pkg) => ({
  ...pkg,
  manifest: JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8')) as Manifest,
}));

describe.each(packages.map((pkg) => [pkg.name, pkg.manifest] as const))('%s', (_name, manifest) => {
  it('maps every subpath export to the same declarations in typesVersions, for node10 resolution', () => {
    const subpaths = Object.entries(manifest.exports).filter(([key]) => key !== '.' && !key.endsWith('.json'));
    const want = Object.fromEntries(subpaths.map(([key, target]) => [key.slice(2), [typeof target === 'string' ? target : target.types]]));
    const got = manifest.typesVersions?.['*'] ?? {};
    expect(Object.fromEntries(Object.keys(want).map((key) => [key, got[key]]))).toEqual(want);
  });
});

it('checks a package that has a subpath export (the check is not vacuous)', () => {
  expect(packages.flatMap((pkg) => Object.keys(pkg.manifest.exports)).filter((key) => key !== '.' && !key.endsWith('.json'))).toContain('./constants');
});
