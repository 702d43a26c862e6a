import { afterAll, describe } from 'vitest';
import { describePaymentContract } from './describe-payment-contract.js';
import { describeSandboxContract } from './describe-sandbox-contract.js';
import { describeSandboxDeleteContract } from './describe-sandbox-delete-contract.js';
import { describeScaContract } from './describe-sca-contract.js';
import { describeUnitOfWorkContract } from './describe-unit-of-work-contract.js';
import type { StoreFactory } from './store-factories.js';

/**
 * The one repository test suite: every expectation the store must meet, run against the database the factory
 * makes (SQLite and PostgreSQL each call it from their own test file).
 */
export function describeRepositoryContract(factory: StoreFactory): void {
  afterAll(() => factory.dispose());
  describe(`store on ${factory.name}`, () => {
    describePaymentContract(factory);
    describeSandboxContract(factory);
    describeSandboxDeleteContract(factory);
    describeScaContract(factory);
    describeUnitOfWorkContract(factory);
  });
}
