import Router from '@koa/router';
import type { Context } from 'koa';
import { formatAmount } from '@xs2a-kit/iso';
import { canStartPaymentAuthorisation, DomainError, getBankLocalTime, getPayment, getSigningBasket, listPayingChoices, loadScaCustomer, type PayingChoices, type PaymentDetails, type PaymentProduct, type PaymentService, type ScaCustomerView } from '@xs2a-kit/domain';
import { buildFailureRedirect, buildSuccessRedirect, CONSENT_TTL_MS, findExemptingSession, findGrantedConsent, isFinalScaStatus, isNamedPsu, openAuthorisation, SCA_FAILURES, ScaError, type AuthorisationRecord, type ScaSessionRecord } from '@xs2a-kit/sca-session';
import { scaClock, type HandlerDeps } from '../handlers/handler-deps.js';
import { completeSca, failForObject, findObjectRefusal } from '../handlers/sca-completion.js';
import { lookupMapping, toApiProblem } from '../http/error-table.js';
import { settleBankFailure } from '../middleware/error-handler.js';
import { html, type SafeHtml } from './html.js';
import { accountsFor, askedChoice, nameTpp, describeCannotAct, describeCannotPay, groupConsentable, markUnpayable, type PaymentChoices } from './sca-choices.js';
import { AUTH_METHODS, describeLoginRefusal, renderApprovalPage, renderLoginPage, renderMessagePage, type ApprovalPageModel, type WithdrawableAccess } from './sca-pages.js';
import { UUID_TEXT } from '../http/uuid-text.js';

const FORM_LIMIT = 16 * 1024;

// A decided link has nothing left to do here, and the pages know no way back to the provider that carries no psu-id
// or outcome (the TPP-Redirect-URI alone would look like a new start to the TPP): the PSU is told they can leave.
const CLOSE_TAB = 'There is nothing more to do here: you can close this tab and go back to your provider.';

/**
 * The bank's SCA site: plain HTML forms that work without JavaScript. GET /sca/{id} asks the PSU to
 * identify (preselected from X-PSU-IDENTITY), POST …/login shows what is to be approved and the context
 * choice, POST …/decision completes the authorisation through the same path as the sandbox's headless
 * decision and sends the browser back to the TPP with 303 (success or failure parameters).
 */
