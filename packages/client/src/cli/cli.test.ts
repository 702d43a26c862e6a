import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { explainRequest } from '@xs2a-kit/signature';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMAND_OPTIONS, GLOBAL_OPTIONS } from './cli-options.js';
import { SETTINGS } from './load-cli-config.js';
import { AUTHORISATION_ID, CARD_TRANSACTIONS, createErrorBody, createPaymentCreated, CUSTOMERS, INITIALIZED, PAYMENT_ID, PSU_ID } from '../test-support/canned-bodies.js';
import { startTestBank, type TestBank } from '../test-support/test-bank.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const CLI = join(ROOT, 'packages/client/src/cli.ts');

let bank: TestBank;
let dir: string;

/** Runs the CLI as a child process (never blocking, since the test bank lives in this process). */
async function xs2a(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(TSX, ['--tsconfig', join(ROOT, 'tsconfig.json'), CLI, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', XS2A_BASE_URL: bank.url, XS2A_CERT: join(dir, 'qseal.pem'), XS2A_KEY: join(dir, 'qseal-key.pem'), ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

beforeAll(async () => {
  bank = await startTestBank();
  dir = mkdtempSync(join(tmpdir(), 'xs2a-cli-'));
  const created = await run(TSX, ['--tsconfig', join(ROOT, 'tsconfig.json'), CLI, 'certs', 'create', '--out', dir, '--roles', 'PSP_PI,PSP_AI', '--json'], { cwd: ROOT });
  expect(JSON.parse(created.stdout)).toMatchObject({ roles: ['PSP_PI', 'PSP_AI'], keyId: expect.stringMatching(/^SN=[0-9A-F]+,CA=/) });
});
afterAll(async () => {
  await bank.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  bank.requests.length = 0;
});

describe('xs2a certs create', () => {
  it('wrote PEM files whose key belongs to the certificate, and refuses to overwrite them without --force', async () => {
    expect(readFileSync(join(dir, 'qseal.pem'), 'utf8')).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(readFileSync(join(dir, 'qseal-key.pem'), 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const again = await xs2a(['certs', 'create', '--out', dir]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('--force');
  });

  it.each([
    ['not hexadecimal', 'ZZ'],
    ['zero (the certificate factory put a random serial in its place)', '0'],
    ['zero with leading zeros', '00'],
    ['longer than 20 bytes', 'A'.repeat(41)],
    // Review (TPP): DER puts 00 before a first octet of 80-FF, so this made a 21-octet serial.
    ['40 digits with the high bit set (21 octets in DER)', `8${'0'.repeat(39)}`],
  ])('refuses a --serial that is %s with a one-line usage error (exit 2) and writes nothing', async (_name, serial) => {
    const out = join(dir, `serial-${serial.length}-${serial.slice(0, 2)}`);
    const refused = await xs2a(['certs', 'create', '--out', out, '--serial', serial]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      `error: --serial must be a positive hexadecimal number of 1 to 40 digits (at most 20 bytes in DER, not zero; 40 digits start with 0-7), such as 0A0B0C; got "${serial}"\nRun xs2a --help for usage.\n`,
    );
    expect(existsSync(out)).toBe(false);
  });

  // Review L (package consumers): a malformed --org-id was written, and every call signed with it was refused.
  it.each([
    ['without a PSP identifier', 'PSDNO-FSA-', 'has no PSP identifier'],
    ['with a space', 'hello world', 'is neither'],
    ['empty', '', 'it is empty'],
  ])('refuses an --org-id %s with a usage error (exit 2) and writes nothing', async (_name, orgId, reason) => {
    const out = join(dir, `org-${orgId.length}`);
    const refused = await xs2a(['certs', 'create', '--out', out, '--org-id', orgId]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`error: --org-id: `);
    expect(refused.stderr).toContain(reason);
    expect(existsSync(out)).toBe(false);
  });

  it('writes a foreign TPP\'s --org-id with its own NCA in the PSD2 statement', async () => {
    const made = await xs2a(['certs', 'create', '--out', join(dir, 'org-se'), '--org-id', 'PSDSE-FINA-44059', '--json']);
    expect(made.code, made.stderr).toBe(0);
  });

  it('writes the --serial asked for, bytes separated by colons as OpenSSL prints them', async () => {
    const made = await xs2a(['certs', 'create', '--out', join(dir, 'serial-ok'), '--serial', '0a:0b:0c', '--json']);
    expect(made.code, made.stderr).toBe(0);
    expect(JSON.parse(made.stdout)).toMatchObject({ serialHex: 'A0B0C', keyId: expect.stringMatching(/^SN=A0B0C,CA=/) });
  });
});

describe('xs2a sandbox and customers', () => {
  it('sandbox reset prints the starting state, and --json the typed result', async () => {
    bank.on('POST', '/v1/sandbox/initialize', { status: 200, body: INITIALIZED });
    const [readable, json] = await Promise.all([xs2a(['sandbox', 'reset']), xs2a(['sandbox', 'reset', '--json'])]);
    expect(readable).toMatchObject({ code: 0 });
    expect(readable.stdout).toContain('Sandbox reset: 2 customers, 6 accounts');
    expect(JSON.parse(json.stdout)).toMatchObject({ kind: 'ok', status: 200, body: INITIALIZED });
    expect(bank.requests.every((r) => r.signatureError === undefined)).toBe(true);
  });

  it('customers list --with-accounts --with-agreements asks for both and lists numbers, accounts and agreements', async () => {
    bank.on('GET', '/v1/sandbox/customers', { status: 200, body: CUSTOMERS });
    bank.on('GET', '/v1/sandbox/accounts/acc-1', { status: 200, body: { id: 'acc-1', customerNumber: '13039319955', bban: '86011117947', currency: 'NOK', accountName: 'Brukskonto', balances: [] } });
    bank.on('GET', '/v1/sandbox/accounts/acc-2', { status: 404, body: createErrorBody('RESOURCE_UNKNOWN', 'no such account') });
    bank.on('GET', '/v1/sandbox/card-accounts/card-1', { status: 200, body: { resourceId: 'card-1', customerNumber: '13039319955', maskedPan: '525412******3241', currency: 'NOK', name: 'Kredittkort', balances: [] } });
    const result = await xs2a(['customers', 'list', '--with-accounts', '--with-agreements']);
    expect(result.code).toBe(0);
    expect(bank.requests[0]?.target).toBe('/v1/sandbox/customers?withAccounts=true&withAgreements=true');
    expect(result.stdout).toContain('13039319955  PRIVATE');
    // The BBAN is what `pay --debtor-account` takes; an account that cannot be read keeps its bare id.
    expect(result.stdout).toContain('    accounts:\n      86011117947  NOK  Brukskonto  (id acc-1)\n      acc-2\n');
    expect(result.stdout).toContain('      525412******3241  NOK  Kredittkort  (id card-1)');
    expect(result.stdout).toContain('agreement agr-1 Hovedavtale');
  });

  // Style review: every failed account read was shown as a bare id, a refused signature or a network fault included.
  it('customers list --with-accounts reports an account read that fails for another reason than 404', async () => {
    bank.on('GET', '/v1/sandbox/customers', { status: 200, body: CUSTOMERS });
    bank.on('GET', '/v1/sandbox/accounts/acc-1', { status: 200, body: { id: 'acc-1', customerNumber: '13039319955', bban: '86011117947', currency: 'NOK', accountName: 'Brukskonto', balances: [] } });
    bank.on('GET', '/v1/sandbox/accounts/acc-2', { status: 403, body: createErrorBody('FORBIDDEN', 'not for this certificate') });
    bank.on('GET', '/v1/sandbox/card-accounts/card-1', { status: 200, body: { resourceId: 'card-1', customerNumber: '13039319955', maskedPan: '525412******3241', currency: 'NOK', name: 'Kredittkort', balances: [] } });
    const result = await xs2a(['customers', 'list', '--with-accounts']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('FORBIDDEN');
    expect(result.stdout).not.toContain('      acc-2\n');
  });

  it('customers list --with-accounts --json prints the listing as sent and reads no account', async () => {
    bank.on('GET', '/v1/sandbox/customers', { status: 200, body: CUSTOMERS });
    const result = await xs2a(['customers', 'list', '--with-accounts', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ kind: 'ok', body: CUSTOMERS });
    expect(bank.requests.map((r) => r.pathname)).toEqual(['/v1/sandbox/customers']);
  });

  it('card-transactions list needs --booking-status (exit 2) and prints the transactions', async () => {
    bank.on('GET', '/v1/sandbox/card-accounts/card-1/transactions', { status: 200, body: CARD_TRANSACTIONS });
    const [missing, listed] = await Promise.all([
      xs2a(['card-transactions', 'list', 'card-1']),
      xs2a(['card-transactions', 'list', 'card-1', '--booking-status', 'both', '--limit', '5']),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--booking-status');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('525412******3241: 1 booked, 1 pending');
    expect(bank.requests.map((r) => r.target)).toEqual(['/v1/sandbox/card-accounts/card-1/transactions?bookingStatus=both&limit=5']);
  });

  it('a bank error about a field set by a flag names the flag too', async () => {
    bank.on('GET', '/v1/sandbox/card-accounts/card-2/transactions', { status: 400, body: createErrorBody('FORMAT_ERROR', 'fromDate must be a date (YYYY-MM-DD).', 'fromDate') });
    bank.on('POST', '/v1/payments/norwegian-domestic-credit-transfers', { status: 400, body: createErrorBody('FORMAT_ERROR', 'The amount has too many decimals.', '/instructedAmount/amount') });
    bank.on('POST', '/v1/payments/sepa-credit-transfers', { status: 403, body: createErrorBody('PRODUCT_INVALID', 'sepa-credit-transfers are made in EUR', 'instructedAmount.currency') });
    const [listed, paid, sepa] = await Promise.all([
      xs2a(['card-transactions', 'list', 'card-2', '--booking-status', 'both', '--from', '2024-13-01']),
      xs2a(['pay', 'single', '--body', JSON.stringify({ instructedAmount: { amount: '1.001', currency: 'NOK' }, creditorName: 'A', creditorAccount: { bban: '12345678903' }, debtorAccount: { bban: '86011117947' } })]),
      xs2a(['pay', 'single', '--product', 'sepa-credit-transfers', '--amount', '10.00', '--creditor-name', 'A', '--creditor-account', 'DE89370400440532013000', '--debtor-account', 'NO9386011117947']),
    ]);
    // Regression: the currency of the amount is set by --currency, not --amount.
    expect(sepa.stderr).toContain('ERROR PRODUCT_INVALID at instructedAmount.currency (--currency): sepa-credit-transfers are made in EUR');
    expect(listed.code).toBe(1);
    expect(listed.stderr).toContain('ERROR FORMAT_ERROR at fromDate (--from): fromDate must be a date');
    // pay single takes --amount too, so the flag is named even when the field came from --body.
    expect(paid.stderr).toContain('at /instructedAmount/amount (--amount)');
  });
});

describe('xs2a accounts and card-accounts', () => {
  it('accounts list shows the consent SCA of a 401 as the next step, not as a failure', async () => {
    bank.on('GET', '/v1/accounts', {
      status: 401,
      body: {
        tppMessages: [{ category: 'ERROR', code: 'CONSENT_INVALID', text: 'No consent yet.' }],
        _links: { scaRedirect: { href: `${bank.url}/sca/${AUTHORISATION_ID}`, verbs: ['GET'] } },
      },
    });
    const listed = await xs2a(['accounts', 'list', '--with-balance']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stderr).toBe('bank: CONSENT_INVALID: No consent yet.\n');
    expect(listed.stdout).toContain(`xs2a sca approve ${AUTHORISATION_ID} --customer <customerNumber>`);
    expect(bank.requests.map((r) => r.target)).toEqual(['/v1/accounts?withBalance=true']);
  });

  // Regression (review I): after the PSU withdrew access, reads answered 403 CONSENT_UNKNOWN and the CLI had no
  // command that asked for a new consent.
  it('consents create asks for a consent and prints the approve command; a withdrawn consent\'s 403 points to it', async () => {
    bank.on('POST', '/v1/bank-offered-consents', {
      status: 201,
      body: { consentStatus: 'received', _links: { scaRedirect: { href: `${bank.url}/sca/${AUTHORISATION_ID}`, verbs: ['GET'] } } },
    });
    bank.on('GET', '/v1/accounts', { status: 403, body: createErrorBody('CONSENT_UNKNOWN', 'The PSU revoked the consent.') });
    const created = await xs2a(['consents', 'create']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain(`xs2a sca approve ${AUTHORISATION_ID} --customer <customerNumber>`);
    const refused = await xs2a(['accounts', 'list', '--psu-id', '3d9a4b0e-5c1f-4b7a-9d2e-1f0a8b6c4d21']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('hint: the access this psu-id had is gone: run xs2a consents create');
    expect(bank.requests.map((r) => `${r.method} ${r.target}`)).toEqual(['POST /v1/bank-offered-consents', 'GET /v1/accounts']);
  });

  // Regression (review I): --psu-context on an account read was dropped without a word.
  it('says that --psu-context is not sent on an account read, and what a company read sends instead', async () => {
    bank.on('GET', '/v1/card-accounts', { status: 200, body: { cardAccounts: [] } });
    const listed = await xs2a(['card-accounts', 'list', '--psu-context', 'CORPORATE']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stderr).toContain('note: --psu-context is not sent on account reads');
    expect(listed.stderr).toContain('--psu-corporate-id');
    expect(bank.requests[0]?.headers['psu-context']).toBeUndefined();
  });

  it('accounts transactions sends the page as the AIS names it and prints the command for the next page', async () => {
    bank.on('GET', '/v1/accounts/acc-1/transactions', {
      status: 200,
      body: {
        account: { iban: 'NO1009232911007', currency: 'NOK' },
        transactions: {
          booked: [{ transactionId: 't-1', bookingDate: '2026-11-01', transactionAmount: { amount: '-10.00', currency: 'NOK' }, creditorName: 'Kiosk AS', remittanceInformationUnstructured: 'Is' }],
          pending: [],
          _links: { next: { href: '/v1/accounts/acc-1/transactions?bookingStatus=booked&dateFrom=2026-01-01&offset=1&limit=1', verbs: ['GET'] } },
        },
      },
    });
    const [badLimit, listed] = await Promise.all([
      xs2a(['accounts', 'transactions', 'acc-1', '--booking-status', 'booked', '--limit', '0']),
      xs2a(['accounts', 'transactions', 'acc-1', '--booking-status', 'booked', '--from', '2026-01-01', '--limit', '1']),
    ]);
    expect(badLimit.code).toBe(2);
    expect(badLimit.stderr).toContain('--limit must be a whole number of at least 1, got 0');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toBe(
      [
        'Account NO1009232911007 NOK: 1 booked, 0 pending',
        '  2026-11-01        -10.00 NOK  Kiosk AS  Is  (t-1)',
        'More: xs2a accounts transactions acc-1 --booking-status booked --from 2026-01-01 --offset 1 --limit 1',
        '',
      ].join('\n'),
    );
    expect(bank.requests.map((r) => r.target)).toEqual(['/v1/accounts/acc-1/transactions?bookingStatus=booked&dateFrom=2026-01-01&limit=1']);
  });
});

describe('xs2a transaction listings take --booking-status as spec/openapi.yaml has it for each operation', () => {
  // Regression: accounts and card-accounts transactions asked for --booking-status and refused all, although the
  // spec makes bookingStatus optional (default both) there and allows all on account transactions.
  const transactions = { account: { iban: 'NO1009232911007', currency: 'NOK' }, transactions: { booked: [], pending: [] } };
  const cardTransactions = { cardAccount: { maskedPan: '525412******3241' }, cardTransactions: { booked: [], pending: [] } };

  it.each([
    ['accounts transactions, no flag: the bank default', ['accounts', 'transactions', 'acc-1'], '/v1/accounts/acc-1/transactions'],
    ['accounts transactions --booking-status all', ['accounts', 'transactions', 'acc-1', '--booking-status', 'all'], '/v1/accounts/acc-1/transactions?bookingStatus=all'],
    ['card-accounts transactions, no flag: the bank default', ['card-accounts', 'transactions', 'card-1'], '/v1/card-accounts/card-1/transactions'],
    ['card-accounts transactions --booking-status pending', ['card-accounts', 'transactions', 'card-1', '--booking-status', 'pending'], '/v1/card-accounts/card-1/transactions?bookingStatus=pending'],
  ])('%s', async (_name, args, target) => {
    bank.on('GET', '/v1/accounts/acc-1/transactions', { status: 200, body: transactions });
    bank.on('GET', '/v1/card-accounts/card-1/transactions', { status: 200, body: cardTransactions });
    const listed = await xs2a(args);
    expect(listed.code, listed.stderr).toBe(0);
    expect(bank.requests.map((r) => r.target)).toEqual([target]);
  });

  it.each([
    ['card-accounts transactions refuses all (not in its enum)', ['card-accounts', 'transactions', 'card-1', '--booking-status', 'all'], '--booking-status must be booked, pending or both, got all'],
    ['accounts transactions refuses a value outside its enum', ['accounts', 'transactions', 'acc-1', '--booking-status', 'any'], '--booking-status must be booked, pending, both or all, got any'],
    ['card-transactions list (sandbox) still needs it: required there', ['card-transactions', 'list', 'card-1'], '--booking-status is required (booked, pending or both)'],
    ['card-transactions list refuses all', ['card-transactions', 'list', 'card-1', '--booking-status', 'all'], '--booking-status must be booked, pending or both, got all'],
  ])('%s (exit 2)', async (_name, args, message) => {
    const refused = await xs2a(args);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`error: ${message}\n`);
    expect(bank.requests).toHaveLength(0);
  });

  it('the next-page command leaves out --booking-status when it was not given', async () => {
    bank.on('GET', '/v1/accounts/acc-1/transactions', {
      status: 200,
      body: { ...transactions, transactions: { booked: [], pending: [], _links: { next: { href: '/v1/accounts/acc-1/transactions?offset=2&limit=2' } } } },
    });
    const listed = await xs2a(['accounts', 'transactions', 'acc-1', '--limit', '2']);
    expect(listed.stdout).toContain('More: xs2a accounts transactions acc-1 --offset 2 --limit 2\n');
  });
});

describe('xs2a pay, baskets and sca', () => {
  it('pay periodic sends the assembled body and shows the SCA redirect and authorisation', async () => {
    bank.on('POST', '/v1/periodic-payments/norwegian-domestic-credit-transfers', { status: 201, body: createPaymentCreated('periodic-payments', 'norwegian-domestic-credit-transfers') });
    const result = await xs2a(
      ['pay', 'periodic', '--amount', '150.00', '--creditor-name', 'Utleier AS', '--creditor-account', '12345678903', '--debtor-account', 'NO9386011117947',
        '--start-date', '2030-01-01', '--day-of-execution', '1', '--remittance', 'Husleie'],
      { XS2A_PSU_IP_ADDRESS: '192.0.2.10', XS2A_SESSION_ID: 'cli-session' },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Periodic payment ${PAYMENT_ID}: RCVD`);
    expect(result.stdout).toContain(`xs2a sca approve ${AUTHORISATION_ID} --customer`);
    const request = bank.requests[0]!;
    expect(request.signatureError).toBeUndefined();
    expect(request.headers['tpp-session-id']).toBe('cli-session');
    expect(request.headers['psu-ip-address']).toBe('192.0.2.10');
    expect(JSON.parse(request.body.toString())).toEqual({
      instructedAmount: { amount: '150.00', currency: 'NOK' },
      creditorName: 'Utleier AS',
      creditorAccount: { bban: '12345678903', currency: 'NOK' },
      debtorAccount: { iban: 'NO9386011117947', currency: 'NOK' },
      remittanceInformationUnstructured: 'Husleie',
      startDate: '2030-01-01',
      dayOfExecution: '1',
      frequency: 'Monthly',
    });
  });

  // Regression (review I): a periodic payment's status read without --service was a bare 404 RESOURCE_UNKNOWN.
  it('pay status names --service and --product when the payment is not found under the ones given', async () => {
    bank.on('GET', `/v1/payments/norwegian-domestic-credit-transfers/${encodeURIComponent(PAYMENT_ID)}/status`, { status: 404, body: createErrorBody('RESOURCE_UNKNOWN', `payment ${PAYMENT_ID} is unknown`, 'paymentId') });
    const read = await xs2a(['pay', 'status', PAYMENT_ID]);
    expect(read.code).toBe(1);
    expect(read.stderr).toContain('hint: a payment is found only under the service and product it was made with: add --service periodic-payments');
    // Review (TPP): with --service given, the same advice pointed at the flag already there.
    bank.on('GET', `/v1/periodic-payments/norwegian-domestic-credit-transfers/${encodeURIComponent(PAYMENT_ID)}/status`, { status: 404, body: createErrorBody('RESOURCE_UNKNOWN', `payment ${PAYMENT_ID} is unknown`, 'paymentId') });
    const given = await xs2a(['pay', 'status', PAYMENT_ID, '--service', 'periodic-payments']);
    expect(given.stderr).toContain('hint: check --service and --product against those the payment was made with; otherwise the payment is another TPP');
    expect(given.stderr).not.toContain('add --service');
  });

  // Review (TPP): a proxy's 502 page was reported as the status and the request id only.
  it('shows the start of an error answer that carries no tppMessages', async () => {
    bank.on('GET', '/v1/sandbox/customers', { status: 502, text: '<html><body><h1>502 Bad Gateway</h1>\n<p>nginx</p></body></html>' });
    const failed = await xs2a(['customers', 'list', '--retries', '0']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('body: <html><body><h1>502 Bad Gateway</h1> <p>nginx</p></body></html>');
  });

  it('pay single prints how to read the status later, as pay periodic does, and a bank WARNING once', async () => {
    const created = (product: string) => ({
      ...createPaymentCreated('payments', product),
      tppMessages: [{ category: 'WARNING', code: 'WARNING', path: 'x-accept-fix', text: 'x-accept-fix value foo is not in this bank\'s catalogue and has no effect.' }],
    });
    bank.on('POST', '/v1/payments/norwegian-domestic-credit-transfers', { status: 201, body: created('norwegian-domestic-credit-transfers') });
    bank.on('POST', '/v1/payments/sepa-credit-transfers', { status: 201, body: createPaymentCreated('payments', 'sepa-credit-transfers') });
    const [domestic, sepa] = await Promise.all([
      xs2a(['pay', 'single', '--amount', '10.00', '--creditor-name', 'A', '--creditor-account', '12345678903', '--debtor-account', '86011117947', '--accept-fix', 'foo']),
      xs2a(['pay', 'single', '--product', 'sepa-credit-transfers', '--currency', 'EUR', '--amount', '10.00', '--creditor-name', 'A', '--creditor-account', 'DE89370400440532013000', '--debtor-account', 'NO9386011117947']),
    ]);
    expect(domestic.code, domestic.stderr).toBe(0);
    expect(domestic.stdout).toContain(`Payment ${PAYMENT_ID}: RCVD\nStatus later: xs2a pay status ${PAYMENT_ID}\n`);
    // Regression: the label and the code both said WARNING ("warning: WARNING: ...").
    expect(domestic.stderr).toBe("warning: x-accept-fix value foo is not in this bank's catalogue and has no effect.\n");
    expect(sepa.stdout).toContain(`Status later: xs2a pay status ${PAYMENT_ID} --product sepa-credit-transfers\n`);
  });

  it('pay single without the needed flags is a usage error, and a float-looking amount is refused', async () => {
    const [missing, badAmount] = await Promise.all([
      xs2a(['pay', 'single', '--amount', '10.00']),
      xs2a(['pay', 'single', '--amount', '1e3', '--creditor-name', 'A', '--creditor-account', '1', '--debtor-account', '2']),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--creditor-name');
    expect(badAmount.code).toBe(2);
    expect(bank.requests).toHaveLength(0);
  });

  it('baskets create prints the basket, --json the result; a bank error exits 1 with the tppMessages', async () => {
    bank.on('POST', '/v1/signing-baskets', (request) =>
      JSON.parse(request.body.toString()).paymentIds.includes('periodic-1')
        ? { status: 400, body: createErrorBody('REFERENCE_MIX_INVALID', 'Periodic payments cannot be signed in a basket.', '/paymentIds/0') }
        : { status: 201, body: { basketId: 'basket-1', transactionStatus: 'RCVD', _links: { scaRedirect: { href: 'https://sca.bank.example/sca/auth-b', verbs: ['GET'] } } } },
    );
    const env = { XS2A_PSU_IP_ADDRESS: '192.0.2.10' };
    const [ok, json, failed, failedJson] = await Promise.all([
      xs2a(['baskets', 'create', 'p-1', 'p-2'], env),
      xs2a(['baskets', 'create', 'p-1', 'p-2', '--json'], env),
      xs2a(['baskets', 'create', 'periodic-1'], env),
      xs2a(['baskets', 'create', 'periodic-1', '--json'], env),
    ]);
    expect(ok.stdout).toContain('Signing basket basket-1: RCVD');
    expect(ok.stdout).toContain('Authorisation auth-b');
    expect(JSON.parse(json.stdout)).toMatchObject({ kind: 'sca-needed', status: 201, authorisationId: 'auth-b', resource: { basketId: 'basket-1' } });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('ERROR REFERENCE_MIX_INVALID at /paymentIds/0');
    expect(failed.stderr).toMatch(/X-Request-ID [0-9a-f-]{36}/);
    // --json failures share error, code and message with local ones (see 'exits 2 for no command...').
    expect(failedJson.code).toBe(1);
    expect(JSON.parse(failedJson.stdout)).toMatchObject({
      error: 'Xs2aError',
      code: 'REFERENCE_MIX_INVALID',
      message: expect.stringContaining('Periodic payments cannot be signed in a basket.'),
      status: 400,
      tppMessages: [{ code: 'REFERENCE_MIX_INVALID', path: '/paymentIds/0' }],
    });
  });

  it('sca approve decides headlessly and shows the PSU-ID of the redirect', async () => {
    bank.on('POST', `/v1/sandbox/authorisations/${AUTHORISATION_ID}/approve`, {
      status: 200,
      body: { authorisationId: AUTHORISATION_ID, scaStatus: 'finalised', redirectUrl: `http://localhost/xs2a-callback?psu-id=${PSU_ID}&tpp-session-id=s&context=PRIVATE` },
    });
    const [readable, json, usage, corporate] = await Promise.all([
      xs2a(['sca', 'approve', AUTHORISATION_ID, '--customer', '13039319955']),
      xs2a(['sca', 'approve', AUTHORISATION_ID, '--customer', '13039319955', '--json']),
      xs2a(['sca', 'approve', AUTHORISATION_ID]),
      xs2a(['sca', 'approve', AUTHORISATION_ID, '--customer', '13039319955', '--context', 'CORPORATE']),
    ]);
    // Regression: the bank's "Corporate context needs an agreement" named no flag; the CLI names --agreement.
    expect(corporate.code).toBe(2);
    expect(corporate.stderr).toContain('error: --context CORPORATE needs --agreement <id>');
    expect(readable.stdout).toContain(`Authorisation ${AUTHORISATION_ID}: finalised`);
    expect(readable.stdout).toContain(`export XS2A_PSU_ID=${PSU_ID}`);
    expect(JSON.parse(json.stdout)).toMatchObject({ kind: 'ok', callback: { kind: 'success', psuId: PSU_ID } });
    expect(JSON.parse(bank.requests[0]!.body.toString())).toEqual({ customerNumber: '13039319955', decision: 'approve' });
    expect(usage.code).toBe(2);
  });

  it('sca approve --decision revoke withdraws a consent and says what reads answer now', async () => {
    bank.on('POST', `/v1/sandbox/authorisations/${AUTHORISATION_ID}/approve`, {
      status: 200,
      body: { authorisationId: AUTHORISATION_ID, scaStatus: 'finalised', redirectUrl: `http://localhost/xs2a-callback?psu-id=${PSU_ID}&tpp-session-id=s&context=PRIVATE&consent=revoked` },
    });
    const [readable, json, unknown] = await Promise.all([
      xs2a(['sca', 'approve', AUTHORISATION_ID, '--customer', '13039319955', '--decision', 'revoke']),
      xs2a(['sca', 'approve', AUTHORISATION_ID, '--customer', '13039319955', '--decision', 'revoke', '--json']),
      xs2a(['sca', 'approve', AUTHORISATION_ID, '--customer', '13039319955', '--decision', 'withdraw']),
    ]);
    expect(readable.code).toBe(0);
    expect(readable.stdout).toContain(`Access withdrawn for PSU-ID ${PSU_ID} (PRIVATE)`);
    expect(readable.stdout).not.toContain('export XS2A_PSU_ID');
    expect(JSON.parse(json.stdout)).toMatchObject({ kind: 'ok', callback: { kind: 'success', consentRevoked: true } });
    expect(JSON.parse(bank.requests[0]!.body.toString())).toEqual({ customerNumber: '13039319955', decision: 'revoke' });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--decision must be approve, reject, abort or revoke');
  });
});

describe('xs2a sign and explain', () => {
  it('sign --curl prints a command that the bank accepts as correctly signed', async () => {
    bank.on('POST', '/v1/signing-baskets', { status: 201, body: { basketId: 'basket-9', transactionStatus: 'RCVD' } });
    const signed = await xs2a(['sign', '--path', '/v1/signing-baskets', '--body', '{"paymentIds": ["p-1"]}', '--psu-ip-address', '192.0.2.10', '--curl']);
    expect(signed.code).toBe(0);
    expect(signed.stdout).toMatch(/^curl -sS -X POST '/);
    expect(signed.stdout).toContain("-H 'TPP-Redirect-URI: ");
    const answered = await run('sh', ['-c', signed.stdout]);
    expect(JSON.parse(answered.stdout)).toEqual({ basketId: 'basket-9', transactionStatus: 'RCVD' });
    const request = bank.requests[0]!;
    expect(request.signatureError).toBeUndefined();
    // The body goes out byte for byte as typed, spaces included.
    expect(request.body.toString()).toBe('{"paymentIds": ["p-1"]}');
  });

  it('sign --path without the leading / says so, rather than that --path is missing (exit 2)', async () => {
    const [relative, missing] = await Promise.all([xs2a(['sign', '--path', 'v1/sandbox/customers']), xs2a(['sign'])]);
    expect(relative.code).toBe(2);
    expect(relative.stderr).toContain('error: --path must start with / (the path and query after the base URL, such as /v1/sandbox/customers), got v1/sandbox/customers\n');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('error: --path /v1/... is required');
  });

  it('sign prints the headers and the signing string, --json the parts', async () => {
    const [readable, json] = await Promise.all([
      xs2a(['sign', '--path', '/v1/sandbox/customers?withAccounts=true']),
      xs2a(['sign', '--method', 'GET', '--path', '/v1/accounts', '--header', 'PSU-ID: ' + PSU_ID, '--json']),
    ]);
    expect(readable.stdout).toContain('(listSandboxCustomers)');
    expect(readable.stdout).toMatch(/Signature: keyId="SN=/);
    expect(readable.stdout).toMatch(/Signing string:\ndate: .+\nx-request-id: /);
    const parts = JSON.parse(json.stdout) as { operationId: string; headers: Record<string, string>; signingString: string };
    expect(parts.operationId).toBe('listAccounts');
    expect(parts.headers['psu-id']).toBe(PSU_ID);
    expect(parts.signingString).toContain(`psu-id: ${PSU_ID}`);
  });

  it('--sign-request-target (or XS2A_SIGN_REQUEST_TARGET, or the file key) signs the method and path too', async () => {
    bank.on('GET', '/v1/sandbox/customers', { status: 200, body: CUSTOMERS });
    const file = join(dir, 'xs2a-target.json');
    writeFileSync(file, JSON.stringify({ signRequestTarget: true }));
    const [flag, env, fromFile, plain, wrongEnv, wrongFile] = await Promise.all([
      xs2a(['sign', '--path', '/v1/sandbox/customers?withAccounts=true', '--sign-request-target', '--json']),
      xs2a(['customers', 'list', '--json'], { XS2A_SIGN_REQUEST_TARGET: 'true' }),
      xs2a(['sign', '--path', '/v1/sandbox/customers', '--config', file, '--json']),
      xs2a(['sign', '--path', '/v1/sandbox/customers', '--json']),
      xs2a(['customers', 'list'], { XS2A_SIGN_REQUEST_TARGET: 'yes' }),
      (writeFileSync(join(dir, 'xs2a-target-wrong.json'), JSON.stringify({ signRequestTarget: 'true' })), xs2a(['customers', 'list', '--config', join(dir, 'xs2a-target-wrong.json')])),
    ]);
    const signingString = (result: { stdout: string }) => (JSON.parse(result.stdout) as { signingString: string }).signingString;
    expect(signingString(flag)).toMatch(/^\(request-target\): get \/v1\/sandbox\/customers\?withAccounts=true\ndate: /);
    expect(signingString(fromFile)).toMatch(/^\(request-target\): get \/v1\/sandbox\/customers\n/);
    expect(signingString(plain)).toMatch(/^date: /);
    // The bank verified the CLI's own request with the request target in it.
    expect(env.code).toBe(0);
    const sent = bank.requests.find((r) => r.pathname === '/v1/sandbox/customers')!;
    expect(sent.signatureError).toBeUndefined();
    expect(String(sent.headers.signature)).toMatch(/headers="\(request-target\) date /);
    expect(wrongEnv.code).toBe(2);
    expect(wrongEnv.stderr).toContain('XS2A_SIGN_REQUEST_TARGET must be true or false, got "yes"');
    expect(wrongFile.code).toBe(2);
    expect(wrongFile.stderr).toContain('signRequestTarget in the config file must be true or false, got "true"');
  });

  // Review (TPP): words a command does not take were dropped without a word, so `--creditor-name Utleier AS`
  // made a payment to "Utleier", and `--sign-request-target false` signed the target.
  it('refuses words a command does not take, and --no-sign-request-target turns the setting off', async () => {
    const [unquoted, switchValue, stray, off, both] = await Promise.all([
      xs2a(['pay', 'single', '--amount', '10.00', '--creditor-name', 'Utleier', 'AS', '--creditor-account', '36240064418', '--debtor-account', '09232911007', '--remittance', 'Husleie', 'for', 'mars', '--psu-identity', '13039319955']),
      xs2a(['sign', '--path', '/v1/sandbox/customers', '--sign-request-target', 'false', '--json']),
      xs2a(['customers', 'list', 'extra']),
      xs2a(['sign', '--path', '/v1/sandbox/customers', '--no-sign-request-target', '--json'], { XS2A_SIGN_REQUEST_TARGET: 'true' }),
      xs2a(['sign', '--path', '/v1/sandbox/customers', '--sign-request-target', '--no-sign-request-target']),
    ]);
    expect(unquoted.code).toBe(2);
    expect(unquoted.stderr).toContain('pay single takes no arguments besides its options, got "AS" "for" "mars": quote a value that has spaces');
    expect(bank.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(switchValue.code).toBe(2);
    expect(switchValue.stderr).toContain('--sign-request-target takes no value (turn it off with --no-sign-request-target)');
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain('customers list takes no arguments besides its options, got "extra"');
    expect(off.code).toBe(0);
    expect((JSON.parse(off.stdout) as { signingString: string }).signingString).toMatch(/^date: /);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('contradict each other');
  });

  it('explain shows the verifier steps: exit 0 when valid, 1 with what to fix when not', async () => {
    let explanation: unknown;
    bank.on(
      'POST',
      '/v1/sandbox/signature-explain',
      (request) => ({ status: 200, body: explanation ?? { valid: request.signatureError === undefined, steps: [] } }),
      { acceptUnsigned: true },
    );
    const valid = await xs2a(['explain', '--body', '{"hello":"world"}']);
    expect(valid.code).toBe(0);
    expect(valid.stdout).toContain('Signature valid');
    // For the stale request the in-test bank answers with a report built by explainRequest of @xs2a-kit/signature.
    const stale = 'Mon, 01 Jan 2024 00:00:00 GMT';
    const received = bank.requests[0]!;
    const report = await explainRequest(
      { method: 'POST', target: received.target, headers: { ...received.headers, date: stale }, body: new Uint8Array(received.body) },
      { clock: () => new Date(), trust: { mode: 'sandbox' } },
    );
    explanation = {
      valid: report.ok,
      code: 'SIGNATURE_INVALID',
      steps: report.steps.map((s) => ({ name: s.name, ok: s.status === 'passed', detail: s.message })),
      clockSkewSeconds: (new Date(stale).getTime() - Date.now()) / 1000,
    };
    const invalid = await xs2a(['explain', '--override', `Date: ${stale}`]);
    expect(invalid.code).toBe(1);
    expect(invalid.stdout).toContain('Signature invalid: the bank would answer SIGNATURE_INVALID');
    expect(invalid.stdout).toMatch(/FAIL date: /);
    // Regression: the fix said "-N s off" under a date step saying "N s behind"; both now say behind.
    const skew = /FAIL date: .*The Date header is (\d+) s behind the bank's clock/.exec(invalid.stdout)?.[1];
    expect(skew, invalid.stdout).toBeDefined();
    expect(invalid.stdout).toMatch(/What to fix:\n {2}- Your Date header is \d+ s behind the bank's clock \(60 s allowed\)/);
    expect(bank.requests[1]?.headers.date).toBe(stale);

    // Spec fuzz review: a wrong keyId got no fix, since the CLI read members the bank's report never has.
    explanation = {
      valid: false,
      code: 'SIGNATURE_INVALID',
      steps: [{ name: 'key-id', ok: false, detail: 'KEYID_SERIAL_MISMATCH: keyId names another serial' }],
      keyId: { raw: 'SN=0A0B,CA=CN=Other CA', expected: 'SN=A0B,CA=CN=Test CA,C=NO' },
    };
    const wrongKeyId = await xs2a(['explain']);
    expect(wrongKeyId.code).toBe(1);
    expect(wrongKeyId.stdout).toContain('keyId is "SN=0A0B,CA=CN=Other CA"; the certificate calls for "SN=A0B,CA=CN=Test CA,C=NO"');
  });
});

describe('xs2a --help and the README name every flag the CLI accepts', () => {
  // Regression: --currency, --remittance, --execution-date, --execution-rule, sca approve --agreement,
  // --org-name, --common-name and the --config file keys were accepted but documented nowhere.
  const readme = readFileSync(join(ROOT, 'packages/client/README.md'), 'utf8');
  let help = '';
  beforeAll(async () => {
    help = (await xs2a(['--help'])).stdout;
  });

  it.each(Object.entries(COMMAND_OPTIONS).flatMap(([command, options]) => Object.keys(options).map((flag) => [command, flag])))('%s --%s', (command, flag) => {
    const line = new RegExp(`^ *${command.replace(/ /g, ' +')} .*--${flag}\\b|^ {10,}.*--${flag}\\b`, 'm');
    expect(help).toMatch(line);
    expect(readme).toContain(`--${flag}`);
  });

  it.each(Object.keys(GLOBAL_OPTIONS))('--%s', (flag) => {
    expect(help).toContain(`--${flag}`);
    expect(readme).toContain(`--${flag}`);
  });

  // Regression: the help offered following|preceding while the spec's value is preceeding (both are accepted).
  it("--execution-rule offers the spec's spelling, preceeding", () => {
    expect(help).toContain('--execution-rule following|preceeding');
    expect(readme).toContain('`--execution-rule following\\|preceeding`');
  });

  // Regression: `pay single` as the help wrote it failed three times, each 400 naming one more PSU header.
  it('the payment commands say which PSU settings they need', () => {
    // Docs review: pay periodic needs PSU-Context too, and pay cancel names the PSU.
    expect(help).toMatch(/pay single and pay periodic, single-SCA initiations, also\s+--psu-context PRIVATE\|CORPORATE/);
    expect(help).toContain('pay periodic, pay single, pay cancel and baskets create name the PSU');
    expect(help).toMatch(/--psu-identity\s+NNN[\s\S]*--psu-id UUID[\s\S]*--psu-ip-address/);
  });

  it.each(Object.entries(SETTINGS))('the setting %s: its flag, environment variable and --config file key', (fileKey, [flag, env]) => {
    expect(help).toMatch(new RegExp(`--${flag} +${env} +${fileKey} `));
    expect(readme).toMatch(new RegExp(`\\| \`--${flag}\` \\| \`${env}\` \\| \`${fileKey}\` \\|`));
  });
});

describe('xs2a usage and failures', () => {
  it('exits 2 for no command, an unknown command, an unknown option and missing configuration; 1 for an unreachable bank', async () => {
    const [none, unknown, option, config, unreachable] = await Promise.all([
      xs2a([]),
      xs2a(['payments', 'list']),
      xs2a(['customers', 'list', '--with-everything']),
      xs2a(['customers', 'list'], { XS2A_BASE_URL: '', XS2A_CERT: '' }),
      xs2a(['customers', 'list', '--retries', '0', '--json'], { XS2A_BASE_URL: 'http://127.0.0.1:1' }),
    ]);
    expect(none.code).toBe(2);
    expect(none.stdout).toContain('Usage: xs2a');
    expect(unknown).toMatchObject({ code: 2 });
    expect(unknown.stderr).toContain('unknown command: payments list');
    expect(option.code).toBe(2);
    expect(config.code).toBe(2);
    expect(config.stderr).toContain('the bank base URL is missing: give --base-url, set XS2A_BASE_URL');
    expect(config.stderr).not.toContain('certs create');
    expect(unreachable.code).toBe(1);
    expect(JSON.parse(unreachable.stdout)).toMatchObject({ error: 'ClientError', code: 'NETWORK_FAILED', message: expect.any(String) });
  });

  it('prints its version, and names --base-url when the URL is not one', async () => {
    const [version, bad] = await Promise.all([xs2a(['--version']), xs2a(['customers', 'list', '--base-url', '127.0.0.1:8094'])]);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--base-url (XS2A_BASE_URL) must be an http:// or https:// URL');
  });

  it('reads the configuration from a --config file with paths relative to it', async () => {
    bank.on('POST', '/v1/sandbox/initialize', { status: 200, body: INITIALIZED });
    const file = join(dir, 'xs2a.json');
    writeFileSync(file, JSON.stringify({ baseUrl: bank.url, cert: 'qseal.pem', key: 'qseal-key.pem' }));
    const result = await xs2a(['sandbox', 'reset', '--config', file], { XS2A_BASE_URL: '', XS2A_CERT: '', XS2A_KEY: '' });
    expect(result.code).toBe(0);
    expect(bank.requests).toHaveLength(1);
  });
});
