import { isValidBic } from '@xs2a-kit/iso';
import { DomainError } from './errors.js';
import type { AddressInput } from './payment-request.js';
import type { CreditTransfer, PaymentProduct, PostalAddress } from './payment-types.js';

/**
 * The first Norwegian date on which the sandbox enforces structured creditor data for SEPA and cross-border
 * payments (production follows on 2026-11-15).
 *
 * @example
 * getBankToday(clock) >= STRUCTURED_ADDRESS_ENFORCED_FROM;
 */
export const STRUCTURED_ADDRESS_ENFORCED_FROM = '2026-08-13';

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
 * From {@link STRUCTURED_ADDRESS_ENFORCED_FROM} on, these must be present or inferable, else `FORMAT_ERROR`
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
  options: { product: PaymentProduct; today: string; inference: CreditorInference },
): CreditTransfer {
  if (transfer.creditorAgent !== undefined && !isValidBic(transfer.creditorAgent)) {
    throw new DomainError('FORMAT_ERROR', 'creditorAgent is not a valid BIC', { path: `${prefix}creditorAgent` });
  }
  const applies = options.product === 'sepa-credit-transfers' || options.product === 'cross-border-credit-transfers';
  if (!applies || options.today < STRUCTURED_ADDRESS_ENFORCED_FROM) return transfer;

  if (transfer.creditorName === undefined || transfer.creditorName.trim() === '') {
    throw missing(`${prefix}creditorName`, 'the creditor name');
  }
  const address = transfer.creditorAddress ?? {};
  if (address.townName === undefined || address.townName.trim() === '') {
    throw missing(`${prefix}creditorAddress.townName`, 'the creditor town name (creditorAddress.townName)');
  }
  const country = address.country ?? transfer.creditorAccount.iban?.slice(0, 2);
  if (country === undefined) {
    throw missing(`${prefix}creditorAddress.country`, 'the creditor country code');
  }
  const creditorAgent = transfer.creditorAgent ?? options.inference.bic;
  if (creditorAgent === undefined) {
    throw missing(`${prefix}creditorAgent`, "the creditor agent's BIC");
  }
  return { ...transfer, creditorAgent, creditorAddress: { ...address, country } };
}

function missing(path: string, what: string): DomainError {
  return new DomainError(
    'FORMAT_ERROR',
    `${what} is required for SEPA and cross-border payments from ${STRUCTURED_ADDRESS_ENFORCED_FROM} and cannot be inferred`,
    { path },
  );
}
