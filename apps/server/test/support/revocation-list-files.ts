import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestCertificate } from '@xs2a-kit/signature';

/**
 * Writes a CRL of `authority` revoking `revoked`, made by the openssl command line (`openssl ca -revoke`, then
 * `-gencrl`), so the list does not come from the code under test. Answers the PEM file's path.
 */
export function writeRevocationList(authority: TestCertificate, revoked: readonly TestCertificate[], file?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'xs2a-crl-'));
  writeFileSync(join(dir, 'ca.pem'), authority.certificatePem);
  writeFileSync(join(dir, 'ca.key'), authority.privateKeyPem, { mode: 0o600 });
  writeFileSync(join(dir, 'index.txt'), '');
  writeFileSync(join(dir, 'crlnumber'), '01\n');
  writeFileSync(join(dir, 'ca.cnf'), ['[ca]', 'default_ca = CA_default', '[CA_default]', 'database = index.txt', 'crlnumber = crlnumber', 'default_md = sha256', 'default_crl_days = 7', ''].join('\n'));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  revoked.forEach((certificate, index) => {
    writeFileSync(join(dir, `revoked-${index}.pem`), certificate.certificatePem);
    openssl('ca', '-config', 'ca.cnf', '-revoke', `revoked-${index}.pem`, '-keyfile', 'ca.key', '-cert', 'ca.pem', '-crl_reason', 'keyCompromise');
  });
  openssl('ca', '-config', 'ca.cnf', '-gencrl', '-keyfile', 'ca.key', '-cert', 'ca.pem', '-out', 'ca.crl');
  const target = file ?? join(dir, 'qtsp.crl');
  writeFileSync(target, readFileSync(join(dir, 'ca.crl')));
  return target;
}
