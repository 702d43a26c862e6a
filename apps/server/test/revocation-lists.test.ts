/**
 * XS2A_CRL_FILES while the server runs: a newer download is taken up, a broken one is not (the previous lists stay).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificateAuthority, createTestTppCertificate, type RevocationQuery, type TestCertificate, type TestCertificateAuthority } from '@xs2a-kit/signature';
import { loadRevocationLists } from '../src/infra/revocation-lists.js';
import { writeRevocationList } from './support/revocation-list-files.js';

let dir: string;
let ca: TestCertificateAuthority;
let first: TestCertificate;
let second: TestCertificate;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'xs2a-crl-reload-'));
  ca = await createTestCertificateAuthority({ commonName: 'QTSP Seal CA' });
  [first, second] = await Promise.all([createTestTppCertificate(ca, { serialNumber: '0A01' }), createTestTppCertificate(ca, { serialNumber: '0A02' })]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const query = (certificate: TestCertificate): RevocationQuery => ({
  der: certificate.certificateDer,
  serialHex: certificate.serialHex.replace(/^0+/, ''),
  issuer: certificate.keyId.replace(/^SN=[^,]+,CA=/, ''),
  crlDistributionPoints: [],
  ocspUrls: [],
});

describe('loadRevocationLists', () => {
  it('takes up a newer CRL file, and keeps the previous lists when the new file is broken', async () => {
    const file = writeRevocationList(ca, [first], join(dir, 'seal-ca.crl'));
    const warnings: unknown[] = [];
    const lists = await loadRevocationLists([file], [ca.certificatePem], { info: () => undefined, warn: (...args: unknown[]) => warnings.push(args) } as never);
    try {
      expect(await lists.checkRevocation(query(first))).toBe('revoked');
      expect(await lists.checkRevocation(query(second))).toBe('good');

      // The next download revokes the second as well (a later modification time, as a download gives).
      writeRevocationList(ca, [first, second], file);
      await lists.reloadIfChanged();
      expect(await lists.checkRevocation(query(second))).toBe('revoked');

      // A download cut short: said in the log, and nothing forgotten.
      writeFileSync(file, '-----BEGIN X509 CRL-----\nMIIB\n');
      await lists.reloadIfChanged();
      expect(warnings).toHaveLength(1);
      expect(await lists.checkRevocation(query(first))).toBe('revoked');
      expect(await lists.checkRevocation(query(second))).toBe('revoked');
    } finally {
      lists.stop();
    }
  });
});
