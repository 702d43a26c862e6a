/**
 * Server configuration from environment variables, validated once at start. Every problem is reported
 * together, so an operator fixes a broken deployment in one pass.
 */
import { UUID_TEXT } from './http/uuid-text.js';

export type ServerMode = 'sandbox' | 'production';

export interface ServerConfig {
  readonly mode: ServerMode;
  readonly host: string;
  readonly port: number;
  /** Prefix every API path is served under, e.g. `/api-sandbox`; empty for none. */
  readonly basePath: string;
  /** Public base URL (scheme, host, port, base path) used in links and SCA redirects. */
  readonly publicUrl: string;
  /** Whether XS2A_PUBLIC_URL set it; otherwise it is derived from host, port and base path. */
  readonly publicUrlConfigured: boolean;
  /**
   * How `_links` of API answers name their targets (XS2A_LINKS). `relative`: a path from the API root
   * (`/v1/payments/...`), which the TPP appends to the base URL it calls, as the real service and Berlin Group's
   * examples do, so clients written for either follow them. `absolute`: the public URL in front. `scaRedirect`
   * (a page for the PSU's browser) and the `Location` header are absolute either way.
   */
  readonly links: 'relative' | 'absolute';
  /** PostgreSQL connection URL; when absent the embedded SQLite file is used. */
  readonly databaseUrl: string | undefined;
  readonly sqliteFile: string;
  /**
   * How durable a SQLite commit is (XS2A_SQLITE_SYNCHRONOUS): FULL survives a power loss at one fsync per commit,
   * NORMAL survives a crash of the process but may lose the last commits to a power loss. Default: FULL in
   * production, where a payment answered 201 must exist after any failure; NORMAL in the sandbox.
   */
  readonly sqliteSynchronous: 'NORMAL' | 'FULL';
  /**
   * Where the X-Request-IDs of signed GETs are remembered against replays (XS2A_GET_REPLAYS). `database`: in the
   * database, like every state-changing request, so a GET replayed to another server process on the same
   * PostgreSQL is refused too, at one insert per GET. `memory`: in this process only, which costs no write but
   * protects one process. Default: `database` on PostgreSQL (run to have several processes), `memory` on SQLite.
   */
  readonly getReplays: 'memory' | 'database';
  /** Largest request body accepted, in bytes. */
  readonly bodyLimit: number;
  /** Fixed offset added to the real clock, for running the sandbox "as of" another date. */
  readonly clockOffsetMs: number;
  readonly logLevel: string;
  readonly tls: { readonly certFile: string; readonly keyFile: string; readonly caFile?: string; readonly requestClientCert: boolean } | undefined;
  readonly trustAnchorsFile: string | undefined;
  /** XS2A_CRL_FILES: the QTSPs' certificate revocation lists production checks TPP certificates against. */
  readonly crlFiles: readonly string[];
  readonly signResponses: boolean;
  /** The bank's QSealC and key (PEM files) for response signing; the sandbox makes a test one without them. */
  readonly responseSigning: { readonly certFile: string | undefined; readonly keyFile: string | undefined };
  /**
   * The secret UUID psu-ids are derived in (@xs2a-kit/sca-session, derivePsuId). Whoever knows it can reverse a
   * psu-id to the customer's identity number, so production needs its own; the sandbox has a published one.
   */
  readonly bankNamespace: string;
  /**
   * The bank's own SCA site (XS2A_SCA_URL): scaRedirect links point there, and the built-in pages are not served.
   * The site completes authorisations with @xs2a-kit/sca-session on the same database.
   */
  readonly scaSiteUrl: string | undefined;
  /** XS2A_DEMO_SCA=true: serve the built-in SCA pages in production, which identify a PSU by customer number only. */
  readonly demoSca: boolean;
  /** How long a shutdown waits for in-flight requests before closing their connections (XS2A_SHUTDOWN_TIMEOUT_MS). */
  readonly shutdownTimeoutMs: number;
  /**
   * How far V8 may grow its heap past the live data after a full collection, in percent (XS2A_HEAP_GROWING_PERCENT);
   * 0 leaves V8's own policy. Applied by the server's entry point only (infra/heap-policy.ts).
   */
  readonly heapGrowingPercent: number;
}

