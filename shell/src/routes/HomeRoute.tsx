import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { appPaths } from '@ledgerline/contracts';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { userQueryOptions } from '../auth/user-query.ts';
import { loadRemoteScreen } from '../federation/load-remote-screen.ts';
import { RemoteScreen } from '../federation/RemoteScreen.tsx';

/**
 * / is the landing page for visitors. The command palette and Ctrl/Cmd+D send a signed-in user to /
 * (SPEC.md section 2), so a signed-in user goes on to the dashboard.
 */
export function HomeRoute() {
  const { data: user, isPending } = useQuery(userQueryOptions);
  // The landing page is a visitor's first paint: its code loads alongside the user check instead of
  // after it. A signed-in user's copy is a few KB never shown; a failure shows when it is rendered.
  useEffect(() => {
    if (isPending) loadRemoteScreen('public_views', 'Landing').catch(() => {});
  }, [isPending]);
  if (isPending) return <FullPageSpinner />;
  if (user) return <Navigate to={appPaths.dashboard()} replace />;
  return <RemoteScreen remote="public_views" screen="Landing" placeholder="spinner" />;
}
