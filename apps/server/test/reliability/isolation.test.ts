/**
 * Isolation between TPPs, checked over the whole operation table rather than a sample: every operation
 * that names a payment, basket, authorisation or TPP in its path is called by another TPP with the first
 * TPP's ids, and must answer like an unknown resource (4xx, nothing of the owner's data in the body) and
 * change nothing. Baskets cannot take another TPP's payments, and a psu-id the bank issued to one TPP does
 * not identify the PSU for another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, type OperationDescriptor, type OperationId } from '@xs2a-kit/schema';
import { startTestServer, type TestServer, type TestTpp } from '../support/test-server.js';
import { findErrorContractBreach } from './support/error-contract.js';
import { createFigures } from './support/figures.js';
import { authorisationFromRedirect, pisHeaders, seedResources, singleBody, type SeededResources } from './support/resources.js';

const figures = createFigures('isolation');
let server: TestServer;
let owner: SeededResources;
let intruder: TestTpp;
let intruderOwn: SeededResources;

beforeAll(async () => {
  server = await startTestServer();
  owner = await seedResources(server);
  intruder = await server.createTpp('PSDNO-FSA-666666666');
  intruderOwn = await seedResources(server, intruder);
});
afterAll(async () => {
  figures.write();
  await server?.close();
});

const SERVICE_OF: Record<string, keyof Pick<SeededResources, 'single' | 'periodic' | 'bulk'>> = { payments: 'single', 'periodic-payments': 'periodic', 'bulk-payments': 'bulk' };

/** The owner's path for an operation, or undefined when the operation names nothing a TPP owns. */
function ownerPath(operation: OperationDescriptor, ids: SeededResources, tppId: string): string | undefined {
  const names = operation.pathParams.map((p) => p.name);
  if (operation.sandboxOnly && !names.includes('authorisationId')) return undefined;
  if (!names.some((n) => ['paymentId', 'basketId', 'authorisationId', 'tppId'].includes(n))) return undefined;
  const service = operation.path.split('/')[2] ?? '';
  const kind = SERVICE_OF[service];
  const values: Record<string, string> = {
    'payment-product': 'norwegian-domestic-credit-transfers',
    paymentId: kind ? ids[kind] : '',
    basketId: ids.basket,
    authorisationId: service === 'signing-baskets' ? ids.authorisations.basket : kind ? ids.authorisations[kind] : ids.authorisations.single,
    tppId,
  };
  return operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
}

function bodyFor(operation: OperationDescriptor): unknown {
  if (operation.operationId === 'decideSandboxAuthorisation') return { customerNumber: '13039319955', decision: 'approve', context: 'PRIVATE' };
  if (operation.operationId === 'putTppContactInformation') return { email: 'intruder@tpp.example' };
  return undefined;
}

