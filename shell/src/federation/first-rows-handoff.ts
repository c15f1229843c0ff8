import { markScreenUsable } from '../preload/screen-usable.ts';
import { whenSettled } from '../preload/when-settled.ts';

/** When a screen's code is asked for, once its first rows are on screen. */
export interface FirstRowsHandoff {
  /** Settles when the screen's code should load. */
  wanted: Promise<void>;
  /** The rows are drawn: the screen is usable, and its code waits until the page has settled or the user reaches for it. */
  drawn(): void;
  /** The rows cannot be drawn, or the user pressed, typed or focused in them (the filters and pager are only placeholders there). */
  now(): void;
  /** The screen went away before its code was asked for. */
  cancel(): void;
}

/**
 * Running a list screen's code and mounting it over its first rows is one long task on a phone
 * (100–250 ms), and the rows already show what the user came for; so it waits for the page to
 * settle (when-settled.ts) or for the first interaction with the rows, whichever comes first.
 */
export function firstRowsHandoff(): FirstRowsHandoff {
  let resolve: () => void = () => {};
  const wanted = new Promise<void>((settle) => {
    resolve = settle;
  });
  let cancelWait: () => void = () => {};
  const now = () => {
    cancelWait();
    resolve();
  };
  return {
    wanted,
    drawn: () => {
      markScreenUsable();
      cancelWait();
      cancelWait = whenSettled(now);
    },
    now,
    cancel: () => cancelWait(),
  };
}
