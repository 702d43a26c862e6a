/**
 * The TPP quickstart against a running sandbox: `XS2A_BASE_URL=http://localhost:8080 npx tsx
 * examples/tpp-quickstart/src/main.ts`. Without XS2A_BASE_URL it says so; `npm run quickstart` (run-local.ts)
 * starts a reference server of its own instead.
 *
 * @example
 * ```sh
 * XS2A_BASE_URL=http://localhost:8080 npx tsx examples/tpp-quickstart/src/main.ts
 * ```
 * @see ./journey.ts
 */
import { runJourney } from './journey.js';

const baseUrl = process.env.XS2A_BASE_URL;
if (!baseUrl) {
  console.error('set XS2A_BASE_URL to the sandbox (e.g. http://localhost:8080), or run `npm run quickstart` to start a local reference server');
  process.exitCode = 2;
} else {
  process.exitCode = await runJourney(baseUrl);
}
