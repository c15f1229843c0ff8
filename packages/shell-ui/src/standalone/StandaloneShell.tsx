import { lazy, StrictMode, Suspense, useMemo, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useParams } from 'react-router-dom';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import type { User } from '@ledgerline/contracts';
import { createQueryClient, FullPageSpinner, getQueryFn, userQueryKey } from '@ledgerline/shell-sdk';
import { ShellHosts } from '../ShellHosts.tsx';
import { toastConfig } from '../toasts/toast-limits.ts';
import { ToastHost } from '../toasts/ToastHost.tsx';

type ScreenLoader = (screen: string) => Promise<{ default: ComponentType }>;

/**
 * A stand-in for the shell so a remote can run alone under `rspack serve` during development: the
 * same providers (data client, toasts, useShell with the gateway's signed-in user), a data router as
 * in the shell (so an editor's navigation blocker works) and one page per exposed screen. Sign in
 * through the gateway's own app first to see a user.
 */
function StandaloneShell() {
  const { data: user = null } = useQuery({ queryKey: userQueryKey, queryFn: getQueryFn<User>({ on401: 'returnNull' }) });
  return (
    <ShellHosts user={user}>
      <Outlet />
    </ShellHosts>
  );
}

function ScreenIndex({ remote, screens }: { remote: string; screens: string[] }) {
  return (
    <Result
      title={`${remote} remote, running alone`}
      extra={screens.map((screen) => (
        <div key={screen}>
          <Link to={`/${screen}`}>{screen}</Link>
        </div>
      ))}
    />
  );
}

function ScreenPage({ screens, load }: { screens: string[]; load: ScreenLoader }) {
  const { screen = '' } = useParams();
  const Screen = useMemo(() => lazy(() => load(screen)), [screen, load]);
  if (!screens.includes(screen)) return <Result status="404" title={`No screen named ${screen}`} />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Screen />
    </Suspense>
  );
}

export function mountStandalone(remote: string, screens: string[], load: ScreenLoader): void {
  const root = document.createElement('div');
  document.body.append(root);
  const router = createBrowserRouter([
    {
      element: <StandaloneShell />,
      children: [
        { index: true, element: <ScreenIndex remote={remote} screens={screens} /> },
        { path: ':screen/*', element: <ScreenPage screens={screens} load={load} /> },
      ],
    },
  ]);
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <ToastHost config={toastConfig}>
          <RouterProvider router={router} />
        </ToastHost>
      </QueryClientProvider>
    </StrictMode>,
  );
}