export function createScaRouter(deps: HandlerDeps, basePath: string): Router {
  const router = new Router({ sensitive: true, ...(basePath ? { prefix: basePath } : {}) });
  const clock = scaClock(deps);
  // The PSU's browser reads these pages: every failure is a page too, never the API's JSON.
  router.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      answerWithPage(ctx, error);
    }
  });

  router.get('scaPage', '/sca/:authorisationId', async (ctx) => {
    // The router also matches the link with a trailing slash (a TPP's URL builder, a pasted link), where the
    // relative form action would post to {id}/{id}/login: back to the link as issued, query kept.
    if (ctx.path.endsWith('/')) {
      ctx.status = 301;
      ctx.redirect(`../${encodeURIComponent(ctx.params.authorisationId ?? '')}${ctx.search}`);
      return;
    }
    // HEAD (a link checker, a preview) is answered without opening the authorisation: opening marks it started,
    // and an identification within a live session completes on GET (review: a HEAD used such a link up).
    if (ctx.method === 'HEAD') {
      const id = ctx.params.authorisationId ?? '';
      // Read only: a link checker learns whether the link leads anywhere, as GET would tell it.
      const known = UUID_TEXT.test(id) && (await deps.store.authorisations.find(id)) !== undefined;
      ctx.status = known ? 200 : 404;
      ctx.type = 'text/html; charset=utf-8';
      return;
    }
    // A browser's prefetch (Sec-Purpose or Purpose: prefetch) is declined the same way: it would open the
    // authorisation, and complete an identification within a live session, in a context the PSU never sees, and
    // the PSU's own visit then found it completed (web security review). 503 is how a server declines a prefetch.
    if (/prefetch/i.test(`${ctx.get('sec-purpose')} ${ctx.get('purpose')}`)) {
      ctx.status = 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = '';
      return;
    }
    const opened = await open(ctx, deps, clock);
    if (!opened) return;
    const a = opened;
    // Within a live TPP session no new SCA is asked (spec, SCA flow item 5). Identifying the PSU again leaves
    // nobody anything to decide and tells the TPP nothing it does not know (the session's psu-id), so it completes
    // at once. A consent is the PSU's own decision: these pages cannot tell the PSU's browser from the TPP's
    // client holding the same link, so the PSU still says who they are (their number, no authentication method)
    // before the choice, which the session then narrows to its context and agreement.
    const session = await findExemptingSession(deps.sca, a, clock);
    if (session !== undefined && a.object.kind === 'user-identification') {
      const { customerNumber, context, agreementId } = session;
      try {
        const outcome = await completeSca(deps, { authorisationId: a.authorisationId, customerNumber, context, agreementId: agreementId ?? undefined, decision: 'approve' });
        redirectToTpp(ctx, outcome.redirectUrl);
      } catch (error) {
        // Another open of the same link (a second tab, a prefetch) completed it first.
        if (!(error instanceof ScaError) || !answerIfDecided(ctx, await deps.store.authorisations.find(a.authorisationId))) throw error;
      }
      return;
    }
    const described = await describeOrSendBack(ctx, deps, a);
    if (!described) return;
    page(ctx, 200, renderLoginPage({
      // Relative: the page is {prefix}/sca/{id}, so this posts to {prefix}/sca/{id}/login whatever the prefix is.
      formAction: `${encodeURIComponent(a.authorisationId)}/login`,
      tppName: nameTpp(a),
      what: described.what,
      prefilledCustomerNumber: a.psuIdentityHint ?? '',
      preferredMethod: a.authMethodPreferred,
      biometricFirst: !a.tppRedirectPreferred,
      exempted: session !== undefined,
      cancellation: isCancellation(a),
    }), a.tppRedirectUri);
  });

  router.post('scaLogin', '/sca/:authorisationId/login', async (ctx) => {
    const a = await open(ctx, deps, clock);
    if (!a) return;
    const form = await readForm(ctx);
    // Gone since the link was opened (the basket deleted): back to the TPP before the PSU logs in for nothing.
    const described = await describeOrSendBack(ctx, deps, a);
    if (!described) return;
    const customerNumber = readCustomerNumber(form);
    // The named-PSU check needs only the number: a number other than the named PSU's is refused before the
    // customer is looked up, so the answer's time does not tell whether it is a customer's (web security review).
    const named = customerNumber !== '' && isNamedPsu(deps.sca.config, a, customerNumber);
    const loaded = named ? await loadScaCustomer(deps.store, customerNumber) : undefined;
    const session = await findExemptingSession(deps.sca, a, clock);
    // Another person than the one the TPP named is turned away here, before the page shows them the request and
    // their own accounts; the authorisation stays open for the named PSU. In the same words as an unknown number.
    if (!loaded || !isNamedPsu(deps.sca.config, a, loaded.customer.customerNumber)) {
      page(ctx, 401, renderLoginPage({
        // Rendered at {prefix}/sca/{id}/login: the same address again.
        formAction: 'login',
        tppName: nameTpp(a),
        what: described.what,
        prefilledCustomerNumber: customerNumber,
        preferredMethod: a.authMethodPreferred,
        biometricFirst: !a.tppRedirectPreferred,
        exempted: session !== undefined,
        cancellation: isCancellation(a),
        error: describeLoginRefusal(nameTpp(a), deps.mode),
      }), a.tppRedirectUri);
      return;
    }
    page(ctx, 200, await approvalPage(deps, a, described, loaded, form.get('method') ?? '', {}, session), a.tppRedirectUri);
  });

  router.post('scaDecision', '/sca/:authorisationId/decision', async (ctx) => {
    const form = await readForm(ctx);
    const a = await open(ctx, deps, clock, form);
    if (!a) return;
    // Only the choices the approval page offers: anything else (a form edited or posted from elsewhere) used to
    // count as an approval (review L).
    const decision = form.get('decision');
    if (decision !== 'approve' && decision !== 'reject' && decision !== 'abort' && decision !== 'revoke') {
      page(ctx, 400, renderMessagePage('Unknown choice', 'The form did not say whether to approve, reject or abort. Start again from the link your provider gave you.'));
      return;
    }
    const customerNumber = readCustomerNumber(form);
    // The login turns away anyone but the PSU the TPP named; a decision posted straight here is held to the same
    // rule (review L: another customer could fail, or abort in the PSU's name, the named PSU's authorisation). The
    // authorisation stays open for the named PSU. As at the login, the number is checked before the customer is
    // looked up, and an unknown number gets the same answer as another customer's: two answers told a link
    // holder which numbers are customers' (diff review).
    const named = customerNumber !== '' && isNamedPsu(deps.sca.config, a, customerNumber);
    const loaded = named ? await loadScaCustomer(deps.store, customerNumber) : undefined;
    if (!loaded) {
      page(ctx, 401, renderMessagePage('Not logged in', describeLoginRefusal(nameTpp(a), deps.mode)));
      return;
    }
    const context = form.get('context') === 'CORPORATE' ? 'CORPORATE' : 'PRIVATE';
    const agreementId = context === 'CORPORATE' ? (form.get('agreementId') ?? undefined) : undefined;
    const consentAccounts = a.object.kind === 'consent' ? accountsFor(loaded, context, agreementId, form.getAll('account')) : undefined;
    try {
      const outcome = await completeSca(deps, { authorisationId: a.authorisationId, customerNumber, context, agreementId, decision, consentAccounts });
      redirectToTpp(ctx, outcome.redirectUrl);
    } catch (error) {
      if (!(error instanceof ScaError)) throw error;
      // Another submit of the same form (a double click, a second tab) completed it first: the PSU has nothing
      // left to decide here, so they get what opening a completed link gives, not the form again.
      if (await answerDecided(ctx, deps, a.authorisationId, form)) return;
      // An approval with no account ticked is the one refusal the PSU fixes on this page: say how.
      const noAccountTicked = error.code === 'CONSENT_INVALID' && decision === 'approve' && consentAccounts?.length === 0;
      const session = await findExemptingSession(deps.sca, a, clock);
      // The form comes back as the PSU filled it in: defaults put back would widen what the next Approve grants.
      const chosen = { context, agreementId, accounts: form.getAll('account') };
      page(ctx, 400, await approvalPage(deps, a, await describe(deps, a), loaded, form.get('method') ?? '', noAccountTicked ? { noAccountTicked } : { error: describeRefusedDecision(error, a) }, session, chosen), a.tppRedirectUri);
    }
  });
  // Any other address under /sca/ (a step's address opened directly, a link cut short) is the PSU's browser too:
  // a page, not the API's JSON 404.
  router.all('scaUnknownPage', '/sca/{*rest}', (ctx) => {
    page(ctx, 404, renderMessagePage('Page not found', 'This address does not lead to a step of an approval. Go back to your provider and start again.'));
  });
  return router;
}

