import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authoriseBasket, canDeleteSigningBasket, createSigningBasket, deleteSigningBasket, getSigningBasket, rejectBasketAuthorisation } from './basket-service.js';
import type { DomainErrorCode } from './errors.js';
import { authorisePayment, changePaymentStatus } from './payment-lifecycle.js';
import type { PaymentInitiation } from './payment-request.js';
import { createPayment, getPaymentStatus } from './payment-service.js';
import type { PaymentStatus } from './payment-types.js';
import { createMemoryStore } from './memory-store.js';
import type { Repositories } from './repositories.js';
import { RepositoryError } from './repository-error.js';
import { deriveBasketStatus } from './signing-basket.js';
import type { BasketStatus } from './signing-basket.js';
import { createSandboxContext, domesticBody, periodicBody, PSU_1, PSU_3, VALUTAKONTO } from './test-support.js';

const ALL: PaymentStatus[] = ['RCVD', 'ACTC', 'ACWC', 'PDNG', 'ACSP', 'ACSC', 'ACCP', 'ACWP', 'PART', 'RJCT', 'CANC', 'HOLD'];

/** The oracle, stated independently of the implementation: rank each status, take the worst, PATC for a mix. */
function oracle(statuses: readonly PaymentStatus[]): BasketStatus {
  const rejected = new Set<PaymentStatus>(['RJCT', 'CANC', 'HOLD']);
  if (statuses.some((s) => rejected.has(s))) return 'RJCT';
  const waiting = statuses.filter((s) => s === 'RCVD').length;
  if (waiting === statuses.length) return 'RCVD';
  if (waiting === 0) return 'ACTC';
  return 'PATC';
}

describe('basket status is the worst case over its payments', () => {
  const cases: [string, { given: PaymentStatus[]; want: BasketStatus }][] = [
    ['all received', { given: ['RCVD', 'RCVD'], want: 'RCVD' }],
    ['all authorised', { given: ['ACTC', 'ACSC', 'ACCP'], want: 'ACTC' }],
    ['some authorised', { given: ['ACTC', 'RCVD'], want: 'PATC' }],
    ['one rejected among settled', { given: ['ACSC', 'RJCT'], want: 'RJCT' }],
    ['one cancelled', { given: ['RCVD', 'CANC'], want: 'RJCT' }],
    ['one held', { given: ['ACTC', 'HOLD'], want: 'RJCT' }],
    ['pending counts as authorised', { given: ['PDNG', 'ACWC', 'ACSP', 'ACWP', 'PART'], want: 'ACTC' }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(deriveBasketStatus(given)).toBe(want);
  });

  it('equals the oracle for random sets of payment statuses (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALL), { minLength: 1, maxLength: 10 }), (statuses) => {
        expect(deriveBasketStatus(statuses)).toBe(oracle(statuses));
      }),
      { numRuns: 2000 },
    );
  });

  it('does not depend on the order of the payments (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALL), { minLength: 1, maxLength: 10 }), (statuses) => {
        expect(deriveBasketStatus([...statuses].reverse())).toBe(deriveBasketStatus(statuses));
      }),
    );
  });
});

