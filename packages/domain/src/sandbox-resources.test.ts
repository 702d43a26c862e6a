import { describe, expect, it } from 'vitest';
import { runBatch } from './batch-run.js';
import type { DomainErrorCode } from './errors.js';
import { authorisePayment } from './payment-lifecycle.js';
import { createPayment } from './payment-service.js';
import { addCardTransactions, addTransactions, createAccount, createCardAccount } from './sandbox-accounts.js';
import { createAgreement, createCustomer, listAgreements } from './sandbox-customers.js';
import { fillSandbox } from './sandbox-fill.js';
import {
  deleteCustomer,
  getAccount,
  getAccountTransaction,
  getCardAccount,
  getCustomer,
  updateAccountBalances,
  updateCardAccountBalances,
} from './sandbox-resources.js';
import { createSandboxContext, domesticBody, PSU_3 } from './test-support.js';

type Ctx = Awaited<ReturnType<typeof createSandboxContext>>;
type Call = (ctx: Ctx) => Promise<unknown>;

// Seed ids (see starting-state.ts): customer n, account n, card account n.
const CUSTOMER_3 = '5eed0001-0000-4000-8000-000000000001';
const CUSTOMER_1 = '5eed0001-0000-4000-8000-000000000002';
const TOTALKONTO = '5eed0002-0000-4000-8000-000000000001';
const CARD = '5eed0003-0000-4000-8000-000000000001';
const nok = (amount: number) => ({ balanceType: 'EXPECTED', balanceAmount: { amount, currency: 'NOK' } });
const cardTx = { transactionDate: '2026-02-10', transactionAmount: { currency: 'NOK', amount: 100 } };

/** The portal's own mock account (portal-facts §9): its BBAN fails MOD11, its IBAN's mod 97 holds. */
const PORTAL_TOTALKONTO = {
  customerNumber: '01085800481', accountName: 'Totalkonto', bban: '09232911044', iban: 'NO7809232911044', currency: 'NOK',
  product: 'Totalkonto', cashAccountType: 'CACC', creditLine: 0, balances: [nok(18000)],
};

async function withPortalCustomer(): Promise<Ctx> {
  const ctx = await createSandboxContext();
  await createCustomer(ctx, { customerNumber: '01085800481', name: 'Ny Kunde', type: 'private' });
  return ctx;
}