async function snapshot(ids: SeededResources): Promise<string> {
  const reads = await Promise.all([
    server.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${ids.single}/status`),
    server.request('GET', `/v1/periodic-payments/norwegian-domestic-credit-transfers/${ids.periodic}/status`),
    server.request('GET', `/v1/bulk-payments/norwegian-domestic-credit-transfers/${ids.bulk}/status`),
    server.request('GET', `/v1/signing-baskets/${ids.basket}`),
    server.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${ids.single}/authorisations`),
    server.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${ids.single}/authorisations/${ids.authorisations.single}`),
    server.request('GET', `/v1/signing-baskets/${ids.basket}/authorisations/${ids.authorisations.basket}`),
    server.request('GET', `/v1/tpps/${server.tpp.id}/contact-information`),
  ]);
  return JSON.stringify(reads.map((r) => [r.status, r.json]));
}

describe('one TPP cannot reach another TPP\'s resources', () => {
  it('answers every id-taking operation of the table like an unknown resource and changes nothing', async () => {
    const before = await snapshot(owner);
    const ownerValues = [owner.single, owner.periodic, owner.bulk, owner.basket, owner.basketPayment, ...Object.values(owner.authorisations)];
    const crossReads: string[] = [];
    const checked: string[] = [];
    for (const operation of listOperations()) {
      const path = ownerPath(operation, owner, server.tpp.id);
      if (!path) continue;
      const body = bodyFor(operation);
      const res = await server.request(operation.method, path, { tpp: intruder, headers: pisHeaders(), ...(body ? { body } : {}) });
      checked.push(operation.operationId);
      figures.add('crossTppAttempts');
      // The error text may name the id the intruder sent in the path; any other of the owner's ids is a leak.
      const leaked = ownerValues.filter((id) => res.text.includes(id) && !path.includes(id));
      if (res.status < 400 || leaked.length > 0 || /Grocer|Company 123/.test(res.text)) {
        crossReads.push(`${operation.operationId} ${operation.method} ${path} -> ${res.status} ${res.text.slice(0, 200)}`);
      }
      expect(findErrorContractBreach(operation.operationId as OperationId, res.status, res.json), `${operation.operationId} ${res.status} ${res.text}`).toBeUndefined();
    }
    figures.set('crossTppOperationsChecked', checked.length);
    figures.set('crossTppReads', crossReads.length);
    expect(crossReads).toEqual([]);
    // Every PIS operation with a resource id in the path was covered, not a sample.
    const expected = listOperations().filter((o) => !o.sandboxOnly && o.pathParams.some((p) => ['paymentId', 'basketId', 'authorisationId', 'tppId'].includes(p.name)));
    expect(checked).toEqual(expect.arrayContaining(expected.map((o) => o.operationId)));
    expect(await snapshot(owner)).toBe(before);
  }, 120_000);

  it('refuses to put another TPP\'s payment into a basket, alone or mixed with own payments', async () => {
    for (const paymentIds of [[owner.single], [intruderOwn.single, owner.single], [owner.basketPayment]]) {
      const res = await server.request('POST', '/v1/signing-baskets', { tpp: intruder, headers: pisHeaders(), body: { paymentIds } });
      figures.add('crossTppAttempts');
      expect(res.status).toBe(400);
      expect(res.json.tppMessages[0].code).toBe('RESOURCE_UNKNOWN');
      expect(res.text).not.toContain('Grocer');
    }
    // The owner's payment is still free to be put into the owner's own basket.
    const mine = await server.request('POST', '/v1/signing-baskets', { headers: pisHeaders(), body: { paymentIds: [owner.single] } });
    expect(mine.status).toBe(201);
  });

  it('does not let another TPP use a psu-id the bank issued to the first TPP', async () => {
    const first = await server.request('GET', '/v1/accounts', { headers: pisHeaders() });
    expect(first.status).toBe(401);
    const authorisationId = authorisationFromRedirect(first.json._links.scaRedirect.href);
    const decided = await server.request('POST', `/v1/sandbox/authorisations/${encodeURIComponent(authorisationId)}/approve`, {
      body: { customerNumber: '13039319955', decision: 'approve', context: 'PRIVATE' },
    });
    expect(decided.status).toBe(200);
    const psuId = new URL(decided.json.redirectUrl).searchParams.get('psu-id');
    expect(psuId).toMatch(/^[0-9a-f-]{36}$/);
    const headers = { 'psu-id': psuId!, 'tpp-session-id': 'tpp-session-1', 'tpp-redirect-uri': 'https://tpp.example/callback', 'psu-ip-address': '192.0.2.10' };
    const mine = await server.request('GET', '/v1/accounts', { headers });
    expect(mine.status).toBe(200);
    const theirs = await server.request('GET', '/v1/accounts', { headers, tpp: intruder });
    figures.add('crossTppAttempts');
    expect(theirs.status).toBe(401);
    expect(theirs.json.tppMessages[0].code).toBe('PSU_CREDENTIALS_INVALID');
    expect(theirs.text).not.toMatch(/"iban"|"bban"/);
    const payment = await server.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', { tpp: intruder, headers: { ...headers, 'content-type': 'application/json' }, body: singleBody() });
    figures.add('crossTppAttempts');
    // The payment may be created, but the PSU is left for the SCA to identify: no status beyond RCVD.
    if (payment.status === 201) expect(payment.json.transactionStatus).toBe('RCVD');
    else expect(payment.status).toBeLessThan(500);
  });
});
