import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { appPaths } from '@ledgerline/contracts';
import { userQueryOptions } from './user-query.ts';
import { sentAwayState } from './redirect-target.ts';
import { LazySignedInFrame } from '../frame/LazySignedInFrame.tsx';
import { AuthCheckFailed } from './AuthCheckFailed.tsx';

/** The guard of SPEC.md section 2 around every protected route. */
export function ProtectedRoute() {
  const location = useLocation();
  const { data: user, error, isPending, isFetching, refetch } = useQuery(userQueryOptions);

  if (error) return <AuthCheckFailed error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  if (isPending) return <FullPageSpinner text="Checking authentication..." />;
  if (user === null) return <Navigate to={appPaths.auth()} replace state={sentAwayState(location)} />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazySignedInFrame user={user}>
        <Outlet />
      </LazySignedInFrame>
    </Suspense>
  );
}
