import { createRequire } from 'node:module';
import { StoreError } from './store-error.js';

/** The database drivers knex loads for the store; each is an optional peer dependency the user installs. */
export type DriverPackage = 'better-sqlite3' | 'sqlite3' | 'pg';

const DATABASES: Record<DriverPackage, string> = {
  'better-sqlite3': 'SQLite',
  sqlite3: 'SQLite',
  pg: 'PostgreSQL',
};

/** What `require.resolve` needs: the `resolve` of a `require` made with `createRequire`. */
export interface DriverResolver {
  resolve(specifier: string): string;
}

// Node names the missing specifier only in the message ("Cannot find module 'pg'" from require, "Cannot find
// package 'pg' imported from …" from import); neither error carries it in a field of its own.
const NOT_FOUND = /^Cannot find (?:module|package) '([^']+)'/;

/**
 * Tells whether `error` is Node's "module not found" for the package `packageName` itself (MODULE_NOT_FOUND from
 * `require`, ERR_MODULE_NOT_FOUND from `import`). A missing dependency of that package, or a package whose
 * `main` points at no file, names another path and answers false.
 *
 * @example
 * try { require.resolve('pg'); } catch (error) { if (isMissingPackage(error, 'pg')) console.log('npm install pg'); }
 * @see https://nodejs.org/api/errors.html#module_not_found
 * @see https://nodejs.org/api/errors.html#err_module_not_found
 */
export function isMissingPackage(error: unknown, packageName: string): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code !== 'MODULE_NOT_FOUND' && code !== 'ERR_MODULE_NOT_FOUND') return false;
  return NOT_FOUND.exec(error.message)?.[1] === packageName;
}

/** Resolves from knex's own directory, since knex is what `require`s the driver (pnpm links its peers there). */
function createKnexResolver(): DriverResolver {
  const knexMain = createRequire(import.meta.url).resolve('knex');
  return createRequire(knexMain);
}

/**
 * Throws `CONFIG_INVALID` naming the package and the command that installs it when the database driver the
 * options chose cannot be found where knex looks for it. The drivers are optional peer dependencies, so a bank
 * on PostgreSQL compiles no SQLite addon; without this check knex's own message would be the only hint.
 * Only the path is resolved: the driver is not loaded, so a SQLite addon that fails to load still fails later,
 * with its own error.
 *
 * @example
 * assertDriverInstalled('pg'); // StoreError CONFIG_INVALID: the PostgreSQL driver 'pg' is not installed: npm install pg
 * @see https://knexjs.org/guide/#node-js (knex installs no driver either)
 */
export function assertDriverInstalled(driver: DriverPackage, resolver: DriverResolver = createKnexResolver()): void {
  try {
    resolver.resolve(driver);
  } catch (error) {
    if (isMissingPackage(error, driver)) {
      throw new StoreError('CONFIG_INVALID', `the ${DATABASES[driver]} driver '${driver}' is not installed: npm install ${driver}`, { cause: error });
    }
    throw new StoreError('CONFIG_INVALID', `cannot find the database driver '${driver}': ${String(error)}`, { cause: error });
  }
}
