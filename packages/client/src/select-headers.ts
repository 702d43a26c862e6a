/**
 * Which headers a call carries, decided from the operation table: TPP-Redirect-URI and TPP-Session-ID where the
 * operation may need SCA, the PSU headers and x-accept-fix where the operation declares them.
 */
import type { OperationDescriptor } from '@xs2a-kit/schema';
import { ClientError } from './client-error.js';
import type { PsuState } from './client-options.js';

/**
 * The client-level facts header selection needs.
 *
 * @example
 * ```ts
 * const context: HeaderContext = { tppRedirectUri: 'https://tpp.example/cb', tppSessionId: 's-1', acceptFix: [], psu: {} };
 * ```
 */
export interface HeaderContext {
  readonly tppRedirectUri: string | undefined;
  readonly tppSessionId: string;
  readonly acceptFix: readonly string[];
  readonly psu: PsuState;
}

/**
 * Lower-case headers of a call before signing (Digest, Date, X-Request-ID, Signature and the certificate are added
 * by the signer). The caller's `extra` headers come last and win.
 *
 * @example
 * ```ts
 * selectHeaders(getOperation('createSigningBasket'), context, true, undefined)['tpp-redirect-uri']; // context.tppRedirectUri
 * ```
 */
export function selectHeaders(
  operation: OperationDescriptor,
  context: HeaderContext,
  hasBody: boolean,
  extra: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const declared = new Set(operation.headerParams.map((name) => name.toLowerCase()));
  const headers: Record<string, string> = { accept: 'application/json' };
  if (hasBody) headers['content-type'] = 'application/json';
  // The TPP cannot know when SCA will be asked for, so both go on every call that may need it (Authentication, SCA flow 6).
  if (operation.sca) {
    if (!context.tppRedirectUri) {
      throw new ClientError('CONFIG_INVALID', `${operation.operationId} may need SCA: configure tppRedirectUri (TPP-Redirect-URI)`);
    }
    headers['tpp-redirect-uri'] = context.tppRedirectUri;
    headers['tpp-session-id'] = context.tppSessionId;
  }
  const offer = (name: string, value: string | undefined): void => {
    if (value !== undefined && value !== '' && declared.has(name)) headers[name] = value;
  };
  offer('psu-id', context.psu.psuId);
  offer('x-psu-identity', context.psu.psuIdentity);
  offer('psu-corporate-id', context.psu.psuCorporateId);
  offer('psu-context', context.psu.psuContext);
  offer('psu-ip-address', context.psu.psuIpAddress);
  offer('x-accept-fix', context.acceptFix.length > 0 ? context.acceptFix.join(',') : undefined);
  for (const [name, value] of Object.entries(extra ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}
