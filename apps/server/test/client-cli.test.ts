/**
 * The xs2a command line end to end against a real reference server: each command a child process (tsx on the
 * CLI's source), checked by its exit code and its --json output, and every answer body checked against the spec.
 * The journey is the CLI user's: certificates, reset, customers, a periodic payment approved with `sca approve`,
 * a single payment and a basket, card transactions, then `sign --curl` run with curl, and `explain`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateResponseBody, type OperationId } from '@xs2a-kit/schema';
import { startTestServer, type TestServer } from './support/test-server.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const CLI = join(ROOT, 'packages/client/src/cli.ts');
const PSU = '13039319955';
/** The other private customer of the starting state. */
const OTHER_PSU = '12085592767';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let server: TestServer;
let dir: string;
/** The psu-id `sca approve` printed, exported for later commands as its output suggests. */
let psuId = '';

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly json: any;
}

/** Runs a command (the server lives in this process, so never a blocking spawn); `json` is the parsed stdout. */
function run(file: string, args: readonly string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TMPDIR: process.env.TMPDIR ?? '/tmp' };
    execFile(file, [...args], { cwd: ROOT, env: { ...base, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      let json: unknown;
      try {
        json = JSON.parse(stdout);
      } catch {
        json = undefined;
      }
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr, json });
    });
  });
}

const xs2a = (args: readonly string[], env: Record<string, string> = {}) =>
  run(TSX, ['--tsconfig', join(ROOT, 'tsconfig.json'), CLI, ...args], {
    XS2A_BASE_URL: server.url,
    XS2A_CERT: join(dir, 'qseal.pem'),
    XS2A_KEY: join(dir, 'qseal-key.pem'),
    XS2A_PSU_IP_ADDRESS: '192.0.2.10',
    XS2A_REDIRECT_URI: 'https://tpp.example/cli-callback?state=cli',
    ...env,
  });

function expectSpecBody(operationId: OperationId, status: number, body: unknown): void {
  expect(validateResponseBody(operationId, status, body), JSON.stringify(body)).toBeUndefined();
}

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'xs2a-cli-e2e-'));
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const transfer = ['--creditor-name', 'Utleier AS', '--creditor-account', '36240064418', '--debtor-account', '09232911007'];
const asPsu = { XS2A_PSU_IDENTITY: PSU, XS2A_PSU_CONTEXT: 'PRIVATE' };