/** The sandbox's namespace for psu-ids: published, which is fine for test customers and never for real ones. */
export const SANDBOX_BANK_NAMESPACE = '3b0f2a34-7d3c-5f0e-9a53-6d1f2a8c4e17';
/**
 * 1.3 is the factor V8 itself falls back to when it is asked to save memory. Its usual factor, up to 4, is sized
 * for a machine's whole memory: on a 24 GB machine a server with about 40 MB of live data sat at 250-290 MB
 * resident after load, and at 175-185 MB with this one at the same throughput (BENCHMARKS.md).
 */
const DEFAULT_HEAP_GROWING_PERCENT = 30;
const LOG_LEVELS: ReadonlySet<string> = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
/** An absolute http(s) URL: scheme, a host, an optional path. */
const HTTP_URL = /^https?:\/\/[^/\s]+(\/\S*)?$/;
/** A date, or a date-time with seconds optional and a zone required (without one it would be the host's local time). */
const START_INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2})))?$/;
/** Query parameters of a connection URL whose value is a secret or names one (pg reads sslkey and sslpassword). */
const SECRET_PARAMETER = /pass|secret|token|key/i;

/** A configuration that cannot start; `problems` lists every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly code = 'CONFIG_INVALID' as const;
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

/**
 * Reads the configuration. Variables: XS2A_MODE (sandbox|production), HOST, PORT, XS2A_BASE_PATH,
 * XS2A_PUBLIC_URL, XS2A_LINKS, DATABASE_URL, XS2A_SQLITE_FILE, XS2A_SQLITE_SYNCHRONOUS, XS2A_GET_REPLAYS, XS2A_BODY_LIMIT, XS2A_NOW (ISO date-time the clock starts
 * at) or XS2A_CLOCK_OFFSET_MS, LOG_LEVEL, TLS_CERT_FILE/TLS_KEY_FILE/TLS_CA_FILE/TLS_REQUEST_CLIENT_CERT,
 * XS2A_TRUST_ANCHORS (PEM file, production), XS2A_CRL_FILES (comma-separated CRL files, production), XS2A_BANK_NAMESPACE (secret UUID, production), XS2A_SIGN_RESPONSES
 * with XS2A_RESPONSE_SIGNING_CERT/KEY, XS2A_SCA_URL or XS2A_DEMO_SCA, XS2A_SHUTDOWN_TIMEOUT_MS,
 * XS2A_HEAP_GROWING_PERCENT.
 *
 * @example
 * const config = readConfig({ PORT: '8080' });
 */
