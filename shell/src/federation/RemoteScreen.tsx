import { lazy, Suspense, useState, type ReactNode } from 'react';
import { DashboardSkeleton, FormSkeleton, FullPageSpinner, TableSkeleton, type RemoteScreenName } from '@ledgerline/shell-sdk';
import type { RemoteName } from '@ledgerline/contracts';
import { loadRemoteScreen } from './load-remote-screen.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';

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

/**
 * The screen itself, loaded once per mount: React.lazy remembers a failed load forever, so trying
 * again mounts a new one (RemoteScreen's boundary takes a new key for each attempt and each screen).
 */
function LoadedScreen<R extends RemoteName>({ remote, screen }: Omit<Props<R>, 'placeholder'>) {
  const [Screen] = useState(() => lazy(() => loadRemoteScreen(remote, screen)));
  return <Screen />;
}

/** A route's screen from a remote, with its placeholder while loading and its own failure card. */
export function RemoteScreen<R extends RemoteName>({ remote, screen, placeholder }: Props<R>) {
  const [attempt, setAttempt] = useState(0);
  const request = `${remote}/${screen}`;
  return (
    <RemoteErrorBoundary key={`${request}#${attempt}`} screen={request} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={PLACEHOLDERS[placeholder]}>
        <LoadedScreen remote={remote} screen={screen} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
