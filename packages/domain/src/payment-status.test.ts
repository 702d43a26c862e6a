import { describe, expect, it } from 'vitest';
import type { DomainErrorCode } from './errors.js';
import {
  authorisePayment,
  authorisePaymentCancellation,
  cancelPayment,
  changePaymentStatus,
  checkCancellationAuthorisation,
  rejectPaymentAuthorisation,
} from './payment-lifecycle.js';
import { runBatch } from './batch-run.js';
import { createPayment, getPayment, getPaymentStatus } from './payment-service.js';
import { canTransition, isFinalStatus, listAllowedOperations, listStatusesLeadingTo, PAYMENT_TRANSITIONS } from './payment-status.js';
import type { PaymentStatus } from './payment-types.js';
import { createSandboxContext, domesticBody, PSU_1, PSU_3 } from './test-support.js';

const ALL: PaymentStatus[] = ['RCVD', 'ACTC', 'ACWC', 'PDNG', 'ACSP', 'ACSC', 'ACCP', 'ACWP', 'PART', 'RJCT', 'CANC', 'HOLD'];

describe('the status machine', () => {
  const transitions: [string, { given: [PaymentStatus, PaymentStatus]; want: boolean }][] = [
    ['SCA accepts a received payment', { given: ['RCVD', 'ACTC'], want: true }],
    ['SCA accepts with a changed date', { given: ['RCVD', 'ACWC'], want: true }],
    ['a received payment cannot settle directly', { given: ['RCVD', 'ACSC'], want: false }],
    ['the batch claims an authorised payment', { given: ['ACTC', 'ACSP'], want: true }],
    ['a future-dated payment goes to the due-date register', { given: ['ACTC', 'PDNG'], want: true }],
    ['a claimed payment settles', { given: ['ACSP', 'ACSC'], want: true }],
    ['a claimed payment lacks funds', { given: ['ACSP', 'ACCP'], want: true }],
    ['a bulk payment settles partly', { given: ['ACSP', 'PART'], want: true }],
    ['a payment lacking funds is retried', { given: ['ACCP', 'ACSP'], want: true }],
    ['a held payment is released', { given: ['HOLD', 'ACTC'], want: true }],
    ['a held payment is not settled directly', { given: ['HOLD', 'ACSC'], want: false }],
    ['the bank may execute a held payment itself', { given: ['HOLD', 'ACSP'], want: true }],
    ['a settled payment cannot be cancelled', { given: ['ACSC', 'CANC'], want: false }],
    ['a cancelled payment stays cancelled', { given: ['CANC', 'ACTC'], want: false }],
    ['a rejected payment stays rejected', { given: ['RJCT', 'ACTC'], want: false }],
  ];
  it.each(transitions)('%s', (_name, { given: [from, to], want }) => {
    expect(canTransition(from, to)).toBe(want);
  });

  it('covers every status and only knows statuses', () => {
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...ALL].sort());
    for (const targets of Object.values(PAYMENT_TRANSITIONS)) for (const t of targets) expect(ALL).toContain(t);
  });

  it('makes every status reachable from RCVD', () => {
    const seen = new Set<PaymentStatus>(['RCVD']);
    const queue: PaymentStatus[] = ['RCVD'];
    while (queue.length > 0) for (const next of PAYMENT_TRANSITIONS[queue.shift() as PaymentStatus]) if (!seen.has(next)) (seen.add(next), queue.push(next));
    expect([...seen].sort()).toEqual([...ALL].sort());
  });

  it.each([['ACSC'], ['ACWP'], ['PART'], ['RJCT'], ['CANC']] as [PaymentStatus][])('%s is final', (status) => {
    expect(isFinalStatus(status)).toBe(true);
  });

  it('lists what leads to CANC', () => {
    expect(listStatusesLeadingTo('CANC').sort()).toEqual(['ACCP', 'ACTC', 'ACWC', 'HOLD', 'PDNG', 'RCVD']);
  });

  it.each(ALL.map((s) => [s] as [PaymentStatus]))('%s can always be read', (status) => {
    expect(listAllowedOperations(status)).toContain('read');
  });
});

