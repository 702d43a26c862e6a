import type { Money } from './money.js';
import type { RepositoryErrorCode } from './repository-error.js';
import type { Payment, PaymentStatus } from './payment-types.js';
import type { SigningBasket } from './signing-basket.js';
import type {
  Account,
  AccountTransaction,
  Agreement,
  CardAccount,
  CardTransaction,
  Customer,
  Engagement,
} from './sandbox-types.js';

/**
 * The fields of a payment that change after creation. Used by {@link PaymentRepository.update}.
 *
 * @example
 * const patch: PaymentPatch = { transactionStatus: 'ACTC', updatedAt: '2026-03-02T09:00:00.000Z' };
 */
export type PaymentPatch = Partial<
  Pick<
    Payment,
    | 'transactionStatus'
    | 'fundsAvailable'
    | 'psu'
    | 'requestedExecutionDate'
    | 'settledTransfers'
    | 'insufficientFundsSince'
    | 'rejectionReason'
  >
> & { readonly updatedAt: string };

/**
 * Payments. `update` is a compare-and-set on the status: it applies the patch only when the stored status is one
 * of `expected`, atomically (SQL: `UPDATE ... WHERE payment_id = ? AND status IN (...)`), and answers the updated
 * payment or `undefined` when the status had moved on. The batch run claims a payment this way, which is what
 * makes each payment settle exactly once when two processes run the batch together.
 *
 * @example
 * const claimed = await repos.payments.update(id, ['ACTC'], { transactionStatus: 'ACSP', updatedAt });
 */
export interface PaymentRepository {
  /** Rejects with an error whose `code` is `CONFLICT` ({@link RepositoryErrorCode}) when the payment id exists. */
  insert(payment: Payment): Promise<void>;
  findById(paymentId: string): Promise<Payment | undefined>;
  update(paymentId: string, expected: readonly PaymentStatus[], patch: PaymentPatch): Promise<Payment | undefined>;
  /** Ids of payments in one of the statuses, oldest first (by createdAt, then id). */
  listIdsByStatus(statuses: readonly PaymentStatus[]): Promise<string[]>;
  /**
   * Ids of one TPP's payments in one of the statuses from one debtor account as the payments name it: by IBAN when
   * `debtor` has one, else by BBAN among payments that name no IBAN. Oldest first. The logical-duplicate check
   * reads these instead of every live payment of the bank.
   */
  listIdsByDebtor(tppId: string, debtor: { readonly iban?: string | undefined; readonly bban?: string | undefined }, statuses: readonly PaymentStatus[]): Promise<string[]>;
}

/**
 * Signing baskets. A basket is written whole with its payment ids; deletion removes it (the payments stay).
 *
 * @example
 * await repos.baskets.insert({ basketId, tppId, paymentIds, createdAt });
 */
export interface BasketRepository {
  /**
   * Rejects with an error whose `code` ({@link RepositoryErrorCode}) is `CONFLICT` when the basket id exists or one
   * of its payments is already in another basket, and `REFERENCE_INVALID` when a payment id names no payment. The
   * domain answers those as `REFERENCE_STATUS_INVALID` and `RESOURCE_UNKNOWN`: two baskets racing for one payment,
   * or a payment removed meanwhile, after the domain's own checks passed.
   */
  insert(basket: SigningBasket): Promise<void>;
  findById(basketId: string): Promise<SigningBasket | undefined>;
  /**
   * Like `findById`, and keeps the basket from concurrent writers until the unit of work ends, on stores whose
   * transactions need a lock for that (PostgreSQL row lock): deleting a basket and applying its SCA outcome take
   * turns, so a basket is never deleted while its approval commits.
   */
  lockById(basketId: string): Promise<SigningBasket | undefined>;
  /** The basket holding a payment, if any (a payment belongs to at most one basket). */
  findByPaymentId(paymentId: string): Promise<SigningBasket | undefined>;
  delete(basketId: string): Promise<boolean>;
}

/**
 * Sandbox customers and agreements, and the reset behind sandbox initialisation.
 *
 * @example
 * const customer = await repos.sandbox.findCustomerByNumber('13039319955');
 * @see {@link initializeSandbox}
 */
export interface SandboxRepository {
  /** Removes everything: customers, agreements, accounts, card accounts, transactions, payments, baskets. */
  clearAll(): Promise<void>;
  insertCustomer(customer: Customer): Promise<void>;
  findCustomerByNumber(customerNumber: string): Promise<Customer | undefined>;
  findCustomerById(customerId: string): Promise<Customer | undefined>;
  /**
   * Removes one customer and what hangs on it, in one statement group (atomic even when called directly): its
   * accounts with their balances and transactions, its card accounts with their balances and card
   * transactions, the agreements it owns with their engagements, its engagements on other agreements and any
   * engagement on one of its accounts. Never payments, baskets or anything else another transaction may be
   * writing: a payment from a removed account keeps its id, status and its own copy of the account numbers.
   * Answers whether the customer existed.
   */
  deleteCustomer(customerNumber: string): Promise<boolean>;
  /** All customers in creation order. */
  listCustomers(): Promise<Customer[]>;
  insertAgreement(agreement: Agreement): Promise<void>;
  findAgreementById(agreementId: string): Promise<Agreement | undefined>;
  addEngagement(agreementId: string, engagement: Engagement): Promise<void>;
  /** All agreements in creation order. */
  listAgreements(): Promise<Agreement[]>;
}

