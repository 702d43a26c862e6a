/**
 * Brings every string of a parsed JSON body to Unicode NFC, in place. The spec's lengths count characters
 * ("creditorName at most 70 characters"): "é" sent decomposed (e + U+0301, as macOS and some keyboards write it) is
 * one character to the PSU but two code points to a length check, so 70 such letters were refused where the same
 * name precomposed passed (review L). NFC changes no text's meaning (canonical equivalence, UAX #15), and the
 * bank's downstream systems expect it. Member names are left as sent; the signature covers the raw bytes.
 *
 * @example
 * normalizeStrings({ creditorName: 'Caf\u0065\u0301' }); // { creditorName: 'Café' } (U+00E9)
 * @see Unicode Standard Annex #15 (normalization forms)
 */
export function normalizeStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.normalize('NFC');
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = normalizeStrings(value[i]);
    return value;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // Own members only, JSON.parse's "__proto__" among them: assigning to an own data member sets that member.
    for (const key of Object.keys(record)) record[key] = normalizeStrings(record[key]);
  }
  return value;
}
