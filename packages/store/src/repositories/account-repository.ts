import type { Account, AccountRepository, CardAccount } from '@xs2a-kit/domain';
import type { Knex } from 'knex';
import { getCreationOrderColumn, readDialect } from '../dialect.js';
import { omitAbsent, readBigInt, readBoolean, writeBigInt } from '../row-values.js';
import { runAtomically } from '../run-transaction.js';
import { StoreError } from '../store-error.js';

/** The balance type that holds the domain's single ledger balance of an account or card account. */
const BOOKED = 'booked';

interface AccountRow {
  account_id: string;
  customer_number: string;
  name: string;
  bban: string;
  iban: string;
  currency: string;
  product: string;
  cash_account_type: string;
  credit_line_minor: unknown;
  credit_line_currency: string;
  requires_kid: unknown;
  balance_minor: unknown;
  balance_currency: string;
}

interface CardAccountRow {
  card_account_id: string;
  customer_number: string;
  masked_pan: string;
  currency: string;
  credit_limit_minor: unknown;
  credit_limit_currency: string;
  name: string;
  product: string;
  status: string;
  card_id: string | null;
  card_id_vno: string | null;
  account_number: string | null;
  expiry: string | null;
  balance_minor: unknown;
  balance_currency: string;
}

function toAccount(row: AccountRow): Account {
  return {
    accountId: row.account_id,
    customerNumber: row.customer_number,
    name: row.name,
    bban: row.bban,
    iban: row.iban,
    currency: row.currency,
    product: row.product,
    cashAccountType: row.cash_account_type,
    creditLine: { minor: readBigInt(row.credit_line_minor), currency: row.credit_line_currency },
    balance: { minor: readBigInt(row.balance_minor), currency: row.balance_currency },
    requiresKid: readBoolean(row.requires_kid),
  };
}

function toCardAccount(row: CardAccountRow): CardAccount {
  return {
    cardAccountId: row.card_account_id,
    customerNumber: row.customer_number,
    maskedPan: row.masked_pan,
    currency: row.currency,
    creditLimit: { minor: readBigInt(row.credit_limit_minor), currency: row.credit_limit_currency },
    balance: { minor: readBigInt(row.balance_minor), currency: row.balance_currency },
    name: row.name,
    product: row.product,
    status: row.status,
    ...omitAbsent({ cardId: row.card_id, cardIdVNo: row.card_id_vno, accountNumber: row.account_number, expiry: row.expiry }),
  };
}

/**
 * Accounts and card accounts on knex, each with its booked balance in `balances` / `card_balances`.
 * `adjustBalance` is relative SQL (`amount_minor = amount_minor + ?`), never a read-modify-write in JS. Inside a
 * unit of work on PostgreSQL `lockAccountById` locks the balance row (`FOR UPDATE`), so a funds check followed
 * by `adjustBalance` cannot interleave with another process's debit of the same account; SQLite needs no lock
 * because it lets one writer at a time in. The plain finders never lock: most initiations only report the balance,
 * and locking there made every initiation from one account wait for the previous one's commit. Instant and bulk
 * initiations do take the lock, for the logical-duplicate check (`assertNotLogicalDuplicate` in the domain).
 *
 * @example
 * const account = await createAccountRepository(trx).adjustBalance(accountId, -10023n);
 * @see AccountRepository in @xs2a-kit/domain
 */
