import { loadRemoteScreen } from '../federation/load-remote-screen.ts';
import { preloadRemoteScreens } from '../federation/preload-remote-screens.ts';

/** SPEC.md section 9: the idle prefetch waits at most 2 seconds. */
const IDLE_TIMEOUT_MS = 2000;

/** Safari has no requestIdleCallback: a timer stands in for it there. */
function whenIdle(run: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, timeout ?? IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}

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
    preloadRemoteScreens([
      { remote: 'invoices', screen: 'InvoiceList' },
      { remote: 'estimates', screen: 'EstimateList' },
      { remote: 'clients', screen: 'ClientList' },
    ])
      .then(() => {
        if (cancelled) return;
        cancelRun = whenIdle(() => {
          const screens = [loadRemoteScreen('invoices', 'InvoiceList'), loadRemoteScreen('estimates', 'EstimateList'), loadRemoteScreen('clients', 'ClientList')];
          // A screen that cannot be loaded shows its own failure card when the user opens it.
          for (const screen of screens) screen.catch(() => {});
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
