import { loadRemoteScreen } from '../federation/load-remote-screen.ts';
import { preloadRemoteScreens, type ScreenToPreload } from '../federation/preload-remote-screens.ts';
import { IDLE_TIMEOUT_MS, whenIdle } from './when-idle.ts';

/** SPEC.md section 2: the screens preloaded while the browser is idle. */
const PRELOADED: ScreenToPreload[] = [
  { remote: 'invoices', screen: 'InvoiceList' },
  { remote: 'estimates', screen: 'EstimateList' },
  { remote: 'clients', screen: 'ClientList' },
];

/**
 * Loads the invoices, estimates and clients screens ahead of use in two steps: once the browser is
 * idle (2 s at most) their code is fetched without running; at the next truly idle moment, with no
 * deadline, it runs, so opening one of them later is instant and the work never competes with the
 * first screen.
 */
export function preloadWhenIdle(): () => void {
  let cancelRun: () => void = () => {};
  let cancelled = false;
  const cancelFetch = whenIdle(() => {
    preloadRemoteScreens(PRELOADED)
      .then(() => {
        if (cancelled) return;
        cancelRun = whenIdle(() => {
          // A screen that cannot be loaded shows its own failure card when the user opens it.
          for (const { remote, screen } of PRELOADED) loadRemoteScreen(remote, screen).catch(() => {});
        });
      })
      .catch((error: unknown) => console.warn('Preloading screens failed.', error));
  }, IDLE_TIMEOUT_MS);
  return () => {
    cancelled = true;
    cancelFetch();
    cancelRun();
  };
}
