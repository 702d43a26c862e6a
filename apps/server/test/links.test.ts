/**
 * `_links` hrefs are paths from the API root by default, as the real service gives them and as Berlin Group's
 * examples show (portal-facts §10, Tink's recorded payment): TPP clients put the base URL they call in front,
 * `https://bank/api` + `/v1/payments/...`. An absolute href broke them (`https://bank/apihttps://bank/...`).
 * `scaRedirect` stays a full address (a page for the PSU's browser), and so does the Location header, which a
 * client resolves against the request URL (a relative one would lose the base path). XS2A_LINKS=absolute gives
 * full addresses throughout, for a bank whose TPPs expect them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { domesticPayment, pisHeaders } from './support/domestic-payment.js';

describe.each([
  ['relative (the default)', {}],
  ['absolute (XS2A_LINKS=absolute)', { XS2A_LINKS: 'absolute' }],
])('links, %s, under the base path /api-sandbox', (name, env) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ XS2A_BASE_PATH: '/api-sandbox', ...env });
  });
  afterAll(() => server.close());
  const prefix = () => (name.startsWith('absolute') ? server.url : '');

  it('names the created payment, its status and its authorisation; Location and scaRedirect are full addresses', async () => {
    expect(server.url).toMatch(/\/api-sandbox$/);
    const created = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { body: domesticPayment, headers: pisHeaders('links-1') });
    expect(created.status).toBe(201);
    const path = `/v1/payments/norwegian-domestic-credit-transfers/${encodeURIComponent(created.json.paymentId)}`;
    expect(created.json._links.self.href).toBe(`${prefix()}${path}`);
    expect(created.json._links.status.href).toBe(`${prefix()}${path}/status`);
    expect(created.json._links.scaStatus.href).toMatch(new RegExp(`^${escape(`${prefix()}${path}/authorisations/`)}[^/]+$`));
    expect(created.json._links.scaRedirect.href).toMatch(new RegExp(`^${escape(server.url)}/sca/`));
    expect(created.headers.get('location')).toBe(`${server.url}${path}`);
  });

  it('a link put after the base URL (or taken as it is, when absolute) reaches the resource', async () => {
    const created = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { body: domesticPayment, headers: pisHeaders('links-1') });
    const href: string = created.json._links.status.href;
    const status = await server.request('GET', href.startsWith('/') ? href : href.slice(server.url.length));
    expect(status.status).toBe(200);
    expect(status.json.transactionStatus).toBe('RCVD');
  });

  it('sandbox resources link the same way', async () => {
    const customers = await server.request('GET', '/v1/sandbox/customers');
    expect(customers.status).toBe(200);
    const [first] = customers.json;
    expect(first._links.self.href).toBe(`${prefix()}/v1/sandbox/customers/${encodeURIComponent(first.customerId)}`);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
