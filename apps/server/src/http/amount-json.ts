import { JsonNumber, stringifyJson } from '@xs2a-kit/iso';

/**
 * Response serialisation. Amounts are decimal strings everywhere inside the server (the generated types say
 * so); a request that has not opted into amount-as-string, while that fix is not yet default, gets every
 * Amount (`{currency, amount}`) written as a bare JSON number made from the same decimal text, so no amount
 * ever passes through floating point.
 *
 * @see spec/openapi.yaml x-accept-fix-catalogue (amount-as-string)
 */
const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

export function stringifyResponse(value: unknown, amountAsString: boolean): string {
  return amountAsString ? JSON.stringify(value) : stringifyJson(withNumberAmounts(value));
}

function withNumberAmounts(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(withNumberAmounts);
  const record = value as Record<string, unknown>;
  const isAmount = typeof record.currency === 'string' && typeof record.amount === 'string' && DECIMAL.test(record.amount);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    out[key] = isAmount && key === 'amount' ? new JsonNumber(item as string) : withNumberAmounts(item);
  }
  return out;
}
