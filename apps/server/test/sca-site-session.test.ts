/**
 * The SCA site for an authorisation a live TPP session exempts (spec, SCA flow item 5): no new authentication.
 * Identifying the PSU again leaves nothing to decide, so the page sends the PSU straight back with the success
 * parameters; a consent asks the PSU's number (the decision is theirs) and offers the session's context only.
 *
 * Regression (outside review): GET /v1/user and POST /v1/bank-offered-consents under a live session answered
 * scaStatus `exempted`, and their scaRedirect still asked the PSU to log in and approve again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestTpp } from './support/test-server.js';

let server: TestServer;
let tpp: TestTpp;
beforeAll(async () => {
  server = await startTestServer();
  tpp = await server.createTpp('PSDNO-FSA-555000111', ['PSP_AI', 'PSP_PI']);
});
afterAll(() => server.close());

const PSU = '13039319955';
const base = { 'tpp-redirect-uri': 'https://tpp.example/cb?state=s', 'psu-ip-address': '192.0.2.1' };

const post = (url: string, fields: Record<string, string>, accounts: readonly string[] = []) => {
  const body = new URLSearchParams(fields);
  for (const id of accounts) body.append('account', id);
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString(), redirect: 'manual' });
};

/** A first GET /v1/user under `session`, approved through the pages in the context given; the redirect's parameters. */
async function identify(session: string, context: 'PRIVATE' | 'CORPORATE'): Promise<URLSearchParams> {
  const started = await server.request('GET', '/v1/user', { headers: { ...base, 'tpp-session-id': session, 'x-psu-identity': PSU }, tpp });
  expect(started.json.scaStatus ?? 'received').not.toBe('exempted');
  const href: string = started.json._links.scaRedirect.href.split('?')[0];
  const approval = await (await post(`${href}/login`, { customerNumber: PSU, method: 'BANKID' })).text();
  const agreementId = /<option value="([^"]+)">Testfirma 2 fullmakt</.exec(approval)?.[1] ?? '';
  const decided = await post(`${href}/decision`, { customerNumber: PSU, method: 'BANKID', context, decision: 'approve', ...(context === 'CORPORATE' ? { agreementId } : {}) });
  expect(decided.status).toBe(303);
  return new URL(decided.headers.get('location') ?? '').searchParams;
}

async function scaStatus(response: { json: { _links: { scaStatus: { href: string } } } }): Promise<string> {
  return (await server.request('GET', response.json._links.scaStatus.href, { tpp })).json.scaStatus;
}

