/**
 * The SCA site over plain HTTP (no browser): login, approval, the 303 back to the TPP with the spec's
 * success and failure parameters, and the effect on the payment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyScaOutcome, joinUnitOfWork, loadScaCustomer } from '@xs2a-kit/domain';
import { completeAuthorisation, openAuthorisation, type ScaConfig } from '@xs2a-kit/sca-session';
import { createStore } from '@xs2a-kit/store';
import { nameTpp } from '../src/sca-site/sca-choices.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function createPeriodic(extraHeaders: Record<string, string> = {}, extraBody: Record<string, unknown> = {}) {
  const res = await server.request('POST', '/v1/periodic-payments/norwegian-domestic-credit-transfers', {
    headers: {
      'x-accept-fix': 'amount-as-string',
      'tpp-session-id': 'browserless-1',
      'tpp-redirect-uri': 'https://tpp.example/cb?state=xyz',
      'psu-ip-address': '192.0.2.1',
      'x-psu-identity': '13039319955',
      'psu-context': 'PRIVATE',
      ...extraHeaders,
    },
    body: {
      instructedAmount: { amount: '250.00', currency: 'NOK' },
      creditorName: 'Landlord AS',
      creditorAccount: { bban: '36240064418', currency: 'NOK' },
      debtorAccount: { bban: '09232911007', currency: 'NOK' },
      startDate: inDays(5),
      frequency: 'Monthly',
      dayOfExecution: '5',
      ...extraBody,
    },
  });
  expect(res.status).toBe(201);
  return res.json as { paymentId: string; _links: { scaRedirect: { href: string } } };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

describe('the SCA site', () => {
  // Security review: any customer number logged in and was shown the payment and its own accounts; the decision
  // then failed the authorisation, so a stranger holding the link could end the named PSU's SCA.
  it('turns away a person other than the one the TPP named at login, showing nothing, and keeps the SCA open', async () => {
    const payment = await createPeriodic();
    const href = payment._links.scaRedirect.href;
    const stranger = await fetch(`${href}/login`, form({ customerNumber: '12085592767', method: 'BANKID' }));
    expect(stranger.status).toBe(401);
    const strangerHtml = await stranger.text();
    // The same words as for an unknown number (browser review): the page told who is a customer.
    const unknown = await (await fetch(`${href}/login`, form({ customerNumber: '99999999999', method: 'BANKID' }))).text();
    const alert = (page: string) => /role="alert">([^<]*)</.exec(page)?.[1];
    expect(alert(strangerHtml)).toBe('That number cannot be used for this request. Check it, or go back to xs2a-kit Test TPP AS. In the sandbox, use a customerNumber from GET /v1/sandbox/customers.');
    expect(alert(unknown)).toBe(alert(strangerHtml));
    expect(strangerHtml).not.toContain('Landlord AS');
    expect(strangerHtml).not.toContain('name="decision"');
    const named = await fetch(`${href}/login`, form({ customerNumber: '13039319955', method: 'BANKID' }));
    expect(named.status).toBe(200);
    expect(await named.text()).toContain('Landlord AS');
  });

  // Diff review: a decision posted straight to /decision answered an unknown number and another customer's with two
  // different texts, which told a link holder which numbers are customers'.
  it('answers a decision by another customer and by an unknown number alike, and keeps the SCA open', async () => {
    const payment = await createPeriodic();
    const href = payment._links.scaRedirect.href;
    const decideAs = async (customerNumber: string) => {
      const res = await fetch(`${href}/decision`, form({ customerNumber, context: 'PRIVATE', decision: 'reject' }));
      return { status: res.status, text: (await res.text()).replace(/<[^>]+>/g, '') };
    };
    const [stranger, unknown] = [await decideAs('12085592767'), await decideAs('99999999999')];
    expect(stranger.status).toBe(401);
    expect(unknown).toEqual(stranger);
    const status = await server.request('GET', `/v1/periodic-payments/norwegian-domestic-credit-transfers/${payment.paymentId}/status`);
    expect(status.json.transactionStatus).toBe('RCVD');
  });

  // Regression (review K, AIS review): the sandbox's headless decision failed the authorisation for another
  // customer than the named PSU, where the pages turn that person away and keep it open.
  it('the headless sandbox decision turns away another customer as the login page does, and keeps the SCA open', async () => {
    const payment = await createPeriodic();
    const authorisationId = decodeURIComponent(payment._links.scaRedirect.href.split('/sca/')[1] ?? '');
    const decide = (customerNumber: string) =>
      server.request('POST', `/v1/sandbox/authorisations/${encodeURIComponent(authorisationId)}/approve`, { body: { customerNumber, decision: 'approve', context: 'PRIVATE' } });
    const stranger = await decide('12085592767');
    expect(stranger.status).toBe(401);
    expect(stranger.json.tppMessages[0]).toMatchObject({ code: 'PSU_CREDENTIALS_INVALID', path: 'customerNumber', text: expect.stringContaining('stays open') });
    const named = await decide('13039319955');
    expect(named.status, named.text).toBe(200);
    expect(named.json.scaStatus).toBe('finalised');
  });

  // Review L (SCA flow): the decision address skipped the named-PSU rule of the login, so another customer could
  // fail the named PSU's authorisation, or abort it in the PSU's name; a decision it did not know counted as approve.
  it.each(['approve', 'reject', 'abort'])('turns away a %s decision posted straight by another customer, and keeps the SCA open', async (decision) => {
    const payment = await createPeriodic();
    const href = payment._links.scaRedirect.href;
    const authorisationId = decodeURIComponent(href.split('/sca/')[1] ?? '');
    const stranger = await fetch(`${href}/decision`, form({ customerNumber: '12085592767', context: 'PRIVATE', decision }));
    expect(stranger.status).toBe(401);
    expect(await stranger.text()).toContain('That number cannot be used for this request.');
    const status = await server.request('GET', `/v1/periodic-payments/norwegian-domestic-credit-transfers/${payment.paymentId}/authorisations/${encodeURIComponent(authorisationId)}`);
    expect(status.json.scaStatus).not.toBe('failed');
    const named = await fetch(`${href}/decision`, form({ customerNumber: '13039319955', context: 'PRIVATE', decision: 'approve' }));
    expect(named.status).toBe(303);
    expect(named.headers.get('location')).toContain('psu-id=');
  });

  it.each([['an unknown choice', 'xyz'], ['no choice at all', undefined]])('answers a decision form with %s 400, approving nothing', async (_name, decision) => {
    const payment = await createPeriodic();
    const href = payment._links.scaRedirect.href;
    const fields: Record<string, string> = { customerNumber: '13039319955', context: 'PRIVATE', ...(decision === undefined ? {} : { decision }) };
    const refused = await fetch(`${href}/decision`, form(fields));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Unknown choice');
    const read = await server.request('GET', `/v1/periodic-payments/norwegian-domestic-credit-transfers/${payment.paymentId}/status`);
    expect(read.json.transactionStatus).toBe('RCVD');
  });

  it('sends the PSU of a payment the TPP cancelled since back to the TPP before login, with the reason', async () => {
    const payment = await createPeriodic();
    const deleted = await server.request('DELETE', `/v1/periodic-payments/norwegian-domestic-credit-transfers/${payment.paymentId}`, { headers: { 'tpp-redirect-uri': 'https://tpp.example/cb', 'tpp-session-id': 'browserless-1', 'psu-ip-address': '192.0.2.1' } });
    expect(deleted.status, deleted.text).toBeLessThan(300);
    const opened = await fetch(payment._links.scaRedirect.href, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const back = new URL(opened.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://tpp.example/cb');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ status: '409', code: 'STATUS_INVALID', message: expect.stringContaining('CANC') });
  });

  // Review L (operator): on PostgreSQL a NUL byte in the id or the number failed the request with a 500.
  it('answers an id or a customer number no authorisation or customer can have without asking the database', async () => {
    const base = server.url;
    for (const path of ['/sca/abc%00def', '/sca/abc%00def/login', '/sca/abc%00def/decision']) {
      const res = await fetch(`${base}${path}`, path.endsWith('def') ? {} : form({ customerNumber: '13039319955', decision: 'approve' }));
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('Unknown authorisation');
    }
    const payment = await createPeriodic();
    const login = await fetch(`${payment._links.scaRedirect.href}/login`, form({ customerNumber: '1303\u00009319955', method: 'BANKID' }));
    expect(login.status).toBe(401);
    const decision = await fetch(`${payment._links.scaRedirect.href}/decision`, form({ customerNumber: '1303\u00009319955', context: 'PRIVATE', decision: 'approve' }));
    expect(decision.status).toBe(401);
  });

  it('lets the login page\'s form end in a redirect to an app\'s own scheme (an SCA that expires while it is open)', async () => {
    const payment = await createPeriodic({ 'tpp-redirect-uri': 'com.example.tppapp:/callback?state=1', 'tpp-session-id': 'app-session' });
    const login = await fetch(payment._links.scaRedirect.href);
    expect(login.status).toBe(200);
    expect(login.headers.get('content-security-policy')).toContain('form-action * com.example.tppapp:;');
    // No <base> can move the pages' relative form actions elsewhere (web security review).
    expect(login.headers.get('content-security-policy')).toContain("base-uri 'none'");
    const refused = await fetch(`${payment._links.scaRedirect.href}/login`, form({ customerNumber: '99999999999', method: 'BANKID' }));
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-security-policy')).toContain('form-action * com.example.tppapp:;');
  });

  it('identifies the PSU (preselected from X-PSU-IDENTITY), shows the payment and redirects back with 303 on approval', async () => {
    const payment = await createPeriodic({}, { remittanceInformationUnstructured: 'Rent <b>May</b> & June' });
    const href = payment._links.scaRedirect.href;
    const login = await fetch(href);
    expect(login.status).toBe(200);
    const loginHtml = await login.text();
    expect(loginHtml).toContain('value="13039319955"');
    expect(loginHtml).toMatch(/<label for="customerNumber">/);

    const approval = await fetch(`${href}/login`, form({ customerNumber: '13039319955', method: 'BANKID' }));
    const approvalHtml = await approval.text();
    expect(approval.status).toBe(200);
    // The creditor's name and the payment's text are isolated (<bdi>), so no right-to-left text in them can move
    // the account numbers; the account paid from and the text are shown (browser review: neither was).
    // Review J: the day and the end of a standing order are shown, the frequency in words.
    expect(approvalHtml).toContain(`NOK 250.00 from 09232911007 to <bdi>Landlord AS</bdi> (36240064418), every month on day 5, from ${inDays(5)} until cancelled`);
    expect(approvalHtml).toContain(', text: <bdi>Rent &lt;b&gt;May&lt;/b&gt; &amp; June</bdi></td>');

    const decided = await fetch(`${href}/decision`, form({ customerNumber: '13039319955', method: 'BANKID', context: 'PRIVATE', decision: 'approve' }));
    expect(decided.status).toBe(303);
    const back = new URL(decided.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe('https://tpp.example/cb');
    expect(back.searchParams.get('state')).toBe('xyz');
    expect(back.searchParams.get('psu-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(back.searchParams.get('tpp-session-id')).toBe('browserless-1');
    expect(back.searchParams.get('context')).toBe('PRIVATE');
    // Regression (security review): the address carrying the psu-id may not be cached, and the SCA page's own
    // address (its authorisation id) does not travel to the TPP's site as a Referer.
    expect(decided.headers.get('cache-control')).toBe('no-store');
    expect(decided.headers.get('referrer-policy')).toBe('no-referrer');

    // Regression (review J): a second tap whose first answer was slow got a 409 page, and the PSU was left there
    // while the TPP never had its callback. The same approval again gets the same way back.
    const repeated = await fetch(`${href}/decision`, form({ customerNumber: '13039319955', method: 'BANKID', context: 'PRIVATE', decision: 'approve' }));
    expect(repeated.status).toBe(303);
    expect(repeated.headers.get('location')).toBe(decided.headers.get('location'));
    // Not for another customer number, nor for a reject after the approval.
    expect((await fetch(`${href}/decision`, form({ customerNumber: '12085592767', method: 'BANKID', context: 'PRIVATE', decision: 'approve' }))).status).toBe(409);
    expect((await fetch(`${href}/decision`, form({ customerNumber: '13039319955', method: 'BANKID', context: 'PRIVATE', decision: 'reject' }))).status).toBe(409);

    const status = await server.request('GET', `/v1/periodic-payments/norwegian-domestic-credit-transfers/${payment.paymentId}/status`);
    expect(status.json.transactionStatus).toBe('ACTC');
    const again = await fetch(href);
    expect(again.status).toBe(409);
    // Regression (browser review): the page left the PSU with no way on; it says they can close the tab.
    expect(await again.text()).toContain('This has already been approved. There is nothing more to do here: you can close this tab and go back to your provider.');
  });

  it('sends the PSU back to the TPP with the reason when the payment was cancelled through another cancellation authorisation', async () => {
    const payment = await createPeriodic();
    const base = `/v1/periodic-payments/norwegian-domestic-credit-transfers/${payment.paymentId}`;
    const pis = { 'tpp-session-id': 'browserless-2', 'tpp-redirect-uri': 'https://tpp.example/cb?state=two', 'psu-ip-address': '192.0.2.1', 'x-psu-identity': '13039319955', 'psu-context': 'PRIVATE' };
    const decide = (href: string, decision: string) =>
      fetch(`${href}/decision`, form({ customerNumber: '13039319955', method: 'BANKID', context: 'PRIVATE', decision }));
    expect((await decide(payment._links.scaRedirect.href, 'approve')).status).toBe(303);
    const first = await server.request('DELETE', base, { headers: pis });
    expect(first.status, first.text).toBe(202);
    const second = await server.request('POST', `${base}/cancellation-authorisations`, { headers: pis });
    expect(second.status).toBe(201);
    // A cancellation's pages speak of confirming it, not of approving (accessibility review).
    expect(await (await fetch(first.json._links.scaRedirect.href)).text()).toContain('<h1>Log in to confirm</h1>');
    expect((await decide(first.json._links.scaRedirect.href, 'approve')).status).toBe(303);
    expect((await server.request('GET', `${base}/status`)).json.transactionStatus).toBe('CANC');
    const confirmed = await fetch(first.json._links.scaRedirect.href, { redirect: 'manual' });
    expect(confirmed.status).toBe(409);
    expect(await confirmed.text()).toContain('This cancellation has already been confirmed.');

    // The second one can no longer cancel anything: its decision ends it, with the reason, back at the TPP.
    const stale = await decide(second.json._links.scaRedirect.href, 'approve');
    expect(stale.status).toBe(303);
    const back = new URL(stale.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe('https://tpp.example/cb');
    expect(back.searchParams.get('state')).toBe('two');
    expect(back.searchParams.get('code')).toBe('CANCELLATION_INVALID');
    expect(back.searchParams.get('status')).toBe('405');
    expect(back.searchParams.get('message')).toMatch(/cancel/i);
    expect(back.searchParams.get('system')).toBeTruthy();
    const read = await server.request('GET', `${base}/cancellation-authorisations/${second.json.authorisationId}`);
    expect(read.json.scaStatus).toBe('failed');
    expect((await server.request('GET', `${base}/status`)).json.transactionStatus).toBe('CANC');
    // Opened again, it sends the browser back with the same reason, as a re-opened link of any failed SCA does: the
    // failure may also have been set by the TPP's scaStatus read, before the PSU was ever sent back (ops review).
    const reopened = await fetch(second.json._links.scaRedirect.href, { redirect: 'manual' });
    expect(reopened.status).toBe(303);
    const again = new URL(reopened.headers.get('location') ?? '');
    expect(again.origin + again.pathname).toBe('https://tpp.example/cb');
    expect(Object.fromEntries(again.searchParams)).toMatchObject({ state: 'two', status: '405', code: 'CANCELLATION_INVALID' });
    expect(again.searchParams.get('psu-id')).toBeNull();
  });

  it('asks again for an unknown customer number, without failing the authorisation', async () => {
    const payment = await createPeriodic();
    const res = await fetch(`${payment._links.scaRedirect.href}/login`, form({ customerNumber: '00000000000' }));
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('That number cannot be used for this request.');
  });

  // Review (dates): a weekly order sent with dayOfExecution was shown as "every week on day 15".
  it('shows a weekly order without a day of the month, though the TPP sent one', async () => {
    const payment = await createPeriodic({}, { frequency: 'Weekly', dayOfExecution: '15' });
    const approval = await fetch(`${payment._links.scaRedirect.href}/login`, form({ customerNumber: '13039319955', method: 'BANKID' }));
    const html = await approval.text();
    expect(html).toContain(`every week, from ${inDays(5)} until cancelled`);
    expect(html).not.toContain('on day 15');
  });

  // Web security review: a prefetch opened the authorisation (and completed an exempted identification) before
  // the PSU did.
  it('declines a prefetch of the link without opening the authorisation', async () => {
    const payment = await createPeriodic();
    const href = payment._links.scaRedirect.href;
    const id = decodeURIComponent(href.split('/sca/')[1] ?? '');
    for (const headers of [{ 'sec-purpose': 'prefetch' }, { purpose: 'prefetch' }, { 'sec-purpose': 'prefetch;prerender' }] as Record<string, string>[]) {
      expect((await fetch(href, { headers, redirect: 'manual' })).status).toBe(503);
    }
    const read = await server.request('GET', `/v1/periodic-payments/norwegian-domestic-credit-transfers/${payment.paymentId}/authorisations/${id}`);
    expect(read.json.scaStatus).toBe('received');
    expect((await fetch(href)).status).toBe(200);
  });

  // Web security review: another site's form posted its own "method" text, which the page showed as the bank's.
  it('shows only a method it offers, whatever the login form posted', async () => {
    const payment = await createPeriodic();
    const planted = 'Mobile ID. SECURITY NOTICE: call +47 555 00 000';
    const approval = await fetch(`${payment._links.scaRedirect.href}/login`, form({ customerNumber: '13039319955', method: planted }));
    const html = await approval.text();
    expect(html).not.toContain('SECURITY NOTICE');
    expect(html).toContain('with One-time code app with biometrics.');
  });

  it('names the TPP without the format characters of its certificate name', () => {
    expect(nameTpp({ tppId: 'PSDNO-FSA-1', tppName: 'Your Bank Security \u202E' })).toBe('Your Bank Security');
    expect(nameTpp({ tppId: 'PSDNO-FSA-1', tppName: '\u202E\u2066' })).toBe('PSDNO-FSA-1');
    expect(nameTpp({ tppId: 'PSDNO-FSA-1', tppName: 'Acme\nPay  AS' })).toBe('Acme Pay AS');
  });

  it('sends the PSU back with system, status, code and message when it rejects', async () => {
    const payment = await createPeriodic();
    const decided = await fetch(`${payment._links.scaRedirect.href}/decision`, form({ customerNumber: '13039319955', context: 'PRIVATE', decision: 'reject' }));
    expect(decided.status).toBe(303);
    const back = new URL(decided.headers.get('location') ?? '');
    for (const name of ['system', 'status', 'code', 'message']) expect(back.searchParams.get(name)).toBeTruthy();
    const status = await server.request('GET', `/v1/periodic-payments/norwegian-domestic-credit-transfers/${payment.paymentId}/status`);
    expect(status.json.transactionStatus).toBe('RJCT');
    // Opened again, the link sends the browser back with the failure again (a 409 page stranded the PSU: review);
    // what a failure tells the link's holder, the TPP's callback already says.
    const reopened = await fetch(payment._links.scaRedirect.href, { redirect: 'manual' });
    expect(reopened.status).toBe(303);
    const again = new URL(reopened.headers.get('location') ?? '');
    expect(again.origin + again.pathname).toBe(back.origin + back.pathname);
    expect(Object.fromEntries(again.searchParams)).toMatchObject({ system: back.searchParams.get('system'), status: '400', code: 'SCA_INVALID', message: 'The SCA of this request has already ended without approval' });
    expect(again.searchParams.get('psu-id')).toBeNull();
  });

  // Style review: the page picked this advice by the start of the package's message text, not by a field.
  it('tells a PSU whose form withdraws access on a payment that only access can be withdrawn, and keeps the SCA open', async () => {
    const payment = await createPeriodic();
    const decided = await fetch(`${payment._links.scaRedirect.href}/decision`, form({ customerNumber: '13039319955', context: 'PRIVATE', decision: 'revoke' }));
    expect(decided.status).toBe(400);
    expect(await decided.text()).toContain('Only access you gave to your accounts can be withdrawn here, not this request.');
    const status = await server.request('GET', `/v1/periodic-payments/norwegian-domestic-credit-transfers/${payment.paymentId}/status`);
    expect(status.json.transactionStatus).toBe('RCVD');
  });

  it('skips the method choice for X-PSU-AuthMethod-Preferred and offers biometrics first for TPP-Redirect-Preferred false', async () => {
    const preferred = await createPeriodic({ 'x-psu-authmethod-preferred': 'HA2' });
    const page = await (await fetch(preferred._links.scaRedirect.href)).text();
    expect(page).toContain('name="method" value="HA2"');
    expect(page).not.toContain('type="radio"');
    const biometric = await createPeriodic({ 'tpp-redirect-preferred': 'false' });
    const page2 = await (await fetch(biometric._links.scaRedirect.href)).text();
    expect(page2.indexOf('ENGANGSKODEAPP_BIOMETRI')).toBeLessThan(page2.indexOf('value="HA2"'));
    expect(page2).toMatch(/value="ENGANGSKODEAPP_BIOMETRI" checked/);
  });

  it.each(['ID_PROVIDER_MOBILE', 'BANKID', 'ENGANGSKODEAPP_BIOMETRI', 'HA2'])('X-PSU-AuthMethod-Preferred %s (the spec\'s values, brands neutral) is taken', async (method) => {
    const payment = await createPeriodic({ 'x-psu-authmethod-preferred': method });
    const page = await (await fetch(payment._links.scaRedirect.href)).text();
    expect(page).toContain(`name="method" value="${method}"`);
  });

  it.each(['FOO', 'PASSWORD', 'SMS_OTP', 'bankid'])('X-PSU-AuthMethod-Preferred %s, outside the spec\'s list, is refused naming the header, not ignored', async (method) => {
    const res = await server.request('POST', '/v1/periodic-payments/norwegian-domestic-credit-transfers', {
      headers: { 'x-accept-fix': 'amount-as-string', 'tpp-session-id': 's-1', 'tpp-redirect-uri': 'https://tpp.example/cb', 'psu-ip-address': '192.0.2.1', 'x-psu-identity': '13039319955', 'psu-context': 'PRIVATE', 'x-psu-authmethod-preferred': method },
      body: { instructedAmount: { amount: '250.00', currency: 'NOK' }, creditorName: 'Utleier AS', creditorAccount: { bban: '12345678903', currency: 'NOK' }, debtorAccount: { bban: '95360573002', currency: 'NOK' }, startDate: '2031-01-01', frequency: 'Monthly' },
    });
    expect(res.status).toBe(400);
    expect(res.json.tppMessages).toEqual([expect.objectContaining({ code: 'FORMAT_ERROR', path: 'X-PSU-AuthMethod-Preferred' })]);
    expect(res.json.tppMessages[0].text).toContain('<BANK>ID');
  });

  it('answers an unknown authorisation with a page, not an error body', async () => {
    const res = await fetch(`${server.url}/sca/no-such-authorisation`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
  });
});

describe('consent through the SCA site', () => {
  it('grants the chosen accounts, cards included; the scaStatus link of the consent answers', async () => {
    const headers = { 'tpp-session-id': 'consent-1', 'tpp-redirect-uri': 'https://tpp.example/cb', 'psu-ip-address': '192.0.2.1' };
    const consent = await server.request('POST', '/v1/bank-offered-consents', { headers });
    expect(consent.status).toBe(201);
    const before = await server.request('GET', consent.json._links.scaStatus.href);
    expect(before.status).toBe(200);
    expect(before.json.scaStatus).toBe('received');

    const href: string = consent.json._links.scaRedirect.href.split('?')[0];
    const approval = await (await fetch(`${href}/login`, form({ customerNumber: '13039319955' }))).text();
    const accounts = [...approval.matchAll(/name="account" value="([^"]+)"/g)].map((m) => m[1] as string);
    expect(approval).toContain('Mastercard Gold');
    const body = new URLSearchParams({ customerNumber: '13039319955', context: 'PRIVATE', decision: 'approve' });
    for (const id of accounts) body.append('account', id);
    const decided = await fetch(`${href}/decision`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString(), redirect: 'manual' });
    expect(decided.status).toBe(303);
    const psuId = new URL(decided.headers.get('location') ?? '').searchParams.get('psu-id') ?? '';
    const after = await server.request('GET', consent.json._links.scaStatus.href);
    expect(after.json.scaStatus).toBe('finalised');

    const cards = await server.request('GET', '/v1/card-accounts', { headers: { 'psu-id': psuId, 'tpp-session-id': 'consent-1', 'tpp-redirect-uri': 'https://tpp.example/cb', 'psu-ip-address': '192.0.2.1' } });
    expect(cards.status).toBe(200);
    expect(cards.json.cardAccounts.length).toBeGreaterThan(0);
  });
});

describe('payment approval page offers only choices the bank carries out', () => {
  const headers = { 'x-accept-fix': 'amount-as-string', 'tpp-session-id': 'choices-1', 'tpp-redirect-uri': 'https://tpp.example/cb?state=choices', 'psu-ip-address': '192.0.2.1', 'x-psu-identity': '13039319955' };
  const pay = async (debtor: string, creditor: string, extra: Record<string, string> = {}) => {
    const res = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
      headers: { ...headers, 'psu-context': 'PRIVATE', ...extra },
      body: { instructedAmount: { amount: '7.00', currency: 'NOK' }, creditorName: 'B AS', creditorAccount: { bban: creditor, currency: 'NOK' }, debtorAccount: { bban: debtor, currency: 'NOK' } },
    });
    expect(res.status, res.text).toBe(201);
    return res.json as { paymentId: string; _links: { scaRedirect: { href: string } } };
  };

  // Regression (review J, PSU review): the execution date a payment was asked for was not shown.
  it('shows the date a single payment is to be paid on', async () => {
    const on = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const res = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
      headers: { ...headers, 'psu-context': 'PRIVATE' },
      body: { instructedAmount: { amount: '7.00', currency: 'NOK' }, creditorName: 'B AS', creditorAccount: { bban: '36240064418', currency: 'NOK' }, debtorAccount: { bban: '09232911007', currency: 'NOK' }, requestedExecutionDate: on },
    });
    expect(res.status, res.text).toBe(201);
    // The bank may move a date off a weekend: the page shows the date the payment holds.
    const held = await server.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${res.json.paymentId}`);
    expect(held.json.requestedExecutionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const page = await (await fetch(`${res.json._links.scaRedirect.href}/login`, form({ customerNumber: '13039319955' }))).text();
    expect(page).toContain(`NOK 7.00 from 09232911007 to <bdi>B AS</bdi> (36240064418), on ${held.json.requestedExecutionDate}`);
  });

  it("offers a basket of private payments only in PRIVATE context, though the PSU may also act for a company", async () => {
    const customers = await server.request('GET', '/v1/sandbox/customers?withAgreements=true');
    const psu = customers.json.find((c: { customerNumber: string }) => c.customerNumber === '13039319955');
    expect(psu.agreements.length).toBeGreaterThan(0); // so the page would otherwise offer "On behalf of a company"
    const ids = [(await pay('09232911007', '36240064418')).paymentId, (await pay('09232911007', '36240064418')).paymentId];
    const basket = await server.request('POST', '/v1/signing-baskets', { headers, body: { paymentIds: ids } });
    expect(basket.status, basket.text).toBe(201);
    const href: string = basket.json._links.scaRedirect.href;
    const approval = await (await fetch(`${href}/login`, form({ customerNumber: '13039319955' }))).text();
    expect(approval).toContain('id="context-PRIVATE"');
    expect(approval).not.toContain('id="context-CORPORATE"');
    expect(approval).not.toContain('name="agreementId"');
    expect(approval).toContain('value="approve"');
  });

  // Regression (review I): the basket page listed a payment cancelled since, asking the PSU to approve an amount
  // and payee that would not be paid.
  it('shows only the payments of a basket approving would pay, and says how many moved on', async () => {
    const [first, second] = [await pay('09232911007', '36240064418'), await pay('09232911007', '36240064418')];
    const basket = await server.request('POST', '/v1/signing-baskets', { headers, body: { paymentIds: [first.paymentId, second.paymentId] } });
    expect(basket.status, basket.text).toBe(201);
    const href: string = basket.json._links.scaRedirect.href;
    // The first is cancelled in another channel while the PSU has the basket's SCA link.
    const cancelled = await server.request('PUT', `/v1/sandbox/payments/${first.paymentId}/status`, { body: { transactionStatus: 'CANC' } });
    expect(cancelled.status, cancelled.text).toBe(200);

    const page = await (await fetch(`${href}/login`, form({ customerNumber: '13039319955' }))).text();
    expect(page).toContain('Approve 1 payment?');
    expect(page).toContain('1 more payment of this basket was cancelled, approved or rejected since, and is not part of this approval.');
    expect(page).toContain('value="approve"');

    const approved = await fetch(`${href}/decision`, form({ customerNumber: '13039319955', method: 'BANKID', decision: 'approve', context: 'PRIVATE' }));
    expect(approved.status).toBe(303);
    expect(new URL(approved.headers.get('location') ?? '').searchParams.get('psu-id')).toMatch(/^[0-9a-f-]{36}$/);
    const status = async (id: string) => (await server.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${id}/status`)).json.transactionStatus;
    expect(await status(first.paymentId)).toBe('CANC');
    expect(await status(second.paymentId)).toBe('ACTC');
  });

  it('fails a basket authorisation whose payments all moved on, back to the TPP with the reason', async () => {
    const ids = [(await pay('09232911007', '36240064418')).paymentId, (await pay('09232911007', '36240064418')).paymentId];
    const basket = await server.request('POST', '/v1/signing-baskets', { headers, body: { paymentIds: ids } });
    const href: string = basket.json._links.scaRedirect.href;
    for (const id of ids) {
      const res = await server.request('PUT', `/v1/sandbox/payments/${id}/status`, { body: { transactionStatus: 'CANC' } });
      expect(res.status, res.text).toBe(200);
    }
    const page = await (await fetch(`${href}/login`, form({ customerNumber: '13039319955' }))).text();
    expect(page).toContain('No payment of this basket waits for your approval any longer');
    expect(page).not.toContain('value="approve"');
    // An approval sent anyway (the headless sandbox approval, a stale form) fails the authorisation with the reason.
    const authorisationId = decodeURIComponent(href.split('/sca/')[1] ?? '');
    const decided = await server.request('POST', `/v1/sandbox/authorisations/${encodeURIComponent(authorisationId)}/approve`, {
      body: { customerNumber: '13039319955', decision: 'approve', context: 'PRIVATE' },
    });
    expect(decided.json.scaStatus, decided.text).toBe('failed');
    const redirect = new URL(decided.json.redirectUrl);
    expect(redirect.searchParams.get('code')).toBe('STATUS_INVALID');
    expect(redirect.searchParams.get('status')).toBe('409');
  });

  // Regression (review K, TPP tools): a basket deleted after its SCA link was handed out left the PSU on a page
  // saying the basket is unknown, and the TPP without a callback; a decision after the deletion already went back.
  it('sends the PSU back to the TPP with the reason when the basket was deleted before its link was opened', async () => {
    const ids = [(await pay('09232911007', '36240064418')).paymentId];
    const basket = await server.request('POST', '/v1/signing-baskets', { headers, body: { paymentIds: ids } });
    expect(basket.status, basket.text).toBe(201);
    const href: string = basket.json._links.scaRedirect.href;
    const deleted = await server.request('DELETE', `/v1/signing-baskets/${basket.json.basketId}`, { headers });
    expect(deleted.status, deleted.text).toBe(204);

    const opened = await fetch(href, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const back = new URL(opened.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe('https://tpp.example/cb');
    expect(back.searchParams.get('state')).toBe('choices');
    expect(back.searchParams.get('status')).toBe('404');
    expect(back.searchParams.get('code')).toBe('RESOURCE_UNKNOWN');
    expect(back.searchParams.get('message')).toMatch(/basket/i);
    expect(back.searchParams.get('psu-id')).toBeNull();
    const authorisationId = decodeURIComponent(href.split('/sca/')[1] ?? '');
    const authorisation = await server.request('GET', `/v1/signing-baskets/${basket.json.basketId}/authorisations/${authorisationId}`);
    expect(authorisation.status).toBe(404);
    // The link opened again sends the browser back with the same reason; the payment itself is untouched and can
    // be approved on its own.
    const reopened = await fetch(href, { redirect: 'manual' });
    expect(reopened.status).toBe(303);
    expect(Object.fromEntries(new URL(reopened.headers.get('location') ?? '').searchParams)).toMatchObject({ state: 'choices', status: '404', code: 'RESOURCE_UNKNOWN' });
    const status = await server.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${ids[0]}/status`);
    expect(status.json.transactionStatus).toBe('RCVD');
  });

  it('sends the PSU back from the login form too when the basket was deleted while the page was open', async () => {
    const ids = [(await pay('09232911007', '36240064418')).paymentId];
    const basket = await server.request('POST', '/v1/signing-baskets', { headers, body: { paymentIds: ids } });
    const href: string = basket.json._links.scaRedirect.href;
    expect((await fetch(href)).status).toBe(200);
    expect((await server.request('DELETE', `/v1/signing-baskets/${basket.json.basketId}`, { headers })).status).toBe(204);
    const login = await fetch(`${href}/login`, form({ customerNumber: '13039319955' }));
    expect(login.status).toBe(303);
    const back = new URL(login.headers.get('location') ?? '');
    expect(back.searchParams.get('code')).toBe('RESOURCE_UNKNOWN');
    expect(back.searchParams.get('status')).toBe('404');
  });

  it("lets a PSU who may not pay from the debtor account only reject, and says why", async () => {
    // 36240064418 is another customer's account: the PSU named by X-PSU-IDENTITY cannot pay from it.
    const payment = await pay('36240064418', '09232911007');
    const href = payment._links.scaRedirect.href;
    const approval = await (await fetch(`${href}/login`, form({ customerNumber: '13039319955' }))).text();
    expect(approval).toMatch(/role="alert">You cannot pay from 36240064418, which this is to be paid from as a private person\./);
    expect(approval).not.toContain('value="approve"');
    expect(approval).not.toContain('name="context"');
    expect(approval).toContain('value="reject"');
    const rejected = await fetch(`${href}/decision`, form({ customerNumber: '13039319955', method: 'BANKID', decision: 'reject' }));
    expect(rejected.status).toBe(303);
    expect(new URL(rejected.headers.get('location') ?? '').searchParams.get('code')).toBe('SCA_INVALID');
  });
});

describe('consent page offers only accounts a consent can cover', () => {
  // Diff review: an account listed under two agreements counted as ticked under the chosen one when it was ticked
  // under the other only, since a tick posted the account id alone.
  it('counts a tick only under the way of acting it was given in, when an account sits under two agreements', async () => {
    const own = await startTestServer();
    try {
      const customers = await own.request('GET', '/v1/sandbox/customers?withAccounts=true');
      const company = customers.json.find((c: { customerNumber: string }) => c.customerNumber === '18129215603');
      const accountId = (company.accounts as string[])[1]!;
      const iban = (await own.request('GET', `/v1/sandbox/accounts/${accountId}`)).json.iban as string;
      const makeAgreement = async (name: string) => {
        const made = await own.request('POST', '/v1/sandbox/agreements', {
          body: { owner: '18129215603', name, engagements: [{ customer: '12085592767', account: { iban }, roles: ['VIEW', 'REGISTER'] }] },
        });
        expect(made.status, made.text).toBe(201);
        return made.json.id as string;
      };
      const [first, second] = [await makeAgreement('Fullmakt A'), await makeAgreement('Fullmakt B')];
      const consent = await own.request('POST', '/v1/bank-offered-consents', {
        headers: { 'tpp-session-id': 'two-agreements', 'tpp-redirect-uri': 'https://tpp.example/cb', 'psu-ip-address': '192.0.2.1' },
      });
      const href: string = consent.json._links.scaRedirect.href.split('?')[0];
      const page = await (await fetch(`${href}/login`, form({ customerNumber: '12085592767' }))).text();
      expect(page).toContain(`value="${first}:${accountId}"`);
      expect(page).toContain(`value="${second}:${accountId}"`);
      const decideWith = (tick: string) => {
        const body = new URLSearchParams({ customerNumber: '12085592767', method: 'BANKID', context: 'CORPORATE', agreementId: second, decision: 'approve' });
        body.append('account', tick);
        return fetch(`${href}/decision`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString(), redirect: 'manual' });
      };
      const underOther = await decideWith(`${first}:${accountId}`);
      expect(underOther.status).toBe(400);
      const again = await underOther.text();
      expect(again).toContain('Tick at least one account');
      // The page comes back as the PSU left it: the agreement chosen, the tick under the other agreement only.
      expect(again).toMatch(new RegExp(`<option value="${second}" selected>`));
      expect(again).toContain(`value="${first}:${accountId}" checked`);
      expect(again).not.toContain(`value="${second}:${accountId}" checked`);
      expect((await decideWith(`${second}:${accountId}`)).status).toBe(303);
    } finally {
      await own.close();
    }
  });

  it('leaves out an account engaged with VIEW but not REGISTER', async () => {
    const customers = await server.request('GET', '/v1/sandbox/customers?withAccounts=true');
    const company = customers.json.find((c: { customerNumber: string }) => c.customerNumber === '18129215603');
    const [viewOnlyId, grantedId] = company.accounts as string[];
    const ibanOf = async (id: string) => (await server.request('GET', `/v1/sandbox/accounts/${id}`)).json.iban as string;
    const agreement = await server.request('POST', '/v1/sandbox/agreements', {
      body: {
        owner: '18129215603',
        name: 'Regnskapsfører',
        engagements: [
          { customer: '12085592767', account: { iban: await ibanOf(viewOnlyId!) }, roles: ['VIEW'] },
          { customer: '12085592767', account: { iban: await ibanOf(grantedId!) }, roles: ['VIEW', 'REGISTER'] },
        ],
      },
    });
    expect(agreement.status).toBe(201);
    const consent = await server.request('POST', '/v1/bank-offered-consents', {
      headers: { 'tpp-session-id': 'consent-roles', 'tpp-redirect-uri': 'https://tpp.example/cb', 'psu-ip-address': '192.0.2.1' },
    });
    const href: string = consent.json._links.scaRedirect.href.split('?')[0];
    const approval = await (await fetch(`${href}/login`, form({ customerNumber: '12085592767' }))).text();
    // Each value is "<agreement or PRIVATE>:<account id>".
    const offered = [...approval.matchAll(/name="account" value="[^"]*:([^":]+)"/g)].map((m) => m[1]);
    expect(offered).toContain(grantedId);
    expect(offered).not.toContain(viewOnlyId);
  });
});

describe('the bank\'s own SCA site (XS2A_SCA_URL)', () => {
  it('scaRedirect points at it, and the built-in customer-number pages are not served', async () => {
    const external = await startTestServer({ XS2A_SCA_URL: 'https://sca.bank.example/psd2/' });
    try {
      const created = await external.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
        headers: { 'x-accept-fix': 'amount-as-string', 'tpp-session-id': 's-ext', 'tpp-redirect-uri': 'https://tpp.example/cb', 'psu-ip-address': '192.0.2.1', 'x-psu-identity': '13039319955', 'psu-context': 'PRIVATE' },
        body: { instructedAmount: { amount: '5.00', currency: 'NOK' }, creditorName: 'A AS', creditorAccount: { bban: '36240064418', currency: 'NOK' }, debtorAccount: { bban: '09232911007', currency: 'NOK' } },
      });
      expect(created.status).toBe(201);
      const href = (created.json as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href;
      expect(href).toMatch(/^https:\/\/sca\.bank\.example\/psd2\/sca\/[^/]+$/);
      const builtIn = await fetch(`${external.url}/sca/${href.split('/').at(-1)}`);
      expect(builtIn.status).toBe(404);
    } finally {
      await external.close();
    }
  });

  // What the README tells a bank to do on its own site, with nothing but the packages' exports: before
  // applyScaOutcome existed, completeAuthorisation alone finalised the SCA and left the payment RCVD. In corporate
  // context the agreement goes to both calls, or the debtor account is checked against no particular agreement.
  it.each([
    ['PRIVATE', '09232911007'],
    ['CORPORATE', '15030012345'],
  ] as const)('a bank site made of the packages completes a %s SCA and authorises the payment, in one transaction', async (context, debtor) => {
    const scaUrl = 'https://sca.bank.example/psd2';
    const external = await startTestServer({ XS2A_SCA_URL: scaUrl });
    try {
      const headers = { 'x-accept-fix': 'amount-as-string', 'tpp-session-id': 's-bank-site', 'tpp-redirect-uri': 'https://tpp.example/cb', 'psu-ip-address': '192.0.2.1', 'x-psu-identity': '13039319955', 'psu-context': context };
      const created = await external.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
        headers,
        body: { instructedAmount: { amount: '7.00', currency: 'NOK' }, creditorName: 'A AS', creditorAccount: { bban: '36240064418', currency: 'NOK' }, debtorAccount: { bban: debtor, currency: 'NOK' } },
      });
      expect(created.status).toBe(201);
      const { paymentId, _links } = created.json as { paymentId: string; _links: { scaRedirect: { href: string } } };
      const authorisationId = _links.scaRedirect.href.split('/').at(-1)!;

      // The bank's site: the same database, the same namespace and addresses as the server's configuration.
      const store = await createStore({ sqliteFile: external.sqliteFile, migrate: false });
      const config: ScaConfig = { bankNamespace: '3b0f2a34-7d3c-5f0e-9a53-6d1f2a8c4e17', scaBaseUrl: scaUrl, apiBaseUrl: external.url, environment: 'sandbox' };
      const scaClock = { now: () => external.clock().getTime() }; // sca-session counts milliseconds
      const clock = { now: external.clock }; // domain takes a Date
      const customerNumber = '13039319955';
      try {
        const opened = await openAuthorisation({ repositories: store, config }, authorisationId, scaClock);
        expect(opened.kind).toBe('open');
        const outcome = await store.withTransaction(async (tx) => {
          const loaded = await loadScaCustomer(tx, customerNumber);
          if (loaded === undefined) throw new Error('unknown customer');
          const agreementId = context === 'CORPORATE' ? loaded.customer.agreements[0]?.agreementId : undefined;
          const done = await completeAuthorisation({ repositories: tx, config }, { authorisationId, customer: loaded.customer, context, agreementId, decision: 'approve' }, scaClock);
          await applyScaOutcome({ uow: joinUnitOfWork(tx), clock }, done, { psu: { customerNumber, context, ...(agreementId ? { agreementId } : {}) } });
          return done;
        });
        expect(outcome.scaStatus).toBe('finalised');
        const back = new URL(outcome.redirectUrl).searchParams;
        expect(back.get('psu-id')).toMatch(/^[0-9a-f-]{36}$/);
        expect(back.get('context')).toBe(context);
      } finally {
        await store.close();
      }
      const status = await external.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${paymentId}/status`);
      expect(status.json.transactionStatus).toBe('ACTC');
      const authorisation = await external.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${paymentId}/authorisations/${authorisationId}`);
      expect(authorisation.json.scaStatus).toBe('finalised');
    } finally {
      await external.close();
    }
  });

  it('the built-in pages post relative to their own address, so a path prefix added by a proxy is kept', async () => {
    const { _links } = await createPeriodic({ 'tpp-session-id': 'relative-forms' });
    const html = await (await fetch(_links.scaRedirect.href)).text();
    const id = _links.scaRedirect.href.split('/').at(-1);
    expect(html).toContain(`action="${id}/login"`);
  });

  // Regression (browser review): opened as .../sca/{id}/ the login page posted to /sca/{id}/{id}/login, and the
  // browser got the API's JSON 404.
  it('sends a link opened with a trailing slash to the link as issued, and answers other addresses under /sca/ with a page', async () => {
    const { _links } = await createPeriodic({ 'tpp-session-id': 'trailing-slash' });
    const href = _links.scaRedirect.href;
    const id = href.split('/').at(-1) ?? '';
    const slashed = await fetch(`${href}/?lang=nb`, { redirect: 'manual' });
    expect(slashed.status).toBe(301);
    expect(slashed.headers.get('location')).toBe(`../${id}?lang=nb`);
    expect(new URL(slashed.headers.get('location') ?? '', `${href}/`).href).toBe(`${href}?lang=nb`);
    for (const [method, path] of [['GET', `${href}/login`], ['GET', `${href}/${id}/login`], ['POST', `${href}/${id}/login`], ['GET', `${server.url}/sca/`]] as const) {
      const res = await fetch(path, { method, redirect: 'manual' });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('Page not found');
    }
    // The authorisation was left open by all of it.
    expect((await fetch(href)).status).toBe(200);
  });
});

// Regression (black-box review): the consent page gave no way to withdraw a consent (Reject only failed the SCA
// and the consent stayed), and an approval with no account ticked said only "A consent needs at least one account".
describe('withdrawing access on the consent page', () => {
  const PSU = '13039319955';
  const decide = (href: string, fields: Record<string, string>, accounts: readonly string[] = []) => {
    const body = new URLSearchParams({ customerNumber: PSU, method: 'BANKID', context: 'PRIVATE', ...fields });
    for (const id of accounts) body.append('account', id);
    return fetch(`${href}/decision`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString(), redirect: 'manual' });
  };

  // Review (dates): the page showed the expiry's UTC date, a day early for a consent given just after midnight in Oslo.
  it('shows the day the access ends as an Oslo date', async () => {
    // 00:30 in Oslo on 10 January; 180 days later is 01:30 on 9 July in Oslo, still 8 July in UTC.
    const moved = await startTestServer({ XS2A_NOW: '2026-01-09T23:30:00Z' });
    try {
      const tpp = await moved.createTpp('PSDNO-FSA-192837466', ['PSP_AI']);
      const headers = { 'tpp-session-id': 'withdraw-date', 'tpp-redirect-uri': 'https://tpp.example/cb', 'psu-ip-address': '192.0.2.1' };
      const consentPage = async () => {
        const consent = await moved.request('POST', '/v1/bank-offered-consents', { headers, tpp });
        const href: string = consent.json._links.scaRedirect.href.split('?')[0];
        return { href, html: await (await fetch(`${href}/login`, form({ customerNumber: PSU, method: 'BANKID' }))).text() };
      };
      const first = await consentPage();
      const accounts = [...first.html.matchAll(/name="account" value="([^"]+)"/g)].map((m) => m[1] as string);
      expect((await decide(first.href, { decision: 'approve' }, accounts.slice(0, 1))).status).toBe(303);
      const again = (await consentPage()).html;
      expect(again).toContain('(until 2026-07-09)');
      // What a new approval would give says when it ends, by the same calendar (accessibility review).
      expect(again).toContain('for 180 days: until 2026-07-09.');
    } finally {
      await moved.close();
    }
  });

  it('offers Withdraw access only once access was given; it ends the consent and tells the TPP on the redirect', async () => {
    const tpp = await server.createTpp('PSDNO-FSA-192837465', ['PSP_AI']);
    const headers = { 'tpp-session-id': 'withdraw-page', 'tpp-redirect-uri': 'https://tpp.example/cb?state=w', 'psu-ip-address': '192.0.2.1' };
    const consentPage = async () => {
      const consent = await server.request('POST', '/v1/bank-offered-consents', { headers, tpp });
      const href: string = consent.json._links.scaRedirect.href.split('?')[0];
      return { href, html: await (await fetch(`${href}/login`, form({ customerNumber: PSU, method: 'BANKID' }))).text() };
    };

    const first = await consentPage();
    expect(first.html).not.toContain('value="revoke"');
    const accounts = [...first.html.matchAll(/name="account" value="([^"]+)"/g)].map((m) => m[1] as string);
    expect((await decide(first.href, { decision: 'approve' }, accounts.slice(0, 1))).status).toBe(303);

    const second = await consentPage();
    expect(second.html).toContain('<button type="submit" name="decision" value="revoke" class="danger">Withdraw access</button>');
    expect(second.html).toMatch(/Access you have already given xs2a-kit Test TPP AS<\/legend>\s*<ul><li>As a private person: [^<]+ \(until \d{4}-\d{2}-\d{2}\)<\/li><\/ul>/);
    expect(second.html).toContain('can no longer read these accounts');

    const withdrawn = await decide(second.href, { decision: 'revoke' });
    expect(withdrawn.status).toBe(303);
    const back = new URL(withdrawn.headers.get('location') ?? '').searchParams;
    expect([back.get('state'), back.get('context'), back.get('consent')]).toEqual(['w', 'PRIVATE', 'revoked']);
    const psuId = back.get('psu-id') ?? '';
    const read = await server.request('GET', '/v1/accounts', { headers: { ...headers, 'psu-id': psuId }, tpp });
    expect(read.status).toBe(403);
    expect(read.json.tppMessages[0].code).toBe('CONSENT_UNKNOWN');

    expect((await consentPage()).html).not.toContain('value="revoke"');
  });

  it('asks for a ticked account when none is, pointing at Withdraw access only when there is access to withdraw', async () => {
    const tpp = await server.createTpp('PSDNO-FSA-918273645', ['PSP_AI']);
    const headers = { 'tpp-session-id': 'empty-choice', 'tpp-redirect-uri': 'https://tpp.example/cb', 'psu-ip-address': '192.0.2.1' };
    const consentHref = async () => {
      const consent = await server.request('POST', '/v1/bank-offered-consents', { headers, tpp });
      return consent.json._links.scaRedirect.href.split('?')[0] as string;
    };

    const href = await consentHref();
    const none = await decide(href, { decision: 'approve' });
    expect(none.status).toBe(400);
    const noneHtml = await none.text();
    expect(noneHtml).toContain('role="alert">Tick at least one account to give xs2a-kit Test TPP AS access. To give no access, choose Abort.');
    expect(noneHtml).not.toContain('value="revoke"');
    // Accessibility review: the refusal put every tick back, so the next Approve granted every account.
    expect(noneHtml).toMatch(/name="account" value="[^"]+"/);
    expect(noneHtml).not.toMatch(/name="account" value="[^"]+" checked/);
    const approval = await (await fetch(`${href}/login`, form({ customerNumber: PSU }))).text();
    // The login page says who will read, and the page is titled by what it asks.
    expect((await (await fetch(href)).text())).toContain('asks you to give it access to your account information.');
    expect(approval).toContain('<title>Give access to your accounts?');
    const accounts = [...approval.matchAll(/name="account" value="([^"]+)"/g)].map((m) => m[1] as string);
    expect((await decide(href, { decision: 'approve' }, accounts)).status).toBe(303);

    const withAccess = await decide(await consentHref(), { decision: 'approve' });
    expect(withAccess.status).toBe(400);
    const html = await withAccess.text();
    expect(html).toContain('To end the access you have already given xs2a-kit Test TPP AS, choose Withdraw access instead.');
    expect(html).toContain('value="revoke"');
  });
});