type Step = 'authorise' | 'cancel' | 'authoriseCancellation' | 'reject' | 'batch' | PaymentStatus;

describe('payment operations by status', () => {
  async function prepare(steps: readonly Step[], body = domesticBody()) {
    const ctx = await createSandboxContext();
    const { paymentId } = await createPayment(ctx, { tppId: 'tpp-1', initiation: { service: 'payments', product: 'norwegian-domestic-credit-transfers', body } });
    const address = { tppId: 'tpp-1', paymentId };
    for (const step of steps) {
      if (step === 'authorise') await authorisePayment(ctx, { ...address, psu: PSU_3 });
      else if (step === 'cancel') await cancelPayment(ctx, address);
      else if (step === 'authoriseCancellation') await authorisePaymentCancellation(ctx, { ...address, psu: PSU_3 });
      else if (step === 'reject') await rejectPaymentAuthorisation(ctx, address);
      else if (step === 'batch') await runBatch(ctx);
      else await changePaymentStatus(ctx, { paymentId, status: step });
    }
    return { ctx, address };
  }

  const outcomes: [string, { given: Step[]; want: PaymentStatus }][] = [
    ['created payments are RCVD and readable at once', { given: [], want: 'RCVD' }],
    ['SCA makes it ACTC', { given: ['authorise'], want: 'ACTC' }],
    ['failed SCA makes it RJCT', { given: ['reject'], want: 'RJCT' }],
    ['DELETE before SCA cancels at once', { given: ['cancel'], want: 'CANC' }],
    ['DELETE after SCA waits for the cancellation SCA', { given: ['authorise', 'cancel'], want: 'ACTC' }],
    ['the cancellation SCA cancels', { given: ['authorise', 'cancel', 'authoriseCancellation'], want: 'CANC' }],
    ['the bank holds a payment', { given: ['authorise', 'HOLD'], want: 'HOLD' }],
    ['the bank releases a held payment', { given: ['authorise', 'HOLD', 'ACTC'], want: 'ACTC' }],
    ['a PSU stops a pending payment in another channel', { given: ['authorise', 'PDNG', 'CANC'], want: 'CANC' }],
  ];
  it.each(outcomes)('%s', async (_name, { given, want }) => {
    const { ctx, address } = await prepare(given);
    expect((await getPaymentStatus(ctx, address)).transactionStatus).toBe(want);
    expect((await getPayment(ctx, address)).paymentId).toBe(address.paymentId);
  });

  const refusals: [string, { given: Step[]; when: 'cancel' | 'authorise' | 'startCancellationSca' | Step; want: { code: DomainErrorCode; message?: RegExp } }][] = [
    ['a cancellation authorisation for a payment DELETE cancels at once', { given: [], when: 'startCancellationSca', want: { code: 'STATUS_INVALID', message: /RCVD.*at once/ } }],
    ['a cancellation authorisation for a PDNG payment', { given: ['authorise', 'PDNG'], when: 'startCancellationSca', want: { code: 'CANCELLATION_INVALID' } }],
    ['a cancellation authorisation for a cancelled payment', { given: ['authorise', 'cancel', 'authoriseCancellation'], when: 'startCancellationSca', want: { code: 'CANCELLATION_INVALID' } }],
    ['a cancellation authorisation for a held payment', { given: ['authorise', 'HOLD'], when: 'startCancellationSca', want: { code: 'STATUS_INVALID', message: /held/ } }],
    ['DELETE of a PDNG payment explains itself', { given: ['authorise', 'PDNG'], when: 'cancel', want: { code: 'CANCELLATION_INVALID', message: /due-date register.*online or mobile bank/ } }],
    ['DELETE of a held payment', { given: ['authorise', 'HOLD'], when: 'cancel', want: { code: 'STATUS_INVALID', message: /held/ } }],
    ['SCA on a held payment', { given: ['HOLD'], when: 'authorise', want: { code: 'STATUS_INVALID', message: /held/ } }],
    ['DELETE of a cancelled payment', { given: ['cancel'], when: 'cancel', want: { code: 'CANCELLATION_INVALID', message: /already cancelled/ } }],
    ['DELETE of a rejected payment', { given: ['reject'], when: 'cancel', want: { code: 'CANCELLATION_INVALID' } }],
    // Regression: a settled single payment was refused as "a partly executed bulk payment".
    ['DELETE of an executed single payment', { given: ['authorise', 'batch'], when: 'cancel', want: { code: 'CANCELLATION_INVALID', message: /^The payment has been executed \(ACSC\)/ } }],
    ['a second SCA', { given: ['authorise'], when: 'authorise', want: { code: 'STATUS_INVALID' } }],
    ['a transition the machine lacks', { given: ['authorise'], when: 'ACSC', want: { code: 'STATUS_INVALID' } }],
  ];
  it.each(refusals)('refuses %s', async (_name, { given, when, want }) => {
    const { ctx, address } = await prepare(given);
    const run =
      when === 'cancel'
        ? cancelPayment(ctx, address)
        : when === 'startCancellationSca'
          ? checkCancellationAuthorisation(ctx, address)
          : when === 'authorise'
          ? authorisePayment(ctx, { ...address, psu: PSU_3 })
          : changePaymentStatus(ctx, { paymentId: address.paymentId, status: when as PaymentStatus });
    const error = await run.catch((e: unknown) => e);
    expect(error).toMatchObject({ code: want.code });
    if (want.message !== undefined) expect((error as Error).message).toMatch(want.message);
  });

  it('allows a cancellation authorisation for an authorised payment, without changing it', async () => {
    const { ctx, address } = await prepare(['authorise', 'cancel']);
    expect(await checkCancellationAuthorisation(ctx, address)).toMatchObject({ transactionStatus: 'ACTC' });
    expect((await getPaymentStatus(ctx, address)).transactionStatus).toBe('ACTC');
    await expect(checkCancellationAuthorisation(ctx, { ...address, tppId: 'tpp-2' })).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
  });

  // Regression (browser review): the cancellation page offered acting for a company whose agreement does not
  // cover the PSU's own debtor account, and approving there cancelled the payment.
  it.each([
    ['another customer', PSU_1],
    ['the PSU acting for a company whose agreement does not cover the account', { ...PSU_3, context: 'CORPORATE' as const }],
  ])('refuses a cancellation authorised by %s, leaving the payment as it was', async (_name, psu) => {
    const { ctx, address } = await prepare(['authorise', 'cancel']);
    const error = await authorisePaymentCancellation(ctx, { ...address, psu }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'DomainError', code: 'CANCELLATION_INVALID', message: expect.stringContaining('cannot use the debtor account') });
    expect((await getPaymentStatus(ctx, address)).transactionStatus).toBe('ACTC');
  });

  it('rejects the payment when the authenticated PSU may not use the debtor account', async () => {
    const ctx = await createSandboxContext();
    const { paymentId } = await createPayment(ctx, { tppId: 'tpp-1', initiation: { service: 'payments', product: 'norwegian-domestic-credit-transfers', body: domesticBody() } });
    expect(await authorisePayment(ctx, { tppId: 'tpp-1', paymentId, psu: PSU_1 })).toMatchObject({ transactionStatus: 'RJCT', rejectionReason: 'DEBTOR_ACCOUNT_NOT_USABLE' });
  });

  it('keeps why a failed SCA rejected the payment', async () => {
    const { ctx, address } = await prepare(['reject']);
    expect(await getPaymentStatus(ctx, address)).toMatchObject({ transactionStatus: 'RJCT', rejectionReason: 'SCA_NOT_COMPLETED' });
  });

  it('accepts with change (ACWC) and moves a Saturday execution date to Monday', async () => {
    const { ctx, address } = await prepare(['authorise'], domesticBody({ requestedExecutionDate: '2026-03-07' }));
    expect(await getPayment(ctx, address)).toMatchObject({ transactionStatus: 'ACWC', requestedExecutionDate: '2026-03-09' });
  });

  it('hides other TPPs’ payments and mismatched products as RESOURCE_UNKNOWN', async () => {
    const { ctx, address } = await prepare([]);
    for (const other of [
      { ...address, tppId: 'tpp-2' },
      { ...address, product: 'sepa-credit-transfers' as const },
      { ...address, service: 'periodic-payments' as const },
      { ...address, paymentId: 'nope' },
    ]) {
      await expect(getPaymentStatus(ctx, other)).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
      await expect(cancelPayment(ctx, other)).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
    }
  });
});

