import type { DomainContext } from '@xs2a-kit/domain';
import type { ScaDeps } from '@xs2a-kit/sca-session';
import type { VerificationReport, VerifyRequestInput } from '@xs2a-kit/signature';
import type { Store } from '@xs2a-kit/store';

/** What every handler module receives from the composition root. */
export interface HandlerDeps {
  readonly mode: 'sandbox' | 'production';
  /** The store: domain and SCA repositories, TPP contacts, batch runs, and transactions over all of them. */
  readonly store: Store;
  /** Domain context on the store (non-transactional entry point; domain services open their own transaction). */
  readonly domain: DomainContext;
  /** SCA rules on the store, with links built from the public URL. */
  readonly sca: ScaDeps;
  /** The server clock (configurable offset). */
  readonly clock: () => Date;
  /** Public base URL of the API (scheme, host, base path): absolute addresses, such as the Location header. */
  readonly publicUrl: string;
  /**
   * What the hrefs of `_links` start with: empty for paths from the API root (`/v1/...`, the default, as the real
   * service and Berlin Group's examples give them), or the public URL when XS2A_LINKS=absolute.
   */
  readonly linkBase: string;
  /** Runs the signature verifier as a report, for the sandbox explain operation. */
  readonly explainSignature: (input: VerifyRequestInput) => Promise<VerificationReport>;
}

/** The SCA package's clock shape (epoch milliseconds) over the server clock. */
export function scaClock(deps: Pick<HandlerDeps, 'clock'>): { now(): number } {
  return { now: () => deps.clock().getTime() };
}