/**
 * Opens the authorisation for the pages; an expired one sends the PSU straight back to the TPP. In a transaction
 * of its own, so that opening takes its turn with a decision made at the same moment (another tab, the sandbox's
 * headless approval) instead of writing `started` back over an authorisation just decided. Given the submitted
 * `decision` form, an approval already given by the same PSU gets its redirect again (see {@link repeatApproval}).
 */
async function open(ctx: Context, deps: HandlerDeps, clock: { now(): number }, decision?: URLSearchParams): Promise<AuthorisationRecord | undefined> {
  const id = ctx.params.authorisationId ?? '';
  // The SCA package issues UUIDs; anything else (a NUL byte, which PostgreSQL refuses with an error rather than a miss:
  // review L) is unknown without asking the database.
  if (!UUID_TEXT.test(id)) {
    page(ctx, 404, renderMessagePage('Unknown authorisation', 'This link does not lead to an approval. Go back to your provider and start again.'));
    return undefined;
  }
  try {
    const opened = await deps.store.withTransaction((tx) => openAuthorisation({ repositories: tx, config: deps.sca.config }, id, clock));
    if (opened.kind === 'expired') {
      redirectToTpp(ctx, opened.redirectUrl);
      return undefined;
    }
    return opened.authorisation;
  } catch (error) {
    if (!(error instanceof ScaError)) throw error;
    const finished = error.code === 'SCA_INVALID' || error.code === 'STATUS_INVALID';
    if (finished && (await answerDecided(ctx, deps, id, decision))) return undefined;
    page(ctx, finished ? 409 : 404, finished
      ? renderMessagePage('Already completed', `This step has already been completed. ${CLOSE_TAB}`)
      : renderMessagePage('Unknown authorisation', 'This link does not lead to an approval. Go back to your provider and start again.'));
    return undefined;
  }
}

/**
 * A refused decision in the PSU's terms. The SCA package's texts speak of the request's headers ("The request
 * asked for PRIVATE context"), which a stale page or another tab can provoke and a PSU cannot act on.
 */
