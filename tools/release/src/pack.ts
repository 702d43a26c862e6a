/**
 * `pnpm release:pack`: packs every public package under packages/ into dist-packages/ (gitignored), exactly the
 * tarballs `changeset publish` would upload. `pnpm pack` (not `npm pack`) is used because it rewrites the
 * `workspace:^` ranges of internal dependencies into the real version ranges; the script checks that it did.
 * The root script builds the packages first (`turbo run build --filter=./packages/*`).
 *
 * @example
 * npx -y pnpm@10.34.9 release:pack   # dist-packages/xs2a-kit-iso-0.1.0.tgz, ...
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The repository root (tools/release/src/pack.ts is three levels below it). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where the tarballs go. */
export const PACK_DIR = join(ROOT, 'dist-packages');

export interface PackedPackage {
  readonly name: string;
  readonly version: string;
  /** Directory of the package in the workspace. */
  readonly dir: string;
  /** Absolute path of the tarball. */
  readonly tarball: string;
}

interface PackageJson {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
}

/** The public packages under packages/, in directory order. */
export function listPublicPackages(root = ROOT): { name: string; version: string; dir: string }[] {
  const base = join(root, 'packages');
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(base, entry.name, 'package.json')))
    .map((entry) => {
      const dir = join(base, entry.name);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
      return { name: manifest.name, version: manifest.version, dir, private: manifest.private === true };
    })
    .filter((pkg) => !pkg.private)
    .map(({ name, version, dir }) => ({ name, version, dir }));
}

/** pnpm as the user ran it (npm_execpath under `pnpm run`), else the pinned version from packageManager via npx. */
export function pnpmCommand(root = ROOT): { file: string; prefix: string[] } {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return /\.(c?js|mjs)$/.test(execPath) ? { file: process.execPath, prefix: [execPath] } : { file: execPath, prefix: [] };
  }
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { packageManager?: string };
  return { file: 'npx', prefix: ['-y', manifest.packageManager ?? 'pnpm@10'] };
}

/**
 * Files in dist/ that no source produces any more (a file renamed or deleted since an earlier build, or a
 * declaration map from before they were turned off): they would ship. The build empties dist/ first, but turbo's
 * cache restores outputs over whatever is there.
 */
export function listStaleBuildFiles(dir: string): string[] {
  const dist = join(dir, 'dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(js|d\.ts|map)$/.test(name))
    .filter((name) => {
      if (name.endsWith('.d.ts.map')) return true;
      const base = name.replace(/(\.d\.ts|\.js\.map|\.js)$/, '');
      return !existsSync(join(dir, 'src', `${base}.ts`)) && !existsSync(join(dir, 'src', `${base}.js`));
    });
}

/** Reads package/package.json out of a tarball. */
async function readPackedManifest(tarball: string): Promise<PackageJson> {
  const { stdout } = await run('tar', ['-xzOf', tarball, 'package/package.json'], { maxBuffer: 1024 * 1024 });
  return JSON.parse(stdout) as PackageJson;
}

/**
 * Packs each public package into `outDir` (emptied first). The packages must be built.
 * Throws when a package has no dist/ or when a packed manifest still names a `workspace:` range.
 */
export async function packPackages(options: { root?: string; outDir?: string } = {}): Promise<PackedPackage[]> {
  const root = options.root ?? ROOT;
  const outDir = options.outDir ?? join(root, 'dist-packages');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const pnpm = pnpmCommand(root);
  const packed: PackedPackage[] = [];
  for (const pkg of listPublicPackages(root)) {
    if (!existsSync(join(pkg.dir, 'dist', 'index.js'))) throw new Error(`${pkg.name} is not built (no dist/index.js): run the build first`);
    const stale = listStaleBuildFiles(pkg.dir);
    if (stale.length > 0) {
      throw new Error(`${pkg.name}: dist/ holds files no source produces (${stale.slice(0, 5).join(', ')}): delete ${pkg.dir}/dist and build again (turbo run build --force)`);
    }
    const { stdout } = await run(pnpm.file, [...pnpm.prefix, 'pack', '--json', '--pack-destination', outDir], {
      cwd: pkg.dir,
      maxBuffer: 16 * 1024 * 1024,
    });
    const tarball = resolve(pkg.dir, (JSON.parse(stdout.slice(stdout.indexOf('{'))) as { filename: string }).filename);
    const manifest = await readPackedManifest(tarball);
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'] as const) {
      for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
        if (range.startsWith('workspace:')) throw new Error(`${pkg.name}: packed ${field}.${dep} is still ${range}`);
      }
    }
    packed.push({ name: pkg.name, version: pkg.version, dir: pkg.dir, tarball });
  }
  return packed;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const packed = await packPackages();
  for (const pkg of packed) console.log(`${`${pkg.name}@${pkg.version}`.padEnd(32)} ${pkg.tarball.slice(ROOT.length + 1)}`);
}
