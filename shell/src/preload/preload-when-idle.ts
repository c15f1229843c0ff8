import { preloadRemoteScreens } from '../federation/preload-remote-screens.ts';

/** SPEC.md section 9: the idle prefetch waits at most 2 seconds. */
const IDLE_TIMEOUT_MS = 2000;

function preloadScreens(): void {
  preloadRemoteScreens([
    { remote: 'invoices', screen: 'InvoiceList' },
    { remote: 'estimates', screen: 'EstimateList' },
    { remote: 'clients', screen: 'ClientList' },
  ]).catch((error: unknown) => {
    // A screen that cannot be preloaded shows its own failure card when the user opens it.
    console.warn('Preloading screens failed.', error);
  });
}

/** Loads the invoices, estimates and clients screens ahead of use, once the browser is idle. */
export function preloadWhenIdle(): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(preloadScreens, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback.
  const timer = window.setTimeout(preloadScreens, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}
