import { readFileSync, statSync } from 'node:fs';
import { createRevocationListCheck, type RevocationListCheck, type RevocationQuery, type RevocationStatus } from '@xs2a-kit/signature';
import type { Logger } from 'pino';

/** How often the CRL files are looked at for a newer download. */
const RELOAD_INTERVAL_MS = 60_000;

/** The CRLs of XS2A_CRL_FILES as production trust uses them, kept current while the server runs. */
export interface RevocationLists {
  readonly checkRevocation: (certificate: RevocationQuery) => Promise<RevocationStatus>;
  /** Reads the files again when one changed since the last read; a set that fails keeps the previous one. */
  reloadIfChanged(): Promise<void>;
  stop(): void;
}

/**
 * Reads the CRL files and checks each against the CA certificates of XS2A_TRUST_ANCHORS (a CRL no CA of the list
 * signed is refused). Meant for a bank that downloads its QTSPs' CRLs on a schedule into these files: every minute
 * the files' modification times are compared, and a changed set is read and checked again. A new set that fails
 * (a download cut short) is logged and the previous set stays in use, so a bad download neither stops the server
 * nor forgets a revocation.
 *
 * @throws {SignatureError} `INPUT_INVALID` when the files given at start are not CRLs of the configured CAs.
 * @example
 * const lists = await loadRevocationLists(['/etc/xs2a/qtsp.crl'], caPems, logger);
 * const trust = { mode: 'production', trustAnchors, intermediates, checkRevocation: lists.checkRevocation };
 */
export async function loadRevocationLists(files: readonly string[], issuers: readonly string[], logger: Pick<Logger, 'info' | 'warn'>): Promise<RevocationLists> {
  let current: RevocationListCheck = await createRevocationListCheck(files.map((file) => readFileSync(file)), issuers);
  let stamps = readStamps(files);
  logLists(current, logger);
  const reloadIfChanged = async (): Promise<void> => {
    const seen = readStamps(files);
    if (seen === stamps) return;
    try {
      current = await createRevocationListCheck(files.map((file) => readFileSync(file)), issuers);
      stamps = seen;
      logLists(current, logger);
    } catch (error) {
      logger.warn({ err: error, files }, 'XS2A_CRL_FILES changed but cannot be used; the previous revocation lists stay in use');
    }
  };
  const timer = setInterval(() => void reloadIfChanged(), RELOAD_INTERVAL_MS);
  timer.unref();
  return {
    checkRevocation: (certificate) => current.checkRevocation(certificate),
    reloadIfChanged,
    stop: () => clearInterval(timer),
  };
}

// A file being replaced may be missing for a moment: it then counts as changed, and the read that follows fails
// and keeps the previous lists.
function readStamps(files: readonly string[]): string {
  return files.map((file) => {
    try {
      const stat = statSync(file);
      return `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return 'missing';
    }
  }).join('|');
}

function logLists(check: RevocationListCheck, logger: Pick<Logger, 'info'>): void {
  logger.info({ crls: check.lists.map((list) => ({ issuer: list.issuer, revoked: list.revoked, nextUpdate: list.nextUpdate?.toISOString() })) }, 'revocation lists loaded');
}
