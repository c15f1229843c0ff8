import { loadRemoteScreen } from '../federation/load-remote-screen.ts';

/** SPEC.md section 9: the idle prefetch waits at most 2 seconds. */
const IDLE_TIMEOUT_MS = 2000;

function preloadScreens(): void {
  const screens = [loadRemoteScreen('invoices', 'InvoiceList'), loadRemoteScreen('estimates', 'EstimateList'), loadRemoteScreen('clients', 'ClientList')];
  // A screen that cannot be preloaded shows its own failure card when the user opens it.
  for (const screen of screens) screen.catch(() => {});
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
