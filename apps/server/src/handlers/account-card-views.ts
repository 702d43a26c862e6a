import type { CardAccount, CardTransaction as DomainCardTransaction, PostalAddress } from '@xs2a-kit/domain';
import type { AcceptFixValue, components } from '@xs2a-kit/schema';
import { addMoney, toAmount, toCurrency, type Balance, type ViewOptions } from './account-views.js';
import { UUID_TEXT } from '../http/uuid-text.js';

type Schemas = components['schemas'];
export type CardAccountDetails = Schemas['CardAccountDetails'];
export type CardTransaction = Schemas['CardTransaction'];

/**
 * Card account names before x-accept-fix longer-names were cut to 35 characters, the Berlin Group Max35Text that
 * names had in the real service's first release (decision: the portal publishes the fix, not the old limit); under
 * the fix (default since 2024-10-01) they keep up to 70.
 *
 * @see spec/openapi.yaml x-accept-fix-catalogue (longer-names)
 */
export const SHORT_CARD_NAME_LENGTH = 35;
export const LONG_CARD_NAME_LENGTH = 70;

const ACCOUNT_STATUSES = new Set(['enabled', 'deleted', 'blocked']);

/**
 * cardTransactionId within the 35 characters the contract allows. Ids a TPP chose through the mock-data API are
 * at most 35 already, and the bank now generates 32 (a UUID without hyphens); ids it generated before as UUIDs
 * (36) are written without their hyphens, the same in the mock-data listing and the AIS, stable across reads.
 */
export function describeCardTransactionId(id: string): string {
  return id.length > 35 && UUID_TEXT.test(id) ? id.replace(/-/g, '') : id;
}

/** The card account's name as the request sees it (see {@link SHORT_CARD_NAME_LENGTH}). */
export function describeCardName(name: string, fixes: ReadonlySet<AcceptFixValue>): string {
  return name.slice(0, fixes.has('longer-names') ? LONG_CARD_NAME_LENGTH : SHORT_CARD_NAME_LENGTH);
}

/** The link to a card account under the card-account API, after `linkBase` (see HandlerDeps.linkBase). */
export function cardAccountUrl(linkBase: string, cardAccountId: string): string {
  return `${linkBase}/v1/card-accounts/${encodeURIComponent(cardAccountId)}`;
}

/**
 * The balances of a card account: `interimBooked` (interface 2.16.0) is the booked balance, negative when the
 * card is used; `forwardAvailable` is the credit limit plus that balance, what can still be spent (the shape the
 * real service answered with: portal-facts §10).
 *
 * @see service-spec.md "Versioning" (2.16.0 interimBooked for card accounts)
 */
export function listCardBalances(card: CardAccount): Balance[] {
  return [
    { balanceType: 'interimBooked', balanceAmount: toAmount(card.balance) },
    { balanceType: 'forwardAvailable', balanceAmount: toAmount(addMoney(card.creditLimit, card.balance)), creditLimitIncluded: true },
  ];
}

/**
 * One card account as the card-account API shows it, with its balances and links.
 *
 * @example
 * toCardAccountDetails(card, { linkBase, fixes: request.fixes, context: 'PRIVATE' });
 * @see portal-facts.md §10 (GET /v1/card-accounts shape)
 */
export function toCardAccountDetails(card: CardAccount, options: ViewOptions): CardAccountDetails {
  const self = cardAccountUrl(options.linkBase, card.cardAccountId);
  const status = card.status.toLowerCase();
  return {
    resourceId: card.cardAccountId,
    maskedPan: card.maskedPan,
    currency: toCurrency(card.currency),
    name: describeCardName(card.name, options.fixes),
    product: card.product.slice(0, 35),
    ...(ACCOUNT_STATUSES.has(status) ? { status: status as CardAccountDetails['status'] } : {}),
    usage: options.context === 'CORPORATE' ? 'ORGA' : 'PRIV',
    creditLimit: toAmount(card.creditLimit),
    balances: listCardBalances(card),
    _links: {
      self: { href: self, verbs: ['GET'] },
      balances: { href: `${self}/balances`, verbs: ['GET'] },
      transactions: { href: `${self}/transactions?bookingStatus=both`, verbs: ['GET'] },
    },
  };
}

/**
 * One card transaction. The domain keeps the corrected mapping (transactionAmount in the card account's currency,
 * originalAmount in the purchase's); without x-accept-fix cardaccount-switch-originalamount-and-transactionamount
 * (default since 2024-11-13) the two come back swapped, as the real service answered before the fix.
 *
 * @example
 * toCardTransaction(transaction, request.fixes);
 * @see spec/openapi.yaml x-accept-fix-catalogue (cardaccount-switch-originalamount-and-transactionamount)
 */
export function toCardTransaction(t: DomainCardTransaction, fixes: ReadonlySet<AcceptFixValue>): CardTransaction {
  const corrected = fixes.has('cardaccount-switch-originalamount-and-transactionamount');
  const [transactionAmount, originalAmount] = corrected
    ? [t.transactionAmount, t.originalAmount]
    : [t.originalAmount, t.transactionAmount];
  const address = toAddress(t.cardAcceptorAddress);
  return {
    cardTransactionId: describeCardTransactionId(t.cardTransactionId),
    ...(t.terminalId !== undefined ? { terminalId: t.terminalId } : {}),
    transactionDate: t.transactionDate,
    ...(t.bookingDate !== undefined ? { bookingDate: t.bookingDate } : {}),
    transactionAmount: toAmount(transactionAmount),
    originalAmount: toAmount(originalAmount),
    ...(t.markupFee !== undefined ? { markupFee: toAmount(t.markupFee) } : {}),
    ...(t.markupFeePercentage !== undefined ? { markupFeePercentage: t.markupFeePercentage } : {}),
    ...(t.cardAcceptorId !== undefined ? { cardAcceptorId: t.cardAcceptorId } : {}),
    ...(address !== undefined ? { cardAcceptorAddress: address } : {}),
    ...(t.merchantCategoryCode !== undefined ? { merchantCategoryCode: t.merchantCategoryCode } : {}),
    ...(t.maskedPan !== undefined ? { maskedPAN: t.maskedPan } : {}),
    ...(t.transactionDetails !== undefined ? { transactionDetails: t.transactionDetails } : {}),
    ...(t.invoiced !== undefined ? { invoiced: t.invoiced } : {}),
    ...(t.proprietaryBankTransactionCode !== undefined ? { proprietaryBankTransactionCode: t.proprietaryBankTransactionCode } : {}),
  };
}

function toAddress(address: PostalAddress | undefined): Schemas['Address'] | undefined {
  // EVRY's own seed script sends every part empty ("country": ""): an address without a country is no address,
  // and an empty part is one not given (Address needs a country from the list).
  if (address === undefined || !address.country) return undefined;
  const given = (value: string | undefined) => value !== undefined && value !== '';
  return {
    country: address.country as Schemas['Address']['country'],
    ...(given(address.streetName) ? { street: address.streetName } : {}),
    ...(given(address.buildingNumber) ? { buildingNumber: address.buildingNumber } : {}),
    ...(given(address.postCode) ? { postalCode: address.postCode } : {}),
    ...(given(address.townName) ? { townName: address.townName } : {}),
  };
}
