import type { Payment } from './payment-types.js';
import type { Repositories, UnitOfWork } from './repositories.js';
import type { SigningBasket } from './signing-basket.js';
import type {
  Account,
  AccountTransaction,
  Agreement,
  CardAccount,
  CardTransaction,
  Customer,
} from './sandbox-types.js';
import { createMemoryRepositories } from './memory-repositories.js';

/**
 * The whole state of the in-memory store. Maps keep insertion order, which gives "creation order" listings.
 *
 * @example
 * const state = store.snapshot(); state.payments.size;
 * @see repositories.ts
 */
export interface MemoryState {
  payments: Map<string, Payment>;
  baskets: Map<string, SigningBasket>;
  customers: Map<string, Customer>;
  agreements: Map<string, Agreement>;
  accounts: Map<string, Account>;
  cardAccounts: Map<string, CardAccount>;
  accountTransactions: Map<string, AccountTransaction>;
  cardTransactions: Map<string, CardTransaction>;
}

/**
 * An in-memory {@link UnitOfWork} for tests (this package's, the server's and the client's). Transactions run
 * one at a time (serialisable), and a transaction whose work rejects leaves no trace: the state is copied on
 * entry and put back on failure. Interleaving between transactions is real, so concurrent batch runs exercise
 * the compare-and-set claim.
 *
 * @example
 * const store = createMemoryStore();
 * await initializeSandbox({ uow: store, clock });
 * @see {@link UnitOfWork}
 */
export interface MemoryStore extends UnitOfWork {
  /** A deep copy of the committed state, for assertions. */
  snapshot(): MemoryState;
  /** How many transactions committed and rolled back so far. */
  readonly stats: { committed: number; rolledBack: number };
}

/**
 * Creates an empty in-memory store.
 *
 * @example
 * const store = createMemoryStore();
 * @see MemoryStore
 */
export function createMemoryStore(): MemoryStore {
  let state = createEmptyState();
  let queue: Promise<unknown> = Promise.resolve();
  const stats = { committed: 0, rolledBack: 0 };

  async function runExclusive<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    const working = structuredClone(state);
    try {
      const result = await work(createMemoryRepositories(working));
      state = working;
      stats.committed += 1;
      return result;
    } catch (error) {
      stats.rolledBack += 1;
      throw error;
    }
  }

  return {
    withTransaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
      const run = queue.then(() => runExclusive(work));
      queue = run.catch(() => undefined);
      return run;
    },
    // The committed state is replaced, never changed in place, so a read sees one committed version throughout.
    read: <T>(work: (repos: Repositories) => Promise<T>): Promise<T> => work(createMemoryRepositories(state)),
    snapshot: () => structuredClone(state),
    stats,
  };
}

function createEmptyState(): MemoryState {
  return {
    payments: new Map(),
    baskets: new Map(),
    customers: new Map(),
    agreements: new Map(),
    accounts: new Map(),
    cardAccounts: new Map(),
    accountTransactions: new Map(),
    cardTransactions: new Map(),
  };
}
