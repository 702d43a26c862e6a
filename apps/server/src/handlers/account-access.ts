import {
  checkAccountAccess,
  listReachableAccounts,
  recordAccountRead,
  resolvePsu,
  settleAccountRead as settleRead,
  type AccountAccessDecision,
  type IssuedIdentityRecord,
  type NeedsScaReason,
} from '@xs2a-kit/sca-session';
import { loadScaCustomer, type Account } from '@xs2a-kit/domain';
import { ApiProblem, type MessageCode } from '../http/api-problem.js';
import type { OperationRequest } from '../operations/request-context.js';
import { scaRequired, startConsentSca } from './consent-sca.js';
import { assertCorporateIdOfPsu, readScaHeaders } from './sca-support.js';
import type { ViewOptions } from './account-views.js';
import { scaClock, type HandlerDeps } from './handler-deps.js';

/**
 * What an allowed account-information read may serve (see `checkAccountAccess`), and whether the PSU takes part
 * (PSU-IP-Address sent): a read without the PSU is limited.
 */
export type AllowedRead = Extract<AccountAccessDecision, { kind: 'allowed' }> & { readonly tppId: string; readonly unattended: boolean };

/** The resource a read touches; balances and transactions are the ones counted when the PSU is absent. */
export type AccountResource = 'accounts' | 'account' | 'balances' | 'transactions';

/**
 * The tppMessages code of the 401 for each reason a read needs SCA. A PSU-ID the bank cannot match is
 * PSU_CREDENTIALS_INVALID (the Berlin Group meaning of that code); no PSU-ID at all is the first visit, which
 * like a missing or narrower consent is CONSENT_INVALID; so is an unattended transaction read of an account the
 * PSU has not reached online with SCA for 90 days (the consent is not valid for that read until the PSU comes
 * back: Berlin Group's meaning of CONSENT_INVALID; SCA_EXPIRED is the spec's code for an SCA session past its hour).
 */
const REASONS: Readonly<Record<NeedsScaReason | 'PSU_NOT_NAMED', { code: MessageCode; text: string }>> = {
  PSU_UNKNOWN: { code: 'PSU_CREDENTIALS_INVALID', text: 'PSU-ID is not known for this TPP; SCA identifies the PSU and asks for consent.' },
  CONSENT_MISSING: { code: 'CONSENT_INVALID', text: 'The PSU has given this TPP no consent; SCA is needed.' },
  // No PSU-ID: the bank cannot tell whose consent the read would use (X-PSU-IDENTITY only preselects the PSU at SCA).
  PSU_NOT_NAMED: { code: 'CONSENT_INVALID', text: 'No PSU-ID names the PSU, so no consent can be used; SCA identifies the PSU and asks for consent.' },
  CONSENT_EXPIRED: { code: 'CONSENT_EXPIRED', text: 'The consent is older than 180 days; SCA renews it.' },
  ACCOUNT_NOT_CONSENTED: { code: 'CONSENT_INVALID', text: 'The consent does not cover this account; SCA is needed.' },
  NO_RECENT_ONLINE_SCA: {
    code: 'CONSENT_INVALID',
    text: 'The PSU has not reached this account online with SCA in the last 90 days; SCA is needed.',
  },
};

/**
 * Decides an account-information read through sca-session and turns anything but `allowed` into the answer:
 * an id that names no account or card account is 404 RESOURCE_UNKNOWN, and one the PSU of PSU-ID cannot reach in the
 * request's context (PSU-Corporate-ID or none) 403 RESOURCE_UNKNOWN; otherwise `needs-sca` starts a consent
 * authorisation and throws the 401 with its scaRedirect; `error` throws the
 * ScaError for the error table (429 ACCESS_EXCEEDED with Retry-After, 403 CONSENT_UNKNOWN, 400 for a corporate
 * PSU without PSU-Corporate-ID, 401 CORPORATE_ID_INVALID).
 *
 * @example
 * const read = await authoriseAccountRead(deps, request, 'balances', request.path['account-id']);
 * @see service-spec.md "Authentication" (SCA flow items 1, 3, 4), "Errors", "Limits"
 */
export async function authoriseAccountRead(
  deps: HandlerDeps,
  request: OperationRequest,
  resource: AccountResource,
  accountId?: string,
): Promise<AllowedRead> {
  const headers = readScaHeaders(request);
  const psuIpAddress = request.headers['psu-ip-address'];
  const unattended = psuIpAddress === undefined || psuIpAddress.trim() === '';
  const decision = await checkAccountAccess(
    deps.sca,
    {
      ...headers,
      resource,
      accountId,
      psuIpAddress: psuIpAddress === undefined || psuIpAddress === '' ? undefined : psuIpAddress,
      // Recorded by settleAccountRead once the answer is ready, so a read that fails uses up nothing and writes
      // nothing (an outage while reading is then a 503, not a 500 of unknown outcome).
      countAfterRead: true,
    },
    scaClock(deps),
  );
  if (decision.kind === 'allowed') return { ...decision, tppId: headers.tppId, unattended };
  // An id that names no account at all is not a matter of consent: SCA could never make it readable, and a TPP
  // holding a stale id would loop through SCA for ever (Berlin Group answers an unknown resource 404).
  if (accountId !== undefined && !(await isKnownAccount(deps, accountId))) {
    throw new ApiProblem(404, 'RESOURCE_UNKNOWN', 'No account or card account with this id.', 'account-id');
  }
  if (decision.kind === 'error') throw decision.error;
  // checkAccountAccess resolved these headers without error already; here they name the PSU and agreement to check.
  const { psu, corporate } = await resolvePsu(deps.store.identities, headers);
  if (psu !== undefined) await assertCorporateIdOfPsu(deps.store, psu, corporate);
  // An account out of the PSU's reach in the request's context (another customer's, an own account read with a
  // PSU-Corporate-ID, an account of another agreement): no consent this request could use would ever cover it,
  // so SCA would loop as for an unknown id. The spec's code table answers a resource of another PSU 403
  // RESOURCE_UNKNOWN.
  if (accountId !== undefined && psu !== undefined && !(await isWithinPsuReach(deps, psu, corporate, accountId))) {
    throw new ApiProblem(403, 'RESOURCE_UNKNOWN', 'This account is not one the PSU can give this TPP access to in this context.', 'account-id');
  }
  const started = await startConsentSca(deps, { ...headers, object: { kind: 'consent' } });
  // Without any PSU-ID this is the PSU's first visit: for the TPP that is simply "no consent yet".
  const { code, text } = REASONS[decision.reason === 'PSU_UNKNOWN' && headers.psuId === undefined ? 'PSU_NOT_NAMED' : decision.reason];
  throw scaRequired(started, code, text);
}

