import { Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { appPaths } from '@ledgerline/contracts';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { userQueryOptions } from '../auth/user-query.ts';
import { RemoteScreen } from '../federation/RemoteScreen.tsx';

/**
 * / is the landing page for visitors. The command palette and Ctrl/Cmd+D send a signed-in user to /
 * (SPEC.md section 2), so a signed-in user goes on to the dashboard.
 */
export function HomeRoute() {
  const { data: user, isPending } = useQuery(userQueryOptions);
  if (isPending) return <FullPageSpinner />;
  if (user) return <Navigate to={appPaths.dashboard()} replace />;
  return <RemoteScreen remote="public_views" screen="Landing" placeholder="spinner" />;
}