export function createAccountRepository(db: Knex): AccountRepository {
  const dialect = readDialect(db);
  const lockReads = dialect === 'postgres' && db.isTransaction === true;

  function selectAccounts(lock = false): Knex.QueryBuilder {
    const query = db('accounts')
      .select('accounts.*', 'balances.amount_minor as balance_minor', 'balances.currency as balance_currency')
      .join('balances', function joinBooked() {
        this.on('balances.account_id', '=', 'accounts.account_id').andOnVal('balances.balance_type', '=', BOOKED);
      });
    return lock && lockReads ? query.forUpdate('balances') : query;
  }

  function selectCardAccounts(): Knex.QueryBuilder {
    return db('card_accounts')
      .select('card_accounts.*', 'card_balances.amount_minor as balance_minor', 'card_balances.currency as balance_currency')
      .join('card_balances', function joinBooked() {
        this.on('card_balances.card_account_id', '=', 'card_accounts.card_account_id').andOnVal(
          'card_balances.balance_type',
          '=',
          BOOKED,
        );
      });
  }

  async function findOne(column: string, value: string, lock = false): Promise<Account | undefined> {
    const row = (await selectAccounts(lock).where(`accounts.${column}`, value).first()) as AccountRow | undefined;
    return row === undefined ? undefined : toAccount(row);
  }

  return {
    async insertAccount(account) {
      await runAtomically(db, async (trx) => {
        await trx('accounts').insert({
          account_id: account.accountId,
          customer_number: account.customerNumber,
          name: account.name,
          bban: account.bban,
          iban: account.iban,
          currency: account.currency,
          product: account.product,
          cash_account_type: account.cashAccountType,
          credit_line_minor: writeBigInt(account.creditLine.minor),
          credit_line_currency: account.creditLine.currency,
          requires_kid: account.requiresKid,
        });
        await trx('balances').insert({
          account_id: account.accountId,
          balance_type: BOOKED,
          amount_minor: writeBigInt(account.balance.minor),
          currency: account.balance.currency,
        });
      });
    },
    findAccountById: (accountId) => findOne('account_id', accountId),
    lockAccountById: (accountId) => findOne('account_id', accountId, true),
    findAccountByIban: (iban) => findOne('iban', iban),
    findAccountByBban: (bban) => findOne('bban', bban),
    async listAccountsByCustomer(customerNumber) {
      const rows = (await db('accounts')
        .select('accounts.*', 'balances.amount_minor as balance_minor', 'balances.currency as balance_currency')
        .join('balances', function joinBooked() {
          this.on('balances.account_id', '=', 'accounts.account_id').andOnVal('balances.balance_type', '=', BOOKED);
        })
        .where('accounts.customer_number', customerNumber)
        .orderBy(getCreationOrderColumn(dialect, 'accounts'))) as AccountRow[];
      return rows.map(toAccount);
    },
    async listAccounts() {
      const rows = (await db('accounts')
        .select('accounts.*', 'balances.amount_minor as balance_minor', 'balances.currency as balance_currency')
        .join('balances', function joinBooked() {
          this.on('balances.account_id', '=', 'accounts.account_id').andOnVal('balances.balance_type', '=', BOOKED);
        })
        .orderBy(getCreationOrderColumn(dialect, 'accounts'))) as AccountRow[];
      return rows.map(toAccount);
    },
    async setBalance(accountId, balance) {
      return runAtomically(db, async (trx) => {
        const changed = await trx('balances')
          .where({ account_id: accountId, balance_type: BOOKED })
          .update({ amount_minor: writeBigInt(balance.minor), currency: balance.currency });
        if (Number(changed) === 0) throw new StoreError('NOT_FOUND', `no account ${accountId}`);
        return (await createAccountRepository(trx).findAccountById(accountId)) as Account;
      });
    },
    async setCardBalance(cardAccountId, balance) {
      return runAtomically(db, async (trx) => {
        const changed = await trx('card_balances')
          .where({ card_account_id: cardAccountId, balance_type: BOOKED })
          .update({ amount_minor: writeBigInt(balance.minor), currency: balance.currency });
        if (Number(changed) === 0) throw new StoreError('NOT_FOUND', `no card account ${cardAccountId}`);
        return (await createAccountRepository(trx).findCardAccountById(cardAccountId)) as CardAccount;
      });
    },
    async adjustBalance(accountId, deltaMinor) {
      return runAtomically(db, async (trx) => {
        const changed = await trx('balances')
          .where({ account_id: accountId, balance_type: BOOKED })
          .update({ amount_minor: trx.raw('?? + ?', ['amount_minor', writeBigInt(deltaMinor)]) });
        if (Number(changed) === 0) throw new StoreError('NOT_FOUND', `no account ${accountId}`);
        const row = (await trx('accounts')
          .select('accounts.*', 'balances.amount_minor as balance_minor', 'balances.currency as balance_currency')
          .join('balances', 'balances.account_id', 'accounts.account_id')
          .where({ 'accounts.account_id': accountId, 'balances.balance_type': BOOKED })
          .first()) as AccountRow;
        return toAccount(row);
      });
    },
    async insertCardAccount(cardAccount) {
      await runAtomically(db, async (trx) => {
        await trx('card_accounts').insert({
          card_account_id: cardAccount.cardAccountId,
          customer_number: cardAccount.customerNumber,
          masked_pan: cardAccount.maskedPan,
          currency: cardAccount.currency,
          credit_limit_minor: writeBigInt(cardAccount.creditLimit.minor),
          credit_limit_currency: cardAccount.creditLimit.currency,
          name: cardAccount.name,
          product: cardAccount.product,
          status: cardAccount.status,
          card_id: cardAccount.cardId ?? null,
          card_id_vno: cardAccount.cardIdVNo ?? null,
          account_number: cardAccount.accountNumber ?? null,
          expiry: cardAccount.expiry ?? null,
        });
        await trx('card_balances').insert({
          card_account_id: cardAccount.cardAccountId,
          balance_type: BOOKED,
          amount_minor: writeBigInt(cardAccount.balance.minor),
          currency: cardAccount.balance.currency,
        });
      });
    },
    async findCardAccountById(cardAccountId) {
      const row = (await selectCardAccounts().where('card_accounts.card_account_id', cardAccountId).first()) as
        | CardAccountRow
        | undefined;
      return row === undefined ? undefined : toCardAccount(row);
    },
    async listCardAccountsByCustomer(customerNumber) {
      const rows = (await selectCardAccounts()
        .where('card_accounts.customer_number', customerNumber)
        .orderBy(getCreationOrderColumn(dialect, 'card_accounts'))) as CardAccountRow[];
      return rows.map(toCardAccount);
    },
  };
}
