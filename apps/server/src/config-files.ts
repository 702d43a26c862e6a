import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import { SignatureError, sortTrustCertificates } from '@xs2a-kit/signature';
import { ConfigError, type ServerConfig } from './config.js';
import type { Logger } from 'pino';
import { createResponseSigner, type ResponseSeal, type ResponseSigner } from './http/response-signer.js';
import { loadRevocationLists, type RevocationLists } from './infra/revocation-lists.js';

const SILENT: Pick<Logger, 'info' | 'warn'> = { info: () => undefined, warn: () => undefined } as unknown as Pick<Logger, 'info' | 'warn'>;

/** What the files named by the configuration hold, read and checked before the database is touched. */
export interface ConfigFiles {
  /** TLS_CERT_FILE, TLS_KEY_FILE and TLS_CA_FILE, when the server serves HTTPS itself. */
  readonly tls: { readonly cert: Buffer; readonly key: Buffer; readonly ca?: Buffer } | undefined;
  /** The CA certificates (roots and intermediates) of XS2A_TRUST_ANCHORS, in production. */
  readonly trustAnchors: readonly string[] | undefined;
  /** The response signer, when XS2A_SIGN_RESPONSES is on; it has signed once already. */
  readonly responseSigner: ResponseSigner | undefined;
  /** The CRLs of XS2A_CRL_FILES, checked against the trust anchors' CAs and reloaded when the files change. */
  readonly revocationLists: RevocationLists | undefined;
}

/**
 * Reads every file the configuration names and checks it can do its job: the TLS key belongs to its certificate,
 * the trust anchors hold a certificate, the response-signing key signs with its certificate. Every problem is
 * reported together as a {@link ConfigError}, like the variables themselves, before the database is opened or
 * migrated: a production database must not be touched by a server that is not going to run.
 *
 * @example
 * const files = await readConfigFiles(config, () => new Date());
 */
export async function readConfigFiles(config: ServerConfig, clock: () => Date, logger: Pick<Logger, 'info' | 'warn'> = SILENT): Promise<ConfigFiles> {
  const problems: string[] = [];
  if (config.databaseUrl !== undefined) checkDatabaseUrlFiles(config.databaseUrl, problems);
  const tls = config.tls ? readTls(config.tls, problems) : undefined;
  const trustAnchors = config.mode === 'production' ? readTrustAnchors(config.trustAnchorsFile ?? '', problems) : undefined;
  let responseSigner: ResponseSigner | undefined;
  if (config.signResponses) {
    const { certFile, keyFile } = config.responseSigning;
    // Both files, or neither (the sandbox then signs with a test seal made at start).
    const seal = certFile && keyFile ? readSeal(certFile, keyFile, problems) : undefined;
    // An unreadable file is already a problem of its own; otherwise the signer is made, and tried, here.
    const unreadable = Boolean(certFile && keyFile) && seal === undefined;
    if (!unreadable) {
      try {
        responseSigner = await createResponseSigner({ seal, mode: config.mode, clock, warn: (fields, message) => logger.warn(fields, message) });
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        problems.push(...error.problems);
      }
    }
  }
  const checkLists = config.crlFiles.length > 0 && trustAnchors !== undefined && trustAnchors.length > 0 && problems.length === 0;
  const revocationLists = checkLists ? await readRevocationLists(config.crlFiles, trustAnchors, logger, problems) : undefined;
  // Their signatures are checked only once the rest is right; that each can be read is said in this round, with
  // the other files' problems (review L: a missing CRL file was named only after the others were fixed).
  if (!checkLists) {
    for (const file of config.crlFiles) readNamed('XS2A_CRL_FILES', file, problems);
  }
  if (problems.length > 0) {
    revocationLists?.stop();
    throw new ConfigError(problems);
  }
  return { tls, trustAnchors, responseSigner, revocationLists };
}

async function readRevocationLists(files: readonly string[], issuers: readonly string[], logger: Pick<Logger, 'info' | 'warn'>, problems: string[]): Promise<RevocationLists | undefined> {
  for (const file of files) readNamed('XS2A_CRL_FILES', file, problems);
  if (problems.length > 0) return undefined;
  try {
    return await loadRevocationLists(files, issuers, logger);
  } catch (error) {
    if (!(error instanceof SignatureError)) throw error;
    problems.push(`XS2A_CRL_FILES: ${error.message} (a CRL must be signed by a CA of XS2A_TRUST_ANCHORS)`);
    return undefined;
  }
}

