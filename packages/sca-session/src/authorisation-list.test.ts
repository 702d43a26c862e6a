import { describe, expect, it } from 'vitest';

import { FakeClock, makeDeps, paymentRequest, TPP } from '../test-support/fixtures.js';
import { isAuthorisationOf, listAuthorisationIds } from './authorisation-list.js';
import { startAuthorisation } from './authorisation-start.js';
import type { ScaObject } from './records.js';

const payment = { kind: 'payment', paymentService: 'payments', paymentProduct: 'sepa-credit-transfers', paymentId: 'pay-1' } as const;
const cancellation = { ...payment, purpose: 'cancellation' } as const;

describe('isAuthorisationOf', () => {
  it.each<[string, { given: [ScaObject, ScaObject]; want: boolean }]>([
    ['the same payment, both initiation (purpose left out)', { given: [payment, payment], want: true }],
    ['purpose initiation written out matches one left out', { given: [{ ...payment, purpose: 'initiation' }, payment], want: true }],
    ['a cancellation is not the initiation', { given: [cancellation, payment], want: false }],
    ['the initiation is not a cancellation', { given: [payment, cancellation], want: false }],
    ['the same cancellation', { given: [cancellation, { ...cancellation }], want: true }],
    ['another payment', { given: [payment, { ...payment, paymentId: 'pay-2' }], want: false }],
    ['the same basket', { given: [{ kind: 'basket', basketId: 'b-1' }, { kind: 'basket', basketId: 'b-1' }], want: true }],
    ['a basket is not a payment', { given: [{ kind: 'basket', basketId: 'pay-1' }, payment], want: false }],
    ['a consent is nothing the TPP can name', { given: [{ kind: 'consent' }, { kind: 'consent' }], want: false }],
  ])('%s', (_name, { given, want }) => {
    expect(isAuthorisationOf(...given)).toBe(want);
  });
});

describe('listAuthorisationIds', () => {
  it('keeps the initiation and the cancellation of one payment apart, oldest first, and only the TPP\'s own', async () => {
    const deps = makeDeps();
    const clock = new FakeClock();
    const first = await startAuthorisation(deps, paymentRequest({ object: payment }), clock);
    clock.advance(1000);
    const cancel1 = await startAuthorisation(deps, paymentRequest({ object: cancellation }), clock);
    clock.advance(1000);
    const second = await startAuthorisation(deps, paymentRequest({ object: payment }), clock);
    clock.advance(1000);
    const cancel2 = await startAuthorisation(deps, paymentRequest({ object: cancellation }), clock);
    await startAuthorisation(deps, paymentRequest({ object: { ...payment, paymentId: 'pay-2' } }), clock);

    const ids = (a: { authorisation: { authorisationId: string } }[]) => a.map((x) => x.authorisation.authorisationId);
    expect(await listAuthorisationIds(deps, { tppId: TPP, object: payment })).toEqual(ids([first, second]));
    expect(await listAuthorisationIds(deps, { tppId: TPP, object: cancellation })).toEqual(ids([cancel1, cancel2]));
    expect(await listAuthorisationIds(deps, { tppId: 'PSDNO-FSA-222', object: payment })).toEqual([]);
    expect(cancel1.links.scaStatus.href).toBe(
      `https://api.bank.example/v1/payments/sepa-credit-transfers/pay-1/cancellation-authorisations/${cancel1.authorisation.authorisationId}`,
    );
  });
});