describe('signing baskets', () => {
  async function setup() {
    const ctx = await createSandboxContext();
    const make = async (initiation: PaymentInitiation, tppId = 'tpp-1') => (await createPayment(ctx, { tppId, initiation })).paymentId;
    const single = () => make({ service: 'payments', product: 'norwegian-domestic-credit-transfers', body: domesticBody() });
    const ids = {
      a: await single(),
      b: await single(),
      crossBorder: await make({
        service: 'payments',
        product: 'cross-border-credit-transfers',
        body: domesticBody({ instructedAmount: { amount: '5.00', currency: 'EUR' }, debtorAccount: VALUTAKONTO, creditorAccount: { iban: 'GB29NWBK60161331926819' } }),
      }),
      periodic: await make({ service: 'periodic-payments', product: 'norwegian-domestic-credit-transfers', body: periodicBody() }),
      bulk: await make({ service: 'bulk-payments', product: 'norwegian-domestic-credit-transfers', body: { debtorAccount: { bban: '09232911007' }, payments: [domesticBody()] } }),
      otherTpp: await make({ service: 'payments', product: 'norwegian-domestic-credit-transfers', body: domesticBody() }, 'tpp-2'),
      authorised: await single(),
      held: await single(),
      many: await Promise.all(Array.from({ length: 11 }, () => single())),
    };
    await authorisePayment(ctx, { tppId: 'tpp-1', paymentId: ids.authorised, psu: PSU_3 });
    await changePaymentStatus(ctx, { paymentId: ids.held, status: 'HOLD' });
    return { ctx, ids };
  }

  type Ids = Awaited<ReturnType<typeof setup>>['ids'];
  const refusals: [string, { given: (ids: Ids) => string[]; want: { code: DomainErrorCode; path: string } }][] = [
    ['no payments', { given: () => [], want: { code: 'FORMAT_ERROR', path: 'paymentIds' } }],
    ['eleven payments', { given: (ids) => ids.many, want: { code: 'FORMAT_ERROR', path: 'paymentIds' } }],
    ['a duplicate id', { given: (ids) => [ids.a, ids.b, ids.a], want: { code: 'FORMAT_ERROR', path: 'paymentIds[2]' } }],
    ['an unknown id', { given: (ids) => [ids.a, 'nope'], want: { code: 'RESOURCE_UNKNOWN', path: 'paymentIds[1]' } }],
    ['another TPP’s payment', { given: (ids) => [ids.otherTpp], want: { code: 'RESOURCE_UNKNOWN', path: 'paymentIds[0]' } }],
    ['a periodic payment', { given: (ids) => [ids.a, ids.periodic], want: { code: 'REFERENCE_MIX_INVALID', path: 'paymentIds[1]' } }],
    ['a bulk payment', { given: (ids) => [ids.bulk], want: { code: 'REFERENCE_MIX_INVALID', path: 'paymentIds[0]' } }],
    ['an authorised payment', { given: (ids) => [ids.a, ids.authorised], want: { code: 'REFERENCE_STATUS_INVALID', path: 'paymentIds[1]' } }],
    ['a held payment', { given: (ids) => [ids.held], want: { code: 'REFERENCE_STATUS_INVALID', path: 'paymentIds[0]' } }],
  ];
  it.each(refusals)('refuses %s', async (_name, { given, want }) => {
    const { ctx, ids } = await setup();
    await expect(createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: given(ids) })).rejects.toMatchObject(want);
    expect(ctx.store.snapshot().baskets.size).toBe(0);
  });

  it('accepts ten payments, cross-border (NCBCT) included', async () => {
    const { ctx, ids } = await setup();
    const basket = await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.crossBorder, ...ids.many.slice(0, 9)] });
    expect(basket).toMatchObject({ transactionStatus: 'RCVD' });
    expect(basket.paymentIds).toHaveLength(10);
  });

  it('refuses a payment already in a basket', async () => {
    const { ctx, ids } = await setup();
    await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.a] });
    await expect(createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.b, ids.a] })).rejects.toMatchObject({
      code: 'REFERENCE_STATUS_INVALID',
      path: 'paymentIds[1]',
    });
  });

  // Style review: the memory store took any basket (a payment in two baskets, an unknown payment id), and the
  // domain knew a store's refusal only by the class name StoreError.
  describe('a refusal of the basket insert by the repository (a race the pre-checks cannot see)', () => {
    /** The same unit of work, with the domain's pre-check of an existing basket blinded, as in a race. */
    const blinded = (ctx: Awaited<ReturnType<typeof setup>>['ctx'], insert?: () => Promise<void>) => ({
      ...ctx,
      uow: {
        read: ctx.uow.read.bind(ctx.uow),
        withTransaction: <T,>(work: (repos: Repositories) => Promise<T>) =>
          ctx.uow.withTransaction((repos) =>
            work({ ...repos, baskets: { ...repos.baskets, findByPaymentId: async () => undefined, ...(insert ? { insert } : {}) } }),
          ),
      },
    });

    it('the memory store refuses a payment already in another basket with CONFLICT; the domain answers REFERENCE_STATUS_INVALID', async () => {
      const { ctx, ids } = await setup();
      await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.a] });
      await expect(createSigningBasket(blinded(ctx), { tppId: 'tpp-1', paymentIds: [ids.b, ids.a] })).rejects.toMatchObject({ name: 'DomainError', code: 'REFERENCE_STATUS_INVALID', path: 'paymentIds' });
      expect(ctx.store.snapshot().baskets.size).toBe(1);
    });

    it.each([
      ['CONFLICT', 'REFERENCE_STATUS_INVALID'],
      ['REFERENCE_INVALID', 'RESOURCE_UNKNOWN'],
    ] as const)("reads another storage package's error by its code %s, whatever its class, as %s", async (storeCode, domainCode) => {
      const { ctx, ids } = await setup();
      const foreign = Object.assign(new Error('refused by the bank\'s own store'), { code: storeCode });
      const refusing = blinded(ctx, async () => Promise.reject(foreign));
      await expect(createSigningBasket(refusing, { tppId: 'tpp-1', paymentIds: [ids.a] })).rejects.toMatchObject({ code: domainCode, path: 'paymentIds' });
    });

    it('the memory store refuses a basket naming no payment, and a basket id twice', async () => {
      const store = createMemoryStore();
      const basket = { basketId: 'b-1', tppId: 'tpp-1', paymentIds: ['nope'], createdAt: '2026-03-02T09:00:00.000Z' };
      await expect(store.withTransaction((repos) => repos.baskets.insert(basket))).rejects.toMatchObject({ name: 'RepositoryError', code: 'REFERENCE_INVALID' });
      await store.withTransaction((repos) => repos.baskets.insert({ ...basket, paymentIds: [] }));
      await expect(store.withTransaction((repos) => repos.baskets.insert({ ...basket, paymentIds: [] }))).rejects.toBeInstanceOf(RepositoryError);
    });

    it('the memory store refuses one payment twice in a basket, as the SQL stores\' key on the entries does', async () => {
      const { ctx, ids } = await setup();
      const basket = { basketId: 'b-2', tppId: 'tpp-1', paymentIds: [ids.a, ids.a], createdAt: '2026-03-02T09:00:00.000Z' };
      await expect(ctx.store.withTransaction((repos) => repos.baskets.insert(basket))).rejects.toMatchObject({ name: 'RepositoryError', code: 'CONFLICT' });
    });
  });

  it('authorises each payment when the basket is authorised', async () => {
    const { ctx, ids } = await setup();
    const { basketId } = await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.a, ids.b] });
    expect(await authoriseBasket(ctx, { tppId: 'tpp-1', basketId, psu: PSU_3 })).toMatchObject({ transactionStatus: 'ACTC' });
    for (const paymentId of [ids.a, ids.b]) {
      expect(await getPaymentStatus(ctx, { tppId: 'tpp-1', paymentId })).toMatchObject({ transactionStatus: 'ACTC' });
    }
  });

  it('derives its status from its payments at every read (PATC, then RJCT)', async () => {
    const { ctx, ids } = await setup();
    const { basketId } = await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.a, ids.b] });
    await authorisePayment(ctx, { tppId: 'tpp-1', paymentId: ids.a, psu: PSU_3 });
    expect(await getSigningBasket(ctx, { tppId: 'tpp-1', basketId })).toMatchObject({ transactionStatus: 'PATC' });
    await changePaymentStatus(ctx, { paymentId: ids.b, status: 'RJCT' });
    expect(await getSigningBasket(ctx, { tppId: 'tpp-1', basketId })).toMatchObject({ transactionStatus: 'RJCT' });
  });

  it('is not atomic: a cancelled payment stays cancelled when the basket is authorised', async () => {
    const { ctx, ids } = await setup();
    const { basketId } = await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.a, ids.b] });
    await changePaymentStatus(ctx, { paymentId: ids.b, status: 'CANC' });
    expect(await authoriseBasket(ctx, { tppId: 'tpp-1', basketId, psu: PSU_3 })).toMatchObject({ transactionStatus: 'RJCT' });
    expect(await getPaymentStatus(ctx, { tppId: 'tpp-1', paymentId: ids.a })).toMatchObject({ transactionStatus: 'ACTC' });
  });

  // Regression (review I): a basket whose payments had all moved on was still "authorised", paying nothing.
  it('refuses an authorisation that would pay nothing: every payment cancelled or authorised meanwhile', async () => {
    const { ctx, ids } = await setup();
    const { basketId } = await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.a, ids.b] });
    await changePaymentStatus(ctx, { paymentId: ids.a, status: 'CANC' });
    await authorisePayment(ctx, { tppId: 'tpp-1', paymentId: ids.b, psu: PSU_3 });
    await expect(authoriseBasket(ctx, { tppId: 'tpp-1', basketId, psu: PSU_3 })).rejects.toMatchObject({ code: 'STATUS_INVALID' });
    expect(await getPaymentStatus(ctx, { tppId: 'tpp-1', paymentId: ids.a })).toMatchObject({ transactionStatus: 'CANC' });
    expect(await getPaymentStatus(ctx, { tppId: 'tpp-1', paymentId: ids.b })).toMatchObject({ transactionStatus: 'ACTC' });
  });

  // Regression (review I): a basket could hold payments initiated for two PSUs; the SCA of one then rejected the
  // other's payment, which that PSU never saw.
  it('takes the payments of one PSU only: another named PSU is REFERENCE_MIX_INVALID at its entry', async () => {
    const { ctx, ids } = await setup();
    const forPsu = async (psu: typeof PSU_3, debtor: string) =>
      (await createPayment(ctx, { tppId: 'tpp-1', psu, initiation: { service: 'payments', product: 'norwegian-domestic-credit-transfers', body: domesticBody({ debtorAccount: { bban: debtor } }) } })).paymentId;
    const mine = await forPsu(PSU_3, '09232911007');
    const theirs = await forPsu(PSU_1, '36240064418');
    await expect(createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [mine, theirs] })).rejects.toMatchObject({
      code: 'REFERENCE_MIX_INVALID',
      path: 'paymentIds[1]',
      message: expect.stringContaining('another PSU than the payment at paymentIds[0]'),
    });
    await expect(createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [theirs], psu: PSU_3 })).rejects.toMatchObject({
      code: 'REFERENCE_MIX_INVALID',
      path: 'paymentIds[0]',
      message: expect.stringContaining('the PSU this basket request names'),
    });
    // A payment initiated without a named PSU goes with any; the refusals left nothing behind.
    expect(await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.a, theirs], psu: PSU_1 })).toMatchObject({ transactionStatus: 'RCVD' });
    expect(await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [mine], psu: PSU_3 })).toMatchObject({ transactionStatus: 'RCVD' });
  });

  // Regression (review L): payments whose initiation named the PSU by X-PSU-IDENTITY (no PSU-ID) mixed freely.
  it('holds payments named by X-PSU-IDENTITY to one PSU too, and the basket request\'s own X-PSU-IDENTITY', async () => {
    const { ctx, ids } = await setup();
    const named = new Map([[ids.a, PSU_3.customerNumber], [ids.b, PSU_1.customerNumber]]);
    const namedByIdentity = async (paymentId: string) => named.get(paymentId);
    await expect(createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.a, ids.b], namedByIdentity })).rejects.toMatchObject({
      code: 'REFERENCE_MIX_INVALID',
      path: 'paymentIds[1]',
    });
    await expect(createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.b], psuIdentity: PSU_3.customerNumber, namedByIdentity })).rejects.toMatchObject({
      code: 'REFERENCE_MIX_INVALID',
      path: 'paymentIds[0]',
      message: expect.stringContaining('the PSU this basket request names'),
    });
    expect(await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.a], psuIdentity: PSU_3.customerNumber, namedByIdentity })).toMatchObject({ transactionStatus: 'RCVD' });
  });

  it('is deleted while unauthorised, leaving its payments free; not once authorised', async () => {
    const { ctx, ids } = await setup();
    const first = await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.a] });
    await deleteSigningBasket(ctx, { tppId: 'tpp-1', basketId: first.basketId });
    await expect(getSigningBasket(ctx, { tppId: 'tpp-1', basketId: first.basketId })).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
    const second = await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.a] });
    await authoriseBasket(ctx, { tppId: 'tpp-1', basketId: second.basketId, psu: PSU_3 });
    await expect(deleteSigningBasket(ctx, { tppId: 'tpp-1', basketId: second.basketId })).rejects.toMatchObject({ code: 'STATUS_INVALID' });
  });

  // Regression (BG audit): a rejected basket SCA left basket and payments RCVD, while a rejected single payment's
  // SCA makes it RJCT.
  it('rejects each payment still waiting for SCA when the basket SCA is rejected, leaving the others', async () => {
    const { ctx, ids } = await setup();
    const { basketId } = await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.a, ids.b] });
    await changePaymentStatus(ctx, { paymentId: ids.b, status: 'CANC' });
    expect(await rejectBasketAuthorisation(ctx, { tppId: 'tpp-1', basketId })).toMatchObject({ transactionStatus: 'RJCT' });
    expect(await getPaymentStatus(ctx, { tppId: 'tpp-1', paymentId: ids.a })).toMatchObject({ transactionStatus: 'RJCT' });
    expect(await getPaymentStatus(ctx, { tppId: 'tpp-1', paymentId: ids.b })).toMatchObject({ transactionStatus: 'CANC' });
    await expect(deleteSigningBasket(ctx, { tppId: 'tpp-1', basketId })).rejects.toMatchObject({ code: 'STATUS_INVALID' });
    await expect(rejectBasketAuthorisation(ctx, { tppId: 'tpp-2', basketId })).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
  });

  it('hides another TPP’s basket', async () => {
    const { ctx, ids } = await setup();
    const { basketId } = await createSigningBasket(ctx, { tppId: 'tpp-1', paymentIds: [ids.a] });
    await expect(getSigningBasket(ctx, { tppId: 'tpp-2', basketId })).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
    await expect(deleteSigningBasket(ctx, { tppId: 'tpp-2', basketId })).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
    await expect(authoriseBasket(ctx, { tppId: 'tpp-2', basketId, psu: PSU_3 })).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
  });
});

describe('canDeleteSigningBasket', () => {
  it.each([
    ['RCVD', true],
    ['PATC', false],
    ['ACTC', false],
    ['RJCT', false],
  ] as const)('%s: %s, as deleteSigningBasket decides', (status, want) => {
    expect(canDeleteSigningBasket(status as BasketStatus)).toBe(want);
  });
});
