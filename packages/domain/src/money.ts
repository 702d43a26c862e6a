import { IsoError, parseAmount } from '@xs2a-kit/iso';
import { DomainError } from './errors.js';

/**
 * An amount inside the domain: integer minor units of an ISO 4217 currency (NOK 100.23 is `{ minor: 10023n,
 * currency: 'NOK' }`). Never a float; formatting to the decimal string belongs to the server.
 *
 * @example
 * const fee: Money = { minor: 0n, currency: 'NOK' };
 * @see ISO 4217 (minor units)
 */
export interface Money {
  readonly minor: bigint;
  readonly currency: string;
}

/**
 * Turns a decimal amount (string, or JSON number in mock-data bodies; a leading minus allowed) into {@link Money}, mapping the iso package's errors (too many
 * fraction digits for the currency, not a number) to a `FORMAT_ERROR` naming the field.
 *
 * @example
 * parseMoney({ amount: '100.23', currency: 'NOK' }, 'instructedAmount'); // { minor: 10023n, currency: 'NOK' }
 * @see ISO 4217 (minor units)
 */
export function parseMoney(value: { amount: string | number; currency: string }, path: string): Money {
  // Mock-data bodies of the portal send amounts as JSON numbers; payment bodies send strings.
  const text = typeof value.amount === 'number' ? formatJsonNumber(value.amount) : value.amount;
  // Balances and transaction amounts may be negative; the iso parser reads unsigned amounts only.
  const negative = text.startsWith('-');
  try {
    const minor = parseAmount(negative ? text.slice(1) : text, value.currency);
    return { minor: negative ? -minor : minor, currency: value.currency };
  } catch (error) {
    if (error instanceof IsoError) {
      throw new DomainError('FORMAT_ERROR', `${path}.amount is not a valid ${value.currency} amount: ${error.message}`, {
        path: `${path}.amount`,
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * Like {@link parseMoney} but also requires a strictly positive amount, as every instructed amount must be.
 *
 * @example
 * parsePositiveMoney({ amount: '0.00', currency: 'NOK' }, 'instructedAmount'); // throws FORMAT_ERROR
 */
export function parsePositiveMoney(value: { amount: string | number; currency: string }, path: string): Money {
  const money = parseMoney(value, path);
  if (money.minor <= 0n) {
    throw new DomainError('FORMAT_ERROR', `${path}.amount must be greater than zero`, { path: `${path}.amount` });
  }
  return money;
}

function formatJsonNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  // Number#toString switches to exponent form for very small or large values; expand it so iso can judge digits.
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const fixed = value.toFixed(20);
  // toFixed keeps the exponent from 1e21 on, and rounds a value under 1e-20 to zero: such a number is quoted in
  // its exponent form, which the amount rules refuse. Trimming "1e+300" as a decimal made it "1e+3" (ops review),
  // and a tiny non-zero amount passed as 0.
  if (/e/i.test(fixed) || /^-?0\.0+$/.test(fixed)) return text;
  return fixed.replace(/\.?0+$/, '');
}
