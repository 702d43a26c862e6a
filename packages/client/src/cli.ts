#!/usr/bin/env node
/**
 * Entry point of the `xs2a` command line (the package's bin, built to dist/cli.js).
 *
 * @example
 * ```sh
 * xs2a certs create --out certs && xs2a customers list --with-accounts
 * ```
 * @see ./cli/run-cli.ts
 */
import { runCli } from './cli/run-cli.js';

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
});
