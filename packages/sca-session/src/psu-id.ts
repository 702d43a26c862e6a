import { v5 as uuidv5, validate as validateUuid } from 'uuid';

import { ScaError } from './errors.js';

// The UUIDv5 name is a JSON array, so no choice of TPP id or customer number can make two different triples
// produce the same name (a plain separator could: "a:b" + "c" vs "a" + "b:c").
function deriveId(bankNamespace: string, kind: 'psu' | 'corporate', tppId: string, subject: string): string {
  if (!validateUuid(bankNamespace)) {
    throw new ScaError('FORMAT_ERROR', 'The bank namespace for PSU ids must be a UUID');
  }
  if (tppId === '' || subject === '') {
    throw new ScaError('FORMAT_ERROR', `A ${kind === 'psu' ? 'PSU' : 'corporate'} id needs a TPP id and a ${kind === 'psu' ? 'customer number' : 'agreement id'}`);
  }
  return uuidv5(JSON.stringify([kind, tppId, subject]), bankNamespace);
}

/**
 * The psu-id of a customer as seen by one TPP: a UUIDv5 in the bank's namespace named by the TPP id and the
 * customer number. Stable (the same customer always gets the same id at that TPP), different per TPP and per
 * bank. It reveals nothing about the customer number only while the namespace is secret: customer numbers
 * (national identity numbers) are few enough to try them all, so whoever knows the namespace can reverse a
 * psu-id. Keep the namespace with the bank's other secrets, never in source code.
 *
 * @example
 * ```ts
 * const psuId = derivePsuId(config.bankNamespace, 'PSDNO-FSA-123', '10000001');
 * // '5b0c…' (a version 5 UUID), the same every time
 * ```
 * @see RFC 4122 section 4.3 (name-based UUIDs, version 5)
 */
export function derivePsuId(bankNamespace: string, tppId: string, customerNumber: string): string {
  return deriveId(bankNamespace, 'psu', tppId, customerNumber);
}

/**
 * The psu-corporate-id of an agreement as seen by one TPP, derived like the psu-id but from the agreement id,
 * so every user acting under the same agreement gives the TPP the same psu-corporate-id.
 *
 * @example
 * ```ts
 * const psuCorporateId = derivePsuCorporateId(config.bankNamespace, 'PSDNO-FSA-123', 'agreement-7');
 * ```
 * @see {@link derivePsuId}
 */
export function derivePsuCorporateId(bankNamespace: string, tppId: string, agreementId: string): string {
  return deriveId(bankNamespace, 'corporate', tppId, agreementId);
}
