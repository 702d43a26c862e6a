import { isValidIban, isValidNorwegianBban } from '@xs2a-kit/iso';
import { describe, expect, it } from 'vitest';
import type { DomainErrorCode } from './errors.js';
import { createPayment } from './payment-service.js';
import { addCardTransactions, addTransactions, createAccount, createCardAccount } from './sandbox-accounts.js';
import { addEngagement, createAgreement, createCustomer, initializeSandbox, listAgreements, listCustomers } from './sandbox-customers.js';
import { createStartingState } from './starting-state.js';
import { createFakeClock, createSandboxContext, domesticBody, MONDAY } from './test-support.js';

describe('the starting state', () => {
  const state = createStartingState(createFakeClock(MONDAY));

  it('has the published customers with two accounts each and card accounts for the private ones', () => {
    const summary = state.customers.map((c) => [
      c.customerNumber,
      c.customerType,
      state.accounts.filter((a) => a.customerNumber === c.customerNumber).length,
      state.cardAccounts.filter((a) => a.customerNumber === c.customerNumber).length,
    ]);
    expect(summary).toEqual([
      ['13039319955', 'PRIVATE', 2, 1],
      ['12085592767', 'PRIVATE', 2, 1],
      ['18129215603', 'CORPORATE', 2, 0],
      ['20079518612', 'CORPORATE', 2, 0],
    ]);
  });

  it.each(createStartingState(createFakeClock(MONDAY)).accounts.map((a) => [a.name, a] as const))('%s has a valid MOD11 BBAN and the matching IBAN', (_name, account) => {
    expect(isValidNorwegianBban(account.bban)).toBe(true);
    expect(isValidIban(account.iban)).toBe(true);
    expect(account.iban.slice(4)).toBe(account.bban);
  });

  it('keeps the portal names and the Totalkonto (with a corrected check digit)', () => {
    expect(state.accounts[0]).toMatchObject({ name: 'Totalkonto', bban: '09232911007', balance: { minor: 1_800_000n, currency: 'NOK' } });
    expect(isValidNorwegianBban('09232911044')).toBe(false);
  });

  it('grants each private customer VIEW and REGISTER on one corporation’s accounts', () => {
    const corporate = state.agreements.filter((a) => a.type === 'CORPORATE');
    expect(corporate.map((a) => [a.ownerCustomerNumber, a.engagements.map((e) => [e.customerNumber, e.roles.join('+')])])).toEqual([
      ['18129215603', [['13039319955', 'VIEW+REGISTER'], ['13039319955', 'VIEW+REGISTER']]],
      ['20079518612', [['12085592767', 'VIEW+REGISTER'], ['12085592767', 'VIEW+REGISTER']]],
    ]);
  });

  it('has a few months of booked transactions before now, pending ones, and stable ids', () => {
    const booked = state.transactions.filter((t) => t.state === 'booked');
    const dates = booked.map((t) => t.bookingDate as string).sort();
    expect(dates[0] as string < '2026-01-01').toBe(true);
    expect(dates.at(-1) as string <= '2026-03-02').toBe(true);
    expect(state.transactions.some((t) => t.state === 'pending')).toBe(true);
    expect(state.cardTransactions.some((t) => t.state === 'pending')).toBe(true);
    const again = createStartingState(createFakeClock('2026-04-01T09:00:00Z'));
    expect(again.transactions.map((t) => t.transactionId)).toEqual(state.transactions.map((t) => t.transactionId));
    expect(new Set(state.transactions.map((t) => t.transactionId)).size).toBe(state.transactions.length);
  });

  it('flags one account as requiring KID', () => {
    expect(state.accounts.filter((a) => a.requiresKid).map((a) => a.bban)).toEqual(['15030098703']);
  });
});