function describeRefusedDecision(error: ScaError, a: AuthorisationRecord): string {
  switch (error.code) {
    case 'SCA_INVALID':
      // The package names the input at fault; its message text is not an interface (a rewording must not change the page).
      return error.path === 'decision'
        ? 'Only access you gave to your accounts can be withdrawn here, not this request. Choose Approve, Reject or Abort.'
        : `This way of acting cannot be used for what ${nameTpp(a)} asked. Choose one of those offered on this page, or abort and go back to ${nameTpp(a)}.`;
    case 'CONSENT_INVALID':
      return 'Some of the accounts you ticked cannot be given in the way of acting you chose. Tick only accounts listed under it.';
    case 'CONSENT_UNKNOWN':
      return `You have given ${nameTpp(a)} no access in this way of acting, so there is none to withdraw.`;
    default:
      return `This could not be completed. Try again, or abort and go back to ${nameTpp(a)}.`;
  }
}

/**
 * The same approval submitted again by the PSU who gave it (a second tap while the first answer was on its way):
 * the browser shows the answer to the last submit, so it gets the first one's redirect back to the TPP, with the
 * psu-id. A 409 page there left the PSU stranded and the TPP without its callback, though the payment was approved.
 * Anything else (another customer number, a reject after an approval) still gets the page saying how it ended.
 */
function repeatApproval(ctx: Context, record: AuthorisationRecord, form: URLSearchParams): boolean {
  const asked = form.get('decision') ?? 'approve';
  if (asked !== 'approve') return false;
  if (record.scaStatus !== 'finalised' || record.psuId === null || record.context === null) return false;
  if (record.customerNumber === null || record.customerNumber !== form.get('customerNumber')) return false;
  const psu = { psuId: record.psuId, psuCorporateId: record.psuCorporateId, tppSessionId: record.tppSessionId, context: record.context };
  redirectToTpp(ctx, buildSuccessRedirect(record.tppRedirectUri, psu));
  return true;
}

/**
 * The link of a failed authorisation opened again (a reload, a chat app's preview that opened it first): the
 * browser goes back to the TPP with the failure again, which tells the link's holder nothing about the PSU. A 409
 * page there left the PSU stranded and the TPP without its callback (review). A success is never sent again: its
 * redirect carries the psu-id, and the link's holder need not be the PSU (a preview server, a shared history).
 */
function resendFailure(ctx: Context, deps: HandlerDeps, record: AuthorisationRecord): boolean {
  if (record.scaStatus !== 'failed' || record.failureCode === null) return false;
  const failure = Object.values(SCA_FAILURES).find((f) => f.code === record.failureCode);
  // A failure the authorisation's object caused (the payment rejected or cancelled through another authorisation,
  // a basket deleted) goes back with its code's status from the error table. Such an authorisation may have been
  // ended by the TPP's scaStatus read before the PSU ever opened the link (ops review), so the browser has not
  // been sent back yet.
  const status = failure?.status ?? lookupMapping('DomainError', record.failureCode)?.status;
  if (status === undefined) return false;
  redirectToTpp(ctx, buildFailureRedirect(record.tppRedirectUri, {
    system: deps.sca.config.systemName ?? 'sca',
    status,
    code: record.failureCode,
    // Aborted and rejected share SCA_INVALID, and the record keeps the code alone: a text true of both.
    message: failure === undefined
      ? 'What this SCA was for can no longer be authorised'
      : failure.code === SCA_FAILURES.expired.code ? SCA_FAILURES.expired.message : 'The SCA of this request has already ended without approval',
  }));
  return true;
}

/**
 * A decided authorisation met again, read once: the same approval submitted again (`form`) gets its redirect, a
 * link opened again after a failure the failure redirect, and anything else decided the page saying how it ended;
 * false while it is still open.
 */
async function answerDecided(ctx: Context, deps: HandlerDeps, authorisationId: string, form?: URLSearchParams): Promise<boolean> {
  const record = await deps.store.authorisations.find(authorisationId);
  if (record === undefined) return false;
  if (form ? repeatApproval(ctx, record, form) : resendFailure(ctx, deps, record)) return true;
  return answerIfDecided(ctx, record);
}

/**
 * What the page shows of the authorisation's object; when the object can no longer take it (a basket deleted
 * after its link was handed out), the authorisation fails with the domain's reason and the PSU's browser goes back
 * to the TPP with it (spec, SCA flow 2 and Events), as a decision submitted after the deletion does: a page saying
 * the basket is unknown left the PSU at the bank and the TPP without a callback.
 */
async function describeOrSendBack(ctx: Context, deps: HandlerDeps, a: AuthorisationRecord): Promise<Described | undefined> {
  try {
    return await describe(deps, a);
  } catch (error) {
    const problem = findObjectRefusal(error);
    if (problem === undefined) throw error;
    try {
      redirectToTpp(ctx, (await failForObject(deps, a.authorisationId, problem)).redirectUrl);
    } catch (failing) {
      // Decided meanwhile (another tab submitted first): the page says how it ended.
      if (!(failing instanceof ScaError) || !answerIfDecided(ctx, await deps.store.authorisations.find(a.authorisationId))) throw failing;
    }
    return undefined;
  }
}

