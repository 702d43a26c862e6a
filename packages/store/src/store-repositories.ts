import type { Clock, Repositories } from '@xs2a-kit/domain';
import type { ScaRepositories } from '@xs2a-kit/sca-session';
import type { Knex } from 'knex';
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
 * @see issue 5 (packages/store) and the repository interfaces of @xs2a-kit/domain and @xs2a-kit/sca-session
 */
export interface StoreRepositories extends Repositories, ScaRepositories {
  readonly batchRuns: BatchRunRepository;
  readonly tppContacts: TppContactRepository;
  readonly requestIds: RequestReplayRepository;
}

/**
 * Binds every repository to one knex handle: the pool (each call on its own) or a transaction (each call part
 * of it). Driver errors come out as StoreErrors; a closed store answers `CLOSED`.
 *
 * @example
 * const repos = bindRepositories(trx, { clock, isClosed: () => false });
 * @see StoreRepositories
 */
export function bindRepositories(
  db: Knex,
  context: { readonly clock: Clock; readonly isClosed: () => boolean },
): StoreRepositories {
  const { clock, isClosed } = context;
  const guard = <T extends object>(repository: T): T => guardRepository(repository, isClosed);
  return {
    payments: guard(createPaymentRepository(db)),
    baskets: guard(createBasketRepository(db)),
    sandbox: guard(createSandboxRepository(db)),
    accounts: guard(createAccountRepository(db)),
    transactions: guard(createTransactionRepository(db)),
    authorisations: guard(createAuthorisationRepository(db)),
    sessions: guard(createScaSessionRepository(db)),
    consents: guard(createConsentRepository(db)),
    accessCalls: guard(createAccessCallRepository(db)),
    identities: guard(createIssuedIdentityRepository(db)),
    batchRuns: guard(createBatchRunRepository(db, clock)),
    tppContacts: guard(createTppContactRepository(db)),
    requestIds: guard(createRequestReplayRepository(db, clock)),
  };
}
