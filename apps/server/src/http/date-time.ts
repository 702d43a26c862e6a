/**
 * A date-time as the answers write it: seconds, and the offset `+00:00` (spec, "What the service does", general
 * rule 3: `YYYY-MM-DDThh:mm:ss+00:00`). The packages keep instants as JavaScript's ISO strings (`...:11.368Z`),
 * which a TPP's parser built to the spec's form refuses.
 *
 * @example
 * formatDateTime('2026-11-25T04:27:11.368Z'); // '2026-11-25T04:27:11+00:00'
 * @see service-spec.md "What the service does", rule 3
 */
export function formatDateTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return `${date.toISOString().slice(0, 19)}+00:00`;
}
