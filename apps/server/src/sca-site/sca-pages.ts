import { html, renderPage, type SafeHtml } from './html.js';

/** The authentication methods the SCA site offers, with neutral names (spec, SCA flow item 7). */
export const AUTH_METHODS = [
  { id: 'ENGANGSKODEAPP_BIOMETRI', label: 'One-time code app with biometrics' },
  { id: 'ID_PROVIDER_MOBILE', label: 'Mobile ID' },
  { id: 'BANKID', label: 'Bank ID with code device' },
  { id: 'HA2', label: 'Code card (HA2)' },
] as const;

export interface LoginPageModel {
  /**
   * Where the form posts, relative to the page's own URL, so that it works behind a proxy that adds or strips a
   * path prefix (XS2A_PUBLIC_URL with a path the server does not see).
   */
  readonly formAction: string;
  /** The provider as the PSU knows it (its certificate's name; see nameTpp). */
  readonly tppName: string;
  readonly what: string;
  readonly prefilledCustomerNumber: string;
  /** X-PSU-AuthMethod-Preferred: the method is fixed and the choice is skipped. */
  readonly preferredMethod: string | null;
  /** TPP-Redirect-Preferred false: the biometric method is offered first. */
  readonly biometricFirst: boolean;
  /** A live session spares the PSU a new authentication: only their number is asked, no method. */
  readonly exempted?: boolean;
  /** The PSU confirms a payment's cancellation: the heading says "confirm", not "approve". */
  readonly cancellation?: boolean;
  /** A refused number: shown above the form, tied to the number's field (which takes the focus) for screen readers. */
  readonly error?: string;
}

/**
 * What the login page says to a number it turns away: an unknown one and another person's than the one the TPP
 * named alike, so that nobody holding a link can learn from it whether a national identity number is a customer's.
 * The sandbox adds where its test numbers are listed, a hint for developers that production's demo pages leave out.
 *
 * @example
 * describeLoginRefusal('PSDNO-FSA-123456789', 'production');
 */
export function describeLoginRefusal(tppId: string, mode: 'sandbox' | 'production'): string {
  const refusal = `That number cannot be used for this request. Check it, or go back to ${tppId}.`;
  return mode === 'sandbox' ? `${refusal} In the sandbox, use a customerNumber from GET /v1/sandbox/customers.` : refusal;
}

/** Step 1: the PSU identifies (sandbox: customerNumber or mocked national identity number). */
export function renderLoginPage(model: LoginPageModel): string {
  const methods = model.biometricFirst ? AUTH_METHODS : [...AUTH_METHODS.slice(1), AUTH_METHODS[0]];
  const chosen = model.preferredMethod ?? methods[0]?.id;
  const methodChoice: SafeHtml = model.exempted
    ? html`<p>You authenticated in this session with ${model.tppName} within the last hour: no new authentication is needed, only your number.</p>`
    : model.preferredMethod
    ? html`<p>Authentication method: <strong>${label(model.preferredMethod)}</strong> (chosen by ${model.tppName}).</p>
<input type="hidden" name="method" value="${model.preferredMethod}">`
    : html`<fieldset><legend>Authentication method</legend>
${methods.map((m) => html`<input type="radio" id="method-${m.id}" name="method" value="${m.id}"${m.id === chosen ? html` checked` : ''}><label for="method-${m.id}">${m.label}</label><br>`)}
</fieldset>`;
  return renderPage(
    'Log in',
    html`<h1>${model.exempted ? 'Confirm who you are' : model.cancellation ? 'Log in to confirm' : 'Log in to approve'}</h1>
<p><strong>${model.tppName}</strong> asks you to ${model.what}.</p>
${model.error ? html`<p id="login-error" class="error" role="alert">${model.error}</p>` : ''}
<form method="post" action="${model.formAction}">
<label for="customerNumber">Customer number or national identity number</label>
<input type="text" id="customerNumber" name="customerNumber" inputmode="numeric" autocomplete="username" required value="${model.prefilledCustomerNumber}"${model.error ? html` aria-describedby="login-error" aria-invalid="true" autofocus` : ''}>
${methodChoice}
<button type="submit">Continue</button>
</form>`,
  );
}

