/**
 * A consumer's program, copied into a fresh npm project outside the workspace by tools/release/src/consumer.test.ts:
 * it imports the public API of every package from the installed tarballs (moduleResolution NodeNext), is
 * type-checked with the workspace's tsc and run with node. Not part of the workspace's own type check.
 */
import assert from 'node:assert/strict';
import * as clientApi from '@xs2a-kit/client';
import { ClientError, parseRedirectCallback } from '@xs2a-kit/client';
import * as domainApi from '@xs2a-kit/domain';
import { deriveBasketStatus, type PaymentStatus } from '@xs2a-kit/domain';
import * as isoApi from '@xs2a-kit/iso';
import { IsoError, parseAmount, formatAmount } from '@xs2a-kit/iso';
import * as scaApi from '@xs2a-kit/sca-session';
import { derivePsuId } from '@xs2a-kit/sca-session';
import * as schemaApi from '@xs2a-kit/schema';
import { SPEC_VERSION, validateRequestPart, type components } from '@xs2a-kit/schema';
import * as signatureApi from '@xs2a-kit/signature';
import { createTestCertificates, signRequest, verifyRequest, type TppIdentity } from '@xs2a-kit/signature';
import * as storeApi from '@xs2a-kit/store';
import type { StoreOptions } from '@xs2a-kit/store';

// Every package resolves and exposes named exports (and nothing under a default export).
for (const [name, api] of Object.entries({ clientApi, domainApi, isoApi, scaApi, schemaApi, signatureApi, storeApi })) {
  assert.ok(Object.keys(api).length > 0, `${name} has no exports`);
  assert.equal((api as Record<string, unknown>).default, undefined, `${name} has a default export`);
}

// iso: exact amounts.
assert.equal(parseAmount('100.23', 'NOK'), 10023n);
assert.equal(formatAmount(-150n, 'NOK'), '-1.50');
assert.throws(() => parseAmount('1.234', 'NOK'), (error: unknown) => error instanceof IsoError && error.code === 'AMOUNT_TOO_MANY_DECIMALS');

// signature: test certificates, a signed request, verified.
const { qseal } = await createTestCertificates({ organizationIdentifier: 'PSDNO-FSA-987654321', roles: ['PSP_PI'] });
const body = JSON.stringify({ paymentIds: ['p-1'] });
const signed = signRequest({ method: 'POST', target: '/v1/signing-baskets', headers: { 'content-type': 'application/json' }, body, privateKey: qseal.privateKeyPem, certificate: qseal.certificatePem });
const tpp: TppIdentity = await verifyRequest(
  { method: 'POST', target: '/v1/signing-baskets', headers: signed.headers, body: new TextEncoder().encode(body) },
  { clock: () => new Date(), trust: { mode: 'sandbox' } },
);
assert.equal(tpp.id, 'PSDNO-FSA-987654321');
assert.deepEqual(tpp.roles, ['PSP_PI']);

// schema: a body validated against the spec; generated types.
const basket: components['schemas']['SigningBasketRequest'] = { paymentIds: ['p-1', 'p-2'] };
assert.equal(validateRequestPart('createSigningBasket', 'body', basket), undefined);
assert.equal(validateRequestPart('createSigningBasket', 'body', { paymentIds: [] })?.code, 'FORMAT_ERROR');
assert.match(SPEC_VERSION, /^\d+\.\d+\.\d+$/);

// domain: a basket's status is the worst case over its payments.
const statuses: PaymentStatus[] = ['ACTC', 'RCVD'];
assert.equal(deriveBasketStatus(statuses), 'PATC');

// sca-session: a stable psu-id per TPP.
const namespace = '6f1c1d3e-4b6a-4f1e-9a43-0d5c2b7e8a91';
const psuId = derivePsuId(namespace, 'PSDNO-FSA-987654321', '13039319955');
assert.equal(psuId, derivePsuId(namespace, 'PSDNO-FSA-987654321', '13039319955'));
assert.notEqual(psuId, derivePsuId(namespace, 'PSDNO-FSA-111111111', '13039319955'));

// client: the SCA redirect callback.
const callback = parseRedirectCallback(`https://tpp.example/cb?state=abc&psu-id=${psuId}&tpp-session-id=s1&context=PRIVATE`);
assert.equal(callback.kind, 'success');
if (callback.kind === 'success') assert.equal(callback.psuId, psuId);
assert.throws(() => parseRedirectCallback('https://tpp.example/cb?state=abc'), (error: unknown) => error instanceof ClientError && error.code === 'CALLBACK_INVALID');

// store: the options type and the error class resolve (running it needs the native SQLite driver: store-usage.ts).
const options: StoreOptions = { sqliteFile: ':memory:', migrate: true };
assert.equal(typeof storeApi.createStore, 'function');
assert.equal(typeof storeApi.isStoreError, 'function');

console.log(JSON.stringify({ ok: true, spec: SPEC_VERSION, tpp: tpp.id, basket: deriveBasketStatus(statuses), sqlite: options.sqliteFile }));