describe('logical duplicates (bulk and instant payments)', () => {
  const instant = { service: 'payments' as const, product: 'instant-norwegian-domestic-credit-transfers-straks' as const, body: domesticBody() };
  const domestic = { service: 'payments' as const, product: 'norwegian-domestic-credit-transfers' as const, body: domesticBody() };
  const cases: [string, { given: { first: typeof instant | typeof domestic; second: typeof instant | typeof domestic; allow?: boolean; cancelFirst?: boolean; otherTpp?: boolean }; want: 'accepted' | 'PAYMENT_FAILED' }][] = [
    ['an instant payment repeated', { given: { first: instant, second: instant }, want: 'PAYMENT_FAILED' }],
    ['repeated with allowLogicalDuplicate', { given: { first: instant, second: instant, allow: true }, want: 'accepted' }],
    ['repeated after the first was cancelled', { given: { first: instant, second: instant, cancelFirst: true }, want: 'accepted' }],
    ['repeated by another TPP', { given: { first: instant, second: instant, otherTpp: true }, want: 'accepted' }],
    ['an ordinary domestic payment repeated', { given: { first: domestic, second: domestic }, want: 'accepted' }],
    ['a different amount', { given: { first: instant, second: { ...instant, body: domesticBody({ instructedAmount: { amount: '1.00', currency: 'NOK' } }) } }, want: 'accepted' }],
  ];
  it.each(cases)('%s', async (_name, { given, want }) => {
    const ctx = await createSandboxContext();
    const { paymentId } = await createPayment(ctx, { tppId: 'tpp-1', initiation: given.first });
    if (given.cancelFirst === true) await cancelPayment(ctx, { tppId: 'tpp-1', paymentId });
    const second = createPayment(ctx, {
      tppId: given.otherTpp === true ? 'tpp-2' : 'tpp-1',
      initiation: given.second,
      ...(given.allow === undefined ? {} : { allowLogicalDuplicate: given.allow }),
    });
    if (want === 'accepted') await expect(second).resolves.toMatchObject({ transactionStatus: 'RCVD' });
    else await expect(second).rejects.toMatchObject({ code: want });
  });
});

