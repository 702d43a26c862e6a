import { ScaError } from './errors.js';
import type { PsuContext } from './records.js';

/**
 * One of the customer's own accounts. Only enabled accounts are reachable in PRIVATE context.
 *
 * @example
 * ```ts
 * const account: ScaAccount = { accountId: 'acc-1', enabled: true };
 * ```
 */
export interface ScaAccount {
  readonly accountId: string;
  readonly enabled: boolean;
}

/**
 * One account an agreement engages, with the roles the agreement grants on it (e.g. `VIEW`, `REGISTER`).
 *
 * @example
 * ```ts
 * const engagement: ScaEngagement = { accountId: 'acc-9', roles: ['VIEW', 'REGISTER'] };
 * ```
 */
export interface ScaEngagement {
  readonly accountId: string;
  readonly roles: readonly string[];
}

/**
 * A corporate agreement the customer may act under.
 *
 * @example
 * ```ts
 * const agreement: ScaAgreement = { agreementId: 'agr-1', engagements: [engagement] };
 * ```
 */
export interface ScaAgreement {
  readonly agreementId: string;
  readonly engagements: readonly ScaEngagement[];
}

/**
 * The customer who authenticated on the SCA site, as the bank's own records describe them.
 *
 * @example
 * ```ts
 * const customer: ScaCustomer = { customerNumber: '10000001', customerType: 'PRIVATE', accounts, agreements: [] };
 * ```
 */
export interface ScaCustomer {
  readonly customerNumber: string;
  readonly customerType: PsuContext;
  readonly accounts: readonly ScaAccount[];
  readonly agreements: readonly ScaAgreement[];
}

/** Roles an engagement must hold for its account to be granted to a corporate PSU. */
const GRANTING_ROLES = ['VIEW', 'REGISTER'] as const;

/**
 * Finds the agreement a CORPORATE SCA acts under. Throws `SCA_INVALID` when none is named or the customer has
 * no such agreement.
 *
 * @example
 * ```ts
 * const agreement = findCustomerAgreement(customer, 'agr-1');
 * ```
 */
export function findCustomerAgreement(customer: ScaCustomer, agreementId: string | undefined): ScaAgreement {
  if (agreementId === undefined) {
    throw new ScaError('SCA_INVALID', 'Corporate context needs an agreement');
  }
  const agreement = customer.agreements.find((a) => a.agreementId === agreementId);
  if (agreement === undefined) {
    throw new ScaError('SCA_INVALID', 'The customer has no such agreement');
  }
  return agreement;
}

/**
 * The accounts a PSU reaches in a context. PRIVATE: the customer's own enabled accounts (a CORPORATE customer
 * cannot act in PRIVATE context: `SCA_INVALID`). CORPORATE: only accounts the agreement engages with both the
 * VIEW and the REGISTER role; the customer's own accounts are not included.
 *
 * @example
 * ```ts
 * listReachableAccounts(customer, 'PRIVATE');                 // ['acc-1', 'acc-2']
 * listReachableAccounts(customer, 'CORPORATE', 'agr-1');      // ['acc-9']
 * ```
 */
export function listReachableAccounts(
  customer: ScaCustomer,
  context: PsuContext,
  agreementId?: string,
): readonly string[] {
  if (context === 'PRIVATE') {
    if (customer.customerType !== 'PRIVATE') {
      throw new ScaError('SCA_INVALID', 'A corporate customer acts only in CORPORATE context');
    }
    return customer.accounts.filter((a) => a.enabled).map((a) => a.accountId);
  }
  const agreement = findCustomerAgreement(customer, agreementId);
  return agreement.engagements
    .filter((e) => GRANTING_ROLES.every((role) => e.roles.includes(role)))
    .map((e) => e.accountId);
}
