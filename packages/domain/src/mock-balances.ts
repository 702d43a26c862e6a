import { DomainError } from './errors.js';
import { parseMoney } from './money.js';
import type { Money } from './money.js';

/**
 * One balance of a mock-data body (account and card account creation, and the balance updates). The portal's
 * scripts send `EXPECTED` and `AUTHORISED` as types and the amount as a JSON number; the extra fields of the
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
 * Checks the balances of a mock-data body against the account they belong to and returns the one the sandbox
 * keeps as the ledger balance (none for an empty list). Every entry must be in the account's currency
 * (`FORMAT_ERROR` at `<path>[i].balanceAmount.currency`) with the currency's fraction digits
 * (`<path>[i].balanceAmount.amount`). Decision: the sandbox keeps one ledger balance per account, from which the
 * AIS derives every balance type, so with several balances (the portal's card script sends EXPECTED and AUTHORISED)
 * each type may appear once (`FORMAT_ERROR` at `<path>[i].balanceType`) and the EXPECTED one is the ledger
 * balance; without one, which to keep would be a guess (`FORMAT_ERROR` at `<path>`). The others are checked and not
 * kept. A single balance is the ledger balance whatever its type.
 *
 * @example
 * parseBalances([{ balanceType: 'EXPECTED', balanceAmount: { amount: 5, currency: 'NOK' } }], 'NOK', 'balances'); // [{ minor: 500n, currency: 'NOK' }]
 * @see @xs2a-kit/schema, components['schemas']['SandboxBalanceInput']
 */
export function parseBalances(balances: readonly BalanceBody[], currency: string, path: string): Money[] {
  const amounts = balances.map((balance, i) => {
    if (balance.balanceAmount.currency !== currency) {
      throw new DomainError('FORMAT_ERROR', `balance currency must be the account's currency ${currency}`, {
        path: `${path}[${i}].balanceAmount.currency`,
      });
    }
    return parseMoney(balance.balanceAmount, `${path}[${i}].balanceAmount`);
  });
  if (amounts.length <= 1) return amounts;
  const types = balances.map((balance) => balance.balanceType?.toUpperCase());
  const seen = new Map<string | undefined, number>();
  types.forEach((type, i) => {
    const earlier = seen.get(type);
    if (earlier !== undefined) {
      throw new DomainError('FORMAT_ERROR', `balances[${earlier}] and balances[${i}] are both ${type ?? 'without a type'}: send each balance type at most once`, {
        path: `${path}[${i}].balanceType`,
      });
    }
    seen.set(type, i);
  });
  const ledger = seen.get('EXPECTED');
  if (ledger === undefined) {
    throw new DomainError('FORMAT_ERROR', `with several balances, one must be EXPECTED: the sandbox keeps that one as the account's ledger balance (the AIS derives every balance type from it)`, {
      path,
    });
  }
  return [amounts[ledger] as Money];
}

/**
 * The ledger balance a balance update sets. Decision: the sandbox keeps one ledger balance per account and card
 * account (the balance the batch run debits, from which the AIS derives every balance type it shows): the only
 * balance of the body, or its EXPECTED one, as at creation (see `parseBalances`). An empty list is `FORMAT_ERROR`
 * at `balances`.
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
