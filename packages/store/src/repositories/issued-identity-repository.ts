import type { IssuedIdentityRecord, IssuedIdentityRepository } from '@xs2a-kit/sca-session';
import type { Knex } from 'knex';
import { createRecordCodec } from '../record-codec.js';

const codec = createRecordCodec<IssuedIdentityRecord>({
  tppId: ['tpp_id', 'text'],
  id: ['id', 'text'],
  kind: ['kind', 'text'],
  customerNumber: ['customer_number', 'text'],
  customerType: ['customer_type', 'text'],
  agreementId: ['agreement_id', 'text'],
  issuedAt: ['issued_at', 'integer'],
});

/**
 * psu-ids and psu-corporate-ids issued to TPPs, on knex, keyed by (tpp_id, id); `save` is an upsert.
 *
 * @example
 * const issued = await createIssuedIdentityRepository(db).find('tpp-1', psuIdHeader);
 * @see IssuedIdentityRepository in @xs2a-kit/sca-session
 */
export function createIssuedIdentityRepository(db: Knex): IssuedIdentityRepository {
  return {
    async find(tppId, id) {
      const row = (await db('issued_identities').where({ tpp_id: tppId, id }).first()) as Record<string, unknown> | undefined;
      return row === undefined ? undefined : codec.fromRow(row);
    },
    async save(record) {
      await db('issued_identities').insert(codec.toRow(record)).onConflict(['tpp_id', 'id']).merge();
    },
  };
}
