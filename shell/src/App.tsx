import { useEffect, useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { QueryClientProvider, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { ShellHosts, ToastHost } from '@ledgerline/shell-ui';
import { userQueryOptions } from './auth/user-query.ts';
import { CompatibilityBanner } from './browser/CompatibilityBanner.tsx';
import { OfflineBar } from './connection/OfflineBar.tsx';
import { OutboxSync } from './connection/OutboxSync.tsx';
import { AppErrorBoundary } from './errors/AppErrorBoundary.tsx';
import { MobileStyles } from './mobile/MobileStyles.tsx';
import { preloadWhenIdle } from './preload/preload-when-idle.ts';
import { InstallPromptHost } from './pwa/install/InstallPromptHost.tsx';
import { useAppInstall } from './pwa/install/use-app-install.ts';
import { NotificationPollerHost } from './pwa/notifications/NotificationPollerHost.tsx';
import { UpdatePrompt } from './pwa/updates/UpdatePrompt.tsx';
import { APP_ROUTES } from './routes/AppRoutes.tsx';
import { prepareScreen } from './routes/prepare-screen.ts';
import { RethrowRouteError } from './routes/RethrowRouteError.tsx';
import { ToastGestures } from './toasts/ToastGestures.tsx';
import { useToastPlacement } from './toasts/use-toast-placement.ts';
import { theme } from '@ledgerline/plain-ui';

/** SPEC.md section 9: tooltips open after 700 ms. */
const TOOLTIP_DELAY_S = 0.7;

/**
 * The root route: hands every screen the signed-in user (null while unknown or signed out) through
 * useShell(). The Outlet hands back the same route element on every render, so the user check's
 * answer re-renders only what reads the user, not every route below (on /auth that would be a
 * second full render of the form).
 */
function ShellWithUser() {
  const { data: user = null } = useQuery(userQueryOptions);
  const signedIn = user !== null;
  const install = useAppInstall();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return undefined;
    // After a sign-in on this page; on a visit that opens signed in, startFirstScreen has prepared
    // the screen already, and preparing it again starts nothing new.
    void prepareScreen(queryClient, window.location);
    return preloadWhenIdle();
  }, [signedIn, queryClient]);
  return (
    <ShellHosts user={user} install={install}>
      <Outlet />
      <InstallPromptHost />
      {signedIn && <NotificationPollerHost />}
      {signedIn && <OutboxSync />}
    </ShellHosts>
  );
}

/**
 * A data router, so that a screen can hold every way of leaving it (links, Back, the shortcuts, the
 * palette) for a question with useBlocker, as an editor with unsaved changes does.
 */
function createAppRouter() {
  return createBrowserRouter([{ element: <ShellWithUser />, errorElement: <RethrowRouteError />, children: APP_ROUTES }]);
}

/** The app, with the query client startFirstScreen (boot/first-screen.ts) has begun to fill. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createAppRouter);
  const toastPlacement = useToastPlacement();
  return (
    <ConfigProvider theme={theme} tooltip={{ mouseEnterDelay: TOOLTIP_DELAY_S }}>
      <ToastHost config={toastPlacement}>
        <MobileStyles />
        <ToastGestures />
        <CompatibilityBanner />
        <OfflineBar />
        <UpdatePrompt />
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AppErrorBoundary>
      </ToastHost>
    </ConfigProvider>
  );
}
