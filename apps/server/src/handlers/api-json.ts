import { formatAmount } from '@xs2a-kit/iso';

/**
 * Turns a domain value into the JSON the spec describes: every `Money {minor, currency}` becomes an Amount
 * `{currency, amount}` with the currency's decimals, undefined fields are dropped.
 */
export function toApiJson(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(toApiJson);
  const record = value as Record<string, unknown>;
  if (typeof record.minor === 'bigint' && typeof record.currency === 'string') {
    return { currency: record.currency, amount: formatAmount(record.minor, record.currency) };
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    if (item !== undefined) out[key] = toApiJson(item);
  }
  return out;
}

/** An Amount of the spec from domain money. */
export function toAmount(money: { readonly minor: bigint; readonly currency: string }): { currency: string; amount: string } {
  return { currency: money.currency, amount: formatAmount(money.minor, money.currency) };
}

/** A link of the spec. */
export function link(href: string, ...verbs: ('GET' | 'POST' | 'PUT' | 'DELETE')[]): { href: string; verbs: ('GET' | 'POST' | 'PUT' | 'DELETE')[] } {
  return { href, verbs };
}
