import { registerRemotes } from '@module-federation/enhanced/runtime';
import { apiRequest, REMOTE_SCREENS } from '@ledgerline/shell-sdk';
import type { RemoteEntry } from '@ledgerline/contracts';

let registration: Promise<void> | undefined;

function isRemoteEntry(value: unknown): value is RemoteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { name, entry } = value as Record<string, unknown>;
  return typeof name === 'string' && Object.hasOwn(REMOTE_SCREENS, name) && typeof entry === 'string' && entry !== '';
}

async function fetchAndRegister(): Promise<void> {
  const manifest: unknown = await (await apiRequest('GET', '/api/remotes')).json();
  const remotes: unknown = typeof manifest === 'object' && manifest !== null ? (manifest as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(remotes) || !remotes.every(isRemoteEntry)) {
    throw new Error('GET /api/remotes did not answer with a list of remotes.');
  }
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/**
 * Registers the remotes the gateway names at GET /api/remotes, once per page. The shell's build names
 * no remote, so a redeployed remote is picked up on the next page load. A failed attempt is
 * forgotten, so 'Try again' asks the gateway again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= fetchAndRegister().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}