export interface ApprovalPageModel {
  /**
   * Where the form posts, relative to the page's own URL, so that it works behind a proxy that adds or strips a
   * path prefix (XS2A_PUBLIC_URL with a path the server does not see).
   */
  readonly formAction: string;
  /** The provider as the PSU knows it (its certificate's name; see nameTpp). */
  readonly tppName: string;
  readonly customerNumber: string;
  readonly customerName: string;
  readonly method: string;
  /** An exempted authorisation: the live session spares the PSU a new authentication (their number only). */
  readonly exempted?: boolean;
  readonly heading: string;
  /**
   * The authorisation cancels a payment: the buttons say what they do to it ("Cancel the payment", "Keep the
   * payment"), since Approve and a red Reject under "Cancel this payment?" read the wrong way round.
   */
  readonly cancellation?: boolean;
  /**
   * Lines describing what is approved (amounts, creditors, each payment of a basket); text given by a TPP sits in
   * `<bdi>` there, so that it cannot reorder the amount or account number beside it.
   */
  readonly items: readonly (string | SafeHtml)[];
  /** Contexts the PSU may choose; one entry means the context is fixed. */
  readonly contexts: readonly ('PRIVATE' | 'CORPORATE')[];
  readonly agreements: readonly { readonly id: string; readonly name: string }[];
  /** For a consent: the accounts the PSU may grant, per way of acting, all checked by default. */
  readonly accountGroups: readonly AccountGroup[];
  /** False when no choice would be carried out (the PSU may not pay from the account): only Reject and Abort. */
  readonly canApprove?: boolean;
  /**
   * For a consent: the access the PSU has already given this TPP in the offered contexts, one entry per context
   * or agreement. Non-empty: the page offers Withdraw access (decision `revoke`).
   */
  readonly withdrawable?: readonly WithdrawableAccess[];
  readonly error?: string;
  /**
   * The field the error is about, when the PSU fixes it on this page (`accounts`: no account ticked): it is tied to
   * the error for screen readers, marked invalid and focused.
   */
  readonly errorField?: 'accounts';
  /**
   * What the PSU chose in the form the page answers (a refused decision shown again): the context, agreement and
   * ticked accounts are shown as chosen. Without it the first context and every account are preselected. Putting
   * the defaults back after a refusal made the next Approve grant more than the PSU had ticked, or in the other
   * context (accessibility review).
   */
  readonly chosen?: { readonly context: string; readonly agreementId?: string | undefined; readonly accounts: readonly string[] };
}

/** The accounts a consent may cover when the PSU acts in one way: as a private person, or for one agreement. */
export interface AccountGroup {
  readonly context: 'PRIVATE' | 'CORPORATE';
  readonly agreementId?: string;
  /** How the PSU acts, completing "if you act ...": "as a private person", "for Company AS". */
  readonly label: string;
  readonly accounts: readonly { readonly id: string; readonly name: string }[];
}

/** Access a PSU has given a TPP in one context or agreement, as the consent page lists it. */
export interface WithdrawableAccess {
  /** How the PSU acts: "As a private person", or the company agreement's name. */
  readonly label: string;
  readonly accounts: readonly string[];
  /** YYYY-MM-DD: the day the consent ends by itself. */
  readonly until: string;
}

/** Step 2: context, what is approved, and approve / reject / abort (and, for a consent given before, withdraw). */
export function renderApprovalPage(model: ApprovalPageModel): string {
  const canApprove = model.canApprove !== false;
  const contextChoice = !canApprove ? '' : html`<fieldset><legend>Act as</legend>
${model.contexts.map((c, i) => html`<input type="radio" id="context-${c}" name="context" value="${c}"${isChosenContext(model, c, i) ? html` checked` : ''}><label for="context-${c}">${c === 'PRIVATE' ? 'Private person' : 'On behalf of a company'}</label><br>`)}
</fieldset>`;
  const agreementChoice =
    model.agreements.length > 0 && model.contexts.includes('CORPORATE')
      ? html`<label for="agreementId">Company agreement (corporate only)</label>
<select id="agreementId" name="agreementId">${model.agreements.map((a) => html`<option value="${a.id}"${model.chosen?.agreementId === a.id ? html` selected` : ''}>${a.name}</option>`)}</select>`
      : '';
  const accountChoice = canApprove ? accountChoices(model) : '';
  // The title says what the page asks, as its heading does ("Approve" titled a cancellation and a consent too).
  return renderPage(
    model.heading,
    html`<h1>${model.heading}</h1>
${model.exempted
    ? html`<p>You are <strong>${model.customerName}</strong> (${model.customerNumber}): you authenticated in this session with ${model.tppName} within the last hour, so no new authentication is needed.</p>`
    : html`<p>Logged in as <strong>${model.customerName}</strong> (${model.customerNumber}) with ${label(model.method)}.</p>`}
${model.error ? html`<p id="approval-error" class="error" role="alert">${model.error}</p>` : ''}
${model.items.length > 0 ? html`<table class="what"><caption class="muted">${model.cancellation ? 'What you cancel' : 'What you approve'} for ${model.tppName}</caption><tbody>${model.items.map((item) => html`<tr><td>${item}</td></tr>`)}</tbody></table>` : ''}
<form method="post" action="${model.formAction}">
<input type="hidden" name="customerNumber" value="${model.customerNumber}">
<input type="hidden" name="method" value="${model.method}">
${contextChoice}
${agreementChoice}
${accountChoice}
${canApprove ? html`<button type="submit" name="decision" value="approve">${model.cancellation ? 'Cancel the payment' : 'Approve'}</button>` : ''}
<button type="submit" name="decision" value="reject" class="danger">${model.cancellation ? 'Keep the payment' : 'Reject'}</button>
<button type="submit" name="decision" value="abort" class="secondary">Abort</button>
${model.cancellation
    ? html`<p class="muted">Keep the payment refuses this cancellation: the payment stays as it is, and ${model.tppName} is told. Abort leaves without deciding: ${model.tppName} may ask you again.</p>`
    : html`<p class="muted">Reject refuses this request: ${model.tppName} is told, and it is not carried out. Abort leaves without deciding: ${model.tppName} may ask you again.</p>`}
${withdrawal(model)}
</form>`,
  );
}