/**
 * Records an allowed read once everything it answers has been read: an unattended balance or transaction read is
 * counted against the 4-a-day allowance, and the accounts an attended read under the PSU's live SCA session
 * reached are marked as reached online with SCA (the 90 days unattended transaction reads need). A read that
 * fails first (404 for an unknown transaction, 503 while the database is away) uses up nothing and marks nothing,
 * and its retry is not counted twice. Throws the 429 ACCESS_EXCEEDED when a concurrent read took the last call
 * meanwhile. Every account-information handler calls it last.
 *
 * @example
 * const read = await authoriseAccountRead(deps, request, 'balances', accountId);
 * const body = { balances: await readBalances(deps, account) };
 * await settleAccountRead(deps, read);
 * return { status: 200, body };
 */
export async function settleAccountRead(deps: HandlerDeps, read: AllowedRead, options: { balancesOf?: readonly string[] } = {}): Promise<void> {
  // Balances served beside the resource read (withBalance=true on the account list, an account's details or its
  // transactions; a card account's details always carry them) are balance reads too: without the PSU each counts
  // against that account's 4 a day, as GET .../balances does, or those answers would read balances past the limit.
  const balancesOf = read.unattended ? (options.balancesOf ?? []) : [];
  // Most attended reads have nothing to record: no transaction.
  if (read.unattendedCall === null && read.onlineSca === null && balancesOf.length === 0) return;
  // One transaction: a read refused (429) for any one allowance uses up none of the others. Counted one by one,
  // a refused account list used up the balance reads of the accounts counted before the one over its limit.
  await deps.store.withTransaction(async (tx) => {
    const sca = { repositories: tx, config: deps.sca.config };
    const refused = await settleRead(sca, read, scaClock(deps));
    if (refused !== undefined) throw refused;
    for (const accountId of balancesOf) {
      const overLimit = await recordAccountRead(sca, { tppId: read.tppId, accountId, resource: 'balances' }, scaClock(deps));
      if (overLimit !== undefined) throw overLimit;
    }
  });
}

/**
 * Whether the PSU of PSU-ID could consent to the account in the request's own context: without PSU-Corporate-ID
 * its own accounts (PRIVATE), with it the accounts that agreement grants it (CORPORATE). A consent in another
 * context or under another agreement would never serve this request, whose headers name the consent it reads
 * under. A customer the bank no longer has is left to the SCA, which then fails on its own.
 */
async function isWithinPsuReach(
  deps: HandlerDeps,
  psu: IssuedIdentityRecord,
  corporate: IssuedIdentityRecord | undefined,
  accountId: string,
): Promise<boolean> {
  const loaded = await loadScaCustomer(deps.store, psu.customerNumber);
  if (loaded === undefined) return true;
  const { customer } = loaded;
  const agreementId = corporate?.agreementId ?? undefined;
  if (agreementId === undefined) return customer.customerType === 'PRIVATE' && listReachableAccounts(customer, 'PRIVATE').includes(accountId);
  // assertCorporateIdOfPsu has made sure the PSU acts under this agreement.
  return listReachableAccounts(customer, 'CORPORATE', agreementId).includes(accountId);
}

async function isKnownAccount(deps: HandlerDeps, id: string): Promise<boolean> {
  return (
    (await deps.store.accounts.findAccountById(id)) !== undefined || (await deps.store.accounts.findCardAccountById(id)) !== undefined
  );
}

/** The view options of an allowed read: link base, the fixes in force, the PSU's context. */
export function readViewOptions(deps: HandlerDeps, request: OperationRequest, read: AllowedRead): ViewOptions {
  return { linkBase: deps.linkBase, fixes: request.fixes, context: read.context };
}

/**
 * The consented account in the path. A consented id that is no account (a card account's id on an account path,
 * or an account removed since the consent) is unknown here: 404.
 */
export async function requireAccount(deps: HandlerDeps, accountId: string): Promise<Account> {
  const account = await deps.store.accounts.findAccountById(accountId);
  if (account === undefined) throw new ApiProblem(404, 'RESOURCE_UNKNOWN', 'No account with this id.', 'account-id');
  return account;
}
