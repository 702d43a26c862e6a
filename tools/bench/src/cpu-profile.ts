/**
 * Reads a V8 CPU profile (`node --cpu-prof`) into the two tables a performance question starts from: self time
 * by function and by package, as shares of the busy time (idle excluded; GC and native code keep rows of their
 * own).
 */

/** The parts of a `.cpuprofile` file this reader uses. */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface ProfileRow {
  readonly name: string;
  /** Share of busy time, 0 to 1. */
  readonly share: number;
}

export interface ProfileSummary {
  readonly busyMs: number;
  readonly functions: ProfileRow[];
  readonly packages: ProfileRow[];
}

/**
 * Self time per function and per package, largest first.
 *
 * @example
 * const { packages } = summariseProfile(JSON.parse(readFileSync(file, 'utf8')));
 * packages[0]; // { name: 'knex', share: 0.12 }
 */
export function summariseProfile(profile: CpuProfile): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id);
    const micros = profile.timeDeltas[i] ?? 0;
    if (frame === undefined || frame.functionName === '(idle)') return;
    busy += micros;
    const where = packageOf(frame.url);
    const name = `${frame.functionName || '(anonymous)'} ${where}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
    packages.set(where, (packages.get(where) ?? 0) + micros);
  });
  const rows = (map: Map<string, number>) =>
    [...map].map(([name, micros]) => ({ name, share: busy === 0 ? 0 : micros / busy })).sort((a, b) => b.share - a.share);
  return { busyMs: busy / 1000, functions: rows(functions), packages: rows(packages) };
}

/** The npm package, workspace package or Node module a script URL belongs to; `(native)` without a URL. */
export function packageOf(url: string): string {
  if (url === '') return '(native)';
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pnpm) return pnpm[1]!;
  const plain = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (plain) return plain[1]!;
  const workspace = /\/(packages|apps)\/([^/]+)\//.exec(url);
  if (workspace) return `@xs2a-kit/${workspace[2]}`;
  return url.startsWith('node:') ? url : url.slice(url.lastIndexOf('/') + 1);
}