export function readConfig(env: Readonly<Record<string, string | undefined>>, now: () => number = Date.now): ServerConfig {
  const problems: string[] = [];
  const mode = (env.XS2A_MODE ?? 'sandbox').toLowerCase();
  if (mode !== 'sandbox' && mode !== 'production') problems.push(`XS2A_MODE must be sandbox or production, got ${mode}`);
  const host = env.HOST ?? '127.0.0.1';
  // An empty HOST made Node listen on every interface, unannounced, and the links http://:8080.
  if (host.trim() === '') problems.push('HOST is set but empty: name the address to listen on (127.0.0.1, 0.0.0.0 for every interface) or unset it');
  else if (/\s/.test(host)) problems.push(`HOST must be an address or host name without spaces, got ${host}`);
  const port = readInteger(env, 'PORT', 8080, 0, 65535, problems);
  const basePath = normaliseBasePath(env.XS2A_BASE_PATH ?? '', problems);
  const bodyLimit = readInteger(env, 'XS2A_BODY_LIMIT', 1024 * 1024, 1024, 64 * 1024 * 1024, problems);
  const shutdownTimeoutMs = readInteger(env, 'XS2A_SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000, problems);
  const heapGrowingPercent = readInteger(env, 'XS2A_HEAP_GROWING_PERCENT', DEFAULT_HEAP_GROWING_PERCENT, 0, 400, problems);
  const synchronousRaw = (env.XS2A_SQLITE_SYNCHRONOUS || (mode === 'production' ? 'FULL' : 'NORMAL')).toUpperCase();
  if (synchronousRaw !== 'NORMAL' && synchronousRaw !== 'FULL') problems.push(`XS2A_SQLITE_SYNCHRONOUS must be NORMAL or FULL, got ${synchronousRaw}`);
  const sqliteSynchronous = synchronousRaw === 'NORMAL' ? 'NORMAL' : 'FULL';
  const getReplays = (env.XS2A_GET_REPLAYS || (env.DATABASE_URL ? 'database' : 'memory')).toLowerCase();
  if (getReplays !== 'memory' && getReplays !== 'database') problems.push(`XS2A_GET_REPLAYS must be memory or database, got ${getReplays}`);
  const links = (env.XS2A_LINKS || 'relative').toLowerCase();
  if (links !== 'relative' && links !== 'absolute') problems.push(`XS2A_LINKS must be relative or absolute, got ${links}`);
  // At most 100 years either way: far beyond any test's need, and the moved clock stays a date JavaScript can hold
  // (review L: a larger offset passed here and then stopped the start with "Invalid time value", exit 1).
  let clockOffsetMs = readInteger(env, 'XS2A_CLOCK_OFFSET_MS', 0, -MAX_CLOCK_OFFSET_MS, MAX_CLOCK_OFFSET_MS, problems);
  if (env.XS2A_NOW) {
    const at = parseStartInstant(env.XS2A_NOW);
    if (at === undefined) {
      problems.push(`XS2A_NOW must be an ISO 8601 date-time with its zone (2026-03-02T09:00:00Z, 2026-03-02T10:00:00+01:00) or a date (2026-03-02, midnight UTC) that exists, got ${env.XS2A_NOW}`);
    } else if (env.XS2A_CLOCK_OFFSET_MS) {
      // One would silently win over the other.
      problems.push('XS2A_NOW and XS2A_CLOCK_OFFSET_MS both move the clock: set one of them');
    } else {
      clockOffsetMs = at - now();
    }
  }
  const requestClientCert = readSwitch(env, 'TLS_REQUEST_CLIENT_CERT', problems);
  const tls = env.TLS_CERT_FILE || env.TLS_KEY_FILE
    ? {
        certFile: env.TLS_CERT_FILE ?? '',
        keyFile: env.TLS_KEY_FILE ?? '',
        ...(env.TLS_CA_FILE ? { caFile: env.TLS_CA_FILE } : {}),
        requestClientCert,
      }
    : undefined;
  if (tls && (!tls.certFile || !tls.keyFile)) problems.push('TLS_CERT_FILE and TLS_KEY_FILE go together');
  // Settings of the server's own TLS mean nothing without it: said, rather than ignored.
  if (!tls && env.TLS_CA_FILE) problems.push('TLS_CA_FILE is set without TLS_CERT_FILE and TLS_KEY_FILE: the server serves plain HTTP, so it would not be used');
  if (!tls && requestClientCert) problems.push('TLS_REQUEST_CLIENT_CERT=true needs TLS_CERT_FILE and TLS_KEY_FILE: the server serves plain HTTP');
  const databaseUrl = readDatabaseUrl(env, problems);
  const sqliteFile = env.XS2A_SQLITE_FILE ?? 'data/xs2a-sandbox.sqlite';
  if (databaseUrl === undefined && sqliteFile.trim() === '') problems.push('XS2A_SQLITE_FILE is set but empty: name the database file or unset it');
  // The SQLite settings mean nothing on PostgreSQL: said, rather than ignored.
  if (databaseUrl !== undefined) {
    for (const name of ['XS2A_SQLITE_FILE', 'XS2A_SQLITE_SYNCHRONOUS'] as const) {
      if (env[name]) problems.push(`${name} is set with DATABASE_URL: the server uses PostgreSQL, so it would not be used (unset it, or unset DATABASE_URL)`);
    }
  }
  if (databaseUrl === undefined && mode === 'production' && sqliteFile === ':memory:') {
    problems.push('XS2A_SQLITE_FILE=:memory: keeps nothing across a restart: production needs a file (or DATABASE_URL)');
  }
  if (mode === 'production' && !env.XS2A_TRUST_ANCHORS) problems.push('production mode needs XS2A_TRUST_ANCHORS (PEM file of trusted CAs)');
  if (mode === 'sandbox' && env.XS2A_TRUST_ANCHORS) {
    problems.push('XS2A_TRUST_ANCHORS is set in sandbox mode, which takes a certificate from any issuer: it would not be used (set XS2A_MODE=production, or unset it)');
  }
  const crlFiles = (env.XS2A_CRL_FILES ?? '').split(',').map((file) => file.trim()).filter((file) => file !== '');
  if (mode === 'sandbox' && crlFiles.length > 0) {
    problems.push('XS2A_CRL_FILES is set in sandbox mode, which takes a certificate from any issuer: it would not be used (set XS2A_MODE=production, or unset it)');
  }
  if (env.XS2A_PUBLIC_URL !== undefined && !isBaseUrl(env.XS2A_PUBLIC_URL)) {
    // Paths are appended to it: a query or fragment would end up in the middle of every link.
    problems.push(`XS2A_PUBLIC_URL must be an http(s) URL without query or fragment, such as https://api.bank.example/psd2, got ${env.XS2A_PUBLIC_URL}`);
  }
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.has(logLevel)) problems.push(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}, got ${logLevel}`);
  const scaSiteUrl = env.XS2A_SCA_URL ? env.XS2A_SCA_URL.replace(/\/$/, '') : undefined;
  if (scaSiteUrl !== undefined && !isBaseUrl(scaSiteUrl)) problems.push(`XS2A_SCA_URL must be an http(s) URL without query or fragment, got ${scaSiteUrl}`);
  const demoSca = readSwitch(env, 'XS2A_DEMO_SCA', problems);
  const signResponses = readSwitch(env, 'XS2A_SIGN_RESPONSES', problems);
  if (mode === 'production' && scaSiteUrl === undefined && !demoSca) {
    problems.push(
      'production mode needs XS2A_SCA_URL (the bank\'s SCA site, which authenticates the PSU and completes authorisations with @xs2a-kit/sca-session) or XS2A_DEMO_SCA=true (the built-in pages, which identify a PSU by customer number alone: never with real customers)',
    );
  }
  const bankNamespace = env.XS2A_BANK_NAMESPACE ?? (mode === 'production' ? '' : SANDBOX_BANK_NAMESPACE);
  if (mode === 'production' && !env.XS2A_BANK_NAMESPACE) {
    problems.push('production mode needs XS2A_BANK_NAMESPACE: a secret UUID of this bank for psu-ids (generate one with: node -p "crypto.randomUUID()")');
  } else if (mode === 'production' && bankNamespace.toLowerCase() === SANDBOX_BANK_NAMESPACE) {
    problems.push('XS2A_BANK_NAMESPACE must not be the published sandbox namespace in production');
  } else if (!UUID_TEXT.test(bankNamespace)) {
    problems.push('XS2A_BANK_NAMESPACE must be a UUID');
  }
  if (demoSca && mode === 'sandbox') {
    problems.push('XS2A_DEMO_SCA=true is set in sandbox mode, which serves the built-in SCA pages anyway: it would not be used (set XS2A_MODE=production, or unset it)');
  } else if (demoSca && scaSiteUrl !== undefined) {
    problems.push('XS2A_DEMO_SCA=true and XS2A_SCA_URL both choose the SCA site: the bank\'s site at XS2A_SCA_URL would be used and the built-in pages not served (unset one of them)');
  }
  // The bank's seal named but the switch forgotten: answers would go out unsigned, which only the ready line showed.
  if (!env.XS2A_SIGN_RESPONSES && (env.XS2A_RESPONSE_SIGNING_CERT || env.XS2A_RESPONSE_SIGNING_KEY)) {
    problems.push('XS2A_RESPONSE_SIGNING_CERT or XS2A_RESPONSE_SIGNING_KEY is set without XS2A_SIGN_RESPONSES: answers would not be signed (set XS2A_SIGN_RESPONSES=true, or false to keep them unsigned)');
  }
  if (mode === 'production' && signResponses && !(env.XS2A_RESPONSE_SIGNING_CERT && env.XS2A_RESPONSE_SIGNING_KEY)) {
    problems.push('XS2A_SIGN_RESPONSES in production needs XS2A_RESPONSE_SIGNING_CERT and XS2A_RESPONSE_SIGNING_KEY');
  } else if (signResponses && Boolean(env.XS2A_RESPONSE_SIGNING_CERT) !== Boolean(env.XS2A_RESPONSE_SIGNING_KEY)) {
    // The sandbox signed with its test seal and logged the one file as if it were used.
    problems.push('XS2A_RESPONSE_SIGNING_CERT and XS2A_RESPONSE_SIGNING_KEY go together: set both (the bank\'s seal) or neither (the sandbox\'s test seal)');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const scheme = tls ? 'https' : 'http';
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    mode: mode as ServerMode,
    host,
    port,
    basePath,
    publicUrl: (env.XS2A_PUBLIC_URL ?? `${scheme}://${shownHost}:${port}${basePath}`).replace(/\/$/, ''),
    publicUrlConfigured: env.XS2A_PUBLIC_URL !== undefined,
    links: links === 'absolute' ? 'absolute' : 'relative',
    databaseUrl,
    sqliteFile,
    sqliteSynchronous,
    getReplays: getReplays === 'database' ? 'database' : 'memory',
    bodyLimit,
    clockOffsetMs,
    logLevel,
    tls,
    trustAnchorsFile: env.XS2A_TRUST_ANCHORS,
    crlFiles,
    signResponses,
    responseSigning: { certFile: env.XS2A_RESPONSE_SIGNING_CERT, keyFile: env.XS2A_RESPONSE_SIGNING_KEY },
    bankNamespace,
    scaSiteUrl,
    demoSca,
    shutdownTimeoutMs,
    heapGrowingPercent,
  };
}

