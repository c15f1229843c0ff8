import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { DashboardSkeleton, FormSkeleton, FullPageSpinner, TableSkeleton, type RemoteScreenName } from '@ledgerline/shell-sdk';
import type { RemoteName } from '@ledgerline/contracts';
import { loadRemoteScreen } from './load-remote-screen.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { ScreenUsableSignal } from '../preload/ScreenUsableSignal.tsx';

/** Which of SPEC.md's placeholders a screen shows while it loads: lists a table, editors a form. */
export type Placeholder = 'table' | 'form' | 'dashboard' | 'spinner';

const PLACEHOLDERS: Record<Placeholder, ReactNode> = {
  table: <TableSkeleton />,
  form: <FormSkeleton />,
  dashboard: <DashboardSkeleton />,
  spinner: <FullPageSpinner />,
};

interface Props<R extends RemoteName> {
  remote: R;
  screen: RemoteScreenName<R>;
  placeholder: Placeholder;
}

/** A route's screen from a remote, with its placeholder while loading and its own failure card. */
export function RemoteScreen<R extends RemoteName>({ remote, screen, placeholder }: Props<R>) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a failed load forever. It is made here,
  // above the Suspense boundary: a component that suspends before it ever mounted keeps no state.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is what asks for the new one
  const Screen = useMemo(() => lazy(() => loadRemoteScreen(remote, screen)), [remote, screen, attempt]);
  const request = `${remote}/${screen}`;
  return (
    <RemoteErrorBoundary key={`${request}#${attempt}`} screen={request} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={PLACEHOLDERS[placeholder]}>
        <Screen />
        <ScreenUsableSignal />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
