/**
 * The table in the root CHANGELOG.md that pairs each interface version (`info.version` of spec/openapi.yaml) with
 * the `@xs2a-kit/schema` release carrying it, newest first. A release not yet versioned is written
 * `X.Y.Z (pending)`.
 *
 * @example
 * const [newest] = readInterfaceTable(readFileSync('CHANGELOG.md', 'utf8'));
 * // { interfaceVersion: '2.16.0', serviceRelease: '1.23.7', release: { version: '0.1.0', pending: true }, line: 24 }
 */

export interface InterfaceRow {
  readonly interfaceVersion: string;
  readonly serviceRelease: string;
  readonly release: { readonly version: string; readonly pending: boolean };
  /** 0-based line of the row in the file. */
  readonly line: number;
}

const HEADER = /^\|\s*Interface version\s*\|\s*Service release\s*\|\s*`@xs2a-kit\/schema`\s*\|/;
const VERSION = /^\d+\.\d+\.\d+$/;
const RELEASE = /^(\d+\.\d+\.\d+)( \(pending\))?$/;

function splitRow(line: string): string[] {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim());
}

/** The rows of the interface table, in file order (newest first). Throws when the table or a cell is malformed. */
export function readInterfaceTable(changelog: string): InterfaceRow[] {
  const lines = changelog.split('\n');
  const header = lines.findIndex((line) => HEADER.test(line));
  if (header < 0) throw new Error('CHANGELOG.md has no table headed | Interface version | Service release | `@xs2a-kit/schema` |');
  const rows: InterfaceRow[] = [];
  for (let i = header + 2; i < lines.length && lines[i]?.trim().startsWith('|'); i += 1) {
    const [interfaceVersion = '', serviceRelease = '', release = ''] = splitRow(lines[i] ?? '');
    const parsed = RELEASE.exec(release);
    if (!VERSION.test(interfaceVersion) || !parsed) throw new Error(`CHANGELOG.md line ${i + 1}: expected "| X.Y.Z | ... | X.Y.Z[ (pending)] |", got ${lines[i]}`);
    rows.push({ interfaceVersion, serviceRelease, release: { version: parsed[1] ?? '', pending: parsed[2] !== undefined }, line: i });
  }
  if (rows.length === 0) throw new Error('the interface table of CHANGELOG.md has no rows');
  return rows;
}

/** Compares two X.Y.Z versions numerically: negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * After `changeset version`: the newest row's `X (pending)` becomes `X` once `@xs2a-kit/schema` is at X. Returns the
 * text unchanged when there is nothing to mark; throws when schema went past the pending version (the table names a
 * release that never happened).
 */
export function markReleased(changelog: string, schemaVersion: string): string {
  const [newest] = readInterfaceTable(changelog);
  if (!newest || !newest.release.pending) return changelog;
  const order = compareVersions(schemaVersion, newest.release.version);
  if (order < 0) return changelog;
  if (order > 0) {
    throw new Error(`@xs2a-kit/schema is ${schemaVersion}, but the interface table waits for ${newest.release.version}: correct the row for ${newest.interfaceVersion}`);
  }
  const lines = changelog.split('\n');
  lines[newest.line] = (lines[newest.line] ?? '').replace(`${newest.release.version} (pending)`, newest.release.version);
  return lines.join('\n');
}
