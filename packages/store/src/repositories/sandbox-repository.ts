import type { Agreement, Customer, Engagement, EngagementRole, SandboxRepository } from '@xs2a-kit/domain';
import type { Knex } from 'knex';
import { getCreationOrderColumn, readDialect } from '../dialect.js';
import { omitAbsent, readBigInt, writeNullableBigInt } from '../row-values.js';
import { runAtomically } from '../run-transaction.js';
import { StoreError } from '../store-error.js';

/** Children before parents, so foreign keys hold at every step of `clearAll`. */
const SANDBOX_TABLES = [
  'basket_entries',
  'baskets',
  'payments',
  'account_transactions',
  'card_transactions',
  'balances',
  'card_balances',
  'accounts',
  'card_accounts',
  'engagements',
  'agreements',
  'customers',
] as const;

/**
 * The order a sandbox reset locks its tables in: the order the sandbox's writers take them, so that a writer
 * between two statements and a reset do not each wait for the other until PostgreSQL's deadlock timeout (a second;
 * it then aborts one, which is retried). A basket takes baskets, then basket_entries with payments under its
 * foreign key; a transaction takes its table, then its account under the key; an account takes accounts (its
 * customer under the key), then its balances; an agreement, then its engagements. The deadlock detector still
 * settles any other interleaving (the batch settlement's balances, transactions and payments, say).
 */
const SANDBOX_LOCK_ORDER = [
  'baskets',
  'basket_entries',
  'payments',
  'account_transactions',
  'card_transactions',
  'accounts',
  'card_accounts',
  'balances',
  'card_balances',
  'customers',
  'agreements',
  'engagements',
] as const satisfies readonly (typeof SANDBOX_TABLES)[number][];
const LOCK_SANDBOX_TABLES = `LOCK TABLE ${SANDBOX_LOCK_ORDER.map((table) => `"${table}"`).join(', ')} IN EXCLUSIVE MODE`;

interface CustomerRow {
  customer_id: string;
  customer_number: string;
  customer_name: string;
  customer_type: string;
}

interface AgreementRow {
  agreement_id: string;
  owner_customer_number: string;
  name: string;
  type: string;
}

interface EngagementRow {
  engagement_id: string;
  agreement_id: string;
  customer_number: string;
  iban: string;
  roles: string;
  register_limit_minor: unknown;
  register_limit_currency: string | null;
  approval_limit_minor: unknown;
  approval_limit_currency: string | null;
}

function toCustomer(row: CustomerRow): Customer {
  return {
    customerId: row.customer_id,
    customerNumber: row.customer_number,
    customerName: row.customer_name,
    customerType: row.customer_type as Customer['customerType'],
  };
}

function toEngagementRow(agreementId: string, engagement: Engagement): EngagementRow {
  return {
    engagement_id: engagement.engagementId,
    agreement_id: agreementId,
    customer_number: engagement.customerNumber,
    iban: engagement.iban,
    roles: JSON.stringify(engagement.roles),
    register_limit_minor: writeNullableBigInt(engagement.registerLimit?.minor),
    register_limit_currency: engagement.registerLimit?.currency ?? null,
    approval_limit_minor: writeNullableBigInt(engagement.approvalLimit?.minor),
    approval_limit_currency: engagement.approvalLimit?.currency ?? null,
  };
}

function toEngagement(row: EngagementRow): Engagement {
  return {
    engagementId: row.engagement_id,
    customerNumber: row.customer_number,
    iban: row.iban,
    roles: JSON.parse(row.roles) as EngagementRole[],
    ...omitAbsent({
      registerLimit:
        row.register_limit_currency === null
          ? null
          : { minor: readBigInt(row.register_limit_minor), currency: row.register_limit_currency },
      approvalLimit:
        row.approval_limit_currency === null
          ? null
          : { minor: readBigInt(row.approval_limit_minor), currency: row.approval_limit_currency },
    }),
  };
}

/**
 * Deletes one customer's rows, children first so the foreign keys hold at every step, each a set-based DELETE
 * keyed by the customer (no read-then-rewrite: rows of other customers and every payment are never touched, so
 * a payment another transaction commits meanwhile survives). Balances go with their accounts (ON DELETE
 * CASCADE), engagements with the agreements the customer owns.
 */
