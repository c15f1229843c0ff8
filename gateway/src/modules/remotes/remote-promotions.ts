import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { remoteReleasePath, remotesManifestSchema, REMOTE_NAMES, type RemotesManifest } from '@ledgerline/contracts';
import { ReleaseError, requireRelease, type ReleasedRemote } from './remote-releases.ts';

/** One state of a remote: a release, or (version null) what REMOTES_FILE named before any promotion. */
const promotionSchema = z.object({ version: z.string().nullable(), entry: z.string().nullable(), at: z.string() });
type Promotion = z.infer<typeof promotionSchema>;
const historySchema = z.partialRecord(z.enum(REMOTE_NAMES), z.array(promotionSchema));
type History = z.infer<typeof historySchema>;

export type PromotionFiles = { remotesFile: string; releasesDir: string };

/** remotes.json keeps its promotions in remotes.history.json beside it. */
function historyFile(remotesFile: string): string {
  const { dir, name } = path.parse(remotesFile);
  return path.join(dir, `${name}.history.json`);
}

/** Written beside the target and renamed over it: the gateway reads either the old file or the new one. */
async function writeAtomically(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

async function readJson<T>(file: string, schema: z.ZodType<T>, missing: T): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return missing;
    throw error;
  }
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    throw new ReleaseError(`${file} is not valid; fix it or move it away, then try again.`);
  }
}

function currentEntry(manifest: RemotesManifest, remote: ReleasedRemote): string | null {
  return manifest.remotes.find((item) => item.name === remote.name)?.entry ?? null;
}

function withEntry(manifest: RemotesManifest, remote: ReleasedRemote, entry: string | null): RemotesManifest {
  const others = manifest.remotes.filter((item) => item.name !== remote.name);
  return { remotes: entry === null ? others : [...others, { name: remote.name, entry }] };
}

async function load(files: PromotionFiles) {
  const manifest = await readJson(files.remotesFile, remotesManifestSchema, { remotes: [] });
  const history = await readJson<History>(historyFile(files.remotesFile), historySchema, {});
  return { manifest, history };
}

async function save(files: PromotionFiles, manifest: RemotesManifest, history: History): Promise<void> {
  // REMOTES_FILE is what users get; the history only serves the next rollback.
  await writeAtomically(files.remotesFile, manifest);
  await writeAtomically(historyFile(files.remotesFile), history);
}

/** Points REMOTES_FILE at a release; the next page load of every user gets it. */
export async function promote(files: PromotionFiles, remote: ReleasedRemote, version: string | undefined, now = new Date()): Promise<string> {
  const release = await requireRelease(files.releasesDir, remote, version);
  const entry = `${remoteReleasePath(remote.folder, release)}mf-manifest.json`;
  const { manifest, history } = await load(files);
  const current = currentEntry(manifest, remote);
  const promotions = history[remote.name] ?? [];
  if (promotions.at(-1)?.entry !== current) promotions.push({ version: null, entry: current, at: now.toISOString() });
  if (current !== entry) promotions.push({ version: release, entry, at: now.toISOString() });
  await save(files, withEntry(manifest, remote, entry), { ...history, [remote.name]: promotions });
  return entry;
}

/**
 * Points REMOTES_FILE back at what it named before the current promotion; returns that state.
 * If someone edited REMOTES_FILE by hand since, the last promotion is the one to go back to.
 */
export async function rollback(files: PromotionFiles, remote: ReleasedRemote): Promise<Promotion> {
  const { manifest, history } = await load(files);
  const current = currentEntry(manifest, remote);
  const promotions = [...(history[remote.name] ?? [])];
  if (promotions.at(-1)?.entry === current) promotions.pop();
  const previous = promotions.at(-1);
  if (!previous) throw new ReleaseError(`${remote.name} has no earlier promotion to roll back to.`);
  await save(files, withEntry(manifest, remote, previous.entry), { ...history, [remote.name]: promotions });
  return previous;
}
