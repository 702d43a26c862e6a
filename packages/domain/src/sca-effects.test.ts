import { describe, expect, it } from 'vitest';
import { createSigningBasket, deleteSigningBasket, getSigningBasket } from './basket-service.js';
import { authorisePayment, changePaymentStatus } from './payment-lifecycle.js';
import { createPayment, getPaymentStatus } from './payment-service.js';
import type { PaymentStatus } from './payment-types.js';
import { loadScaCustomer } from './sca-customer.js';
import { applyScaOutcome, type ScaOutcome, type ScaTarget } from './sca-effects.js';
import { createSandboxContext, domesticBody, PSU_3 } from './test-support.js';

const DOMESTIC = { service: 'payments', product: 'norwegian-domestic-credit-transfers' } as const;

async function setup() {
  const ctx = await createSandboxContext();
  const pay = async () => (await createPayment(ctx, { tppId: 'tpp-1', initiation: { ...DOMESTIC, body: domesticBody() } })).paymentId;
  const payment = (paymentId: string, purpose?: 'cancellation'): ScaTarget => ({
    kind: 'payment',
    paymentService: DOMESTIC.service,
    paymentProduct: DOMESTIC.product,
    paymentId,
    ...(purpose ? { purpose } : {}),
  });
  const status = async (paymentId: string) => (await getPaymentStatus(ctx, { tppId: 'tpp-1', paymentId })).transactionStatus;
  return { ctx, pay, payment, status };
}

type Result = 'approved' | 'rejected' | 'failed';
/** What completeAuthorisation reports: the object on approval; `rejected` only for the named PSU's refusal. */
const outcome = (object: ScaTarget, result: Result): ScaOutcome => ({
  authorisation: { tppId: 'tpp-1', object },
  authorise: result === 'approved' ? object : null,
  rejected: result === 'rejected',
});

