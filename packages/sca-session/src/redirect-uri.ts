import { ScaError } from './errors.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Checks a TPP-Redirect-URI and returns it parsed. Accepted: an absolute `https` URL; in the sandbox also `http`
 * to `localhost` or `127.0.0.1` (any port), for TPPs' local test callbacks; for apps, a private-use scheme named
 * after a reversed domain (`com.example.app:/callback`, RFC 8252 section 7.1). Refused with `FORMAT_ERROR`:
 * relative or unparsable URIs, other schemes, user names or passwords in the URI. Absent: `HTTP_HEADER_REQUIRED`.
 *
 * @example
 * ```ts
 * validateTppRedirectUri('https://tpp.example/cb?state=1', 'production'); // URL
 * validateTppRedirectUri('http://127.0.0.1:8123/cb', 'sandbox');          // URL
 * validateTppRedirectUri('http://tpp.example/cb', 'production');          // throws FORMAT_ERROR
 * ```
 */
export function validateTppRedirectUri(value: string | undefined, environment: 'sandbox' | 'production'): URL {
  if (value === undefined || value.trim() === '') {
    throw new ScaError('HTTP_HEADER_REQUIRED', 'TPP-Redirect-URI is required', { header: 'TPP-Redirect-URI' });
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new ScaError('FORMAT_ERROR', 'TPP-Redirect-URI must be an absolute URL', {
      header: 'TPP-Redirect-URI',
      cause,
    });
  }
  if (url.username !== '' || url.password !== '') {
    throw new ScaError('FORMAT_ERROR', 'TPP-Redirect-URI must not carry credentials', { header: 'TPP-Redirect-URI' });
  }
  if (url.protocol === 'https:' && url.hostname !== '') return url;
  if (url.protocol === 'http:' && environment === 'sandbox' && LOOPBACK_HOSTS.has(url.hostname)) return url;
  if (PRIVATE_USE_SCHEME.test(url.protocol)) return url;
  throw new ScaError(
    'FORMAT_ERROR',
    `TPP-Redirect-URI must use https${environment === 'sandbox' ? ' (or http to localhost or 127.0.0.1)' : ''}, or for an app a private-use scheme named after a reversed domain the TPP holds, such as com.example.app:/callback (RFC 8252 section 7.1)`,
    { header: 'TPP-Redirect-URI' },
  );
}

/**
 * A native app's private-use URI scheme: a reversed domain name (RFC 8252 section 7.1 requires one the app's
 * owner controls), so it always holds a dot, which no scheme a browser acts on itself (javascript, data, file,
 * http...) does.
 */
const PRIVATE_USE_SCHEME = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+:$/;
