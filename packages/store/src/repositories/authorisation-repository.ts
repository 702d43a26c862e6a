import type { AuthorisationRecord, AuthorisationRepository, ScaObject } from '@xs2a-kit/sca-session';
import type { Knex } from 'knex';
import { readDialect } from '../dialect.js';
import { createRecordCodec } from '../record-codec.js';

const codec = createRecordCodec<AuthorisationRecord>({
  authorisationId: ['authorisation_id', 'text'],
  object: ['object', 'json'],
  scaStatus: ['sca_status', 'text'],
  tppId: ['tpp_id', 'text'],
  tppName: ['tpp_name', 'text'],
  tppSessionId: ['tpp_session_id', 'text'],
  tppRedirectUri: ['tpp_redirect_uri', 'text'],
  tppRedirectPreferred: ['tpp_redirect_preferred', 'boolean'],
  psuIdHint: ['psu_id_hint', 'text'],
  psuIdentityHint: ['psu_identity_hint', 'text'],
  authMethodPreferred: ['auth_method_preferred', 'text'],
  psuContext: ['psu_context', 'text'],
  expectedPsuId: ['expected_psu_id', 'text'],
  expectedAgreementId: ['expected_agreement_id', 'text'],
  createdAt: ['created_at', 'integer'],
  expiresAt: ['expires_at', 'integer'],
  completedAt: ['completed_at', 'integer'],
  psuId: ['psu_id', 'text'],
  customerNumber: ['customer_number', 'text'],
  context: ['context', 'text'],
  agreementId: ['agreement_id', 'text'],
  psuCorporateId: ['psu_corporate_id', 'text'],
  failureCode: ['failure_code', 'text'],
});

function readObjectId(object: ScaObject): string | null {
  if (object.kind === 'payment') return object.paymentId;
  if (object.kind === 'basket') return object.basketId;
  return null;
}

/**
 * Authorisation resources on knex. `save` is an upsert on the id (`INSERT ... ON CONFLICT (authorisation_id)
 * DO UPDATE`), one statement, so it is atomic on its own and joins the caller's transaction when given one: a
 * payment and its first authorisation are written together through `withTransaction`. Inside a transaction on
 * PostgreSQL `find` holds the row (`FOR UPDATE`) until commit, so decisions on one authorisation made at the same
 * time (a double-submitted SCA page, approve in one tab and reject in another) take turns, and every one after the
 * first finds it already decided; SQLite lets one writer in at a time, which serialises them the same way.
 *
 * @example
 * await store.withTransaction(async (repos) => { await repos.payments.insert(p); await repos.authorisations.save(a); });
 * @see AuthorisationRepository in @xs2a-kit/sca-session
 */
export function createAuthorisationRepository(db: Knex): AuthorisationRepository {
  const lockOnRead = readDialect(db) === 'postgres' && db.isTransaction === true;
  return {
    async find(authorisationId) {
      const query = db('authorisations').where({ authorisation_id: authorisationId }).first();
      if (lockOnRead) query.forUpdate();
      const row = (await query) as Record<string, unknown> | undefined;
      return row === undefined ? undefined : codec.fromRow(row);
    },
    async save(record) {
      const row = { ...codec.toRow(record), object_kind: record.object.kind, object_id: readObjectId(record.object) };
      await db('authorisations').insert(row).onConflict('authorisation_id').merge();
    },
    async listIdsByObject(tppId, kind, objectId) {
      const rows = (await db('authorisations')
        .select('authorisation_id')
        .where({ tpp_id: tppId, object_kind: kind, object_id: objectId })
        .orderBy([{ column: 'created_at' }, { column: 'authorisation_id' }])) as { authorisation_id: string }[];
      return rows.map((row) => row.authorisation_id);
    },
  };
}
