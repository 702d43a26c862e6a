import { isDomesticProduct, normaliseAccountReference } from './account-reference.js';
import { DomainError } from './errors.js';
import { parsePositiveMoney } from './money.js';
import type { CreditTransferInput } from './payment-request.js';
import type { CreditTransfer, PaymentProduct } from './payment-types.js';
import { parseRemittance } from './remittance.js';
import { normaliseAddress } from './structured-address.js';

/** Text limits of the request (also in the schema; repeated so bulk entries and other callers get them too). */
const MAX_NAME_LENGTH = 70;

/**
 * Checks one credit transfer (the body of a single or periodic payment, or a bulk entry whose fields are
 * prefixed `payments[i].`) and returns it normalised. Errors name the field:
 * `FORMAT_ERROR` at `instructedAmount.amount` for an amount with more fraction digits than the currency has
 * (or not positive); `PRODUCT_INVALID` at `instructedAmount.currency` for a domestic product in another currency
 * than NOK or a SEPA transfer in another currency than EUR; account errors as in `normaliseAccountReference`;
 * `FORMAT_ERROR` for creditorName, ultimateDebtor, ultimateCreditor or creditorAddress.street over 70 characters
 * or holding a tab or line break (each is one line);
 * remittance errors as in `parseRemittance`.
 *
 * @example
 * parseCreditTransfer({ instructedAmount: { amount: '100.23', currency: 'NOK' }, creditorAccount: { bban: '95360573002' } }, '', 'norwegian-domestic-credit-transfers');
 */
export function parseCreditTransfer(
  input: CreditTransferInput,
  prefix: string,
  product: PaymentProduct,
  options: { readonly knownNumbers?: ReadonlySet<string> } = {},
): CreditTransfer {
  const instructedAmount = parsePositiveMoney(input.instructedAmount, `${prefix}instructedAmount`);
  const requiredCurrency = isDomesticProduct(product) ? 'NOK' : product === 'sepa-credit-transfers' ? 'EUR' : undefined;
  if (requiredCurrency !== undefined && instructedAmount.currency !== requiredCurrency) {
    throw new DomainError('PRODUCT_INVALID', `${product} are made in ${requiredCurrency}`, {
      path: `${prefix}instructedAmount.currency`,
    });
  }
  if (product === 'sepa-credit-transfers' && input.serviceLevel === 'URGP') {
    // The urgent service level (release 1.23.4) is for non-SEPA cross-border payments only.
    throw new DomainError('FORMAT_ERROR', 'serviceLevel URGP is offered for non-SEPA cross-border payments, not SEPA', {
      path: `${prefix}serviceLevel`,
    });
  }
  const creditorAccount = normaliseAccountReference(input.creditorAccount, `${prefix}creditorAccount`, { side: 'creditor', product }, options);
  assertMaxLength(input.creditorName, `${prefix}creditorName`);
  assertMaxLength(input.ultimateDebtor, `${prefix}ultimateDebtor`);
  assertMaxLength(input.ultimateCreditor, `${prefix}ultimateCreditor`);
  assertMaxLength(input.creditorAddress?.street ?? input.creditorAddress?.streetName, `${prefix}creditorAddress.street`);
  assertOneTownName(input.creditorAddress, `${prefix}creditorAddress`);
  for (const part of ADDRESS_TEXT_PARTS) assertOneLine(input.creditorAddress?.[part], `${prefix}creditorAddress.${part}`);
  assertOneLine(input.remittanceInformationUnstructured, `${prefix}remittanceInformationUnstructured`);
  assertOneLine(input.endToEndIdentification, `${prefix}endToEndIdentification`);
  const remittance = parseRemittance(input, prefix);
  return {
    instructedAmount,
    creditorAccount,
    ...pickDefined({
      creditorName: input.creditorName,
      creditorAgent: input.creditorAgent,
      creditorAddress: input.creditorAddress === undefined ? undefined : normaliseAddress(input.creditorAddress),
      ultimateCreditor: input.ultimateCreditor,
      ultimateDebtor: input.ultimateDebtor,
      endToEndIdentification: input.endToEndIdentification,
      purposeCode: input.purposeCode,
      serviceLevel: input.serviceLevel,
      regulatoryReporting: input.regulatoryReporting,
    }),
    ...remittance,
  };
}

/**
 * `city` is the deprecated name of `townName`; given both, they must agree (`FORMAT_ERROR` at `<path>.city`), since
 * the bank reads townName and would otherwise pay to a town the TPP's own city field contradicts.
 */
function assertOneTownName(address: CreditTransferInput['creditorAddress'], path: string): void {
  if (address?.city !== undefined && address.townName !== undefined && address.city !== address.townName) {
    throw new DomainError('FORMAT_ERROR', `city (deprecated) and townName name the same field and must be equal, got ${JSON.stringify(address.city.slice(0, 70))} and ${JSON.stringify(address.townName.slice(0, 70))}`, {
      path: `${path}.city`,
    });
  }
}

/**
 * Names, address parts, the unstructured remittance text and the end-to-end id are one line each: a tab or line
 * break would split them in the bank's systems (SEPA's character set has neither), and the SCA page would show
 * the PSU the text otherwise than it is paid.
 */
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** The text parts of an address, in every spelling a request may use (see `AddressInput`). */
const ADDRESS_TEXT_PARTS = ['street', 'streetName', 'buildingNumber', 'postalCode', 'postCode', 'city', 'townName'] as const;

function assertMaxLength(value: string | undefined, path: string): void {
  if (value !== undefined && value.length > MAX_NAME_LENGTH) {
    throw new DomainError('FORMAT_ERROR', `${path} has more than ${MAX_NAME_LENGTH} characters`, { path });
  }
  assertOneLine(value, path);
}

function assertOneLine(value: string | undefined, path: string): void {
  if (value !== undefined && LINE_BREAK_OR_TAB.test(value)) {
    throw new DomainError('FORMAT_ERROR', `${path} is one line of text: it may not hold a tab or a line break`, { path });
  }
}

function pickDefined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(fields) as (keyof T)[]) {
    if (fields[key] !== undefined) out[key] = fields[key];
  }
  return out;
}
