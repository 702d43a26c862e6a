import type { AccountTransaction, BookingState, CardTransaction, TransactionRepository } from '@xs2a-kit/domain';
import type { Knex } from 'knex';
import { getCreationOrderColumn, readDialect } from '../dialect.js';
import { decodeJson, encodeJson } from '../json-codec.js';
import { omitAbsent, readBigInt, writeBigInt } from '../row-values.js';
import { runAtomically } from '../run-transaction.js';

/** Rows per INSERT: well under SQLite's bound-parameter limit for the widest row. */
const CHUNK_SIZE = 200;

interface AccountTransactionRow {
  transaction_id: string;
  account_id: string;
  state: string;
  booking_date: string | null;
  value_date: string | null;
  amount_minor: unknown;
  currency: string;
  payment_id: string | null;
  details: string;
}

interface CardTransactionRow {
  card_account_id: string;
  card_transaction_id: string;
  state: string;
  booking_date: string | null;
  transaction_date: string;
  amount_minor: unknown;
  currency: string;
  original_amount_minor: unknown;
  original_currency: string;
  details: string;
}

function toAccountTransactionRow(transaction: AccountTransaction): AccountTransactionRow {
  const { transactionId, accountId, state, bookingDate, valueDate, amount, paymentId, ...details } = transaction;
  return {
    transaction_id: transactionId,
    account_id: accountId,
    state,
    booking_date: bookingDate ?? null,
    value_date: valueDate ?? null,
    amount_minor: writeBigInt(amount.minor),
    currency: amount.currency,
    payment_id: paymentId ?? null,
    details: encodeJson(details),
  };
}

function toAccountTransaction(row: AccountTransactionRow): AccountTransaction {
  return {
    ...decodeJson<Partial<AccountTransaction>>(row.details),
    transactionId: row.transaction_id,
    accountId: row.account_id,
    state: row.state as BookingState,
    ...omitAbsent({ bookingDate: row.booking_date, valueDate: row.value_date, paymentId: row.payment_id }),
    amount: { minor: readBigInt(row.amount_minor), currency: row.currency },
  };
}

function toCardTransactionRow(transaction: CardTransaction): CardTransactionRow {
  const { cardTransactionId, cardAccountId, state, bookingDate, transactionDate, transactionAmount, originalAmount, ...details } =
    transaction;
  return {
    card_account_id: cardAccountId,
    card_transaction_id: cardTransactionId,
    state,
    booking_date: bookingDate ?? null,
    transaction_date: transactionDate,
    amount_minor: writeBigInt(transactionAmount.minor),
    currency: transactionAmount.currency,
    original_amount_minor: writeBigInt(originalAmount.minor),
    original_currency: originalAmount.currency,
    details: encodeJson(details),
  };
}

function toCardTransaction(row: CardTransactionRow): CardTransaction {
  return {
    ...decodeJson<Partial<CardTransaction>>(row.details),
    cardTransactionId: row.card_transaction_id,
    cardAccountId: row.card_account_id,
    state: row.state as BookingState,
    ...omitAbsent({ bookingDate: row.booking_date }),
    transactionDate: row.transaction_date,
    transactionAmount: { minor: readBigInt(row.amount_minor), currency: row.currency },
    originalAmount: { minor: readBigInt(row.original_amount_minor), currency: row.original_currency },
  };
}

async function insertInChunks(db: Knex, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  await runAtomically(db, async (trx) => {
    for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
      await trx(table).insert(rows.slice(start, start + CHUNK_SIZE));
    }
  });
}

/**
 * Account and card transactions on knex. A batch of transactions is inserted whole (one transaction, chunked
 * statements); listings come back in insertion order, and the domain applies its own listing rules on top.
 * Amounts are `bigint` minor-unit columns; the optional descriptive fields ride along as JSON text.
 *
 * @example
 * await createTransactionRepository(trx).insertAccountTransactions([debit, credit]);
 * @see TransactionRepository in @xs2a-kit/domain
 */
export function createTransactionRepository(db: Knex): TransactionRepository {
  const dialect = readDialect(db);
  return {
    async insertAccountTransactions(transactions) {
      await insertInChunks(db, 'account_transactions', transactions.map(toAccountTransactionRow));
    },
    async listAccountTransactions(accountId) {
      const rows = (await db('account_transactions')
        .where({ account_id: accountId })
        .orderBy(getCreationOrderColumn(dialect))) as AccountTransactionRow[];
      return rows.map(toAccountTransaction);
    },
    async findAccountTransaction(accountId, transactionId) {
      const row = (await db('account_transactions').where({ account_id: accountId, transaction_id: transactionId }).first()) as
        | AccountTransactionRow
        | undefined;
      return row === undefined ? undefined : toAccountTransaction(row);
    },
    async insertCardTransactions(transactions) {
      await insertInChunks(db, 'card_transactions', transactions.map(toCardTransactionRow));
    },
    async listCardTransactions(cardAccountId) {
      const rows = (await db('card_transactions')
        .where({ card_account_id: cardAccountId })
        .orderBy(getCreationOrderColumn(dialect))) as CardTransactionRow[];
      return rows.map(toCardTransaction);
    },
  };
}
