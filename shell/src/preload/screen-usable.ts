type Listener = () => void;

let usable = false;
const listeners = new Set<Listener>();

/**
 * Whether the screen on view is usable: its content rendered and its data loaded. Work that only
 * prepares for later (preloading other screens, the code behind menus) waits for it, so it never
 * competes with the screen the user is waiting for. Each screen's boundary reports both moments
 * (ScreenUsableSignal); until the first screen reports, the page counts as loading.
 */
export function isScreenUsable(): boolean {
  return usable;
}

/** A screen began to load (or the usable one went away): later work waits for the next one. */
export function markScreenLoading(): void {
  usable = false;
}

export function markScreenUsable(): void {
  if (usable) return;
  usable = true;
  for (const listener of [...listeners]) listener();
}

/** Runs `run` as soon as a screen is usable (at once when one is); returns a function that cancels it. */
export function whenScreenUsable(run: () => void): () => void {
  if (usable) {
    run();
    return () => {};
  }
  const listener = () => {
    listeners.delete(listener);
    run();
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}
