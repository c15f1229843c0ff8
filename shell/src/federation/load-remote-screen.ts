import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteScreenName } from '@ledgerline/shell-sdk';
import type { RemoteName } from '@ledgerline/contracts';
import { ensureRemotesRegistered } from './remote-registry.ts';
import { RemoteLoadError } from './remote-load-error.ts';

export interface ScreenModule {
  default: ComponentType;
}

const loaded = new Set<string>();

/** Loads one exposed screen, typed by the screen list in shell-sdk, as a module React.lazy accepts. */
export async function loadRemoteScreen<R extends RemoteName>(remote: R, screen: RemoteScreenName<R>): Promise<ScreenModule> {
  await ensureRemotesRegistered();
  const request = `${remote}/${screen}`;
  const module = await loadRemote<Partial<ScreenModule>>(request);
  if (typeof module?.default !== 'function') {
    throw new RemoteLoadError(remote, request, new Error('The module has no component as its default export.'));
  }
  loaded.add(request);
  return { default: module.default };
}

/** Whether this page has already loaded the screen's code (the idle preload, an earlier visit): it then shows at once. */
export function isRemoteScreenLoaded<R extends RemoteName>(remote: R, screen: RemoteScreenName<R>): boolean {
  return loaded.has(`${remote}/${screen}`);
}
