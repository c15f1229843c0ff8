import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteScreenName } from '@ledgerline/shell-sdk';
import type { RemoteName } from '@ledgerline/contracts';
import { ensureRemotesRegistered } from './remote-registry.ts';
import { RemoteLoadError } from './remote-load-error.ts';

export interface ScreenModule {
  default: ComponentType;
}

/** Loads one exposed screen, typed by the screen list in shell-sdk, as a module React.lazy accepts. */
export async function loadRemoteScreen<R extends RemoteName>(remote: R, screen: RemoteScreenName<R>): Promise<ScreenModule> {
  await ensureRemotesRegistered();
  const request = `${remote}/${screen}`;
  const module = await loadRemote<Partial<ScreenModule>>(request);
  if (typeof module?.default !== 'function') {
    throw new RemoteLoadError(remote, request, new Error('The module has no component as its default export.'));
  }
  return { default: module.default };
}
