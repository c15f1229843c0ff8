import { isScreenUsable, whenScreenUsable } from './screen-usable.ts';
import { whenIdle } from './when-idle.ts';

/**
 * Runs `run` once the screen on view is usable and then the browser is idle; `timeout` (ms) bounds
 * the wait for idle, counted from the moment the screen became usable, never from page start: on a
 * slow phone SPEC.md's 2 seconds would otherwise run out while the first screen still loads. If
 * another screen started loading meanwhile, it waits for that one too. Returns a function that
 * cancels it.
 */
export function whenUsableAndIdle(run: () => void, timeout?: number): () => void {
  let cancel: () => void = () => {};
  const waitForUsable = () => {
    cancel = whenScreenUsable(() => {
      cancel = whenIdle(() => (isScreenUsable() ? run() : waitForUsable()), timeout);
    });
  };
  waitForUsable();
  return () => cancel();
}