describe('sandbox resource services refuse', () => {
  const refusals: [string, { given: Call; want: { code: DomainErrorCode; path?: string } }][] = [
    ['reading an unknown customer', { given: (ctx) => getCustomer(ctx, 'nope'), want: { code: 'RESOURCE_UNKNOWN' } }],
    ['deleting an unknown customer', { given: (ctx) => deleteCustomer(ctx, 'nope'), want: { code: 'RESOURCE_UNKNOWN' } }],
    ['reading an unknown account', { given: (ctx) => getAccount(ctx, 'nope'), want: { code: 'RESOURCE_UNKNOWN' } }],
    ['reading an unknown card account', { given: (ctx) => getCardAccount(ctx, 'nope'), want: { code: 'RESOURCE_UNKNOWN' } }],
    ['a transaction of an unknown account', { given: (ctx) => getAccountTransaction(ctx, { accountId: 'nope', transactionId: 'x' }), want: { code: 'RESOURCE_UNKNOWN' } }],
    ['an unknown transaction', { given: (ctx) => getAccountTransaction(ctx, { accountId: TOTALKONTO, transactionId: 'nope' }), want: { code: 'RESOURCE_UNKNOWN' } }],
    ['a customer number with spaces and a decimal point (it is typed at SCA and sent as X-PSU-IDENTITY)', { given: (ctx) => createCustomer(ctx, { customerNumber: ' 100.00 ', name: 'Kunde', type: 'private' }), want: { code: 'FORMAT_ERROR', path: 'customerNumber' } }],
    ['a customer number with a tab', { given: (ctx) => createCustomer(ctx, { customerNumber: '\t70000190477', name: 'Kunde', type: 'private' }), want: { code: 'FORMAT_ERROR', path: 'customerNumber' } }],
    ['a customer name with a tab', { given: (ctx) => createCustomer(ctx, { customerNumber: '70000190477', name: 'Tab\tName', type: 'private' }), want: { code: 'FORMAT_ERROR', path: 'name' } }],
    ['a balance update of an unknown account', { given: (ctx) => updateAccountBalances(ctx, { accountId: 'nope', balances: [nok(1)] }), want: { code: 'RESOURCE_UNKNOWN' } }],
    ['a balance update without balances', { given: (ctx) => updateAccountBalances(ctx, { accountId: TOTALKONTO, balances: [] }), want: { code: 'FORMAT_ERROR', path: 'balances' } }],
    ['a balance in another currency', { given: (ctx) => updateAccountBalances(ctx, { accountId: TOTALKONTO, balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: 1, currency: 'EUR' } }] }), want: { code: 'FORMAT_ERROR', path: 'balances[0].balanceAmount.currency' } }],
    ['two balances of one type (which is the ledger balance would be a guess)', { given: (ctx) => updateAccountBalances(ctx, { accountId: TOTALKONTO, balances: [nok(1), nok(2)] }), want: { code: 'FORMAT_ERROR', path: 'balances[1].balanceType' } }],
    ['two balances on a new card account, neither EXPECTED', { given: (ctx) => createCardAccount(ctx, { customerNumber: '13039319955', maskedPan: '1234xxxxxxxx4321', currency: 'NOK', balances: [{ balanceType: 'interimBooked', balanceAmount: { amount: 5, currency: 'NOK' } }, { balanceType: 'AUTHORISED', balanceAmount: { amount: 7, currency: 'NOK' } }] }), want: { code: 'FORMAT_ERROR', path: 'balances' } }],
    ['two balances, the second in another currency', { given: (ctx) => createCardAccount(ctx, { customerNumber: '13039319955', maskedPan: '1234xxxxxxxx4321', currency: 'NOK', balances: [nok(5), { balanceType: 'AUTHORISED', balanceAmount: { amount: 7, currency: 'EUR' } }] }), want: { code: 'FORMAT_ERROR', path: 'balances[1].balanceAmount.currency' } }],
    ['a card credit limit in another currency', { given: (ctx) => createCardAccount(ctx, { customerNumber: '13039319955', maskedPan: '1234xxxxxxxx4321', currency: 'NOK', creditLimit: { amount: 500, currency: 'EUR' } }), want: { code: 'FORMAT_ERROR', path: 'creditLimit.currency' } }],
    ['a negative card credit limit', { given: (ctx) => createCardAccount(ctx, { customerNumber: '13039319955', maskedPan: '1234xxxxxxxx4321', currency: 'NOK', creditLimit: { amount: -5, currency: 'NOK' } }), want: { code: 'FORMAT_ERROR', path: 'creditLimit.amount' } }],
    ['a negative credit line', { given: (ctx) => createAccount(ctx, { customerNumber: '13039319955', bban: '95360573002', currency: 'NOK', creditLine: -1 }), want: { code: 'FORMAT_ERROR', path: 'creditLine' } }],
    ['a card transaction charged in another currency than the card account', { given: (ctx) => addCardTransactions(ctx, { cardAccountId: CARD, body: [cardTx, { ...cardTx, transactionAmount: { amount: 1, currency: 'EUR' } }] }), want: { code: 'FORMAT_ERROR', path: '[1].transactionAmount.currency' } }],
    ['a balance with three decimals', { given: (ctx) => updateAccountBalances(ctx, { accountId: TOTALKONTO, balances: [nok(1.005)] }), want: { code: 'FORMAT_ERROR', path: 'balances[0].balanceAmount.amount' } }],
    ['a card balance update of an unknown card', { given: (ctx) => updateCardAccountBalances(ctx, { cardAccountId: 'nope', balances: [nok(1)] }), want: { code: 'RESOURCE_UNKNOWN' } }],
    ['a card balance in another currency', { given: (ctx) => updateCardAccountBalances(ctx, { cardAccountId: CARD, balances: [{ balanceType: 'AUTHORISED', balanceAmount: { amount: 1, currency: 'SEK' } }] }), want: { code: 'FORMAT_ERROR', path: 'balances[0].balanceAmount.currency' } }],
    ['a new account with a balance in another currency', { given: (ctx) => createAccount(ctx, { customerNumber: '13039319955', bban: '95360573002', currency: 'NOK', balances: [{ balanceAmount: { amount: 1, currency: 'EUR' } }] }), want: { code: 'FORMAT_ERROR', path: 'balances[0].balanceAmount.currency' } }],
    ['a new card account with a balance in another currency', { given: (ctx) => createCardAccount(ctx, { customerNumber: '13039319955', maskedPan: '1234xxxxxxxx4321', currency: 'NOK', balances: [{ balanceAmount: { amount: 1, currency: 'EUR' } }] }), want: { code: 'FORMAT_ERROR', path: 'balances[0].balanceAmount.currency' } }],
    ['a BBAN that is not 11 digits, without an IBAN', { given: (ctx) => createAccount(ctx, { customerNumber: '13039319955', bban: '0923291104', currency: 'NOK' }), want: { code: 'FORMAT_ERROR', path: 'bban' } }],
    ['a Norwegian IBAN that is too short, without a BBAN', { given: (ctx) => createAccount(ctx, { customerNumber: '13039319955', iban: 'NO780923291104', currency: 'NOK' }), want: { code: 'FORMAT_ERROR', path: 'iban' } }],
    ['an IBAN whose mod 97 fails', { given: (ctx) => createAccount(ctx, { customerNumber: '13039319955', bban: '09232911044', iban: 'NO7909232911044', currency: 'NOK' }), want: { code: 'FORMAT_ERROR', path: 'iban' } }],
    ['an IBAN carrying another BBAN', { given: (ctx) => createAccount(ctx, { customerNumber: '13039319955', bban: '09232911045', iban: 'NO7809232911044', currency: 'NOK' }), want: { code: 'FORMAT_ERROR', path: 'iban' } }],
    ['a BBAN that is not 11 digits, with an IBAN', { given: (ctx) => createAccount(ctx, { customerNumber: '13039319955', bban: '0923291104', iban: 'NO7809232911044', currency: 'NOK' }), want: { code: 'FORMAT_ERROR', path: 'bban' } }],
    ['neither BBAN nor Norwegian IBAN', { given: (ctx) => createAccount(ctx, { customerNumber: '13039319955', currency: 'NOK' }), want: { code: 'FORMAT_ERROR', path: 'bban' } }],
    ['a transaction in another currency than the account', { given: (ctx) => addTransactions(ctx, { accountId: TOTALKONTO, body: [{ amount: 1, currency: 'NOK' }, { amount: 1, currency: 'EUR' }] }), want: { code: 'FORMAT_ERROR', path: '[1].currency' } }],
    ['a card transaction booked before its transaction date', { given: (ctx) => addCardTransactions(ctx, { cardAccountId: CARD, body: [{ ...cardTx, bookingDate: '2026-02-09' }] }), want: { code: 'FORMAT_ERROR', path: '[0].bookingDate' } }],
    ['a fill of an unknown account', { given: (ctx) => fillSandbox(ctx, { accountIds: [TOTALKONTO, 'nope'] }), want: { code: 'RESOURCE_UNKNOWN', path: 'accountIds[1]' } }],
    ['a fill of 13 months', { given: (ctx) => fillSandbox(ctx, { months: 13 }), want: { code: 'FORMAT_ERROR', path: 'months' } }],
    ['a fill of 0 transactions a month', { given: (ctx) => fillSandbox(ctx, { transactionsPerMonth: 0 }), want: { code: 'FORMAT_ERROR', path: 'transactionsPerMonth' } }],
  ];
  it.each(refusals)('%s', async (_name, { given, want }) => {
    const ctx = await createSandboxContext();
    const before = ctx.store.snapshot();
    const error = await given(ctx).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: want.code, path: want.path });
    expect(ctx.store.snapshot()).toEqual(before);
  });
});

