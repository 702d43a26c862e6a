export { DomainError, isDomainError } from './errors.js';
export type { DomainErrorCode } from './errors.js';
export { RepositoryError } from './repository-error.js';
export type { RepositoryErrorCode } from './repository-error.js';
export { addDays, getBankLocalTime, getBankToday, isCalendarDate } from './clock.js';
export type { Clock } from './clock.js';
export { parseMoney, parsePositiveMoney } from './money.js';
export { findBankDayFrom, isNorwegianBankDay, listNorwegianBankHolidays } from './bank-days.js';
export { priceInitiation, priceStraksTransfer, STRAKS_FEE, STRAKS_FREE_BELOW } from './payment-fees.js';
export type { Money } from './money.js';
export { PAYMENT_PRODUCTS } from './payment-types.js';
export type {
  AccountReference,
  CreditTransfer,
  Payment,
  PaymentProduct,
  PaymentService,
  PaymentRejectionReason,
  PaymentStatus,
  PeriodicFrequency,
  PeriodicTerms,
  PostalAddress,
  PsuIdentity,
  StructuredReference,
} from './payment-types.js';
export type {
  Account,
  AccountTransaction,
  Agreement,
  BookingState,
  CardAccount,
  CardTransaction,
  Customer,
  Engagement,
  EngagementRole,
} from './sandbox-types.js';
export { classifyForBasket, deriveBasketStatus } from './signing-basket.js';
export type { BasketStatus, SigningBasket } from './signing-basket.js';
export type {
  AccountRepository,
  BasketRepository,
  PaymentPatch,
  PaymentRepository,
  Repositories,
  SandboxRepository,
  TransactionRepository,
  UnitOfWork,
} from './repositories.js';
export { joinUnitOfWork } from './repositories.js';
export { applyScaOutcome } from './sca-effects.js';
export type { ScaOutcome, ScaPsu, ScaTarget } from './sca-effects.js';
export { loadScaCustomer } from './sca-customer.js';
export { listPayingChoices } from './paying-choices.js';
export type { PayingChoices } from './paying-choices.js';
export type { ScaCustomer, ScaCustomerView } from './sca-customer.js';
export { createMemoryStore } from './memory-store.js';
export type { MemoryState, MemoryStore } from './memory-store.js';
export { createId, getTimestamp } from './context.js';
export type { DomainContext } from './context.js';
export {
  assertOperationAllowed,
  canCancelPayment,
  canStartPaymentAuthorisation,
  canTransition,
  isFinalStatus,
  listAllowedOperations,
  listStatusesLeadingTo,
  PAYMENT_TRANSITIONS,
} from './payment-status.js';
export type { PaymentOperation } from './payment-status.js';
export type {
  AccountReferenceInput,
  AddressInput,
  BulkPaymentRequest,
  CreditTransferInput,
  PaymentInitiation,
  PeriodicPaymentRequest,
  SinglePaymentRequest,
  StructuredReferenceInput,
} from './payment-request.js';
export { getNorwegianBban, isDomesticProduct, normaliseAccountReference } from './account-reference.js';
export type { AccountRole } from './account-reference.js';
export { hasKid, parseRemittance } from './remittance.js';
export { applyStructuredCreditorRules, normaliseAddress, STRUCTURED_ADDRESS_ENFORCED_FROM, STRUCTURED_ADDRESS_ENFORCED_FROM_PRODUCTION } from './structured-address.js';
export type { CreditorInference } from './structured-address.js';
export { parsePeriodicTerms } from './periodic-terms.js';
export { parseCreditTransfer } from './credit-transfer.js';
export { canPsuUseAccount, createAccountLookup, SANDBOX_BANK_BIC } from './account-access.js';
export type { AccountLookup } from './account-access.js';
export { validatePayment } from './validate-payment.js';
export { assertNotLogicalDuplicate, isDuplicateChecked } from './logical-duplicate.js';
export type { ValidatedPayment } from './validate-payment.js';
export { toPaymentDetails, toPaymentStatusView } from './payment-view.js';
export type { PaymentCreated, PaymentDetails, PaymentStatusView } from './payment-view.js';
export { createPayment, findOwnPayment, getPayment, getPaymentStatus } from './payment-service.js';
export type { PaymentAddress } from './payment-service.js';
export {
  authorisePayment,
  authorisePaymentCancellation,
  cancelPayment,
  changePaymentStatus,
  changePaymentAsOtherChannel,
  OTHER_CHANNEL_STATUSES,
  checkCancellationAuthorisation,
  rejectPaymentAuthorisation,
} from './payment-lifecycle.js';
export { authoriseBasket, canDeleteSigningBasket, createSigningBasket, deleteSigningBasket, getSigningBasket, rejectBasketAuthorisation } from './basket-service.js';
export type { BasketView } from './basket-service.js';
export { BATCH_TIMES, getNextBatchRun, isBatchRunDue } from './batch-schedule.js';
export { runBatch } from './batch-run.js';
export type { BatchRunEntry, BatchRunReport } from './batch-run.js';
export { createSeedId } from './seed-id.js';
export { createStartingState } from './starting-state.js';
export type { SandboxState } from './starting-state.js';
export { parseAccountBody, parseCardAccountBody, parseCustomerBody, parseRoles } from './mock-data.js';
export { parseBalances, readLedgerBalance } from './mock-balances.js';
export type { BalanceBody } from './mock-balances.js';
export type { AccountBody, AgreementBody, CardAccountBody, CustomerBody, EngagementBody } from './mock-data.js';
export { parseAccountTransactionsBody, parseCardTransactionsBody } from './mock-transactions.js';
export type { AccountTransactionBody, CardTransactionBody, MockBookingStatus } from './mock-transactions.js';
export { DEFAULT_TRANSACTION_PAGE_SIZE, selectAccountTransactions, selectCardTransactions } from './transaction-listing.js';
export type { TransactionPage, TransactionQuery } from './transaction-listing.js';
export {
  addEngagement,
  createAgreement,
  createCustomer,
  initializeSandbox,
  loadStartingStateIfEmpty,
  listAgreements,
  getAgreement,
  listCustomers,
} from './sandbox-customers.js';
export type { CustomerView } from './sandbox-customers.js';
export {
  addCardTransactions,
  addTransactions,
  createAccount,
  createCardAccount,
  listAccountTransactions,
  listCardTransactions,
} from './sandbox-accounts.js';
export {
  deleteCustomer,
  getAccount,
  getAccountTransaction,
  getCardAccount,
  getCustomer,
  updateAccountBalances,
  updateCardAccountBalances,
} from './sandbox-resources.js';
export { fillSandbox } from './sandbox-fill.js';
export type { FillReport, FillRequest } from './sandbox-fill.js';
