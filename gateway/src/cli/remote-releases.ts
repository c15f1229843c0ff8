import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { promote, rollback } from '../modules/remotes/remote-promotions.ts';
import { buildRelease, findRemote, ReleaseError } from '../modules/remotes/remote-releases.ts';

const USAGE = [
  'npm run release:remote -- <remote> [--from <folder>]   build a release into REMOTE_RELEASES_DIR',
  'npm run promote:remote -- <remote> <version>           serve that release to every user from their next page load',
  'npm run rollback:remote -- <remote>                    go back to what was served before the last promotion',
].join('\n');

/**
 * The three remote release commands (see "Releasing a remote" in the README). They share the
 * gateway's configuration: REMOTE_RELEASES_DIR for the builds, REMOTES_FILE for what is served.
 * Returns the process exit code; messages go to `print`.
 */
export async function remoteReleases(argv: string[], env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  try {
    const { positionals, values } = parseArgs({ args: argv, options: { from: { type: 'string' } }, allowPositionals: true, strict: true });
    const [command, name, version] = positionals;
    const config = loadConfig(env);
    const remote = findRemote(name);
    if (command === 'release') {
      const released = await buildRelease(config.remoteReleasesDir, remote, values.from ? { sourceDir: values.from } : {});
      print(`Released ${remote.name} ${released}. Serve it with: npm run promote:remote -- ${remote.name} ${released}`);
      return 0;
    }
    if (command !== 'promote' && command !== 'rollback') throw new ReleaseError(`Unknown command "${command ?? ''}".`);
    if (!config.remotesFile) {
      throw new ReleaseError('REMOTES_FILE is not set. The gateway learns which release to serve from that file: set it for the gateway and for this command.');
    }
    const files = { remotesFile: config.remotesFile, releasesDir: config.remoteReleasesDir };
    if (command === 'promote') {
      print(`${remote.name} now loads from ${await promote(files, remote, version)}.`);
    } else {
      const back = await rollback(files, remote);
      print(`${remote.name} now loads from ${back.entry ?? 'its default build'}${back.version ? ` (release ${back.version})` : ''}.`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError) && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') !== true) throw error;
    print(`${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }
}

if (import.meta.main) {
  try {
    process.exitCode = await remoteReleases(process.argv.slice(2), process.env, (line) => console.log(line));
  } catch (error) {
    console.error(`The release command failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
