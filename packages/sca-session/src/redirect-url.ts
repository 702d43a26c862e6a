import type { PsuContext } from './records.js';

/**
 * What the TPP receives after a successful SCA.
 *
 * @example
 * ```ts
 * const params: SuccessRedirectParams = { psuId, psuCorporateId: null, tppSessionId: 's-1', context: 'PRIVATE' };
 * ```
 */
export interface SuccessRedirectParams {
  readonly psuId: string;
  /** Only sent in CORPORATE context. */
  readonly psuCorporateId: string | null;
  readonly tppSessionId: string;
  readonly context: PsuContext;
  /**
   * True when the PSU withdrew the TPP's access instead of granting it: `consent=revoked` is added, so the TPP
   * learns at once what its next read would tell it (403 CONSENT_UNKNOWN).
   */
  readonly consentRevoked?: boolean | undefined;
}

/**
 * What the TPP receives after a failed SCA.
 *
 * @example
 * ```ts
 * const params: FailureRedirectParams = { system: 'sca', status: 401, code: 'SCA_EXPIRED', message: 'Too late' };
 * ```
 */
export interface FailureRedirectParams {
  readonly system: string;
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// encodeURIComponent throws on a lone surrogate; such text cannot be sent as UTF-8, so it becomes U+FFFD.
// It writes a space as %20 (not +), which every TPP decodes correctly whether it uses a form decoder or not.
function encodeComponent(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

function decodeName(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

// The TPP's own query parameters are kept byte for byte, in order, and the fragment stays. A TPP parameter with
// the same name as one of ours is dropped, so the TPP never sees two psu-id values and cannot be confused by one
// that an attacker placed in a redirect URI.
function appendParameters(tppRedirectUri: string, parameters: readonly (readonly [string, string])[], alsoDrop: readonly string[] = []): string {
  const url = new URL(tppRedirectUri);
  const ours = new Set([...parameters.map(([name]) => name), ...alsoDrop]);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !ours.has(decodeName(pair)));
  const added = parameters.map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`);
  url.search = [...kept, ...added].join('&');
  return url.href;
}

/**
 * The URL the PSU's browser is sent to (303) after a successful SCA: the TPP-Redirect-URI with `psu-id`,
 * `psu-corporate-id` (CORPORATE only), `tpp-session-id` and `context` added, and `consent=revoked` when the PSU
 * withdrew the TPP's access. Existing query parameters and the
 * fragment are kept; values are percent-encoded as UTF-8 (space as %20).
 *
 * @example
 * ```ts
 * buildSuccessRedirect('https://tpp.example/cb?state=x#top', {
 *   psuId: '0f8f…', psuCorporateId: null, tppSessionId: 'a b', context: 'PRIVATE',
 * });
 * // 'https://tpp.example/cb?state=x&psu-id=0f8f…&tpp-session-id=a%20b&context=PRIVATE#top'
 * ```
 */
export function buildSuccessRedirect(tppRedirectUri: string, params: SuccessRedirectParams): string {
  const parameters: [string, string][] = [['psu-id', params.psuId]];
  if (params.context === 'CORPORATE' && params.psuCorporateId !== null) {
    parameters.push(['psu-corporate-id', params.psuCorporateId]);
  }
  parameters.push(['tpp-session-id', params.tppSessionId], ['context', params.context]);
  if (params.consentRevoked === true) parameters.push(['consent', 'revoked']);
  return appendParameters(tppRedirectUri, parameters);
}

/**
 * The URL the PSU's browser is sent to after a failed, rejected, aborted or expired SCA: the TPP-Redirect-URI with
 * `system`, `status`, `code` and `message` added, keeping existing query parameters and the fragment.
 *
 * @example
 * ```ts
 * buildFailureRedirect('https://tpp.example/cb', { system: 'sca', status: 401, code: 'SCA_EXPIRED', message: 'Too late & gone' });
 * // 'https://tpp.example/cb?system=sca&status=401&code=SCA_EXPIRED&message=Too%20late%20%26%20gone'
 * ```
 */
export function buildFailureRedirect(tppRedirectUri: string, params: FailureRedirectParams): string {
  // A psu-id (or psu-corporate-id) the TPP's own URI carries is dropped as well: beside a failure it would read as
  // the bank's success parameter, and a callback parser that looks for psu-id first took a rejection for an
  // approval (review).
  return appendParameters(tppRedirectUri, [
    ['system', params.system],
    ['status', String(params.status)],
    ['code', params.code],
    ['message', params.message],
  ], ['psu-id', 'psu-corporate-id']);
}
