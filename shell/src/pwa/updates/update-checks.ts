/** SPEC.md section 9: an update check every 5 minutes. */
export const UPDATE_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * Asks for an update now, every 5 minutes, whenever the page becomes visible and on window focus.
 * A failed check (offline, server down) is only logged. Returns a function that stops the checks.
 */
export function scheduleUpdateChecks(checkForUpdate: () => Promise<unknown>): () => void {
  const check = () => {
    checkForUpdate().catch((error: unknown) => console.error('The check for a new version of the app failed.', error));
  };
  const checkWhenVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  check();
  const interval = window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', checkWhenVisible);
  window.addEventListener('focus', check);
  return () => {
    window.clearInterval(interval);
    document.removeEventListener('visibilitychange', checkWhenVisible);
    window.removeEventListener('focus', check);
  };
}
