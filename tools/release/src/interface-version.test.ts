/**
 * The interface version and the release version move together (CHANGELOG.md, "Interface version and release
 * version"): the newest row of the table is the spec's info.version, and its release agrees with the version of
 * @xs2a-kit/schema.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SPEC_VERSION } from '@xs2a-kit/schema';
import { compareVersions, markReleased, readInterfaceTable } from './interface-table.js';
import { ROOT } from './pack.js';

const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
const spec = parse(readFileSync(join(ROOT, 'spec', 'openapi.yaml'), 'utf8')) as { info: { version: string; description: string } };
const schemaVersion = (JSON.parse(readFileSync(join(ROOT, 'packages', 'schema', 'package.json'), 'utf8')) as { version: string }).version;
const rows = readInterfaceTable(changelog);
const newest = rows[0];

describe('CHANGELOG.md interface table', () => {
  it("has the spec's info.version in its newest row", () => {
    expect(newest?.interfaceVersion).toBe(spec.info.version);
  });

  it('agrees with the generated SPEC_VERSION of @xs2a-kit/schema (codegen is current)', () => {
    expect(SPEC_VERSION).toBe(spec.info.version);
  });

  it('names the service release the spec says this interface version was delivered with', () => {
    const said = /interface version ([\d.]+), delivered with service release ([\d.]+)/.exec(spec.info.description.replace(/\s+/g, ' '));
    expect(said?.slice(1)).toEqual([newest?.interfaceVersion, newest?.serviceRelease]);
  });

  it('names a release of @xs2a-kit/schema that agrees with its package.json: pending is still ahead, released is reached', () => {
    const release = newest?.release ?? { version: '', pending: false };
    if (release.pending) expect(compareVersions(release.version, schemaVersion)).toBeGreaterThan(0);
    else expect(compareVersions(release.version, schemaVersion)).toBeLessThanOrEqual(0);
  });

  it('lists interface versions and releases newest first, each once', () => {
    for (let i = 1; i < rows.length; i += 1) {
      expect(compareVersions(rows[i - 1]?.interfaceVersion ?? '', rows[i]?.interfaceVersion ?? '')).toBeGreaterThan(0);
      expect(compareVersions(rows[i - 1]?.release.version ?? '', rows[i]?.release.version ?? '')).toBeGreaterThan(0);
    }
  });
});

describe('markReleased (second half of release:version)', () => {
  const table = (release: string) =>
    ['| Interface version | Service release | `@xs2a-kit/schema` | Changes |', '| --- | --- | --- | --- |', `| 2.17.0 | 1.24.0 | ${release} | new |`, '| 2.16.0 | 1.23.7 | 0.1.0 | first |', ''].join('\n');

  it.each([
    ['schema reached the pending version', { given: ['0.2.0 (pending)', '0.2.0'], want: '0.2.0' }],
    ['schema not yet there', { given: ['0.2.0 (pending)', '0.1.0'], want: '0.2.0 (pending)' }],
    ['nothing pending', { given: ['0.2.0', '0.2.1'], want: '0.2.0' }],
  ] as const)('%s', (_name, { given: [release, version], want }) => {
    expect(readInterfaceTable(markReleased(table(release), version))[0]?.release).toEqual({ version: want.replace(' (pending)', ''), pending: want.endsWith('(pending)') });
  });

  it('refuses when schema went past the pending version', () => {
    expect(() => markReleased(table('0.2.0 (pending)'), '0.3.0')).toThrow(/waits for 0.2.0/);
  });
});
