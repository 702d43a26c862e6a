import { describe, expect, it } from 'vitest';
import { createSigningBasket, getSigningBasket } from './basket-service.js';
import { authorisePayment } from './payment-lifecycle.js';
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

/** What completeAuthorisation reports: the authorised object on approval, null otherwise. */
const outcome = (object: ScaTarget, approved: boolean): ScaOutcome => ({ authorisation: { tppId: 'tpp-1', object }, authorise: approved ? object : null });

describe('applyScaOutcome', () => {
  it.each([
    ['an approved payment is authorised', 'approve', true, 'ACTC'],
    ['a rejected payment is rejected', 'reject', false, 'RJCT'],
    ['an aborted payment waits for another SCA', 'abort', false, 'RCVD'],
  ] as const)('%s', async (_name, decision, approved, want: PaymentStatus) => {
    const { ctx, pay, payment, status } = await setup();
    const id = await pay();
    await applyScaOutcome(ctx, outcome(payment(id), approved), { decision, psu: PSU_3 });
    expect(await status(id)).toBe(want);
  });

  it('cancels an authorised payment when its cancellation is approved, and leaves it when that is rejected', async () => {
    const { ctx, pay, payment, status } = await setup();
    const [kept, cancelled] = [await pay(), await pay()];
    for (const id of [kept, cancelled]) await authorisePayment(ctx, { tppId: 'tpp-1', paymentId: id, psu: PSU_3 });
    await applyScaOutcome(ctx, outcome(payment(kept, 'cancellation'), false), { decision: 'reject', psu: PSU_3 });
    await applyScaOutcome(ctx, outcome(payment(cancelled, 'cancellation'), true), { decision: 'approve', psu: PSU_3 });
    expect([await status(kept), await status(cancelled)]).toEqual(['ACTC', 'CANC']);
  });

  it.each([
    ['approved', 'approve', true, 'ACTC', 'ACTC'],
    ['rejected', 'reject', false, 'RJCT', 'RJCT'],
    ['aborted', 'abort', false, 'RCVD', 'RCVD'],
  ] as const)('a basket SCA %s moves the basket to %s and its payments with it', async (_name, decision, approved, basketStatus, paymentStatus) => {
    const { ctx, pay, status } = await setup();
    const ids = [await pay(), await pay()];
    const { basketId } = await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: ids });
    await applyScaOutcome(ctx, outcome({ kind: 'basket', basketId }, approved), { decision, psu: PSU_3 });
    expect((await getSigningBasket(ctx, { tppId: 'tpp-1', basketId })).transactionStatus).toBe(basketStatus);
    for (const id of ids) expect(await status(id)).toBe(paymentStatus);
  });

  it('changes no payment for a consent or an identification', async () => {
    const { ctx, pay, status } = await setup();
    const id = await pay();
    const before = ctx.store.snapshot();
    for (const object of [{ kind: 'consent' }, { kind: 'user-identification' }] as const) {
      await applyScaOutcome(ctx, outcome(object, true), { decision: 'approve', psu: PSU_3 });
      await applyScaOutcome(ctx, outcome(object, false), { decision: 'reject', psu: PSU_3 });
    }
    expect(ctx.store.snapshot()).toEqual(before);
    expect(await status(id)).toBe('RCVD');
  });

  it("acts on no other TPP's payment: the address is checked like a TPP's own request", async () => {
    const { ctx, pay, payment } = await setup();
    const id = await pay();
    const foreign: ScaOutcome = { authorisation: { tppId: 'tpp-2', object: payment(id) }, authorise: payment(id) };
    await expect(applyScaOutcome(ctx, foreign, { decision: 'approve', psu: PSU_3 })).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
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