describe('applyScaOutcome', () => {
  it.each([
    ['an approved payment is authorised', 'approved', 'ACTC'],
    ['a payment the PSU refused is rejected', 'rejected', 'RJCT'],
    ['a payment whose SCA was aborted, expired or answered by another customer waits for another SCA', 'failed', 'RCVD'],
  ] as const)('%s', async (_name, result, want: PaymentStatus) => {
    const { ctx, pay, payment, status } = await setup();
    const id = await pay();
    await applyScaOutcome(ctx, outcome(payment(id), result), { psu: PSU_3 });
    expect(await status(id)).toBe(want);
  });

  it('a refusal of a payment the TPP cancelled meanwhile, or of a deleted basket, changes nothing and does not throw', async () => {
    const { ctx, pay, payment, status } = await setup();
    const cancelled = await pay();
    await changePaymentStatus(ctx, { paymentId: cancelled, status: 'CANC' });
    await applyScaOutcome(ctx, outcome(payment(cancelled), 'rejected'), { psu: PSU_3 });
    expect(await status(cancelled)).toBe('CANC');
    const ids = [await pay()];
    const { basketId } = await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: ids });
    await deleteSigningBasket(ctx, { tppId: 'tpp-1', basketId });
    await applyScaOutcome(ctx, outcome({ kind: 'basket', basketId }, 'rejected'), { psu: PSU_3 });
    expect(await status(ids[0]!)).toBe('RCVD');
  });

  it('cancels an authorised payment when its cancellation is approved, and leaves it when that is rejected', async () => {
    const { ctx, pay, payment, status } = await setup();
    const [kept, cancelled] = [await pay(), await pay()];
    for (const id of [kept, cancelled]) await authorisePayment(ctx, { tppId: 'tpp-1', paymentId: id, psu: PSU_3 });
    await applyScaOutcome(ctx, outcome(payment(kept, 'cancellation'), 'rejected'), { psu: PSU_3 });
    await applyScaOutcome(ctx, outcome(payment(cancelled, 'cancellation'), 'approved'), { psu: PSU_3 });
    expect([await status(kept), await status(cancelled)]).toEqual(['ACTC', 'CANC']);
  });

  it.each([
    ['approved', 'approved', 'ACTC', 'ACTC'],
    ['refused', 'rejected', 'RJCT', 'RJCT'],
    ['failed otherwise', 'failed', 'RCVD', 'RCVD'],
  ] as const)('a basket SCA %s moves the basket to %s and its payments with it', async (_name, result, basketStatus, paymentStatus) => {
    const { ctx, pay, status } = await setup();
    const ids = [await pay(), await pay()];
    const { basketId } = await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: ids });
    await applyScaOutcome(ctx, outcome({ kind: 'basket', basketId }, result), { psu: PSU_3 });
    expect((await getSigningBasket(ctx, { tppId: 'tpp-1', basketId })).transactionStatus).toBe(basketStatus);
    for (const id of ids) expect(await status(id)).toBe(paymentStatus);
  });

  it('changes no payment for a consent or an identification', async () => {
    const { ctx, pay, status } = await setup();
    const id = await pay();
    const before = ctx.store.snapshot();
    for (const object of [{ kind: 'consent' }, { kind: 'user-identification' }] as const) {
      await applyScaOutcome(ctx, outcome(object, 'approved'), { psu: PSU_3 });
      await applyScaOutcome(ctx, outcome(object, 'rejected'), { psu: PSU_3 });
    }
    expect(ctx.store.snapshot()).toEqual(before);
    expect(await status(id)).toBe('RCVD');
  });

  // Review: SCA sessions hold a PRIVATE PSU's agreementId as null; an SCA site passes it on as it is.
  it('records a PSU given with a null agreement exactly like one given without', async () => {
    const states = [];
    for (const psu of [PSU_3, { ...PSU_3, agreementId: null }]) {
      const { ctx, pay, payment, status } = await setup();
      const id = await pay();
      await applyScaOutcome(ctx, outcome(payment(id), 'approved'), { psu });
      expect(await status(id)).toBe('ACTC');
      states.push(ctx.store.snapshot());
    }
    expect(states[1]).toEqual(states[0]);
  });

  it("acts on no other TPP's payment: the address is checked like a TPP's own request", async () => {
    const { ctx, pay, payment } = await setup();
    const id = await pay();
    const foreign: ScaOutcome = { authorisation: { tppId: 'tpp-2', object: payment(id) }, authorise: payment(id), rejected: false };
    await expect(applyScaOutcome(ctx, foreign, { psu: PSU_3 })).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
  });
});

describe('loadScaCustomer', () => {
  it('gives a private customer its accounts and card accounts, and the corporate agreements it is engaged on', async () => {
    const ctx = await createSandboxContext();
    const loaded = await ctx.store.read((repos) => loadScaCustomer(repos, '13039319955'));
    expect(loaded?.customer.customerType).toBe('PRIVATE');
    expect(loaded?.customer.accounts.length).toBeGreaterThanOrEqual(3);
    expect(loaded?.customer.accounts.every((a) => a.enabled)).toBe(true);
    expect(loaded?.customer.agreements).toHaveLength(1);
    expect(loaded?.customer.agreements[0]?.engagements[0]?.roles).toEqual(expect.arrayContaining(['VIEW', 'REGISTER']));
    expect([...(loaded?.agreementNames.values() ?? [])]).toEqual(['Testfirma 2 fullmakt']);
  });

  it('gives a corporate customer no accounts of its own but the agreements it owns, with all their accounts', async () => {
    const ctx = await createSandboxContext();
    const loaded = await ctx.store.read((repos) => loadScaCustomer(repos, '18129215603'));
    expect(loaded?.customer).toMatchObject({ customerType: 'CORPORATE', accounts: [] });
    expect(loaded?.customer.agreements[0]?.engagements.length).toBeGreaterThanOrEqual(2);
  });

  it('answers undefined for an unknown customer number', async () => {
    const ctx = await createSandboxContext();
    expect(await ctx.store.read((repos) => loadScaCustomer(repos, '00000000000'))).toBeUndefined();
  });
});