/**
 * When the authorisation is already decided (by this PSU in another tab, a double click, or anyone holding the
 * link), answers 409 saying how it ended, in the PSU's terms; false when it is still open. "Completed" alone
 * read as "approved" to a PSU whose request had been rejected.
 */
function answerIfDecided(ctx: Context, record: AuthorisationRecord | undefined): boolean {
  if (record === undefined || !isFinalScaStatus(record.scaStatus)) return false;
  const ended = record.scaStatus === 'failed';
  page(ctx, 409, renderMessagePage(
    ended ? 'Already ended' : 'Already completed',
    ended
      ? `This request has already ended without approval: it was rejected, aborted or has expired. ${CLOSE_TAB}`
      : `${describeCompleted(record)} ${CLOSE_TAB}`,
  ));
  return true;
}

/** What a completed authorisation did, in the PSU's terms: "approved" read wrongly for a cancellation. */
function describeCompleted(record: AuthorisationRecord): string {
  if (isCancellation(record)) return 'This cancellation has already been confirmed.';
  if (record.object.kind === 'consent') return 'This has already been decided.';
  return 'This has already been approved.';
}

async function approvalPage(
  deps: HandlerDeps,
  a: AuthorisationRecord,
  // Read once per request by the caller: the login already read it to see whether the object is still there.
  described: Described,
  loaded: ScaCustomerView,
  method: string,
  problem: { readonly error?: string; readonly noAccountTicked?: boolean } = {},
  session?: ScaSessionRecord,
  chosen?: ApprovalPageModel['chosen'],
): Promise<string> {
  const asked = askedChoice(a, session);
  // The PSU's own ways to act, narrowed to what the request (or the live session) asked for.
  const allowed: PayingChoices = {
    private: loaded.customer.customerType === 'PRIVATE' && asked.context !== 'CORPORATE',
    agreementIds: asked.context === 'PRIVATE' ? [] : [...loaded.agreementNames.keys()].filter((id) => asked.agreementId === null || id === asked.agreementId),
  };
  const cannotAct = !allowed.private && allowed.agreementIds.length === 0;
  const paying = await listChoices(deps, a, loaded, described.payments);
  // For payments, only the choices in which the bank pays at least one of them (approving in another would only
  // reject them all, RJCT); a basket is not atomic, so a choice that pays some of its payments is offered. For a
  // cancellation, only those in which the PSU may use the debtor account: the bank refuses the others.
  const offered: PayingChoices = paying === undefined ? allowed : {
    private: allowed.private && paying.some((p) => p.choices.private),
    agreementIds: allowed.agreementIds.filter((id) => paying.some((p) => p.choices.agreementIds.includes(id))),
  };
  const contexts = [...(offered.private ? (['PRIVATE'] as const) : []), ...(offered.agreementIds.length > 0 ? (['CORPORATE'] as const) : [])];
  // Nothing the PSU could approve would be carried out: say so, and leave only Reject and Abort.
  const blocked = contexts.length === 0 || described.nothingLeft !== undefined;
  const withdrawable = a.object.kind === 'consent' ? await listWithdrawable(deps, a, loaded, contexts, offered.agreementIds) : [];
  const error = problem.noAccountTicked
    ? `Tick at least one account to give ${nameTpp(a)} access. ${withdrawable.length > 0 ? `To end the access you have already given ${nameTpp(a)}, choose Withdraw access instead.` : `To give no access, choose Abort.`}`
    : problem.error;
  const items = paying === undefined || a.object.kind !== 'basket' ? described.items : markUnpayable(described.items, paying, offered, loaded);
  return renderApprovalPage({
    // Rendered at {prefix}/sca/{id}/login or /decision: a sibling address.
    formAction: 'decision',
    tppName: nameTpp(a),
    customerNumber: loaded.customer.customerNumber,
    customerName: loaded.customerName,
    // The method the TPP fixed (X-PSU-AuthMethod-Preferred), else one the page offers: a posted value is never shown
    // as it came (web security review: another site's form put its own text on the bank's page).
    method: a.authMethodPreferred ?? (AUTH_METHODS.some((m) => m.id === method) ? method : 'ENGANGSKODEAPP_BIOMETRI'),
    exempted: session !== undefined,
    heading: described.heading,
    cancellation: isCancellation(a),
    items,
    contexts,
    agreements: [...loaded.agreementNames].filter(([id]) => offered.agreementIds.includes(id)).map(([id, name]) => ({ id, name })),
    accountGroups: a.object.kind === 'consent' ? groupConsentable(loaded, offered) : [],
    canApprove: !blocked,
    withdrawable,
    ...(chosen ? { chosen } : {}),
    ...(blocked
      ? { error: described.nothingLeft ?? (cannotAct ? describeCannotAct(a, asked, loaded) : describeCannotPay(a, paying ?? [], asked, isCancellation(a))) }
      : error ? { error, ...(problem.noAccountTicked ? { errorField: 'accounts' as const } : {}) } : {}),
  });
}

