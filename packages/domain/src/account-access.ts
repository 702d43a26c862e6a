import type { AccountReference, PsuIdentity } from './payment-types.js';
import type { Repositories } from './repositories.js';
import type { Account, Agreement } from './sandbox-types.js';

/**
 * The BIC of the sandbox bank, used to infer the creditor agent of a payment to one of its accounts.
 *
 * @example
 * SANDBOX_BANK_BIC; // 'XSKTNO22'
 */
export const SANDBOX_BANK_BIC = 'XSKTNO22';

/**
 * How payment rules see the bank's accounts: find one by reference, and list those a PSU may pay from.
 *
 * @example
 * const usable = await lookup.listUsableAccounts({ customerNumber: '13039319955', context: 'PRIVATE' });
 */
export interface AccountLookup {
  findAccount(ref: AccountReference): Promise<Account | undefined>;
  listUsableAccounts(psu: PsuIdentity): Promise<Account[]>;
}

/**
 * An {@link AccountLookup} over the repositories of one transaction. In PRIVATE context a PSU uses the
 * accounts it owns; in CORPORATE context the accounts of corporate agreements (only the one named by
 * PSU-Corporate-ID when given) on which it has an engagement with both VIEW and REGISTER.
 *
 * @example
 * const lookup = createAccountLookup(repos);
 */
export function createAccountLookup(repos: Repositories): AccountLookup {
  return {
    async findAccount(ref) {
      if (ref.iban !== undefined) return repos.accounts.findAccountByIban(ref.iban);
      if (ref.bban !== undefined) return repos.accounts.findAccountByBban(ref.bban);
      return undefined;
    },
    async listUsableAccounts(psu) {
      if (psu.context === 'PRIVATE') return repos.accounts.listAccountsByCustomer(psu.customerNumber);
      const agreements = (await repos.sandbox.listAgreements()).filter(
        (a) => a.type === 'CORPORATE' && (psu.agreementId === undefined || a.agreementId === psu.agreementId),
      );
      const accounts: Account[] = [];
      for (const iban of listEngagedIbans(agreements, psu.customerNumber)) {
        const account = await repos.accounts.findAccountByIban(iban);
        if (account !== undefined && !accounts.some((a) => a.accountId === account.accountId)) accounts.push(account);
      }
      return accounts;
    },
  };
}

/**
 * Tells whether an account is among those a PSU may use.
 *
 * @example
 * await canPsuUseAccount(lookup, psu, account); // true for a private customer's own account
 * @see {@link createAccountLookup}
 */
export async function canPsuUseAccount(lookup: AccountLookup, psu: PsuIdentity, account: Account): Promise<boolean> {
  return (await lookup.listUsableAccounts(psu)).some((a) => a.accountId === account.accountId);
}

function listEngagedIbans(agreements: readonly Agreement[], customerNumber: string): string[] {
  return agreements.flatMap((agreement) =>
    agreement.engagements
      .filter((e) => e.customerNumber === customerNumber && e.roles.includes('VIEW') && e.roles.includes('REGISTER'))
      .map((e) => e.iban),
  );
}