/**
 * The key of a way of acting in the form's tick values: the agreement's id, or PRIVATE.
 *
 * @example
 * accountChoiceKey({ context: 'CORPORATE', agreementId: 'agr-1' }); // 'agr-1'
 */
export function accountChoiceKey(group: { readonly context: string; readonly agreementId?: string | undefined }): string {
  return group.agreementId ?? group.context;
}

/**
 * The form value of an account ticked under a way of acting: `<agreementId or PRIVATE>:<accountId>`.
 *
 * @example
 * formatAccountChoice({ context: 'PRIVATE' }, 'acc-1'); // 'PRIVATE:acc-1'
 */
export function formatAccountChoice(group: Pick<AccountGroup, 'context' | 'agreementId'>, accountId: string): string {
  return `${accountChoiceKey(group)}:${accountId}`;
}

/**
 * A tick's value read back ({@link formatAccountChoice}): its way of acting's key and the account. A bare account
 * id (a page rendered before the values named their way of acting) has no key.
 *
 * @example
 * readAccountChoice('agr-1:acc-1'); // { key: 'agr-1', accountId: 'acc-1' }
 */
export function readAccountChoice(value: string): { readonly key: string | undefined; readonly accountId: string } {
  const at = value.lastIndexOf(':');
  return at < 0 ? { key: undefined, accountId: value } : { key: value.slice(0, at), accountId: value.slice(at + 1) };
}

// The context the form shows as chosen: the PSU's own choice when the page answers a form, else the first.
function isChosenContext(model: ApprovalPageModel, context: string, index: number): boolean {
  const chosen = model.chosen?.context;
  return chosen !== undefined && model.contexts.some((c) => c === chosen) ? context === chosen : index === 0;
}

// A consent covers one way of acting: with several on offer, each lists its own accounts, and the page says that
// only those under the chosen way are given (the form has no script to hide the others).
function accountChoices(model: ApprovalPageModel): SafeHtml | '' {
  const groups = model.accountGroups;
  if (groups.length === 0) return '';
  const invalid = model.error !== undefined && model.errorField === 'accounts';
  const first = groups[0]?.accounts[0];
  const box = (g: AccountGroup, a: { readonly id: string; readonly name: string }) => {
    const id = `account-${g.agreementId ?? g.context}-${a.id}`;
    const marks = invalid ? html` aria-describedby="approval-error" aria-invalid="true"${g === groups[0] && a === first ? html` autofocus` : ''}` : '';
    // The value names the way of acting with the account: one account can sit under two agreements, and a tick
    // under one must not count for the other (diff review).
    const value = formatAccountChoice(g, a.id);
    const ticked = model.chosen === undefined || model.chosen.accounts.includes(value);
    return html`<input type="checkbox" id="${id}" name="account" value="${value}"${ticked ? html` checked` : ''}${marks}><label for="${id}">${a.name}</label><br>`;
  };
  if (groups.length === 1) {
    const only = groups[0] as AccountGroup;
    return html`<fieldset><legend>Accounts ${model.tppName} may read</legend>
${only.accounts.map((a) => box(only, a))}
</fieldset>`;
  }
  return html`<p>${model.tppName} may read only the accounts listed under the way you choose to act above; ticks under the others are left out.</p>
${groups.map((g) => html`<fieldset><legend>Accounts ${model.tppName} may read if you act ${g.label}</legend>
${g.accounts.map((a) => box(g, a))}
</fieldset>`)}`;
}

// Shown only when there is something to withdraw, so the button never leads to "nothing to withdraw".
function withdrawal(model: ApprovalPageModel): SafeHtml | '' {
  const given = model.withdrawable ?? [];
  if (given.length === 0) return '';
  const choice = model.contexts.length > 1 || model.agreements.length > 1 ? ', for the choice under "Act as" above' : '';
  return html`<fieldset><legend>Access you have already given ${model.tppName}</legend>
<ul>${given.map((g) => html`<li>${g.label}: ${g.accounts.join(', ')} (until ${g.until})</li>`)}</ul>
<p>Withdraw access ends this access now${choice}: ${model.tppName} can no longer read these accounts, and you go back to ${model.tppName}, which is told that its access has ended. Approve replaces it with the accounts ticked above; Reject and Abort leave it as it is.</p>
<button type="submit" name="decision" value="revoke" class="danger">Withdraw access</button>
</fieldset>`;
}

/** A page for a link that leads nowhere (unknown authorisation). */
export function renderMessagePage(title: string, text: string): string {
  return renderPage(title, html`<h1>${title}</h1><p>${text}</p>`);
}

function label(method: string): string {
  return AUTH_METHODS.find((m) => m.id === method)?.label ?? method;
}
