import { createContext, useContext, type ReactNode } from 'react';
import type { User } from '@ledgerline/contracts';
import type { Confirm } from './confirm/confirm-options.ts';
import { SaveShortcutProvider } from './shortcuts/save-shortcut.tsx';

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
  /** The app's one confirmation dialog (SPEC.md section 2). */
  confirm: Confirm;
  install: AppInstall;
}

const ShellContext = createContext<ShellApi | null>(null);

/**
 * Hands every screen the shell API through useShell(), and the save shortcut's registry. The shell
 * builds the API from its hosts (ShellHosts in @ledgerline/shell-ui); this singleton holds only the
 * context, so every build reads the one the shell provides.
 */
export function ShellProvider({ value, children }: { value: ShellApi; children: ReactNode }) {
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

/** The shell's confirmation dialog: resolves true when the user confirms. */
export function useConfirm(): Confirm {
  return useShell().confirm;
}
