/**
 * The TPP quickstart journey of issue 8, written only against the SDK: certificates, sandbox reset, customers,
 * a periodic payment approved with the sandbox's headless SCA and read back as ACTC, a signing basket with two
 * payments, card transactions, and account information after the PSU's consent. Each step prints what it did; the first unexpected answer ends the journey, and a
 * summary of every step is printed either way.
 */
import { createClient, Xs2aError, type CallResult, type Xs2aClient } from '@xs2a-kit/client';
import { createTestCertificates } from '@xs2a-kit/signature';

const PRODUCT = 'norwegian-domestic-credit-transfers';

type SandboxCustomer = Awaited<ReturnType<typeof listCustomers>>[number];
/** Any call result: only an SCA-needed one names an authorisation. */
type AuthorisationSource = Pick<CallResult<'createSigningBasket'>, 'kind'> & { readonly authorisationId?: string | undefined };

/** One step of the journey and how it ended. */
export interface StepOutcome {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

/**
 * Runs the whole journey against the sandbox at `baseUrl` and prints a summary; resolves to the process exit code
 * (0 every step passed, 1 a step failed).
 *
 * @example
 * ```ts
 * process.exitCode = await runJourney('http://localhost:8080');
 * ```
 * @see ../README.md
 */
export async function runJourney(baseUrl: string, log: (line: string) => void = console.log): Promise<number> {
  const outcomes: StepOutcome[] = [];
  const step = async <T>(name: string, run: () => Promise<T>, describe: (value: T) => string): Promise<T> => {
    log(name);
    try {
      const value = await run();
      outcomes.push({ name, ok: true, detail: describe(value) });
      return value;
    } catch (error) {
      outcomes.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  };
  try {
    await walk(baseUrl, log, step);
  } catch (error) {
    log(`failed: ${error instanceof Xs2aError || error instanceof Error ? error.message : String(error)}`);
  }
  log('summary:');
  for (const outcome of outcomes) log(`  ${outcome.ok ? 'ok    ' : 'FAILED'} ${outcome.name}: ${outcome.detail}`);
  const passed = outcomes.length === STEP_COUNT && outcomes.every((o) => o.ok);
  log(passed ? `done: all ${STEP_COUNT} steps passed` : `not done: ${outcomes.filter((o) => o.ok).length} of ${STEP_COUNT} steps passed`);
  return passed ? 0 : 1;
}

const STEP_COUNT = 7;
type Step = <T>(name: string, run: () => Promise<T>, describe: (value: T) => string) => Promise<T>;

async function walk(baseUrl: string, log: (line: string) => void, step: Step): Promise<void> {
  const { qseal } = await step('1. test certificates (QSealC with PSD2 roles PSP_PI and PSP_AI)', () => createTestCertificates({ roles: ['PSP_PI', 'PSP_AI'] }), (c) => `keyId ${c.qseal.keyId}`);
  const client = createClient({
    baseUrl,
    certificate: qseal.certificatePem,
    privateKey: qseal.privateKeyPem,
    tppRedirectUri: 'http://localhost/quickstart-callback?state=quickstart',
    psuIpAddress: '192.0.2.10',
  });

  await step('2. sandbox reset', async () => expectOk(await client.initializeSandbox(), 'initializeSandbox'), (reset) => `${reset.customers.length} customers, ${reset.accounts} accounts, ${reset.cardAccounts} card accounts`);

  const { customer, debtor, creditor } = await step('3. sandbox customers', async () => {
    const customers = await listCustomers(client);
    const found = customers.find((c) => c.customerType === 'PRIVATE' && c.accounts.length >= 1 && c.cardAccounts.length >= 1);
    if (!found) throw new Error('no private customer with an account and a card account in the starting state');
    for (const c of customers) log(`   ${c.customerNumber} ${c.customerType} ${c.customerName}: ${c.accounts.length} accounts`);
    return { customer: found, ...(await pickAccounts(client, found, customers, log)) };
  }, (picked) => `customer ${picked.customer.customerNumber}, debtor ${picked.debtor.bban ?? picked.debtor.iban}`);
  // Before the first SCA there is no psu-id yet; the national identity number identifies the PSU (SCA streamlining).
  client.setPsu({ psuIdentity: customer.customerNumber, psuContext: 'PRIVATE' });

  await step('4. periodic payment, headless SCA, status ACTC', async () => {
    const periodic = await client.createPeriodicPayment(PRODUCT, {
      instructedAmount: { amount: '150.00', currency: 'NOK' },
      creditorName: 'Quickstart Utleier AS',
      creditorAccount: creditor,
      debtorAccount: debtor,
      remittanceInformationUnstructured: 'Husleie quickstart',
      startDate: addDays(new Date(), 7),
      frequency: 'Monthly',
      dayOfExecution: '1',
    });
    const periodicId = readCreated(periodic, 'paymentId');
    const authorisation = await findAuthorisation(periodic, () => client.startPaymentAuthorisation('periodic-payments', PRODUCT, periodicId));
    await approve(client, authorisation, customer.customerNumber, log);
    const status = expectOk(await client.getPaymentStatus('periodic-payments', PRODUCT, periodicId), 'getPeriodicPaymentStatus');
    log(`   periodic payment ${periodicId}: ${status.transactionStatus}`);
    if (status.transactionStatus !== 'ACTC') throw new Error(`expected ACTC after approval, got ${status.transactionStatus}`);
    return periodicId;
  }, (id) => `periodic payment ${id} ACTC`);

  await step('5. signing basket with two payments', async () => {
    const paymentIds: string[] = [];
    for (const amount of ['100.00', '250.50']) {
      const single = await client.createPayment('payments', PRODUCT, {
        instructedAmount: { amount, currency: 'NOK' },
        creditorName: 'Quickstart Butikk AS',
        creditorAccount: creditor,
        debtorAccount: debtor,
        remittanceInformationUnstructured: `Faktura ${amount}`,
      });
      paymentIds.push(readCreated(single, 'paymentId'));
    }
    const basket = await client.createSigningBasket(paymentIds);
    const basketId = readCreated(basket, 'basketId');
    const authorisation = await findAuthorisation(basket, () => client.startSigningBasketAuthorisation(basketId));
    await approve(client, authorisation, customer.customerNumber, log);
    const status = expectOk(await client.getSigningBasketStatus(basketId), 'getSigningBasketStatus');
    log(`   basket ${basketId} with ${paymentIds.join(', ')}: ${status.transactionStatus}`);
    if (status.transactionStatus !== 'ACTC') throw new Error(`expected the basket ACTC after approval, got ${status.transactionStatus}`);
    return basketId;
  }, (id) => `basket ${id} with two payments ACTC`);

  await step('6. card transactions', async () => {
    const cardAccountId = customer.cardAccounts[0]!;
    const cards = expectOk(await client.listSandboxCardTransactions(cardAccountId, { bookingStatus: 'both' }), 'listSandboxCardAccountTransactions');
    log(`   card ${cards.cardAccount.maskedPan}: ${cards.cardTransactions.booked.length} booked, ${cards.cardTransactions.pending.length} pending`);
    for (const t of cards.cardTransactions.booked.slice(0, 5)) log(`   ${t.bookingDate} ${t.transactionAmount.amount} ${t.transactionAmount.currency} MCC ${t.merchantCategoryCode}`);
    return cards;
  }, (cards) => `${cards.cardTransactions.booked.length} booked, ${cards.cardTransactions.pending.length} pending on ${cards.cardAccount.maskedPan}`);

  await step('7. account information: consent by SCA, accounts, balances, transactions', async () => {
    // The PSU has given this TPP no consent yet: the first read answers 401 with the SCA that asks for it.
    const first = await client.listAccounts();
    if (first.kind === 'sca-needed' && first.authorisationId) await approve(client, first.authorisationId, customer.customerNumber, log);
    const accounts = expectOk(await client.listAccounts(), 'listAccounts').accounts;
    const account = accounts[0];
    if (!account?.resourceId) throw new Error('the consent reaches no account');
    const balances = expectOk(await client.getAccountBalances(account.resourceId), 'getAccountBalances').balances;
    for (const b of balances) log(`   ${account.iban ?? account.bban} ${b.balanceType} ${b.balanceAmount.amount} ${b.balanceAmount.currency}`);
    const transactions = expectOk(await client.listAccountTransactions(account.resourceId, { bookingStatus: 'booked', limit: 5 }), 'listAccountTransactions').transactions;
    for (const t of transactions.booked ?? []) log(`   ${t.bookingDate} ${t.transactionAmount.amount} ${t.transactionAmount.currency} ${t.creditorName ?? t.debtorName ?? ''}`.trimEnd());
    return { accounts: accounts.length, balances: balances.length, booked: transactions.booked?.length ?? 0 };
  }, (read) => `${read.accounts} accounts consented, ${read.balances} balances and ${read.booked} booked transactions on the first`);
}

async function listCustomers(client: Xs2aClient) {
  return expectOk(await client.listSandboxCustomers({ withAccounts: true, withAgreements: true }), 'listSandboxCustomers');
}

/** The debtor is the customer's first account; the creditor another customer's account that needs no KID. */
async function pickAccounts(client: Xs2aClient, customer: SandboxCustomer, customers: readonly SandboxCustomer[], log: (line: string) => void) {
  const read = async (id: string) => expectOk(await client.call('getSandboxAccount', { path: { mockAccountId: id } }), 'getSandboxAccount');
  const debtorAccount = await read(customer.accounts[0]!);
  const others = customers.filter((c) => c.customerNumber !== customer.customerNumber).flatMap((c) => c.accounts);
  let creditorAccount: Awaited<ReturnType<typeof read>> | undefined;
  for (const id of others) {
    const account = await read(id);
    if (account.kidRequired !== true && account.currency === 'NOK') {
      creditorAccount = account;
      break;
    }
  }
  if (!creditorAccount) throw new Error('no NOK creditor account without KID in the starting state');
  const reference = (a: typeof debtorAccount) => {
    if (a.bban) return { bban: a.bban, currency: a.currency };
    if (a.iban) return { iban: a.iban, currency: a.currency };
    throw new Error(`sandbox account ${a.id} has neither BBAN nor IBAN`);
  };
  log(`   debtor ${debtorAccount.bban ?? debtorAccount.iban}, creditor ${creditorAccount.bban ?? creditorAccount.iban}`);
  return { debtor: reference(debtorAccount), creditor: reference(creditorAccount) };
}

/** The authorisation of a created resource: from its SCA redirect, else by starting one. */
async function findAuthorisation(created: AuthorisationSource, start: () => Promise<AuthorisationSource>): Promise<string> {
  if (created.kind === 'sca-needed' && created.authorisationId) return created.authorisationId;
  const started = await start();
  if (started.kind === 'sca-needed' && started.authorisationId) return started.authorisationId;
  throw new Error('the bank gave no authorisation to approve');
}

async function approve(client: Xs2aClient, authorisationId: string, customerNumber: string, log: (line: string) => void): Promise<void> {
  const decided = expectOk(await client.approveAuthorisation(authorisationId, { customerNumber }), 'decideSandboxAuthorisation');
  const callback = client.applyCallback(decided.redirectUrl);
  if (callback.kind === 'failure') throw new Error(`SCA failed: ${callback.code} ${callback.message}`);
  log(`   SCA ${authorisationId} ${decided.scaStatus}; PSU-ID ${callback.psuId} (${callback.context})`);
}

function expectOk<T>(result: { kind: 'ok'; body: T } | { kind: 'sca-needed'; scaRedirect: string }, what: string): T {
  if (result.kind !== 'ok') throw new Error(`${what} unexpectedly asked for SCA at ${result.scaRedirect}`);
  return result.body;
}

function readCreated<K extends string>(result: { kind: 'ok'; body: unknown } | { kind: 'sca-needed'; resource: unknown }, key: K): string {
  const resource = (result.kind === 'ok' ? result.body : result.resource) as Partial<Record<K, unknown>> | undefined;
  const id = resource?.[key];
  if (typeof id !== 'string') throw new Error(`the answer carries no ${key}`);
  return id;
}

function addDays(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
