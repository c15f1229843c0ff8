/** SPEC.md section 9: set once the prompt was shown automatically this session; cleared on installation. */
export const AUTO_PROMPTED_KEY = 'pwa-auto-prompted';
/** Set when the user closes the app's own prompt or declines the browser's: not again this session. */
export const DISMISSED_KEY = 'pwa-install-dismissed';

export interface SessionFlags {
  has(key: string): boolean;
  set(key: string): void;
  clear(key: string): void;
}

/**
 * Flags in sessionStorage. Storage can be blocked (privacy settings, some embedded views); the prompt
 * then simply forgets between page loads rather than failing.
 */
export function sessionFlags(storage: () => Storage = () => window.sessionStorage): SessionFlags {
  const attempt = <T>(work: (store: Storage) => T, otherwise: T): T => {
    try {
      return work(storage());
    } catch {
      return otherwise;
    }
  };
  return {
    has: (key) => attempt((store) => store.getItem(key) !== null, false),
    set: (key) => attempt((store) => store.setItem(key, 'true'), undefined),
    clear: (key) => attempt((store) => store.removeItem(key), undefined),
  };
}
