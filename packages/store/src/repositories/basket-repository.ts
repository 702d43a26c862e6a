import type { BasketRepository, SigningBasket } from '@xs2a-kit/domain';
import type { Knex } from 'knex';
import { readDialect } from '../dialect.js';
import { runAtomically } from '../run-transaction.js';

interface BasketRow {
  basket_id: string;
  tpp_id: string;
  created_at: string;
}

async function readBasket(db: Knex, row: BasketRow | undefined): Promise<SigningBasket | undefined> {
  if (row === undefined) return undefined;
  const entries = (await db('basket_entries')
    .select('payment_id')
    .where({ basket_id: row.basket_id })
    .orderBy('position')) as { payment_id: string }[];
  return {
    basketId: row.basket_id,
    tppId: row.tpp_id,
    paymentIds: entries.map((entry) => entry.payment_id),
    createdAt: row.created_at,
  };
}

/**
 * Signing baskets on knex: a basket row and one entry row per payment, written in one transaction so a basket
 * never exists without its entries. `basket_entries.payment_id` is unique, so a payment already in a basket
 * makes the insert fail with `CONFLICT` (also when two processes race for it); every entry references an
 * existing payment (`REFERENCE_INVALID` otherwise). `lockById` takes the basket row's lock on PostgreSQL
 * (`SELECT ... FOR UPDATE`), which the deletion and the SCA outcome of a basket both take first.
 *
 * @example
 * await createBasketRepository(trx).insert({ basketId, tppId, paymentIds: [p1, p2], createdAt });
 * @see BasketRepository in @xs2a-kit/domain
 */
export function createBasketRepository(db: Knex): BasketRepository {
  return {
    async insert(basket) {
      await runAtomically(db, async (trx) => {
        await trx('baskets').insert({ basket_id: basket.basketId, tpp_id: basket.tppId, created_at: basket.createdAt });
        if (basket.paymentIds.length === 0) return;
        await trx('basket_entries').insert(
          basket.paymentIds.map((paymentId, position) => ({ basket_id: basket.basketId, position, payment_id: paymentId })),
        );
      });
    },
    async findById(basketId) {
      return runAtomically(db, async (trx) =>
        readBasket(trx, (await trx('baskets').where({ basket_id: basketId }).first()) as BasketRow | undefined),
      );
    },
    async lockById(basketId) {
      // A row lock only means something inside a transaction, and SQLite lets one writer in at a time anyway.
      const lock = readDialect(db) === 'postgres' && db.isTransaction === true;
      return runAtomically(db, async (trx) => {
        const query = trx('baskets').where({ basket_id: basketId });
        return readBasket(trx, (await (lock ? query.forUpdate() : query).first()) as BasketRow | undefined);
      });
    },
    async findByPaymentId(paymentId) {
      return runAtomically(db, async (trx) => {
        const row = (await trx('baskets')
          .select('baskets.basket_id', 'baskets.tpp_id', 'baskets.created_at')
          .join('basket_entries', 'basket_entries.basket_id', 'baskets.basket_id')
          .where('basket_entries.payment_id', paymentId)
          .first()) as BasketRow | undefined;
        return readBasket(trx, row);
      });
    },
    async delete(basketId) {
      return runAtomically(db, async (trx) => {
        await trx('basket_entries').where({ basket_id: basketId }).delete();
        const deleted = await trx('baskets').where({ basket_id: basketId }).delete();
        return Number(deleted) > 0;
      });
    },
  };
}
