import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@ledgerline/contracts';
import type { RemoteScreenName } from '@ledgerline/shell-sdk';
import { ensureRemotesRegistered } from './remote-registry.ts';

export type ScreenToPreload = { [R in RemoteName]: { remote: R; screen: RemoteScreenName<R> } }[RemoteName];

/**
 * Fetches the code of remote screens ahead of use without running it: the remote's manifest and
 * entry load, and its screens' chunks come as link preloads into the HTTP cache. Opening a screen
 * later runs them from there, so a phone spends no main-thread time on screens it may never show.
 */
export async function preloadRemoteScreens(screens: ScreenToPreload[]): Promise<void> {
  await ensureRemotesRegistered();
  await preloadRemote(screens.map(({ remote, screen }) => ({ nameOrAlias: remote, exposes: [screen], resourceCategory: 'sync' as const })));
}
