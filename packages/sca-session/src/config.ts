/**
 * How this bank's SCA is set up: where the SCA site lives, which namespace its PSU ids are derived in, and
 * whether it is the sandbox (which allows http redirect URIs to localhost).
 *
 * @example
 * ```ts
 * const config: ScaConfig = {
 *   bankNamespace: '6f1e2c1a-52a4-4d36-9a3c-0b1d7a0d2f11',
 *   scaBaseUrl: 'https://sca.bank.example',
 *   apiBaseUrl: 'https://api.bank.example',
 *   environment: 'sandbox',
 * };
 * ```
 */
export interface ScaConfig {
  /** A UUID unique to this bank; PSU ids are UUIDv5 names in it, so they differ between banks. */
  readonly bankNamespace: string;
  /** Origin (and optional path) of the SCA site; `scaRedirect` is `${scaBaseUrl}/sca/${authorisationId}`. */
  readonly scaBaseUrl: string;
  /**
   * What the `scaStatus` link starts with: the API's origin (and optional path) for an absolute link, or `''` for
   * a path from the API root (`/v1/...`) that the TPP appends to the base URL it calls.
   */
  readonly apiBaseUrl: string;
  readonly environment: 'sandbox' | 'production';
  /** The `system` parameter of failure redirects. Defaults to `sca`. */
  readonly systemName?: string;
  /** Overrides `AUTHORISATION_TTL_MS`. */
  readonly authorisationTtlMs?: number;
}
