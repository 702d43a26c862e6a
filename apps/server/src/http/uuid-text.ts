/**
 * A UUID in its text form (RFC 9562 section 4), any version, either case: the authorisation ids the SCA pages
 * issue, the bank's namespace, card transaction ids of the mock-data API.
 *
 * @example
 * UUID_TEXT.test('3f0e7b9a-5c1d-4e2f-8a9b-0c1d2e3f4a5b'); // true
 */
export const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
