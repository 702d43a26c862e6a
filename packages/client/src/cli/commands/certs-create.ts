/**
 * `xs2a certs create`: a test CA, a QSealC (for signing) and a QWAC with PSD2 roles, written as PEM files.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkOrganizationIdentifier, createTestCertificates, type Psd2Role } from '@xs2a-kit/signature';
import { printJson, readString, type CommandContext } from '../cli-io.js';
import { failUsage } from '../report-result.js';

const ROLES: readonly Psd2Role[] = ['PSP_AS', 'PSP_PI', 'PSP_AI', 'PSP_IC'];

/** Runs `certs create [--out dir] [--roles PSP_PI,PSP_AI] [--org-id ..] [--org-name ..] [--common-name ..] [--serial HEX] [--force]`. */
export async function runCertsCreate(ctx: CommandContext): Promise<number> {
  const out = resolve(ctx.io.cwd, readString(ctx.values, 'out') ?? '.');
  const roles = (readString(ctx.values, 'roles') ?? 'PSP_AI,PSP_PI').split(',').map((r) => r.trim().toUpperCase());
  const unknown = roles.filter((r) => !ROLES.includes(r as Psd2Role));
  if (unknown.length > 0) failUsage(`unknown PSD2 role(s) ${unknown.join(', ')}; use ${ROLES.join(', ')}`);
  const serial = readSerial(readString(ctx.values, 'serial'));
  const files = { ca: 'ca.pem', qseal: 'qseal.pem', qsealKey: 'qseal-key.pem', qwac: 'qwac.pem', qwacKey: 'qwac-key.pem' };
  const taken = Object.values(files).filter((name) => existsSync(join(out, name)));
  if (taken.length > 0 && ctx.values.force !== true) failUsage(`${taken.join(', ')} already exist in ${out}; pass --force to overwrite`);
  const orgId = readString(ctx.values, 'org-id');
  // Review L: a malformed one was written and exited 0, and the sandbox refused every call signed with it.
  if (orgId !== undefined) {
    const problem = orgId === '' ? 'it is empty' : checkOrganizationIdentifier(orgId, { mode: 'sandbox' });
    if (problem !== undefined) failUsage(`--org-id: ${problem}; use the PSD2 form, such as PSDNO-FSA-123456789`);
  }
  const orgName = readString(ctx.values, 'org-name');
  const commonName = readString(ctx.values, 'common-name');
  const { ca, qseal, qwac } = await createTestCertificates({
    roles: roles as Psd2Role[],
    ...(orgId ? { organizationIdentifier: orgId } : {}),
    ...(orgName ? { organizationName: orgName } : {}),
    ...(commonName ? { commonName } : {}),
    ...(serial === undefined ? {} : { serialNumber: serial }),
  });
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, files.ca), ca.certificatePem);
  writeFileSync(join(out, files.qseal), qseal.certificatePem);
  writeFileSync(join(out, files.qsealKey), qseal.privateKeyPem, { mode: 0o600 });
  writeFileSync(join(out, files.qwac), qwac.certificatePem);
  writeFileSync(join(out, files.qwacKey), qwac.privateKeyPem, { mode: 0o600 });
  const summary = {
    directory: out,
    files: Object.fromEntries(Object.entries(files).map(([k, name]) => [k, join(out, name)])),
    keyId: qseal.keyId,
    serialHex: qseal.serialHex,
    roles,
    notAfter: qseal.notAfter.toISOString(),
  };
  if (ctx.json) {
    printJson(ctx.io, summary);
    return 0;
  }
  ctx.io.stdout(
    [
      `Wrote test certificates (roles ${roles.join(', ')}) to ${out}:`,
      `  ${files.ca}  test CA`,
      `  ${files.qseal} + ${files.qsealKey}  QSealC, signs requests (keyId ${qseal.keyId})`,
      `  ${files.qwac} + ${files.qwacKey}  QWAC, for TLS client authentication`,
      'Use them:',
      `  export XS2A_CERT=${join(out, files.qseal)} XS2A_KEY=${join(out, files.qsealKey)}`,
      '',
    ].join('\n'),
  );
  return 0;
}

/**
 * `--serial` as hexadecimal digits, checked here so that a wrong one is a usage error (exit 2). Bytes may be
 * separated by `:` or spaces, as OpenSSL prints them. Zero is refused: the certificate factory would quietly put a
 * random serial in its place.
 *
 * @see RFC 5280 section 4.1.2.2 (the serial is a positive integer of at most 20 octets)
 */
function readSerial(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const digits = text.replace(/[:\s]/g, '');
  // DER puts a 00 octet before a first octet of 80-FF (else the number reads negative): 40 such digits are 21 octets.
  if (!/^[0-9A-Fa-f]{1,40}$/.test(digits) || /^0+$/.test(digits) || /^[89A-Fa-f][0-9A-Fa-f]{39}$/.test(digits)) {
    failUsage(`--serial must be a positive hexadecimal number of 1 to 40 digits (at most 20 bytes in DER, not zero; 40 digits start with 0-7), such as 0A0B0C; got ${JSON.stringify(text)}`);
  }
  return digits;
}