async function deleteCustomerRows(trx: Knex, customerNumber: string): Promise<boolean> {
  const accounts = trx('accounts').select('account_id').where({ customer_number: customerNumber });
  const cards = trx('card_accounts').select('card_account_id').where({ customer_number: customerNumber });
  const ibans = trx('accounts').select('iban').where({ customer_number: customerNumber });
  const owned = trx('agreements').select('agreement_id').where({ owner_customer_number: customerNumber });
  await trx('account_transactions').whereIn('account_id', accounts).delete();
  await trx('card_transactions').whereIn('card_account_id', cards).delete();
  await trx('balances').whereIn('account_id', accounts.clone()).delete();
  await trx('card_balances').whereIn('card_account_id', cards.clone()).delete();
  await trx('engagements')
    .where({ customer_number: customerNumber })
    .orWhereIn('iban', ibans)
    .orWhereIn('agreement_id', owned)
    .delete();
  await trx('agreements').where({ owner_customer_number: customerNumber }).delete();
  await trx('accounts').where({ customer_number: customerNumber }).delete();
  await trx('card_accounts').where({ customer_number: customerNumber }).delete();
  const removed = await trx('customers').where({ customer_number: customerNumber }).delete();
  return Number(removed) > 0;
}

/**
 * Sandbox customers and agreements on knex. An agreement is written whole with its engagements; `clearAll`
 * empties every sandbox table (and the payments and baskets made against it) in one transaction, so a reset
 * is never seen half done.
 *
 * @example
 * await createSandboxRepository(trx).insertAgreement({ agreementId, ownerCustomerNumber, name, type: 'CORPORATE', engagements: [] });
 * @see SandboxRepository in @xs2a-kit/domain
 */
export function createSandboxRepository(db: Knex): SandboxRepository {
  const dialect = readDialect(db);

  async function readAgreements(trx: Knex, rows: readonly AgreementRow[]): Promise<Agreement[]> {
    if (rows.length === 0) return [];
    const engagements = (await trx('engagements')
      .whereIn('agreement_id', rows.map((row) => row.agreement_id))
      .orderBy(getCreationOrderColumn(dialect))) as EngagementRow[];
    return rows.map((row) => ({
      agreementId: row.agreement_id,
      ownerCustomerNumber: row.owner_customer_number,
      name: row.name,
      type: row.type as Agreement['type'],
      engagements: engagements.filter((e) => e.agreement_id === row.agreement_id).map(toEngagement),
    }));
  }

  return {
    async clearAll() {
      await runAtomically(db, async (trx) => {
        // PostgreSQL: a basket or payment committed between two of the deletes below broke a foreign key
        // (review: a reset racing a basket answered with the constraint's text). The tables are held against
        // writers first, readers going on, in SANDBOX_LOCK_ORDER.
        if (dialect === 'postgres') await trx.raw(LOCK_SANDBOX_TABLES);
        for (const table of SANDBOX_TABLES) await trx(table).delete();
      });
    },
    async insertCustomer(customer) {
      await db('customers').insert({
        customer_id: customer.customerId,
        customer_number: customer.customerNumber,
        customer_name: customer.customerName,
        customer_type: customer.customerType,
      });
    },
    async findCustomerById(customerId) {
      const row = (await db('customers').where({ customer_id: customerId }).first()) as CustomerRow | undefined;
      return row === undefined ? undefined : toCustomer(row);
    },
    deleteCustomer: (customerNumber) => runAtomically(db, (trx) => deleteCustomerRows(trx, customerNumber)),
    async findCustomerByNumber(customerNumber) {
      const row = (await db('customers').where({ customer_number: customerNumber }).first()) as CustomerRow | undefined;
      return row === undefined ? undefined : toCustomer(row);
    },
    async listCustomers() {
      const rows = (await db('customers').orderBy(getCreationOrderColumn(dialect))) as CustomerRow[];
      return rows.map(toCustomer);
    },
    async insertAgreement(agreement) {
      await runAtomically(db, async (trx) => {
        await trx('agreements').insert({
          agreement_id: agreement.agreementId,
          owner_customer_number: agreement.ownerCustomerNumber,
          name: agreement.name,
          type: agreement.type,
        });
        // One statement per engagement keeps their creation order (and so the listing order) as given.
        for (const engagement of agreement.engagements) {
          await trx('engagements').insert(toEngagementRow(agreement.agreementId, engagement));
        }
      });
    },
    async findAgreementById(agreementId) {
      return runAtomically(db, async (trx) => {
        const rows = (await trx('agreements').where({ agreement_id: agreementId })) as AgreementRow[];
        return (await readAgreements(trx, rows))[0];
      });
    },
    async addEngagement(agreementId, engagement) {
      await runAtomically(db, async (trx) => {
        const exists = await trx('agreements').where({ agreement_id: agreementId }).first('agreement_id');
        if (exists === undefined) throw new StoreError('NOT_FOUND', `no agreement ${agreementId}`);
        await trx('engagements').insert(toEngagementRow(agreementId, engagement));
      });
    },
    async listAgreements() {
      return runAtomically(db, async (trx) => {
        const rows = (await trx('agreements').orderBy(getCreationOrderColumn(dialect))) as AgreementRow[];
        return readAgreements(trx, rows);
      });
    },
  };
}
