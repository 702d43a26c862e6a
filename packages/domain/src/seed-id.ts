/**
 * A deterministic UUID-shaped id for seed data: the same object gets the same id at every initialisation, so
 * TPP scripts and tests may rely on it. `kind` keeps the kinds apart (1 customers, 2 accounts, ...).
 *
 * @example
 * createSeedId(2, 1); // '5eed0002-0000-4000-8000-000000000001'
 */
export function createSeedId(kind: number, n: number): string {
  return `5eed${kind.toString(16).padStart(4, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}