describe('sandbox mock-data rules now in the domain', () => {
  it('accepts the portal Totalkonto body exactly as TPP scripts send it (MOD11 fails, mod 97 holds)', async () => {
    const ctx = await withPortalCustomer();
    const account = await createAccount(ctx, PORTAL_TOTALKONTO);
    expect(account).toMatchObject({ bban: '09232911044', iban: 'NO7809232911044', name: 'Totalkonto', balance: { minor: 1_800_000n, currency: 'NOK' } });
    await expect(createAccount(ctx, { ...PORTAL_TOTALKONTO, accountName: 'Twice' })).rejects.toMatchObject({ code: 'CONFLICT', path: 'bban' });
  });

  it('accepts the portal card script\'s two balances, AUTHORISED first, keeping the EXPECTED one as the ledger balance', async () => {
    const ctx = await withPortalCustomer();
    const card = await createCardAccount(ctx, {
      customerNumber: '13039319955', maskedPan: '1234xxxxxxxx4321', currency: 'NOK', creditLimit: { amount: 1000, currency: 'NOK' },
      balances: [
        { balanceType: 'AUTHORISED', balanceAmount: { amount: 700, currency: 'NOK' } },
        { balanceType: 'EXPECTED', balanceAmount: { amount: -300, currency: 'NOK' } },
      ],
    });
    expect(card.balance).toEqual({ minor: -30_000n, currency: 'NOK' });
  });

  it.each([
    ['the IBAN alone gives the BBAN', { iban: 'NO7809232911044' }, '09232911044'],
    ['a valid BBAN alone gives the IBAN', { bban: '95360573002' }, '95360573002'],
  ])('%s', async (_name, numbers, bban) => {
    const ctx = await withPortalCustomer();
    const account = await createAccount(ctx, { customerNumber: '01085800481', currency: 'NOK', ...numbers });
    expect(account.bban).toBe(bban);
    expect(account.iban.slice(4)).toBe(bban);
  });

  it('pays from the portal account once it exists (the bank vouches for its own number), by IBAN or BBAN', async () => {
    const ctx = await withPortalCustomer();
    await createAccount(ctx, PORTAL_TOTALKONTO);
    for (const debtorAccount of [{ iban: 'NO7809232911044' }, { bban: '09232911044' }]) {
      const initiation = { service: 'payments' as const, product: 'norwegian-domestic-credit-transfers' as const, body: domesticBody({ debtorAccount }) };
      const created = await createPayment(ctx, { tppId: 't', initiation, psu: { customerNumber: '01085800481', context: 'PRIVATE' } });
      expect(created.transactionStatus).toBe('RCVD');
    }
  });

  it('keeps the strict check for numbers the bank does not hold: MOD11 failing and unknown is refused', async () => {
    const ctx = await withPortalCustomer();
    const initiation = { service: 'payments' as const, product: 'norwegian-domestic-credit-transfers' as const, body: domesticBody({ debtorAccount: { iban: 'NO7809232911044' } }) };
    const error = await createPayment(ctx, { tppId: 't', initiation, psu: { customerNumber: '01085800481', context: 'PRIVATE' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'FORMAT_ERROR', path: 'debtorAccount.iban' });
    const toUnknown = { service: 'payments' as const, product: 'norwegian-domestic-credit-transfers' as const, body: domesticBody({ creditorAccount: { bban: '09232911044', currency: 'NOK' } }) };
    const creditorError = await createPayment(ctx, { tppId: 't', initiation: toUnknown }).catch((e: unknown) => e);
    expect(creditorError).toMatchObject({ code: 'FORMAT_ERROR', path: 'creditorAccount.bban' });
  });

  it.each([
    ['booked without dates: booked today', { amount: 1, currency: 'NOK' }, { state: 'booked', bookingDate: '2026-03-02', valueDate: '2026-03-02' }],
    ['booked with a value date only: booked on it', { amount: 1, currency: 'NOK', valueDate: '2026-02-01' }, { state: 'booked', bookingDate: '2026-02-01', valueDate: '2026-02-01' }],
    ['booked with a booking date only: valued on it', { amount: 1, currency: 'NOK', bookingDate: '2026-02-01' }, { state: 'booked', bookingDate: '2026-02-01', valueDate: '2026-02-01' }],
    ['pending: no booking date, value date kept', { amount: 1, currency: 'NOK', bookingStatus: 'pending' as const, bookingDate: '2026-02-01', valueDate: '2026-02-03' }, { state: 'pending', valueDate: '2026-02-03' }],
  ])('account transaction bookingStatus default: %s', async (_name, item, want) => {
    const ctx = await createSandboxContext();
    const [created] = await addTransactions(ctx, { accountId: TOTALKONTO, body: [item] });
    expect(created).toMatchObject(want);
    expect(created).not.toHaveProperty('bookingStatus');
    if (want.state === 'pending') expect(created).not.toHaveProperty('bookingDate');
  });

  it.each([
    ['booked without a booking date: booked on the transaction date', cardTx, { state: 'booked', bookingDate: '2026-02-10' }],
    ['booked later than the transaction date, as in the portal sample', { ...cardTx, bookingDate: '2026-02-12' }, { state: 'booked', bookingDate: '2026-02-12' }],
    ['pending: no booking date', { ...cardTx, bookingStatus: 'pending' as const, bookingDate: '2026-02-12' }, { state: 'pending' }],
  ])('card transaction bookingStatus default: %s', async (_name, item, want) => {
    const ctx = await createSandboxContext();
    const [created] = await addCardTransactions(ctx, { cardAccountId: CARD, body: [item] });
    expect(created).toMatchObject(want);
    expect(created).not.toHaveProperty('bookingStatus');
    if (want.state === 'pending') expect(created).not.toHaveProperty('bookingDate');
  });

  it('accepts the APPROVE role, which grants nothing for payments without VIEW and REGISTER', async () => {
    const ctx = await createSandboxContext();
    await createCustomer(ctx, { customerNumber: '01085800481', name: 'Ny Kunde', type: 'private' });
    const agreement = await createAgreement(ctx, { owner: '18129215603', name: 'Godkjenner', engagements: [{ customer: '01085800481', account: { iban: 'NO4615030012345' }, roles: ['APPROVE'] }] });
    expect(agreement.engagements[0]?.roles).toEqual(['APPROVE']);
    const initiation = { service: 'payments' as const, product: 'norwegian-domestic-credit-transfers' as const, body: domesticBody({ debtorAccount: { iban: 'NO4615030012345' } }) };
    const psu = { customerNumber: '01085800481', context: 'CORPORATE' as const };
    await expect(createPayment(ctx, { tppId: 't', initiation, psu })).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN', path: 'debtorAccount' });
  });
});

describe('sandbox resource services', () => {
  it('reads a customer with its accounts, card accounts and agreements', async () => {
    const ctx = await createSandboxContext();
    const view = await getCustomer(ctx, CUSTOMER_3);
    expect(view).toMatchObject({ customerNumber: '13039319955', accounts: [TOTALKONTO, expect.any(String)], cardAccounts: [CARD] });
    expect(view.agreements.map((a) => a.name)).toEqual(['Test Testperson 3', 'Testfirma 2 fullmakt']);
  });

  it('deletes a customer with everything of it, keeps everyone else and every payment (ids stay valid)', async () => {
    const ctx = await createSandboxContext();
    const payment = await createPayment(ctx, {
      tppId: 'tpp-1',
      initiation: { service: 'payments', product: 'norwegian-domestic-credit-transfers', body: domesticBody() },
      psu: PSU_3,
    });
    const before = ctx.store.snapshot();
    await deleteCustomer(ctx, CUSTOMER_3);
    const after = ctx.store.snapshot();
    expect([...after.customers.keys()]).not.toContain(CUSTOMER_3);
    expect([...after.accounts.values()].some((a) => a.customerNumber === '13039319955')).toBe(false);
    expect([...after.cardAccounts.values()].some((c) => c.customerNumber === '13039319955')).toBe(false);
    expect([...after.accountTransactions.values()].some((t) => t.accountId === TOTALKONTO)).toBe(false);
    expect([...after.cardTransactions.values()].some((t) => t.cardAccountId === CARD)).toBe(false);
    const agreements = await listAgreements(ctx);
    expect(agreements.some((a) => a.ownerCustomerNumber === '13039319955' || a.engagements.some((e) => e.customerNumber === '13039319955'))).toBe(false);
    expect(after.payments).toEqual(before.payments);
    expect(after.payments.get(payment.paymentId)?.transactionStatus).toBe('RCVD');
    // everyone else is whole
    const other = (c: typeof after) => [...c.accounts.values()].filter((a) => a.customerNumber === '12085592767');
    expect(other(after)).toEqual(other(before));
    expect(await getCustomer(ctx, CUSTOMER_1)).toMatchObject({ customerNumber: '12085592767' });
    await expect(deleteCustomer(ctx, CUSTOMER_3)).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
  });

  it('lets the batch run reject a payment whose debtor account was deleted, and keeps it readable', async () => {
    const ctx = await createSandboxContext();
    const initiation = { service: 'payments' as const, product: 'norwegian-domestic-credit-transfers' as const, body: domesticBody() };
    const payment = await createPayment(ctx, { tppId: 'tpp-1', initiation, psu: PSU_3 });
    await authorisePayment(ctx, { tppId: 'tpp-1', paymentId: payment.paymentId, psu: PSU_3 });
    await deleteCustomer(ctx, CUSTOMER_3);
    await runBatch(ctx);
    expect(ctx.store.snapshot().payments.get(payment.paymentId)?.transactionStatus).toBe('RJCT');
  });

  it('reads accounts, card accounts and one transaction; sets the ledger balance from the body', async () => {
    const ctx = await createSandboxContext();
    expect(await getAccount(ctx, TOTALKONTO)).toMatchObject({ name: 'Totalkonto' });
    expect(await getCardAccount(ctx, CARD)).toMatchObject({ customerNumber: '13039319955' });
    const [created] = await addTransactions(ctx, { accountId: TOTALKONTO, body: [{ amount: -10, currency: 'NOK' }] });
    expect(await getAccountTransaction(ctx, { accountId: TOTALKONTO, transactionId: created?.transactionId ?? '' })).toEqual(created);
    const other = '5eed0002-0000-4000-8000-000000000002';
    await expect(getAccountTransaction(ctx, { accountId: other, transactionId: created?.transactionId ?? '' })).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
    expect((await updateAccountBalances(ctx, { accountId: TOTALKONTO, balances: [nok(-250.5)] })).balance).toEqual({ minor: -25_050n, currency: 'NOK' });
    expect((await getAccount(ctx, TOTALKONTO)).balance.minor).toBe(-25_050n);
    const card = await updateCardAccountBalances(ctx, { cardAccountId: CARD, balances: [{ balanceType: 'AUTHORISED', balanceAmount: { amount: -1234.5, currency: 'NOK' } }] });
    expect(card.balance).toEqual({ minor: -123_450n, currency: 'NOK' });
    expect((await getCardAccount(ctx, CARD)).balance.minor).toBe(-123_450n);
  });

  it('fills the chosen accounts repeatably, never in the future, every account without a choice', async () => {
    const run = async () => {
      const ctx = await createSandboxContext();
      const report = await fillSandbox(ctx, { accountIds: [TOTALKONTO], months: 2, transactionsPerMonth: 5, seed: 7 });
      const filled = [...ctx.store.snapshot().accountTransactions.values()].filter((t) => t.accountId === TOTALKONTO && t.bankTransactionCode === 'PMNT');
      return { report, filled, ctx };
    };
    const first = await run();
    const second = await run();
    expect(first.report).toEqual({ accounts: [{ accountId: TOTALKONTO, transactionsCreated: 10 }] });
    expect(first.filled.map((t) => [t.bookingDate, t.amount])).toEqual(second.filled.map((t) => [t.bookingDate, t.amount]));
    expect(first.filled.every((t) => (t.bookingDate ?? '') <= '2026-03-02')).toBe(true);
    const all = await fillSandbox(first.ctx, {});
    expect(all.accounts).toHaveLength(8);
    expect(all.accounts.every((a) => a.transactionsCreated === 30)).toBe(true);
  });
});