// Every test spawns several CLI processes in turn; on a busy machine that takes longer than the default 20 s.
describe('xs2a against the reference server', { timeout: 90_000 }, () => {
  it('certs create writes a QSealC the server accepts, sandbox reset and customers list answer with the starting state', async () => {
    const certs = await xs2a(['certs', 'create', '--out', dir, '--roles', 'PSP_PI,PSP_AI', '--json']);
    expect(certs.code, certs.stderr).toBe(0);
    expect(certs.json).toMatchObject({ roles: ['PSP_PI', 'PSP_AI'], keyId: expect.stringMatching(/^SN=[0-9A-F]+,CA=/) });

    const reset = await xs2a(['sandbox', 'reset', '--json']);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.json).toMatchObject({ kind: 'ok', status: 200 });
    expectSpecBody('initializeSandbox', 200, reset.json.body);

    const customers = await xs2a(['customers', 'list', '--with-accounts', '--with-agreements', '--json']);
    expect(customers.code, customers.stderr).toBe(0);
    expectSpecBody('listSandboxCustomers', 200, customers.json.body);
    const psu = customers.json.body.find((c: { customerNumber: string }) => c.customerNumber === PSU);
    expect(psu.accounts.length).toBeGreaterThan(0);
    expect(psu.agreements.length).toBeGreaterThan(0);
  });

  it('pay periodic asks for SCA, sca approve completes it headlessly, and the payment is then ACTC', async () => {
    const created = await xs2a(['pay', 'periodic', '--amount', '150.00', ...transfer, '--start-date', inDays(7), '--day-of-execution', '1', '--json'], asPsu);
    expect(created.code, created.stderr).toBe(0);
    expect(created.json).toMatchObject({ kind: 'sca-needed', status: 201, authorisationId: expect.any(String) });
    expectSpecBody('initiatePeriodicNorwegianDomesticCreditTransfer', 201, created.json.body);

    // Another customer than the X-PSU-IDENTITY the payment named cannot approve it: exit 1 with the bank's 401,
    // and the authorisation stays open for the named PSU (review K: it used to fail it).
    const impostor = await xs2a(['sca', 'approve', created.json.authorisationId, '--customer', OTHER_PSU, '--json']);
    expect(impostor.code, impostor.stderr).toBe(1);
    expect(impostor.json).toMatchObject({ error: 'Xs2aError', status: 401, tppMessages: [expect.objectContaining({ code: 'PSU_CREDENTIALS_INVALID', path: 'customerNumber' })] });
    const again = await xs2a(['pay', 'periodic', '--amount', '150.00', ...transfer, '--start-date', inDays(7), '--day-of-execution', '1'], asPsu);
    expect(again.stdout).toContain('--service periodic-payments');
    const next = await xs2a(['pay', 'periodic', '--amount', '150.00', ...transfer, '--start-date', inDays(7), '--day-of-execution', '1', '--json'], asPsu);
    const approved = await xs2a(['sca', 'approve', next.json.authorisationId, '--customer', PSU, '--json']);
    expect(approved.code, approved.stderr).toBe(0);
    expectSpecBody('decideSandboxAuthorisation', 200, approved.json.body);
    expect(approved.json.callback).toMatchObject({ kind: 'success', context: 'PRIVATE', psuId: expect.any(String), tppParameters: { state: 'cli' } });
    psuId = approved.json.callback.psuId;

    const status = await xs2a(['pay', 'status', next.json.resource.paymentId, '--service', 'periodic-payments', '--json']);
    expect(status.code, status.stderr).toBe(0);
    expect(status.json.body).toMatchObject({ paymentId: next.json.resource.paymentId, transactionStatus: 'ACTC' });
  });

  it('pay single twice and baskets create of both ask for SCA; a second basket of the same payments is refused with exit 1', async () => {
    const ids: string[] = [];
    for (const amount of ['100.00', '250.50']) {
      const single = await xs2a(['pay', 'single', '--amount', amount, ...transfer, '--json'], asPsu);
      expect(single.code, single.stderr).toBe(0);
      expect(single.json).toMatchObject({ kind: 'sca-needed', status: 201 });
      expectSpecBody('initiateNorwegianDomesticCreditTransfer', 201, single.json.body);
      ids.push(single.json.resource.paymentId);
    }
    // The psu-id `sca approve` printed is what a CLI user has by now (X-PSU-IDENTITY alone would do too: a
    // basket's PSU chooses the context during SCA, so no PSU-Context is asked for).
    const basket = await xs2a(['baskets', 'create', ...ids, '--json'], { XS2A_PSU_ID: psuId });
    expect(basket.code, basket.stderr).toBe(0);
    expect(basket.json).toMatchObject({ kind: 'sca-needed', status: 201, authorisationId: expect.any(String) });
    expectSpecBody('createSigningBasket', 201, basket.json.body);

    const again = await xs2a(['baskets', 'create', ...ids, '--json'], { XS2A_PSU_ID: psuId });
    expect(again.code).toBe(1);
    expect(again.json).toMatchObject({ error: 'Xs2aError', status: expect.any(Number), tppMessages: [expect.objectContaining({ category: 'ERROR' })] });
  });

  it('pay cancel cancels an unauthorised payment at once, and asks for SCA (again with --again) for an authorised one', async () => {
    const draft = await xs2a(['pay', 'single', '--amount', '31.00', ...transfer, '--json'], asPsu);
    expect(draft.code, draft.stdout + draft.stderr).toBe(0);
    const cancelled = await xs2a(['pay', 'cancel', draft.json.resource.paymentId], asPsu);
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(cancelled.stdout).toContain('cancelled (CANC)');

    const single = await xs2a(['pay', 'single', '--amount', '32.00', ...transfer, '--json'], asPsu);
    const paymentId = single.json.resource.paymentId;
    expect((await xs2a(['sca', 'approve', single.json.authorisationId, '--customer', PSU])).code).toBe(0);
    const asked = await xs2a(['pay', 'cancel', paymentId, '--json'], asPsu);
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.json).toMatchObject({ kind: 'sca-needed', status: 202, authorisationId: expect.any(String) });
    expectSpecBody('cancelPayment', 202, asked.json.body);
    // The PSU walks away from that SCA; the TPP starts another one instead of a second DELETE.
    const walkedAway = await xs2a(['sca', 'approve', asked.json.authorisationId, '--customer', PSU, '--decision', 'abort', '--json']);
    expect(walkedAway.json.callback, walkedAway.stdout).toMatchObject({ kind: 'failure', code: 'SCA_INVALID' });
    const again = await xs2a(['pay', 'cancel', paymentId, '--again'], asPsu);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/Cancellation authorisation \S+: received\nSCA needed \(HTTP 201\)/);
    const id = /xs2a sca approve (\S+)/.exec(again.stdout)?.[1] ?? '';
    expect((await xs2a(['sca', 'approve', id, '--customer', PSU])).code).toBe(0);
    const status = await xs2a(['pay', 'status', paymentId, '--json']);
    expect(status.json.body.transactionStatus).toBe('CANC');
  });

  it('card-transactions list prints the card account transactions, and needs --booking-status (exit 2)', async () => {
    const customers = await xs2a(['customers', 'list', '--with-accounts', '--json']);
    const cardAccountId = customers.json.body.find((c: { customerNumber: string }) => c.customerNumber === PSU).cardAccounts[0];
    const listed = await xs2a(['card-transactions', 'list', cardAccountId, '--booking-status', 'both', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    expectSpecBody('listSandboxCardAccountTransactions', 200, listed.json.body);
    expect(listed.json.body.cardTransactions.booked.length).toBeGreaterThan(0);
    const missing = await xs2a(['card-transactions', 'list', cardAccountId]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--booking-status');
  });

  it('accounts and card-accounts ask for consent by SCA first, then list, show balances and page through transactions', async () => {
    // A PSU this TPP has never seen: the first read is the consent's SCA, approved headlessly.
    const first = await xs2a(['accounts', 'list', '--json'], { XS2A_PSU_IDENTITY: OTHER_PSU });
    expect(first.code, first.stderr).toBe(0);
    expect(first.json).toMatchObject({ kind: 'sca-needed', status: 401, authorisationId: expect.any(String) });
    expectSpecBody('listAccounts', 401, first.json.body);
    const readable = await xs2a(['accounts', 'list'], { XS2A_PSU_IDENTITY: OTHER_PSU });
    expect(readable.stdout).toMatch(/SCA needed \(HTTP 401\)[\s\S]*xs2a sca approve \S+ --customer/);
    const consented = await xs2a(['sca', 'approve', first.json.authorisationId, '--customer', OTHER_PSU, '--json']);
    expect(consented.code, consented.stderr).toBe(0);
    const asReader = { XS2A_PSU_ID: consented.json.callback.psuId };

    const accounts = await xs2a(['accounts', 'list', '--with-balance', '--json'], asReader);
    expect(accounts.code, accounts.stderr).toBe(0);
    expectSpecBody('listAccounts', 200, accounts.json.body);
    expect(accounts.json.body.accounts.length).toBeGreaterThan(0);
    const account = accounts.json.body.accounts[0];
    const listed = await xs2a(['accounts', 'list', '--with-balance'], asReader);
    expect(listed.stdout).toContain(`(id ${account.resourceId})`);
    expect(listed.stdout).toMatch(/\n {4}\S+ +-?\d/);

    const balances = await xs2a(['accounts', 'balances', account.resourceId, '--json'], asReader);
    expect(balances.code, balances.stderr).toBe(0);
    expectSpecBody('getAccountBalances', 200, balances.json.body);
    expect((await xs2a(['accounts', 'balances', account.resourceId], asReader)).stdout).toContain(balances.json.body.balances[0].balanceType);

    const all = await xs2a(['accounts', 'transactions', account.resourceId, '--booking-status', 'both', '--json'], asReader);
    expect(all.code, all.stderr).toBe(0);
    expectSpecBody('listAccountTransactions', 200, all.json.body);
    const booked = all.json.body.transactions.booked;
    expect(booked.length).toBeGreaterThan(1);
    // One at a time: the readable output names the command that reads the next page.
    const one = await xs2a(['accounts', 'transactions', account.resourceId, '--booking-status', 'booked', '--limit', '1'], asReader);
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toContain(`(${booked[0].transactionId})`);
    expect(one.stdout).toContain(`More: xs2a accounts transactions ${account.resourceId} --booking-status booked --offset 1 --limit 1`);
    const second = await xs2a(['accounts', 'transactions', account.resourceId, '--booking-status', 'booked', '--offset', '1', '--limit', '1'], asReader);
    expect(second.stdout).toContain(`(${booked[1].transactionId})`);

    const cards = await xs2a(['card-accounts', 'list', '--json'], asReader);
    expect(cards.code, cards.stderr).toBe(0);
    expectSpecBody('listCardAccounts', 200, cards.json.body);
    const card = cards.json.body.cardAccounts[0];
    const cardBalances = await xs2a(['card-accounts', 'balances', card.resourceId, '--json'], asReader);
    expectSpecBody('getCardAccountBalances', 200, cardBalances.json.body);
    const cardTransactions = await xs2a(['card-accounts', 'transactions', card.resourceId, '--booking-status', 'both'], asReader);
    expect(cardTransactions.code, cardTransactions.stderr).toBe(0);
    expect(cardTransactions.stdout).toMatch(new RegExp(`^Card ${card.maskedPan.replace(/\*/g, '\\*')}: \\d+ booked, \\d+ pending`));

    // bookingStatus is optional with default both, and all is allowed on account transactions (spec/openapi.yaml).
    const byDefault = await xs2a(['accounts', 'transactions', account.resourceId, '--json'], asReader);
    expect(byDefault.code, byDefault.stderr).toBe(0);
    expect(byDefault.json.body.transactions.booked.map((t: { transactionId: string }) => t.transactionId)).toEqual(booked.map((t: { transactionId: string }) => t.transactionId));
    const everyKind = await xs2a(['accounts', 'transactions', account.resourceId, '--booking-status', 'all', '--json'], asReader);
    expect(everyKind.code, everyKind.stderr).toBe(0);
    expectSpecBody('listAccountTransactions', 200, everyKind.json.body);
    const cardByDefault = await xs2a(['card-accounts', 'transactions', card.resourceId, '--json'], asReader);
    expect(cardByDefault.code, cardByDefault.stderr).toBe(0);
    expectSpecBody('listCardAccountTransactions', 200, cardByDefault.json.body);
    const twoIds = await xs2a(['card-accounts', 'balances', card.resourceId, 'another'], asReader);
    expect(twoIds.code).toBe(2);
  });

  it('sign --curl prints a command that curl runs and the server accepts', async () => {
    const body = JSON.stringify({ paymentIds: ['no-such-payment'] });
    const signed = await xs2a(['sign', '--path', '/v1/sandbox/customers?withAccounts=true', '--curl']);
    expect(signed.code, signed.stderr).toBe(0);
    const listed = await run('sh', ['-c', `${signed.stdout.trim()} --silent --show-error --write-out '\\n%{http_code}'`]);
    const [answer, status] = splitStatus(listed.stdout);
    expect(status, listed.stdout + listed.stderr).toBe('200');
    expectSpecBody('listSandboxCustomers', 200, JSON.parse(answer));

    // A POST with a body: the Digest printed is that of the exact bytes curl sends, so the signature holds and
    // the server gets as far as the payment ids (400, not 401).
    const post = await xs2a(['sign', '--method', 'POST', '--path', '/v1/signing-baskets', '--body', body, '--curl'], { XS2A_PSU_ID: psuId });
    const posted = await run('sh', ['-c', `${post.stdout.trim()} --silent --show-error --write-out '\\n%{http_code}'`]);
    const [postAnswer, postStatus] = splitStatus(posted.stdout);
    expect(postStatus, posted.stdout).toBe('400');
    expect(JSON.parse(postAnswer).tppMessages[0].code).not.toMatch(/^SIGNATURE|CERTIFICATE/);
  });

  it('explain reports a correct request valid (exit 0) and names the fix for a broken Digest (exit 1)', async () => {
    const valid = await xs2a(['explain', '--body', '{"hello":"bank"}', '--json']);
    expect(valid.code, valid.stdout + valid.stderr).toBe(0);
    expect(valid.json).toMatchObject({ valid: true, fixes: [] });

    const broken = await xs2a(['explain', '--body', '{"hello":"bank"}', '--override', 'Digest: SHA-256=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', '--json']);
    expect(broken.code).toBe(1);
    expect(broken.json).toMatchObject({ valid: false, digest: { matches: false } });
    expect(broken.json.fixes.join('\n')).toMatch(/Digest SHA-256=A+= does not match the body; the bank computed SHA-256=/);

    const readable = await xs2a(['explain', '--body', '{"hello":"bank"}', '--override', 'Digest: SHA-256=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=']);
    expect(readable.code).toBe(1);
    expect(readable.stdout).toContain('What to fix:');
    expect(readable.stdout).toContain('Hash the exact bytes sent');
  });
});

function splitStatus(output: string): [string, string] {
  const cut = output.lastIndexOf('\n');
  return [output.slice(0, cut), output.slice(cut + 1).trim()];
}