describe('an SCA page under a live TPP session', () => {
  it('sends the PSU of GET /v1/user straight back with psu-id, tpp-session-id and context, asking nothing', async () => {
    const first = await identify('live-user', 'PRIVATE');
    const again = await server.request('GET', '/v1/user', { headers: { ...base, 'tpp-session-id': 'live-user', 'psu-id': first.get('psu-id') ?? '' }, tpp });
    expect(again.status).toBe(200);
    expect(await scaStatus(again)).toBe('exempted');

    const opened = await fetch(again.json._links.scaRedirect.href, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const back = new URL(opened.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe('https://tpp.example/cb');
    expect(Object.fromEntries(back.searchParams)).toEqual({ state: 's', 'psu-id': first.get('psu-id'), 'tpp-session-id': 'live-user', context: 'PRIVATE' });
    expect(await scaStatus(again)).toBe('finalised');
    // Completed: opened again, the link leads nowhere. Its success is never sent again, since the redirect carries
    // the psu-id and the link's holder need not be the PSU (review).
    const reopened = await fetch(again.json._links.scaRedirect.href, { redirect: 'manual' });
    expect(reopened.status).toBe(409);
    expect(reopened.headers.get('location')).toBeNull();
  });

  it('answers HEAD of such a link without completing it', async () => {
    const first = await identify('live-head', 'PRIVATE');
    const again = await server.request('GET', '/v1/user', { headers: { ...base, 'tpp-session-id': 'live-head', 'psu-id': first.get('psu-id') ?? '' }, tpp });
    const head = await fetch(again.json._links.scaRedirect.href, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(200);
    // An unknown link is 404 to HEAD as to GET.
    expect((await fetch(again.json._links.scaRedirect.href.replace(/[0-9a-f]{8}-/, '00000000-'), { method: 'HEAD', redirect: 'manual' })).status).toBe(404);
    expect(await scaStatus(again)).toBe('exempted');
    expect((await fetch(again.json._links.scaRedirect.href, { redirect: 'manual' })).status).toBe(303);
    expect(await scaStatus(again)).toBe('finalised');
  });

  it('gives psu-corporate-id back as well when the session is in corporate context', async () => {
    const first = await identify('live-corporate', 'CORPORATE');
    expect(first.get('context')).toBe('CORPORATE');
    const headers = { ...base, 'tpp-session-id': 'live-corporate', 'psu-id': first.get('psu-id') ?? '', 'psu-corporate-id': first.get('psu-corporate-id') ?? '' };
    const again = await server.request('GET', '/v1/user', { headers, tpp });
    expect(await scaStatus(again)).toBe('exempted');
    const opened = await fetch(again.json._links.scaRedirect.href, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const back = new URL(opened.headers.get('location') ?? '').searchParams;
    expect([back.get('psu-id'), back.get('psu-corporate-id'), back.get('tpp-session-id'), back.get('context')])
      .toEqual([first.get('psu-id'), first.get('psu-corporate-id'), 'live-corporate', 'CORPORATE']);
  });

  // Review: the consent page of an exempted authorisation asked no login, so the TPP alone, holding the link,
  // could choose the accounts itself and read the PSU's name and identity number off the page.
  it("asks the PSU of a consent their number, then offers the choice of accounts in the session's context only", async () => {
    const first = await identify('live-consent', 'PRIVATE');
    const consent = await server.request('POST', '/v1/bank-offered-consents', { headers: { ...base, 'tpp-session-id': 'live-consent', 'psu-id': first.get('psu-id') ?? '' }, tpp });
    expect(await scaStatus(consent)).toBe('exempted');

    const opened = await fetch(consent.json._links.scaRedirect.href, { redirect: 'manual' });
    expect(opened.status).toBe(200);
    const loginPage = await opened.text();
    expect(loginPage).toContain('id="customerNumber"');
    expect(loginPage).not.toContain(PSU);
    // Only the number: no authentication method is offered, since none is needed.
    expect(loginPage).toContain('no new authentication is needed, only your number');
    expect(loginPage).not.toContain('name="method"');
    const loginHref: string = consent.json._links.scaRedirect.href.split('?')[0];
    const html = await (await post(`${loginHref}/login`, { customerNumber: PSU, method: 'BANKID' })).text();
    expect(html).toContain('no new authentication is needed');
    expect(html).toContain('Give access to your accounts?');
    // The session is PRIVATE: the page offers only that, though this PSU also acts for a company.
    expect(html).toContain('id="context-PRIVATE"');
    expect(html).not.toContain('id="context-CORPORATE"');
    expect(html).not.toContain('Testfirma 2');
    const accounts = [...html.matchAll(/name="account" value="([^"]+)"/g)].map((m) => m[1] as string);
    expect(accounts.length).toBeGreaterThan(0);

    const href: string = consent.json._links.scaRedirect.href.split('?')[0];
    const decided = await post(`${href}/decision`, { customerNumber: PSU, method: 'BANKID', context: 'PRIVATE', decision: 'approve' }, accounts.slice(0, 1));
    expect(decided.status).toBe(303);
    expect(new URL(decided.headers.get('location') ?? '').searchParams.get('psu-id')).toBe(first.get('psu-id'));
    expect(await scaStatus(consent)).toBe('finalised');
  });
});