/**
 * What the PSU has already given this TPP in the contexts (and agreements) the consent page offers: the consents
 * account reads go by now, which Withdraw access ends.
 */
async function listWithdrawable(
  deps: HandlerDeps,
  a: AuthorisationRecord,
  loaded: ScaCustomerView,
  contexts: readonly ('PRIVATE' | 'CORPORATE')[],
  agreementIds: readonly string[],
): Promise<WithdrawableAccess[]> {
  const keys = [
    ...(contexts.includes('PRIVATE') ? [{ agreementId: null, label: 'As a private person' }] : []),
    ...(contexts.includes('CORPORATE') ? agreementIds.map((id) => ({ agreementId: id, label: loaded.agreementNames.get(id) ?? id })) : []),
  ];
  const found: WithdrawableAccess[] = [];
  for (const { agreementId, label } of keys) {
    const consent = await findGrantedConsent(deps.sca, { tppId: a.tppId, customerNumber: loaded.customer.customerNumber, agreementId }, scaClock(deps));
    if (consent === undefined) continue;
    const accounts = consent.accounts.map((c) => loaded.accountNames.get(c.accountId) ?? c.accountId);
    // The bank's calendar date, as every other date the pages show (a UTC date was a day early between midnight
    // and 01:00 or 02:00 in Oslo: dates review).
    found.push({ label, accounts, until: getBankLocalTime(new Date(consent.expiresAt)).date });
  }
  return found;
}

/**
 * For a payment's or basket's approval or a payment's cancellation: for each payment, in the order the page lists
 * them, the contexts and agreements in which the PSU may use its debtor account (pay from it, or stop a payment
 * from it), so that the page offers only choices the bank will carry out. Undefined for other objects: their
 * choices are the customer's own.
 */
async function listChoices(deps: HandlerDeps, a: AuthorisationRecord, loaded: ScaCustomerView, payments: readonly PaymentDetails[]): Promise<PaymentChoices[] | undefined> {
  if (payments.length === 0) return undefined;
  const found: PaymentChoices[] = [];
  for (const payment of payments) {
    const choices = await listPayingChoices(deps.domain, { tppId: a.tppId, paymentIds: [payment.paymentId] }, loaded.customer);
    found.push({ debtor: payment.debtorAccount.iban ?? payment.debtorAccount.bban ?? '', choices });
  }
  return found;
}

function isCancellation(a: AuthorisationRecord): boolean {
  return a.object.kind === 'payment' && a.object.purpose === 'cancellation';
}

/**
 * What the page shows of the authorisation's object: a line per transfer, and the payments approved or cancelled,
 * in the order of the lines of a basket.
 */
interface Described {
  readonly what: string;
  readonly heading: string;
  readonly items: (string | SafeHtml)[];
  readonly payments: PaymentDetails[];
  readonly nothingLeft?: string;
}

