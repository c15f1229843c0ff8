import { lazy, useEffect, type ComponentType } from 'react';
import type { FirstRowsProps } from '@ledgerline/shell-sdk';

export type FirstRows = ComponentType<FirstRowsProps>;

/** Draws nothing and lets the screen's code come at once: what stands in when the first rows' own code cannot load. */
function DrawnAtOnce({ onCannotDraw }: FirstRowsProps) {
  useEffect(onCannotDraw, [onCannotDraw]);
  return null;
}

/**
 * A screen's first rows (RemoteScreen's `firstRows`), their code loaded on demand. If that code
 * cannot arrive, the screen's own code is asked for at once instead, so the screen never waits on them.
 */
export function lazyFirstRows(load: () => Promise<{ default: FirstRows }>): FirstRows {
  return lazy(() => load().catch(() => ({ default: DrawnAtOnce })));
}
