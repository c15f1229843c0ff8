/** SPEC.md section 9: idle-time work waits at most 2 seconds (counted once the screen is usable: when-usable-and-idle.ts). */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `run` once the browser is idle, or after `timeout` ms at the latest when one is given.
 * Returns a function that cancels it. Safari has no requestIdleCallback: a timer stands in there.
 */
export function whenIdle(run: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, timeout ?? IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}
