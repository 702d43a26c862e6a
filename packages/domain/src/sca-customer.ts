import type { Repositories } from './repositories.js';

/**
 * A customer as the SCA rules see it: the shape `@xs2a-kit/sca-session` calls `ScaCustomer`, which
 * `completeAuthorisation` takes. A private customer's own accounts (and card accounts) are listed with whether
 * they are enabled; each corporate agreement it may act under lists the accounts it reaches and with which roles.
 */
export interface ScaCustomer {
  readonly customerNumber: string;
  readonly customerType: 'PRIVATE' | 'CORPORATE';
  readonly accounts: readonly { readonly accountId: string; readonly enabled: boolean }[];
  readonly agreements: readonly {
    readonly agreementId: string;
    readonly engagements: readonly { readonly accountId: string; readonly roles: readonly string[] }[];
  }[];
}

/** A customer for the SCA rules, plus what an SCA page shows the PSU. */
export interface ScaCustomerView {
  readonly customer: ScaCustomer;
  readonly customerName: string;
  /** Account ids with their display names, for the consent choice and the approval summary. */
  readonly accountNames: ReadonlyMap<string, string>;
  /** Corporate agreements the customer may act under, with their names. */
  readonly agreementNames: ReadonlyMap<string, string>;
}

/**
 * Loads the customer who identified on an SCA site (in the sandbox by customerNumber, which for a person is the
 * national identity number). A PRIVATE customer reaches its own accounts and card accounts, and acts in
 * CORPORATE context under every corporate agreement with an engagement for it; a CORPORATE customer acts under
 * the agreements it owns, where its own accounts are all granted.
 *
 * @returns undefined for an unknown customer number
 * @example
 * const loaded = await loadScaCustomer(tx, '13039319955');
 * if (loaded) await completeAuthorisation({ repositories: tx, config }, { authorisationId, customer: loaded.customer, context: 'PRIVATE', decision: 'approve' }, scaClock);
 * @see listReachableAccounts in @xs2a-kit/sca-session (an engagement counts only with both VIEW and REGISTER)
 */
export async function loadScaCustomer(repos: Repositories, customerNumber: string): Promise<ScaCustomerView | undefined> {
  const found = await repos.sandbox.findCustomerByNumber(customerNumber);
  if (!found) return undefined;
  const own = await repos.accounts.listAccountsByCustomer(customerNumber);
  const cards = await repos.accounts.listCardAccountsByCustomer(customerNumber);
  const accountNames = new Map<string, string>([
    ...own.map((a): [string, string] => [a.accountId, `${a.name} (${a.bban})`]),
    ...cards.map((c): [string, string] => [c.cardAccountId, `${c.name} (${c.maskedPan})`]),
  ]);
  const agreementNames = new Map<string, string>();
  const agreements: ScaCustomer['agreements'][number][] = [];
  for (const agreement of await repos.sandbox.listAgreements()) {
    if (agreement.type !== 'CORPORATE') continue;
    const owner = agreement.ownerCustomerNumber === customerNumber;
    const engagements = [];
    if (owner) {
      for (const account of own) engagements.push({ accountId: account.accountId, roles: ['VIEW', 'REGISTER'] });
    } else {
      for (const engagement of agreement.engagements.filter((e) => e.customerNumber === customerNumber)) {
        const account = await repos.accounts.findAccountByIban(engagement.iban);
        if (!account) continue;
        accountNames.set(account.accountId, `${account.name} (${account.bban})`);
        engagements.push({ accountId: account.accountId, roles: engagement.roles });
      }
    }
    if (engagements.length === 0) continue;
    agreements.push({ agreementId: agreement.agreementId, engagements });
    agreementNames.set(agreement.agreementId, agreement.name);
  }
  return {
    customer: {
      customerNumber,
      customerType: found.customerType,
      // A person's consent may cover its card accounts too (their ids share the account id space of consents).
      accounts:
        found.customerType === 'PRIVATE'
          ? [...own.map((a) => ({ accountId: a.accountId, enabled: true })), ...cards.map((c) => ({ accountId: c.cardAccountId, enabled: c.status !== 'BLOCKED' }))]
          : [],
      agreements,
    },
    customerName: found.customerName,
    accountNames,
    agreementNames,
  };
}
