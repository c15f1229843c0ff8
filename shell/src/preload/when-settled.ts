import { whenScreenUsable } from './screen-usable.ts';
import { whenUsableAndIdle } from './when-usable-and-idle.ts';

/**
 * How long the screen on view stays usable before work meant for later may run: a phone's first
 * seconds on a screen go to reading it and to the first taps and scrolls, and running code (one
 * long task of 100–250 ms on a phone for a screen or a popup's code) would hold them up.
 */
export const SETTLE_MS = 5000;

/**
 * Runs `run` once the screen on view has been usable for SETTLE_MS and the browser is then idle
 * (waiting for a screen that started loading meanwhile, as whenUsableAndIdle does). Returns a
 * function that cancels it.
 */
export function whenSettled(run: () => void): () => void {
  let timer = 0;
  let cancelIdle: () => void = () => {};
  const cancelUsable = whenScreenUsable(() => {
    timer = window.setTimeout(() => {
      cancelIdle = whenUsableAndIdle(run);
    }, SETTLE_MS);
  });
  return () => {
    cancelUsable();
    window.clearTimeout(timer);
    cancelIdle();
  };
}
