import type { ScaSessionRecord, ScaSessionRepository } from '@xs2a-kit/sca-session';
import type { Knex } from 'knex';
import { createRecordCodec } from '../record-codec.js';

const codec = createRecordCodec<ScaSessionRecord>({
  tppId: ['tpp_id', 'text'],
  tppSessionId: ['tpp_session_id', 'text'],
  psuId: ['psu_id', 'text'],
  customerNumber: ['customer_number', 'text'],
  context: ['context', 'text'],
  agreementId: ['agreement_id', 'text'],
  psuCorporateId: ['psu_corporate_id', 'text'],
  authorisationId: ['authorisation_id', 'text'],
  scaCompletedAt: ['sca_completed_at', 'integer'],
  expiresAt: ['expires_at', 'integer'],
  invalidatedAt: ['invalidated_at', 'integer'],
});

/**
 * SCA sessions on knex, keyed by (tpp_id, tpp_session_id); `listByPsu` uses the (tpp_id, psu_id) index. Opening
 * a session invalidates the PSU's other sessions in several saves: run it inside `withTransaction` so the change
 * is whole.
 *
 * @example
 * const session = await createScaSessionRepository(db).find('tpp-1', 'session-a');
 * @see ScaSessionRepository in @xs2a-kit/sca-session
 */
export function createScaSessionRepository(db: Knex): ScaSessionRepository {
  return {
    async find(tppId, tppSessionId) {
      const row = (await db('sca_sessions').where({ tpp_id: tppId, tpp_session_id: tppSessionId }).first()) as
        | Record<string, unknown>
        | undefined;
      return row === undefined ? undefined : codec.fromRow(row);
    },
    async listByPsu(tppId, psuId) {
      const rows = (await db('sca_sessions').where({ tpp_id: tppId, psu_id: psuId })) as Record<string, unknown>[];
      return rows.map((row) => codec.fromRow(row));
    },
    async save(record) {
      await db('sca_sessions').insert(codec.toRow(record)).onConflict(['tpp_id', 'tpp_session_id']).merge();
    },
  };
}
