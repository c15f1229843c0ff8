/** How long "Not now" keeps the app's own install card away, across sessions (issue 13). */
export const INSTALL_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;
export const DISMISSED_AT_KEY = 'pwa-install-dismissed-at';

export interface InstallSnooze {
  /** The user said "Not now" (or closed the card, or declined the browser's offer) at `now`. */
  remember(now: number): void;
  /** Whether a dismissal less than a week before `now` still keeps the card away. */
  active(now: number): boolean;
}

/**
 * SPEC.md section 4 hides the card for the rest of a session once dismissed (the session flag); a new
 * session would show it again, over the editor's totals on every desktop start. This remembers the
 * dismissal in localStorage for a week. Blocked storage forgets, as the session flag does.
 */
export function installSnooze(storage: () => Storage = () => window.localStorage): InstallSnooze {
  return {
    remember(now) {
      try {
        storage().setItem(DISMISSED_AT_KEY, String(now));
      } catch {
        // Storage is blocked: the session flag still hides the card for this session.
      }
    },
    active(now) {
      let stored: string | null;
      try {
        stored = storage().getItem(DISMISSED_AT_KEY);
      } catch {
        return false;
      }
      const at = Number(stored);
      // Either direction: a clock set back must not hide the card for ever.
      return stored !== null && Number.isFinite(at) && Math.abs(now - at) < INSTALL_SNOOZE_MS;
    },
  };
}