async function describe(deps: HandlerDeps, a: AuthorisationRecord): Promise<Described> {
  const object = a.object;
  if (object.kind === 'payment') {
    const payment = await getPayment(deps.domain, {
      tppId: a.tppId,
      paymentId: object.paymentId,
      service: object.paymentService as PaymentService,
      product: object.paymentProduct as PaymentProduct,
    });
    const cancel = object.purpose === 'cancellation';
    // Cancelled, rejected or approved since its link was handed out (review L): the PSU is sent back to the TPP
    // with the reason before logging in, rather than shown an Approve button whose answer is a refusal.
    if (!cancel && !canStartPaymentAuthorisation(payment)) {
      throw new DomainError('STATUS_INVALID', `A payment in status ${payment.transactionStatus} does not allow "authorise".`);
    }
    return {
      what: cancel ? 'cancel a payment' : 'approve a payment',
      heading: cancel ? 'Cancel this payment?' : 'Approve this payment?',
      items: summarisePayment(payment),
      payments: [payment],
    };
  }
  if (object.kind === 'basket') {
    const basket = await getSigningBasket(deps.domain, { tppId: a.tppId, basketId: object.basketId });
    // A basket holds single payments only (no bulk or periodic ones): one line each. Only the payments approving
    // would pay are shown: one cancelled, approved or rejected since the basket was made is left as it is (the
    // basket is not atomic), and showing it would ask the PSU to approve an amount and payee that are not paid.
    const payments: PaymentDetails[] = [];
    let movedOn = 0;
    for (const paymentId of basket.paymentIds) {
      const payment = await getPayment(deps.domain, { tppId: a.tppId, paymentId });
      if (canStartPaymentAuthorisation(payment)) payments.push(payment);
      else movedOn += 1;
    }
    const count = `${payments.length} payment${payments.length === 1 ? '' : 's'}`;
    const items: (string | SafeHtml)[] = payments.flatMap(summarisePayment);
    // After the payments' lines, so that each line keeps its place beside its payment's paying choices.
    if (movedOn > 0) {
      items.push(`${movedOn} more payment${movedOn === 1 ? '' : 's'} of this basket ${movedOn === 1 ? 'was' : 'were'} cancelled, approved or rejected since, and ${movedOn === 1 ? 'is' : 'are'} not part of this approval.`);
    }
    const nothingLeft = payments.length === 0 ? `No payment of this basket waits for your approval any longer: each was cancelled, approved or rejected since. Choose Abort to go back to ${nameTpp(a)}.` : undefined;
    return { what: `approve ${count}`, heading: `Approve ${count}?`, items, payments, ...(nothingLeft ? { nothingLeft } : {}) };
  }
  if (object.kind === 'consent') {
    // "asks you to read your account information" said the PSU would be the reader (accessibility review).
    return { what: 'give it access to your account information', heading: 'Give access to your accounts?', items: [`Balances and transactions of the accounts you choose, for 180 days: until ${getBankLocalTime(new Date(scaClock(deps).now() + CONSENT_TTL_MS)).date}.`], payments: [] };
  }
  return { what: 'confirm who you are', heading: 'Confirm who you are?', items: ['Your provider gets an identifier for you, so it can start payments for you.'], payments: [] };
}

/**
 * One line per transfer: amount, the account it is paid from, creditor and account, and the payment's text, so
 * that the PSU sees which of their accounts pays and what for. The creditor's name and the text are the TPP's,
 * each isolated in `<bdi>` so that no right-to-left text in them can move the account numbers shown beside them
 * (the API refuses the invisible direction controls that would do it outright; names in right-to-left scripts
 * remain possible).
 */
function summarisePayment(payment: PaymentDetails): SafeHtml[] {
  const transfers = 'payments' in payment ? payment.payments : [payment];
  const debtor = payment.debtorAccount.iban ?? payment.debtorAccount.bban ?? '';
  return transfers.map((t) => {
    const amount = `${t.instructedAmount.currency} ${formatAmount(t.instructedAmount.minor, t.instructedAmount.currency)}`;
    const account = t.creditorAccount.iban ?? t.creditorAccount.bban ?? '';
    const text = t.remittanceInformationUnstructured ? html`, text: <bdi>${t.remittanceInformationUnstructured}</bdi>` : '';
    return html`${amount} from ${debtor} to <bdi>${t.creditorName}</bdi> (${account})${describeWhen(payment)}${text}`;
  });
}

/** Frequencies as a PSU reads them. */
const FREQUENCY_WORDS: Readonly<Record<string, string>> = {
  Daily: 'every day',
  Weekly: 'every week',
  EveryTwoWeeks: 'every two weeks',
  Monthly: 'every month',
  EveryTwoMonths: 'every two months',
  Quarterly: 'every quarter',
  SemiAnnual: 'every six months',
  Annual: 'every year',
  MonthlyVariable: 'in the months chosen',
};
const DAY_FREE_FREQUENCIES: ReadonlySet<string> = new Set(['Daily', 'Weekly', 'EveryTwoWeeks']);
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * When the payment is paid, as far as it says (review J: the PSU approved standing orders without seeing their
 * day or their end): a single payment's execution date; a periodic one's frequency, day, months, first and last
 * date, or that it runs until cancelled.
 */
