/**
 * Helpers of the account-information tests: get a 401 with scaRedirect, then complete that authorisation the way
 * the SCA site does (completeAuthorisation of @xs2a-kit/sca-session) on the server's own SQLite file, and read the
 * psu-id from the success redirect.
 */
import { expect } from 'vitest';
import { loadScaCustomer } from '@xs2a-kit/domain';
import { completeAuthorisation, type PsuContext, type ScaCustomer, type ScaDeps } from '@xs2a-kit/sca-session';
import { validateResponseBody, type OperationId } from '@xs2a-kit/schema';
import { createStore, type Store } from '@xs2a-kit/store';
import type { TestResponse, TestServer, TestTpp } from './support/test-server.js';

/** The composition root's default bank namespace (XS2A_BANK_NAMESPACE unset in tests). */
const BANK_NAMESPACE = '3b0f2a34-7d3c-5f0e-9a53-6d1f2a8c4e17';

export const PRIVATE_PSU = '13039319955';
export const CORPORATE_PSU = '18129215603';
export const REDIRECT_URI = 'https://tpp.example/cb?state=abc';

/** Headers of a read with the PSU present; pass `{ 'psu-ip-address': undefined }`-free overrides to drop it. */
export function attended(extra: Record<string, string> = {}): Record<string, string> {
  return { 'tpp-redirect-uri': REDIRECT_URI, 'tpp-session-id': 'session-1', 'psu-ip-address': '192.0.2.10', ...extra };
}

/** Headers of a read without the PSU (no PSU-IP-Address). */
export function unattended(extra: Record<string, string> = {}): Record<string, string> {
  return { 'tpp-redirect-uri': REDIRECT_URI, ...extra };
}

/** Asserts that the body is what the spec documents for this operation and status. */
export function expectValid(operationId: OperationId, res: TestResponse): void {
  expect(validateResponseBody(operationId, res.status, res.json)).toBeUndefined();
}

/** The server's database opened beside it, for completing SCA and adding data the tests need. */
export async function openSideStore(server: TestServer): Promise<Store> {
  return createStore({ sqliteFile: server.sqliteFile, clock: { now: server.clock }, migrate: false });
}

/** The customer as the SCA site sees it (the domain's loader, which the server's SCA pages use too). */
export async function loadCustomer(store: Store, customerNumber: string): Promise<ScaCustomer> {
  const loaded = await loadScaCustomer(store, customerNumber);
  if (loaded === undefined) throw new Error(`no sandbox customer ${customerNumber}`);
  return loaded.customer;
}

export interface Consented {
  readonly psuId: string;
  readonly psuCorporateId: string | null;
  readonly tppSessionId: string;
  readonly redirect: URL;
}

/** The authorisation id in a scaRedirect link (`…/sca/{id}?context=…`). */
export function readAuthorisationId(scaRedirectHref: string): string {
  const id = new URL(scaRedirectHref).pathname.split('/').pop();
  if (!id) throw new Error(`no authorisation id in ${scaRedirectHref}`);
  return decodeURIComponent(id);
}

/**
 * Completes the authorisation behind a scaRedirect as the PSU approving it, and returns what the success
 * redirect hands back to the TPP.
 */
export async function approve(
  server: TestServer,
  scaRedirectHref: string,
  options: { customerNumber: string; context?: PsuContext; agreementId?: string; accounts?: readonly string[] },
): Promise<Consented> {
  const store = await openSideStore(server);
  try {
    const deps: ScaDeps = {
      repositories: store,
      config: { bankNamespace: BANK_NAMESPACE, scaBaseUrl: server.url, apiBaseUrl: server.url, environment: 'sandbox' },
    };
    const outcome = await completeAuthorisation(
      deps,
      {
        authorisationId: readAuthorisationId(scaRedirectHref),
        customer: await loadCustomer(store, options.customerNumber),
        context: options.context ?? 'PRIVATE',
        agreementId: options.agreementId,
        decision: 'approve',
        consentAccounts: options.accounts,
      },
      { now: () => server.clock().getTime() },
    );
    expect(outcome.scaStatus).toBe('finalised');
    const redirect = new URL(outcome.redirectUrl);
    return {
      psuId: redirect.searchParams.get('psu-id') ?? '',
      psuCorporateId: redirect.searchParams.get('psu-corporate-id'),
      tppSessionId: redirect.searchParams.get('tpp-session-id') ?? '',
      redirect,
    };
  } finally {
    await store.close();
  }
}

/** A PSU who has consented to all its accounts and card accounts for the test TPP (or `tpp`). */
export async function consentAll(server: TestServer, customerNumber = PRIVATE_PSU, tpp?: TestTpp): Promise<Consented> {
  const res = await server.request('GET', '/v1/accounts', { headers: attended(), ...(tpp ? { tpp } : {}) });
  expect(res.status).toBe(401);
  return approve(server, res.json._links.scaRedirect.href, { customerNumber });
}
