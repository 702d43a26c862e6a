import type { Clock, Repositories } from '@xs2a-kit/domain';
import type { ScaRepositories } from '@xs2a-kit/sca-session';
import type { Knex } from 'knex';
import type { SqliteSynchronous } from './store-options.js';
import { guardRepository } from './guard-repository.js';
import { createAccessCallRepository } from './repositories/access-call-repository.js';
import { createAccountRepository } from './repositories/account-repository.js';
import { createAuthorisationRepository } from './repositories/authorisation-repository.js';
import { createBasketRepository } from './repositories/basket-repository.js';
import { createBatchRunRepository } from './repositories/batch-run-repository.js';
import type { BatchRunRepository } from './repositories/batch-run-repository.js';
import { createConsentRepository } from './repositories/consent-repository.js';
import { createIssuedIdentityRepository } from './repositories/issued-identity-repository.js';
import { createPaymentRepository } from './repositories/payment-repository.js';
import { createRequestReplayRepository } from './repositories/request-replay-repository.js';
import type { RequestReplayRepository } from './repositories/request-replay-repository.js';
import { createSandboxRepository } from './repositories/sandbox-repository.js';
import { createScaSessionRepository } from './repositories/sca-session-repository.js';
import { createTppContactRepository } from './repositories/tpp-contact-repository.js';
import type { TppContactRepository } from './repositories/tpp-contact-repository.js';
import { createTransactionRepository } from './repositories/transaction-repository.js';

/**
 * Every repository the store offers: the domain's ({@link Repositories}), the SCA package's
 * ({@link ScaRepositories}) and the store's own (batch runs, TPP contacts, replay protection).
 *
 * @example
 * const repos: StoreRepositories = store;
 * await repos.payments.findById(paymentId);
 * @see the repository interfaces of @xs2a-kit/domain and @xs2a-kit/sca-session
 */
export interface StoreRepositories extends Repositories, ScaRepositories {
  readonly batchRuns: BatchRunRepository;
  readonly tppContacts: TppContactRepository;
  readonly requestIds: RequestReplayRepository;
}

/** What repositories are made with besides the knex handle. */
export interface RepositoryContext {
  readonly clock: Clock;
  readonly isClosed: () => boolean;
  /** SQLite only: the connections' `synchronous` setting as configured (unset is NORMAL; see the replay repository). */
  readonly sqliteSynchronous?: SqliteSynchronous | undefined;
}

/** How each repository is made from a knex handle. */
const FACTORIES: { readonly [K in keyof StoreRepositories]: (db: Knex, context: RepositoryContext) => StoreRepositories[K] } = {
  payments: (db) => createPaymentRepository(db),
  baskets: (db) => createBasketRepository(db),
  sandbox: (db) => createSandboxRepository(db),
  accounts: (db) => createAccountRepository(db),
  transactions: (db) => createTransactionRepository(db),
  authorisations: (db) => createAuthorisationRepository(db),
  sessions: (db) => createScaSessionRepository(db),
  consents: (db) => createConsentRepository(db),
  accessCalls: (db) => createAccessCallRepository(db),
  identities: (db) => createIssuedIdentityRepository(db),
  batchRuns: (db, { clock }) => createBatchRunRepository(db, clock),
  tppContacts: (db) => createTppContactRepository(db),
  requestIds: (db, { clock, sqliteSynchronous }) => createRequestReplayRepository(db, clock, { sqliteSynchronous }),
};

/**
 * Binds every repository to one knex handle: the pool (each call on its own) or a transaction (each call part
 * of it), as properties of `target` (a new object by default). Driver errors come out as StoreErrors; a closed
 * store answers `CLOSED`. Each repository is made on first use: a unit of work is opened per request and binds
 * all thirteen but touches one or two. (So never spread the result: that would make all of them.)
 *
 * @example
 * const repos = bindRepositories(trx, { clock, isClosed: () => false });
 * @see StoreRepositories
 */
export function bindRepositories<T extends object = object>(
  db: Knex,
  context: RepositoryContext,
  target: T = {} as T,
): T & StoreRepositories {
  const { isClosed } = context;
  const repositories: Partial<Record<keyof StoreRepositories, unknown>> = {};
  for (const name of Object.keys(FACTORIES) as (keyof StoreRepositories)[]) {
    Object.defineProperty(target, name, {
      enumerable: true,
      get: () => (repositories[name] ??= guardRepository(FACTORIES[name](db, context), isClosed)),
    });
  }
  return target as T & StoreRepositories;
}
