import { z } from 'zod';

/**
 * The feature remotes, keyed by their federation name. The shell asks GET /api/remotes where each
 * one's mf-manifest.json lives, so a remote can be redeployed or rolled back without the shell.
 */
export const REMOTE_NAMES = ['invoices', 'estimates', 'clients', 'admin', 'public_views'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

export const remoteEntrySchema = z.object({
  name: remoteNameSchema,
  entry: z.string().min(1),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const remotesManifestSchema = z.object({
  remotes: z.array(remoteEntrySchema),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/** Folder of each remote's workspace under remotes/, as the gateway serves it at /remotes/<folder>/. */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  invoices: 'invoices',
  estimates: 'estimates',
  clients: 'clients',
  admin: 'admin',
  public_views: 'public-views',
};

/**
 * Where a released build of a remote is served: each release keeps its own folder (and so its own
 * chunk URLs) for good, so promoting or rolling back only changes which manifest GET /api/remotes names.
 */
export function remoteReleasePath(folder: string, version: string): string {
  return `/remotes/${folder}/releases/${version}/`;
}
