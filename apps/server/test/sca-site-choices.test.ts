/**
 * What the approval page offers and says (outside review): a basket with a payment the PSU may not pay from keeps
 * Approve and marks that payment; the consent page shows under which way of acting each account is given; a way of
 * acting the request fixed is the only one offered, and a PSU who cannot act so is told in plain words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestTpp } from './support/test-server.js';

let server: TestServer;
let tpp: TestTpp;
beforeAll(async () => {
  server = await startTestServer();
  tpp = await server.createTpp('PSDNO-FSA-555000222', ['PSP_AI', 'PSP_PI']);
});
afterAll(() => server.close());

const PSU = '13039319955';
const base = { 'tpp-redirect-uri': 'https://tpp.example/cb', 'psu-ip-address': '192.0.2.1' };

const post = (url: string, fields: Record<string, string>, accounts: readonly string[] = []) => {
  const body = new URLSearchParams(fields);
  for (const id of accounts) body.append('account', id);
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString(), redirect: 'manual' });
};
const login = async (href: string, customerNumber = PSU) => (await post(`${href.split('?')[0]}/login`, { customerNumber, method: 'BANKID' })).text();

describe('a basket with a payment the PSU may not pay from', () => {
  const pay = async (debtor: string, creditor: string, psu: string) => {
    const res = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
      headers: { ...base, 'tpp-session-id': 'basket-2psu', 'x-psu-identity': psu, 'psu-context': 'PRIVATE' },
      body: { instructedAmount: { amount: '9.00', currency: 'NOK' }, creditorName: 'B AS', creditorAccount: { bban: creditor, currency: 'NOK' }, debtorAccount: { bban: debtor, currency: 'NOK' } },
      tpp,
    });
    expect(res.status, res.text).toBe(201);
    return res.json.paymentId as string;
  };
  const status = async (id: string) =>
    (await server.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${id}/status`, { tpp })).json.transactionStatus;

  // Regression: the page dropped Approve, said "You cannot pay from the account this is to be paid from" without
  // saying which payment, and Reject was left, which turned the payable payment RJCT as well.
  it('keeps Approve, marks the payment and its account, and on approval pays the one and rejects the other', async () => {
    const mine = await pay('09232911007', '36240064418', PSU);
    // Named for the same PSU (a basket takes one PSU's payments: review L), from another person's account.
    const theirs = await pay('36240064418', '09232911007', PSU);
    const basket = await server.request('POST', '/v1/signing-baskets', {
      headers: { ...base, 'x-accept-fix': 'amount-as-string', 'tpp-session-id': 'basket-2psu', 'x-psu-identity': PSU },
      body: { paymentIds: [mine, theirs] },
      tpp,
    });
    expect(basket.status, basket.text).toBe(201);
    const href: string = basket.json._links.scaRedirect.href;
    const html = await login(href);
    expect(html).toContain('value="approve"');
    expect(html).not.toContain('role="alert"');
    const rows = [...html.matchAll(/<tr><td>([\s\S]*?)<\/td><\/tr>/g)].map((m) => m[1] as string);
    expect(rows).toHaveLength(2);
    expect(rows[0]).not.toContain('class="error"');
    expect(rows[1]).toContain('(09232911007)');
    expect(rows[1]).toContain('You cannot pay from 36240064418: approving rejects this payment, and the others are paid.');

    const decided = await post(`${href.split('?')[0]}/decision`, { customerNumber: PSU, method: 'BANKID', context: 'PRIVATE', decision: 'approve' });
    expect(decided.status).toBe(303);
    expect(new URL(decided.headers.get('location') ?? '').searchParams.get('psu-id')).toBeTruthy();
    expect([await status(mine), await status(theirs)]).toEqual(['ACTC', 'RJCT']);
  });
});

describe('the consent page of a PSU who acts in several ways', () => {
  // Regression: accounts of every context were listed together, and those outside the chosen context were
  // silently dropped on approval.
  it('lists the accounts under each way of acting and says that only those of the chosen one are given', async () => {
    const consent = await server.request('POST', '/v1/bank-offered-consents', { headers: { ...base, 'tpp-session-id': 'groups' }, tpp });
    const html = await login(consent.json._links.scaRedirect.href);
    expect(html).toContain('may read only the accounts listed under the way you choose to act above');
    expect(html).toMatch(/<legend>Accounts xs2a-kit Test TPP AS may read if you act as a private person<\/legend>\s*<input type="checkbox" id="account-PRIVATE-[^"]+" name="account" value="[^"]+" checked><label for="account-PRIVATE-[^"]+">Totalkonto/);
    expect(html).toMatch(/<legend>Accounts xs2a-kit Test TPP AS may read if you act for Testfirma 2 fullmakt<\/legend>\s*<input type="checkbox"[^>]*><label[^>]*>Driftskonto/);
  });
});

describe('a way of acting the request fixed', () => {
  // Regression: with PSU-ID and PSU-Corporate-ID the page still offered PRIVATE, and choosing it answered "The
  // request named another agreement".
  it('offers only the agreement PSU-Corporate-ID named', async () => {
    const user = await server.request('GET', '/v1/user', { headers: { ...base, 'tpp-session-id': 'fixed-1', 'x-psu-identity': PSU }, tpp });
    const href: string = user.json._links.scaRedirect.href.split('?')[0];
    const approval = await login(href);
    const agreementId = /<option value="([^"]+)">Testfirma 2 fullmakt</.exec(approval)?.[1] ?? '';
    const done = await post(`${href}/decision`, { customerNumber: PSU, method: 'BANKID', context: 'CORPORATE', agreementId, decision: 'approve' });
    const back = new URL(done.headers.get('location') ?? '').searchParams;

    const headers = { ...base, 'tpp-session-id': 'fixed-2', 'psu-id': back.get('psu-id') ?? '', 'psu-corporate-id': back.get('psu-corporate-id') ?? '' };
    const consent = await server.request('POST', '/v1/bank-offered-consents', { headers, tpp });
    const html = await login(consent.json._links.scaRedirect.href);
    expect(html).toContain('id="context-CORPORATE"');
    expect(html).not.toContain('id="context-PRIVATE"');
    expect(html).not.toContain('as a private person');
    expect([...html.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1])).toEqual([agreementId]);
  });

  it('tells a PSU who cannot act as asked what the provider asked for, and offers no Approve', async () => {
    // A company customer named with PSU-Context PRIVATE: it acts for no one as a private person.
    const consent = await server.request('POST', '/v1/bank-offered-consents', {
      headers: { ...base, 'tpp-session-id': 'fixed-3', 'x-psu-identity': '18129215603', 'psu-context': 'PRIVATE' },
      tpp,
    });
    expect(consent.status, consent.text).toBe(201);
    const html = await login(consent.json._links.scaRedirect.href, '18129215603');
    expect(html).toContain('role="alert">xs2a-kit Test TPP AS asked for this for you as a private person, and Testfirma 2 can act here only on behalf of a company. You can abort and go back to xs2a-kit Test TPP AS.');
    expect(html).not.toContain('value="approve"');
    expect(html).not.toContain('named another agreement');
  });
});

describe('the cancellation page', () => {
  // Regression (browser review): the page offered acting for a company whose agreement does not cover the PSU's
  // own debtor account, and approving there cancelled the payment and told the TPP context=CORPORATE.
  it('offers only the ways of acting that can use the debtor account, and a forged other one cancels nothing', async () => {
    const headers = { ...base, 'tpp-session-id': 'cancel-ctx', 'x-psu-identity': PSU };
    const created = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
      headers: { ...headers, 'psu-context': 'PRIVATE' },
      body: { instructedAmount: { amount: '9.00', currency: 'NOK' }, creditorName: 'B AS', creditorAccount: { bban: '36240064418', currency: 'NOK' }, debtorAccount: { bban: '09232911007', currency: 'NOK' } },
      tpp,
    });
    expect(created.status, created.text).toBe(201);
    const path = `/v1/payments/norwegian-domestic-credit-transfers/${created.json.paymentId}`;
    const approveHref: string = created.json._links.scaRedirect.href.split('?')[0];
    await login(approveHref);
    expect((await post(`${approveHref}/decision`, { customerNumber: PSU, method: 'BANKID', context: 'PRIVATE', decision: 'approve' })).status).toBe(303);

    // The DELETE names the PSU but not the way of acting: the page decides which ways it offers.
    const cancelled = await server.request('DELETE', path, { headers, tpp });
    expect(cancelled.status, cancelled.text).toBe(202);
    const href: string = cancelled.json._links.scaRedirect.href.split('?')[0];
    const html = await login(href);
    expect(html).toContain('value="approve"');
    expect(html).toContain('id="context-PRIVATE"');
    expect(html).not.toContain('id="context-CORPORATE"');
    expect(html).not.toContain('<option');

    const agreementId = '5eed0006-0000-4000-8000-000000000003'; // Testfirma 2 fullmakt: Driftskonto only
    const forged = await post(`${href}/decision`, { customerNumber: PSU, method: 'BANKID', context: 'CORPORATE', agreementId, decision: 'approve' });
    expect(forged.status).toBe(303);
    const back = new URL(forged.headers.get('location') ?? '').searchParams;
    expect(back.get('code')).toBe('CANCELLATION_INVALID');
    expect(back.get('psu-corporate-id')).toBeNull();
    expect(back.get('context')).toBeNull();
    expect((await server.request('GET', `${path}/status`, { tpp })).json.transactionStatus).toBe('ACTC');
  });
});

// Review (PSU in a browser): a decision a stale page or another tab sends in a way of acting the request does not
// allow showed the SCA package's own text, "The request asked for PRIVATE context", which a PSU cannot act on.
describe('a refused decision', () => {
  it('is explained in the PSU\'s terms', async () => {
    const created = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
      headers: { ...base, 'tpp-session-id': 'refused-words', 'x-psu-identity': PSU, 'psu-context': 'PRIVATE' },
      body: { instructedAmount: { amount: '4.00', currency: 'NOK' }, creditorName: 'B AS', creditorAccount: { bban: '36240064418', currency: 'NOK' }, debtorAccount: { bban: '09232911007', currency: 'NOK' } },
      tpp,
    });
    const href: string = created.json._links.scaRedirect.href.split('?')[0];
    await login(href);
    const refused = await post(`${href}/decision`, { customerNumber: PSU, method: 'BANKID', context: 'CORPORATE', agreementId: 'any', decision: 'approve' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('This way of acting cannot be used for what');
    expect(html).not.toContain('The request asked for');
  });
});
