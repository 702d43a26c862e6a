import { stampAccounts, type ConsentRecord, type ConsentRepository } from '@xs2a-kit/sca-session';
import type { Knex } from 'knex';
import { readDialect } from '../dialect.js';
import { createRecordCodec } from '../record-codec.js';
import { runAtomically } from '../run-transaction.js';

const codec = createRecordCodec<ConsentRecord>({
  consentId: ['consent_id', 'text'],
  tppId: ['tpp_id', 'text'],
  psuId: ['psu_id', 'text'],
  customerNumber: ['customer_number', 'text'],
  context: ['context', 'text'],
  agreementId: ['agreement_id', 'text'],
  psuCorporateId: ['psu_corporate_id', 'text'],
  accounts: ['accounts', 'json'],
  grantedAt: ['granted_at', 'integer'],
  expiresAt: ['expires_at', 'integer'],
  revokedAt: ['revoked_at', 'integer'],
  authorisationId: ['authorisation_id', 'text'],
});

/**
 * Consents on knex. `findLatest` is one indexed query on (tpp_id, psu_id, agreement_id, granted_at), newest
 * first; a null agreement (PRIVATE context) is matched with `IS NULL`. Rows keep no save order, so among equal
 * `grantedAt` the largest `consentId` wins (the in-memory reference picks the one saved last).
 *
 * @example
 * const consent = await createConsentRepository(db).findLatest('tpp-1', psuId, null);
 * @see ConsentRepository in @xs2a-kit/sca-session
 */
export function createConsentRepository(db: Knex): ConsentRepository {
  return {
    async find(consentId) {
      const row = (await db('consents').where({ consent_id: consentId }).first()) as Record<string, unknown> | undefined;
      return row === undefined ? undefined : codec.fromRow(row);
    },
    async findLatest(tppId, psuId, agreementId) {
      const query = db('consents').where({ tpp_id: tppId, psu_id: psuId });
      if (agreementId === null) query.whereNull('agreement_id');
      else query.where({ agreement_id: agreementId });
      const rows = (await query.orderBy('granted_at', 'desc')) as Record<string, unknown>[];
      const latest = rows.map((row) => codec.fromRow(row));
      const newest = latest[0];
      if (newest === undefined) return undefined;
      // Ties on grantedAt: the reference keeps the one it met last; rows have no save order, so prefer the
      // largest consentId among the tied ones for a stable answer.
      return latest
        .filter((c) => c.grantedAt === newest.grantedAt)
        .reduce((best, c) => (c.consentId > best.consentId ? c : best));
    },
    async listByCustomer(customerNumber) {
      const rows = (await db('consents').where({ customer_number: customerNumber }).orderBy('granted_at')) as Record<
        string,
        unknown
      >[];
      return rows.map((row) => codec.fromRow(row));
    },
    async save(record) {
      await db('consents').insert(codec.toRow(record)).onConflict('consent_id').merge();
    },
    async stampOnlineSca(consentId, accountIds, at) {
      await runAtomically(db, async (trx) => {
        const query = trx('consents').where({ consent_id: consentId }).first();
        if (readDialect(trx) === 'postgres') query.forUpdate();
        const row = (await query) as Record<string, unknown> | undefined;
        if (row === undefined) return;
        const consent = codec.fromRow(row);
        if (consent.revokedAt !== null) return;
        const accounts = stampAccounts(consent.accounts, accountIds, at);
        if (accounts === undefined) return;
        await trx('consents').where({ consent_id: consentId }).whereNull('revoked_at').update({ accounts: JSON.stringify(accounts) });
      });
    },
  };
}
