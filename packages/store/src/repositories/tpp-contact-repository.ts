import type { Knex } from 'knex';
import { createRecordCodec } from '../record-codec.js';

/**
 * A TPP's registered contact e-mail address for technical and operational notices.
 *
 * @example
 * const contact: TppContact = { tppId: 'NO-FSA-987654321', email: 'ops@tpp.example', updatedAt: '2026-03-02T09:00:00.000Z' };
 * @see operations putTppContactInformation and getTppContactInformation (/v1/tpps/{tppId}/contact-information)
 *   in @xs2a-kit/schema
 */
export interface TppContact {
  readonly tppId: string;
  readonly email: string;
  readonly updatedAt: string;
}

/**
 * TPP contacts: one per TPP; `save` inserts or replaces.
 *
 * @example
 * await store.tppContacts.save({ tppId, email, updatedAt });
 * @see TppContact
 */
export interface TppContactRepository {
  find(tppId: string): Promise<TppContact | undefined>;
  save(contact: TppContact): Promise<void>;
}

const codec = createRecordCodec<TppContact>({
  tppId: ['tpp_id', 'text'],
  email: ['email', 'text'],
  updatedAt: ['updated_at', 'text'],
});

/**
 * TPP contacts on knex (an upsert on `tpp_id`).
 *
 * @example
 * const contacts = createTppContactRepository(db);
 * @see TppContactRepository
 */
export function createTppContactRepository(db: Knex): TppContactRepository {
  return {
    async find(tppId) {
      const row = (await db('tpp_contacts').where({ tpp_id: tppId }).first()) as Record<string, unknown> | undefined;
      return row === undefined ? undefined : codec.fromRow(row);
    },
    async save(contact) {
      await db('tpp_contacts').insert(codec.toRow(contact)).onConflict('tpp_id').merge();
    },
  };
}
