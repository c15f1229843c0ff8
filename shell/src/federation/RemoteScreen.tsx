import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DashboardSkeleton, FormSkeleton, FullPageSpinner, TableSkeleton, type RemoteScreenName } from '@ledgerline/shell-sdk';
import type { RemoteName } from '@ledgerline/contracts';
import type { FirstRows } from './first-rows.ts';
import { firstRowsHandoff } from './first-rows-handoff.ts';
import { isRemoteScreenLoaded, loadRemoteScreen } from './load-remote-screen.ts';
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
  /**
   * Drawn instead of the placeholder once the screen's data is there (lazyFirstRows): the shell
   * fetches the page itself, and the screen's code is asked for only once these rows are drawn and
   * the page has settled or the user reaches for them (first-rows-handoff.ts), so on a cold visit
   * the rows wait for one API answer rather than for the screen's whole code. Not
   * drawn once the screen's code is loaded (the idle preload has run): the screen then shows at once.
   */
  firstRows?: FirstRows;
}

/** A route's screen from a remote, with its placeholder while loading and its own failure card. */
export function RemoteScreen<R extends RemoteName>({ remote, screen, placeholder, firstRows }: Props<R>) {
  const [attempt, setAttempt] = useState(0);
  const [FirstRowsOf] = useState(() => (isRemoteScreenLoaded(remote, screen) ? undefined : firstRows));
  // A new lazy component per attempt: React.lazy remembers a failed load forever. It is made here,
  // above the Suspense boundary: a component that suspends before it ever mounted keeps no state.
  const { Screen, handoff } = useMemo(() => {
    const rowsHandoff = firstRowsHandoff();
    const load = FirstRowsOf ? () => rowsHandoff.wanted.then(() => loadRemoteScreen(remote, screen)) : () => loadRemoteScreen(remote, screen);
    return { Screen: lazy(load), handoff: rowsHandoff };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is what asks for the new one
  }, [remote, screen, FirstRowsOf, attempt]);
  useEffect(() => handoff.cancel, [handoff]);
  const request = `${remote}/${screen}`;
  const fallback = FirstRowsOf ? (
    <div onPointerDownCapture={handoff.now} onKeyDownCapture={handoff.now} onFocusCapture={handoff.now}>
      <Suspense fallback={PLACEHOLDERS[placeholder]}>
        <FirstRowsOf onDrawn={handoff.drawn} onCannotDraw={handoff.now} />
      </Suspense>
    </div>
  ) : (
    PLACEHOLDERS[placeholder]
  );
  return (
    <RemoteErrorBoundary key={`${request}#${attempt}`} screen={request} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={fallback}>
        <Screen />
        <ScreenUsableSignal />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
