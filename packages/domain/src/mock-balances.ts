import { DomainError } from './errors.js';
import { parseMoney } from './money.js';
import type { Money } from './money.js';

/**
 * One balance of a mock-data body (account and card account creation, and the balance updates). The portal's
 * scripts send `EXPECTED` or `AUTHORISED` as the type and the amount as a JSON number; the extra fields of the
 * published sample (referenceDate, lastChangeDateTime, lastCommittedTransaction) are accepted and not kept.
 *
 * @example
 * const b: BalanceBody = { balanceType: 'EXPECTED', balanceAmount: { amount: 18000, currency: 'NOK' } };
 * @see @xs2a-kit/schema, components['schemas']['SandboxBalanceInput']
 */
export interface BalanceBody {
  readonly balanceType?: string;
  readonly balanceAmount: { readonly amount: string | number; readonly currency: string };
}

/**
 * Checks the balances of a mock-data body against the account they belong to: at most one (the sandbox keeps one
 * ledger balance per account: `FORMAT_ERROR` at `<path>[1]`), in the account's currency (`FORMAT_ERROR` at
 * `<path>[0].balanceAmount.currency`) and with the currency's fraction digits (`<path>[0].balanceAmount.amount`).
 * Its type (EXPECTED, AUTHORISED, ...) is read for compatibility with the portal's scripts and changes nothing.
 *
 * @example
 * parseBalances([{ balanceType: 'EXPECTED', balanceAmount: { amount: 5, currency: 'NOK' } }], 'NOK', 'balances'); // [{ minor: 500n, currency: 'NOK' }]
 * @see @xs2a-kit/schema, components['schemas']['SandboxBalanceInput']
 */
export function parseBalances(balances: readonly BalanceBody[], currency: string, path: string): Money[] {
  if (balances.length > 1) {
    // Several balances would each claim the one ledger balance; taking the first and dropping the rest silently
    // showed a TPP other figures than it sent.
    throw new DomainError('FORMAT_ERROR', `the sandbox keeps one balance per account, its ledger balance (the AIS derives every balance type from it): send one balance, not ${balances.length}`, {
      path: `${path}[1]`,
    });
  }
  return balances.map((balance, i) => {
    if (balance.balanceAmount.currency !== currency) {
      throw new DomainError('FORMAT_ERROR', `balance currency must be the account's currency ${currency}`, {
        path: `${path}[${i}].balanceAmount.currency`,
      });
    }
    return parseMoney(balance.balanceAmount, `${path}[${i}].balanceAmount`);
  });
}

/**
 * The ledger balance a balance update sets. Decision: the sandbox keeps one ledger balance per account and card
 * account (the balance the batch run debits, from which the AIS derives every balance type it shows), so the
 * body holds exactly one balance, as at creation. An empty list is `FORMAT_ERROR` at `balances`.
 *
 * @example
 * readLedgerBalance([{ balanceType: 'EXPECTED', balanceAmount: { amount: 500, currency: 'NOK' } }], 'NOK'); // { minor: 50000n, currency: 'NOK' }
 * @see @xs2a-kit/schema, components['schemas']['SandboxBalancesUpdate']
 */
export function readLedgerBalance(balances: readonly BalanceBody[], currency: string): Money {
  const [first] = parseBalances(balances, currency, 'balances');
  if (first === undefined) throw new DomainError('FORMAT_ERROR', 'balances needs at least one balance', { path: 'balances' });
  return first;
}
