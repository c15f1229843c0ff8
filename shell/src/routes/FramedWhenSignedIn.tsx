import { Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { userQueryOptions } from '../auth/user-query.ts';
import { LazySignedInFrame } from '../frame/LazySignedInFrame.tsx';

/**
 * A public page that a signed-in user reaches from the sidebar (Pricing): inside the app's frame
 * (sidebar, top bar) for them, so they have a way back, and standing alone for a visitor. A failed
 * user check counts as signed out: the page is public either way.
 */
export function FramedWhenSignedIn({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useQuery(userQueryOptions);
  if (isPending) return <FullPageSpinner />;
  if (!user) return children;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazySignedInFrame user={user}>{children}</LazySignedInFrame>
    </Suspense>
  );
}