/** A one-screen summary for the start-up log; never prints secrets (the database password is masked). */
export function summariseConfig(config: ServerConfig): Record<string, unknown> {
  return {
    mode: config.mode,
    listen: `${config.host}:${config.port}`,
    publicUrl: config.publicUrl,
    links: config.links,
    database: config.databaseUrl ? maskDatabaseUrl(config.databaseUrl) : `sqlite:${config.sqliteFile} (synchronous ${config.sqliteSynchronous})`,
    // The client certificate is asked for and never checked (README): the request's QSealC signature authenticates.
    tls: config.tls ? { clientCertificate: config.tls.requestClientCert ? 'requested, not verified' : 'not requested' } : 'off (behind a TLS-terminating proxy)',
    responseSigning: config.signResponses ? config.responseSigning.certFile ?? 'test seal made at start (sandbox)' : 'off',
    clockOffsetMs: config.clockOffsetMs,
    bodyLimit: config.bodyLimit,
    getReplays: config.getReplays,
    sca: config.scaSiteUrl ?? (config.mode === 'sandbox' ? 'built-in (sandbox)' : config.demoSca ? 'built-in demo (XS2A_DEMO_SCA)' : 'none'),
    // Said in production either way: without CRLs a revoked QSealC is accepted until it expires.
    ...(config.mode === 'production' ? { revocation: config.crlFiles.length > 0 ? config.crlFiles : 'not checked (no XS2A_CRL_FILES)' } : {}),
  };
}

