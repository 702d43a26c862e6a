import { isValidBic } from '@xs2a-kit/iso';
import { DomainError } from './errors.js';
import type { AddressInput } from './payment-request.js';
import type { CreditTransfer, PaymentProduct, PostalAddress } from './payment-types.js';

/**
 * The first Norwegian date on which the sandbox enforces structured creditor data for SEPA and cross-border
 * payments (production follows on {@link STRUCTURED_ADDRESS_ENFORCED_FROM_PRODUCTION}).
 *
 * @example
 * getBankToday(clock) >= STRUCTURED_ADDRESS_ENFORCED_FROM;
 * @see service-spec.md, Versioning: structured addresses (sandbox 13 August 2026, production 15 November 2026)
 */
export const STRUCTURED_ADDRESS_ENFORCED_FROM = '2026-08-13';

/**
 * The first Norwegian date on which production enforces structured creditor data for SEPA and cross-border
 * payments. A production deployment gives it as the domain context's `structuredAddressFrom`.
 *
 * @example
 * const ctx: DomainContext = { uow, clock, structuredAddressFrom: STRUCTURED_ADDRESS_ENFORCED_FROM_PRODUCTION };
 * @see service-spec.md, Versioning: structured addresses (sandbox 13 August 2026, production 15 November 2026)
 */
export const STRUCTURED_ADDRESS_ENFORCED_FROM_PRODUCTION = '2026-11-15';

/**
 * Folds the accepted spellings of an address into one: `city` (deprecated) into `townName`, `street` into
 * `streetName`, `postalCode` into `postCode`. When both spellings are given the current one wins.
 *
 * @example
 * normaliseAddress({ city: 'Trondheim', country: 'NO' }); // { townName: 'Trondheim', country: 'NO' }
 */
export function normaliseAddress(input: AddressInput): PostalAddress {
  const streetName = input.streetName ?? input.street;
  const postCode = input.postCode ?? input.postalCode;
  const townName = input.townName ?? input.city;
  return {
    ...(streetName === undefined ? {} : { streetName }),
    ...(input.buildingNumber === undefined ? {} : { buildingNumber: input.buildingNumber }),
    ...(postCode === undefined ? {} : { postCode }),
    ...(townName === undefined ? {} : { townName }),
    ...(input.country === undefined ? {} : { country: input.country }),
  };
}

/**
 * What the bank can infer about a creditor: the BIC when the creditor account is one of this bank's.
 *
 * @example
 * const known: CreditorInference = { bic: SANDBOX_BANK_BIC };
 */
export interface CreditorInference {
  readonly bic?: string;
}

/**
 * Checks the creditor's structured data of a SEPA or cross-border transfer and fills in what can be inferred.
 * From `enforcedFrom` on (default {@link STRUCTURED_ADDRESS_ENFORCED_FROM}, the sandbox's date; production's is
 * {@link STRUCTURED_ADDRESS_ENFORCED_FROM_PRODUCTION}), these must be present or inferable, else `FORMAT_ERROR`
 * naming the field: `creditorName`; `creditorAddress.townName` (Address.city accepted); `creditorAddress.country`
 * (inferred from the creditor IBAN's country); `creditorAgent` (inferred when the creditor account is in this
 * bank). A given `creditorAgent` must be a valid BIC at any date. Domestic products are not affected.
 *
 * @example
 * applyStructuredCreditorRules(transfer, '', { product: 'sepa-credit-transfers', today: '2026-09-01', inference: {} });
 */
export function applyStructuredCreditorRules(
  transfer: CreditTransfer,
  prefix: string,
  options: { product: PaymentProduct; today: string; inference: CreditorInference; enforcedFrom?: string | undefined },
): CreditTransfer {
  const enforcedFrom = options.enforcedFrom ?? STRUCTURED_ADDRESS_ENFORCED_FROM;
  if (transfer.creditorAgent !== undefined && !isValidBic(transfer.creditorAgent)) {
    throw new DomainError('FORMAT_ERROR', 'creditorAgent is not a valid BIC', { path: `${prefix}creditorAgent` });
  }
  const applies = options.product === 'sepa-credit-transfers' || options.product === 'cross-border-credit-transfers';
  if (!applies || options.today < enforcedFrom) return transfer;

  if (transfer.creditorName === undefined || transfer.creditorName.trim() === '') {
    throw missing(`${prefix}creditorName`, 'the creditor name', enforcedFrom);
  }
  const address = transfer.creditorAddress ?? {};
  if (address.townName === undefined || address.townName.trim() === '') {
    throw missing(`${prefix}creditorAddress.townName`, 'the creditor town name (creditorAddress.townName)', enforcedFrom);
  }
  const country = address.country ?? transfer.creditorAccount.iban?.slice(0, 2);
  if (country === undefined) {
    throw missing(`${prefix}creditorAddress.country`, 'the creditor country code', enforcedFrom);
  }
  const creditorAgent = transfer.creditorAgent ?? options.inference.bic;
  if (creditorAgent === undefined) {
    throw missing(`${prefix}creditorAgent`, "the creditor agent's BIC", enforcedFrom);
  }
  return { ...transfer, creditorAgent, creditorAddress: { ...address, country } };
}

function missing(path: string, what: string, enforcedFrom: string): DomainError {
  return new DomainError(
    'FORMAT_ERROR',
    `${what} is required for SEPA and cross-border payments from ${enforcedFrom} and cannot be inferred`,
    { path },
  );
}
