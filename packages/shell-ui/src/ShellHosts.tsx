import { useMemo, type ReactNode } from 'react';
import { isPlanLimitMessage, type User } from '@ledgerline/contracts';
import { NO_APP_INSTALL, ShellProvider, type AppInstall, type ShellApi } from '@ledgerline/shell-sdk';
import { UpgradeLink } from './billing/UpgradeLink.tsx';
import { useConfirmHost } from './confirm/use-confirm-host.tsx';
import { useToastApi } from './toasts/ToastHost.tsx';

/**
 * The shell API every screen reads through useShell(), built from the shell's hosts: toasts (from the
 * ToastHost above, which must wrap this), the confirmation dialog (drawn here) and the install offer.
 */
export function ShellHosts({ user, install = NO_APP_INSTALL, children }: { user: User | null; install?: AppInstall; children: ReactNode }) {
  const notification = useToastApi();
  const { confirm, dialog } = useConfirmHost();
  const value = useMemo<ShellApi>(
    () => ({
      user,
      toast: {
        success: (title, description) => notification.success({ title, description }),
        // Every error toast is where a plan-limit refusal surfaces, so the way to a bigger plan is offered here once.
        error: (title, description) => notification.error({ title, description, actions: isPlanLimitMessage(description) ? <UpgradeLink message={description} /> : undefined }),
        info: (title, description) => notification.info({ title, description }),
      },
      confirm,
      install,
    }),
    [user, notification, confirm, install],
  );
  return (
    <ShellProvider value={value}>
      {children}
      {dialog}
    </ShellProvider>
  );
}