function readTls(files: NonNullable<ServerConfig['tls']>, problems: string[]): ConfigFiles['tls'] {
  const cert = readNamed('TLS_CERT_FILE', files.certFile, problems);
  const key = readNamed('TLS_KEY_FILE', files.keyFile, problems);
  const ca = files.caFile === undefined ? undefined : readNamed('TLS_CA_FILE', files.caFile, problems);
  if (cert === undefined || key === undefined || (files.caFile !== undefined && ca === undefined)) return undefined;
  try {
    // What the HTTPS server would refuse at listen (key values mismatch, a certificate that is not PEM), found here.
    createSecureContext({ cert, key, ...(ca ? { ca } : {}) });
  } catch (error) {
    problems.push(`TLS_CERT_FILE and TLS_KEY_FILE (and TLS_CA_FILE) do not make a TLS server: ${(error as Error).message}`);
    return undefined;
  }
  return { cert, key, ...(ca ? { ca } : {}) };
}

/**
 * The CA certificates of XS2A_TRUST_ANCHORS: the QTSPs' roots (self-signed, the trust anchors) and their issuing
 * intermediates (only used to build a path to a root, as a TPP sends its QSealC alone). A file that cannot be
 * read, holds no certificate, an unusable one or no root stops the start.
 */
function readTrustAnchors(file: string, problems: string[]): string[] | undefined {
  const text = readNamed('XS2A_TRUST_ANCHORS', file, problems)?.toString('utf8');
  if (text === undefined) return undefined;
  const certificates = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (certificates.length === 0) {
    problems.push(`XS2A_TRUST_ANCHORS (${file}) holds no PEM certificate: production would trust no TPP`);
    return certificates;
  }
  try {
    const sorted = sortTrustCertificates(certificates);
    if (sorted.trustAnchors.length === 0) {
      problems.push(`XS2A_TRUST_ANCHORS (${file}) holds ${certificates.length} certificate(s) but no self-signed root: add the root CA certificate of each QTSP (intermediates in the file are only used to build paths to a root)`);
    }
  } catch (error) {
    if (!(error instanceof SignatureError)) throw error;
    problems.push(`XS2A_TRUST_ANCHORS (${file}): ${error.message}`);
  }
  return certificates;
}

function readSeal(certFile: string, keyFile: string, problems: string[]): ResponseSeal | undefined {
  const certificate = readNamed('XS2A_RESPONSE_SIGNING_CERT', certFile, problems);
  const privateKey = readNamed('XS2A_RESPONSE_SIGNING_KEY', keyFile, problems);
  if (certificate === undefined || privateKey === undefined) return undefined;
  return { certificate: certificate.toString('utf8'), privateKey: privateKey.toString('utf8'), certFile, keyFile };
}

// The files a PostgreSQL URL may name for its TLS: the driver reads them when the store connects.
const DATABASE_URL_FILES = ['sslcert', 'sslkey', 'sslrootcert'] as const;

/**
 * The client certificate, key and CA files DATABASE_URL names (`?sslcert=...&sslkey=...&sslrootcert=...`) can be
 * read. A missing one stopped the start only when the store connected, with a message that blamed the TLS and
 * response-signing settings; it is a configuration problem like the others.
 */
function checkDatabaseUrlFiles(databaseUrl: string, problems: string[]): void {
  let params: URLSearchParams;
  try {
    params = new URL(databaseUrl).searchParams;
  } catch {
    return;
  }
  for (const name of DATABASE_URL_FILES) {
    const file = params.get(name);
    if (file === null || file === '') continue;
    // libpq reads sslrootcert=system as the system's CA store; node-postgres reads it as a file named "system".
    if (name === 'sslrootcert' && file === 'system') {
      problems.push("DATABASE_URL's sslrootcert=system names the system's CA store in libpq, which node-postgres does not support: name the CA file, or leave sslrootcert out to use Node's own CA store");
      continue;
    }
    readNamed(`DATABASE_URL's ${name}`, file, problems);
  }
}

function readNamed(name: string, file: string, problems: string[]): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    problems.push(`${name} cannot be read: ${(error as Error).message}`);
    return undefined;
  }
}
