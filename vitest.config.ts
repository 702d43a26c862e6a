import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const packages = ['schema', 'iso', 'signature', 'sca-session', 'domain', 'store', 'client'];

export default defineConfig({
  resolve: {
    // Tests import workspace packages from their sources, so no test waits for a build.
    alias: [
      // The schema's light entry point (code lists only, no validators), which @xs2a-kit/iso imports.
      { find: /^@xs2a-kit\/schema\/constants$/, replacement: fileURLToPath(new URL('./packages/schema/src/generated/constants.ts', import.meta.url)) },
      ...packages.map((name) => ({
        find: new RegExp(`^@xs2a-kit/${name}$`),
        replacement: fileURLToPath(new URL(`./packages/${name}/src/index.ts`, import.meta.url)),
      })),
    ],
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'tools/*/src/**/*.test.ts',
      'examples/*/src/**/*.test.ts',
    ],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
