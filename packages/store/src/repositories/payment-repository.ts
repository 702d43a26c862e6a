import type { Payment, PaymentPatch, PaymentRejectionReason, PaymentRepository, PaymentStatus, PsuIdentity } from '@xs2a-kit/domain';
import type { Knex } from 'knex';
import { decodeJson, encodeJson } from '../json-codec.js';
import { readBoolean, readInteger, writeBigInt } from '../row-values.js';
import { runAtomically } from '../run-transaction.js';

/** The fields that change after creation live in columns only; the request JSON keeps the rest. */
const MUTABLE_FIELDS = [
  'transactionStatus',
  'fundsAvailable',
  'psu',
  'requestedExecutionDate',
  'settledTransfers',
  'insufficientFundsSince',
  'rejectionReason',
  'updatedAt',
] as const;

interface PaymentRow {
  payment_id: string;
  status: string;
  funds_available: unknown;
  psu_customer_number: string | null;
  psu_context: string | null;
  psu_agreement_id: string | null;
  requested_execution_date: string | null;
  settled_transfers: unknown;
  insufficient_funds_since: string | null;
  rejection_reason: string | null;
  request: string;
  updated_at: string;
}

function sumTransfers(payment: Payment): { amount_minor: string | null; currency: string | null } {
  const currency = payment.transfers[0]?.instructedAmount.currency ?? null;
  let total = 0n;
  for (const transfer of payment.transfers) {
    if (transfer.instructedAmount.currency !== currency) return { amount_minor: null, currency: null };
    total += transfer.instructedAmount.minor;
  }
  return { amount_minor: writeBigInt(total), currency };
}

function toPsuColumns(psu: PsuIdentity | undefined): Record<string, string | null> {
  return {
    psu_customer_number: psu?.customerNumber ?? null,
    psu_context: psu?.context ?? null,
    psu_agreement_id: psu?.agreementId ?? null,
  };
}

function toInsertRow(payment: Payment): Record<string, unknown> {
  const request: Record<string, unknown> = { ...payment };
  for (const field of MUTABLE_FIELDS) delete request[field];
  return {
    payment_id: payment.paymentId,
    tpp_id: payment.tppId,
    service: payment.service,
    product: payment.product,
    status: payment.transactionStatus,
    funds_available: payment.fundsAvailable ?? null,
    ...toPsuColumns(payment.psu),
    debtor_iban: payment.debtorAccount.iban ?? null,
    debtor_bban: payment.debtorAccount.bban ?? null,
    requested_execution_date: payment.requestedExecutionDate ?? null,
    ...sumTransfers(payment),
    transfer_count: payment.transfers.length,
    settled_transfers: payment.settledTransfers ?? null,
    insufficient_funds_since: payment.insufficientFundsSince ?? null,
    rejection_reason: payment.rejectionReason ?? null,
    request: encodeJson(request),
    created_at: payment.createdAt,
    updated_at: payment.updatedAt,
  };
}

function toPatchColumns(patch: PaymentPatch): Record<string, unknown> {
  const columns: Record<string, unknown> = { updated_at: patch.updatedAt };
  if ('transactionStatus' in patch) columns.status = patch.transactionStatus;
  if ('fundsAvailable' in patch) columns.funds_available = patch.fundsAvailable ?? null;
  if ('psu' in patch) Object.assign(columns, toPsuColumns(patch.psu));
  if ('requestedExecutionDate' in patch) columns.requested_execution_date = patch.requestedExecutionDate ?? null;
  if ('settledTransfers' in patch) columns.settled_transfers = patch.settledTransfers ?? null;
  if ('insufficientFundsSince' in patch) columns.insufficient_funds_since = patch.insufficientFundsSince ?? null;
  if ('rejectionReason' in patch) columns.rejection_reason = patch.rejectionReason ?? null;
  return columns;
}

function toPayment(row: PaymentRow): Payment {
  const request = decodeJson<Omit<Payment, (typeof MUTABLE_FIELDS)[number]>>(row.request);
  const mutable: { -readonly [K in (typeof MUTABLE_FIELDS)[number]]?: Payment[K] } = {
    transactionStatus: row.status as PaymentStatus,
    updatedAt: row.updated_at,
  };
  if (row.funds_available !== null) mutable.fundsAvailable = readBoolean(row.funds_available);
  if (row.psu_customer_number !== null) {
    mutable.psu = {
      customerNumber: row.psu_customer_number,
      context: row.psu_context as PsuIdentity['context'],
      ...(row.psu_agreement_id === null ? {} : { agreementId: row.psu_agreement_id }),
    };
  }
  if (row.requested_execution_date !== null) mutable.requestedExecutionDate = row.requested_execution_date;
  if (row.settled_transfers !== null) mutable.settledTransfers = readInteger(row.settled_transfers);
  if (row.insufficient_funds_since !== null) mutable.insufficientFundsSince = row.insufficient_funds_since;
  if (row.rejection_reason !== null) mutable.rejectionReason = row.rejection_reason as PaymentRejectionReason;
  return { ...request, ...mutable } as Payment;
}

/**
 * Payments on knex. `update` is one conditional statement, `UPDATE payments SET ... WHERE payment_id = ? AND
 * status IN (...)`, whose affected-row count decides: 0 rows means the status had moved on and the caller lost
 * the race. On PostgreSQL the update takes the row lock, so a second process's update of the same payment waits
 * for the first transaction and then finds the new status, which is what makes a batch claim exactly-once.
 *
 * @example
 * const payments = createPaymentRepository(trx);
 * const claimed = await payments.update(id, ['ACTC'], { transactionStatus: 'ACSC', updatedAt });
 * @see PaymentRepository in @xs2a-kit/domain
 */
export function createPaymentRepository(db: Knex): PaymentRepository {
  return {
    async insert(payment) {
      await db('payments').insert(toInsertRow(payment));
    },
    async findById(paymentId) {
      const row = (await db('payments').where({ payment_id: paymentId }).first()) as PaymentRow | undefined;
      return row === undefined ? undefined : toPayment(row);
    },
    async update(paymentId, expected, patch) {
      return runAtomically(db, async (trx) => {
        const changed = await trx('payments')
          .where({ payment_id: paymentId })
          .whereIn('status', [...expected])
          .update(toPatchColumns(patch));
        if (Number(changed) === 0) return undefined;
        const row = (await trx('payments').where({ payment_id: paymentId }).first()) as PaymentRow;
        return toPayment(row);
      });
    },
    async listIdsByStatus(statuses) {
      const rows = (await db('payments')
        .select('payment_id')
        .whereIn('status', [...statuses])
        .orderBy([{ column: 'created_at' }, { column: 'payment_id' }])) as { payment_id: string }[];
      return rows.map((row) => row.payment_id);
    },
    async listIdsByDebtor(tppId, debtor, statuses) {
      const query = db('payments').select('payment_id').where({ tpp_id: tppId }).whereIn('status', [...statuses]);
      if (debtor.iban !== undefined) query.where({ debtor_iban: debtor.iban });
      else if (debtor.bban !== undefined) query.whereNull('debtor_iban').where({ debtor_bban: debtor.bban });
      else return [];
      const rows = (await query.orderBy([{ column: 'created_at' }, { column: 'payment_id' }])) as { payment_id: string }[];
      return rows.map((row) => row.payment_id);
    },
  };
}

