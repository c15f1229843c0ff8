import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from '../remote-load-error.ts';

/**
 * Why: Module Federation's own load errors are coded strings (RUNTIME-003 ...) thrown from deep in
 * its loader. This turns the final failure of a loadRemote call into one RemoteLoadError naming the
 * remote, logged once, which the route's error boundary shows as the "could not be loaded" card.
 *
 * It deliberately returns no fallback module: React.lazy would keep a fallback forever, and the
 * card's 'Try again' must load the real screen once the remote is back. Earlier lifecycles (the
 * manifest fetch, 'afterResolve') are left alone so the runtime forgets the failed attempt.
 */
export default function nameLoadFailures(): ModuleFederationRuntimePlugin {
  return {
    name: 'name-load-failures',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle !== 'onLoad') return undefined;
      const failure = new RemoteLoadError(remote?.name ?? id.split('/')[0] ?? id, id, error);
      console.error(failure.message, error);
      throw failure;
    },
  };
}