describe('sandbox mock data', () => {
  it('initialise removes what was created by hand, payments included', async () => {
    const ctx = await createSandboxContext();
    await createCustomer(ctx, { customerNumber: '01085800481', name: 'Ny Kunde', type: 'private' });
    await createPayment(ctx, { tppId: 'tpp-1', initiation: { service: 'payments', product: 'norwegian-domestic-credit-transfers', body: domesticBody() } });
    await initializeSandbox(ctx);
    const state = ctx.store.snapshot();
    expect([...state.customers.values()].map((c) => c.customerNumber)).toEqual(['13039319955', '12085592767', '18129215603', '20079518612']);
    expect(state.payments.size).toBe(0);
  });

  type Call = (ctx: Awaited<ReturnType<typeof createSandboxContext>>) => Promise<unknown>;
  const totalkonto = '5eed0002-0000-4000-8000-000000000001';
  const card = '5eed0003-0000-4000-8000-000000000001';
  const refusals: [string, { given: Call; want: { code: DomainErrorCode; path?: string } }][] = [
    ['customer of unknown type', { given: (ctx) => createCustomer(ctx, { customerNumber: '1', name: 'X', type: 'person' }), want: { code: 'FORMAT_ERROR', path: 'type' } }],
    ['customer without number', { given: (ctx) => createCustomer(ctx, { customerNumber: ' ', name: 'X', type: 'private' }), want: { code: 'FORMAT_ERROR', path: 'customerNumber' } }],
    ['customer number taken', { given: (ctx) => createCustomer(ctx, { customerNumber: '13039319955', name: 'X', type: 'PRIVATE' }), want: { code: 'CONFLICT', path: 'customerNumber' } }],
    ['account with a BBAN in print format', { given: (ctx) => createAccount(ctx, { customerNumber: '13039319955', bban: '0923.29.11044', currency: 'NOK' }), want: { code: 'FORMAT_ERROR', path: 'bban' } }],
    ['account whose IBAN does not match', { given: (ctx) => createAccount(ctx, { customerNumber: '13039319955', bban: '95360573002', iban: 'NO1009232911007', currency: 'NOK' }), want: { code: 'FORMAT_ERROR', path: 'iban' } }],
    ['account for an unknown customer', { given: (ctx) => createAccount(ctx, { customerNumber: '999', bban: '95360573002', currency: 'NOK' }), want: { code: 'RESOURCE_UNKNOWN', path: 'customerNumber' } }],
    ['account number taken', { given: (ctx) => createAccount(ctx, { customerNumber: '13039319955', bban: '09232911007', currency: 'NOK' }), want: { code: 'CONFLICT', path: 'bban' } }],
    ['balance with three decimals', { given: (ctx) => createAccount(ctx, { customerNumber: '13039319955', bban: '95360573002', currency: 'NOK', balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: 1.005, currency: 'NOK' } }] }), want: { code: 'FORMAT_ERROR', path: 'balances[0].balanceAmount.amount' } }],
    ['card account with an unmasked PAN', { given: (ctx) => createCardAccount(ctx, { customerNumber: '13039319955', maskedPan: '1234567812345678', currency: 'NOK' }), want: { code: 'FORMAT_ERROR', path: 'maskedPan' } }],
    ['transaction booked tomorrow', { given: (ctx) => addTransactions(ctx, { accountId: totalkonto, body: [{ amount: 1, currency: 'NOK', bookingDate: '2026-03-03', valueDate: '2026-03-03' }] }), want: { code: 'FORMAT_ERROR', path: '[0].bookingDate' } }],
    ['transaction valued tomorrow', { given: (ctx) => addTransactions(ctx, { accountId: totalkonto, body: [{ amount: 1, currency: 'NOK', bookingDate: '2026-03-01', valueDate: '2026-03-03' }] }), want: { code: 'FORMAT_ERROR', path: '[0].valueDate' } }],
    ['booking date after value date', { given: (ctx) => addTransactions(ctx, { accountId: totalkonto, body: [{ amount: 1, currency: 'NOK', bookingDate: '2026-02-02', valueDate: '2026-02-01' }] }), want: { code: 'FORMAT_ERROR', path: '[0].bookingDate' } }],
    ['transactions of an unknown account', { given: (ctx) => addTransactions(ctx, { accountId: 'nope', body: [] }), want: { code: 'RESOURCE_UNKNOWN' } }],
    ['card transaction in the future', { given: (ctx) => addCardTransactions(ctx, { cardAccountId: card, body: [{ transactionDate: '2026-03-03', transactionAmount: { currency: 'NOK', amount: 1 } }] }), want: { code: 'FORMAT_ERROR', path: '[0].transactionDate' } }],
    ['card transaction id used twice', { given: (ctx) => addCardTransactions(ctx, { cardAccountId: card, body: [{ cardTransactionId: 'test', transactionDate: '2026-03-01', transactionAmount: { currency: 'NOK', amount: 1 } }, { cardTransactionId: 'test', transactionDate: '2026-03-01', transactionAmount: { currency: 'NOK', amount: 1 } }] }), want: { code: 'FORMAT_ERROR', path: '[1].cardTransactionId' } }],
    ['agreement owned by a private customer', { given: (ctx) => createAgreement(ctx, { owner: '13039319955', name: 'X' }), want: { code: 'FORMAT_ERROR', path: 'owner' } }],
    ['agreement on another customer’s account', { given: (ctx) => createAgreement(ctx, { owner: '18129215603', name: 'X', engagements: [{ customer: '12085592767', account: { iban: 'NO1009232911007' }, roles: ['VIEW'] }] }), want: { code: 'RESOURCE_UNKNOWN', path: 'engagements[0].account.iban' } }],
    ['engagement for an unknown PSU', { given: (ctx) => createAgreement(ctx, { owner: '18129215603', name: 'X', engagements: [{ customer: '999', account: { iban: 'NO4615030012345' }, roles: ['VIEW'] }] }), want: { code: 'RESOURCE_UNKNOWN', path: 'engagements[0].customer' } }],
    ['engagement with an unknown role', { given: (ctx) => createAgreement(ctx, { owner: '18129215603', name: 'X', engagements: [{ customer: '12085592767', account: { iban: 'NO4615030012345' }, roles: ['OWN'] }] }), want: { code: 'FORMAT_ERROR', path: 'engagements[0].roles' } }],
  ];
  it.each(refusals)('refuses %s', async (_name, { given, want }) => {
    const ctx = await createSandboxContext();
    const error = await given(ctx).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: want.code, path: want.path });
  });

  it('accepts the published bodies (amounts as JSON numbers, lower-case type, invoiced "true")', async () => {
    const ctx = await createSandboxContext();
    await createCustomer(ctx, { customerNumber: '01085800481', name: 'Ny Kunde', type: 'private' });
    const account = await createAccount(ctx, {
      customerNumber: '01085800481', accountName: 'Brukskonto', bban: '95360573002', currency: 'NOK', product: 'BRUKSKONTO', cashAccountType: 'CACC', creditLine: 0,
      balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: 18000, currency: 'NOK' } }],
    });
    expect(account).toMatchObject({ iban: 'NO0995360573002', balance: { minor: 1_800_000n } });
    const cardAccount = await createCardAccount(ctx, {
      customerNumber: '01085800481', maskedPan: '1234xxxxxxxx4321', currency: 'NOK', creditLimit: { currency: 'NOK', amount: 1000 },
      balances: [{ balanceAmount: { currency: 'NOK', amount: 0 }, balanceType: 'EXPECTED' }], cardId: '1', accountNumber: '123412341234', expiry: '2020-01-01', name: 'Test', product: 'Basic Credit', status: 'ENABLED',
    });
    const [tx] = await addCardTransactions(ctx, {
      cardAccountId: cardAccount.cardAccountId,
      body: [{ cardTransactionId: 'test', terminalId: 'tid', bookingDate: '2019-05-08', transactionDate: '2018-06-07', transactionAmount: { currency: 'NOK', amount: 100 }, originalAmount: { currency: 'NOK', amount: 100 }, merchantCategoryCode: 'BOB', markupFee: { currency: 'NOK', amount: 10 }, markupFeePercentage: '20', invoiced: 'true' }],
    });
    expect(tx).toMatchObject({ cardTransactionId: 'test', state: 'booked', invoiced: true, transactionAmount: { minor: 10_000n } });
    const [booked, pending] = await addTransactions(ctx, {
      accountId: account.accountId,
      body: [
        { amount: -21.1, currency: 'NOK', valueDate: '2026-02-02', bookingDate: '2026-02-01', creditorName: 'Butikk', bankTransactionCode: 'PMNT' },
        { amount: 5, currency: 'NOK', bookingStatus: 'pending' },
      ],
    });
    expect(booked).toMatchObject({ state: 'booked', amount: { minor: -2110n } });
    expect(pending).toMatchObject({ state: 'pending' });
  });

  it('lists customers with accounts and agreements only when asked', async () => {
    const ctx = await createSandboxContext();
    const lean = await listCustomers(ctx);
    expect(lean[0]).toMatchObject({ customerNumber: '13039319955', customerType: 'PRIVATE', customerName: 'Test Testperson 3', accounts: [], cardAccounts: [], agreements: [] });
    const full = await listCustomers(ctx, { withAccounts: true, withAgreements: true });
    expect(full[0]?.accounts).toHaveLength(2);
    expect(full[0]?.cardAccounts).toHaveLength(1);
    expect(full[0]?.agreements.map((a) => a.name)).toEqual(['Test Testperson 3', 'Testfirma 2 fullmakt']);
    expect(full[2]?.cardAccounts).toEqual([]);
  });

  it('gives a new private customer an agreement; corporate access follows engagements with VIEW and REGISTER', async () => {
    const ctx = await createSandboxContext();
    await createCustomer(ctx, { customerNumber: '01085800481', name: 'Ny Kunde', type: 'private' });
    expect((await listAgreements(ctx)).filter((a) => a.ownerCustomerNumber === '01085800481')).toHaveLength(1);
    const corporatePsu = { customerNumber: '01085800481', context: 'CORPORATE' as const };
    const body = domesticBody({ debtorAccount: { iban: 'NO4615030012345' } });
    const initiation = { service: 'payments' as const, product: 'norwegian-domestic-credit-transfers' as const, body };
    const agreement = await createAgreement(ctx, { owner: '18129215603', name: 'Fullmakt', engagements: [{ customer: '01085800481', account: { iban: 'NO4615030012345' }, roles: ['VIEW'] }] });
    await expect(createPayment(ctx, { tppId: 't', initiation, psu: corporatePsu })).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN', path: 'debtorAccount' });
    await addEngagement(ctx, { agreementId: agreement.agreementId, body: { customer: '01085800481', account: { iban: 'NO4615030012345' }, roles: ['REGISTER', 'VIEW'], registerLimit: 0, approvalLimit: 0 } });
    await expect(createPayment(ctx, { tppId: 't', initiation, psu: corporatePsu })).resolves.toMatchObject({ transactionStatus: 'RCVD' });
    await expect(createPayment(ctx, { tppId: 't', initiation, psu: { ...corporatePsu, agreementId: 'another' } })).rejects.toMatchObject({ code: 'RESOURCE_UNKNOWN' });
  });
});

