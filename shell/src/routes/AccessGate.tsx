import { lazy, Suspense, type ReactNode } from 'react';
import { useShell } from '@ledgerline/shell-sdk';
import { accessOf, type AccessRule } from '../navigation/access.ts';

// Only a user who follows a link past their role sees this, so its illustration is not first paint.
const NoAccess = lazy(() => import('./NoAccess.tsx'));

/** A screen that only some users may open; the server enforces the same rule on its data. */
export function AccessGate({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { user } = useShell();
  if (accessOf(user)[rule]) return children;
  return (
    <Suspense fallback={null}>
      <NoAccess />
    </Suspense>
  );
}
