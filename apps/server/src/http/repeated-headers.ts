import { ApiProblem } from './api-problem.js';

/**
 * Headers that carry one value. Node joins a repeated header with ", ", which for these would make a value
 * that is neither of the two sent (and breaks the signature in ways hard to see); Content-Type it does not join
 * but keeps the first, so a body sent as text/plain could be read as JSON. A repeat is refused. Accept*, Digest
 * (a list by definition) and the other headers Node deduplicates are not here.
 */
export const SINGLE_VALUED_HEADERS: ReadonlySet<string> = new Set([
  'x-request-id',
  'date',
  'signature',
  'tpp-signature-certificate',
  'psu-id',
  'psu-id-type',
  'psu-corporate-id',
  'psu-corporate-id-type',
  'psu-context',
  'x-psu-identity',
  'psu-ip-address',
  'psu-ip-port',
  'psu-user-agent',
  'psu-http-method',
  'psu-device-id',
  'psu-geo-location',
  'tpp-redirect-uri',
  'tpp-nok-redirect-uri',
  'tpp-redirect-preferred',
  'tpp-explicit-authorisation-preferred',
  'tpp-session-id',
  'consent-id',
  'content-type',
  'content-encoding',
]);

/**
 * Refuses the first of the given headers (lower-case names) that appears twice in the raw header list, with
 * 400 FORMAT_ERROR naming it as the TPP spelled it.
 */
export function refuseRepeatedHeader(raw: readonly string[], among: ReadonlySet<string> = SINGLE_VALUED_HEADERS): void {
  let seen: Set<string> | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] ?? '').toLowerCase();
    if (!among.has(name)) continue;
    seen ??= new Set();
    if (seen.has(name)) throw new ApiProblem(400, 'FORMAT_ERROR', `Header ${raw[i]} is sent more than once; send it once.`, raw[i]);
    seen.add(name);
  }
}