/**
 * Accounts and card accounts. `adjustBalance` adds a signed amount atomically (SQL: `balance = balance + ?`);
 * `setBalance` and `setCardBalance` replace the ledger balance (the sandbox's balance operations), answering
 * the updated record and failing on an unknown id.
 *
 * @example
 * await repos.accounts.adjustBalance(accountId, -10023n);
 */
export interface AccountRepository {
  insertAccount(account: Account): Promise<void>;
  findAccountById(accountId: string): Promise<Account | undefined>;
  /**
   * Finds an account and keeps its balance from concurrent writers until the unit of work ends, on stores
   * whose transactions need a lock for that (PostgreSQL row lock). Call it before a funds check that decides
   * a debit; plain finders never lock, so reads that only report a balance do not queue behind each other.
   */
  lockAccountById(accountId: string): Promise<Account | undefined>;
  findAccountByIban(iban: string): Promise<Account | undefined>;
  findAccountByBban(bban: string): Promise<Account | undefined>;
  /** A customer's own accounts in creation order. */
  listAccountsByCustomer(customerNumber: string): Promise<Account[]>;
  /** Every account of the sandbox in creation order. */
  listAccounts(): Promise<Account[]>;
  adjustBalance(accountId: string, deltaMinor: bigint): Promise<Account>;
  setBalance(accountId: string, balance: Money): Promise<Account>;
  insertCardAccount(cardAccount: CardAccount): Promise<void>;
  findCardAccountById(cardAccountId: string): Promise<CardAccount | undefined>;
  setCardBalance(cardAccountId: string, balance: Money): Promise<CardAccount>;
  listCardAccountsByCustomer(customerNumber: string): Promise<CardAccount[]>;
}

/**
 * Account and card transactions. Listing order is the domain's business (see the listing functions); the
 * repository answers all transactions of one account.
 *
 * @example
 * await repos.transactions.insertAccountTransactions([transaction]);
 * @see {@link selectAccountTransactions}, {@link selectCardTransactions}
 */
export interface TransactionRepository {
  insertAccountTransactions(transactions: readonly AccountTransaction[]): Promise<void>;
  listAccountTransactions(accountId: string): Promise<AccountTransaction[]>;
  /** One transaction of one account (undefined when the id is unknown or belongs to another account). */
  findAccountTransaction(accountId: string, transactionId: string): Promise<AccountTransaction | undefined>;
  insertCardTransactions(transactions: readonly CardTransaction[]): Promise<void>;
  listCardTransactions(cardAccountId: string): Promise<CardTransaction[]>;
}

/**
 * All repositories, bound to one transaction.
 *
 * @example
 * await uow.withTransaction(async (repos: Repositories) => repos.payments.findById(id));
 * @see {@link UnitOfWork}
 */
export interface Repositories {
  readonly payments: PaymentRepository;
  readonly baskets: BasketRepository;
  readonly sandbox: SandboxRepository;
  readonly accounts: AccountRepository;
  readonly transactions: TransactionRepository;
}

/**
 * The unit of work: runs `work` in one database transaction and commits when it resolves, rolls back when it
 * rejects. Every domain service does all its reads and writes inside one call, so nothing is half-written.
 *
 * @example
 * const payment = await uow.withTransaction((repos) => repos.payments.findById(id));
 */
export interface UnitOfWork {
  withTransaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
  /**
   * Runs work that only reads. A store may run it outside a transaction, each statement seeing the data
   * committed when it runs (what PostgreSQL's default READ COMMITTED isolation gives inside a transaction
   * anyway): `work` must not write, and must not depend on two of its reads seeing one snapshot. The service's
   * GETs are such work; opening and committing a transaction for them was the largest cost of a read.
   *
   * @example
   * const payment = await uow.read((repos) => repos.payments.findById(id));
   */
  read<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}

/**
 * A unit of work that runs every call as part of a transaction the caller already holds, without a nested
 * savepoint: when the work fails, the caller's whole transaction must fail with it. That is how an HTTP
 * handler composes domain services (create a payment, then start its SCA, all or nothing), and it spares
 * each service call the savepoint and its release, two round trips to PostgreSQL. A caller that wants to
 * survive a failed inner call and go on keeps using the store's own nesting `withTransaction`.
 *
 * @example
 * await store.withTransaction(async (tx) => {
 *   const created = await createPayment({ uow: joinUnitOfWork(tx), clock }, request);
 *   await tx.authorisations.save(startAuthorisation(created));
 * });
 */
export function joinUnitOfWork(repos: Repositories): UnitOfWork {
  return {
    withTransaction: (work) => work(repos),
    read: (work) => work(repos),
  };
}
