import { readBoolean, readNullableInteger } from './row-values.js';

/** How one record field is kept: text, an epoch-ms or count integer, a boolean, or a JSON document. */
export type FieldKind = 'text' | 'integer' | 'boolean' | 'json';

/** Field name → [column name, kind]. */
export type FieldSpec<R> = { readonly [K in keyof R]-?: readonly [column: string, kind: FieldKind] };

/**
 * Turns flat records (strings, numbers, booleans, null, JSON-able objects) into rows and back, from one table
 * of field → column. Used for the `@xs2a-kit/sca-session` records, which are all of that shape.
 *
 * @example
 * const codec = createRecordCodec<TppContact>({ tppId: ['tpp_id', 'text'], email: ['email', 'text'], updatedAt: ['updated_at', 'text'] });
 * await db('tpp_contacts').insert(codec.toRow(contact));
 * @see records.ts in @xs2a-kit/sca-session (records read back unchanged)
 */
export function createRecordCodec<R>(spec: FieldSpec<R>): {
  toRow(record: R): Record<string, unknown>;
  fromRow(row: Record<string, unknown>): R;
} {
  const entries = Object.entries(spec) as [string, readonly [string, FieldKind]][];
  return {
    toRow(record) {
      const row: Record<string, unknown> = {};
      for (const [field, [column, kind]] of entries) {
        const value = (record as Record<string, unknown>)[field];
        row[column] = value === undefined || value === null ? null : kind === 'json' ? JSON.stringify(value) : value;
      }
      return row;
    },
    fromRow(row) {
      const record: Record<string, unknown> = {};
      for (const [field, [column, kind]] of entries) {
        const value = row[column];
        if (value === null || value === undefined) {
          record[field] = null;
          continue;
        }
        switch (kind) {
          case 'text':
            record[field] = String(value);
            break;
          case 'integer':
            record[field] = readNullableInteger(value);
            break;
          case 'boolean':
            record[field] = readBoolean(value);
            break;
          case 'json':
            record[field] = JSON.parse(String(value)) as unknown;
            break;
        }
      }
      return record as R;
    },
  };
}