// Review: a DELETE racing the SCA that authorised and executed the payment read it as RCVD, lost the status
// compare on writing CANC, and answered 409 "changed status meanwhile"; a moment later the same DELETE gave 405.
describe('a cancellation that loses a race', () => {
  it('decides again on the payment as it is now: 405 CANCELLATION_INVALID for one executed meanwhile', async () => {
    const ctx = await createSandboxContext();
    const { paymentId } = await createPayment(ctx, { tppId: 'tpp-1', initiation: { service: 'payments', product: 'norwegian-domestic-credit-transfers', body: domesticBody() } });
    const address = { tppId: 'tpp-1', paymentId };
    const stale = await ctx.store.withTransaction((repos) => repos.payments.findById(paymentId));
    await authorisePayment(ctx, { ...address, psu: PSU_3 });
    await runBatch(ctx);
    // The DELETE's first read still sees the payment as it was before the SCA and the batch run.
    let reads = 0;
    const racing = {
      ...ctx,
      uow: {
        ...ctx.uow,
        withTransaction: <T,>(work: Parameters<typeof ctx.uow.withTransaction<T>>[0]) =>
          ctx.uow.withTransaction<T>((repos) => work({ ...repos, payments: { ...repos.payments, findById: async (id: string) => (reads++ === 0 ? stale : repos.payments.findById(id)) } })),
      },
    };
    await expect(cancelPayment(racing, address)).rejects.toMatchObject({ code: 'CANCELLATION_INVALID' });
    expect(reads).toBe(2);
    expect((await getPaymentStatus(ctx, address)).transactionStatus).toBe('ACSC');
  });
});
