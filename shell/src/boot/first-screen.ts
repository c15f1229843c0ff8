import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@ledgerline/shell-sdk';
import { userQueryOptions } from '../auth/user-query.ts';
import { prepareScreen } from '../routes/prepare-screen.ts';
import { screenFor } from '../navigation/screen-lookup.ts';
import { keepRenderedAnswersOffline, seedRenderedFirstScreen, takeRenderedFirstScreen } from './rendered-first-screen.ts';

/**
 * How long a visit's first render waits for the first screen's code and data: on a slow connection
 * the screen is drawn with its placeholders after this, as it would be without waiting.
 */
const FIRST_SCREEN_WAIT_MS = 2500;

export interface FirstScreen {
  queryClient: QueryClient;
  /** Settles once the first screen can be drawn whole, or once waiting longer would only delay it. */
  ready: Promise<void>;
}

const waitAtMost = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => {}, () => {}), new Promise<void>((resolve) => setTimeout(resolve, ms))]);

/** The frame index.html painted says 'Checking authentication...' (SPEC.md section 2) until the check has answered. */
function sayUserChecked(): void {
  const status = document.querySelector('[data-boot-status]');
  if (status) status.textContent = 'Loading...';
}

/**
 * The app's query client, with everything the first screen needs asked for at once: the user check
 * and, when it answers signed in on a signed-in screen, the frame's code and data and the screen's
 * (ScreenNode.prepare). Drawing only once all of it is here makes the first screen one render,
 * instead of one render per answer while the splash in index.html could have stayed on screen; a
 * query's answer re-renders synchronously, outside the transition the first render runs in.
 * Sign-in and public pages do not wait. When the gateway rendered the first screen into the page,
 * its answers are in the cache from the start, and the wait is only for the code.
 */
export function startFirstScreen(location: { pathname: string; search: string }): FirstScreen {
  const queryClient = createQueryClient();
  const rendered = takeRenderedFirstScreen(location);
  if (rendered) {
    seedRenderedFirstScreen(queryClient, rendered);
    keepRenderedAnswersOffline(rendered);
  }
  const userCheck = queryClient.fetchQuery(userQueryOptions);
  const screen = screenFor(location.pathname);
  const prepared = userCheck.then(async (user) => {
    sayUserChecked();
    if (user === null) return;
    // The frame and its data beside the screen's: the screen is drawn inside the frame.
    const frame = Promise.all([
      import('../frame/SignedInFrame.tsx'),
      import('../frame/prepare-frame.ts').then(({ prepareSignedInFrame }) => prepareSignedInFrame(queryClient)),
    ]);
    await Promise.all([frame, prepareScreen(queryClient, location)]);
  });
  // A failed check is shown by the guard (ProtectedRoute), which reads the same query.
  prepared.catch(() => {});
  return { queryClient, ready: screen === undefined ? Promise.resolve() : waitAtMost(prepared, FIRST_SCREEN_WAIT_MS) };
}
