import type { PayingChoices, ScaCustomerView } from '@xs2a-kit/domain';
import { listReachableAccounts, type AuthorisationRecord, type PsuContext, type ScaSessionRecord } from '@xs2a-kit/sca-session';
import { html, type SafeHtml } from './html.js';
import { accountChoiceKey, readAccountChoice, type AccountGroup } from './sca-pages.js';

/**
 * The choices the SCA approval page offers and how it explains those it cannot: the way of acting the request (or
 * a live session) asked for, the basket rows a choice would reject, the consent accounts per way of acting. Pure:
 * the router loads what they need.
 */

/**
 * The provider as the PSU knows it: the name its certificate gives (organisation, else common name), or its
 * registration number for an authorisation started before names were kept.
 *
 * @example
 * nameTpp({ tppId: 'PSDNO-FSA-123456789', tppName: 'Acme Pay AS' }); // 'Acme Pay AS'
 */
export function nameTpp(a: Pick<AuthorisationRecord, 'tppId' | 'tppName'>): string {
  // Without format and control characters: a bidi override in the certificate's name turned the bank's own
  // sentences around it backwards on the pages (web security review), as one in a creditor name would have.
  // A control character (a line break) stands between words, so it becomes a space; format characters go.
  const name = (a.tppName ?? '').replace(/\p{Cf}/gu, '').replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return name || a.tppId;
}

/** How the PSU must act: fixed by the live session of an exempted authorisation, or by PSU-Context and PSU-Corporate-ID. */
export interface AskedChoice {
  readonly context: PsuContext | null;
  readonly agreementId: string | null;
}

export function askedChoice(a: AuthorisationRecord, session: ScaSessionRecord | undefined): AskedChoice {
  if (session !== undefined) return { context: session.context, agreementId: session.agreementId };
  // A PSU-Corporate-ID names an agreement, which only a CORPORATE choice can meet.
  return { context: a.psuContext ?? (a.expectedAgreementId === null ? null : 'CORPORATE'), agreementId: a.expectedAgreementId };
}

// Said when the request fixed a way of acting this PSU does not have: in the PSU's terms, not the request's headers.
export function describeCannotAct(a: AuthorisationRecord, asked: AskedChoice, loaded: ScaCustomerView): string {
  const back = `You can abort and go back to ${nameTpp(a)}.`;
  if (asked.agreementId !== null) {
    // The agreement is not one of this PSU's, so its name is not shown to them.
    return `${nameTpp(a)} asked for this on behalf of a company you cannot act for at this bank. ${back}`;
  }
  if (asked.context === 'PRIVATE') return `${nameTpp(a)} asked for this for you as a private person, and ${loaded.customerName} can act here only on behalf of a company. ${back}`;
  return `${nameTpp(a)} asked for this on behalf of a company, and you do not act for any company at this bank. ${back}`;
}

// Said when no way of acting can use the debtor account: nothing approved would be carried out (a cancellation
// there is refused by the bank, a payment rejected).
export function describeCannotPay(a: AuthorisationRecord, paying: readonly PaymentChoices[], asked: AskedChoice, cancellation = false): string {
  const accounts = [...new Set(paying.map((p) => p.debtor))].join(', ');
  const as = asked.agreementId !== null ? ' for the company named' : asked.context === 'PRIVATE' ? ' as a private person' : asked.context === 'CORPORATE' ? ' on behalf of a company' : '';
  if (cancellation) return `You cannot cancel this payment: it is paid from ${accounts}, which you cannot use${as}. You can reject, or abort and go back to ${nameTpp(a)}.`;
  return `You cannot pay from ${accounts}, which ${paying.length > 1 ? 'these are' : 'this is'} to be paid from${as}. You can reject, or abort and go back to ${nameTpp(a)}.`;
}

/**
 * A basket's rows, each payment the PSU cannot pay in every offered choice marked with its debtor account and what
 * approving does to it: approval pays the payable ones and rejects the others (RJCT), as the basket is not atomic.
 */
export function markUnpayable(items: readonly (string | SafeHtml)[], paying: readonly PaymentChoices[], offered: PayingChoices, loaded: ScaCustomerView): (string | SafeHtml)[] {
  return items.map((item, i) => {
    const payment = paying[i];
    if (payment === undefined) return item;
    const ways = [
      ...(offered.private && payment.choices.private ? ['as a private person'] : []),
      ...offered.agreementIds.filter((id) => payment.choices.agreementIds.includes(id)).map((id) => `for ${loaded.agreementNames.get(id) ?? id}`),
    ];
    const everyWay = ways.length === (offered.private ? 1 : 0) + offered.agreementIds.length;
    if (everyWay) return item;
    const note = ways.length === 0
      ? `You cannot pay from ${payment.debtor}: approving rejects this payment, and the others are paid.`
      : `Paid only if you act ${ways.join(' or ')}: otherwise you cannot pay from ${payment.debtor}, and approving rejects this payment.`;
    return html`${item}<br><span class="error">${note}</span>`;
  });
}

/** One payment to approve: the account it is paid from and the ways the PSU may pay from it. */
export interface PaymentChoices {
  readonly debtor: string;
  readonly choices: PayingChoices;
}

/**
 * The accounts the consent page offers, one group per way of acting (private, each agreement): those reachable
 * there (the PSU's own enabled accounts; an agreement's accounts engaged with both VIEW and REGISTER), never one
 * the consent could not cover. A consent covers one way of acting, so the page shows under which one each account
 * is given.
 */
export function groupConsentable(loaded: ScaCustomerView, offered: PayingChoices): AccountGroup[] {
  const toAccounts = (ids: readonly string[]) => ids.map((id) => ({ id, name: loaded.accountNames.get(id) ?? id }));
  const groups: AccountGroup[] = [];
  if (offered.private) groups.push({ context: 'PRIVATE', label: 'as a private person', accounts: toAccounts(listReachableAccounts(loaded.customer, 'PRIVATE')) });
  for (const agreementId of offered.agreementIds) {
    const accounts = toAccounts(listReachableAccounts(loaded.customer, 'CORPORATE', agreementId));
    groups.push({ context: 'CORPORATE', agreementId, label: `for ${loaded.agreementNames.get(agreementId) ?? agreementId}`, accounts });
  }
  return groups.filter((g) => g.accounts.length > 0);
}

/**
 * The consented accounts of the chosen context and agreement, out of those ticked. The page offers every way of
 * acting at once (a plain form, no script) and lists each one's accounts under it, saying that only those of the
 * chosen way are given, so ticks under another are left out rather than refused. An unknown agreement is left to
 * the SCA rules to refuse.
 */
export function accountsFor(loaded: ScaCustomerView, context: 'PRIVATE' | 'CORPORATE', agreementId: string | undefined, chosen: string[]): string[] {
  // Ticks are posted as `<agreementId or PRIVATE>:<accountId>` (formatAccountChoice): only the chosen way's count,
  // so an account listed under two agreements and unticked under the chosen one is not given (diff review). A bare
  // id (a page from before) counts as it did.
  const key = accountChoiceKey({ context, agreementId });
  const ids = chosen.flatMap((value) => {
    const tick = readAccountChoice(value);
    return tick.key === undefined || tick.key === key ? [tick.accountId] : [];
  });
  const known = context === 'PRIVATE' || loaded.customer.agreements.some((g) => g.agreementId === agreementId);
  if (!known) return ids;
  const allowed = new Set(listReachableAccounts(loaded.customer, context, agreementId));
  return ids.filter((id) => allowed.has(id));
}