/**
 * DATABASE_URL for the log: the password masked wherever pg would read one (userinfo after the last `@`, or the
 * `password` query parameter), and so are query parameters that hold or name secrets (sslpassword, sslkey). It is
 * parsed as pg parses it (pg-connection-string: WHATWG URL), so both read the same password.
 *
 * @example
 * maskDatabaseUrl('postgres://app:pw@db/xs2a?sslpassword=x'); // 'postgres://app:***@db/xs2a?sslpassword=***'
 */
export function maskDatabaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '(DATABASE_URL, not shown: not a URL)';
  }
  if (url.password !== '') url.password = '***';
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAMETER.test(name)) url.searchParams.set(name, '***');
  }
  return url.toString().replace(/%2A%2A%2A/g, '***');
}

/**
 * An on/off variable: unset or empty is off; `true` or `false` in any case; anything else is a problem, since a
 * typo silently off could drop a production safeguard (XS2A_SIGN_RESPONSES=TRUE used to skip its checks).
 */
function readSwitch(env: Readonly<Record<string, string | undefined>>, name: string, problems: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return false;
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value !== 'false') problems.push(`${name} must be true or false, got ${raw}`);
  return false;
}

/**
 * DATABASE_URL: unset means SQLite. Set but empty is refused: a secret that failed to arrive would otherwise give
 * each server process a SQLite file of its own, splitting the bank's payments between them without a word.
 */
