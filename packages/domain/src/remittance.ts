import { IsoError, validateKid } from '@xs2a-kit/iso';
import { DomainError } from './errors.js';
import type { CreditTransferInput, StructuredReferenceInput } from './payment-request.js';
import type { CreditTransfer, StructuredReference } from './payment-types.js';

/** The ISO 20022 document type "structured communication reference": a Norwegian KID. */
const KID_REFERENCE_TYPE = 'SCOR';
const MAX_UNSTRUCTURED_LENGTH = 140;

/**
 * Checks the remittance information of a transfer and returns it in the current form (the deprecated single
 * `remittanceInformationStructured` becomes a one-entry `remittanceInformationStructuredArray`).
 *
 * - At most one of unstructured, structured and structured array: `FORMAT_ERROR` at the structured field.
 * - Unstructured text 1..140 characters: `FORMAT_ERROR` at `remittanceInformationUnstructured`.
 * - A reference of type SCOR (or without a type in the deprecated single object, which only ever carried KID)
 *   must be a valid KID: `KID_INVALID` at `...reference`.
 *
 * @example
 * parseRemittance({ remittanceInformationStructuredArray: [{ reference: '12345678903', referenceType: 'SCOR' }] }, '');
 * @see validateKid in @xs2a-kit/iso
 */
export function parseRemittance(
  input: Pick<
    CreditTransferInput,
    'remittanceInformationUnstructured' | 'remittanceInformationStructured' | 'remittanceInformationStructuredArray'
  >,
  prefix: string,
): Pick<CreditTransfer, 'remittanceInformationUnstructured' | 'remittanceInformationStructuredArray'> {
  const unstructured = input.remittanceInformationUnstructured;
  const single = input.remittanceInformationStructured;
  const array = input.remittanceInformationStructuredArray;
  if (single !== undefined && array !== undefined) {
    throw new DomainError('FORMAT_ERROR', 'give remittanceInformationStructuredArray only (the single form is deprecated)', {
      path: `${prefix}remittanceInformationStructured`,
    });
  }
  if (unstructured !== undefined && (single !== undefined || array !== undefined)) {
    const field = single !== undefined ? 'remittanceInformationStructured' : 'remittanceInformationStructuredArray';
    throw new DomainError('FORMAT_ERROR', 'give either structured or unstructured remittance information, not both', {
      path: `${prefix}${field}`,
    });
  }
  if (unstructured !== undefined) {
    if (unstructured.length < 1 || unstructured.length > MAX_UNSTRUCTURED_LENGTH) {
      throw new DomainError('FORMAT_ERROR', 'remittanceInformationUnstructured must have 1 to 140 characters', {
        path: `${prefix}remittanceInformationUnstructured`,
      });
    }
    return { remittanceInformationUnstructured: unstructured };
  }
  if (single !== undefined) {
    return {
      remittanceInformationStructuredArray: [
        parseReference(single, `${prefix}remittanceInformationStructured`, KID_REFERENCE_TYPE),
      ],
    };
  }
  if (array !== undefined) {
    return {
      remittanceInformationStructuredArray: array.map((entry, i) =>
        parseReference(entry, `${prefix}remittanceInformationStructuredArray[${i}]`, undefined),
      ),
    };
  }
  return {};
}

/**
 * Tells whether a transfer carries a KID (a structured reference of type SCOR).
 *
 * @example
 * hasKid(transfer); // true when remittanceInformationStructuredArray holds a SCOR reference
 */
export function hasKid(transfer: Pick<CreditTransfer, 'remittanceInformationStructuredArray'>): boolean {
  return (transfer.remittanceInformationStructuredArray ?? []).some((r) => r.referenceType === KID_REFERENCE_TYPE);
}

function parseReference(
  input: StructuredReferenceInput,
  path: string,
  defaultType: string | undefined,
): StructuredReference {
  const referenceType = input.referenceType ?? input.referencType ?? defaultType;
  if (referenceType === KID_REFERENCE_TYPE) {
    try {
      validateKid(input.reference);
    } catch (error) {
      if (error instanceof IsoError) {
        throw new DomainError('KID_INVALID', `${path}.reference is not a valid KID: ${error.message}`, {
          path: `${path}.reference`,
          cause: error,
        });
      }
      throw error;
    }
  }
  // One line each, as every text of a transfer (see credit-transfer.ts): a reference split by a line break is
  // not the one the creditor issued.
  for (const [field, value] of [['reference', input.reference], ['referenceIssuer', input.referenceIssuer]] as const) {
    if (value !== undefined && /[\t\n\r]/.test(value)) {
      throw new DomainError('FORMAT_ERROR', `${path}.${field} is one line of text: it may not hold a tab or a line break`, { path: `${path}.${field}` });
    }
  }
  return {
    reference: input.reference,
    ...(referenceType === undefined ? {} : { referenceType }),
    ...(input.referenceIssuer === undefined ? {} : { referenceIssuer: input.referenceIssuer }),
  };
}
