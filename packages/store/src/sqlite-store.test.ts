import { createSqliteFactory } from './testing/store-factories.js';
import { describeRepositoryContract } from './testing/describe-repository-contract.js';

describeRepositoryContract(createSqliteFactory());
