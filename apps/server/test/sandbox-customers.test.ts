/**
 * The sandbox customer operations and the reset, through a real server: the starting state, the detailed
 * listing (withAccounts / withAgreements), the portal's create body, read, delete and initialise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateResponseBody, type OperationId } from '@xs2a-kit/schema';
import { startTestServer, type TestResponse, type TestServer } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function expectValid(operationId: OperationId, res: TestResponse, status: number): void {
  expect(res.status, res.text).toBe(status);
  if (res.json !== undefined) expect(validateResponseBody(operationId, res.status, res.json)).toBeUndefined();
}

describe('sandbox customers', () => {
  it('starts with two private customers (two accounts and a card account each) and two corporate ones (two accounts each)', async () => {
    const res = await server.request('GET', '/v1/sandbox/customers?withAccounts=true&withAgreements=true');
    expectValid('listSandboxCustomers', res, 200);
    const shape = res.json.map((c: any) => [c.customerNumber, c.customerType, c.accounts.length, c.cardAccounts.length]);
    expect(shape).toEqual([
      ['13039319955', 'PRIVATE', 2, 1],
      ['12085592767', 'PRIVATE', 2, 1],
      ['18129215603', 'CORPORATE', 2, 0],
      ['20079518612', 'CORPORATE', 2, 0],
    ]);
    expect(res.json[0].agreements.length).toBeGreaterThan(0);
    expect(res.json[0]._links.self).toEqual({ href: expect.stringMatching(/\/v1\/sandbox\/customers\//), verbs: ['GET', 'DELETE'] });
  });

  it('links every agreement to itself: its self link reads that agreement (an unknown id is 404)', async () => {
    const res = await server.request('GET', '/v1/sandbox/customers?withAgreements=true');
    const agreements = res.json.flatMap((c: any) => c.agreements);
    expect(agreements.length).toBeGreaterThan(0);
    for (const agreement of agreements) {
      expect(agreement._links.self).toEqual({ href: `/v1/sandbox/agreements/${encodeURIComponent(agreement.id)}`, verbs: ['GET'] });
      const read = await server.request('GET', agreement._links.self.href);
      expectValid('getSandboxAgreement', read, 200);
      expect(read.json.id).toBe(agreement.id);
      expect(read.json._links.self.href).toBe(agreement._links.self.href);
    }
    const unknown = await server.request('GET', '/v1/sandbox/agreements/nope');
    expectValid('getSandboxAgreement', unknown, 404);
    expect(unknown.json.tppMessages[0]).toMatchObject({ code: 'RESOURCE_UNKNOWN', path: 'mockAgreementId' });
  });

  it('leaves the required arrays empty unless asked for', async () => {
    const res = await server.request('GET', '/v1/sandbox/customers');
    expectValid('listSandboxCustomers', res, 200);
    for (const customer of res.json) {
      expect([customer.accounts, customer.cardAccounts, customer.agreements]).toEqual([[], [], []]);
    }
    const accountsOnly = await server.request('GET', '/v1/sandbox/customers?withAccounts=true&withAgreements=false');
    expectValid('listSandboxCustomers', accountsOnly, 200);
    expect(accountsOnly.json[0].accounts).toHaveLength(2);
    expect(accountsOnly.json[0].agreements).toEqual([]);
  });

  it('answers 400 naming a query parameter that is not a boolean', async () => {
    const res = await server.request('GET', '/v1/sandbox/customers?withAccounts=maybe');
    expectValid('listSandboxCustomers', res, 400);
    expect(res.json.tppMessages[0]).toMatchObject({ code: 'FORMAT_ERROR', path: expect.stringContaining('withAccounts') });
  });

  it('creates a customer from the portal body (type: "private") with its own agreement, reads it and deletes it', async () => {
    const created = await server.request('POST', '/v1/sandbox/customers', {
      body: { customerNumber: '01085800481', name: 'Ny Kunde', type: 'private' },
    });
    expectValid('createSandboxCustomer', created, 201);
    expect(created.json).toMatchObject({ customerNumber: '01085800481', customerType: 'PRIVATE', customerName: 'Ny Kunde', accounts: [] });
    expect(created.json.agreements).toHaveLength(1);

    const id = encodeURIComponent(created.json.customerId);
    const read = await server.request('GET', `/v1/sandbox/customers/${id}`);
    expectValid('getSandboxCustomer', read, 200);
    expect(read.json.customerId).toBe(created.json.customerId);

    const deleted = await server.request('DELETE', `/v1/sandbox/customers/${id}`);
    expectValid('deleteSandboxCustomer', deleted, 204);
    expectValid('getSandboxCustomer', await server.request('GET', `/v1/sandbox/customers/${id}`), 404);
    const list = await server.request('GET', '/v1/sandbox/customers');
    expect(list.json.map((c: any) => c.customerNumber)).not.toContain('01085800481');
  });

  it('accepts the upper-case type and makes a corporate customer without an agreement', async () => {
    const res = await server.request('POST', '/v1/sandbox/customers', { body: { customerNumber: '999888777', name: 'Firma AS', type: 'CORPORATE' } });
    expectValid('createSandboxCustomer', res, 201);
    expect(res.json).toMatchObject({ customerType: 'CORPORATE', agreements: [] });
  });

  it.each([
    ['a missing name', { customerNumber: '1', type: 'private' }, 'name'],
    ['an unknown type', { customerNumber: '1', name: 'A', type: 'person' }, 'type'],
    ['an empty customerNumber', { customerNumber: '', name: 'A', type: 'private' }, 'customerNumber'],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    const res = await server.request('POST', '/v1/sandbox/customers', { body });
    expectValid('createSandboxCustomer', res, 400);
    expect(res.json.tppMessages[0].path).toContain(field);
  });

  it('answers 409 CONFLICT for a customerNumber in use, as the spec lists', async () => {
    const res = await server.request('POST', '/v1/sandbox/customers', { body: { customerNumber: '13039319955', name: 'A', type: 'private' } });
    expectValid('createSandboxCustomer', res, 409);
    expect(res.json.tppMessages[0]).toMatchObject({ code: 'CONFLICT', path: expect.stringContaining('customerNumber') });
  });

  it('answers 404 RESOURCE_UNKNOWN for an unknown customer id', async () => {
    for (const [method, op] of [['GET', 'getSandboxCustomer'], ['DELETE', 'deleteSandboxCustomer']] as const) {
      const res = await server.request(method, '/v1/sandbox/customers/no-such-customer');
      expectValid(op, res, 404);
      expect(res.json.tppMessages[0].code).toBe('RESOURCE_UNKNOWN');
    }
  });

  it('deleting a private customer removes its accounts, card accounts and agreements and keeps everyone else whole', async () => {
    const before = await server.request('GET', '/v1/sandbox/customers?withAccounts=true&withAgreements=true');
    const victim = before.json.find((c: any) => c.customerNumber === '12085592767');
    const other = before.json.find((c: any) => c.customerNumber === '13039319955');
    const otherTransactions = await server.request('GET', `/v1/sandbox/accounts/${encodeURIComponent(other.accounts[0])}/transactions`);
    expectValid('deleteSandboxCustomer', await server.request('DELETE', `/v1/sandbox/customers/${encodeURIComponent(victim.customerId)}`), 204);

    expectValid('getSandboxAccount', await server.request('GET', `/v1/sandbox/accounts/${encodeURIComponent(victim.accounts[0])}`), 404);
    expectValid('getSandboxCardAccount', await server.request('GET', `/v1/sandbox/card-accounts/${encodeURIComponent(victim.cardAccounts[0])}`), 404);
    const agreements = await server.request('GET', '/v1/sandbox/agreements');
    expect(agreements.json.some((a: any) => a.owner === '12085592767' || a.engagements.some((e: any) => e.customer === '12085592767'))).toBe(false);
    const after = await server.request('GET', `/v1/sandbox/accounts/${encodeURIComponent(other.accounts[0])}/transactions`);
    expect(after.json).toEqual(otherTransactions.json);
  });

  it('initialise removes everything created by hand and reloads the starting state', async () => {
    const made = await server.request('POST', '/v1/sandbox/customers', { body: { customerNumber: '55555555555', name: 'Midlertidig', type: 'private' } });
    expect(made.status).toBe(201);
    const account = await server.request('POST', '/v1/sandbox/accounts', { body: { customerNumber: '55555555555', bban: '95360573002', currency: 'NOK' } });
    expect(account.status).toBe(201);

    const res = await server.request('POST', '/v1/sandbox/initialize');
    expectValid('initializeSandbox', res, 200);
    expect(res.json).toMatchObject({ accounts: 8, cardAccounts: 2 });
    expect(res.json.customers.map((c: any) => c.customerNumber)).toEqual(['13039319955', '12085592767', '18129215603', '20079518612']);

    const list = await server.request('GET', '/v1/sandbox/customers');
    expect(list.json.map((c: any) => c.customerNumber)).toEqual(['13039319955', '12085592767', '18129215603', '20079518612']);
    expectValid('getSandboxAccount', await server.request('GET', `/v1/sandbox/accounts/${encodeURIComponent(account.json.id)}`), 404);
  });
});
