import { preloadConfirmDialog } from '@ledgerline/shell-ui';
import { loadRemoteScreen } from '../federation/load-remote-screen.ts';
import { preloadRemoteScreens, type ScreenToPreload } from '../federation/preload-remote-screens.ts';
import { IDLE_TIMEOUT_MS } from './when-idle.ts';
import { whenSettled } from './when-settled.ts';
import { whenUsableAndIdle } from './when-usable-and-idle.ts';

/** SPEC.md section 2: the screens preloaded while the browser is idle. */
const PRELOADED: ScreenToPreload[] = [
  { remote: 'invoices', screen: 'InvoiceList' },
  { remote: 'estimates', screen: 'EstimateList' },
  { remote: 'clients', screen: 'ClientList' },
];

/**
 * Loads the invoices, estimates and clients screens ahead of use in two steps: once the screen on
 * view is usable and the browser idle (2 s at most after usable) their code is fetched without
 * running; once the screen has settled (when-settled.ts) it runs, so opening one of them later is
 * instant and the work never competes with the screen the user is waiting for. The confirmation
 * dialog's code is fetched in the first step too.
 */
export function preloadWhenIdle(): () => void {
  let cancelRun: () => void = () => {};
  let cancelled = false;
  const cancelFetch = whenUsableAndIdle(() => {
    // The confirmation dialog is not first paint either; an editor's first question should not wait for it.
    preloadConfirmDialog();
    preloadRemoteScreens(PRELOADED)
      .then(() => {
        if (cancelled) return;
        cancelRun = whenSettled(() => {
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
