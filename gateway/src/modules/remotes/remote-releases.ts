import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName } from '@ledgerline/contracts';
import { REPO_ROOT } from '../../paths.ts';

/** A sentence for the person running a release command; anything else is a bug. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export type ReleasedRemote = { name: RemoteName; folder: string };

/** A remote by its federation name or its folder ("public_views" or "public-views"). */
export function findRemote(nameOrFolder: string | undefined): ReleasedRemote {
  const name = REMOTE_NAMES.find((candidate) => candidate === nameOrFolder || REMOTE_FOLDERS[candidate] === nameOrFolder);
  if (!name) throw new ReleaseError(`Name a remote: one of ${REMOTE_NAMES.join(', ')}.`);
  return { name, folder: REMOTE_FOLDERS[name] };
}

/** Versions are folder names and URL segments: letters, digits, dots and dashes only. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.-]*$/;

/** "0.1.0-20260507-081500": the remote's package version and the UTC time of the build. */
export function releaseVersion(packageVersion: string, now: Date): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, '').replaceAll(/[-:]/g, '').replace('T', '-');
  return `${packageVersion}-${stamp}`;
}

/** The releases of one remote, oldest first (the version ends with its build time). */
export async function listReleases(releasesDir: string, remote: ReleasedRemote): Promise<string[]> {
  const entries = await readdir(path.join(releasesDir, remote.folder), { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && VERSION.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** The version of a finished release, or a ReleaseError listing the ones there are. */
export async function requireRelease(releasesDir: string, remote: ReleasedRemote, version: string | undefined): Promise<string> {
  if (version && VERSION.test(version) && existsSync(path.join(releasesDir, remote.folder, version, 'mf-manifest.json'))) return version;
  const known = await listReleases(releasesDir, remote);
  const choices = known.length > 0 ? `Releases of ${remote.name}: ${known.join(', ')}.` : `${remote.name} has no releases yet: run npm run release:remote -- ${remote.name}.`;
  throw new ReleaseError(`${version ? `There is no release ${version} of ${remote.name}.` : 'Name the version to promote.'} ${choices}`);
}

function run(command: string, args: string[], cwd: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    spawn(command, args, { cwd, stdio: 'inherit' }).on('error', reject).on('exit', resolve);
  });
}

/**
 * Builds a remote into <releasesDir>/<folder>/<version>/, its chunks addressed to
 * /remotes/<folder>/releases/<version>/. The build goes to a hidden folder first and is renamed
 * into place once complete, so a release folder is never seen half-written and never rewritten.
 * `sourceDir` is the remote's workspace (remotes/<folder> unless another checkout is named).
 */
export async function buildRelease(
  releasesDir: string,
  remote: ReleasedRemote,
  options: { sourceDir?: string; now?: Date } = {},
): Promise<string> {
  const sourceDir = path.resolve(options.sourceDir ?? path.join(REPO_ROOT, 'remotes', remote.folder));
  const packageFile = path.join(sourceDir, 'package.json');
  if (!existsSync(packageFile)) throw new ReleaseError(`${sourceDir} is not a remote's folder: it has no package.json.`);
  const { version: packageVersion } = JSON.parse(await readFile(packageFile, 'utf8')) as { version: string };
  const version = releaseVersion(packageVersion, options.now ?? new Date());
  const target = path.join(releasesDir, remote.folder, version);
  if (existsSync(target)) throw new ReleaseError(`Release ${version} of ${remote.name} already exists; releases are never rebuilt.`);

  const require = createRequire(packageFile);
  const cli = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
  const building = path.join(releasesDir, remote.folder, `.building-${version}`);
  try {
    const code = await run(process.execPath, [cli, 'build', '--env', `release=${version}`, '--output-path', building], sourceDir);
    if (code !== 0 || !existsSync(path.join(building, 'mf-manifest.json'))) {
      throw new ReleaseError(`The build of ${remote.name} failed (see its output above); nothing was released.`);
    }
    await rename(building, target);
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return version;
}
