import { readFile } from 'node:fs/promises';
import type { Logger } from 'pino';
import {
  REMOTE_FOLDERS,
  REMOTE_NAMES,
  remotesManifestSchema,
  type RemoteEntry,
  type RemotesManifest,
} from '@ledgerline/contracts';

/** Each remote as this gateway serves it from remotes/<folder>/dist. */
const DEFAULT_ENTRIES: RemoteEntry[] = REMOTE_NAMES.map((name) => ({
  name,
  entry: `/remotes/${REMOTE_FOLDERS[name]}/mf-manifest.json`,
}));

function merge(overrides: RemoteEntry[]): RemotesManifest {
  const byName = new Map(overrides.map((entry) => [entry.name, entry]));
  return { remotes: DEFAULT_ENTRIES.map((entry) => byName.get(entry.name) ?? entry) };
}

/**
 * Where the shell loads each remote from. REMOTES_FILE (same JSON shape) overrides entries by name.
 * It is read again on every request (a few hundred bytes, asked once per page load) rather than
 * watched, because file timestamps are too coarse to notice two quick writes: pointing a remote at
 * a new build, or back at the old one, takes effect on the next page load without a restart.
 * A missing file means the defaults; a file that does not parse (say, half-written) keeps the last
 * good entries.
 */
export function createRemotesManifest(remotesFile: string | undefined, logger: Logger) {
  const defaults = merge([]);
  let last: { text: string; manifest: RemotesManifest } | undefined;

  return async function currentManifest(): Promise<RemotesManifest> {
    if (!remotesFile) return defaults;
    let text: string;
    try {
      text = await readFile(remotesFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      if (last?.text !== '') logger.warn({ remotesFile }, 'REMOTES_FILE not found; serving the default remotes');
      last = { text: '', manifest: defaults };
      return defaults;
    }
    if (last?.text === text) return last.manifest;
    try {
      const parsed = remotesManifestSchema.parse(JSON.parse(text));
      last = { text, manifest: merge(parsed.remotes) };
      logger.info({ remotesFile, remotes: last.manifest.remotes }, 'remote entries loaded');
    } catch (error) {
      logger.error({ remotesFile, err: error }, 'REMOTES_FILE is not a valid remotes manifest; keeping the previous entries');
      last = { text, manifest: last?.manifest ?? defaults };
    }
    return last.manifest;
  };
}