function describeWhen(payment: PaymentDetails): string {
  if (!('frequency' in payment) || !payment.frequency) {
    const on = 'requestedExecutionDate' in payment ? payment.requestedExecutionDate : undefined;
    return on ? `, on ${on}` : '';
  }
  const frequency = FREQUENCY_WORDS[payment.frequency] ?? payment.frequency;
  // A day of the month says nothing about a daily or weekly order, whose runs follow startDate: "every week on
  // day 15" would tell the PSU something the order does not do (dates review).
  const day = payment.dayOfExecution && !DAY_FREE_FREQUENCIES.has(payment.frequency) ? ` on day ${Number(payment.dayOfExecution)}` : '';
  const months = payment.frequency === 'MonthlyVariable' && Array.isArray(payment.monthsOfExecution)
    ? ` (${payment.monthsOfExecution.map((m) => MONTH_NAMES[Number(m) - 1] ?? String(m)).join(', ')})`
    : '';
  const until = payment.endDate ? `to ${payment.endDate}` : 'until cancelled';
  return `, ${frequency}${day}${months}, from ${payment.startDate ?? ''} ${until}`;
}

/**
 * A failure on the SCA pages as a page: a request the PSU's browser got wrong (a form over the size limit, a value
 * the bank refuses) says so; the bank's own failure says whether anything was saved, as the API's answers do (503
 * with Retry-After only when nothing was written).
 */
function answerWithPage(ctx: Context, error: unknown): void {
  const raised = error as { status?: unknown; expose?: unknown };
  if (typeof raised.status === 'number' && raised.status >= 400 && raised.status < 500 && raised.expose === true) {
    const tooLarge = raised.status === 413;
    page(ctx, raised.status, renderMessagePage(
      tooLarge ? 'The form is too large' : 'The form cannot be used',
      tooLarge ? 'The form sent is larger than this page ever sends. Go back to your provider and start again.' : 'Go back to your provider and start again.',
    ));
    return;
  }
  const problem = toApiProblem(error);
  if (problem !== undefined && problem.status < 500) {
    page(ctx, problem.status, renderMessagePage('This step cannot be completed', problem.messages[0]?.text ?? 'Go back to your provider and start again.'));
    return;
  }
  const failure = settleBankFailure(ctx, error, problem);
  ctx.set(failure.headers);
  page(ctx, failure.status, failure.status === 503
    ? renderMessagePage('Please try again in a moment', 'The bank cannot take your approval right now, and nothing was changed. Reload this page in a few seconds.')
    : renderMessagePage('Something went wrong', `The bank could not finish this step, and it may have been saved. Go back to your provider; if you contact the bank, give the reference ${failure.requestId}.`));
}

/**
 * Sends the PSU's browser back to the TPP. The address carries the psu-id (or the failure): no cache keeps it,
 * and the browser tells the TPP's site nothing of the SCA page it came from (Referrer-Policy, set for all answers).
 */
function redirectToTpp(ctx: Context, url: string): void {
  ctx.status = 303;
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(url);
}

/**
 * An HTML page of the SCA site. `tppRedirectUri` is given for a page whose form may end in the redirect back to
 * the TPP (the login page too: an authorisation that expired, or whose payment was cancelled, while it was open
 * sends the PSU back from its submit): browsers apply the page's form-action to the redirect that follows a form's submit,
 * and `*` there matches only network schemes, so a mobile app's custom scheme (com.example.tpp://callback, which
 * the API accepts) is named as well. Without it the PSU's approval was recorded but the browser stayed on the page.
 */
function page(ctx: Context, status: number, body: string, tppRedirectUri?: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action *${formActionScheme(tppRedirectUri)}; base-uri 'none'; frame-ancestors 'none'`);
  ctx.body = body;
}

/** ` scheme:` for a redirect URI whose scheme `*` does not cover (anything but http, https, ws, wss), else ''. */
function formActionScheme(tppRedirectUri: string | undefined): string {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(tppRedirectUri ?? '')?.[1]?.toLowerCase();
  if (scheme === undefined || ['http', 'https', 'ws', 'wss'].includes(scheme)) return '';
  return ` ${scheme}:`;
}

/**
 * The form's customer number (or mocked national identity number): letters and digits, as the sandbox's are; ''
 * for anything else, which no customer has, so that it is refused as unknown without a database lookup (a NUL byte
 * made PostgreSQL fail the request with a 500: review L).
 */
function readCustomerNumber(form: URLSearchParams): string {
  const value = (form.get('customerNumber') ?? '').trim();
  return /^[0-9A-Za-z]{1,64}$/.test(value) ? value : '';
}

async function readForm(ctx: Context): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > FORM_LIMIT) ctx.throw(413, 'form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
