/**
 * Reading the redirect that brings the PSU's browser back to the TPP after SCA.
 */
import { ClientError } from './client-error.js';
import type { PsuContext } from './client-options.js';

/**
 * The redirect after a successful SCA. `tppParameters` keeps the query parameters the TPP put into its own
 * TPP-Redirect-URI (a `state`, say), without the bank's own (psu-id, psu-corporate-id, tpp-session-id, context,
 * consent).
 *
 * @example
 * ```ts
 * const ok: RedirectSuccess = { kind: 'success', psuId: '3d9a4b0e-…', tppSessionId: 's1', context: 'PRIVATE', tppParameters: { state: 'abc' } };
 * ```
 * @see buildSuccessRedirect in @xs2a-kit/sca-session (the bank side)
 */
export interface RedirectSuccess {
  readonly kind: 'success';
  readonly psuId: string;
  readonly psuCorporateId?: string;
  readonly tppSessionId: string;
  readonly context: PsuContext;
  /**
   * True when the PSU withdrew the access it had given this TPP (`consent=revoked`): reads for this PSU and
   * context answer 403 CONSENT_UNKNOWN until the PSU gives a new consent.
   */
  readonly consentRevoked?: true;
  readonly tppParameters: Readonly<Record<string, string>>;
}

/**
 * The redirect after a failed SCA: the bank's system, the HTTP status, the error code and the (decoded) message.
 *
 * @example
 * ```ts
 * const failed: RedirectFailure = { kind: 'failure', system: 'sca', status: 400, code: 'SCA_INVALID', message: 'The PSU aborted', tppParameters: {} };
 * ```
 * @see buildFailureRedirect in @xs2a-kit/sca-session (the bank side)
 */
export interface RedirectFailure {
  readonly kind: 'failure';
  readonly system: string;
  readonly status: number;
  /** The error code; '' when the bank sent none (a server error may come with status and message only). */
  readonly code: string;
  readonly message: string;
  readonly tppParameters: Readonly<Record<string, string>>;
}

/**
 * Either outcome of the SCA redirect.
 *
 * @example
 * ```ts
 * const callback: RedirectCallback = parseRedirectCallback(request.url);
 * ```
 */
export type RedirectCallback = RedirectSuccess | RedirectFailure;

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
const SUCCESS_PARAMETERS = ['psu-id', 'psu-corporate-id', 'tpp-session-id', 'context', 'consent'];
const FAILURE_PARAMETERS = ['system', 'status', 'code', 'message'];

/**
 * Parses the URL the PSU's browser was sent to (absolute, or a path with its query as a server sees it). A
 * success needs psu-id, tpp-session-id and context (PRIVATE or CORPORATE); a failure needs status (a
 * three-digit number), with code, system and message when given (`code` is '' when the bank sent none). The message arrives URL-encoded and is returned decoded. Anything
 * else is a `ClientError` CALLBACK_INVALID.
 *
 * @example
 * ```ts
 * const callback = parseRedirectCallback('https://tpp.example/cb?state=abc&psu-id=3d9a…&tpp-session-id=s1&context=PRIVATE');
 * if (callback.kind === 'success') client.setPsu({ psuId: callback.psuId, psuContext: callback.context });
 * ```
 */
export function parseRedirectCallback(url: string | URL): RedirectCallback {
  const parsed = readUrl(url);
  const params = parsed.searchParams;
  const psuId = params.get('psu-id');
  const code = params.get('code');
  if (psuId !== null) {
    const tppSessionId = params.get('tpp-session-id');
    const context = params.get('context');
    if (!psuId || !tppSessionId) throw invalid('a success redirect needs psu-id and tpp-session-id', parsed);
    if (context !== 'PRIVATE' && context !== 'CORPORATE') throw invalid(`context must be PRIVATE or CORPORATE, got ${JSON.stringify(context)}`, parsed);
    const psuCorporateId = params.get('psu-corporate-id');
    // The spec's Events table: both are UUIDs (RFC 4122). Anything else would be stored and sent as PSU-ID on every
    // later call, each then refused by the bank far from this callback.
    if (!UUID.test(psuId)) throw invalid(`psu-id must be a UUID, got ${JSON.stringify(psuId.slice(0, 60))}`, parsed);
    if (psuCorporateId && !UUID.test(psuCorporateId)) throw invalid(`psu-corporate-id must be a UUID, got ${JSON.stringify(psuCorporateId.slice(0, 60))}`, parsed);
    return {
      kind: 'success',
      psuId,
      ...(psuCorporateId ? { psuCorporateId } : {}),
      tppSessionId,
      context,
      ...(params.get('consent') === 'revoked' ? { consentRevoked: true as const } : {}),
      tppParameters: collectOthers(params, SUCCESS_PARAMETERS),
    };
  }
  const statusText = params.get('status');
  if (code !== null || statusText !== null) {
    // A bank that reports a server error may leave the code out: the status (and message) still say it failed.
    if (code === '' || statusText === null || !/^\d{3}$/.test(statusText)) throw invalid('a failure redirect needs a three-digit status, and a code when it names one', parsed);
    return {
      kind: 'failure',
      system: params.get('system') ?? '',
      status: Number(statusText),
      code: code ?? '',
      message: params.get('message') ?? '',
      tppParameters: collectOthers(params, FAILURE_PARAMETERS),
    };
  }
  throw invalid('neither psu-id (success) nor status and code (failure) are present', parsed);
}

function readUrl(url: string | URL): URL {
  if (url instanceof URL) return url;
  try {
    // A relative URL (a server's request.url) is read against a placeholder origin; only the query matters.
    return new URL(url, 'http://callback.invalid');
  } catch (error) {
    throw new ClientError('CALLBACK_INVALID', `not a URL: ${url.slice(0, 200)}`, { cause: error });
  }
}

function collectOthers(params: URLSearchParams, bankParameters: readonly string[]): Record<string, string> {
  const others: Record<string, string> = {};
  for (const [name, value] of params) if (!bankParameters.includes(name)) others[name] = value;
  return others;
}

function invalid(reason: string, url: URL): ClientError {
  return new ClientError('CALLBACK_INVALID', `not an SCA redirect callback: ${reason} (${url.search || 'no query'})`);
}
