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
 * Checks the balances of a mock-data body against the account they belong to: each in the account's currency
 * (the sandbox keeps balances in the account's currency only: `FORMAT_ERROR` at
 * `<path>[i].balanceAmount.currency`) and with the currency's fraction digits (`<path>[i].balanceAmount.amount`).
 *
 * @example
 * parseBalances([{ balanceType: 'EXPECTED', balanceAmount: { amount: 5, currency: 'NOK' } }], 'NOK', 'balances'); // [{ minor: 500n, currency: 'NOK' }]
 * @see @xs2a-kit/schema, components['schemas']['SandboxBalanceInput']
 */
export function parseBalances(balances: readonly BalanceBody[], currency: string, path: string): Money[] {
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
 * account (the balance the batch run debits and every balance type shows), so the body's first balance sets
 * it, as at creation; every balance of the body is still checked. An empty list is `FORMAT_ERROR` at `balances`.
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
