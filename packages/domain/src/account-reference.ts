import { isValidIban, isValidNorwegianBban } from '@xs2a-kit/iso';
import { DomainError } from './errors.js';
import type { AccountReferenceInput } from './payment-request.js';
import type { AccountReference, PaymentProduct } from './payment-types.js';

/** Limits of the account object. */
const MAX_IBAN_LENGTH = 34;
const MAX_BBAN_LENGTH = 30;

/**
 * Which side of the payment an account is on, and under which product: the debtor account is always one of
 * this (Norwegian) bank; a creditor account must be Norwegian for the domestic products, needs an IBAN for SEPA,
 * and may carry a foreign BBAN for cross-border transfers.
 *
 * @example
 * const role: AccountRole = { side: 'creditor', product: 'sepa-credit-transfers' };
 */
export interface AccountRole {
  readonly side: 'debtor' | 'creditor';
  readonly product: PaymentProduct;
}

/**
 * Checks an account object beyond the schema and returns it normalised (IBAN upper case without spaces).
 * Numbers in `knownNumbers` (accounts of this bank) skip the national MOD11 check digit; every other rule holds.
 * Errors name the field: `FORMAT_ERROR` at `<path>` when neither iban nor bban is given, at `<path>.iban` for
 * an IBAN failing ISO 13616 (or too long, or missing for SEPA), at `<path>.bban` for a Norwegian BBAN failing
 * MOD11 or contradicting the IBAN; `PRODUCT_INVALID` at `<path>.iban` for a foreign IBAN in a domestic product.
 *
 * @example
 * normaliseAccountReference({ iban: 'no09 9536 0573 002' }, 'creditorAccount', { side: 'creditor', product: 'norwegian-domestic-credit-transfers' });
 * // { iban: 'NO0995360573002' }
 * @see ISO 13616-1 (IBAN); the iban field takes at most 34 characters, bban at most 30
 */
export function normaliseAccountReference(
  input: AccountReferenceInput,
  path: string,
  role: AccountRole,
  options: { readonly knownNumbers?: ReadonlySet<string> } = {},
): AccountReference {
  const { iban, bban } = readAccountNumbers(input);
  // An account of this bank vouches for its own number, even where Norway's MOD11 check digit fails (the
  // portal's published mock accounts, which TPP scripts create and then pay from).
  const known = (number: string | undefined) => number !== undefined && options.knownNumbers?.has(number) === true;
  const nationalCheck = !(known(bban) || known(iban));
  if (iban === undefined && bban === undefined) {
    throw new DomainError('FORMAT_ERROR', `${path} needs an iban or a bban`, { path });
  }
  const domestic = role.side === 'debtor' || isDomesticProduct(role.product);
  if (iban !== undefined) {
    if (iban.length > MAX_IBAN_LENGTH || !isValidIban(iban, { nationalCheck })) {
      throw new DomainError('FORMAT_ERROR', `${path}.iban is not a valid IBAN`, { path: `${path}.iban` });
    }
    if (domestic && !iban.startsWith('NO')) {
      throw new DomainError('PRODUCT_INVALID', `${path}.iban must be a Norwegian account for ${role.product}`, {
        path: `${path}.iban`,
      });
    }
  } else if (role.side === 'creditor' && role.product === 'sepa-credit-transfers') {
    throw new DomainError('FORMAT_ERROR', `${path}.iban is required for SEPA credit transfers`, {
      path: `${path}.iban`,
    });
  }
  if (bban !== undefined) {
    const norwegian = domestic || iban?.startsWith('NO') === true;
    if (bban.length > MAX_BBAN_LENGTH || (norwegian && nationalCheck && !isValidNorwegianBban(bban))) {
      throw new DomainError('FORMAT_ERROR', `${path}.bban is not a valid account number`, { path: `${path}.bban` });
    }
    if (iban?.startsWith('NO') === true && iban.slice(4) !== bban) {
      throw new DomainError('FORMAT_ERROR', `${path}.bban does not match ${path}.iban`, { path: `${path}.bban` });
    }
  }
  return {
    ...(iban === undefined ? {} : { iban }),
    ...(bban === undefined ? {} : { bban }),
    ...(input.currency === undefined ? {} : { currency: input.currency }),
  };
}

/**
 * The account numbers of an account object as compared: IBAN upper case without spaces, BBAN without spaces
 * and dots.
 *
 * @example
 * readAccountNumbers({ iban: 'no78 0923 2911 044' }); // { iban: 'NO7809232911044', bban: undefined }
 */
export function readAccountNumbers(input: AccountReferenceInput): { iban: string | undefined; bban: string | undefined } {
  return {
    iban: input.iban === undefined ? undefined : input.iban.replace(/\s+/g, '').toUpperCase(),
    bban: input.bban === undefined ? undefined : input.bban.replace(/[\s.]+/g, ''),
  };
}

/**
 * Tells whether a product is a Norwegian domestic one (ordinary or instant).
 *
 * @example
 * isDomesticProduct('instant-norwegian-domestic-credit-transfers-straks'); // true
 * @see {@link PAYMENT_PRODUCTS}
 */
export function isDomesticProduct(product: PaymentProduct): boolean {
  return (
    product === 'norwegian-domestic-credit-transfers' || product === 'instant-norwegian-domestic-credit-transfers-straks'
  );
}

/**
 * The Norwegian BBAN of an account reference: the bban, or the national part of a Norwegian IBAN.
 *
 * @example
 * getNorwegianBban({ iban: 'NO0995360573002' }); // '95360573002'
 * @see ISO 13616 (Norwegian IBAN = NO + 2 check digits + 11-digit BBAN)
 */
export function getNorwegianBban(ref: AccountReference): string | undefined {
  if (ref.bban !== undefined && (ref.iban === undefined || ref.iban.startsWith('NO'))) return ref.bban;
  return ref.iban?.startsWith('NO') === true ? ref.iban.slice(4) : undefined;
}