describe('engagement limits', () => {
  // Review (mock data): a limit was refused at registerLimit.amount, a member the body has not, and -5 was kept.
  it.each([
    ['a negative registerLimit', { registerLimit: -5 }, 'registerLimit', /registerLimit may not be negative/],
    ['an approvalLimit with too many decimals', { approvalLimit: 1.234 }, 'approvalLimit', /^approvalLimit is not a valid NOK amount/],
  ])('%s is refused at the field itself', async (_name, limits, path, text) => {
    const ctx = await createSandboxContext();
    await createCustomer(ctx, { customerNumber: '01085800481', name: 'Ny Kunde', type: 'private' });
    const agreement = await createAgreement(ctx, { owner: '18129215603', name: 'Fullmakt', engagements: [] });
    const body = { customer: '01085800481', account: { iban: 'NO4615030012345' }, roles: ['REGISTER' as const], ...limits };
    await expect(addEngagement(ctx, { agreementId: agreement.agreementId, body })).rejects.toMatchObject({ code: 'FORMAT_ERROR', path, message: expect.stringMatching(text) });
    await expect(createAgreement(ctx, { owner: '18129215603', name: 'F2', engagements: [body] })).rejects.toMatchObject({ code: 'FORMAT_ERROR', path: `engagements[0].${path}` });
  });
});
