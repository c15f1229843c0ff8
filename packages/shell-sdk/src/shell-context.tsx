import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { isPlanLimitMessage, type User } from '@ledgerline/contracts';
import { UpgradeLink } from './billing/UpgradeLink.tsx';
import { SaveShortcutProvider } from './shortcuts/save-shortcut.tsx';
import { useToastApi } from './toasts/ToastHost.tsx';

export interface Toaster {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** The shell's hold on the browser's offer to install the app (SPEC.md section 4, Install prompt). */
export interface AppInstall {
  /** The browser offered to install the app and install() can present that offer. */
  available: boolean;
  /** The app runs installed, or was installed while this page was open. */
  installed: boolean;
  /** Presents the held offer (within a click); 'unavailable' when there is none. */
  install(): Promise<InstallOutcome>;
}

/** Outside the shell (a remote run alone, a component test) no install offer is ever held. */
export const NO_APP_INSTALL: AppInstall = { available: false, installed: false, install: async () => 'unavailable' };

/** What the shell offers every screen, its own and the remotes'. Keep it small: it is a public API. */
export interface ShellApi {
  /** The signed-in user, or null on a public page with nobody signed in. */
  user: User | null;
  toast: Toaster;
  install: AppInstall;
}

const ShellContext = createContext<ShellApi | null>(null);

/** Toast limits of SPEC.md section 9, for the ToastHost. */
export const TOAST_MAX_VISIBLE = 1;
export const TOAST_DURATION_MS = 5000;
export const toastConfig = { maxCount: TOAST_MAX_VISIBLE, duration: TOAST_DURATION_MS / 1000 };
/** A toast dragged sideways this far is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the visible toast. */
export const TOAST_FOCUS_KEY = 'F8';

/** Provides useShell(). Must sit inside <ToastHost>, whose notification API carries the toasts. */
export function ShellProvider({ user, install = NO_APP_INSTALL, children }: { user: User | null; install?: AppInstall; children: ReactNode }) {
  const notification = useToastApi();
  const value = useMemo<ShellApi>(
    () => ({
      user,
      toast: {
        success: (title, description) => notification.success({ title, description }),
        // Every error toast is where a plan-limit refusal surfaces, so the way to a bigger plan is offered here once.
        error: (title, description) => notification.error({ title, description, actions: isPlanLimitMessage(description) ? <UpgradeLink message={description} /> : undefined }),
        info: (title, description) => notification.info({ title, description }),
      },
      install,
    }),
    [user, notification, install],
  );
  return (
    <ShellContext value={value}>
      <SaveShortcutProvider>{children}</SaveShortcutProvider>
    </ShellContext>
  );
}

export function useShell(): ShellApi {
  const shell = useContext(ShellContext);
  if (shell === null) {
    throw new Error('useShell() was called outside <ShellProvider>. Render this screen inside the shell.');
  }
  return shell;
}