function readDatabaseUrl(env: Readonly<Record<string, string | undefined>>, problems: string[]): string | undefined {
  const raw = env.DATABASE_URL;
  if (raw === undefined) return undefined;
  if (raw.trim() === '') {
    problems.push('DATABASE_URL is set but empty: give the PostgreSQL URL (postgres://user@host:5432/db), or unset it to use the SQLite file of XS2A_SQLITE_FILE');
    return undefined;
  }
  // The scheme only: pg takes what follows as it is (a password with a space, the newline a secret file ends with).
  if (!/^postgres(ql)?:\/\/\S/.test(raw)) {
    problems.push(`DATABASE_URL must be a PostgreSQL URL (postgres://user@host:5432/db), got ${maskDatabaseUrl(raw)}`);
    return undefined;
  }
  return raw;
}

/** An http(s) URL that paths can be appended to: no query, no fragment. */
function isBaseUrl(raw: string): boolean {
  return HTTP_URL.test(raw) && !/[?#]/.test(raw);
}

/** XS2A_NOW as epoch milliseconds, or undefined when it is not a form START_INSTANT allows or names no real instant. */
function parseStartInstant(raw: string): number | undefined {
  const parts = START_INSTANT.exec(raw);
  if (parts === null) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = parts.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  // Date.parse rolls 2026-02-30 over to March 2 and takes 24:00: a field out of range is refused instead.
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() + 1 !== month || date.getUTCDate() !== day) return undefined;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : at;
}

/** 100 years of 365.25 days, in milliseconds. */
const MAX_CLOCK_OFFSET_MS = 3_155_760_000_000;

function readInteger(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  // Decimal digits only: Number() reads ' ' as 0 (PORT=' ' listened on a random port) and 0x4B32 as 19250.
  const value = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be an integer from ${min} to ${max}, got ${raw}`);
    return fallback;
  }
  return value;
}

function normaliseBasePath(raw: string, problems: string[]): string {
  if (raw === '' || raw === '/') return '';
  // Segments of letters, digits and -._~, none empty and none . or .. (//api and /api/../x are refused).
  if (!/^(\/[A-Za-z0-9._~-]+)+\/?$/.test(raw) || raw.split('/').some((segment) => segment === '.' || segment === '..')) {
    problems.push(`XS2A_BASE_PATH must be a path such as /api-sandbox, got ${raw}`);
    return '';
  }
  return raw.replace(/\/+$/, '');
}
