import { addDays, DEFAULT_TRANSACTION_PAGE_SIZE, getBankToday, type TransactionQuery } from '@xs2a-kit/domain';
import type { components } from '@xs2a-kit/schema';
import { ApiProblem, tppWarning, type TppMessage } from '../http/api-problem.js';
import type { OperationRequest } from '../operations/request-context.js';
import type { HandlerDeps } from './handler-deps.js';
import type { AllowedRead } from './account-access.js';

export type TransactionPageLinks = components['schemas']['TransactionPageLinks'];

/** How far back a transaction list reaches when the TPP sends no dateFrom (spec parameter DateFrom). */
const DEFAULT_HISTORY_DAYS = 90;
/** How far back a read without the PSU reaches (service-spec Limits); sca-session sets the date itself. */
const UNATTENDED_DAYS = 90;

/**
 * One transaction page as the TPP asked for it, with the defaults filled in, and the query the domain runs.
 * `query` asks for one transaction more than the page holds, so the handler can tell whether a next page exists.
 * `query` is undefined when nothing booked can match (an unattended read whose 90-day cut lies after dateTo).
 */
export interface PageRequest {
  readonly bookingStatus: string;
  readonly offset: number;
  readonly limit: number;
  readonly wantsBooked: boolean;
  readonly wantsPending: boolean;
  readonly query: TransactionQuery | undefined;
  /** A WARNING when the unattended cut moved the TPP's own dateFrom, so a short list is not read as complete. */
  readonly messages: TppMessage[];
}

/**
 * Refuses a dateFrom after the dateTo (400 FORMAT_ERROR at dateFrom). A list handler calls it before it decides
 * access: a read without consent is answered 401 with a new SCA, and the PSU must not be sent through SCA for a
 * request that is then refused for its dates.
 *
 * @example
 * refuseReversedDates(request); // throws for ?dateFrom=2026-11-20&dateTo=2026-11-01
 */
export function refuseReversedDates(request: OperationRequest): void {
  const { dateFrom, dateTo } = request.query;
  if (typeof dateFrom === 'string' && typeof dateTo === 'string' && dateFrom > dateTo) {
    throw new ApiProblem(400, 'FORMAT_ERROR', 'dateFrom lies after dateTo.', 'dateFrom');
  }
}

/**
 * Reads bookingStatus (default both), dateFrom (default 90 days back), dateTo, offset (default 0) and limit
 * (default 200) and applies the unattended cut: without PSU-IP-Address nothing booked before `transactionsFrom`.
 * `pendingIgnoresFilters` is the spec's rule for real accounts (production accounts): their pending transactions
 * are all returned whatever the dates and limit say. Sandbox accounts and card accounts are not affected, so
 * their pending transactions are filtered and paged like booked ones. The lists the TPP asked for are always in
 * the answer, empty when nothing matches (Berlin Group: `booked` is present for booked and both). The caller has
 * refused a dateFrom after the dateTo ({@link refuseReversedDates}) before deciding access.
 *
 * @example
 * const page = readPageRequest(deps, request, read, { pendingIgnoresFilters: deps.mode === 'production' });
 * @see service-spec.md "Limits" (default page size 200; transactions up to 90 days old without PSU-IP-Address; pending of real accounts)
 */
export function readPageRequest(
  deps: HandlerDeps,
  request: OperationRequest,
  read: AllowedRead,
  options: { readonly pendingIgnoresFilters: boolean },
): PageRequest {
  const q = request.query;
  const bookingStatus = typeof q.bookingStatus === 'string' ? q.bookingStatus : 'both';
  const offset = typeof q.offset === 'number' ? q.offset : 0;
  const limit = typeof q.limit === 'number' ? q.limit : DEFAULT_TRANSACTION_PAGE_SIZE;
  const dateTo = typeof q.dateTo === 'string' ? q.dateTo : undefined;
  const dateFrom = typeof q.dateFrom === 'string' ? q.dateFrom : addDays(getBankToday(deps.domain.clock), -DEFAULT_HISTORY_DAYS);
  const fromDate = read.transactionsFrom !== null && read.transactionsFrom > dateFrom ? read.transactionsFrom : dateFrom;
  const wantsBooked = bookingStatus !== 'pending';
  const wantsPending = bookingStatus !== 'booked';
  const cutAway = dateTo !== undefined && fromDate > dateTo;
  const paging = { offset, limit: limit + 1 };
  let query: TransactionQuery | undefined;
  if (!cutAway) query = { bookingStatus, ...paging, fromDate, ...(dateTo !== undefined ? { toDate: dateTo } : {}) };
  // The date window is empty, but pending transactions of real accounts ignore it: ask for those alone.
  else if (wantsPending && options.pendingIgnoresFilters) query = { bookingStatus: 'pending', ...paging };
  const moved = typeof q.dateFrom === 'string' && fromDate > q.dateFrom;
  const messages = moved ? [tppWarning('WARNING', describeUnattendedCut(fromDate), 'dateFrom')] : [];
  return { bookingStatus, offset, limit, wantsBooked, wantsPending, query, messages };
}

/**
 * Why an unattended read stops at `from`: the spec's limit on reads made without the PSU (no PSU-IP-Address).
 *
 * @example
 * describeUnattendedCut('2026-08-27'); // 'Without PSU-IP-Address (the PSU not present) transactions are read back ...'
 */
export function describeUnattendedCut(from: string): string {
  return `Without PSU-IP-Address (the PSU not present) transactions are read back to ${from} at most (${UNATTENDED_DAYS} days); send PSU-IP-Address when the PSU asks in real time to read further.`;
}

/**
 * Paging links of a transaction page: `account`, `first`, and `previous` / `next` where such pages exist. They
 * repeat the TPP's own query parameters with another offset.
 *
 * @example
 * buildPageLinks(`${accountUrl}`, request, page, hasNext);
 * @see portal-facts.md §10 (the transaction list has next and previous links)
 */
export function buildPageLinks(resourceUrl: string, request: OperationRequest, page: PageRequest, hasNext: boolean): TransactionPageLinks {
  const at = (offset: number) => {
    const params = new URLSearchParams();
    params.set('bookingStatus', page.bookingStatus);
    for (const name of ['dateFrom', 'dateTo'] as const) {
      const value = request.query[name];
      if (typeof value === 'string') params.set(name, value);
    }
    params.set('offset', String(offset));
    params.set('limit', String(page.limit));
    return { href: `${resourceUrl}/transactions?${params.toString()}`, verbs: ['GET' as const] };
  };
  return {
    account: { href: resourceUrl, verbs: ['GET'] },
    first: at(0),
    ...(page.offset > 0 ? { previous: at(Math.max(0, page.offset - page.limit)) } : {}),
    ...(hasNext ? { next: at(page.offset + page.limit) } : {}),
  };
}
